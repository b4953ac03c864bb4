package ai

import (
	"math"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// BenchmarkKindWideBreakpoint steps a crowd of 20,000 enemies at rest but
// for those near the walking player, with a breakpoint watching every Near
// enemy: without it, with it as Check works it out (a parked enemy once
// while it rests), and with the expression worked out for every watched
// enemy every tick, as Check did before. Compare within one run.
func BenchmarkKindWideBreakpoint(b *testing.B) {
	const n = 20_000
	w, minds := crowdAtRest(b, n)
	brk, err := ParseBreakIn(w, "near.* branch == attack && hp < 0.5 || dist < 3")
	if err != nil {
		b.Fatal(err)
	}
	step := func() {
		w.Step(entity.PlayerIntent{Move: entity.Vec{X: math.Cos(float64(w.Tick) / 100), Y: math.Sin(float64(w.Tick) / 100)}, Invulnerable: true}, entity.Dt)
	}
	b.Run("step", func(b *testing.B) {
		for b.Loop() {
			step()
		}
	})
	b.Run("step+check", func(b *testing.B) {
		for b.Loop() {
			step()
			brk.Check(w, minds)
		}
		b.ReportMetric(float64(w.ParkedCount())/float64(n), "parked")
	})
	b.Run("step+every-expression", func(b *testing.B) {
		for b.Loop() {
			step()
			for i := range w.Enemies {
				if e := &w.Enemies[i]; brk.watches(e) {
					brk.expr.holds(w, minds, e)
				}
			}
		}
	})
}

// crowdAtRest returns a world of n enemies at random homes, 10 square units
// of arena each, played 600 ticks so that the crowd has come to rest.
func crowdAtRest(b *testing.B, n int) (*entity.World, *Minds) {
	cfg, err := config.DefaultConfig()
	if err != nil {
		b.Fatal(err)
	}
	side := math.Sqrt(10 * float64(n))
	cfg.Enemies, cfg.Arena = nil, entity.Arena{Width: side, Height: side, PlayerStart: entity.Vec{X: side / 2, Y: side / 2}}
	w := entity.NewWorld(cfg, 1)
	w.SpawnRandom(n)
	trees, err := ShippedTrees(w.Kinds)
	if err != nil {
		b.Fatal(err)
	}
	minds, err := Attach(w, trees)
	if err != nil {
		b.Fatal(err)
	}
	for range 600 {
		w.Step(entity.PlayerIntent{Invulnerable: true}, entity.Dt)
	}
	return w, minds
}
