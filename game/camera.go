package game

import (
	"math"

	"github.com/enemyai/enemyai/entity"
)

// camera maps world units to screen pixels: the arena fitted into the view,
// the part of the screen that the HUD, the timeline and an open panel leave,
// or zoomed in on the player and following them.
type camera struct {
	scale  float64 // pixels per world unit
	ox, oy float64 // screen position of the world's origin
	view   rect    // the screen area the arena is drawn in, and clipped to
	// detail is how much of a crowd at rest is drawn in full: the share of
	// resting enemies whose circles (rings) and labels (labels) show, from 0
	// to 1, so that a crowd thins out smoothly as it gets denser on the
	// screen (see newDetail). Enemies that do something, the selected one
	// and its neighbours are always drawn in full.
	detail detail
}

// detail is the shares of a resting crowd drawn in full.
type detail struct{ rings, labels float64 }

// readableScale is the fewest pixels per world unit at which a body and its
// circles read: a game whose whole arena is drawn smaller starts zoomed in
// on the player.
const readableScale = 12

// labelRoom is the room, in square pixels, a label needs on the screen to be
// told apart from its neighbours'.
const labelRoom = 120 * 60

// newDetail is the detail a view of area square pixels holding enemies at
// rest affords: as many circles as the view holds without their discs
// overlapping on average (radius: the typical detect range on the screen),
// and as many labels as have labelRoom each.
func newDetail(area float64, enemies int, radius float64) detail {
	if enemies == 0 {
		return detail{1, 1}
	}
	each := area / float64(enemies)
	return detail{rings: min(1, each/(math.Pi*radius*radius)), labels: min(1, each/labelRoom)}
}

// quantized rounds the shares down to eighths, so that a crowd moving in
// and out of the view changes what is drawn in steps, not every frame.
func (d detail) quantized() detail {
	return detail{math.Floor(d.rings*8) / 8, math.Floor(d.labels*8) / 8}
}

// shows reports whether enemy i of a resting crowd is among the share drawn
// in full: the same enemies every frame, spread evenly over the crowd.
func shows(i int, share float64) bool {
	const golden = 0.6180339887498949
	_, rank := math.Modf(float64(i) * golden)
	return rank < share
}

// bodyReach is how far, in world units, a body drawn at the arena's edge
// reaches past it: the largest body's sprite, swollen by a wind-up.
func bodyReach(w *entity.World) float64 {
	return 1.6 * max(w.Player.Stats.Radius, w.LargestRadius())
}

// covers returns the share of the view the arena a covers, drawn.
func (c camera) covers(a entity.Arena) float64 {
	if c.view.w <= 0 || c.view.h <= 0 {
		return 1
	}
	w := min(c.ox+a.Width*c.scale, c.view.x+c.view.w) - max(c.ox, c.view.x)
	h := min(c.oy+a.Height*c.scale, c.view.y+c.view.h) - max(c.oy, c.view.y)
	return max(w, 0) * max(h, 0) / (c.view.w * c.view.h)
}

// newCamera fits the arena, with reach world units around it, into view and
// zooms in by zoom: an arena larger than the view at that zoom is centred on
// focus (the player), as far as its edges allow, so that a body at the
// arena's edge is drawn whole.
func newCamera(a entity.Arena, reach float64, view rect, zoom float64, focus entity.Vec) camera {
	inner := rect{view.x + viewMargin, view.y + viewMargin, view.w - 2*viewMargin, view.h - 2*viewMargin}
	scale := math.Min(inner.w/(a.Width+2*reach), inner.h/(a.Height+2*reach)) * zoom
	at := func(start, room, size, focus float64) float64 {
		if (size+2*reach)*scale <= room {
			return start + (room-size*scale)/2
		}
		half := room / 2 / scale
		return start + room/2 - min(max(focus, half-reach), size+reach-half)*scale
	}
	return camera{
		scale: scale,
		ox:    at(inner.x, inner.w, a.Width, focus.X),
		oy:    at(inner.y, inner.h, a.Height, focus.Y),
		view:  view,
	}
}

// screen returns the screen position of world point p.
func (c camera) screen(p entity.Vec) (float32, float32) {
	return float32(c.ox + p.X*c.scale), float32(c.oy + p.Y*c.scale)
}

// pixels returns a world length in pixels.
func (c camera) pixels(units float64) float32 { return float32(units * c.scale) }

// world returns the world point under screen position (x, y).
func (c camera) world(x, y float32) entity.Vec {
	return entity.Vec{X: (float64(x) - c.ox) / c.scale, Y: (float64(y) - c.oy) / c.scale}
}

// holds reports whether a body at world point p, reaching r world units
// around it, and the bar and label above it (labelAbove) are inside the
// view.
func (c camera) holds(p entity.Vec, r float64) bool {
	x, y, m := c.ox+p.X*c.scale, c.oy+p.Y*c.scale, r*c.scale
	return x-m >= c.view.x && x+m <= c.view.x+c.view.w && y-m-labelAbove >= c.view.y && y+m <= c.view.y+c.view.h
}

// shows reports whether a body at world point p with radius r shows in the
// view, at least in part: only such a body has a label (one just beyond
// the view's lower edge would show its label without it).
func (c camera) shows(p entity.Vec, r float64) bool { return c.reaches(p, r*c.scale) }

// sees reports whether something at world point p, reaching r world units
// around it, shows in the view: what is not seen is not drawn.
func (c camera) sees(p entity.Vec, r float64) bool {
	return c.reaches(p, r*c.scale+30) // and a label or bar above a body
}

// reaches reports whether the square m pixels around world point p's place
// on the screen meets the view.
func (c camera) reaches(p entity.Vec, m float64) bool {
	x, y := c.ox+p.X*c.scale, c.oy+p.Y*c.scale
	return x+m >= c.view.x && x-m <= c.view.x+c.view.w && y+m >= c.view.y && y-m <= c.view.y+c.view.h
}
