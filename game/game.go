package game

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
)

// Game is the demo: the world, its enemies' minds, and what is shown.
type Game struct {
	opts  Options
	cfg   *entity.Config // the configuration with the arena in play, for restarts
	steps []entity.Step  // the scenario's script, if any

	world  *entity.World
	minds  *ai.Minds
	script *entity.Script // nil: the keyboard plays
	cam    camera
	art    *art
	rings  *ringBatch

	trace *ai.Trace

	showGizmos bool
	showHelp   bool
	dbg        debugger
	tune       tuner
	rest       restLayer
	labels     map[string]*ebiten.Image // pre-drawn label words
	unfocused  bool
	diedAt     uint32 // the tick the player died, for the game-over screen

	input   func() Input // the keyboard, or a test's snapshots
	updates int          // updates run since start
	done    bool         // quit after this update
	stats   frameStats
}

// New loads what opts names and builds the demo. Errors name the file and
// field at fault.
func New(opts Options) (*Game, error) {
	cfg, err := config.LoadConfigOrDefault(opts.ConfigPath)
	if err != nil {
		return nil, err
	}
	g := &Game{opts: opts, cfg: cfg, showGizmos: !opts.HideGizmos, input: readInput, dbg: newDebugger(),
		labels: map[string]*ebiten.Image{}}
	if opts.ScenarioPath != "" {
		sc, err := config.LoadScenario(opts.ScenarioPath, cfg)
		if err != nil {
			return nil, err
		}
		g.cfg, g.steps = sc.Apply(cfg), sc.Steps
	}
	if opts.Screenshot != "" {
		if err := checkWritable(opts.Screenshot); err != nil {
			return nil, err
		}
	}
	if g.art, err = loadArt(); err != nil {
		return nil, err
	}
	g.rings = newRingBatch(g.art.white)
	if opts.TracePath != "" {
		if g.trace, err = ai.CreateTrace(opts.TracePath, os.Stdout, nil); err != nil {
			return nil, err
		}
	}
	if err := g.restart(); err != nil {
		g.Close()
		return nil, err
	}
	if err := g.startTuner(); err != nil {
		g.Close()
		return nil, err
	}
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
	for i := range g.world.Enemies {
		if g.world.Enemies[i].ID == id {
			g.setSelected(i)
			return nil
		}
		ids = append(ids, g.world.Enemies[i].ID)
	}
	return fmt.Errorf("-select %s: no such enemy (there are %v)", id, ids)
}

// restart builds a fresh world from the configuration, with the kinds as
// they are now, tuned or reloaded.
func (g *Game) restart() error {
	if g.world != nil {
		for _, k := range g.world.Kinds {
			kind := *k
			g.cfg.Kinds[k.Name] = &kind
		}
	}
	w := entity.NewWorld(g.cfg, g.opts.Seed)
	w.SpawnRandom(g.opts.Enemies)
	minds, err := ai.Attach(w)
	if err != nil {
		return err
	}
	g.world, g.minds, g.cam, g.diedAt = w, minds, newCamera(w.Arena), 0
	g.rest.reset()
	if sel := g.dbg.selected; sel >= len(w.Enemies) {
		g.dbg.selected = -1
	} else if sel >= 0 {
		minds.Explain(sel, recordedTransitions)
	}
	if g.steps != nil {
		g.script = entity.NewScript(g.steps)
	}
	if g.trace != nil {
		g.trace.Reset(minds)
	}
	return nil
}

// Close stops watching the configuration and finishes the trace file.
func (g *Game) Close() error {
	if g.tune.watcher != nil {
		g.tune.watcher.Close()
		g.tune.watcher = nil
	}
	if g.trace == nil {
		return nil
	}
	return g.trace.Close()
}

// Update runs one tick: it reads the keyboard and advances the world by 1/60 s.
func (g *Game) Update() error {
	start := time.Now()
	err := g.update(g.input())
	g.stats.update += time.Since(start)
	return err
}

// update applies one input snapshot and steps the world, unless paused.
func (g *Game) update(in Input) error {
	if in.Quit || g.done {
		return ebiten.Termination
	}
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
	g.selectWith(in)
	g.tuneWith(in)
	// An interactive game pauses while its window is in the background;
	// scripted, screenshot and measuring runs never do.
	g.unfocused = g.interactive() && !ebiten.IsFocused()
	if g.unfocused {
		return nil
	}
	for range g.dbg.steps(in) {
		if err := g.step(in); err != nil {
			return err
		}
	}
	g.updates++
	return nil
}

// step advances the world by one fixed step with the player's intent.
func (g *Game) step(in Input) error {
	intent := entity.PlayerIntent{Move: in.Move, Attack: in.Attack}
	if g.script != nil {
		intent = g.script.Intent(g.world)
	}
	g.world.Step(intent, entity.Dt)
	if g.world.Player.Dead && g.diedAt == 0 {
		g.diedAt = g.world.Tick
	}
	if g.trace != nil {
		if err := g.trace.Step(g.world); err != nil {
			return fmt.Errorf("writing the trace: %w", err)
		}
	}
	return nil
}

func (g *Game) interactive() bool {
	return g.opts.PauseUnfocused && g.script == nil && g.opts.Screenshot == "" && g.opts.Measure == 0
}

// Draw draws the arena, the gizmos, bodies, projectiles and the HUD, and takes
// the screenshot or the measurement when their frame comes.
func (g *Game) Draw(screen *ebiten.Image) {
	start := time.Now()
	screen.Fill(colourBackground)
	g.drawFloor(screen)
	g.drawRestLayer(screen)
	if g.showGizmos {
		g.drawGizmos(screen)
	}
	g.drawSelection(screen)
	g.drawEnemies(screen)
	g.drawProjectiles(screen)
	g.drawPlayer(screen)
	if g.dbg.showLabels {
		g.drawLabels(screen)
	}
	if g.dbg.selected >= 0 && g.dbg.showPanel {
		g.drawPanel(screen)
	}
	g.drawHUD(screen)
	g.drawBanner(screen)
	if g.world.Player.Dead {
		g.drawGameOver(screen)
	}
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
		if err := saveScreenshot(screen, g.opts.Screenshot); err != nil {
			fmt.Fprintln(os.Stderr, "enemyai:", err)
		}
		g.done = true
	case g.opts.Measure > 0 && g.stats.frames >= g.opts.Measure:
		g.stats.report(os.Stdout, len(g.world.Enemies), g.showGizmos)
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

// checkWritable reports whether a file can be created at path, without
// leaving one behind.
func checkWritable(path string) error {
	f, err := os.CreateTemp(dirOf(path), ".enemyai-check-*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, errors.Unwrap(err))
	}
	f.Close()
	return os.Remove(f.Name())
}
