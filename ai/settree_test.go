package ai_test

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestANewTreeHaltsWhatRunsUnlessItOnlyRenames: a Near enemy winds up a
// strike; given its tree with nodes renamed, it strikes on as it would have
// (the world, tick for tick, as one given no new tree), watched or lean;
// given a tree that changes what it does, its strike is halted.
func TestANewTreeHaltsWhatRunsUnlessItOnlyRenames(t *testing.T) {
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	renamed := strings.NewReplacer("strike [stateful", "hit [stateful", "  attack [sequence]", "  fight [sequence]").Replace(string(shipped))
	require.NotEqual(t, string(shipped), renamed)
	changed := strings.Replace(string(shipped), "  return [sequence]", "  return [selector]", 1)
	striking := func(watched bool) *sim {
		s := newSim(t, entity.Vec{X: 10.7, Y: 10}, spawn("near", 10, 10))
		if watched {
			s.minds.Remember(100)
		}
		for !s.w.Enemies[0].Attacking() {
			s.run(1, entity.PlayerIntent{Invulnerable: true})
		}
		return s
	}
	for _, watched := range []bool{false, true} {
		kept, swapped := striking(watched), striking(watched)
		swapped.minds.SetTree(swapped.w, "near", buildTree(t, renamed))
		for tick := range 40 {
			kept.run(1, entity.PlayerIntent{Invulnerable: true})
			swapped.run(1, entity.PlayerIntent{Invulnerable: true})
			require.Equal(t, kept.w.AppendState(nil), swapped.w.AppendState(nil), "watched %v, tick %d after the rename", watched, tick)
		}
		assert.Equal(t, "fight", swapped.minds.Decision(&swapped.w.Enemies[0]).Branch, "watched %v: it decides by the new names", watched)

		halted := striking(watched)
		was := halted.minds.Shape(0)
		halted.minds.SetTree(halted.w, "near", buildTree(t, changed))
		assert.Equal(t, watched, halted.minds.Replaced(0))
		if watched { // the tick of the swap shows the old tree's instance as it ran, its strike halted
			in, shape := halted.minds.Ran(0)
			assert.True(t, was == shape && was == in.Tree(), "the old tree's")
			assert.False(t, was == halted.minds.Shape(0), "it runs the new one")
			strike := was.Rows(in, nil)[4]
			assert.True(t, strike.Halted, "its strike, halted by the swap")
			assert.Equal(t, "halted", strike.Since(), "after it ran on the tick shown")
			assert.True(t, in.Recorder() == halted.minds.Recorder(0), "the old instance shares the recorder the new one goes on recording in")
		}
		halted.run(1, entity.PlayerIntent{Invulnerable: true})
		assert.False(t, halted.minds.Replaced(0), "watched %v: thinking, it ran the new tree", watched)

		dying := striking(watched)
		dying.minds.SetTree(dying.w, "near", buildTree(t, changed))
		dying.w.Enemies[0].HP = 1
		dying.run(1, entity.PlayerIntent{Attack: true, Invulnerable: true})
		require.True(t, dying.w.Enemies[0].Dead, "struck down before it thinks again")
		assert.False(t, dying.minds.Replaced(0), "watched %v: dead, it shows nothing of the old tree", watched)
		assert.False(t, halted.w.Enemies[0].Attacking(), "watched %v: a tree that changes what it does halts the strike", watched)
	}
}

// TestOnlyARenameIsARename: a tree is a rename of another when every node
// is in the same place, of the same kind, running the same leaf with the
// same arguments, whatever the names and however a value is spelt.
func TestOnlyARenameIsARename(t *testing.T) {
	const base = "r [sequence]\n  near [condition] playerWithin(attack)\n  still [stateful action] wait(1 s)\n  weak [guard] hpBelow(0.5)\n    home [action] moveHome\n"
	tests := []struct {
		name, other string
		renames     bool
	}{
		{"names", "root [sequence]\n  close [condition] playerWithin(attack)\n  pause [stateful action] wait(1 s)\n  hurt [guard] hpBelow(0.5)\n    back [action] moveHome\n", true},
		{"a value spelt otherwise", "r [sequence]\n  near [condition] playerWithin(attack)\n  still [stateful action] wait(60 ticks)\n  weak [guard] hpBelow(0.50)\n    home [action] moveHome\n", true},
		{"another range", "r [sequence]\n  near [condition] playerWithin(detect)\n  still [stateful action] wait(1 s)\n  weak [guard] hpBelow(0.5)\n    home [action] moveHome\n", false},
		{"another wait", "r [sequence]\n  near [condition] playerWithin(attack)\n  still [stateful action] wait(2 s)\n  weak [guard] hpBelow(0.5)\n    home [action] moveHome\n", false},
		{"another guard", "r [sequence]\n  near [condition] playerWithin(attack)\n  still [stateful action] wait(1 s)\n  weak [guard] hpBelow(0.25)\n    home [action] moveHome\n", false},
		{"another leaf", "r [sequence]\n  near [condition] seesPlayer\n  still [stateful action] wait(1 s)\n  weak [guard] hpBelow(0.5)\n    home [action] moveHome\n", false},
		{"another kind", "r [selector]\n  near [condition] playerWithin(attack)\n  still [stateful action] wait(1 s)\n  weak [guard] hpBelow(0.5)\n    home [action] moveHome\n", false},
	}
	from := buildTree(t, base)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			to := buildTree(t, tc.other)
			assert.Equal(t, tc.renames, ai.RenamesOnly(from.Shape(), to.Shape()))
		})
	}
	goBuilt, err := bt.New(bt.Sequence("r", bt.Condition("near", func(*ai.Agent) bool { return true }),
		bt.StatefulAction("still", func(*ai.Agent) bt.Status { return bt.Running }, func(*ai.Agent) bt.Status { return bt.Success }, func(*ai.Agent) {}), bt.Guard("weak", func(*ai.Agent) bool { return true },
			bt.Action("home", func(*ai.Agent) bt.Status { return bt.Success }))))
	require.NoError(t, err)
	require.True(t, from.Shape().Alike(goBuilt.Shape()))
	assert.False(t, ai.RenamesOnly(from.Shape(), goBuilt.Shape()), "alike, but leaves built in Go say nothing of what they do")
}
