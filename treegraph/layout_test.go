package treegraph_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomTree builds a tree of about n nodes whose shape the seed decides:
// composites of 1 to 5 children, decorators, and leaves of random name
// lengths, so that boxes differ in width.
func randomTree(t testing.TB, seed uint64, n int) *bt.Shape {
	r := rand.New(rand.NewPCG(seed, 1))
	left := n
	var build func(depth int) *bt.Node[int]
	build = func(depth int) *bt.Node[int] {
		left--
		name := fmt.Sprintf("n%d%s", left, "xxxxxxxxxxxxxxxxxxxxxxxx"[:r.IntN(20)])
		switch k := r.IntN(6); {
		case left <= 1 || depth > 6 || k < 2:
			return bt.Condition(name, func(int) bool { return true })
		case k == 2:
			return bt.Inverter(name, build(depth+1))
		default:
			var kids []*bt.Node[int]
			for range 1 + r.IntN(5) {
				if left > 0 {
					kids = append(kids, build(depth+1))
				}
			}
			return bt.Sequence(name, kids...)
		}
	}
	tree, err := bt.New(build(0))
	require.NoError(t, err)
	return tree.Shape()
}

// TestLayoutIsTidy lays out random trees and checks the promises of a tidy
// tree: boxes of one level never overlap nor come closer than the gap, every
// parent is centred over its first and last child, levels go down in order,
// and the picture's size holds every box, with the leftmost at 0.
func TestLayoutIsTidy(t *testing.T) {
	var l treegraph.Layouter
	for seed := range uint64(300) {
		g := treegraph.New(randomTree(t, seed, 5+int(seed%120)))
		g.Notes = seed%2 == 0
		g.Size()
		width, height := l.Layout(g, treegraph.Gap)
		levels := map[int][]treegraph.Node{}
		minX := width
		for _, n := range g.Nodes {
			require.False(t, n.Hidden)
			levels[n.Depth] = append(levels[n.Depth], n)
			minX = min(minX, n.Box.X)
			assert.LessOrEqual(t, n.Box.X+n.Box.W, width+1e-9, "seed %d: %s inside the width", seed, n.Name)
			assert.LessOrEqual(t, n.Box.Y+n.Box.H, height+1e-9, "seed %d: %s inside the height", seed, n.Name)
			if len(n.Children) > 0 {
				first, last := g.Nodes[n.Children[0]], g.Nodes[n.Children[len(n.Children)-1]]
				assert.InDelta(t, (first.Box.CentreX()+last.Box.CentreX())/2, n.Box.CentreX(), 1e-9, "seed %d: %s centred", seed, n.Name)
				assert.Greater(t, first.Box.Y, n.Box.Y+n.Box.H, "seed %d: %s's children below it", seed, n.Name)
			}
		}
		assert.GreaterOrEqual(t, minX, 0.0, "seed %d: no box left of 0", seed)
		if !g.Notes { // notes may be wider than their box
			assert.InDelta(t, 0, minX, 1e-9, "seed %d: the leftmost box at 0", seed)
		}
		for d, row := range levels {
			for i := 1; i < len(row); i++ { // pre-order keeps a level left to right
				assert.GreaterOrEqual(t, row[i].Box.X-(row[i-1].Box.X+row[i-1].Box.W), treegraph.Gap.Across-1e-9,
					"seed %d level %d: %s and %s apart", seed, d, row[i-1].Name, row[i].Name)
			}
		}
	}
}

// TestCollapseHidesASubtree checks that a collapsed node's subtree is hidden
// and gives its room back, and that showing it again restores the layout.
func TestCollapseHidesASubtree(t *testing.T) {
	var g *treegraph.Graph
	parent := -1
	for seed := uint64(0); parent < 0; seed++ {
		g = treegraph.New(randomTree(t, seed, 60))
		for i, n := range g.Nodes {
			if len(n.Children) > 1 && i > 0 {
				parent = i
				break
			}
		}
	}
	g.Knobs = true
	g.Size()
	var l treegraph.Layouter
	wide, _ := l.Layout(g, treegraph.Gap)
	before := g.Nodes[len(g.Nodes)-1].Box
	g.Toggle(parent)
	narrow, _ := l.Layout(g, treegraph.Gap)
	assert.LessOrEqual(t, narrow, wide)
	for _, c := range g.Nodes[parent].Children {
		assert.True(t, g.Nodes[c].Hidden)
	}
	assert.Contains(t, g.Nodes[parent].Notes()[0], "below")
	assert.Equal(t, -1, g.At(g.Nodes[g.Nodes[parent].Children[0]].Box.CentreX(), g.Nodes[g.Nodes[parent].Children[0]].Box.Y+1))
	g.Toggle(parent)
	l.Layout(g, treegraph.Gap)
	assert.Equal(t, before, g.Nodes[len(g.Nodes)-1].Box)
}

// BenchmarkLayout lays out a 100-node tree, as the game does every frame the
// graph view is open.
func BenchmarkLayout(b *testing.B) {
	var g *treegraph.Graph
	for seed := uint64(0); g == nil || len(g.Nodes) < 100; seed++ {
		g = treegraph.New(randomTree(b, seed, 100))
	}
	g.Size()
	var l treegraph.Layouter
	b.ReportMetric(float64(len(g.Nodes)), "nodes")
	b.ReportAllocs()
	for b.Loop() {
		l.Layout(g, treegraph.Gap)
	}
}

// TestAnOutlineIndentsEveryNodeOnARowOfItsOwn: in pre-order, each level one
// indent further in, rows apart, a collapsed subtree taking no room, and the
// picture as wide as its widest row with its notes.
func TestAnOutlineIndentsEveryNodeOnARowOfItsOwn(t *testing.T) {
	for seed := range uint64(20) {
		g := treegraph.New(randomTree(t, seed, 40))
		g.Outline, g.Notes, g.NoteChars = true, true, 20
		g.Size()
		var l treegraph.Layouter
		width, height := l.Outline(g)
		y, gap := 0.0, float64(treegraph.OutlineGap)
		for i := range g.Nodes {
			n := &g.Nodes[i]
			require.False(t, n.Hidden)
			assert.Equal(t, float64(n.Depth)*treegraph.OutlineIndent, n.Box.X-g.Nodes[0].Box.X, n.Name)
			assert.Equal(t, y, n.Box.Y, "%s: its own row, in pre-order", n.Name)
			y += n.Box.H + gap
			assert.Less(t, n.Box.X+n.Box.W+20*treegraph.CharWidth, width+0.001, "%s: its notes fit", n.Name)
		}
		assert.Equal(t, y-gap, height)

		folded := -1
		for i := range g.Nodes {
			if len(g.Nodes[i].Children) > 0 && i > 0 {
				folded = i
				break
			}
		}
		if folded < 0 {
			continue
		}
		g.Toggle(folded)
		_, shorter := l.Outline(g)
		assert.Less(t, shorter, height)
		next := folded + 1
		for next < len(g.Nodes) && g.Nodes[next].Depth > g.Nodes[folded].Depth {
			assert.True(t, g.Nodes[next].Hidden, "under a collapsed node")
			next++
		}
		if next < len(g.Nodes) {
			assert.Equal(t, g.Nodes[folded].Box.Y+g.Nodes[folded].Box.H+gap, g.Nodes[next].Box.Y, "the next row moves up")
		}
	}
}
