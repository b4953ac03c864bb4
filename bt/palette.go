package bt

import (
	"fmt"
	"image/color"
)

// statusColours is the one status palette: gold running, green success, red
// failure, grey idle. The game's panel, the text of reasons and the Graphviz
// pictures all take their colours from it.
var statusColours = [...]color.NRGBA{
	Idle:    {140, 145, 155, 255},
	Running: {255, 200, 60, 255},
	Success: {90, 210, 100, 255},
	Failure: {235, 85, 70, 255},
}

// Colour returns the status's colour in the palette debuggers show: gold
// running, green success, red failure, grey idle (also for an invalid
// status).
func (s Status) Colour() color.NRGBA {
	if s > Failure {
		s = Idle
	}
	return statusColours[s]
}

// hexTowardWhite returns c mixed with white by the given share (0: c, 1:
// white) as "#rrggbb", for fills that black text stays readable on.
func hexTowardWhite(c color.NRGBA, share float64) string {
	mix := func(v uint8) uint8 { return uint8(float64(v) + (255-float64(v))*share + 0.5) }
	return fmt.Sprintf("#%02x%02x%02x", mix(c.R), mix(c.G), mix(c.B))
}
