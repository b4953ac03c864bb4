package entity_test

import (
	"bytes"
	"math"
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// charger is a brain with no memory: an enemy charges a player within 6
// units, strikes when it can, and walks home otherwise. Its thinkers are
// itself, as it keeps nothing of its own.
type charger struct{}

func (charger) Think(w *entity.World, e *entity.Enemy) {
	switch d := e.Pos.Dist(w.Player.Pos); {
	case w.Player.Dead || d > 6:
		e.MoveTo(e.Home)
	case d <= e.Kind.Attack && e.CanAttack():
		e.BeginAttack(w.Player.Pos)
	default:
		e.MoveTo(w.Player.Pos)
	}
}

func (charger) Halt(*entity.World, *entity.Enemy) {}

func (c charger) Thinkers(_ *entity.World, n int) []entity.Brain {
	brains := make([]entity.Brain, n)
	for i := range brains {
		brains[i] = c
	}
	return brains
}

// TestSteppingInParallelStepsAlike steps a crowd with a player walking
// through it, in parallel and one after another: the worlds agree, state
// and events, tick for tick. Run with the race detector, it also checks
// that the goroutines share nothing they write.
func TestSteppingInParallelStepsAlike(t *testing.T) {
	build := func(parallel bool) *entity.World {
		cfg := defaultConfig(t)
		cfg.Arena = entity.Arena{Width: 250, Height: 200, PlayerStart: entity.Vec{X: 125, Y: 100}} // 10 square units an enemy
		w := entity.NewWorld(cfg, 1)
		w.SpawnRandom(5000)
		w.Brain = charger{}
		w.Parallel(parallel)
		return w
	}
	a, b := build(true), build(false)
	var stateA, stateB []byte
	parallel, ticks := 0, 200
	for tick := range ticks {
		angle := float64(tick) / 40
		in := entity.PlayerIntent{Move: entity.Vec{X: math.Cos(angle), Y: math.Sin(angle)}, Attack: tick%20 == 0}
		a.Step(in, entity.Dt)
		b.Step(in, entity.Dt)
		if a.SteppedInParallel() {
			parallel++
		}
		require.False(t, b.SteppedInParallel())
		stateA, stateB = a.AppendState(stateA[:0]), b.AppendState(stateB[:0])
		require.True(t, bytes.Equal(stateA, stateB), "tick %d", a.Tick)
		require.Equal(t, b.Events, a.Events, "tick %d", a.Tick)
	}
	assert.Greater(t, parallel, ticks/4, "steps in parallel")
	assert.Less(t, parallel, ticks, "and steps one after another, with the player within a blow's reach")
}
