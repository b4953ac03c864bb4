package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/sweep"
)

// options are the command line's settings.
type options struct {
	spec, out string
	replays   bool
	run       sweep.Options
}

// run runs the command and returns its exit status; progress, when true,
// shows the games done on stderr as they finish.
func run(args []string, stdout, stderr io.Writer, progress bool) int {
	o, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "tune: %v (tune -h lists the flags)\n", err)
		return 2
	}
	sw, err := sweep.Load(o.spec)
	if err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 2
	}
	if progress {
		o.run.Progress = func(done, total int) {
			if done == total || done%10 == 0 {
				fmt.Fprintf(stderr, "\rtune: %d of %d games", done, total)
			}
			if done == total {
				fmt.Fprintln(stderr)
			}
		}
	}
	if err := tune(sw, o, stdout); err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 1
	}
	return 0
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := cli.NewFlagSet("tune")
	fs.StringVar(&o.spec, "spec", "", "the sweep's spec `file` (see assets/sweeps/)")
	fs.StringVar(&o.out, "out", "", "write results.csv, heatmap.png, heatmap.svg and summary.txt into this `directory`")
	fs.IntVar(&o.run.Ticks, "ticks", 0, "play each game for `n` ticks instead of the spec's length, for a quick look")
	fs.IntVar(&o.run.Workers, "workers", 0, "games played at once (default: one per CPU)")
	shard := fs.String("shard", "", "run only slice `I/N` of the cells, like 2/4, and write its CSV rows")
	fs.BoolVar(&o.replays, "replays", false, "write every game as a replay file into DIR/replays")
	if err := cli.ParseFlags(fs, args, "tune -spec FILE -out DIR [flags]", stderr, false); err != nil {
		return o, err
	}
	switch {
	case o.spec == "" || o.out == "":
		return o, errors.New("-spec FILE and -out DIR are required")
	case o.run.Ticks < 0 || o.run.Ticks > config.MaxTicks:
		return o, fmt.Errorf("-ticks %d: must be from 0 to %d", o.run.Ticks, config.MaxTicks)
	case o.run.Workers < 0:
		return o, fmt.Errorf("-workers %d: must not be negative", o.run.Workers)
	}
	if *shard != "" {
		if _, err := fmt.Sscanf(*shard, "%d/%d", &o.run.Shard, &o.run.Shards); err != nil ||
			o.run.Shards < 1 || o.run.Shard < 1 || o.run.Shard > o.run.Shards || fmt.Sprintf("%d/%d", o.run.Shard, o.run.Shards) != *shard {
			return o, fmt.Errorf("-shard %q: want I/N with 1 <= I <= N, like 2/4", *shard)
		}
	}
	if o.replays {
		o.run.ReplayDir = filepath.Join(o.out, "replays")
	}
	return o, nil
}

// tune runs the sweep and writes what it found.
func tune(sw *sweep.Sweep, o options, stdout io.Writer) error {
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return err
	}
	results, err := sw.Run(o.run)
	if err != nil {
		return err
	}
	var csv bytes.Buffer
	if err := sw.WriteCSV(&csv, results, o.run.Shard <= 1); err != nil {
		return err
	}
	csvPath := filepath.Join(o.out, "results.csv")
	if _, err := atomicfile.WriteFile(csvPath, csv.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s (%d games)\n", csvPath, len(results))
	if o.run.Shards > 1 {
		fmt.Fprintf(stdout, "shard %d of %d: concatenate the shards' results.csv in order for the whole sweep\n", o.run.Shard, o.run.Shards)
		return nil
	}
	if err := sw.WritePlots(o.out, results); err != nil {
		return err
	}
	var summary bytes.Buffer
	if err := sw.WriteSummary(&summary, results); err != nil {
		return err
	}
	if _, err := atomicfile.WriteFile(filepath.Join(o.out, "summary.txt"), summary.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s and %s\n", filepath.Join(o.out, "heatmap.png"), filepath.Join(o.out, "heatmap.svg"))
	_, err = stdout.Write(summary.Bytes())
	return err
}
