package ai_test

import (
	"fmt"
	"io/fs"
	"runtime"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The fast step is every shortcut at once, as every world and its minds
// start: enemies parked, stepped and separated on every core, ticked lean.
// These twins hold it to the reference (entity.World.Reference, full
// instances, nothing parked), world state, events, decisions, digests and
// branch counts, tick for tick, on one core and on four.

// TestTheFastStepIsTheReferenceInTheShippedScenarios plays every shipped
// scenario with twenty random enemies more, and the arena and the horde with
// 5,000 more, so that enemies step and separate in parallel.
func TestTheFastStepIsTheReferenceInTheShippedScenarios(t *testing.T) {
	names, err := fs.Glob(assets.Scenarios, "*.toml")
	require.NoError(t, err)
	for _, procs := range []int{1, 4} {
		for _, name := range names {
			extras := []int{20}
			if name == "arena.toml" || name == "horde.toml" {
				extras = append(extras, 5000)
			}
			for _, extra := range extras {
				t.Run(fmt.Sprintf("%s+%d,GOMAXPROCS=%d", name, extra, procs), func(t *testing.T) {
					defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
					cfg, steps := shippedScenario(t, name)
					tt := newFastTwins(t, cfg, 3, extra, shippedTrees(t))
					script := entity.NewScript(steps)
					ticks := 1800
					if extra > 20 {
						ticks = 300
					}
					for tick, after := 0, 0; after < 600 && tick < ticks; tick++ {
						if script.Done() {
							after++
						}
						tt.step(script.Intent(tt.tested.w), extra <= 20, 30)
					}
					if extra > 20 {
						assert.Positive(t, tt.parallel, "stepped in parallel")
					}
				})
			}
		}
	}
}

// TestTheFastStepIsTheReferenceInRandomWorlds plays 1,000 random worlds
// (see randomTwins: kinds' values, shipped and random trees, crowds, a
// player who tunes, reloads, rewinds, selects and nudges on the way), half
// on one core and half on four.
func TestTheFastStepIsTheReferenceInRandomWorlds(t *testing.T) {
	parked := 0
	for seed := range uint64(1000) {
		func() {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1 + int(seed%2)*3))
			parked += randomTwinsFrom(t, seed, 300, newFastTwins).parked
		}()
	}
	assert.Positive(t, parked, "enemies ticked lean were parked")
}
