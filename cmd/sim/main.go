// Command sim runs a scenario without a window and prints what the enemies
// did; with -trace it writes their decisions as JSON Lines.
//
//	go run ./cmd/sim -scenario assets/scenarios/near_chase.toml [-config FILE] [-ticks N] [-seed S] [-enemies N] [-trace FILE|-]
//
// It never imports Ebitengine, so it runs on machines without a display.
// Bad flags or files print a message naming the file, line and field, and exit
// with status 2.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
