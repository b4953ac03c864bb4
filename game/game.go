package game

import (
	"fmt"
	"time"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/hajimehoshi/ebiten/v2"
)

// Game is the demo on a screen: the stage (the controller that steers the
// session, the drawing kit and this update's frame) and the views that draw
// it and answer the pointer, each owning its state, as Ebitengine's
// examples/blocks hands every update to its scenes.
type Game struct {
	stage
	views views
	run   runner
	input func() control.Input // the devices, or a test's snapshots
}

// views are the parts of the screen, in the order they are drawn.
type views struct {
	arena    arenaView
	hud      hudView
	panel    panelView
	timeline timelineView
	whatIf   whatIfView
	editor   breakEditor
	touch    touchView
	help     helpView
}

// New loads what opts names and builds the demo. Errors name the file and
// field at fault.
func New(opts Options) (*Game, error) {
	run, ctlOpts, err := cli.Prepare(opts)
	if err != nil {
		return nil, err
	}
	g := &Game{run: runner{opts: opts}}
	d := &devices{}
	g.input = func() control.Input { return d.read(&g.stage, g.over) }
	g.picture = opts.Screenshot != ""
	if g.kit, err = newKit(); err != nil {
		return nil, err
	}
	if g.ctl, err = control.New(run, ctlOpts, treeRows); err != nil {
		return nil, err
	}
	if end := g.ctl.Run.End(); opts.ReplayPath != "" && uint32(opts.Seek) > end {
		return nil, fmt.Errorf("-seek %d: the replay %s holds ticks 0 to %d", opts.Seek, opts.ReplayPath, end)
	}
	g.lay()
	for g.crowdedAtStart() && g.ctl.ArenaZoom < len(control.ArenaZooms)-1 {
		g.ctl.ArenaZoom++ // a crowd, or an arena grown for one: start near the player
		g.lay()
	}
	return g, nil
}

// crowdedAtStart reports whether the view laid out is too small to read a
// body in, or holds more enemies than a person can follow.
func (g *Game) crowdedAtStart() bool {
	z := g.ctl.ArenaScale()
	return g.cam.scale < readableScale || float64(len(g.ctl.Run.World.Enemies))/(z*z) > followable
}

// followable is about how many enemies a view can hold and stay readable.
const followable = 150

// Close finishes what the controller writes: the trace and the replay.
func (g *Game) Close() error { return g.ctl.Close() }

// Update runs one tick: it reads the devices and advances the world by 1/60 s.
func (g *Game) Update() error {
	start := time.Now()
	err := g.views.editor.update(g.ctl)
	if err == nil {
		err = g.update(g.views.editor.shield(g.input()))
	}
	g.run.stats.update += time.Since(start)
	return err
}

// update applies one input snapshot: the pointer resolved against the
// frame on the screen, handed to the controller, which steps the world
// unless paused; then the frame of this update is laid out, once, for the
// views to draw and the next pointer to hit.
func (g *Game) update(in control.Input) error {
	if in.Acted(control.Quit) || g.run.done {
		return g.run.end()
	}
	if g.picture && g.run.updates >= g.run.opts.Frames {
		return nil // played: hold until a draw takes the screenshot, however many updates come first
	}
	g.point(&in)
	// An interactive game holds while its window is in the background;
	// scripted, screenshot and measuring runs never do.
	g.unfocused = g.run.interactive(g.ctl.Run) && !ebiten.IsFocused()
	in.Unfocused = g.unfocused
	if err := g.ctl.Update(in); err != nil {
		return err
	}
	if !g.unfocused {
		if err := g.run.counted(g.ctl); err != nil {
			return err
		}
	}
	g.lay()
	g.publish()
	return nil
}

// lay lays out this update's frame and what the views lay out on it: the
// panel's inspection and graph.
func (g *Game) lay() {
	g.layOut()
	g.views.panel.layout(&g.stage)
}

// Draw draws every view from this update's frame, and takes the screenshot
// or the measurement when their frame comes. It changes nothing but the
// views' image caches.
func (g *Game) Draw(screen *ebiten.Image) {
	if g.picture && g.run.updates < g.run.opts.Frames {
		return // a -screenshot run draws its picture's frame only
	}
	start := time.Now()
	screen.Fill(colourBackground)
	s, v := &g.stage, &g.views
	v.arena.draw(screen, s)
	v.hud.draw(screen, s)
	v.panel.draw(screen, s)
	v.timeline.draw(screen, s)
	v.whatIf.draw(screen, s)
	v.touch.draw(screen, s)
	v.editor.draw(screen, s)
	v.help.draw(screen, s)
	g.run.drew(screen, start, g.ctl)
}

// Layout keeps the logical screen at a fixed size; Ebitengine scales it to
// the window with its proportions kept. The touch controls are laid out for
// the size it is shown at, to be a fingertip there.
func (g *Game) Layout(w, h int) (int, int) {
	g.device = size{float64(w), float64(h)}
	return ScreenWidth, ScreenHeight
}
