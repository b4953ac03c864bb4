// Command enemyai is the enemy-AI demo: a top-down arena where Near and Far
// enemies, each driven by a behavior tree, detect, chase, attack and return
// home, with their detect and attack ranges drawn as gizmo circles.
//
//	go run . [-config FILE] [-scenario FILE] [-seed N] [-enemies N] [-trace FILE]
//	         [-record FILE | -replay FILE] [-screenshot FILE -frames N] [-measure N]
//
// Bad flags or files print one message naming the flag, or the file, line and
// field, and exit with status 2; -h prints the flags and exits 0.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/game"
	"github.com/hajimehoshi/ebiten/v2"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stderr))
}

func run(args []string, stderr io.Writer) int {
	opts, cpuProfile, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "enemyai: %v (enemyai -h lists the flags)\n", err)
		return 2
	}
	if *cpuProfile != "" {
		stop, err := startCPUProfile(*cpuProfile)
		if err != nil {
			fmt.Fprintln(stderr, "enemyai:", err)
			return 2
		}
		defer stop()
	}
	g, err := game.New(opts)
	if err != nil {
		fmt.Fprintln(stderr, "enemyai:", err)
		return 2
	}
	ebiten.SetWindowTitle("Enemy AI - behavior trees")
	ebiten.SetWindowSize(game.ScreenWidth, game.ScreenHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if opts.Measure > 0 {
		ebiten.SetVsyncEnabled(false) // measure what a frame costs, not the display's rate
	}
	err = ebiten.RunGame(g)
	if cerr := g.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintln(stderr, "enemyai:", err)
		return 1
	}
	return 0
}

func parseFlags(args []string, stderr io.Writer) (game.Options, *string, error) {
	o := game.Options{PauseUnfocused: true}
	fs := flag.NewFlagSet("enemyai", flag.ContinueOnError)
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile to `file`, for `go tool pprof`")
	// Errors are printed once, by run; the flag list only for -h.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {} // errors are printed by run; -h prints the flags below
	usage := func() {
		fs.SetOutput(stderr)
		fmt.Fprintln(stderr, "Usage: enemyai [flags]")
		fs.PrintDefaults()
	}
	fs.StringVar(&o.ConfigPath, "config", "", "configuration `file` (default: the embedded one)")
	fs.StringVar(&o.ScenarioPath, "scenario", "", "scenario `file`: its scripted player plays (attract mode)")
	fs.Uint64Var(&o.Seed, "seed", 1, "random seed for extra enemies")
	fs.IntVar(&o.Enemies, "enemies", 0, "spawn `n` extra enemies at random homes")
	gizmos := fs.Bool("gizmos", true, "start with the detect and attack range circles shown")
	fs.StringVar(&o.Select, "select", "", "select enemy `id` at start (like near-1), showing its tree panel")
	fs.StringVar(&o.TracePath, "trace", "", "record the decision trace (JSON Lines) to `file`")
	fs.StringVar(&o.RecordPath, "record", "", "write the session to this replay `file` when the game ends")
	fs.StringVar(&o.ReplayPath, "replay", "", "play this replay `file`, with the debugger and timeline")
	fs.StringVar(&o.Screenshot, "screenshot", "", "run -frames updates, save the screen to this PNG `file` and quit")
	fs.IntVar(&o.Frames, "frames", 120, "updates to run before -screenshot")
	fs.IntVar(&o.Measure, "measure", 0, "run `n` frames, print the mean update and draw times and quit")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage()
		}
		return o, cpuProfile, err
	}
	o.HideGizmos = !*gizmos
	switch {
	case fs.NArg() > 0:
		return o, cpuProfile, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case o.Enemies < 0 || o.Enemies > config.MaxEnemies:
		return o, cpuProfile, fmt.Errorf("-enemies %d: must be from 0 to %d", o.Enemies, config.MaxEnemies)
	case o.ReplayPath != "" && (o.ConfigPath != "" || o.ScenarioPath != "" || o.Enemies != 0):
		return o, cpuProfile, errors.New("-replay plays the configuration and scenario the file recorded: drop -config, -scenario and -enemies")
	case o.Frames < 1:
		return o, cpuProfile, fmt.Errorf("-frames %d: must be at least 1", o.Frames)
	case o.Measure < 0:
		return o, cpuProfile, fmt.Errorf("-measure %d: must not be negative", o.Measure)
	}
	return o, cpuProfile, nil
}

// startCPUProfile profiles the process into path until stop is called.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
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
