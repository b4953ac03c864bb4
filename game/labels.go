package game

import (
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
)

// drawLabels writes the current branch, or the ID, above every enemy not in
// the rest layer, where no label was written yet: in a crowd, one label a
// spot, so that the labels stay readable and the crowd stays visible; the
// selected enemy's is always written, first.
func (v *arenaView) drawLabels(dst *ebiten.Image, s *stage) {
	enemies := s.ctl.Shown().World.Enemies
	v.labels.clear(s.cam.view)
	if sel := s.ctl.Selected; sel >= 0 && sel < len(enemies) && s.cam.sees(enemies[sel].Pos, enemies[sel].Kind.Radius) {
		v.labels.take(s.labelSpot(&enemies[sel]))
		s.drawLabel(dst, &enemies[sel])
	}
	for i := range enemies {
		if e := &enemies[i]; i != s.ctl.Selected && !v.rest.has(i) && s.cam.sees(e.Pos, e.Kind.Radius) && v.labels.take(s.labelSpot(e)) {
			s.drawLabel(dst, e)
		}
	}
}

// labelSpots are the spots of the view that hold a label this frame: cells
// about a label wide and a line tall.
type labelSpots struct {
	taken      []bool
	cols, rows int
}

// The size of a label's spot, in pixels.
const (
	labelSpotWidth  = 48
	labelSpotHeight = 14
)

// clear empties the spots of a view.
func (l *labelSpots) clear(view rect) {
	l.cols, l.rows = int(view.w/labelSpotWidth)+1, int(view.h/labelSpotHeight)+1
	if n := l.cols * l.rows; cap(l.taken) < n {
		l.taken = make([]bool, n)
	} else {
		l.taken = l.taken[:n]
		clear(l.taken)
	}
}

// take takes the spot at the view's point (x, y) and reports whether it
// was free; a point beside the view has no spot and is always free.
func (l *labelSpots) take(x, y float64) bool {
	c, r := int(x/labelSpotWidth), int(y/labelSpotHeight)
	if x < 0 || y < 0 || c >= l.cols || r >= l.rows {
		return true
	}
	i := r*l.cols + c
	free := !l.taken[i]
	l.taken[i] = true
	return free
}

// labelSpot returns where enemy e's label is centred, in the view's pixels.
func (s *stage) labelSpot(e *entity.Enemy) (x, y float64) {
	at := e.Pos
	if e.Dead {
		at = e.Home
	}
	sx, sy := s.cam.screen(at)
	return float64(sx) - s.cam.view.x, float64(sy-s.cam.pixels(e.Kind.Radius)) - s.cam.view.y
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
