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
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/hajimehoshi/ebiten/v2"
)

func main() {
	cli.StopCleanlyOnSignal()
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
	stopProfile := func() error { return nil }
	if opts.CPUProfile != "" {
		if stopProfile, err = startCPUProfile(opts.CPUProfile); err != nil {
			fmt.Fprintf(stderr, "enemyai: -cpuprofile: %v\n", err)
			return 2
		}
	}
	ebiten.SetWindowTitle("Enemy AI - behavior trees")
	if w := opts.Window; w != ([2]int{}) {
		ebiten.SetWindowSize(w[0], w[1])
	} else {
		ebiten.SetWindowSize(game.ScreenWidth, game.ScreenHeight) // fitted to the monitor on the first update (see game.Game.Update)
	}
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
	if perr := stopProfile(); err == nil {
		err = perr
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

// startCPUProfile profiles the process into path until stop is called,
// written whole as a trace is (atomicfile.Create): a file already there
// stays until the profile is complete, a named pipe waits for its reader.
// stop reports a profile that could not be written (a full disk, /dev/full),
// which pprof itself keeps quiet, as the flag's value found wrong.
func startCPUProfile(path string) (stop func() error, err error) {
	f, err := atomicfile.Create(path)
	if err != nil {
		return nil, err
	}
	w := &firstError{w: f}
	if err := pprof.StartCPUProfile(w); err != nil {
		f.Abort()
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		if w.err != nil {
			f.Abort()
			return cli.FlagError{Err: fmt.Errorf("-cpuprofile: %w", w.err)}
		}
		if err := f.Commit(); err != nil {
			return cli.FlagError{Err: fmt.Errorf("-cpuprofile: %w", err)}
		}
		return nil
	}, nil
}

// firstError is a writer that keeps the first error its writer gave.
type firstError struct {
	w   io.Writer
	err error
}

func (f *firstError) Write(p []byte) (int, error) {
	if f.err != nil {
		return 0, f.err
	}
	n, err := f.w.Write(p)
	f.err = err
	return n, err
}
