package game

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"

	"github.com/hajimehoshi/ebiten/v2"
)

// deathTitle heads the death screen.
const deathTitle = "YOU DIED"

// The death screen's sizes: the title's scale, the padding around and
// between the box's parts, and the gap kept between the box and the view's
// edges or the body.
const (
	deathTitleScale = 4
	deathPad        = 10
	deathGap        = 12
)

// deathMessage is the death screen's box and what it says: the summary
// wrapped to the box, and the scales of the title and the summary.
type deathMessage struct {
	box          rect
	lines        []string
	title, scale float64
}

// drawGameOver darkens the arena, draws the player's body again over the
// shade, where it fell, and, with message, says how the game went and how
// to go on in a box that leaves the body uncovered (see layOutDeath).
func (s *stage) drawGameOver(dst *ebiten.Image, message bool) {
	s.fillBox(dst, "death screen", s.cam.view, color.NRGBA{0, 0, 0, 150})
	s.drawPlayer(dst)
	if !message {
		return
	}
	m := s.layOutDeath()
	s.fillBox(dst, "death message", m.box, colourPanel)
	y := m.box.y + deathPad
	s.print(dst, deathTitle, m.box.x+(m.box.w-s.textWidth(deathTitle, m.title))/2, y, m.title, colourHPLow)
	y += textHeight(m.title) + deathPad
	for _, l := range m.lines {
		s.print(dst, l, m.box.x+(m.box.w-s.textWidth(l, m.scale))/2, y, m.scale, colourText)
		y += lineHeight * m.scale
	}
}

// layOutDeath places the death screen's box in the middle of the roomier
// of the view's parts above and below the body's halo, or else of those
// beside it, where it fits, and clear of the selected enemy, whose panel
// may be read beside it, where a part of those leaves room; a title half
// as large is tried before giving up, then the enemy is let be covered,
// and a view too small for any keeps the box in its middle.
func (s *stage) layOutDeath() deathMessage {
	summary := s.gameOverSummary()
	beside := s.roomBesidePlayer(s.cam.view)
	for _, parts := range [][]rect{s.clearOfSelected(beside), beside} {
		for _, title := range []float64{deathTitleScale, deathTitleScale / 2} {
			for _, part := range parts {
				if m, ok := s.deathIn(part, title, summary); ok {
					return m
				}
			}
		}
	}
	m, _ := s.deathIn(s.cam.view, deathTitleScale/2, summary)
	return m
}

// clearOfSelected returns the parts of those given that leave the selected
// enemy, its ring and its label clear: a part it does not reach, or those
// of it beside the enemy, in the order roomBeside gives them.
func (s *stage) clearOfSelected(parts []rect) []rect {
	w := s.ctl.Shown().World
	if s.ctl.Selected < 0 || s.ctl.Selected >= len(w.Enemies) {
		return nil
	}
	e := &w.Enemies[s.ctl.Selected]
	x, y := s.cam.screen(drawnAt(e))
	ex, ey, r := float64(x), float64(y), float64(s.cam.pixels(1.6*e.Kind.Radius))+labelAbove
	var clear []rect
	for _, part := range parts {
		if ex+r <= part.x || ex-r >= part.x+part.w || ey+r <= part.y || ey-r >= part.y+part.h {
			clear = append(clear, part)
			continue
		}
		clear = append(clear, roomBeside(part, ex, ey, r)...)
	}
	return clear
}

// roomBesidePlayer returns the parts of area (the arena's view, or more of
// the screen) that leave the player's halo deathGap pixels clear, in the
// order roomBeside gives them.
func (s *stage) roomBesidePlayer(v rect) []rect {
	p := &s.ctl.Shown().World.Player
	x, y := s.cam.screen(p.Pos)
	return roomBeside(v, float64(x), float64(y), float64(s.halo(p))+deathGap)
}

// roomBeside returns the parts of area v (the arena's view, or a part of
// it) that leave the circle of radius r around screen point (x, y) clear,
// where a box may stand: the roomier of those above and below it, the
// other, then the roomier of those beside it and the other.
func roomBeside(v rect, x, y, r float64) []rect {
	above, below := rect{v.x, v.y, v.w, y - r - v.y}, rect{v.x, y + r, v.w, v.y + v.h - y - r}
	left, right := rect{v.x, v.y, x - r - v.x, v.h}, rect{x + r, v.y, v.x + v.w - x - r, v.h}
	if above.h > below.h {
		above, below = below, above
	}
	if left.w > right.w {
		left, right = right, left
	}
	return []rect{below, above, right, left}
}

// deathIn lays the death screen's box out in the middle of part, its title
// at the given scale and the summary's lines wrapped to the part's width,
// at 1.5 times the panel's text where each line fits in one, else at the
// panel's size; it reports whether the box fits in part.
func (s *stage) deathIn(part rect, title float64, summary []string) (deathMessage, bool) {
	room := part.w - 2*deathGap - 2*deathPad
	if room <= 0 || part.h <= 0 {
		return deathMessage{}, false
	}
	m := deathMessage{title: title}
	for _, scale := range []float64{1.5, 1} {
		m.scale, m.lines = scale, m.lines[:0]
		for _, l := range summary {
			m.lines = append(m.lines, s.wrapTo(l, room, scale)...)
		}
		if len(m.lines) <= len(summary) {
			break
		}
	}
	width := s.textWidth(deathTitle, title)
	for _, l := range m.lines {
		width = max(width, s.textWidth(l, m.scale))
	}
	m.box.w = width + 2*deathPad
	m.box.h = textHeight(title) + 3*deathPad + float64(len(m.lines))*lineHeight*m.scale
	m.box.x, m.box.y = part.x+(part.w-m.box.w)/2, part.y+(part.h-m.box.h)/2
	return m, m.box.w <= part.w-2*deathGap && m.box.h <= part.h
}

// gameOverSummary sums up the game that just ended, or the what-if shown.
func (s *stage) gameOverSummary() []string {
	shown := s.ctl.Shown()
	w, survived := shown.World, control.Survived(shown)
	game := fmt.Sprintf("survived %.1f s", entity.Seconds(int(survived)))
	switch {
	case shown != s.ctl.Run:
		game = "in the what-if, " + game
	case s.ctl.Best > survived:
		game += fmt.Sprintf(" (best %.1f s)", entity.Seconds(int(s.ctl.Best)))
	default:
		game += " (best of this session)"
	}
	game += ", " + config.Counted(w.Kills, "kill")
	if w.HasWaves() {
		game += ", " + config.Counted(w.Wave, "wave")
	}
	said := s.hints(hint{control.Restart, " restarts"})
	if s.drags() {
		said = append(said, "the timeline goes back")
	}
	said = append(said, s.hints(hint{control.OpenMenu, " opens the menu"})...)
	return []string{game, strings.Join(said, ", ")}
}
