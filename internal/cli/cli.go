// Package cli is the demo's command line: its flags, their checks, and what
// the program says without a display.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// Options are the demo's settings, from the command line.
type Options struct {
	session.Source        // what the run starts from
	HideGizmos     bool   // start with the range circles off (G shows them)
	Select         string // ID of an enemy to select at start, like "near-1"
	Graph          bool   // start with the panel's tree drawn as a graph
	Edit           bool   // start with the tree editor open on the selected enemy's kind
	// NoHold starts with holding the game while a panel is read off (see
	// control.Debugger.HoldToRead).
	NoHold bool
	// Heat starts the graph with its crowd heat map over a window: 1 for
	// the last second, 2 for ten seconds, 3 for the whole history; 0: off.
	Heat int
	// PauseUnfocused pauses an interactive game (no scenario, screenshot or
	// measurement) while its window is in the background.
	PauseUnfocused bool
	TracePath      string // write the decision trace (cmd/sim's format) to this file
	RecordPath     string // write the session as a replay file here when the game ends
	// Screenshot, with Frames, runs Frames updates, saves the screen to this
	// PNG file and quits.
	Screenshot string
	Frames     int
	// Seeking pauses the game after Frames updates and goes back to tick
	// Seek, as the timeline would: a screenshot of a past moment (-seek).
	Seeking bool
	Seek    int
	// Fork, with Seek, makes a what-if at that tick with these values, as
	// tuning in the past does, plays it through and shows a third of a second after its
	// first divergence: a screenshot of a fork.
	Fork []config.KindValue
	// Measure, when above 0, runs that many frames and prints the mean update
	// and draw times, then quits.
	Measure    int
	CPUProfile string // write a CPU profile here
	Breaks     Breaks // conditional breakpoints that pause the game
	// Start opens the game on its start screen, where a newcomer chooses
	// what to play: the default, but for runs that say what they play or
	// show (-scenario, -replay, -screenshot, -measure), unless -start says.
	Start bool
	// Sound is whether the run may play sound: not for -screenshot or
	// -measure, whose runs are silent and make no audio context at all.
	Sound bool
	Mute  bool // start with the sound off (M, or the menu, turns it on)
	// Window is the window's size in pixels, width and height, from
	// -window; zero for the default, 1280x720 fitted to the monitor.
	Window [2]int
	// SettingsPath is the file the player's settings (the volume, muting,
	// the hints) are kept in between runs, or "" to keep none (see
	// control.SettingsPath; a browser keeps them in its local storage).
	SettingsPath string
}

// Parse reads the command line. -h prints the flags to stderr and returns
// flag.ErrHelp; any other error is one line for the caller to print.
func Parse(args []string, stderr io.Writer) (Options, error) {
	o := Options{PauseUnfocused: true}
	fs := NewFlagSet("enemyai")
	SourceFlags(fs, &o.Source)
	gizmos := fs.Bool("gizmos", true, "start with the detect and attack range circles shown")
	fs.StringVar(&o.Select, "select", "", "select enemy `id` at start (like near-1), showing its tree panel")
	fs.BoolVar(&o.Graph, "graph", false, "start with the panel's tree drawn as a graph (T switches)")
	fs.BoolVar(&o.Edit, "edit", false, "start with the tree editor open on the kind of the enemy -select names (F2 switches)")
	hold := fs.Bool("hold", true, "pause while you read an enemy's panel, its graph or a heat map (I switches)")
	heat := fs.String("heat", "", "start with the graph's crowd heat map over the last `window`: 1s, 10s or all (C steps through them)")
	fs.StringVar(&o.TracePath, "trace", "", "record the decision trace (JSON Lines) to `file`")
	fs.StringVar(&o.RecordPath, "record", "", "write the session to this replay `file` when the game ends")
	fs.StringVar(&o.Screenshot, "screenshot", "", "run -frames updates, save the screen to this PNG `file` and quit")
	IntVarIn(fs, &o.Frames, "frames", 120, 0, config.MaxTicks, "run `n` updates before -screenshot")
	IntVarIn(fs, &o.Seek, "seek", 0, 0, config.MaxTicks, "after -frames updates, pause and go back to `tick` (as the timeline would), for -screenshot")
	fs.Var((*kindValues)(&o.Fork), "fork", "with -seek, make a what-if there with `KIND.FIELD=VALUE` (repeatable), as tuning in the past does, and show a third of a second after its first divergence")
	IntVarIn(fs, &o.Measure, "measure", 0, 0, config.MaxTicks, "run `n` frames, print the mean update and draw times and quit")
	fs.StringVar(&o.CPUProfile, "cpuprofile", "", "write a CPU profile to `file`, for `go tool pprof`")
	o.Breaks.Flag(fs, "the game pauses there and says why")
	start := fs.Bool("start", true, "open on the start screen; a run given -scenario, -replay, -screenshot or -measure skips it unless -start is given too")
	fs.BoolVar(&o.Mute, "mute", false, "start with the sound off (M switches)")
	fs.Func("window", "open the window `WxH` pixels large, like 600x1000 (taller than wide: the layout of a phone held upright), and lay out -screenshot's picture for it", func(v string) error {
		return parseWindow(v, &o.Window)
	})
	markForBrowser(fs, control.InBrowser)
	if err := ParseFlags(fs, args, "enemyai [flags]", stderr, false); err != nil {
		return o, err
	}
	if err := refuseInBrowser(fs, control.InBrowser); err != nil {
		return o, err
	}
	o.Start, o.Sound = *start, o.Screenshot == "" && o.Measure == 0
	if !given(fs, "start") && given(fs, "scenario", "replay", "screenshot", "measure") {
		o.Start = false // a run that says what it plays, or shows, starts playing it
	}
	if o.Sound {
		o.SettingsPath = control.SettingsPath()
	}
	o.HideGizmos, o.NoHold = !*gizmos, !*hold
	if *heat != "" {
		o.Heat = slices.Index(heatWindows, *heat) + 1
		if o.Heat == 0 {
			return o, fmt.Errorf("-heat %s: want 1s, 10s or all", config.Quote(*heat))
		}
		o.Graph = true
	}
	o.Seeking = given(fs, "seek")
	if err := CheckSource(o.Source); err != nil {
		return o, err
	}
	switch {
	case o.Edit && o.Select == "":
		return o, errors.New("-edit: name the enemy whose kind's tree to edit with -select")
	case o.Frames < 1:
		return o, fmt.Errorf("-frames %d: must be at least 1", o.Frames)
	case o.Measure < 0:
		return o, fmt.Errorf("-measure %d: must not be negative", o.Measure)
	case len(o.Fork) > 0 && !o.Seeking:
		return o, errors.New("-fork makes a what-if in the past: give -seek TICK too")
	case o.Seeking && o.Seek > o.Frames && o.ReplayPath == "":
		return o, fmt.Errorf("-seek %d is past the %d ticks -frames plays: give -frames %d or more (a -replay's ticks are all known ahead)", o.Seek, o.Frames, o.Seek)
	}
	return o, nil
}

// given reports whether any of the flags named was given.
func given(fs *flag.FlagSet, names ...string) bool {
	found := false
	fs.Visit(func(f *flag.Flag) { found = found || slices.Contains(names, f.Name) })
	return found
}

// heatWindows are -heat's values, in the order of control.HeatWindows.
var heatWindows = []string{"1s", "10s", "all"}

// Prepare opens the run the options name (see session.Open) and checks,
// before its first tick, what else could fail later: every output (see
// CheckFiles; not in a browser, whose outputs are downloads), the -fork
// values (against the run's kinds, as -set's are), the enemy -select names
// and the -break breakpoints (against its world). It returns the run and
// the controller's options.
func Prepare(o Options) (*session.Session, control.Options, error) {
	run, err := session.Open(o.Source)
	if err != nil {
		return nil, control.Options{}, err
	}
	if !control.InBrowser {
		if err := CheckFiles(Inputs(o.Source, run), o.Outputs()); err != nil {
			return nil, control.Options{}, err
		}
	}
	kinds := make([]entity.Kind, len(run.World.Kinds))
	for i, k := range run.World.Kinds {
		kinds[i] = *k
	}
	for _, v := range o.Fork {
		if err := v.Apply(kinds); err != nil {
			return nil, control.Options{}, fmt.Errorf("-fork %w", err)
		}
	}
	if o.Select != "" {
		if _, err := session.FindEnemy(run.World, "-select", o.Select); err != nil {
			return nil, control.Options{}, err
		}
	}
	breaks, err := o.Breaks.Open(run.World)
	if err != nil {
		return nil, control.Options{}, err
	}
	return run, control.Options{HideGizmos: o.HideGizmos, Select: o.Select, Graph: o.Graph, Heat: o.Heat, NoHold: o.NoHold, Edit: o.Edit,
		Breaks: breaks, TracePath: o.TracePath, RecordPath: o.RecordPath, ConfigPath: o.ConfigPath, ReplayPath: o.ReplayPath}, nil
}
