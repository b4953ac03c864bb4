package ai_test

import (
	"hash/fnv"
	"runtime"
	"slices"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// crowdedArena is the arena scenario with 5,000 more enemies, none of them
// parked, so that every step has enough awake enemies to step in parallel.
const crowdedArena = 5000

// TestSteppingInParallelIsInvisible plays the arena scenario with a crowd,
// stepping the enemies in parallel and one after another: decisions,
// recorded transitions, events and state hashes agree tick for tick, over
// steps in parallel, some in which blows hit the player, and steps where a
// blow that may kill the player keeps them one after another.
func TestSteppingInParallelIsInvisible(t *testing.T) {
	cfg, steps := shippedScenario(t, "arena.toml")
	tt := newTwinsTesting(t, cfg, 5, crowdedArena, shippedTrees(t), func(w *entity.World) { w.Park(false) })
	script := entity.NewScript(steps)
	const ticks = 500
	hitInParallel := 0
	for range ticks {
		tt.step(script.Intent(tt.tested.w), false, 100)
		if w := tt.tested.w; w.SteppedInParallel() && slices.ContainsFunc(w.Events, hitsPlayer) {
			hitInParallel++
		}
	}
	tt.finish()
	assert.Greater(t, tt.parallel, ticks/4, "steps in parallel")
	assert.Positive(t, hitInParallel, "steps in parallel in which blows hit the player")
	assert.Less(t, tt.parallel, ticks, "and steps one after another, where a blow may kill the player")
}

// hitsPlayer reports whether ev is a hit on the player.
func hitsPlayer(ev entity.Event) bool {
	return ev.Kind == entity.EventHit && ev.Target == entity.PlayerID
}

// TestAStepIsTheSameOnOneOrFourThreads plays the crowded arena with
// GOMAXPROCS 1 and 4: every tick's world and minds hash alike.
func TestAStepIsTheSameOnOneOrFourThreads(t *testing.T) {
	cfg, steps := shippedScenario(t, "arena.toml")
	hashes := func(procs int) []uint64 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		w := entity.NewWorld(cfg, 5)
		w.SpawnRandom(crowdedArena)
		w.Park(false)
		minds, err := ai.Attach(w, shippedTrees(t)(w.Kinds))
		require.NoError(t, err)
		script := entity.NewScript(steps)
		var out []uint64
		var state []byte
		parallel := 0
		for range 300 {
			w.Step(script.Intent(w), entity.Dt)
			if w.SteppedInParallel() {
				parallel++
			}
			h := fnv.New64a()
			state = minds.AppendState(w.AppendState(state[:0]))
			h.Write(state)
			out = append(out, h.Sum64())
		}
		require.Positive(t, parallel, "GOMAXPROCS %d: steps in parallel", procs)
		return out
	}
	assert.Equal(t, hashes(1), hashes(4))
}
