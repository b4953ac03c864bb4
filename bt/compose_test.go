package bt_test

import (
	"fmt"
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ExampleCompose builds a tree from kinds and parameters, as a reader of
// tree files does: a kind becomes a node in bt, leaves are the caller's.
func ExampleCompose() {
	sees := bt.Condition("sees", func(g *guard) bool { return g.dist < 5 }).
		Why(func(g *guard) string { return fmt.Sprintf("dist %.1f < 5", g.dist) })
	shout := bt.Action("shout", func(g *guard) bt.Status { g.events = append(g.events, "shout"); return bt.Success })
	watch := bt.Compose(bt.KindGuard, "watch", 0, 0, sees,
		bt.Compose(bt.KindRepeat, "twice", 2, 0, nil, shout))
	tree, err := bt.New(watch)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := &guard{dist: 3}
	in := tree.NewInstance()
	in.Explain(true)
	tree.Tick(in, g, 1)
	tree.Tick(in, g, 2)
	fmt.Println(g.events)
	fmt.Print(tree.Shape().Text(in))
	// Output:
	// [shout shout]
	// watch [guard] ✓ success — dist 3.0 < 5
	// └─ twice [repeat 2] ✓ success
	//    └─ shout [action] ✓ success ◀
}

// TestComposeBuildsEveryKindThatIsNotALeaf checks that every composite and
// decorator kind has its place in Compose, with its parameters where
// NodeInfo shows them, so that a kind added to bt is one a tree file can
// use.
func TestComposeBuildsEveryKindThatIsNotALeaf(t *testing.T) {
	leaf := func(name string) *bt.Node[*guard] {
		return bt.Action(name, func(*guard) bt.Status { return bt.Success })
	}
	cond := bt.Condition("c", func(*guard) bool { return true })
	for k := bt.KindCondition; k <= bt.KindTimeout; k++ {
		t.Run(k.String(), func(t *testing.T) {
			n := bt.Compose(k, "n", 3, 1, cond, leaf("a"), leaf("b"), leaf("c"))
			if k.IsLeaf() {
				assert.Nil(t, n)
				return
			}
			if k.IsDecorator() {
				n = bt.Compose(k, "n", 3, 1, cond, leaf("a"))
			}
			require.NotNil(t, n)
			tree, err := bt.New(n)
			require.NoError(t, err)
			info := tree.Shape().Node(0)
			assert.Equal(t, k, info.Kind)
			switch k {
			case bt.KindParallel, bt.KindRepeat, bt.KindRetryUntilSuccess, bt.KindCooldown, bt.KindTimeout:
				assert.Equal(t, 3, info.Param)
			}
		})
	}
}
