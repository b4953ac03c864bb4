package game

import (
	"image/color"
	"math"

	"github.com/enemyai/enemyai/control"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

var (
	colourTouch     = color.NRGBA{34, 40, 56, 230}
	colourTouchHeld = color.NRGBA{70, 84, 120, 240}
	colourStrike    = color.NRGBA{120, 44, 40, 235}
	colourStick     = color.NRGBA{200, 210, 230, 150}
	colourSheet     = color.NRGBA{12, 14, 22, 235}
	// A control that does nothing now (TouchLayout.Still), and its label.
	colourTouchStill = color.NRGBA{34, 40, 56, 90}
	colourLabelStill = color.NRGBA{150, 160, 175, 120}
)

// touchGap is the room between the touch controls' row and the arena.
const touchGap = 4

// readFingers reads the fingers on the screen into the touch screen's
// input, each with what the frame on the screen has under it: the touch
// screen (control.Touch) makes them the same input as keys and the mouse.
func (d *devices) readFingers(in *control.Input, s *stage, over func(x, y int) control.Area) {
	d.touches = ebiten.AppendTouchIDs(d.touches[:0])
	d.fingers = d.fingers[:0]
	for _, id := range d.touches {
		x, y := ebiten.TouchPosition(id)
		d.fingers = append(d.fingers, control.Finger{ID: int(id), X: x, Y: y, Over: over(x, y)})
	}
	if d.keyed {
		s.touch.Hide()
	}
	s.touch.Read(in, d.fingers, &s.frame.touch)
}

// layTouch lays out the touch controls along the bottom of the arena's view
// for the device the screen is shown on, and returns the view's new bottom:
// above them when they are shown. A sheet the screen no longer needs (a
// page now holds every button) or has no room for (a window opened over
// it) closes.
func (s *stage) layTouch(view rect) float64 {
	size := control.TouchSize(s.device.w, s.device.h, s.screen.w, s.screen.h)
	var sheet control.Rect // the screen below the HUD, which says the game holds, unless a window lies over it
	if !s.ctl.Windowed() {
		sheet = control.Rect{Y: s.screen.hud, W: s.screen.w, H: s.screen.h - s.screen.hud}
	}
	s.frame.touch = control.LayTouch(control.Rect{X: view.x, Y: view.y, W: view.w, H: view.h}, size, s.touch.Shows, sheet, s.touch.Shown && s.touch.Sheet)
	s.frame.touch.Still = s.ctl.Editing()
	s.touch.Sheet = len(s.frame.touch.Sheet) > 0
	if s.frame.touch.Shown = s.touch.Shown; !s.touch.Shown {
		return view.y + view.h
	}
	return s.frame.touch.Row.Y - touchGap
}

// touchView draws the touch controls as the frame laid them out: the
// stick's resting place, the toolbar's page, more and strike (faint while
// the player stands still for an editor), the sheet of every button while
// it is open, and the stick where a thumb holds it.
type touchView struct{}

// draw draws the controls, those a finger holds lit.
func (touchView) draw(dst *ebiten.Image, s *stage) {
	l := &s.frame.touch
	if !l.Shown {
		return
	}
	type shownControl struct {
		what, label string
		at          control.Rect
		clr, text   color.NRGBA
	}
	const onRow, onSheet = "touch control", "sheet button"
	stick, strike := shownControl{onRow, "move", l.Stick, colourTouch, colourText}, shownControl{onRow, "strike", l.Strike, colourStrike, colourText}
	if l.Still {
		stick.clr, stick.text, strike.clr, strike.text = colourTouchStill, colourLabelStill, colourTouchStill, colourLabelStill
	}
	shown := []shownControl{stick}
	for _, b := range l.Buttons {
		shown = append(shown, shownControl{onRow, b.Name, b.At, colourTouch, colourText})
	}
	if l.Pages > 1 {
		shown = append(shown, shownControl{onRow, moreLabel(len(l.Sheet) > 0), l.More, colourTouch, colourText})
	}
	shown = append(shown, strike)
	if len(l.Sheet) > 0 {
		a := l.SheetAt
		s.fillBox(dst, "toolbar sheet", rect{a.X, a.Y, a.W, a.H}, colourSheet)
		for _, b := range l.Sheet {
			shown = append(shown, shownControl{onSheet, b.Name, b.At, colourTouch, colourText})
		}
	}
	scale := math.Inf(1) // one size for every label, the largest at which each fits its button
	for _, c := range shown {
		scale = min(scale, s.touchLabelScale(c.label, c.at))
	}
	for _, c := range shown {
		s.touchButton(dst, c.what+" "+c.label, c.label, c.at, c.clr, c.text, scale)
	}
	if fx, fy, x, y, ok := s.touch.Stick(); ok {
		r := float32(l.Size)
		dx, dy := float64(x-fx), float64(y-fy)
		if d := math.Hypot(dx, dy); d > l.Size {
			dx, dy = dx/d*l.Size, dy/d*l.Size
		}
		vector.StrokeCircle(dst, float32(fx), float32(fy), r, 3, colourStick, true)
		vector.FillCircle(dst, float32(float64(fx)+dx), float32(float64(fy)+dy), r/3, colourStick, true)
	}
}

// moreLabel is the label of the button that opens the toolbar's sheet, or
// closes it while it is open.
func moreLabel(open bool) string {
	if open {
		return "close"
	}
	return "more"
}

// touchLabelScale returns the scale (a whole one of the bitmap font) of a
// control's label: about a third of its height where its width allows.
func (s *stage) touchLabelScale(label string, r control.Rect) float64 {
	scale := math.Max(math.Floor(r.H/(2*lineHeight)), 1)
	for scale > 1 && s.textWidth(label, scale) > touchLabelRoom(r) {
		scale--
	}
	return scale
}

// touchLabelRoom is how wide a control's label may be: the control within its
// insets on both sides.
func touchLabelRoom(r control.Rect) float64 { return r.W - 2*control.TouchLabelInset }

// touchButton draws a control (named for the layout's log) in colour clr
// with its label centred at scale in colour text, lit while a finger holds
// it.
func (s *stage) touchButton(dst *ebiten.Image, name, label string, r control.Rect, clr, text color.NRGBA, scale float64) {
	if s.touch.Held(r) {
		clr = colourTouchHeld
	}
	s.fillBox(dst, name, rect{r.X, r.Y, r.W, r.H}, clr)
	label = s.fitTo(label, touchLabelRoom(r), scale)
	s.print(dst, label, r.X+(r.W-s.textWidth(label, scale))/2, r.Y+(r.H-textHeight(scale))/2, scale, text)
}
