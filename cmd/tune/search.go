package main

import (
	"bytes"
	"fmt"
	"github.com/enemyai/enemyai/internal/cputime"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/sweep"
)

// notConfirmed is the exit status of a search whose winner was not
// confirmed on its held-out seeds.
const notConfirmed = 3

// runSearch runs a search and writes what it found; it returns the exit
// status.
func runSearch(se *sweep.Search, o options, stdout, stderr io.Writer, progress bool) int {
	if err := checkSearch(se, o, stderr); err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 2
	}
	so := sweep.SearchOptions{Workers: o.run.Workers, Ticks: o.run.Ticks, ReplayDir: o.run.ReplayDir}
	if progress {
		so.Progress = showSearchProgress(stderr)
	}
	start := time.Now()
	cpu, _ := cputime.Used()
	res, err := se.Run(so)
	if progress {
		fmt.Fprintln(stderr)
	}
	if err == nil {
		err = writeSearch(se, res, o.out, stdout)
	}
	if err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 1
	}
	fmt.Fprintf(stderr, "tune: %d games in %.1f s, %.1f s of CPU time\n", len(res.Games), time.Since(start).Seconds(), cpuSince(cpu).Seconds())
	if !res.Confirmation.Confirmed {
		return notConfirmed
	}
	return 0
}

// checkSearch refuses what a search cannot do, or should not without
// -large, before its first game.
func checkSearch(se *sweep.Search, o options, stderr io.Writer) error {
	if o.shard != "" {
		return fmt.Errorf("-shard %s: a search runs on one machine, each step deciding the next; -shard splits a sweep's grid", excerpt(o.shard))
	}
	if err := checkOut(o.out); err != nil {
		return err
	}
	if err := searchWrites(o).check(o.out, se.Files()); err != nil {
		return err
	}
	ticks := se.Spec.Ticks
	if o.run.Ticks > 0 {
		ticks = o.run.Ticks
	}
	replays := 0
	if o.replays { // the winner's confirmation games: about the share kept for them
		replays = max(se.Spec.Confirm, se.Spec.Games/4)
	}
	e, err := estimateRun(se.Spec.Games, replays, ticks, o.run.Workers, se.Sample)
	if err != nil {
		return err
	}
	e.say(stderr)
	return e.check(o.large)
}

// showSearchProgress returns a progress function that shows where the
// search stands on w, on one line.
func showSearchProgress(w io.Writer) func(sweep.Progress) {
	var last time.Time
	return func(p sweep.Progress) {
		if time.Since(last) < 100*time.Millisecond {
			return
		}
		last = time.Now()
		stage := p.Stage
		if p.Generation > 0 {
			stage = fmt.Sprintf("%s, generation %d", p.Stage, p.Generation)
		}
		line := fmt.Sprintf("tune: %s: %d of %d games", stage, p.Games, p.Budget)
		if p.Best != nil {
			line += fmt.Sprintf("; best %s: %.1f [%.1f, %.1f]", p.Best.Values, p.BestTarget.Mean, p.BestTarget.Lo, p.BestTarget.Hi)
		}
		fmt.Fprintf(w, "\r%-110.110s", line)
	}
}

// writeSearch writes the search's files into out and prints its summary.
func writeSearch(se *sweep.Search, res *sweep.SearchResult, out string, stdout io.Writer) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	var csv, summary bytes.Buffer
	if err := se.WriteCSV(&csv, res); err != nil {
		return err
	}
	if err := se.WriteSummary(&summary, res); err != nil {
		return err
	}
	best, trees, err := se.BestConfig(res)
	if err != nil {
		return err
	}
	files := map[string][]byte{"results.csv": csv.Bytes(), "summary.txt": summary.Bytes(), "best.toml": best}
	for i, e := range res.Elites {
		text, _, err := se.ConfigOf(e.Candidate, e.Confirmation)
		if err != nil {
			return err
		}
		files[filepath.Join("elites", fmt.Sprintf("elite-%d.toml", i+1))] = text
	}
	for name, text := range trees {
		if !filepath.IsLocal(name) {
			return fmt.Errorf("the tree file %q is not beside the configuration: copy it next to %s yourself", name, filepath.Join(out, "best.toml"))
		}
		files[name] = text
	}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		path := filepath.Join(out, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if _, err := atomicfile.WriteFile(path, files[name]); err != nil {
			return err
		}
	}
	if err := se.WritePlot(out, res); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s (%d games), %s, %s and %s\n", filepath.Join(out, "results.csv"), len(res.Games),
		filepath.Join(out, "best.toml"), filepath.Join(out, "search.png"), filepath.Join(out, "summary.txt"))
	if len(res.Elites) > 0 {
		fmt.Fprintf(stdout, "wrote the %d elites, best first, as %s\n", len(res.Elites), filepath.Join(out, "elites", "elite-N.toml"))
	}
	if _, err := stdout.Write(summary.Bytes()); err != nil {
		return err
	}
	play := "-config " + filepath.Join(out, "best.toml")
	scenario := "arena" // cmd/sim needs a scripted player
	if se.Spec.Scenario != "" {
		play += " -scenario " + se.Spec.Scenario
		scenario = ""
	}
	sim := play
	if scenario != "" {
		sim += " -scenario " + scenario
	}
	_, err = fmt.Fprintf(stdout, "play it: go run . %s   (headless: go run ./cmd/sim %s)\n", play, sim)
	return err
}

// cpuSince returns the CPU time the process has used since it had used
// from.
func cpuSince(from time.Duration) time.Duration {
	now, _ := cputime.Used()
	return now - from
}
