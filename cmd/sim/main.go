// Command sim runs a scenario or a replay without a window and prints what
// the enemies did; with -trace it writes their decisions as JSON Lines.
//
//	go run ./cmd/sim -scenario assets/scenarios/near_chase.toml [-config FILE] [-ticks N] [-seed S] [-enemies N] [-trace FILE|-]
//	go run ./cmd/sim -replay FILE [-set KIND.FIELD=VALUE]... [-tree KIND=FILE]... [-diff]
//
// -set and -tree play the same inputs with a change: a value pinned for a
// kind's field, or a kind's tree file swapped. With -diff it plays the
// original and the changed run side by side and prints the first tick on
// which an enemy decides differently, with its reasons on both sides, and
// an outcome table of both runs; it prints nothing else, so it refuses
// -trace, -explain, -stats, -timeline and -break.
//
// It never imports Ebitengine, so it runs on machines without a display.
// Bad flags or files print a message naming the file, line and field, and exit
// with status 2.
package main

import (
	"os"

	"github.com/enemyai/enemyai/internal/cli"
)

func main() {
	cli.StopCleanlyOnSignal()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
