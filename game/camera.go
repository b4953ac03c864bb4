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
)

// camera maps world units to screen pixels: the arena fitted below the HUD,
// centred.
type camera struct {
	scale  float64 // pixels per world unit
	ox, oy float64 // screen position of the world's origin
}

func newCamera(a entity.Arena) camera {
	scale := math.Min(ScreenWidth/a.Width, (ScreenHeight-hudHeight)/a.Height)
	return camera{
		scale: scale,
		ox:    (ScreenWidth - a.Width*scale) / 2,
		oy:    hudHeight + (ScreenHeight-hudHeight-a.Height*scale)/2,
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
