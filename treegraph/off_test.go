package treegraph_test

import (
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// anyLeaf builds every leaf a file names as one that succeeds.
type anyLeaf struct{}

func (anyLeaf) Leaf(n *treefile.Node, kind bt.Kind) (*bt.Node[struct{}], error) {
	if kind == bt.KindCondition {
		return bt.Condition(n.Name, func(struct{}) bool { return true }), nil
	}
	return bt.Action(n.Name, func(struct{}) bt.Status { return bt.Success }), nil
}

// offTree has a branch switched off between two that are on, and a node off
// under one that is on.
const offTree = `near [reactive selector]
  retreat [sequence, off]
    hurt [condition] hpBelow(0.5)
    goHome [action] moveHome
  chase [reactive sequence]
    seesPlayer [condition]
    dodge [action, off]
    moveToPlayer [action]
  idle [action]
`

// TestNodesThatAreOffAreDrawnDashedWhereTheFileHasThem checks that AddOff
// keeps the built tree's IDs, puts each node that is off where the file has
// it among its siblings, after the tree's nodes in the file's order, and
// that a picture draws them dashed and labelled off.
func TestNodesThatAreOffAreDrawnDashedWhereTheFileHasThem(t *testing.T) {
	file, err := treefile.Reader{TicksPerSecond: 60}.Parse("near.tree", []byte(offTree))
	require.NoError(t, err)
	tree, err := treefile.Build[struct{}](file, nil, anyLeaf{})
	require.NoError(t, err)
	g := treegraph.New(tree.Shape())
	built := len(g.Nodes)
	g.AddOff(file.Root)

	names := func(ids []int) (out []string) {
		for _, id := range ids {
			out = append(out, g.Nodes[id].Name)
		}
		return out
	}
	require.Len(t, g.Nodes, built+4)
	assert.Equal(t, []string{"near", "chase", "seesPlayer", "moveToPlayer", "idle", "retreat", "hurt", "goHome", "dodge"}, names([]int{0, 1, 2, 3, 4, 5, 6, 7, 8}),
		"the tree's nodes keep their IDs; those off follow in the file's order")
	assert.Equal(t, []string{"retreat", "chase", "idle"}, names(g.Nodes[0].Children))
	assert.Equal(t, []string{"seesPlayer", "dodge", "moveToPlayer"}, names(g.Nodes[1].Children))
	assert.Equal(t, []string{"hurt", "goHome"}, names(g.Nodes[5].Children))
	assert.Equal(t, "sequence, off", g.Nodes[5].Label)
	assert.Equal(t, "condition", g.Nodes[6].Label, "only the node written off says so")
	for id, n := range g.Nodes {
		assert.Equal(t, id >= built, n.Off, n.Name)
	}
	assert.Equal(t, 2, g.Nodes[6].Depth)
	assert.Len(t, tree.Shape().Node(0).Children, 2, "the shape's own children are not changed")

	s, _, _ := drawn(g)
	short := 0 // the dashes: lines and thin shapes of a dash's length
	for _, ln := range s.Lines {
		if d := ln.To.X - ln.From.X + ln.To.Y - ln.From.Y; d > 0 && d <= 5 {
			short++
		}
	}
	assert.Greater(t, short, 8, "the links to the nodes off are dashed")
	assert.Greater(t, len(s.Shapes), 9*3, "and their outlines")
}

// TestAddOffLeavesAGraphOfAnotherTreeAlone checks that a file whose tree
// is not the graph's adds nothing.
func TestAddOffLeavesAGraphOfAnotherTreeAlone(t *testing.T) {
	file, err := treefile.Reader{TicksPerSecond: 60}.Parse("near.tree", []byte(offTree))
	require.NoError(t, err)
	tree, _ := guardTree(t)
	g := treegraph.New(tree.Shape())
	g.AddOff(file.Root)
	assert.Len(t, g.Nodes, tree.Shape().Len())
	for _, n := range g.Nodes {
		assert.False(t, n.Off)
	}
}
