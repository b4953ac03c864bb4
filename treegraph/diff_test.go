package treegraph_test

import (
	"bytes"
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shapeOf builds a tree for the diff tests.
func shapeOf(t *testing.T, root *bt.Node[int]) *bt.Shape {
	t.Helper()
	tree, err := bt.New(root)
	require.NoError(t, err)
	return tree.Shape()
}

func TestDiffMarksEveryChange(t *testing.T) {
	yes := func(int) bool { return true }
	act := func(int) bt.Status { return bt.Success }
	old := shapeOf(t, bt.ReactiveSelector("near",
		bt.Sequence("attack", bt.Condition("inRange", yes), bt.Condition("ready", yes), bt.Action("strike", act)),
		bt.ReactiveSequence("chase", bt.Condition("sees", yes), bt.Action("move", act)),
		bt.Action("home", act)))
	tests := []struct {
		name string
		new  *bt.Node[int]
		want string
	}{
		{"the same tree", bt.ReactiveSelector("near",
			bt.Sequence("attack", bt.Condition("inRange", yes), bt.Condition("ready", yes), bt.Action("strike", act)),
			bt.ReactiveSequence("chase", bt.Condition("sees", yes), bt.Action("move", act)),
			bt.Action("home", act)), ""},
		{"a leaf removed from the middle, a kind changed, a subtree added", bt.ReactiveSelector("near",
			bt.Sequence("attack", bt.Condition("inRange", yes), bt.Action("strike", act)),
			bt.Sequence("chase", bt.Condition("sees", yes), bt.Action("move", act)),
			bt.Cooldown("rest", 30, bt.Action("wait", act)),
			bt.Action("home", act)),
			"- near/attack/ready [condition]\n~ near/chase [sequence] was reactive sequence\n+ near/rest [cooldown 30]\n+ near/rest/wait [action]\n"},
		{"a renamed root and a moved leaf", bt.ReactiveSelector("near2",
			bt.Sequence("attack", bt.Condition("inRange", yes), bt.Condition("ready", yes), bt.Action("strike", act)),
			bt.ReactiveSequence("chase", bt.Action("move", act)),
			bt.Action("home", act), bt.Condition("sees", yes)),
			"~ near2 [reactive selector] was named near\n- near2/chase/sees [condition]\n+ near2/sees [condition]\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, changed := treegraph.Diff(old, shapeOf(t, tc.new))
			assert.Equal(t, tc.want != "", changed)
			var out bytes.Buffer
			require.NoError(t, g.WriteChanges(&out))
			assert.Equal(t, tc.want, out.String())
			for id, n := range g.Nodes { // a merged tree the layout can place
				assert.Equal(t, id, n.ID)
				for _, c := range n.Children {
					assert.Equal(t, id, g.Nodes[c].Parent)
					assert.Equal(t, n.Depth+1, g.Nodes[c].Depth)
				}
			}
		})
	}
}
