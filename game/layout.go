package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// A box is a filled rectangle that holds text: the HUD, a banner, the panel,
// the key list, the timeline, the what-if box. Every piece of text drawn in a
// box must stay inside it; the layout test checks that, through a layoutLog
// a test hands to the game.

// layoutLog collects what a frame drew where: its boxes, and its text with
// the space each line took. Only tests set one.
type layoutLog struct {
	boxes []drawnBox
	texts []drawnText
}

// drawnBox is a box as drawn, named for messages.
type drawnBox struct {
	name string
	r    rect
}

// drawnText is a line of text as drawn, with the rectangle its glyphs
// advance over and how many boxes were drawn before it: it belongs to the
// last of those that holds its start.
type drawnText struct {
	s     string
	r     rect
	boxes int
}

// fillBox draws a box of colour clr at r and notes it in the layout log.
func (g *Game) fillBox(dst *ebiten.Image, name string, r rect, clr color.Color) {
	vector.FillRect(dst, float32(r.x), float32(r.y), float32(r.w), float32(r.h), clr, false)
	if g.drawn != nil {
		g.drawn.boxes = append(g.drawn.boxes, drawnBox{name, r})
	}
}

// textWidth is how wide s is drawn at the given scale, in pixels.
func (g *Game) textWidth(s string, scale float64) float64 {
	return text.AdvanceAt(s, len(s), g.art.face) * scale
}

// textHeight is how tall one line of text is drawn at the given scale.
func textHeight(scale float64) float64 { return (lineHeight - 2) * scale }
