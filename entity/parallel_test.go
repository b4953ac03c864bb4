package entity_test

import (
	"bytes"
	"fmt"
	"math"
	"slices"
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

func (c charger) Thinkers(_ *entity.World, n int) []entity.Brain { return copies(c, n) }

// copies returns n times a brain that keeps nothing of its own, as its
// thinkers.
func copies(b entity.Brain, n int) []entity.Brain {
	brains := make([]entity.Brain, n)
	for i := range brains {
		brains[i] = b
	}
	return brains
}

// TestSteppingInParallelStepsAlike steps a crowd with a player walking
// through it, in parallel and one after another: the worlds agree, state
// and events, tick for tick, over steps in parallel in which blows hit the
// player and steps one after another in which a blow may kill them. Run
// with the race detector, it also checks that the goroutines share nothing
// they write.
func TestSteppingInParallelStepsAlike(t *testing.T) {
	build := func(parallel bool) *entity.World {
		cfg := defaultConfig(t)
		cfg.Arena = entity.Arena{Width: 250, Height: 200, PlayerStart: entity.Vec{X: 125, Y: 100}} // 10 square units an enemy
		cfg.Player.HP = 30                                                                         // two blows land in parallel; then one may kill
		w := entity.NewWorld(cfg, 1)
		w.SpawnRandom(5000)
		w.Brain = charger{}
		w.Parallel(parallel)
		return w
	}
	a, b := build(true), build(false)
	var stateA, stateB []byte
	parallel, hitInParallel, ticks := 0, 0, 400
	for tick := range ticks {
		angle := float64(tick) / 40
		in := entity.PlayerIntent{Move: entity.Vec{X: math.Cos(angle), Y: math.Sin(angle)}, Attack: tick%20 == 0}
		a.Step(in, entity.Dt)
		b.Step(in, entity.Dt)
		if a.SteppedInParallel() {
			parallel++
			if slices.ContainsFunc(a.Events, hitsPlayer) {
				hitInParallel++
			}
		}
		require.False(t, b.SteppedInParallel())
		stateA, stateB = a.AppendState(stateA[:0]), b.AppendState(stateB[:0])
		require.True(t, bytes.Equal(stateA, stateB), "tick %d", a.Tick)
		require.Equal(t, b.Events, a.Events, "tick %d", a.Tick)
	}
	assert.Greater(t, parallel, ticks/4, "steps in parallel")
	assert.Positive(t, hitInParallel, "steps in parallel in which blows hit the player")
	assert.Less(t, parallel, ticks, "and steps one after another, where a blow may kill the player")
}

// hitsPlayer reports whether ev is a hit on the player.
func hitsPlayer(ev entity.Event) bool {
	return ev.Kind == entity.EventHit && ev.Target == entity.PlayerID
}

// circler is a brain with no memory that parks: an enemy of even index
// walks a small circle about its home, on the clock, and never rests; one of
// odd index walks home when pushed off it and rests there, reading nothing
// that moves by itself.
type circler struct{}

func (circler) Think(w *entity.World, e *entity.Enemy) {
	switch {
	case e.Index%2 == 0:
		angle := float64(w.Tick)/15 + float64(e.Index)
		e.MoveTo(e.Home.Add(entity.Vec{X: math.Cos(angle), Y: math.Sin(angle)}))
	case e.Pos != e.Home:
		e.MoveTo(e.Home)
	}
}

func (circler) Halt(*entity.World, *entity.Enemy) {}

func (c circler) Thinkers(_ *entity.World, n int) []entity.Brain { return copies(c, n) }

func (circler) Rests(_ *entity.World, e *entity.Enemy) (float64, bool) {
	return 0, e.Index%2 == 1 && e.Pos == e.Home
}

func (circler) CatchUp(*entity.Enemy, uint32) {}

// TestSteppingInParallelWakesParkedEnemiesAlike steps a packed crowd, half
// of it circling and half parked at home, with the player dead far away, on
// every core with parking and on one without it: enough are awake to step
// in parallel, and the circling push parked ones awake, whose bodies join
// the parts' lists before they are separated again. The worlds agree, tick
// for tick.
func TestSteppingInParallelWakesParkedEnemiesAlike(t *testing.T) {
	build := func(fast bool) *entity.World {
		cfg := defaultConfig(t)
		cfg.Enemies = nil
		cfg.Arena = entity.Arena{Width: 150, Height: 150, PlayerStart: entity.Vec{X: 0, Y: 0}} // 2.5 square units an enemy
		w := entity.NewWorld(cfg, 1)
		w.SpawnRandom(9000)
		w.Player.Dead = true
		w.Brain = circler{}
		w.Parallel(fast)
		w.Park(fast)
		return w
	}
	a, b := build(true), build(false)
	var stateA, stateB []byte
	parallel, wokenInParallel, ticks := 0, 0, 150
	for range ticks {
		parked := map[int]bool{}
		for i := range a.Enemies {
			if a.Parked(i) {
				parked[i] = true
			}
		}
		a.Step(entity.PlayerIntent{}, entity.Dt)
		b.Step(entity.PlayerIntent{}, entity.Dt)
		if a.SteppedInParallel() {
			parallel++
			for i := range parked {
				if !a.Parked(i) {
					wokenInParallel++
				}
			}
		}
		stateA, stateB = a.AppendState(stateA[:0]), b.AppendState(stateB[:0])
		require.True(t, bytes.Equal(stateA, stateB), "tick %d", a.Tick)
	}
	assert.Greater(t, parallel, ticks/2, "steps in parallel")
	assert.Greater(t, a.ParkedCount(), 1000, "parked enemies")
	assert.Greater(t, wokenInParallel, 100, "parked enemies woken by a step in parallel")
}

// TestBlowsLandAsOneAfterAnother gives the player as many hit points as one
// blow takes and surrounds them with melee enemies that attack on the
// first tick, winding up for no time, one tick or longer: the world steps
// as the reference, which steps one whole enemy after another, does, tick
// for tick; the first blow kills and the enemies after it see a dead
// player. A step whose blows may not kill lands them after every enemy has
// stepped; one whose blows may kill must not.
func TestBlowsLandAsOneAfterAnother(t *testing.T) {
	for _, windUp := range []float64{0, entity.Dt, 0.35} {
		t.Run(fmt.Sprintf("wind-up %d ticks", entity.Ticks(windUp)), func(t *testing.T) {
			build := func(reference bool) *entity.World {
				cfg := defaultConfig(t)
				near := *cfg.Kinds["near"]
				near.WindUp = windUp
				cfg.Kinds = map[string]*entity.Kind{"near": &near}
				cfg.Player.HP = near.Damage * 1.5 // a blow, then the next kills
				cfg.Enemies = nil
				for k := range 6 { // a ring within reach
					angle := float64(k) * math.Pi / 3
					cfg.Enemies = append(cfg.Enemies, entity.Spawn{Kind: "near",
						Home: cfg.Arena.PlayerStart.Add(entity.Vec{X: math.Cos(angle), Y: math.Sin(angle)}.Scale(0.9))})
				}
				w := entity.NewWorld(cfg, 1)
				w.Brain = charger{}
				w.Reference(reference)
				return w
			}
			a, b := build(false), build(true)
			hits := 0
			for range 120 {
				a.Step(entity.PlayerIntent{}, entity.Dt)
				b.Step(entity.PlayerIntent{}, entity.Dt)
				require.Equal(t, b.Events, a.Events, "tick %d", a.Tick)
				require.Equal(t, b.AppendState(nil), a.AppendState(nil), "tick %d", a.Tick)
				for _, ev := range a.Events {
					if hitsPlayer(ev) {
						hits++
					}
				}
			}
			assert.True(t, a.Player.Dead)
			assert.Equal(t, 2, hits, "the blow, and the one that killed")
		})
	}
}

// TestABlowFromARespawnCounts: an enemy of a kind that winds up for no time
// respawns within its reach of the player and strikes at once, beside one
// that stands by the player; together their blows kill. The world steps
// as the reference does: the blow of an enemy not yet alive when the step
// began counts among those that may kill.
func TestABlowFromARespawnCounts(t *testing.T) {
	build := func(reference bool) *entity.World {
		cfg := defaultConfig(t)
		near := *cfg.Kinds["near"]
		near.WindUp, near.Attack = 0, 3
		cfg.Kinds = map[string]*entity.Kind{"near": &near}
		cfg.Player.HP = near.Damage * 1.5
		at := cfg.Arena.PlayerStart
		cfg.Enemies = []entity.Spawn{{Kind: "near", Home: at.Add(entity.Vec{X: 2.5})}, {Kind: "near", Home: at.Add(entity.Vec{X: -0.9})}}
		w := entity.NewWorld(cfg, 1)
		w.Brain = charger{}
		w.Reference(reference)
		e := &w.Enemies[0] // respawns on the first tick, clear of the player's body, within its reach
		e.Dead, e.HP, e.RespawnTicks = true, 0, 1
		return w
	}
	a, b := build(false), build(true)
	a.Step(entity.PlayerIntent{}, entity.Dt)
	b.Step(entity.PlayerIntent{}, entity.Dt)
	require.True(t, b.Player.Dead, "the reference: the respawned enemy's blow, then the other's, kills")
	require.Equal(t, b.Events, a.Events)
	require.Equal(t, b.AppendState(nil), a.AppendState(nil))
}
