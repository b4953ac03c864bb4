package game

import (
	"image/color"
	"math"
	"unicode/utf8"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/linebreak"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// stage is what every view reads and draws with: the controller it shows,
// the drawing kit, the frame laid out for this update, the player's settings
// and the kind of device they used last (before any, a browser's touch
// screen if that is how the page is used), whose controls the screens then
// show.
type stage struct {
	ctl *control.Controller
	*kit
	frame
	settings control.Settings
	lastUsed control.InputDevice
	// touch is the touch screen: whether its controls are shown, its
	// toolbar's page and the fingers it follows.
	touch control.Touch
	// device is the size the screen is shown at, in the device's pixels
	// (a browser's CSS pixels): the touch controls are a fingertip there.
	device size
}

// size is a width and a height.
type size struct{ w, h float64 }

// kit is what views draw with: the art and its font, the batch of rings,
// the cache of label images, and the layout log a test may set.
type kit struct {
	art    *art
	rings  *ringBatch
	labels map[labelKey]*ebiten.Image // pre-drawn label words
	drawn  *layoutLog                 // where a frame drew its boxes and text, for the layout test; nil in play
}

// newKit loads the art.
func newKit() (*kit, error) {
	a, err := loadArt()
	if err != nil {
		return nil, err
	}
	return &kit{art: a, rings: newRingBatch(a.white), labels: map[labelKey]*ebiten.Image{}}, nil
}

// print draws s at (x, y) in the demo's font, scaled, where the layout test
// checks that it stays in its box.
func (k *kit) print(dst *ebiten.Image, s string, x, y, scale float64, clr color.Color) {
	k.printClipped(dst, s, x, y, scale, clr)
	if k.drawn != nil {
		k.drawn.texts = append(k.drawn.texts, drawnText{s, rect{x, y, k.textWidth(s, scale), textHeight(scale)}, len(k.drawn.boxes)})
	}
}

// printClipped draws s at (x, y) in the demo's font, scaled: text in a
// view that pans, which dst (a sub-image) clips.
func (k *kit) printClipped(dst *ebiten.Image, s string, x, y, scale float64, clr color.Color) {
	op := textOptions(scale)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.LineSpacing = k.art.face.Metrics().HAscent + k.art.face.Metrics().HDescent + 2
	text.Draw(dst, s, k.art.face, op)
}

// textOptions returns the options that draw the demo's bitmap font scaled.
// By a whole number every pixel of a glyph stays square and sharp; by a
// fraction (the menus' 1.5, the banner's 1.25) picking the nearest pixel
// doubles every other row and column of a glyph, so that "v" reads "w" and
// "." reads ",": such text is sampled linearly, every stroke as thick as the
// next.
func textOptions(scale float64) *text.DrawOptions {
	op := &text.DrawOptions{}
	if scale != math.Trunc(scale) {
		op.Filter = ebiten.FilterLinear
	}
	op.GeoM.Scale(scale, scale)
	return op
}

// fillBox draws a box of colour clr at r and notes it in the layout log.
func (k *kit) fillBox(dst *ebiten.Image, name string, r rect, clr color.Color) {
	vector.FillRect(dst, float32(r.x), float32(r.y), float32(r.w), float32(r.h), clr, false)
	if k.drawn != nil {
		k.drawn.boxes = append(k.drawn.boxes, drawnBox{name, r})
	}
}

// textWidth is how wide s is drawn at the given scale, in pixels.
func (k *kit) textWidth(s string, scale float64) float64 {
	return text.AdvanceAt(s, len(s), k.art.face) * scale
}

// textHeight is how tall one line of text is drawn at the given scale.
func textHeight(scale float64) float64 { return (lineHeight - 2) * scale }

// wrapTo breaks s into lines at most width pixels wide at the given scale,
// at spaces where it can.
func (k *kit) wrapTo(s string, width, scale float64) []string {
	chars := max(int(width/(charWidth*scale)), 1)
	var lines []string
	for _, l := range wrap(s, chars) {
		for k.textWidth(l, scale) > width && utf8.RuneCountInString(l) > 1 { // wide glyphs
			cut := []rune(l)
			n := len(cut) * 9 / 10
			lines = append(lines, string(cut[:n]))
			l = string(cut[n:])
		}
		lines = append(lines, l)
	}
	return lines
}

// fitTo cuts s to at most width pixels at the given scale, marking the cut
// with "…".
func (k *kit) fitTo(s string, width, scale float64) string {
	if k.textWidth(s, scale) <= width {
		return s
	}
	for n := min(utf8.RuneCountInString(s), int(width/(charWidth*scale))+1); n > 1; n-- {
		if cut := fit(s, n); k.textWidth(cut, scale) <= width {
			return cut
		}
	}
	return ""
}

// wrap breaks s into lines of at most n characters, at spaces where it can
// (see linebreak.Next: not beside an operator, so that an expression stays
// with its words).
func wrap(s string, n int) []string {
	var lines []string
	for n > 0 && utf8.RuneCountInString(s) > n {
		var line string
		line, s = linebreak.Next(s, n)
		lines = append(lines, line)
	}
	return append(lines, s)
}

// labelImage returns the word drawn once, outlined in dark, in the colour
// of what the enemy does, so a thousand labels are a thousand quads rather
// than thousands of glyphs.
func (k *kit) labelImage(word string, a ai.Activity) *ebiten.Image {
	key := labelKey{word, a}
	if img, ok := k.labels[key]; ok {
		return img
	}
	img := ebiten.NewImage(max(len(word), 1)*charWidth+2*labelOutline, lineHeight+2*labelOutline)
	for dx := range 2*labelOutline + 1 { // a dark outline, which keeps the word readable over bodies and bars
		for dy := range 2*labelOutline + 1 {
			if dx != labelOutline || dy != labelOutline {
				k.printClipped(img, word, float64(dx), float64(dy), 1, colourLabelOutline)
			}
		}
	}
	k.print(img, word, labelOutline, labelOutline, 1, activityColours[a])
	k.labels[key] = img
	return img
}

// labelOutline is how wide, in pixels, the dark outline around a label's
// word is, in colourLabelOutline.
const labelOutline = 1

var colourLabelOutline = color.NRGBA{12, 14, 20, 220}

// labelKey names a drawn label.
type labelKey struct {
	word     string
	activity ai.Activity
}

// activityColours colour labels by what an enemy does, whatever its tree's
// branches are called.
var activityColours = [...]color.NRGBA{
	ai.Resting:   {160, 170, 185, 255},
	ai.Moving:    {120, 190, 255, 255},
	ai.Pursuing:  bt.Running.Colour(), // acting on the player, as a running node does
	ai.Attacking: {255, 100, 80, 255},
	ai.Dead:      {110, 110, 120, 255},
}
