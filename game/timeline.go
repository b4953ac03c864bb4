package game

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The timeline along the bottom of the screen: the recorded window of time,
// its deaths and hits, and the tick shown; above the bar, a strip per kind of
// its enemies' branches over time; above them, the note, in the lines the
// screen gives it (screen.notes). Its top is the screen's timelineY, the
// bar's width the screen's barWidth; stripsTop and barTop are from the
// screen's timelineBody.
const (
	timelineHeight = 72
	stripLabels    = 60 // the column left of the strips and the bar, where the strips' kinds are named
	barX           = 8 + stripLabels
	stripsTop      = 18
	stripsHeight   = 36
	barTop         = stripsTop + stripsHeight + 2
	barHeight      = 12
)

var (
	colourBar       = color.NRGBA{40, 46, 60, 255}
	colourRecorded  = color.NRGBA{70, 84, 110, 255}
	colourAhead     = color.NRGBA{52, 62, 82, 255}
	colourCursor    = color.NRGBA{255, 220, 80, 255}
	colourDeath     = color.NRGBA{235, 85, 70, 255}
	colourPlayerHit = color.NRGBA{255, 150, 40, 255}
	colourEnemyHit  = color.NRGBA{200, 205, 215, 160}
	colourNote      = color.NRGBA{120, 220, 140, 255}
)

// timelineView is the timeline along the bottom: the bar of the recorded
// window with its deaths and hits, a strip per kind, and the note.
type timelineView struct {
	strips strips
	marks  []entity.Event // the events marked, reused every frame
}

// span returns the ticks the bar covers: from the window's start, at least
// a whole window long so the bar fills up as the game goes on.
func span(s *stage) (from, ticks uint32) {
	from = s.ctl.Run.Start()
	return from, max(s.ctl.Run.End()-from, s.ctl.Run.Window())
}

// tickAt returns the tick under screen x on the bar.
func tickAt(x int, s *stage) uint32 {
	from, ticks := span(s)
	frac := min(max(float64(x-barX)/float64(s.screen.barWidth()), 0), 1)
	return from + uint32(frac*float64(ticks)+0.5)
}

// barXOf returns the screen x of tick t on the bar.
func barXOf(t uint32, s *stage) float32 {
	from, ticks := span(s)
	return barX + float32(float64(t-min(t, from))/float64(ticks)*float64(s.screen.barWidth()))
}

// barYOf returns the screen y of the bar.
func barYOf(s *stage) float32 { return float32(s.screen.timelineBody() + barTop) }

// onBar reports whether screen point (x, y) is on the timeline.
func onBar(x, y int, s *stage) bool {
	return x >= barX-4 && x <= barX+s.screen.barWidth()+4 && float64(y) >= s.screen.timelineY() && float64(y) < s.screen.h
}

// drawTimeline draws the bar with the recorded window, deaths and hits, and
// the tick shown; above it, what the controller says (Note) for a few
// seconds after a key or a file change, else how to use the bar, wrapped
// to the lines the screen gives it.
func (v *timelineView) draw(dst *ebiten.Image, s *stage) {
	top := s.screen.timelineY()
	s.fillBox(dst, "timeline", rect{0, top, s.screen.w, s.screen.h - top}, color.NRGBA{10, 12, 18, 255})
	start, head, now := s.ctl.Run.Start(), s.ctl.Run.Head(), s.ctl.Run.World.Tick
	barY := barYOf(s)
	vector.FillRect(dst, barX, barY, float32(s.screen.barWidth()), barHeight, colourBar, false)
	x0, x1, x2 := barXOf(start, s), barXOf(head, s), barXOf(s.ctl.Run.End(), s)
	vector.FillRect(dst, x1, barY, x2-x1, barHeight, colourAhead, false) // a replay's future, known ahead
	vector.FillRect(dst, x0, barY, max(x1-x0, 1), barHeight, colourRecorded, false)
	v.strips.draw(dst, s)
	v.marks = s.ctl.Run.Events(start, head, v.marks)
	for _, ev := range v.marks {
		x := barXOf(ev.Tick, s)
		switch {
		case ev.Kind == entity.EventDeath:
			vector.StrokeLine(dst, x, barY-4, x, barY+barHeight+2, 2, colourDeath, false)
		case ev.Kind == entity.EventHit && ev.Target == entity.PlayerID:
			vector.StrokeLine(dst, x, barY-2, x, barY+barHeight, 2, colourPlayerHit, false)
		case ev.Kind == entity.EventHit:
			vector.StrokeLine(dst, x, barY+3, x, barY+barHeight-3, 1, colourEnemyHit, false)
		}
	}
	cx := barXOf(now, s)
	vector.FillRect(dst, cx-2, barY-5, 4, barHeight+8, colourCursor, false)
	if s.starting { // the start screen's lines may lie over the words, which would show through
		return
	}
	label := historyLabel(head-start, s.ctl.Run.Window(), len(s.ctl.Run.World.Enemies))
	device := s.shownDevice()
	switch {
	case s.ctl.Run.Past():
		var said []string
		if s.stepsAct() {
			step := s.inWords(control.Forward) + " step"
			if coarse := s.inWords(control.Coarse); coarse != "" {
				step += " (" + coarse + ")"
			}
			said = append(said, step)
		} else if s.drags() {
			said = append(said, "drag the bar to step")
		}
		resumes := hint{control.Pause, " resumes from here and drops the rest"}
		if s.ctl.Run.RecordedAhead() {
			resumes.does = " plays the replay on from here"
		}
		said = append(said, s.hints(resumes)...)
		label += fmt.Sprintf("   viewing %.2f s ago: %s", float64(head-now)*entity.Dt, strings.Join(said, ", "))
	case s.ctl.Paused:
		var said []string
		switch {
		case !s.stepsAct():
		case s.ctl.AtReplaysEnd(): // stepping on would go past the replay
			said = append(said, s.inWords(control.Back)+" steps back")
		default: // forward, a tick played from here
			said = append(said, s.inWords(control.Forward)+" step")
		}
		if s.drags() {
			said = append(said, "drag the bar to scrub")
		}
		if len(said) > 0 {
			label += "   paused: " + strings.Join(said, ", ")
		}
	default:
		label += "   "
		if s.drags() {
			label += s.clickWord() + " or drag to go back; "
		}
		label += "red: deaths, orange: the player hit"
	}
	clr := colourDim
	if note := s.ctl.Note.ShownOn(device); note != "" { // what the last key or file change did, for a few seconds
		label, clr = note, colourNote
	}
	lines := s.wrapTo(label, s.screen.w-16, 1)
	if len(lines) > s.screen.notes {
		lines = append(lines[:s.screen.notes-1], s.fitTo(strings.Join(lines[s.screen.notes-1:], " "), s.screen.w-16, 1))
	}
	for i, l := range lines {
		s.print(dst, l, 8, top+3+float64(i*lineHeight), 1, clr)
	}
}

// historyLabel says how long the history is, held ticks, and, where the
// crowd of enemies is too big for the whole window (session.WindowTicks),
// how much of it the history keeps: window ticks, which the player would
// otherwise take for the minute the docs promise.
func historyLabel(held, window uint32, enemies int) string {
	label := fmt.Sprintf("history %.1f s", float64(held)*entity.Dt)
	if window < session.WindowTicks {
		label += fmt.Sprintf(" (%d s kept with %d enemies)", window/control.TicksPerSecond, enemies)
	}
	return label
}
