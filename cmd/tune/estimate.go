package main

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/sweep"
)

// Bounds on what tune runs without -large: an estimate beyond them is
// refused before the first game.
const (
	maxUnaskedTime    = time.Hour
	maxUnaskedReplays = 1e9 // bytes
	// sampleTicks is the longest sample game an estimate plays: a minute of
	// game time.
	sampleTicks = 3600
)

// estimate is what a run will take: its games, their length, and the time
// and replay bytes extrapolated from a sample game.
type estimate struct {
	games, ticks, workers int
	time                  time.Duration
	replayBytes           float64 // 0 without replays
}

// estimateRun plays a sample game of up to a minute twice with sample,
// which returns its replay's size, times the second, and extrapolates to
// games games of ticks ticks on workers workers (see sweep.Workers), of
// which replays are written as replay files.
func estimateRun(games, replays, ticks, workers int, sample func(ticks int) (int, error)) (estimate, error) {
	workers = sweep.Workers(workers, games)
	played := min(ticks, sampleTicks)
	if _, err := sample(played); err != nil { // the first warms up what every game shares
		return estimate{}, err
	}
	start := time.Now()
	size, err := sample(played)
	if err != nil {
		return estimate{}, err
	}
	scale := float64(ticks) / float64(played)
	e := estimate{games: games, ticks: ticks, workers: workers}
	// Workers beyond the processors the process may use play no faster.
	e.time = time.Duration(float64(time.Since(start)) * scale * float64(games) / float64(min(workers, runtime.GOMAXPROCS(0))))
	e.replayBytes = float64(size) * scale * float64(replays)
	return e, nil
}

// say writes the estimate as one line.
func (e estimate) say(w io.Writer) {
	fmt.Fprintf(w, "tune: %d games of %d ticks on %s: about %s", e.games, e.ticks, config.Counted(e.workers, "worker"), roughDuration(e.time))
	if e.replayBytes > 0 {
		fmt.Fprintf(w, ", replays about %s", roughBytes(e.replayBytes))
	}
	fmt.Fprintln(w, " (estimated from a sample game)")
}

// check refuses an estimate beyond the bounds unless large is set.
func (e estimate) check(large bool) error {
	switch {
	case large:
		return nil
	case e.time > maxUnaskedTime:
		return fmt.Errorf("the run would take about %s, more than %s: -large runs it anyway", roughDuration(e.time), roughDuration(maxUnaskedTime))
	case e.replayBytes > maxUnaskedReplays:
		return fmt.Errorf("the replays would take about %s, more than %s: -large writes them anyway", roughBytes(e.replayBytes), roughBytes(maxUnaskedReplays))
	}
	return nil
}

// roughDuration writes d in the largest unit that keeps it above 1.
func roughDuration(d time.Duration) string {
	switch h := d.Hours(); {
	case h >= 48:
		return fmt.Sprintf("%.0f days", h/24)
	case h >= 2:
		return fmt.Sprintf("%.1f hours", h)
	case d >= 2*time.Minute:
		return fmt.Sprintf("%.0f minutes", d.Minutes())
	}
	return fmt.Sprintf("%.1f s", d.Seconds())
}

// roughBytes writes n bytes in the largest unit that keeps it above 1.
func roughBytes(n float64) string {
	for _, u := range []struct {
		name string
		size float64
	}{{"TB", 1e12}, {"GB", 1e9}, {"MB", 1e6}, {"KB", 1e3}} {
		if n >= u.size {
			return fmt.Sprintf("%.1f %s", n/u.size, u.name)
		}
	}
	return fmt.Sprintf("%.0f bytes", n)
}
