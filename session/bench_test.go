package session_test

import (
	"github.com/enemyai/enemyai/internal/cputime"
	"runtime"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// busy is the benchmarks' player: it walks a square through the crowd and
// strikes, invulnerable, so enemies idle, chase, attack, shoot and return.
func busy(tick uint32) entity.PlayerIntent {
	dirs := []entity.Vec{{X: 1}, {Y: 1}, {X: -1}, {Y: -1}}
	return entity.PlayerIntent{Move: dirs[tick/60%4], Attack: true, Invulnerable: true}
}

// crowdArena is a scenario of an arena for 1,000 enemies, 10 square units
// each, as in ai's BenchmarkWorldStep: bodies do not overlap, so a crowd
// needs room. As a scenario it has no waves: the crowd stays 1,000.
const crowdArena = "[arena]\nwidth = 100.0\nheight = 100.0\nplayer_start = [50.0, 50.0]\n"

// crowd returns a session of 1,000 enemies at random homes, played for ticks
// ticks.
func crowd(b *testing.B, ticks int) *session.Session {
	b.Helper()
	o := origin(b, "", 1_000)
	o.ScenarioName, o.Scenario = "crowd.toml", []byte(crowdArena)
	s, err := session.New(o)
	if err != nil {
		b.Fatal(err)
	}
	if n := len(s.World.Enemies); n != 1_000 {
		b.Fatalf("%d enemies, want 1,000", n)
	}
	for range ticks {
		s.Advance(busy(s.Head() + 1))
	}
	return s
}

// BenchmarkStepRecording compares a step of 1,000 enemies in a session, which
// keeps history (keyframes, every enemy's transitions, events, inputs, the
// crowd's sums), with the same world stepped bare (its enemies ticked lean,
// as nobody watches them), bare with every enemy watched as a session
// watches them (full instances and recorders, without the history), and
// with the crowd's nodes counted for heat maps. The goals: recording costs
// at most 1.5 times the bare step; counting nodes at most 15% more.
func BenchmarkStepRecording(b *testing.B) {
	b.Run("session", func(b *testing.B) {
		s := crowd(b, session.WindowTicks+2*session.KeyframeEvery)
		measured(b, func() { s.Advance(busy(s.Head() + 1)) })
	})
	b.Run("session-heat", func(b *testing.B) { // counting every kind's nodes, for the heat map
		s := crowd(b, 600)
		s.CountNodes(true)
		measured(b, func() { s.Advance(busy(s.Head() + 1)) })
	})
	for _, watched := range []bool{false, true} {
		name := "bare"
		if watched {
			name = "bare-watched"
		}
		b.Run(name, func(b *testing.B) {
			s := crowd(b, 0)
			w := s.World
			trees, err := ai.ShippedTrees(w.Kinds)
			if err != nil {
				b.Fatal(err)
			}
			minds, err := ai.Attach(w, trees) // fresh minds, without recorders: ticked lean
			if err != nil {
				b.Fatal(err)
			}
			if watched { // full instances and recorders, as a session's, without the history
				minds.Remember(session.Remembered)
			}
			for range session.WindowTicks + 2*session.KeyframeEvery {
				w.Step(busy(w.Tick+1), entity.Dt)
			}
			measured(b, func() { w.Step(busy(w.Tick+1), entity.Dt) })
		})
	}
}

// measured runs step as the benchmark's operation and reports, besides the
// clock's time, the CPU time it took: on a machine others share, what
// compares within a run.
func measured(b *testing.B, step func()) {
	b.ReportAllocs()
	runtime.GC() // the setup's garbage collected first: no collection it started marks during the steps measured
	b.ResetTimer()
	start, _ := cputime.Used()
	for b.Loop() {
		step()
	}
	end, _ := cputime.Used()
	b.ReportMetric(float64((end-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// BenchmarkHistoryMemory plays 1,000 enemies for a whole window (60 s) and
// reports the heap the session holds per enemy per second of history, and in
// all. The goal: 1,000 enemies with 60 s of history in 32 MB.
func BenchmarkHistoryMemory(b *testing.B) {
	heap := func() float64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return float64(m.HeapAlloc)
	}
	for b.Loop() {
		before := heap()
		s := crowd(b, session.WindowTicks+2*session.KeyframeEvery)
		held := heap() - before
		seconds := float64(s.Head()-s.Start()) / 60
		b.ReportMetric(held/1e6, "MB")
		b.ReportMetric(held/1000/seconds, "B/enemy/s")
		start := crowd(b, 0) // one keyframe: the rest of held is the window's others
		fresh := heap() - before - held
		b.ReportMetric((held-fresh)/1000/(seconds*60/session.KeyframeEvery), "keyframe-B/enemy")
		runtime.KeepAlive(s)
		runtime.KeepAlive(start)
	}
}

// BenchmarkSeekWorstCase seeks 1,000 enemies to the tick just before a
// keyframe, the farthest from the keyframe before it, anywhere in the
// window. The goal: at most one frame, 16 ms.
func BenchmarkSeekWorstCase(b *testing.B) {
	s := crowd(b, session.WindowTicks+2*session.KeyframeEvery)
	span := s.Head() - s.Start()
	i := uint32(0)
	b.ResetTimer()
	for b.Loop() {
		i++
		t := s.Start() + (i*7919*session.KeyframeEvery)%span
		t += session.KeyframeEvery - t%session.KeyframeEvery // the next keyframe's tick: re-simulates a whole interval
		s.Seek(t)
	}
}
