package game

import (
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
)

// drawLabels writes the current branch, or the ID, above every enemy not in
// the rest layer.
func (v *arenaView) drawLabels(dst *ebiten.Image, s *stage) {
	for i := range s.ctl.Shown().World.Enemies {
		if e := &s.ctl.Shown().World.Enemies[i]; !v.rest.has(i) && s.cam.sees(e.Pos, e.Kind.Radius) {
			s.drawLabel(dst, e)
		}
	}
}

// drawLabel writes enemy e's current branch, or its ID, above it.
func (s *stage) drawLabel(dst *ebiten.Image, e *entity.Enemy) {
	at := e.Pos
	if e.Dead {
		at = e.Home
	}
	shown := s.ctl.Shown()
	word := shown.Minds.Decision(e).Branch
	if s.ctl.Labels == control.LabelsID {
		word = e.ID
	}
	img := s.labelImage(word, shown.Minds.Activity(shown.World, e))
	x, y := s.cam.screen(at)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x)-float64(img.Bounds().Dx())/2, float64(y-s.cam.pixels(e.Kind.Radius)-26))
	dst.DrawImage(img, op)
}
