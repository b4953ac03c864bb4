package game

import (
	"image"
	"image/color"
	"strconv"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/enemyai/enemyai/control"
)

// window is a debugui window of the game's (the breakpoint editor, the tree
// editor): what it took of the last update's input, and where it was laid
// out, moved or not.
type window struct {
	ui       debugui.DebugUI
	captured debugui.InputCapturingState
	bounds   image.Rectangle
	// row is how tall a row of the window's buttons is, in pixels:
	// debugui's (0) for the keys and the mouse, a finger's on a touch
	// screen (buttonRow); held as the heights of a grid's rows are given
	// (heights), so that laying a grid out allocates nothing.
	row [1]int
}

// touchButtonRow is how tall a row of a window's buttons is on a touch
// screen, in the device's pixels (a browser's CSS pixels): WCAG 2.2's
// least target size, where debugui's own rows are 13 to 15 on a phone. A
// fingertip's, as the touch controls are (44), would leave the tree
// editor on a phone on its side no room for its list.
const touchButtonRow = 24

// buttonRow returns how tall a row of a window's buttons is on the
// stage's screen for the device shown, in pixels: 0, debugui's, but on a
// touch screen.
func buttonRow(s *stage) int {
	if s.shownDevice() != control.TouchScreen {
		return 0
	}
	return int(control.LogicalPixels(touchButtonRow, s.device.w, s.device.h, s.screen.w, s.screen.h))
}

// heights are the heights of a grid of the window's buttons: one row's,
// repeated for every row.
func (w *window) heights() []int { return w.row[:] }

// debugui's rows are debuguiLine pixels tall, debuguiSpacing apart.
const (
	debuguiLine    = 18
	debuguiSpacing = 4
)

// fingered reports whether the window's rows of buttons are a finger's.
func (w *window) fingered() bool { return w.row[0] > 0 }

// rowPitch is how far apart the window's rows of buttons are, in pixels.
func (w *window) rowPitch() int {
	if w.fingered() {
		return w.row[0] + debuguiSpacing
	}
	return debuguiLine + debuguiSpacing
}

// over reports whether the pointer is over the window.
func (w *window) over() bool { return w.captured&debugui.InputCapturingStateHover != 0 }

// typing reports whether a text field of the window has the keyboard.
func (w *window) typing() bool { return w.captured&debugui.InputCapturingStateFocus != 0 }

// open lays out the window on this update, titled title, with content:
// where debugui keeps it, which is where it was moved, or where it first
// opened, the lower height pixels of the frame's side (the panel's place),
// under the panel's title and tuner (windowHeadroom) where the side is
// short (a phone's on its side), or its upper height pixels when nothing
// else is in the side (no panel, no key list). A window opens anew for each kind of
// screen, so that turning a phone puts it in the side of the new screen,
// and as a what-if's box comes or goes, which the side ends above: upright
// on a phone the box lies under the side, and a window kept where it was
// would cover it.
func (w *window) open(ctx *debugui.Context, f *frame, title string, height float64, content func(debugui.ContainerLayout)) {
	side := f.side
	top, bottom := max(side.y+windowHeadroom, side.y+side.h-height), side.y+side.h
	alone := !f.panel.open && f.help == nil // nothing in the side to read above it: it opens at the side's top
	if alone {
		top, bottom = side.y, min(side.y+height, bottom)
	}
	at := image.Rect(int(side.x), int(top), int(side.x+side.w), int(bottom))
	ctx.IDScope(strconv.FormatBool(f.screen.portrait)+strconv.FormatBool(f.screen.compact)+strconv.FormatBool(f.whatIf.open)+strconv.FormatBool(alone), func() {
		ctx.Window(title, at, func(layout debugui.ContainerLayout) {
			w.bounds = layout.Bounds
			content(layout)
		})
	})
}

// draw draws the window, when it is open, on an opaque ground so that what
// it covers does not show through its text, noting its box by name for the
// layout test.
func (w *window) draw(screen *ebiten.Image, s *stage, name string, open bool) {
	if !open || w.bounds.Empty() {
		return
	}
	b := w.bounds
	s.fillBox(screen, name, rect{float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy())}, colourWindow)
	w.ui.Draw(screen)
}

// colourWindow is a window's ground: debugui's window colour, opaque.
var colourWindow = color.NRGBA{45, 45, 45, 255}

// windowHeadroom is the top of the side a window leaves to the panel: its
// title and its tuner's lines, read while an editor is open.
const windowHeadroom = panelPad + panelTitleHeight + 4*lineHeight + 8
