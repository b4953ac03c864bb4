package game

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// shortFuture is how few recorded ticks after a what-if's tick make the box
// say that the comparison is short.
const shortFuture = 3 * control.TicksPerSecond

// trailSamples is how many samples of a ghost's trail are drawn.
const trailSamples = 8

// drawGhosts draws the other future's enemies and player where they differ
// from the future drawn normally: translucent, with a trail of where they
// went.
func (s *stage) drawGhosts(dst *ebiten.Image) {
	other, changed := s.ctl.Ghosts()
	if other == nil {
		return
	}
	shown := s.ctl.Shown().World
	var trail []entity.Vec
	for i := range other.World.Enemies {
		e := &other.World.Enemies[i]
		if i < len(shown.Enemies) && shown.Enemies[i].Pos.Dist(e.Pos) < 0.05 && shown.Enemies[i].Dead == e.Dead {
			continue
		}
		trail = s.ctl.What.Fork.Trail(changed, i, other.World.Tick, trailSamples, trail)
		for j := 1; j < len(trail); j++ {
			x0, y0 := s.cam.screen(trail[j-1])
			x1, y1 := s.cam.screen(trail[j])
			vector.StrokeLine(dst, x0, y0, x1, y1, 2, color.NRGBA{200, 220, 255, uint8(40 + 20*j)}, false)
		}
		if e.Dead {
			continue
		}
		cs := s.art.tint(e.Kind)
		cs.ScaleAlpha(0.4)
		s.drawSprite(dst, s.art.sprite(e.Kind), e.Pos, 2.4*e.Kind.Radius, 0, cs)
	}
	if p := &other.World.Player; p.Pos.Dist(shown.Player.Pos) >= 0.05 {
		var cs ebiten.ColorScale
		cs.ScaleAlpha(0.4)
		s.drawSprite(dst, s.art.player, p.Pos, 2.3*p.Stats.Radius, 0, cs)
	}
}

// whatIfLines returns the what-if box's lines at tick shown: the change,
// what is drawn and the controls for it in the words of the device used
// (while the tree editor is open, editing, the keys are its own: Esc
// closes it first), the first divergence with its reasons, and the outcome
// table: brief, only the rows that differ, the others counted.
func (s *stage) whatIfLines(w *control.WhatIf, shown uint32, chars int, editing, brief bool) []string {
	f := w.Fork
	drawn := "what-if (ghosts: the other)"
	hs := []hint{{control.SwapFutures, " swaps"}, {control.KeepFork, " keeps"}, {control.DropFork, " drops"}}
	switch {
	case shown <= f.At: // nothing to swap: both futures are the recorded past
		drawn, hs = fmt.Sprintf("recorded; the what-if begins after t %d", f.At), hs[1:]
	case w.RecordedOnTop:
		drawn = "recorded (ghosts: the other)"
	}
	keys := strings.Join(s.hints(hs...), ", ")
	if editing {
		keys = "close the editor (" + s.inWords(control.EditTree) + "), then " + keys
	}
	lines := []string{fmt.Sprintf("WHAT-IF from t %d: %s", f.At, strings.Join(w.Changes(), ", "))}
	lines = append(lines, wrap(fmt.Sprintf("drawn: %s   %s", drawn, keys), chars)...)
	if !f.Done() {
		played, total := f.Progress()
		return append(lines, fmt.Sprintf("playing the what-if: %d of %d ticks...", played, total))
	}
	if _, total := f.Progress(); total < shortFuture {
		lines = append(lines, wrap(fmt.Sprintf("only %.2f s recorded after t %d: play on, then rewind to compare more", entity.Seconds(int(total)), f.At), chars)...)
	}
	if d := f.First; d != nil {
		lines = append(lines, wrap(fmt.Sprintf("first divergence t %d %s:", d.Tick, d.ID), chars)...)
		lines = append(lines, hanging("  recorded ", d.A.String(), chars)...)
		lines = append(lines, hanging("  what-if  ", d.B.String(), chars)...)
	} else {
		lines = append(lines, "no divergence: every enemy decides the same")
	}
	rows := session.OutcomeRows(f.OutA, f.OutB)
	all := len(rows)
	if brief {
		rows = slices.DeleteFunc(rows, func(r [3]string) bool { return r[1] == r[2] })
	}
	if len(rows) > 0 {
		lines = append(lines, fmt.Sprintf("%-22s %9s %9s", "", "recorded", "what-if"))
	}
	for _, r := range rows {
		lines = append(lines, fmt.Sprintf("%-22s %9s %9s", r[0], r[1], r[2]))
	}
	switch same := all - len(rows); {
	case same == all:
		lines = append(lines, fmt.Sprintf("the outcome the same in both, all %d rows", all))
	case same > 0:
		lines = append(lines, fmt.Sprintf("the outcome's other %s the same in both", config.Counted(same, "row")))
	}
	return lines
}

// The what-if box: its widest, the height of its lines and the space kept
// around it, in pixels.
const (
	whatIfBoxWidth = 800
	whatIfLine     = 16
	whatIfGap      = 8
)

// whatIfLayout is the what-if box's lines and place.
type whatIfLayout struct {
	open  bool
	lines []string
	box   rect
}

// layWhatIf lays out the what-if's box in the lower left, above the
// timeline, when there is a what-if: as wide as the room beside the side
// (upright, the screen's width), up to whatIfBoxWidth, so that it wraps
// its lines as little as it can and leaves the arena above it the most
// height. With the side open, which ends above the box, its outcome table
// is brief, so that the panel and the editors keep their rows.
func (s *stage) layWhatIf() whatIfLayout {
	if s.ctl.What == nil {
		return whatIfLayout{}
	}
	room := s.screen.w - 16
	if !s.screen.portrait && s.sided() {
		room = s.screen.side(0, 0).x - 16
	}
	width := min(whatIfBoxWidth, room)
	lines := s.whatIfLines(s.ctl.What, s.ctl.Run.World.Tick, int(width-20)/charWidth, s.ctl.Trees.Open, s.sided())
	h := whatIfHeight(lines)
	return whatIfLayout{open: true, lines: lines, box: rect{8, s.screen.timelineY() - h - whatIfGap/2, width, h}}
}

// whatIfHeight is the height of a what-if box holding lines.
func whatIfHeight(lines []string) float64 { return float64(len(lines)*whatIfLine + 12) }

// whatIfView is a what-if's box and its marks on the timeline.
type whatIfView struct{}

// draw draws the what-if's box and marks, when there is a what-if.
func (whatIfView) draw(dst *ebiten.Image, s *stage) {
	if !s.whatIf.open {
		return
	}
	s.drawWhatIfMarks(dst)
	lines, box := s.whatIf.lines, s.whatIf.box
	s.fillBox(dst, "what-if box", box, color.NRGBA{12, 18, 30, 235})
	vector.StrokeRect(dst, float32(box.x), float32(box.y), float32(box.w), float32(box.h), 1, colourWhatIf, false)
	for i, l := range lines {
		clr := colourText
		if i == 0 {
			clr = colourWhatIf
		}
		s.print(dst, s.fitTo(l, box.w-20, 1), box.x+10, box.y+6+float64(i*whatIfLine), 1, clr)
	}
}

// drawWhatIfMarks marks the fork's tick and its first divergence on the
// timeline.
func (s *stage) drawWhatIfMarks(dst *ebiten.Image) {
	f := s.ctl.What.Fork
	x, barY := barXOf(f.At, s), barYOf(s)
	vector.StrokeLine(dst, x, barY-6, x, barY+barHeight+4, 2, colourText, false)
	if d := f.First; d != nil {
		x := barXOf(d.Tick, s)
		vector.FillRect(dst, x-2, barY-7, 4, barHeight+10, colourWhatIf, false)
	}
}
