package bt

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShapesAreAlikeButForNames: two trees are alike when only their nodes'
// names differ; a kind, a parameter, a parallel's failures or a place that
// differs makes them unlike.
func TestShapesAreAlikeButForNames(t *testing.T) {
	tree := func(root *Node[*probe]) *Shape {
		t.Helper()
		tr, err := New(root)
		require.NoError(t, err)
		return tr.Shape()
	}
	base := tree(Sequence("root", cond("sees"), Cooldown("rest", 30, act("strike")), Parallel("both", 1, 2, act("a"), act("b"))))
	tests := []struct {
		name  string
		other *Shape
		alike bool
	}{
		{"renamed", tree(Sequence("r", cond("seesPlayer"), Cooldown("wait", 30, act("hit")), Parallel("p", 1, 2, act("x"), act("y")))), true},
		{"another kind", tree(Sequence("root", cond("sees"), Cooldown("rest", 30, act("strike")), Sequence("both", act("a"), act("b")))), false},
		{"another parameter", tree(Sequence("root", cond("sees"), Cooldown("rest", 31, act("strike")), Parallel("both", 1, 2, act("a"), act("b")))), false},
		{"another failure threshold", tree(Sequence("root", cond("sees"), Cooldown("rest", 30, act("strike")), Parallel("both", 1, 1, act("a"), act("b")))), false},
		{"a node moved", tree(Sequence("root", Cooldown("rest", 30, act("strike")), cond("sees"), Parallel("both", 1, 2, act("a"), act("b")))), false},
		{"a node more", tree(Sequence("root", cond("sees"), Cooldown("rest", 30, act("strike")), Parallel("both", 1, 2, act("a"), act("b"), act("c")))), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.alike, base.Alike(tc.other))
			assert.Equal(t, tc.alike, tc.other.Alike(base))
		})
	}
	assert.True(t, base.Alike(base))
}

// TestAnInstanceGoesOnInARenamedTree: copied into an instance of the tree
// renamed, a running action goes on running there, neither halted nor
// started again, as it would have in its own tree.
func TestAnInstanceGoesOnInARenamedTree(t *testing.T) {
	old, err := New(Sequence("root", cond("sees"), act("strike")))
	require.NoError(t, err)
	renamed, err := New(Sequence("root", cond("seesPlayer"), act("hit")))
	require.NoError(t, err)
	p := newProbe()
	p.set(Running, "strike", "hit")
	was := old.NewInstance()
	assert.Equal(t, Running, old.Tick(was, p, 1))
	assert.Equal(t, "sees? strike.start", p.take())

	in := renamed.NewInstance()
	in.CopyFrom(was)
	assert.Equal(t, Running, in.Status(2), "the renamed action is running")
	p.set(Success, "hit")
	assert.Equal(t, Success, renamed.Tick(in, p, 2))
	assert.Equal(t, "hit.tick", p.take(), "the sequence resumes at its running action: ticked on, not started again")

	lean := old.Lean().NewInstance() // and lean, as nobody watches it
	p.set(Running, "strike")
	assert.Equal(t, Running, old.Lean().Tick(lean, p, 1))
	assert.Equal(t, "sees? strike.start", p.take())
	renamedLean := renamed.Lean().NewInstance()
	renamedLean.CopyLean(lean)
	assert.Equal(t, Success, renamed.Lean().Tick(renamedLean, p, 2))
	assert.Equal(t, "hit.tick", p.take())

	unlike, err := New(Sequence("root", act("strike")))
	require.NoError(t, err)
	assert.PanicsWithValue(t, "bt: CopyFrom between instances of trees that are not alike", func() { unlike.NewInstance().CopyFrom(was) })
	assert.PanicsWithValue(t, "bt: LeanInstance.CopyLean between instances of trees that are not alike", func() { unlike.Lean().NewInstance().CopyLean(lean) })
}
