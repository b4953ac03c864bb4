package game

import (
	"fmt"
	"os"
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
	views     views
	run       runner
	input     func() control.Input // the devices, or a test's snapshots
	startZoom startZoom
	fitted    bool // the window was fitted to the monitor (fitWindow)
}

// views are the parts of the screen, in the order they are drawn.
type views struct {
	arena    arenaView
	hud      hudView
	panel    panelView
	timeline timelineView
	whatIf   whatIfView
	editor   breakEditor
	trees    treeEditorView
	touch    touchView
	help     helpView
	menu     menuView
	start    startView
	sound    speaker // heard, not drawn
}

// windows returns where the open editors' windows are, as the last update
// laid them out or the user moved them.
func (v *views) windows(ctl *control.Controller) []rect {
	var open []rect
	for _, w := range []struct {
		window *window
		open   bool
	}{{&v.editor.window, ctl.Editor.Open}, {&v.trees.window, ctl.Trees.Open}} {
		if b := w.window.bounds; w.open && !b.Empty() {
			open = append(open, rect{float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy())})
		}
	}
	return open
}

// New loads what opts names and builds the demo. Errors name the file and
// field at fault.
func New(opts Options) (*Game, error) {
	g := &Game{}
	d := &devices{}
	g.input = func() control.Input { return d.read(&g.stage, g.over) }
	g.picture = opts.Screenshot != ""
	var err error
	if g.kit, err = newKit(); err != nil {
		return nil, err
	}
	if err := g.open(opts); err != nil {
		return nil, err
	}
	g.views.start = newStartView(opts)
	g.loadSettings()
	if touchScreenFirst != nil && touchScreenFirst() {
		g.lastUsed = control.TouchScreen // a phone: its controls, before any touch
	}
	return g, nil
}

// open starts the run opts name, in place of the one shown, if any: New's
// run, and the one the start screen chooses. The views that hold what they
// drew of the old world start afresh.
func (g *Game) open(opts Options) error {
	run, ctlOpts, err := cli.Prepare(opts)
	if err != nil {
		return err
	}
	ctl, err := control.New(run, ctlOpts, treeRows)
	if err != nil {
		return err
	}
	if end := ctl.Run.LastEnd(); opts.ReplayPath != "" && opts.Seeking && uint32(opts.Seek) > end {
		ctl.Close()
		return fmt.Errorf("-seek %d: the replay %s holds ticks 0 to %d", opts.Seek, opts.ReplayPath, end)
	}
	if g.ctl != nil {
		ctl.ShowGizmos, ctl.Labels, ctl.HoldToRead = g.ctl.ShowGizmos, g.ctl.Labels, g.ctl.HoldToRead
		if err := g.ctl.Close(); err != nil {
			ctl.Close()
			return err
		}
	}
	g.ctl, g.run.opts = ctl, opts
	g.views.arena, g.views.panel, g.views.timeline, g.views.hud = arenaView{}, panelView{}, timelineView{}, hudView{menu: &g.views.menu.menu}
	g.zoomToStart()
	return nil
}

// zoomToStart zooms the view of the arena in on the player as far as the
// screen asks to start with (zoomsIn), and notes it for the screen's size:
// until the player zooms, the start's zoom follows the screen (a browser
// says its size after New; a phone turns), worked out on the screen alone,
// whatever is open beside the arena, so that a phone turned and turned
// back with a panel open comes back to the zoom it had.
func (g *Game) zoomToStart() {
	g.ctl.ArenaZoom, g.bare = 0, true
	g.lay()
	for g.zoomsIn() && g.ctl.ArenaZoom < len(control.ArenaZooms)-1 {
		g.ctl.ArenaZoom++
		g.lay()
	}
	g.bare = false
	g.lay()
	g.startZoom = startZoom{g.device, g.ctl.ArenaZoom}
}

// fitWindow makes the default window fit a monitor smaller than it, within
// nine tenths of it on either side (on a monitor held upright, the window
// comes out upright, and so does the layout): a window larger than the
// screen hid its panel. A size -window asked for stays, and so does the
// size a picture or a measurement is made at; a browser has no window.
func (g *Game) fitWindow() {
	if control.InBrowser || g.run.opts.Window != ([2]int{}) || g.picture || g.run.opts.Measure > 0 {
		return
	}
	m := ebiten.Monitor()
	if m == nil {
		return
	}
	mw, mh := m.Size()
	w, h := ebiten.WindowSize()
	if mw <= 0 || mh <= 0 || w <= mw && h <= mh {
		return
	}
	ebiten.SetWindowSize(min(w, mw*9/10), min(h, mh*9/10))
}

// startZoom is the zoom the game started with, and the size of the screen
// it was worked out for.
type startZoom struct {
	device size
	zoom   int
}

// zoomsIn reports whether the view laid out is too small to read a body in,
// holds more enemies than a person can follow (a crowd, or an arena grown
// for one), or shows the arena over less than half of itself, as a wide
// arena on a phone held upright: zoomed in, it fills more of the view.
func (g *Game) zoomsIn() bool {
	z := g.ctl.ArenaScale()
	return g.cam.scale < readableScale || float64(len(g.ctl.Run.World.Enemies))/(z*z) > followable ||
		g.cam.covers(g.ctl.Run.World.Arena) < 0.5
}

// followable is about how many enemies a view can hold and stay readable.
const followable = 150

// loadSettings reads the player's settings kept between runs; a broken file
// is said once, in a note and on the standard error, and the defaults play.
func (g *Game) loadSettings() {
	var err error
	g.settings, err = control.LoadSettings(g.run.opts.SettingsPath)
	if err != nil {
		msg := "settings: " + err.Error() + " (playing with the defaults)"
		g.ctl.Say(msg)
		fmt.Fprintln(os.Stderr, "enemyai:", msg)
	}
	g.settings.Mute = g.settings.Mute || g.run.opts.Mute
}

// keepSettings keeps the player's settings for the next run; a failure is
// said in a note, and the game plays on.
func (g *Game) keepSettings() {
	if err := control.SaveSettings(g.run.opts.SettingsPath, g.settings); err != nil {
		g.ctl.Say("settings not kept: " + err.Error())
	}
}

// Close finishes what the controller writes: the trace and the replay.
// What it writes then goes where -record and -trace point: an error there
// is a flag's value found wrong (cli.FlagError), as for a command's output.
func (g *Game) Close() error {
	if err := g.ctl.Close(); err != nil {
		return cli.FlagError{Err: err}
	}
	return nil
}

// Update runs one tick: it reads the devices and advances the world by 1/60 s.
func (g *Game) Update() error {
	start := time.Now()
	if !g.fitted {
		g.fitted = true
		g.fitWindow()
	}
	if g.device != g.startZoom.device && g.ctl.ArenaZoom == g.startZoom.zoom {
		g.zoomToStart() // the screen's size, first known or changed, before the player zoomed
	}
	err := g.views.editor.update(&g.stage)
	if err == nil {
		err = g.views.trees.update(&g.stage)
		g.views.trees.ask(&g.stage)
		g.views.editor.ask(g.ctl)
	}
	if err == nil {
		err = g.update(g.views.trees.shield(g.views.editor.shield(g.input())))
	}
	g.run.stats.update += time.Since(start)
	return err
}

// update applies one input snapshot: the pointer resolved against the
// frame on the screen, handed to the controller, which steps the world
// unless paused; then the frame of this update is laid out, once, for the
// views to draw and the next pointer to hit.
func (g *Game) update(in control.Input) error {
	if g.run.done {
		return g.run.end()
	}
	if g.picture && g.run.updates >= g.run.opts.Frames {
		return nil // played: hold until a draw takes the screenshot, however many updates come first
	}
	if !g.views.start.open { // the start screen's keys are its own, even with -edit's editor open behind it
		in = g.ctl.Keyboard(in)
	}
	switch {
	case in.PadUsed:
		g.lastUsed = control.Gamepad
	case (in.Any() || in.Click) && g.touch.Shown: // a key used hides the touch controls
		g.lastUsed = control.TouchScreen
	case in.Any() || in.Click:
		g.lastUsed = control.KeysAndMouse
	}
	if in.Acted(control.Mute) {
		g.settings.Mute = !g.settings.Mute
		g.ctl.Say("sound " + control.OnOff(!g.settings.Mute))
		g.keepSettings()
	}
	if g.views.start.open {
		g.run.updates++ // the start screen's frames count for a -screenshot of it
		err := g.views.start.update(g, in)
		g.views.sound.update(g, in) // its key or click is the gesture a browser wants before any sound
		g.lay()                     // on the screen the device makes now, turned or not
		g.publish()
		return err
	}
	if took, err := g.views.menu.update(g, in); took || err != nil {
		g.lay()
		return err
	}
	g.point(&in)
	// An interactive game holds while its window is in the background, or
	// the page's key list covers it; scripted, screenshot and measuring runs
	// never do. Any game holds while the toolbar's sheet covers it, its
	// updates counted.
	g.pageKeys = pageKeysOpen != nil && pageKeysOpen()
	g.unfocused = g.run.interactive(g.ctl.Run) && (!windowFocused() || g.pageKeys)
	in.Unfocused = g.standsStill()
	if err := g.ctl.Update(in); err != nil {
		return err
	}
	if !g.unfocused {
		if err := g.run.counted(g.ctl); err != nil {
			return err
		}
	}
	g.views.sound.update(g, in)
	g.lay()
	g.publish()
	return nil
}

// windowFocused says whether the game's window has the focus (Ebitengine's
// answer, which a test without a window replaces).
var windowFocused = ebiten.IsFocused

// lay lays out this update's frame and what the views lay out on it: the
// panel's inspection and graph, and the key list's pages.
func (g *Game) lay() {
	g.layOut(g.views.windows(g.ctl))
	g.starting = g.views.start.open
	g.views.panel.layout(&g.stage)
	g.help = nil
	if g.ctl.ShowHelp { // the key list's pages, worked out only while it is open
		g.help = g.helpPages(g.shownDevice())
	}
	g.ctl.ShowHelpPages(len(g.help))
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
	v.trees.draw(screen, s)
	v.help.draw(screen, s)
	v.menu.draw(screen, s)
	v.start.draw(screen, s)
	g.run.drew(screen, start, g.ctl)
}

// Layout returns the logical screen for the window's size (screenFor): on
// its side a fixed 1280x720, upright as wide as the panel and as tall as the
// window's proportions make it; Ebitengine scales it to the window with its
// proportions kept. The frame is laid out on it from the next update, and
// the touch controls for the size it is shown at, to be a fingertip there.
func (g *Game) Layout(w, h int) (int, int) {
	g.device = size{float64(w), float64(h)}
	sc := screenFor(g.device)
	return int(sc.w), int(sc.h)
}
