package game

import (
	"image/color"

	"github.com/enemyai/enemyai/ai"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// drawSelection marks the selected enemy: a yellow ring, its range circles
// even with gizmos off, a line to the player while it sees them, and its home
// when it is away from it.
func (s *stage) drawSelection(dst *ebiten.Image) {
	if s.ctl.Selected < 0 {
		return
	}
	e := &s.ctl.Shown().World.Enemies[s.ctl.Selected]
	x, y := s.cam.screen(e.Pos)
	hx, hy := s.cam.screen(e.Home)
	ring := e.Kind.Radius * 1.5
	if e.Dead || e.Pos.Dist(e.Home) > ring { // at home, the ring marks it: no cross over the face
		const arm = 6
		vector.StrokeLine(dst, hx-arm, hy-arm, hx+arm, hy+arm, 2, colourSelect, false)
		vector.StrokeLine(dst, hx-arm, hy+arm, hx+arm, hy-arm, 2, colourSelect, false)
	}
	if e.Dead {
		s.rings.add(dst, hx, hy, s.cam.pixels(ring), 2, colourSelect)
		s.rings.flush(dst)
		return
	}
	if e.Pos.Dist(e.Home) > ai.HomeEpsilon {
		vector.StrokeLine(dst, x, y, hx, hy, 1, color.NRGBA{255, 220, 80, 110}, false)
	}
	if ai.Sees(s.ctl.Shown().World, e) {
		px, py := s.cam.screen(s.ctl.Shown().World.Player.Pos)
		vector.StrokeLine(dst, x, y, px, py, 2, color.NRGBA{255, 90, 70, 200}, false)
	}
	if !s.ctl.ShowGizmos {
		s.addRings(dst, e)
	}
	s.rings.add(dst, x, y, s.cam.pixels(ring), 3, colourSelect)
	s.rings.flush(dst)
}
