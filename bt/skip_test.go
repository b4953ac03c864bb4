package bt

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSkipToEqualsTicking checks that an instance whose tick changed nothing
// ends up, skipped to a later tick, byte for byte where ticking it on every
// tick in between leaves it, for trees whose settled tick visits a stale
// branch, a running action and a reactive guard.
func TestSkipToEqualsTicking(t *testing.T) {
	trees := []struct {
		name string
		root func() *Node[*probe]
		set  func(p *probe)
	}{
		{"selector falls to a success", func() *Node[*probe] {
			return Selector("root", Sequence("fight", cond("sees"), act("hit")), act("stand"))
		}, func(p *probe) { p.set(Failure, "sees") }},
		{"running action", func() *Node[*probe] {
			return Sequence("root", cond("ok"), act("walk"))
		}, func(p *probe) { p.set(Running, "walk") }},
		{"reactive guard", func() *Node[*probe] {
			return ReactiveSelector("root", ReactiveSequence("alert", cond("near"), act("chase")), act("wait"))
		}, func(p *probe) { p.set(Failure, "near"); p.set(Running, "wait") }},
	}
	for _, tc := range trees {
		t.Run(tc.name, func(t *testing.T) {
			tree, err := New(tc.root())
			require.NoError(t, err)
			p := newProbe()
			tc.set(p)
			ticked, skipped := tree.NewInstance(), tree.NewInstance()
			for now := uint32(1); now <= 2; now++ {
				tree.Tick(ticked, p, now)
				tree.Tick(skipped, p, now)
			}
			require.Less(t, ticked.Changed(), uint32(2), "the second tick changes nothing")
			for now := uint32(3); now <= 50; now++ {
				tree.Tick(ticked, p, now)
			}
			skipped.SkipTo(50)
			assert.Equal(t, ticked.AppendState(nil), skipped.AppendState(nil))
			assert.Equal(t, ticked.Changed(), skipped.Changed())
		})
	}
}

// TestChanged checks which ticks and halts count as a change.
func TestChanged(t *testing.T) {
	tree, err := New(Sequence("root", cond("ok"), act("walk")))
	require.NoError(t, err)
	p, in := newProbe(), tree.NewInstance()
	assert.Zero(t, in.Changed(), "never ticked")
	p.set(Running, "walk")
	tree.Tick(in, p, 1)
	tree.Tick(in, p, 2)
	assert.Equal(t, uint32(1), in.Changed(), "running twice is no change")
	tree.Halt(in, p, 3)
	assert.Equal(t, uint32(3), in.Changed(), "a halt of a running node is")
	tree.Halt(in, p, 4)
	assert.Equal(t, uint32(3), in.Changed(), "a halt with nothing running is not")
	in.SkipTo(2)
	assert.Equal(t, uint32(2), in.Visited(2), "SkipTo never goes back")
}
