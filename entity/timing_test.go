package entity_test

import (
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

func TestDurationsAreWholeTicks(t *testing.T) {
	tests := []struct {
		seconds float64
		ticks   int
	}{{0.35, 21}, {0.6, 36}, {1.2, 72}, {0.05, 3}, {0.1, 6}, {5, 300}, {0, 0}}
	for _, tc := range tests {
		assert.Equal(t, tc.ticks, entity.Ticks(tc.seconds), "%g s", tc.seconds)
	}
}

// TestStrikePeriodIsTheCooldownInTicks: a player holding the attack key
// strikes exactly every cooldown's worth of ticks, with no float remainder
// adding one now and then.
func TestStrikePeriodIsTheCooldownInTicks(t *testing.T) {
	cfg := defaultConfig(t)
	cfg.Enemies = nil
	w := entity.NewWorld(cfg, 1)
	var strikes []uint32
	for range 600 {
		w.Step(entity.PlayerIntent{Attack: true}, entity.Dt)
		for _, ev := range w.Events {
			if ev.Kind == entity.EventAttack && ev.Source == entity.PlayerID {
				strikes = append(strikes, ev.Tick)
			}
		}
	}
	want := uint32(entity.Ticks(cfg.Player.Cooldown))
	assert.Equal(t, uint32(21), want)
	for i := 1; i < len(strikes); i++ {
		assert.Equal(t, want, strikes[i]-strikes[i-1], "strike %d", i)
	}
	assert.Len(t, strikes, 29, "600 ticks / 21, the first on tick 1")
}

// TestNoRespawnOnTopOfThePlayer: an enemy whose respawn comes while the
// player stands on its home waits until the player moves away.
func TestNoRespawnOnTopOfThePlayer(t *testing.T) {
	cfg := defaultConfig(t)
	cfg.Enemies = []entity.Spawn{{Kind: "near", Home: entity.Vec{X: 10, Y: 10}}}
	cfg.Arena.PlayerStart = entity.Vec{X: 10.5, Y: 10}
	w := entity.NewWorld(cfg, 1)
	e := &w.Enemies[0]
	for !e.Dead {
		w.Step(entity.PlayerIntent{Attack: true, Invulnerable: true}, entity.Dt)
	}
	for range entity.Ticks(e.Kind.Respawn) + 60 {
		w.Step(entity.PlayerIntent{Invulnerable: true}, entity.Dt)
	}
	assert.True(t, e.Dead, "the player stands on its home: it waits")
	w.Player.Pos = entity.Vec{X: 20, Y: 10}
	w.Step(entity.PlayerIntent{}, entity.Dt)
	assert.False(t, e.Dead, "the player gone, it respawns at once")
}

func TestWavesAddGrowingNumbersOfEnemies(t *testing.T) {
	cfg := defaultConfig(t)
	cfg.Waves = entity.Waves{Every: 1, Grow: 2}
	w := entity.NewWorld(cfg, 1)
	start := len(w.Enemies)
	var counts []int
	for range 3 {
		for range 60 {
			w.Step(entity.PlayerIntent{Invulnerable: true}, entity.Dt)
		}
		counts = append(counts, len(w.Enemies)-start)
	}
	assert.Equal(t, []int{2, 6, 12}, counts, "2, then 4, then 6 more")
	assert.Equal(t, 3, w.Wave)
	sc := &entity.Scenario{Arena: cfg.Arena}
	assert.Zero(t, sc.Apply(cfg).Waves, "scenarios have no waves")
}

func TestKillsAreCounted(t *testing.T) {
	cfg := defaultConfig(t)
	cfg.Enemies = []entity.Spawn{{Kind: "near", Home: entity.Vec{X: 10, Y: 10}}}
	cfg.Arena.PlayerStart = entity.Vec{X: 11, Y: 10}
	w := entity.NewWorld(cfg, 1)
	for range 120 {
		w.Step(entity.PlayerIntent{Attack: true, Invulnerable: true}, entity.Dt)
	}
	assert.Equal(t, 1, w.Kills)
}
