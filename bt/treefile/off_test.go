package treefile_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nameLeaves builds every leaf as a node of the kind asked for that always
// succeeds, refusing a leaf named "nope": enough to see what Build builds.
type nameLeaves struct{}

func (nameLeaves) Leaf(n *treefile.Node, kind bt.Kind) (*bt.Node[int], error) {
	if n.Leaf == "nope" {
		return nil, fmt.Errorf("unknown leaf %q", n.Leaf)
	}
	if kind == bt.KindCondition {
		return bt.Condition(n.Name, func(int) bool { return true }), nil
	}
	return bt.Action(n.Name, func(int) bt.Status { return bt.Success }), nil
}

// build reads and builds src with nameLeaves, returning the built tree's
// node paths.
func build(src string) ([]string, error) {
	f, problems := syntax.Read("t.tree", []byte(src))
	tree, err := treefile.Build[int](f, problems, nameLeaves{})
	if err != nil {
		return nil, err
	}
	var paths []string
	for id := range tree.Shape().Len() {
		paths = append(paths, tree.Shape().Path(id))
	}
	return paths, nil
}

// TestNodesThatAreOffAreLeftOutOfTheTree: a node written [kind, off] is
// read, written back the same, and built as if its lines were not there,
// leaves the vocabulary does not know and half-written branches included.
func TestNodesThatAreOffAreLeftOutOfTheTree(t *testing.T) {
	tests := []struct {
		name, src string
		built     []string
	}{
		{"a leaf", "r [sequence]\n  a [condition, off]\n  b [action]\n", []string{"r", "r/b"}},
		{"a branch, its unknown leaves unchecked", "r [selector]\n  x [sequence, off]\n    y [condition] nope\n  b [action]\n", []string{"r", "r/b"}},
		{"a half-written branch", "r [selector]\n  x [sequence, off]\n  y [inverter, off]\n  z [parallel success 3 failure 1, off]\n    c [condition]\n  b [action]\n", []string{"r", "r/b"}},
		{"a second child of a decorator", "r [inverter]\n  a [condition, off]\n  b [condition]\n", []string{"r", "r/b"}},
		{"parameters and a call", "r [sequence]\n  w [cooldown 0.5 s, off]\n    a [condition] look(1, 2)\n  b [guard , off ] see\n    c [action]\n  d [action]\n", []string{"r", "r/d"}},
		{"a node on under one that is off", "r [sequence]\n  x [sequence, off]\n    a [condition]\n  b [action]\n", []string{"r", "r/b"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			built, err := build(tc.src)
			require.NoError(t, err)
			assert.Equal(t, tc.built, built)
			f, err := syntax.Parse("t.tree", []byte(tc.src))
			require.NoError(t, err)
			again, err := syntax.Parse("t.tree", []byte(f.Text()))
			require.NoError(t, err, f.Text())
			assert.Equal(t, shape(f.Root), shape(again.Root))
			assert.Equal(t, f.Text(), again.Text())
			assert.Contains(t, f.Text(), ", off]")
		})
	}
}

func TestABranchWhoseRootIsOffReads(t *testing.T) {
	f, err := syntax.Parse("t.tree", []byte("x [sequence, off]\n  y [selector]\n"))
	require.NoError(t, err, "a branch copied while off reads, half written as it may be")
	assert.True(t, f.Root.Off)
}

func TestNodeTextWritesTheOffMark(t *testing.T) {
	f, err := syntax.Parse("t.tree", []byte("r [sequence]\n  w [cooldown 0.5 s,off]\n    a [condition] look(1,2)\n  b [guard, off] b\n    c [action]\n  d [action]\n"))
	require.NoError(t, err)
	r := f.Root
	assert.Equal(t, []string{"w [cooldown 0.5 s, off]", "b [guard, off] b", "d [action]"},
		[]string{r.Children[0].Text(), r.Children[1].Text(), r.Children[2].Text()})
	assert.Equal(t, "a [condition] look(1, 2)", r.Children[0].Children[0].Text())
	assert.Equal(t, []bool{true, true, false}, []bool{r.Children[0].Off, r.Children[1].Off, r.Children[2].Off})
	assert.Equal(t, "cooldown 0.5 s", r.Children[0].Label())
}

// TestTreesWithNodesOffSayWhatIsWrong: a composite or decorator whose
// children are all off is as empty as one without children, and says so.
func TestTreesWithNodesOffSayWhatIsWrong(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"every child off", "r [selector]\n  a [sequence]\n    b [condition, off]\n  c [action]\n",
			[]string{`t.tree:2:3: "a" [sequence] has no child that is on: turn one on, or turn "a" off too`}},
		{"a decorator's child off", "r [selector]\n  a [repeat 2]\n    b [condition, off]\n  c [action]\n",
			[]string{`t.tree:2:3: "a" [repeat 2] has no child that is on: turn one on, or turn "a" off too`}},
		{"two on under a decorator", "r [inverter]\n  a [condition]\n  b [condition]\n  c [condition, off]\n",
			[]string{`t.tree:1:1: "r" [inverter] decorates exactly one child, has 2 on`}},
		{"parallel thresholds count the children on", "r [parallel success 2 failure 1]\n  a [condition]\n  b [condition, off]\n",
			[]string{`t.tree:1:1: "r" [parallel success 2 failure 1] has only 1 children on`}},
		{"the root off", "r [sequence, off]\n  a [condition] nope\n  b [sequence]\n", []string{`t.tree:1:1: the root "r" is off: a tree needs its root on`}},
		{"a leaf with a child that is off", "r [sequence]\n  a [condition, off]\n    b [condition, off]\n  c [action]\n",
			[]string{`t.tree:3:5: "a" is a condition: it cannot have children`}},
		{"an unknown mark", "r [sequence, of]\n  a [condition]\n", []string{`t.tree:1:14: unknown mark "of" after the comma in [sequence, of]: the only mark is "off", as in [sequence, off]`}},
		{"two marks", "r [sequence]\n  a [condition, off, off]\n", []string{`t.tree:2:17: unknown mark "off, off" after the comma`}},
		{"a mark without a kind", "r [sequence]\n  a [, off]\n", []string{"t.tree:2:6: unknown node kind []"}},
		{"the leaves of what is on are still checked", "r [sequence]\n  a [condition, off] nope\n  b [condition] nope\n",
			[]string{`t.tree:3:3: unknown leaf "nope"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := build(tc.src)
			require.Error(t, err)
			errs := treefile.Problems(err)
			require.Len(t, errs, len(tc.want), "%v", err)
			for i, want := range tc.want {
				assert.True(t, strings.HasPrefix(errs[i].Error(), want), "got %q\nwant %q", errs[i].Error(), want)
			}
		})
	}
}

// TestDurationsAreShownAsWritten: a built cooldown or timeout is labelled
// with its duration as the file wrote it, in seconds or in ticks, as the
// editor's list and the nodes that are off show it; the tree counts ticks.
func TestDurationsAreShownAsWritten(t *testing.T) {
	f, problems := syntax.Read("t.tree", []byte("r [sequence]\n  c [cooldown 0.5 s]\n    a [action]\n  w [timeout 45 ticks]\n    b [action]\n  p [repeat 3]\n    d [action]\n"))
	tree, err := treefile.Build[int](f, problems, nameLeaves{})
	require.NoError(t, err)
	rows := tree.Shape().Rows(nil, nil)
	assert.Equal(t, []string{"cooldown 0.5 s", "timeout 45 ticks", "repeat 3"}, []string{rows[1].Label, rows[3].Label, rows[5].Label})
	assert.Equal(t, []int{30, 45}, []int{tree.Shape().Node(1).Param, tree.Shape().Node(3).Param})
}
