package game

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/hajimehoshi/ebiten/v2"
)

// Game is the demo on a screen: the controller that steers the session, and
// what reads the devices and draws (the camera, images and their caches).
type Game struct {
	opts   Options
	ctl    *control.Controller
	cam    camera // the view of the arena this update laid out, drawn and hit-tested
	art    *art
	rings  *ringBatch
	rest   restLayer
	graph  graphView // the panel's graph view, as last drawn
	strips strips    // the timeline's strip per kind
	editor breakEditor

	labels    map[labelKey]*ebiten.Image // pre-drawn label words
	marks     []entity.Event             // the timeline's events, reused every frame
	unfocused bool                       // the window is in the background: the game holds

	input   func() control.Input // the keyboard, or a test's snapshots
	updates int                  // updates run since start
	done    bool                 // quit after this update
	err     error                // what ends the game with a failure, like a screenshot that could not be saved
	stats   frameStats
	drawn   *layoutLog // where a frame drew its boxes and text, for the layout test; nil in play
}

// New loads what opts names and builds the demo. Errors name the file and
// field at fault.
func New(opts Options) (*Game, error) {
	run, err := cli.Prepare(opts)
	if err != nil {
		return nil, err
	}
	g := &Game{opts: opts, input: readInput, labels: map[labelKey]*ebiten.Image{}}
	if g.art, err = loadArt(); err != nil {
		return nil, err
	}
	g.rings = newRingBatch(g.art.white)
	if g.ctl, err = control.New(run, opts, treeRows); err != nil {
		return nil, err
	}
	g.cam = g.camera()
	return g, nil
}

// Close finishes what the controller writes: the trace and the replay.
func (g *Game) Close() error { return g.ctl.Close() }

// Update runs one tick: it reads the keyboard and advances the world by 1/60 s.
func (g *Game) Update() error {
	start := time.Now()
	err := g.updateBreakEditor()
	if err == nil {
		err = g.update(g.shield(g.input()))
	}
	g.stats.update += time.Since(start)
	return err
}

// update applies one input snapshot: the pointer resolved against the
// screen as last drawn, handed to the controller, which steps the world
// unless paused; then the layout of the next frame.
func (g *Game) update(in control.Input) error {
	if in.Quit || g.done {
		if g.err != nil {
			return g.err
		}
		return ebiten.Termination
	}
	if g.opts.Screenshot != "" && g.updates >= g.opts.Frames {
		return nil // played: hold until a draw takes the screenshot, however many updates come first
	}
	g.point(&in)
	// An interactive game pauses while its window is in the background;
	// scripted, screenshot and measuring runs never do.
	g.unfocused = g.interactive() && !ebiten.IsFocused()
	in.Unfocused = g.unfocused
	if err := g.ctl.Update(in); err != nil {
		return err
	}
	g.cam = g.camera()
	if g.unfocused {
		return nil
	}
	g.updates++
	if g.opts.Seek > 0 && g.updates == g.opts.Frames {
		g.ctl.Paused = true
		g.ctl.Seek(uint32(g.opts.Seek))
		if err := g.ctl.ForkHere(g.opts.Fork); err != nil {
			return err
		}
	}
	g.publish()
	return nil
}

func (g *Game) interactive() bool {
	run := g.ctl.Run
	return g.opts.PauseUnfocused && !run.Scripted() && !run.Replaying() && g.opts.Screenshot == "" && g.opts.Measure == 0
}

// Draw draws the arena, the gizmos, bodies, projectiles and the HUD, and takes
// the screenshot or the measurement when their frame comes.
func (g *Game) Draw(screen *ebiten.Image) {
	start := time.Now()
	screen.Fill(colourBackground)
	g.drawFloor(screen)
	g.drawRestLayer(screen)
	if g.ctl.ShowGizmos {
		g.drawGizmos(screen)
	}
	g.drawSelection(screen)
	g.drawEnemies(screen)
	g.drawGhosts(screen)
	g.drawProjectiles(screen)
	g.drawPlayer(screen)
	if g.ctl.Labels != control.LabelsOff {
		g.drawLabels(screen)
	}
	if g.ctl.Run.World.Player.Dead {
		g.drawGameOver(screen)
	}
	if g.ctl.PanelShown() {
		g.drawPanel(screen)
	}
	g.drawTimeline(screen)
	g.drawWhatIfMarks(screen)
	g.drawWhatIfBox(screen)
	g.drawHUD(screen)
	g.drawBanner(screen)
	g.drawBreakEditor(screen)
	if g.ctl.ShowHelp {
		g.drawHelp(screen)
	}
	g.stats.draw += time.Since(start)
	if g.stats.frames == 0 {
		g.stats.first = start
	}
	g.stats.frames++
	g.finishRun(screen)
}

// finishRun saves the screenshot or prints the measurement once enough
// updates have run, then asks the next update to quit.
func (g *Game) finishRun(screen *ebiten.Image) {
	switch {
	case g.done:
	case g.opts.Screenshot != "" && g.updates >= g.opts.Frames:
		g.err = saveScreenshot(screen, g.opts.Screenshot)
		g.done = true
	case g.opts.Measure > 0 && g.stats.frames >= g.opts.Measure:
		g.stats.report(os.Stdout, len(g.ctl.Run.World.Enemies), g.ctl.ShowGizmos)
		g.done = true
	}
}

// Layout keeps the logical screen at a fixed size; Ebitengine scales it to
// the window with its proportions kept.
func (g *Game) Layout(int, int) (int, int) { return ScreenWidth, ScreenHeight }

// frameStats adds up the time spent in updates and draws, and the wall-clock
// time from the first frame, which includes the GPU's (or software GL's) work.
type frameStats struct {
	update, draw time.Duration
	frames       int
	first        time.Time
}

func (s frameStats) report(w io.Writer, enemies int, gizmos bool) {
	n := time.Duration(max(s.frames-1, 1))
	fmt.Fprintf(w, "%d frames, %d enemies, gizmos %s: frame %v, update %v, draw %v (mean per frame; vsync off)\n",
		s.frames, enemies, control.OnOff(gizmos), (time.Since(s.first) / n).Round(time.Microsecond),
		(s.update / n).Round(time.Microsecond), (s.draw / n).Round(time.Microsecond))
}
