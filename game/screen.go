package game

import "math"

// The logical screen on its side (landscape), in pixels: what a desktop's
// window and a phone held on its side show. Ebitengine scales the logical
// screen to the window keeping its proportions.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
	// hudHeight is the band at the top kept for the HUD, on its side.
	hudHeight = 24
	// viewMargin is the space kept around the arena.
	viewMargin = 6
)

// The logical screen of a small device on its side (a phone held sideways,
// less than compactBelow of its pixels tall): 960x540, which it shows a
// third larger than 1280x720, so that its text reads.
const (
	compactWidth  = 960
	compactHeight = 540
	compactBelow  = 600
)

// The logical screen upright (portrait), as a phone held upright shows it: as
// wide as the panel and its margins, so that the panel's text grid is the
// one it has on its side, and as tall as the device's proportions make it,
// within bounds (a device taller or less tall shows a band at the sides or
// at the top and bottom).
const (
	portraitWidth     = panelWidth + 2*sideMargin
	portraitMinHeight = 900
	portraitMaxHeight = 1100
	// portraitHUDHeight is the HUD's band upright: three lines of its text.
	portraitHUDHeight = 3*hudLine + 6
	// portraitSide is how tall the panel is upright, below the arena, when
	// the screen has the room: its title, tuner, tree, state and log.
	portraitSide = 565
	// portraitSideShare is the most of the height between the HUD and the
	// timeline (or the what-if box) the panel takes upright;
	// portraitArenaMin the height it leaves the arena and the touch
	// controls where a what-if's box takes room too, as long as the panel
	// keeps portraitSideLeast of it.
	portraitSideShare = 0.65
	portraitArenaMin  = 260
	portraitSideLeast = 0.45
	// sideMargin is the space kept between the panel and the screen's edges.
	sideMargin = 8
)

// screen is the logical screen of one update: its size, whether it is
// upright, the HUD's band and the lines of the timeline's note. The frame
// computes it once per update from the device's size (screenFor), and every
// view reads it.
type screen struct {
	w, h     float64
	portrait bool
	// compact is whether it is the small screen on its side (a phone's),
	// where the start screen packs its lines closer.
	compact bool
	hud     float64 // the HUD's height
	// notes is how many lines the timeline gives its note: two upright,
	// where a line holds a third of what it holds on its side, so that what
	// the game says is read whole. They are always there, so that a note
	// coming and going moves nothing.
	notes int
}

// screenFor is the logical screen for a device of the given size, in its
// pixels (a browser's CSS pixels): upright when the device is taller than
// it is wide, else on its side. It is the one place that decides; Layout
// hands its size to Ebitengine and the frame lays out on it.
func screenFor(device size) screen {
	if device.h <= device.w {
		if device.h > 0 && device.h < compactBelow {
			return screen{w: compactWidth, h: compactHeight, hud: hudHeight, notes: 1, compact: true}
		}
		return screen{w: ScreenWidth, h: ScreenHeight, hud: hudHeight, notes: 1}
	}
	h := math.Round(portraitWidth * device.h / device.w)
	return screen{w: portraitWidth, h: min(max(h, portraitMinHeight), portraitMaxHeight), portrait: true, hud: portraitHUDHeight, notes: 2}
}

// timelineY is the screen y of the timeline, along the bottom: its note's
// lines, its strips and its bar.
func (sc screen) timelineY() float64 { return sc.timelineBody() - float64((sc.notes-1)*lineHeight) }

// timelineBody is the screen y of the timeline's last timelineHeight
// pixels, which hold its note's last line, its strips and its bar:
// stripsTop and barTop count from it.
func (sc screen) timelineBody() float64 { return sc.h - timelineHeight }

// barWidth is the width of the timeline's bar and strips, in whole pixels.
func (sc screen) barWidth() int { return int(sc.w) - barX - 8 }

// side is the panel's place, where the key list and the editors open too:
// on its side, the right-hand column from under the HUD to the timeline;
// upright, the lower part of the height from top to bottom (under the HUD
// and the banners, above the timeline or the what-if box), the arena
// above it.
func (sc screen) side(top, bottom float64) rect {
	if !sc.portrait {
		y := sc.hud + sideMargin
		return rect{sc.w - panelWidth - sideMargin, y, panelWidth, sc.timelineY() - y - sideMargin}
	}
	room := bottom - top
	h := math.Floor(min(portraitSide, room*portraitSideShare, max(room-portraitArenaMin, room*portraitSideLeast)))
	return rect{sideMargin, bottom - sideMargin - h, sc.w - 2*sideMargin, h}
}
