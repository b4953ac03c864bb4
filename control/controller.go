package control

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// Controller steers a session the way the game's keys and pointer do,
// without a display: time control and time travel, the selection and its
// panel's scroll, breakpoints, live tuning and file reloads, what-ifs, the
// decision trace and the passing note. The game reads its devices into an
// Input, says what the pointer is over (Input.Over, from the layout it
// drew), hands the input to Update and draws what the controller holds.
type Controller struct {
	// Run is the session played: the world, its minds and their history.
	Run *session.Session
	Debugger
	Breaks Breakpoints
	Editor BreakEditor
	Trees  TreeEditing
	Tuner  Tuner
	// What is the what-if made in the past, or nil.
	What *WhatIf
	Note Note
	// Best is the longest survival of the session's earlier games, in ticks.
	Best uint32

	opts    Options
	trace   *ai.Trace
	undo    []change // the changes made by keys, newest last, for Ctrl+Z
	redo    []change // the changes Ctrl+Z took back, newest last, for Ctrl+Y
	pending []change // file changes made in the past, to make live when play goes on
	ahead   uint32   // the tick of a replay being played ahead to, or 0 (see SeekAhead)
}

// New makes the controller of run, started with opts: it watches the
// configuration and tree files run was opened from, opens the trace and
// selects the enemy opts names. panelRows is how many tree rows the game's
// panel shows, which scrolling keeps within.
func New(run *session.Session, opts Options, panelRows int) (*Controller, error) {
	c := &Controller{Run: run, opts: opts, Debugger: newDebugger(panelRows)}
	c.ShowGizmos, c.HoldToRead = !opts.HideGizmos, !opts.NoHold
	c.Graph, c.Heat = opts.Graph, opts.Heat
	run.CountNodes(c.Heat > 0)
	if err := c.openTrace(); err != nil {
		return nil, err
	}
	if err := c.startTuner(); err != nil {
		c.Close()
		return nil, err
	}
	if opts.Select != "" {
		if err := c.selectID(opts.Select); err != nil {
			c.Close()
			return nil, err
		}
	}
	if opts.Edit {
		c.toggleTreeEditing()
	}
	c.Breaks.conds = opts.Breaks
	if grown := run.Grown(); grown != "" {
		c.Say(grown)
	}
	if kept := run.KeptTrees(); len(kept) > 0 {
		kinds := "started on the trees kept in this browser for " + strings.Join(kept, ", ")
		c.SayOn(kinds+" (F2 edits them)", kinds, kinds+" (the edit button edits them)")
	}
	return c, nil
}

// Version names the world shown, as of the changes a cache of how it looks
// cannot see from one frame to the next: which session is shown (the
// session's or a what-if's future) and that session's version (seeking,
// tuning, reloading, restarting, a what-if kept). A cache drawn at one
// version is stale at any other.
type Version struct {
	shown   *session.Session
	changes uint64
}

// Version returns the version of the world shown.
func (c *Controller) Version() Version {
	s := c.Shown()
	return Version{s, s.Version()}
}

// Update applies one input snapshot and, unless the game is paused or its
// window is in the background, plays the ticks the speed asks for.
func (c *Controller) Update(in Input) error {
	if !c.Paused { // a note stays while it is read
		c.Note.tick()
	}
	in = c.Keyboard(in)
	if !c.Editor.Open { // the breakpoint editor has the keyboard
		c.treeEditWith(in)
	}
	if in.Acted(ToggleGizmos) {
		c.ShowGizmos = !c.ShowGizmos
	}
	if in.Acted(ToggleHelp) {
		c.toggleHelp()
	}
	if in.Acted(Restart) {
		if err := c.restart(); err != nil {
			return err
		}
	}
	shown, was := c.PanelShown(), c.Selected
	c.control(in)
	c.timelineWith(in)
	c.selectWith(in)
	c.graphWith(in)
	c.breakpointsWith(in)
	c.pointWith(in)
	c.followNode()
	c.holdWith(in, shown, was)
	c.tuneWith(in)
	c.whatIfWith(in)
	if in.Unfocused {
		return nil
	}
	if err := c.playAhead(); err != nil {
		return err
	}
	return c.travel(in)
}

// selectID selects the enemy with the given ID.
func (c *Controller) selectID(id string) error {
	i, err := session.FindEnemy(c.Run.World, "-select", id)
	if err == nil {
		c.Select(i)
	}
	return err
}

// restart begins a fresh world from the configuration, with the kinds as
// they are now, tuned or reloaded, and plays it: a pause of the old world
// (P, a rewind, a breakpoint) goes with it, while a hold for what is read
// stays. The session keeps the old world for -record.
func (c *Controller) restart() error {
	c.dropWhatIf()
	if c.Run.Past() { // how long the game lasted is its present's, not the tick shown; nothing to explain there
		c.Run.Seek(c.Run.Head())
	}
	c.Best = max(c.Best, Survived(c.Run))
	c.replayEnded = false
	if err := c.Run.Restart(); err != nil {
		return err
	}
	if c.Paused && !c.HeldToRead() {
		c.pause()
	}
	if sel := c.Selected; sel >= len(c.Run.World.Enemies) {
		c.Selected = -1
	} else if sel >= 0 {
		c.Run.Minds.Explain(sel, true)
	}
	return nil
}

// Survived returns how long the player of run (the game, or a what-if of
// it) has lived, in ticks: until their death, or so far.
func Survived(run *session.Session) uint32 {
	if died := run.PlayerDiedAt(); died > 0 {
		return died
	}
	return run.World.Tick
}

// step advances the world by one fixed step from the present: with the
// player's intent from the keyboard, unless a replay or a script plays.
func (c *Controller) step(intent entity.PlayerIntent) error {
	replaying := c.Run.Replaying()
	c.Run.Advance(intent)
	c.applyPending()
	if replaying && !c.Run.Replaying() {
		c.pauseByUser()
		c.Stop, c.stoppedAt, c.replayEnded = fmt.Sprintf("end of replay at t %d: P plays on live", c.Run.World.Tick), c.Run.World.Tick, true
	}
	if err := c.Run.TraceErr(); err != nil {
		return fmt.Errorf("-trace: %w", err)
	}
	c.checkBreakpoints()
	return nil
}

// Close stops watching the configuration, finishes the trace file and writes
// the replay file asked for with -record.
func (c *Controller) Close() error {
	c.closeWatchers()
	var errs []error
	if c.opts.RecordPath != "" {
		if err := c.writeReplay(c.opts.RecordPath); err != nil {
			errs = append(errs, err)
		}
	}
	if c.trace != nil {
		if err := c.trace.Close(); err != nil {
			errs = append(errs, fmt.Errorf("-trace: %w", err))
		}
		c.trace = nil
	}
	return errors.Join(errs...)
}

// writeReplay saves the session as a replay file.
func (c *Controller) writeReplay(path string) error {
	var buf bytes.Buffer
	if err := c.Run.WriteReplay(&buf); err != nil {
		return fmt.Errorf("-record: %w", err)
	}
	if err := WriteOut(path, buf.Bytes()); err != nil {
		return fmt.Errorf("-record: %w", err)
	}
	return nil
}
