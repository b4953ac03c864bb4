package game

import (
	"fmt"
	"image/color"
	"maps"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// whatIf is a what-if on show: changes made at a tick of the past, stacked,
// and the fork of the session they make (see session.Fork). The session
// keeps its recorded future; both futures are on the same clock, one drawn
// normally and the other as ghosts with short trails.
type whatIf struct {
	kinds   []entity.Kind               // the changed kinds' values, one per kind
	trees   map[string]session.TreeFile // swapped tree files, by kind name
	changes []string                    // what was changed, for the box
	fork    *session.Fork
	// recordedOnTop draws the recorded future normally and the fork as
	// ghosts (V switches).
	recordedOnTop bool
}

// forkBudget is how many enemy-ticks a fork plays per update while it is
// made, so that a large crowd's fork shows its progress instead of
// freezing the game. What the fork computes does not depend on it.
const forkBudget = 300_000

// trailSamples is how many samples of a ghost's trail are drawn.
const trailSamples = 8

// shown returns the session drawn normally: the fork while one is shown on
// top after its tick (at its tick, both futures are the same), else the
// session.
func (g *Game) shown() *session.Session {
	if w := g.what; w != nil && !w.recordedOnTop && w.fork.Done() && g.run.World.Tick > w.fork.At {
		return w.fork.B
	}
	return g.run
}

// ghosts returns the future drawn as ghosts and whether it is the changed
// one, or nil when there is none to draw.
func (g *Game) ghosts() (*session.Session, bool) {
	w := g.what
	if w == nil || !w.fork.Done() || g.run.World.Tick <= w.fork.At {
		return nil, false
	}
	if w.recordedOnTop {
		return w.fork.B, true
	}
	return g.run, false
}

// stacked returns the what-if made at the tick shown, if any: a change made
// there joins it.
func (g *Game) stacked() *whatIf {
	if g.what != nil && g.what.fork.At == g.run.World.Tick {
		return g.what
	}
	return nil
}

// stackedKind returns the values a kind has in the what-if at the tick
// shown, or its values at that tick.
func (g *Game) stackedKind(name string) entity.Kind {
	if w := g.stacked(); w != nil {
		if i := slices.IndexFunc(w.kinds, func(k entity.Kind) bool { return k.Name == name }); i >= 0 {
			return w.kinds[i]
		}
	}
	return *g.run.World.Kind(name)
}

// whatIfKind makes a change of a kind's values at the past tick shown part
// of the what-if there (starting one if needed) and plays the fork anew.
func (g *Game) whatIfKind(k entity.Kind, change string) error {
	w := g.nextWhatIf()
	i := slices.IndexFunc(w.kinds, func(old entity.Kind) bool { return old.Name == k.Name })
	if i < 0 {
		w.kinds = append(w.kinds, k)
	} else {
		w.kinds[i] = k
	}
	return g.refork(w, change)
}

// whatIfTrees makes swapped tree files part of the what-if at the past tick
// shown.
func (g *Game) whatIfTrees(files map[string]session.TreeFile, change string) error {
	w := g.nextWhatIf()
	if w.trees == nil {
		w.trees = map[string]session.TreeFile{}
	}
	maps.Copy(w.trees, files)
	return g.refork(w, change)
}

// nextWhatIf returns a copy of the what-if at the tick shown to add a change
// to, or a new one.
func (g *Game) nextWhatIf() *whatIf {
	w := &whatIf{}
	if s := g.stacked(); s != nil {
		*w = *s
		w.kinds, w.trees, w.changes = slices.Clone(s.kinds), maps.Clone(s.trees), slices.Clone(s.changes)
	}
	return w
}

// refork makes w's fork, which plays over the next updates, and shows it; a
// change that cannot be made leaves the what-if shown as it was.
func (g *Game) refork(w *whatIf, change string) error {
	f, err := g.run.Fork(w.kinds, w.trees)
	if err != nil {
		return err
	}
	if sel := g.dbg.selected; sel >= 0 {
		f.B.Minds.Explain(sel, true)
	}
	w.fork = f
	w.changes = append(w.changes, change)
	g.what = w
	g.say(fmt.Sprintf("what-if at t %d: %s", f.At, change))
	return nil
}

// whatIfWith plays a fork in the making, applies the what-if keys and keeps
// the fork on the tick the session shows. Resuming play drops a what-if:
// playing on from the past drops the recorded future it compares with.
func (g *Game) whatIfWith(in control.Input) {
	w := g.what
	if w == nil {
		return
	}
	switch {
	case !g.dbg.paused || in.DropFork:
		g.dropWhatIf()
		return
	case in.SwapFutures:
		w.recordedOnTop = !w.recordedOnTop
		g.rest.reset()
	case in.KeepFork && w.fork.Done():
		g.keepWhatIf()
		return
	}
	if !w.fork.Done() {
		w.fork.Play(max(1, forkBudget/(len(g.run.World.Enemies)+1)))
	}
	g.syncFork()
}

// syncFork seeks a played fork to the tick the session shows.
func (g *Game) syncFork() {
	w := g.what
	if w != nil && w.fork.Done() && g.run.World.Tick > w.fork.At && w.fork.B.World.Tick != g.run.World.Tick {
		w.fork.B.Seek(g.run.World.Tick)
	}
}

// keepWhatIf makes the fork the session's future.
func (g *Game) keepWhatIf() {
	w := g.what
	g.run.Keep(w.fork)
	g.what = nil
	g.rest.reset()
	g.say(fmt.Sprintf("kept the what-if from t %d: %s", w.fork.At, strings.Join(w.changes, ", ")))
}

// dropWhatIf forgets the what-if.
func (g *Game) dropWhatIf() {
	if g.what != nil {
		g.what = nil
		g.rest.reset()
	}
}

// whatIfFromFlags makes the what-if -fork asks for at the tick shown, plays
// it through and shows the moment a third of a second after its first
// divergence (or
// the present), for a screenshot.
func (g *Game) whatIfFromFlags(values []config.KindValue) error {
	for _, v := range values {
		if g.run.World.Kind(v.Kind) == nil {
			return fmt.Errorf("-fork %s: no such kind", v)
		}
		k := g.stackedKind(v.Kind)
		was := v.Field.Get(&k)
		v.Field.Set(&k, v.Value)
		if err := g.whatIfKind(k, changeText(v.Kind, v.Field, was, v.Value)); err != nil {
			return err
		}
	}
	if g.what == nil {
		return nil
	}
	f := g.what.fork
	f.Play(int(config.MaxTicks))
	if f.First != nil {
		g.seek(min(f.First.Tick+ticksPerSecond/3, g.run.Head()))
	}
	return nil
}

// drawGhosts draws the other future's enemies and player where they differ
// from the future drawn normally: translucent, with a trail of where they
// went.
func (g *Game) drawGhosts(dst *ebiten.Image) {
	other, changed := g.ghosts()
	if other == nil {
		return
	}
	shown := g.shown().World
	var trail []entity.Vec
	for i := range other.World.Enemies {
		e := &other.World.Enemies[i]
		if i < len(shown.Enemies) && shown.Enemies[i].Pos.Dist(e.Pos) < 0.05 && shown.Enemies[i].Dead == e.Dead {
			continue
		}
		trail = g.what.fork.Trail(changed, i, other.World.Tick, trailSamples, trail)
		for j := 1; j < len(trail); j++ {
			x0, y0 := g.cam.screen(trail[j-1])
			x1, y1 := g.cam.screen(trail[j])
			vector.StrokeLine(dst, x0, y0, x1, y1, 2, color.NRGBA{200, 220, 255, uint8(40 + 20*j)}, false)
		}
		if e.Dead {
			continue
		}
		cs := g.art.tint(e.Kind)
		cs.ScaleAlpha(0.4)
		g.drawSprite(dst, g.art.sprite(e.Kind), e.Pos, 2.4*e.Kind.Radius, 0, cs)
	}
	if p := &other.World.Player; p.Pos.Dist(shown.Player.Pos) >= 0.05 {
		var cs ebiten.ColorScale
		cs.ScaleAlpha(0.4)
		g.drawSprite(dst, g.art.player, p.Pos, 2.3*p.Stats.Radius, 0, cs)
	}
}

// whatIfLines returns the what-if box's lines: the change, the first
// divergence with its reasons, and the outcome table.
func (g *Game) whatIfLines(chars int) []string {
	w := g.what
	f := w.fork
	top := "what-if"
	if w.recordedOnTop {
		top = "recorded"
	}
	lines := []string{fmt.Sprintf("WHAT-IF from t %d: %s", f.At, strings.Join(w.changes, ", ")),
		fmt.Sprintf("drawn: %s (ghosts: the other)   V swaps, K keeps, Del drops", top)}
	if !f.Done() {
		played, total := f.Progress()
		return append(lines, fmt.Sprintf("playing the what-if: %d of %d ticks...", played, total))
	}
	if d := f.First; d != nil {
		lines = append(lines, wrap(fmt.Sprintf("first divergence t %d %s:", d.Tick, d.ID), chars)...)
		lines = append(lines, wrap("  recorded "+d.A.String(), chars)...)
		lines = append(lines, wrap("  what-if  "+d.B.String(), chars)...)
	} else {
		lines = append(lines, "no divergence: every enemy decides the same")
	}
	lines = append(lines, fmt.Sprintf("%-22s %9s %9s", "", "recorded", "what-if"))
	for _, r := range session.OutcomeRows(f.OutA, f.OutB) {
		lines = append(lines, fmt.Sprintf("%-22s %9s %9s", r[0], r[1], r[2]))
	}
	return lines
}

// whatIfBoxWidth is the what-if box's width, in pixels.
const whatIfBoxWidth = 480

// drawWhatIfBox draws the what-if's box in the lower left of the view, above
// the timeline.
func (g *Game) drawWhatIfBox(dst *ebiten.Image) {
	if g.what == nil {
		return
	}
	const lineHeight = 16
	lines := g.whatIfLines((whatIfBoxWidth - 20) / charWidth)
	h := float32(len(lines)*lineHeight + 12)
	x, y := float32(g.cam.view.x)+8, float32(timelineY)-h-8
	vector.FillRect(dst, x, y, whatIfBoxWidth, h, color.NRGBA{12, 18, 30, 225}, false)
	vector.StrokeRect(dst, x, y, whatIfBoxWidth, h, 1, colourWhatIf, false)
	for i, l := range lines {
		clr := colourText
		if i == 0 {
			clr = colourWhatIf
		}
		g.print(dst, l, float64(x)+10, float64(y)+6+float64(i*lineHeight), 1, clr)
	}
}

// drawWhatIfMarks marks the fork's tick and its first divergence on the
// timeline.
func (g *Game) drawWhatIfMarks(dst *ebiten.Image) {
	if g.what == nil {
		return
	}
	f := g.what.fork
	x := g.barXOf(f.At)
	vector.StrokeLine(dst, x, barY-6, x, barY+barHeight+4, 2, colourText, false)
	if d := f.First; d != nil {
		x := g.barXOf(d.Tick)
		vector.FillRect(dst, x-2, barY-7, 4, barHeight+10, colourWhatIf, false)
	}
}
