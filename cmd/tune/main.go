// Command tune plays games headless to tune with evidence: a sweep (a grid
// of values of one or two tunable fields, every cell played by the same
// player over several seeds) or a search (the values of 2 to 10 fields
// that bring a measure to a target, found by playing and confirmed on
// held-out seeds).
//
//	go run ./cmd/tune -spec assets/sweeps/near_detect_attack.toml -out tuning [-ticks N] [-workers N] [-shard I/N|auto/N] [-replays] [-large]
//	go run ./cmd/tune -spec assets/sweeps/far_fair_fight.toml -out search [-ticks N] [-workers N] [-replays] [-large]
//	go run ./cmd/tune -merge -out DIR SHARD_DIR...
//
// A sweep writes DIR/results.csv (one row per cell and seed: the values,
// the seed and every outcome measure), DIR/manifest.json (what the CSV
// holds: the spec's hash, the shard, the games, the program's version), the
// heat map of the spec's measure as DIR/heatmap.png and DIR/heatmap.svg, and
// DIR/summary.txt with the best and worst cells, which it also prints.
// -replays writes every game as DIR/replays/cellNNNN-seedNNN.json, which
// `enemyai -replay` and `cmd/sim -replay` play back exactly. -shard I/N
// runs the I-th of N contiguous slices of the cells and writes only its CSV
// rows (the header with the first) and its manifest; -shard auto/N takes I
// from a Kubernetes Indexed Job (JOB_COMPLETION_INDEX) or a Slurm job array
// (SLURM_ARRAY_TASK_ID minus SLURM_ARRAY_TASK_MIN). -merge checks that the
// shards' folders hold every shard of one sweep once, and writes the whole
// sweep's files, byte for byte those of one run. The CSV is byte-identical
// for any -workers.
//
// A search writes DIR/results.csv (every game: the candidate, the stage,
// the values, the seed and every measure), DIR/best.toml (the configuration
// with the winner's values, for `enemyai -config` and `cmd/sim -config`),
// DIR/search.png and DIR/search.svg (its path over a heat map of the games
// for two fields, its scores by generation for more), and DIR/summary.txt
// with its top settings and whether the winner was confirmed, which it also
// prints; -replays writes the winner's confirmation games. Its files are
// the same for any -workers and on every run.
//
// Before the first game, tune checks -out and the files it will write
// there (none may be a file it reads, also through a link, nor one it
// could not write; no replays of an earlier run may be left beside its
// results), plays a sample game and prints
// the games, the estimated time and, with -replays, their size; a run
// estimated at more than an hour or a gigabyte of replays needs -large. A
// bad spec, flag or -out gets its file, line and field or one line, and
// exit status 2, before anything runs; a search whose winner was not
// confirmed exits with status 3. Spec files are documented in package
// config (ParseSweep, ParseSearch), docs/tuning.md and docs/tuning-search.md;
// schedulers in docs/schedulers.md.
package main

import (
	"os"

	"github.com/enemyai/enemyai/internal/cli"
)

func main() {
	cli.StopCleanlyOnSignal()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr, cli.IsTerminal(os.Stderr)))
}
