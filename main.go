// Command enemyai is the enemy-AI demo: a top-down arena where Near and Far
// enemies, each driven by a behavior tree, detect, chase, attack and return
// home, with their detect and attack ranges drawn as gizmo circles.
//
//	go run . [-config FILE] [-scenario FILE] [-seed N] [-enemies N] [-trace FILE]
//	         [-record FILE | -replay FILE] [-screenshot FILE -frames N] [-measure N]
//
// Bad flags or files print one message naming the flag, or the file, line and
// field, and exit with status 2, as does a -seek the run did not reach; -h
// prints the flags and exits 0. All three
// work without a display: Ebitengine v2.10 opens the window only when the
// game runs, and the game then says there is no display and exits 1.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"

	"github.com/enemyai/enemyai/game"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/hajimehoshi/ebiten/v2"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stderr))
}

func run(args []string, stderr io.Writer) int {
	opts, err := cli.Parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "enemyai: %v (%s)\n", err, cli.FlagsHint())
		return 2
	}
	g, err := game.New(opts) // which checks the outputs, the profile's too
	if err != nil {
		fmt.Fprintln(stderr, "enemyai:", err)
		return 2
	}
	if opts.CPUProfile != "" {
		stop, err := startCPUProfile(opts.CPUProfile)
		if err != nil {
			fmt.Fprintln(stderr, "enemyai:", err)
			return 2
		}
		defer stop()
	}
	ebiten.SetWindowTitle("Enemy AI - behavior trees")
	ebiten.SetWindowSize(game.ScreenWidth, game.ScreenHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if opts.Measure > 0 {
		ebiten.SetVsyncEnabled(false) // measure what a frame costs, not the display's rate
	}
	if opts.Screenshot != "" { // a picture of a run's frame N: no need to wait for the clock
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	}
	err = ebiten.RunGame(g)
	if cerr := g.Close(); err == nil {
		err = cerr
	}
	if cli.IsNoDisplay(err) {
		fmt.Fprintln(stderr, cli.NoDisplay)
		return 1
	}
	if bad := (cli.FlagError{}); errors.As(err, &bad) {
		fmt.Fprintln(stderr, "enemyai:", err)
		return 2
	}
	if err != nil {
		fmt.Fprintln(stderr, "enemyai:", err)
		return 1
	}
	if opts.RecordPath != "" {
		fmt.Fprintf(stderr, "enemyai: recorded the run to %s; enemyai -replay %s plays it again\n", opts.RecordPath, opts.RecordPath)
	}
	return 0
}

// startCPUProfile profiles the process into path until stop is called. The
// file is opened for writing only, as CreateTrace opens a trace: a named
// pipe waits for its reader.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o666)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}
