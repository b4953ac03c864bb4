package game

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
)

// Game is the demo: a session (the world, its enemies' minds and their
// history) and the parts that show and steer it: the debugger, the timeline,
// the tuner.
type Game struct {
	opts  Options
	run   *session.Session // everything a restart rebuilds lives here
	cam   camera           // this frame's view of the arena, derived from it and the panel
	art   *art
	rings *ringBatch

	trace *ai.Trace

	showGizmos bool
	showHelp   bool
	dbg        debugger
	tune       tuner
	note       note
	rest       restLayer
	labels     map[labelKey]*ebiten.Image // pre-drawn label words
	unfocused  bool
	marks      []entity.Event // the timeline's events, reused every frame
	what       *whatIf        // a what-if made in the past, or nil
	best       uint32         // the longest survival of this session's games, in ticks

	input   func() control.Input // the keyboard, or a test's snapshots
	updates int                  // updates run since start
	done    bool                 // quit after this update
	err     error                // what ends the game with a failure, like a screenshot that could not be saved
	stats   frameStats
}

// New loads what opts names and builds the demo. Errors name the file and
// field at fault.
func New(opts Options) (*Game, error) {
	run, err := cli.Open(opts.Source)
	if err != nil {
		return nil, err
	}
	g := &Game{opts: opts, run: run, showGizmos: !opts.HideGizmos, input: readInput, dbg: newDebugger(),
		labels: map[labelKey]*ebiten.Image{}}
	for _, path := range []string{opts.Screenshot, opts.RecordPath} {
		if path != "" && !inBrowser {
			if err := checkWritable(path); err != nil {
				return nil, err
			}
		}
	}
	if g.art, err = loadArt(); err != nil {
		return nil, err
	}
	g.rings = newRingBatch(g.art.white)
	if err := g.openTrace(); err != nil {
		return nil, err
	}
	if err := g.startTuner(); err != nil {
		g.Close()
		return nil, err
	}
	g.cam = g.camera()
	if opts.Select != "" {
		if err := g.selectID(opts.Select); err != nil {
			g.Close()
			return nil, err
		}
	}
	return g, nil
}

// selectID selects the enemy with the given ID.
func (g *Game) selectID(id string) error {
	var ids []string
	for i := range g.run.World.Enemies {
		if g.run.World.Enemies[i].ID == id {
			g.setSelected(i)
			return nil
		}
		ids = append(ids, g.run.World.Enemies[i].ID)
	}
	return fmt.Errorf("-select %s: no such enemy (there are %v)", id, ids)
}

// restart begins a fresh world from the configuration, with the kinds as
// they are now, tuned or reloaded. The session keeps the old one for -record.
func (g *Game) restart() error {
	g.best = max(g.best, g.survived())
	g.dropWhatIf()
	if err := g.run.Restart(); err != nil {
		return err
	}
	g.rest.reset()
	if sel := g.dbg.selected; sel >= len(g.run.World.Enemies) {
		g.dbg.selected = -1
	} else if sel >= 0 {
		g.run.Minds.Explain(sel, true)
	}
	if g.trace != nil {
		g.trace.Reset(g.run.Minds)
	}
	return nil
}

// survived returns how long the player has lived this game, in ticks: until
// their death, or so far.
func (g *Game) survived() uint32 {
	if died := g.run.PlayerDiedAt(); died > 0 {
		return died
	}
	return g.run.World.Tick
}

// Close stops watching the configuration, finishes the trace file and writes
// the replay file asked for with -record.
func (g *Game) Close() error {
	g.closeWatchers()
	var errs []error
	if g.opts.RecordPath != "" {
		if err := g.writeReplay(g.opts.RecordPath); err != nil {
			errs = append(errs, err)
		}
	}
	if g.trace != nil {
		errs = append(errs, g.trace.Close())
		g.trace = nil
	}
	return errors.Join(errs...)
}

// writeReplay saves the session as a replay file.
func (g *Game) writeReplay(path string) error {
	var buf bytes.Buffer
	if err := g.run.WriteReplay(&buf); err != nil {
		return fmt.Errorf("writing the replay: %w", err)
	}
	if err := writeOut(path, buf.Bytes()); err != nil {
		return fmt.Errorf("writing the replay: %w", err)
	}
	return nil
}

// writeOut writes a file the user asked for: atomically on the desktop, as a
// download in a browser.
func writeOut(path string, data []byte) error {
	if inBrowser {
		return download(filepath.Base(path), data)
	}
	_, err := atomicfile.WriteFile(path, data)
	return err
}

// Update runs one tick: it reads the keyboard and advances the world by 1/60 s.
func (g *Game) Update() error {
	start := time.Now()
	err := g.update(g.input())
	g.stats.update += time.Since(start)
	return err
}

// update applies one input snapshot and steps the world, unless paused.
func (g *Game) update(in control.Input) error {
	if in.Quit || g.done {
		if g.err != nil {
			return g.err
		}
		return ebiten.Termination
	}
	g.cam = g.camera()
	if in.Gizmos {
		g.showGizmos = !g.showGizmos
	}
	if in.Help {
		g.showHelp = !g.showHelp
	}
	if in.Restart {
		if err := g.restart(); err != nil {
			return err
		}
	}
	g.dbg.control(in)
	g.timelineWith(in)
	g.selectWith(in)
	g.breakpointsWith(in)
	g.tuneWith(in)
	g.whatIfWith(in)
	// An interactive game pauses while its window is in the background;
	// scripted, screenshot and measuring runs never do.
	g.unfocused = g.interactive() && !ebiten.IsFocused()
	if g.unfocused {
		return nil
	}
	if err := g.travel(in); err != nil {
		return err
	}
	g.updates++
	if g.opts.Seek > 0 && g.updates == g.opts.Frames {
		g.dbg.paused = true
		g.seek(uint32(g.opts.Seek))
		if len(g.opts.Fork) > 0 {
			if err := g.whatIfFromFlags(g.opts.Fork); err != nil {
				return err
			}
		}
	}
	g.publish()
	return nil
}

// step advances the world by one fixed step from the present: with the
// player's intent from the keyboard, unless a replay or a script plays.
func (g *Game) step(in control.Input) error {
	g.run.Advance(entity.PlayerIntent{Move: in.Move, Attack: in.Attack})
	if g.trace != nil {
		if err := g.trace.Step(g.run.World); err != nil {
			return fmt.Errorf("writing the trace: %w", err)
		}
	}
	g.checkBreakpoints()
	return nil
}

func (g *Game) interactive() bool {
	return g.opts.PauseUnfocused && !g.run.Scripted() && !g.run.Replaying() && g.opts.Screenshot == "" && g.opts.Measure == 0
}

// Draw draws the arena, the gizmos, bodies, projectiles and the HUD, and takes
// the screenshot or the measurement when their frame comes.
func (g *Game) Draw(screen *ebiten.Image) {
	start := time.Now()
	g.cam = g.camera()
	screen.Fill(colourBackground)
	g.drawFloor(screen)
	g.drawRestLayer(screen)
	if g.showGizmos {
		g.drawGizmos(screen)
	}
	g.drawSelection(screen)
	g.drawEnemies(screen)
	g.drawGhosts(screen)
	g.drawProjectiles(screen)
	g.drawPlayer(screen)
	if g.dbg.labels != labelsOff {
		g.drawLabels(screen)
	}
	if g.run.World.Player.Dead {
		g.drawGameOver(screen)
	}
	if g.panelShown() {
		g.drawPanel(screen)
	}
	g.drawTimeline(screen)
	g.drawWhatIfMarks(screen)
	g.drawWhatIfBox(screen)
	g.drawHUD(screen)
	g.drawBanner(screen)
	if g.showHelp {
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
		g.stats.report(os.Stdout, len(g.run.World.Enemies), g.showGizmos)
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
		s.frames, enemies, onOff(gizmos), (time.Since(s.first) / n).Round(time.Microsecond),
		(s.update / n).Round(time.Microsecond), (s.draw / n).Round(time.Microsecond))
}
