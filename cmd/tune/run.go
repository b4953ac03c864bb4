package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/sweep"
)

// options are the command line's settings.
type options struct {
	spec, out string
	replays   bool
	large     bool     // run what the estimate says exceeds the bounds
	shard     string   // -shard as given: I/N or auto/N
	merge     []string // with -merge, the shards' folders
	run       sweep.Options
}

// usage is the first line of -h.
const usage = "tune -spec FILE -out DIR [flags]  |  tune -merge -out DIR SHARD_DIR..."

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
	if o.merge != nil {
		return merge(o, stdout, stderr)
	}
	sw, se, err := sweep.Open(o.spec)
	if err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 2
	}
	if se != nil {
		return runSearch(se, o, stdout, stderr, progress)
	}
	if cells := sw.Spec.Cells(); o.run.Shards > cells {
		err = fmt.Errorf("-shard %s: the sweep has %d cells: at most %d shards, or a shard would play nothing", excerpt(o.shard), cells, cells)
	} else if o.shard != "" {
		err = resolveShard(&o, stderr)
	}
	if err == nil {
		err = checkOut(o.out)
	}
	if err == nil {
		err = sweepWrites(sw, o).check(o.out, sw.Files())
	}
	if err == nil {
		err = estimateSweep(sw, o, stderr)
	}
	if err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 2
	}
	if progress {
		o.run.Progress = showProgress(stderr)
	}
	if err := tune(sw, o, stdout); err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 1
	}
	return 0
}

// showProgress returns a progress function that shows the games done on w.
func showProgress(w io.Writer) func(done, total int) {
	return func(done, total int) {
		if done == total || done%10 == 0 {
			fmt.Fprintf(w, "\rtune: %d of %d games", done, total)
		}
		if done == total {
			fmt.Fprintln(w)
		}
	}
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := cli.NewFlagSet("tune")
	fs.StringVar(&o.spec, "spec", "", "the sweep's or search's spec `file` (see assets/sweeps/)")
	fs.StringVar(&o.out, "out", "", "write the results into this `directory`")
	cli.IntVarIn(fs, &o.run.Ticks, "ticks", 0, 0, config.MaxTicks, "play each game for `n` ticks instead of the spec's length, for a quick look")
	fs.IntVar(&o.run.Workers, "workers", 0, "games played at once; 0: one per CPU the process may use, as GOMAXPROCS says, which follows a container's limit")
	fs.StringVar(&o.shard, "shard", "", "run only slice `I/N` of a sweep's cells, like 2/4; auto/N takes I from a Kubernetes Indexed Job or a Slurm job array")
	fs.BoolVar(&o.replays, "replays", false, "write every game of a sweep, or the winner's confirmation games of a search, as replay files into DIR/replays")
	fs.BoolVar(&o.large, "large", false, "run even when the estimate exceeds an hour or a gigabyte of replays")
	merging := fs.Bool("merge", false, "merge the shards' folders named after the flags into -out")
	if err := cli.ParseFlags(fs, args, usage, stderr, true); err != nil {
		return o, err
	}
	played := playing(fs)
	switch {
	case *merging && (o.out == "" || fs.NArg() == 0):
		return o, errors.New("-merge needs -out DIR and the shards' folders")
	case *merging && o.spec != "":
		return o, errors.New("-merge reads the spec from the shards' manifests: leave -spec out")
	case *merging && played != "":
		return o, fmt.Errorf("-merge plays no game, it puts the shards' results together: leave %s out", played)
	case *merging:
		o.merge = fs.Args()
		return o, nil
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected argument %q", excerpt(fs.Arg(0)))
	case o.spec == "" && o.out == "":
		return o, errors.New("-spec FILE and -out DIR are required")
	case o.spec == "":
		return o, errors.New("-spec FILE is required: the sweep's or search's spec (see assets/sweeps/)")
	case o.out == "":
		return o, errors.New("-out DIR is required: the folder the results go into")
	case o.run.Workers < 0:
		return o, fmt.Errorf("-workers %d: must not be negative", o.run.Workers)
	}
	if o.shard != "" {
		if err := parseShard(&o); err != nil {
			return o, err
		}
	}
	if o.replays {
		o.run.ReplayDir = filepath.Join(o.out, "replays")
	}
	return o, nil
}

// playing returns the first flag set that says how to play games, which a
// merge does not, or "".
func playing(fs *flag.FlagSet) string {
	set := ""
	fs.Visit(func(f *flag.Flag) {
		if set == "" && slices.Contains([]string{"ticks", "workers", "shard", "replays", "large"}, f.Name) {
			set = "-" + f.Name
		}
	})
	return set
}

// parseShard reads -shard I/N or auto/N; the index of auto is read later,
// from the environment (see resolveShard).
func parseShard(o *options) error {
	bad := fmt.Errorf("-shard %q: want I/N with 1 <= I <= N, like 2/4, or auto/N", excerpt(o.shard))
	index, count, ok := strings.Cut(o.shard, "/")
	n, err := strconv.Atoi(count)
	if !ok || err != nil || n < 1 || strconv.Itoa(n) != count {
		return bad
	}
	o.run.Shards = n
	if index == "auto" {
		return nil
	}
	i, err := strconv.Atoi(index)
	if err != nil || i < 1 || i > n || strconv.Itoa(i) != index {
		return bad
	}
	o.run.Shard = i
	return nil
}

// excerpt cuts a value the user typed for a message.
func excerpt(s string) string {
	const most = 60
	if utf8.RuneCountInString(s) <= most {
		return s
	}
	return string([]rune(s)[:most]) + "…"
}

// estimateSweep says what the sweep will take, and refuses it beyond the
// bounds unless -large.
func estimateSweep(sw *sweep.Sweep, o options, stderr io.Writer) error {
	lo, hi := sw.Shard(o.run.Shard, o.run.Shards)
	ticks := sw.Spec.Ticks
	if o.run.Ticks > 0 {
		ticks = o.run.Ticks
	}
	games, replays := (hi-lo)*sw.Spec.Seeds, 0
	if o.replays {
		replays = games
	}
	e, err := estimateRun(games, replays, ticks, o.run.Workers, sw.Sample)
	if err != nil {
		return err
	}
	e.say(stderr)
	return e.check(o.large)
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
	if err := writeManifest(o.out, newManifest(sw, o, len(results), csv.Bytes())); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s (%d games)\nwrote %s\n", csvPath, len(results), filepath.Join(o.out, manifestName))
	if o.run.Shards > 1 {
		fmt.Fprintf(stdout, "shard %d of %d: concatenate the shards' results.csv in order for the whole sweep\n", o.run.Shard, o.run.Shards)
		fmt.Fprintln(stdout, "or merge the shards' folders, checked, with heat maps and summary: tune -merge -out DIR FOLDER...")
		return nil
	}
	return writePictures(sw, results, o.out, stdout)
}

// writePictures writes the heat maps and the summary of a whole sweep, and
// prints the summary.
func writePictures(sw *sweep.Sweep, results []sweep.Result, out string, stdout io.Writer) error {
	if err := sw.WritePlots(out, results); err != nil {
		return err
	}
	var summary bytes.Buffer
	if err := sw.WriteSummary(&summary, results); err != nil {
		return err
	}
	if _, err := atomicfile.WriteFile(filepath.Join(out, "summary.txt"), summary.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s and %s\n", filepath.Join(out, "heatmap.png"), filepath.Join(out, "heatmap.svg"))
	_, err := stdout.Write(summary.Bytes())
	return err
}
