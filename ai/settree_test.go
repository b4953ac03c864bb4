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
	tree := func(src string) *bt.Tree[*ai.Agent] {
		t.Helper()
		built, err := ai.BuildFile("near.tree", []byte(src))
		require.NoError(t, err)
		return built
	}
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
		swapped.minds.SetTree(swapped.w, "near", tree(renamed))
		for tick := range 40 {
			kept.run(1, entity.PlayerIntent{Invulnerable: true})
			swapped.run(1, entity.PlayerIntent{Invulnerable: true})
			require.Equal(t, kept.w.AppendState(nil), swapped.w.AppendState(nil), "watched %v, tick %d after the rename", watched, tick)
		}
		assert.Equal(t, "fight", swapped.minds.Decision(&swapped.w.Enemies[0]).Branch, "watched %v: it decides by the new names", watched)

		halted := striking(watched)
		halted.minds.SetTree(halted.w, "near", tree(changed))
		halted.run(1, entity.PlayerIntent{Invulnerable: true})
		assert.False(t, halted.w.Enemies[0].Attacking(), "watched %v: a tree that changes what it does halts the strike", watched)
	}
}
