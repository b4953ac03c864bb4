package ai_test

import (
	"fmt"
	"github.com/enemyai/enemyai/internal/cputime"
	"io/fs"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// Horde benchmarks: a stretch of hordeStretch steps, played again and again
// from the same state (the world and minds restored with the timer
// stopped), so that every run measures the same steps whatever its speed.
const (
	hordeWarmUp  = 600 // ticks played before the stretch: the nearest have arrived
	hordeStretch = 60  // steps measured, then the world goes back to their start
)

// BenchmarkHorde steps the shipped horde scenario with n enemies, every one
// of them seeing the player and charging, the player in the middle of the
// arena walking a square and striking, invulnerable: after hordeWarmUp ticks
// the nearest press around the player and the rest run at them. It reports
// the mean step per enemy, on the clock and in CPU time (all cores'), the
// worst step of the run, and at 100,000 the mean step against a plain
// struct-of-arrays chase loop over as many enemies on one goroutine,
// measured in the same run (x-chase-loop).
func BenchmarkHorde(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) { benchmarkHorde(b, n, walkInCircles) })
	}
}

// BenchmarkHordeHitsThePlayer is BenchmarkHorde's 100,000 with a player the
// blows hit, with more hit points than a run takes: blows land now and
// then, and none may kill. It reports, besides, the share of steps in
// which blows hit the player (hit) and of those whose enemies stepped in
// parallel (in-parallel): all of them, as only a step in which a blow may
// kill steps one enemy after another.
func BenchmarkHordeHitsThePlayer(b *testing.B) {
	for _, n := range []int{100_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			benchmarkHorde(b, n, func(tick uint32) entity.PlayerIntent {
				in := walkInCircles(tick)
				in.Invulnerable = false
				return in
			})
		})
	}
}

// benchmarkHorde measures the horde of n enemies with the player's intents
// from player, as BenchmarkHorde tells.
func benchmarkHorde(b *testing.B, n int, player func(tick uint32) entity.PlayerIntent) {
	w, minds := hordeWorld(b, n)
	w.Player.HP = 1e9 // no horde takes it in a run
	for range hordeWarmUp {
		w.Step(player(w.Tick), entity.Dt)
	}
	var snap entity.Snapshot
	var mem ai.Memory
	w.Save(&snap)
	minds.Save(&mem)
	worst, steps, cpu, parallel, hit := time.Duration(0), 0, time.Duration(0), 0, 0
	startMeasuring(b)
	for b.Loop() {
		if steps > 0 && steps%hordeStretch == 0 {
			b.StopTimer()
			w.Restore(&snap)
			minds.Restore(&mem)
			b.StartTimer()
		}
		start, startCPU := time.Now(), cpuNow()
		w.Step(player(w.Tick), entity.Dt)
		worst, cpu = max(worst, time.Since(start)), cpu+cpuNow()-startCPU
		if w.SteppedInParallel() {
			parallel++
		}
		if slices.ContainsFunc(w.Events, hitsPlayer) {
			hit++
		}
		steps++
	}
	perEnemy := float64(b.Elapsed().Nanoseconds()) / float64(b.N) / float64(n)
	b.ReportMetric(perEnemy, "ns/enemy")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(n), "cpu-ns/enemy")
	b.ReportMetric(float64(worst.Nanoseconds()), "worst-ns/step")
	if n == 100_000 {
		b.ReportMetric(perEnemy/chaseLoopNs(n), "x-chase-loop")
	}
	if !player(w.Tick).Invulnerable {
		if hit == 0 {
			b.Fatal("no blow hit the player")
		}
		b.ReportMetric(float64(parallel)/float64(b.N), "in-parallel")
		b.ReportMetric(float64(hit)/float64(b.N), "hit")
	}
}

// hordeWorld returns the horde scenario's world with n enemies more, the
// arena grown to hold them (10 square units each, as -enemies does), the
// player moved to its middle and the horde's detect range stretched over
// the arena where the largest a file may set falls short (1,000,000
// enemies need an arena 3,163 units wide): every enemy sees the player.
// The range is stretched before the enemies are added, since SpawnRandom
// keeps homes out of a range that does not cover the arena: stretched
// after, it put the million's homes in the arena's four corners, ten
// times as dense as the crowds of 10,000 and 100,000.
func hordeWorld(b *testing.B, n int) (*entity.World, *ai.Minds) {
	b.Helper()
	cfg, err := config.DefaultConfig()
	if err != nil {
		b.Fatal(err)
	}
	data, err := fs.ReadFile(assets.Scenarios, "horde.toml")
	if err != nil {
		b.Fatal(err)
	}
	sc, err := config.ParseScenario("horde.toml", data, cfg)
	if err != nil {
		b.Fatal(err)
	}
	w := entity.NewWorld(sc.Apply(cfg), 1)
	w.Arena = w.Arena.Holding(len(w.Enemies) + n)
	w.Player.Pos = entity.Vec{X: w.Arena.Width / 2, Y: w.Arena.Height / 2}
	horde := *w.Kind("horde")
	horde.Detect = max(horde.Detect, math.Hypot(w.Arena.Width, w.Arena.Height))
	w.SetKind(horde)
	w.SpawnRandom(n) // the range stretched first: no home is kept out of it
	minds := attachShipped(b, w)
	return w, minds
}

// BenchmarkChaseLoop is the floor a chasing enemy's step is compared with:
// a plain loop over enemies kept as a struct of arrays, on one goroutine,
// doing a chasing enemy's work (the distance to the player, a step toward
// them that stops short, the arena's bounds).
func BenchmarkChaseLoop(b *testing.B) {
	for _, n := range []int{100_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			c := newChaseLoop(n)
			b.ReportAllocs()
			for b.Loop() {
				c.step()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/enemy")
		})
	}
}

// chaseLoop is n chasing enemies as a struct of arrays, and their player.
type chaseLoop struct {
	x, y           []float64
	px, py, w, h   float64
	speed, stopped float64
}

// newChaseLoop spreads n enemies over an arena of 10 square units each,
// the player in its middle.
func newChaseLoop(n int) *chaseLoop {
	side := math.Sqrt(10 * float64(n))
	c := &chaseLoop{x: make([]float64, n), y: make([]float64, n), px: side / 2, py: side / 2, w: side, h: side,
		speed: 4 * entity.Dt, stopped: 0.6}
	for i := range n {
		c.x[i], c.y[i] = math.Mod(float64(i)*7.31, side), math.Mod(float64(i)*3.17, side)
	}
	return c
}

// step moves every enemy toward the player, stopping short of them.
func (c *chaseLoop) step() {
	x, y := c.x, c.y[:len(c.x)]
	for i := range x {
		dx, dy := c.px-x[i], c.py-y[i]
		d := math.Sqrt(dx*dx + dy*dy)
		if d <= c.stopped {
			continue
		}
		f := min(c.speed, d-c.stopped) / d
		x[i] = min(max(x[i]+dx*f, 0), c.w)
		y[i] = min(max(y[i]+dy*f, 0), c.h)
	}
}

// chaseLoopNs measures the chase loop over n enemies on this goroutine and
// returns its time per enemy and step, in nanoseconds.
func chaseLoopNs(n int) float64 {
	c := newChaseLoop(n)
	c.step()
	const steps = 50
	start := time.Now()
	for range steps {
		c.step()
	}
	return float64(time.Since(start).Nanoseconds()) / steps / float64(n)
}

// cpuNow returns the CPU time the process has used, or 0 where it is not
// at hand.
func cpuNow() time.Duration {
	d, _ := cputime.Used()
	return d
}
