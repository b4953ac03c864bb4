package treeedit_test

import (
	"fmt"
	"github.com/enemyai/enemyai/internal/cputime"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/stretchr/testify/assert"
)

// bigTree returns a tree file of n nodes (n at least 2): a reactive selector
// over branches of a sequence and nine leaves each, with a comment above
// every branch.
func bigTree(n int) string {
	var b strings.Builder
	b.WriteString("# a tree of " + fmt.Sprint(n) + " nodes\nroot [reactive selector]\n")
	left := n - 1
	for i := 0; left > 0; i++ {
		fmt.Fprintf(&b, "  # branch %d\n  b%d [sequence]\n", i, i)
		left--
		for j := 0; j < 9 && left > 0; j++ {
			switch j % 3 {
			case 0:
				fmt.Fprintf(&b, "    near%d [condition] playerWithin(attack)\n", j)
			case 1:
				fmt.Fprintf(&b, "    hurt%d [condition] hpBelow(0.5)\n", j)
			default:
				fmt.Fprintf(&b, "    home%d [action] moveHome\n", j)
			}
			left--
		}
	}
	return b.String()
}

// deepTree returns a tree file of n nodes (n at least 65) nested as deep
// as a tree file may: under the root, 63 sequences each holding the next
// and up to 14 actions, and the rest of the actions at the bottom.
func deepTree(n int) string {
	var b strings.Builder
	b.WriteString("root [sequence]\n")
	levels := treefile.MaxDepth - 1
	actions := n - 1 - levels
	for depth := 1; depth <= levels; depth++ {
		indent := strings.Repeat("  ", depth)
		for i := 0; i < 14 && actions > 1; i++ {
			fmt.Fprintf(&b, "%sa%d [action] moveHome\n", indent, i)
			actions--
		}
		fmt.Fprintf(&b, "%ss%d [sequence]\n", indent, depth)
	}
	for i := range actions {
		fmt.Fprintf(&b, "%sb%d [action] moveHome\n", strings.Repeat("  ", levels+1), i)
	}
	return b.String()
}

func TestBenchmarkTreesHaveTheirSize(t *testing.T) {
	for _, n := range []int{100, 1000} {
		assert.Equal(t, n, open(t, bigTree(n)).Len())
	}
	e := open(t, deepTree(1000))
	assert.Equal(t, 1000, e.Len())
	depth := 0
	for _, n := range e.Nodes() {
		depth = max(depth, n.Depth)
	}
	assert.Equal(t, treefile.MaxDepth, depth)
}

// cpuPerOp runs loop and reports, besides the wall time, the CPU time the
// process used per iteration (its goroutines and the garbage collector's),
// as cpu-ns/op: the machine the figures are taken on is shared, and the
// wall time stretches with what else runs there.
func cpuPerOp(b *testing.B, loop func()) {
	start, ok := cputime.Used()
	loop()
	end, _ := cputime.Used()
	if ok && b.N > 0 {
		b.ReportMetric(float64((end-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkEdit checks and applies an edit to a tree of 100 nodes and one
// of 1,000 (the most a tree file may have): renaming a leaf in the middle
// of the tree (one line written anew) and moving a branch of ten nodes
// (ten lines), each edit taking the previous one back, so that every
// iteration applies one; and moving a leaf of a tree of 1,000 nodes nested
// as deep as a tree file may. The goals: 1 ms at 100 nodes, 2 ms at 1,000.
func BenchmarkEdit(b *testing.B) {
	for _, n := range []int{100, 1000} {
		src := bigTree(n)
		b.Run(fmt.Sprintf("nodes=%d/rename", n), func(b *testing.B) {
			e := open(b, src)
			id := n / 2
			for e.Nodes()[id].Node.Kind.IsComposite() {
				id++
			}
			names := [2]string{"renamed", e.Nodes()[id].Node.Name}
			b.ReportAllocs()
			i := 0
			cpuPerOp(b, func() {
				for b.Loop() {
					if _, err := e.Rename(id, names[i%2]); err != nil {
						b.Fatal(err)
					}
					i++
				}
			})
		})
		b.Run(fmt.Sprintf("nodes=%d/move", n), func(b *testing.B) { moveDown(b, src) })
	}
	b.Run("nodes=1000,depth=64/move", func(b *testing.B) { moveDown(b, deepTree(1000)) })
}

// moveDown moves the first child of src's root down, again and again.
func moveDown(b *testing.B, src string) {
	e := open(b, src)
	b.ReportAllocs()
	cpuPerOp(b, func() {
		for b.Loop() {
			if _, err := e.MoveDown(e.Nodes()[0].Kids[0]); err != nil {
				b.Fatal(err)
			}
		}
	})
}
