package game

import (
	"math"

	"github.com/enemyai/enemyai/entity"
)

// The logical screen, in pixels. Ebitengine scales it to the window keeping
// its proportions.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
	// hudHeight is the band at the top kept for the HUD.
	hudHeight = 24
	// viewMargin is the space kept around the arena.
	viewMargin = 6
)

// camera maps world units to screen pixels: the arena fitted into the view,
// the part of the screen that the HUD, the timeline and an open panel leave.
type camera struct {
	scale  float64 // pixels per world unit
	ox, oy float64 // screen position of the world's origin
	view   rect    // the screen area the arena is fitted into
	// crowded is whether the enemies stand too close on the screen for
	// every one's circles, label and full HP bar to be read: then only
	// enemies that do something get them (see crowdSpacing).
	crowded bool
}

// crowdSpacing is the room, in pixels, an enemy needs on the screen for its
// circles, label and HP bar to be told apart from its neighbours'.
const crowdSpacing = 40

// bodyReach is how far, in world units, a body drawn at the arena's edge
// reaches past it: the largest body's sprite, swollen by a wind-up.
func bodyReach(w *entity.World) float64 {
	return 1.6 * max(w.Player.Stats.Radius, w.LargestRadius())
}

// newCamera fits the arena, with reach world units around it, into view, so
// that a body at the arena's edge is drawn whole.
func newCamera(a entity.Arena, reach float64, view rect) camera {
	inner := rect{view.x + viewMargin, view.y + viewMargin, view.w - 2*viewMargin, view.h - 2*viewMargin}
	scale := math.Min(inner.w/(a.Width+2*reach), inner.h/(a.Height+2*reach))
	return camera{
		scale: scale,
		ox:    inner.x + (inner.w-a.Width*scale)/2,
		oy:    inner.y + (inner.h-a.Height*scale)/2,
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
