// Command tune runs a sweep headless: a grid of values of one or two
// tunable fields, every cell played by the same player over several seeds.
//
//	go run ./cmd/tune -spec assets/sweeps/near_detect_attack.toml -out tuning [-ticks N] [-workers N] [-shard I/N] [-replays]
//
// It writes DIR/results.csv (one row per cell and seed: the values, the seed
// and every outcome measure), the heat map of the spec's measure as
// DIR/heatmap.png and DIR/heatmap.svg, and DIR/summary.txt with the best and
// worst cells, which it also prints. -replays writes every game as
// DIR/replays/cellNNNN-seedNNN.json, which `enemyai -replay` and `cmd/sim
// -replay` play back exactly. -shard I/N runs the I-th of N contiguous
// slices of the cells and writes only its CSV rows (the header with the
// first): the shards' files concatenated in order are the whole sweep's.
// The CSV is byte-identical for any -workers.
//
// A bad spec gets its file, line and field and exit status 2 before
// anything runs. Spec files are documented in package config (ParseSweep)
// and docs/tuning.md.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr, isTerminal(os.Stderr)))
}

// isTerminal reports whether f is a terminal, where progress is shown.
func isTerminal(f *os.File) bool {
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
