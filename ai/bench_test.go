package ai_test

import (
	"fmt"
	"math"
	"runtime"
	"testing"
	"time"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// BenchmarkWorldStep steps a world of n enemies at random homes around a player
// who walks in circles, so enemies idle, chase, attack, shoot and return: AI,
// movement, attacks, projectiles and separation. It reports the time per
// enemy (of the n it starts with: waves add more), the share of enemies
// parked (of all of them) and the worst step: the player strikes every 21st. The arena grows with the crowd, 10
// square units per enemy: bodies do not overlap, so 100,000 of them cannot
// fit the default 32x18 arena. park=false steps every enemy every tick, as
// before parking: the same world, tick for tick, at its full cost.
func BenchmarkWorldStep(b *testing.B) {
	modes := []struct {
		name           string
		park, parallel bool
	}{
		{"park=true", true, true},
		{"park=false", false, true},
		{"park=false,parallel=false", false, false},
	}
	for _, n := range []int{1_000, 10_000, 100_000, 1_000_000} {
		for _, m := range modes {
			if n == 1_000_000 && !m.park {
				continue // a second a step: not worth the wait
			}
			b.Run(fmt.Sprintf("%d/%s", n, m.name), func(b *testing.B) {
				w, _ := benchWorld(b, n, m.park)
				w.Parallel(m.parallel)
				w.Step(walkInCircles(w.Tick), entity.Dt) // one step in the mode measured grows its memory
				parked, parallel, steps := 0.0, 0, 0
				worst := time.Duration(0)
				startMeasuring(b)
				for b.Loop() {
					start := time.Now()
					w.Step(walkInCircles(w.Tick), entity.Dt)
					worst = max(worst, time.Since(start))
					parked, steps = parked+float64(w.ParkedCount())/float64(len(w.Enemies)), steps+1
					if w.SteppedInParallel() {
						parallel++
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/enemy")
				b.ReportMetric(100*parked/float64(steps), "%parked")
				b.ReportMetric(100*float64(parallel)/float64(steps), "%parallel")
				b.ReportMetric(float64(worst.Nanoseconds()), "worst-ns/step")
			})
		}
	}
}

// BenchmarkParkedEnemy steps a world of 100,000 enemies that are all parked,
// the player standing in a corner beyond every enemy's reach: what a parked
// enemy costs a step.
func BenchmarkParkedEnemy(b *testing.B) {
	const n = 100_000
	w, _ := benchWorld(b, n, true)
	far := entity.Vec{X: 0, Y: 0}
	for i := range w.Enemies {
		if w.Enemies[i].Pos.Dist(far) < 12 {
			far = entity.Vec{X: w.Arena.Width, Y: w.Arena.Height}
		}
	}
	w.Player.Pos = far
	for range 300 {
		w.Step(entity.PlayerIntent{Invulnerable: true}, entity.Dt)
	}
	b.ReportAllocs()
	for b.Loop() {
		w.Step(entity.PlayerIntent{Invulnerable: true}, entity.Dt)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/enemy")
	b.ReportMetric(100*float64(w.ParkedCount())/float64(len(w.Enemies)), "%parked")
}

// BenchmarkDigest sums up the decisions of 1,000 enemies of the world-step
// benchmark's world, as a session does on every tick it plays.
func BenchmarkDigest(b *testing.B) {
	w, minds := benchWorld(b, 1_000, true)
	b.ReportAllocs()
	var d uint64
	for b.Loop() {
		d ^= minds.Digest(w)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1_000, "ns/enemy")
}

// BenchmarkCount sums up the tick of the world-step benchmark's 1,000
// enemies as a session does on every tick: the digest and the branches of
// every kind (nodes=false, always), and with every tree node counted too
// (nodes=true, while a heat map is shown). Compare with BenchmarkDigest, the
// digest alone, and BenchmarkWorldStep/1000, the step.
func BenchmarkCount(b *testing.B) {
	for _, nodes := range []bool{false, true} {
		b.Run(fmt.Sprintf("nodes=%v", nodes), func(b *testing.B) {
			w, minds := benchWorld(b, 1_000, true)
			var c ai.Crowd
			b.ReportAllocs()
			for b.Loop() {
				minds.Count(w, &c, nodes)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1_000, "ns/enemy")
		})
	}
}

// benchWorld returns a world of n enemies at random homes, 10 square units of
// arena each, parking or not, played 600 ticks by walkInCircles to a steady
// state (projectile and event buffers at size), and its minds.
func benchWorld(b *testing.B, n int, park bool) (*entity.World, *ai.Minds) {
	b.Helper()
	cfg, err := config.DefaultConfig()
	if err != nil {
		b.Fatal(err)
	}
	cfg.Enemies = nil
	side := math.Sqrt(10 * float64(n))
	cfg.Arena = entity.Arena{Width: side, Height: side, PlayerStart: entity.Vec{X: side / 2, Y: side / 2}}
	w := entity.NewWorld(cfg, 1)
	w.SpawnRandom(n)
	w.Park(park)
	minds := attachShipped(b, w)
	for range 600 {
		w.Step(walkInCircles(w.Tick), entity.Dt)
	}
	return w, minds
}

// walkInCircles is the benchmarks' player: it walks a square and strikes,
// invulnerable.
func walkInCircles(tick uint32) entity.PlayerIntent {
	dirs := []entity.Vec{{X: 1}, {Y: 1}, {X: -1}, {Y: -1}}
	return entity.PlayerIntent{Move: dirs[tick/60%4], Attack: true, Invulnerable: true}
}

// startMeasuring starts a benchmark's timed part: allocations reported, and
// the setup's garbage collected first, so that no collection it started
// marks (and slows every pointer written) during the steps measured.
func startMeasuring(b *testing.B) {
	b.ReportAllocs()
	runtime.GC()
	b.ResetTimer()
}
