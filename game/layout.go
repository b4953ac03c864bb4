package game

// A box is a filled rectangle that holds text: the HUD, a banner, the panel,
// the key list, the timeline, the what-if box. Every piece of text drawn in a
// box must stay inside it; the layout test checks that, through a layoutLog
// a test hands to the game.

// rect is an area of the screen.
type rect struct{ x, y, w, h float64 }

// overlaps reports whether r and o share more than a pixel's edge.
func (r rect) overlaps(o rect) bool {
	return r.x+1 < o.x+o.w && o.x+1 < r.x+r.w && r.y+1 < o.y+o.h && o.y+1 < r.y+r.h
}

// holds reports whether o lies wholly inside r.
func (r rect) holds(o rect) bool {
	return o.x >= r.x && o.y >= r.y && o.x+o.w <= r.x+r.w && o.y+o.h <= r.y+r.h
}

// keep returns o moved into r as far as it fits: wholly inside where it is
// no larger than r, with its left or top edge on r's where it is larger.
func (r rect) keep(o rect) rect {
	o.x = max(min(o.x, r.x+r.w-o.w), r.x)
	o.y = max(min(o.y, r.y+r.h-o.h), r.y)
	return o
}

// grown returns r with by pixels more on every side.
func (r rect) grown(by float64) rect { return rect{r.x - by, r.y - by, r.w + 2*by, r.h + 2*by} }

// contains reports whether screen point (x, y) lies inside r.
func (r rect) contains(x, y int) bool {
	return float64(x) >= r.x && float64(x) < r.x+r.w && float64(y) >= r.y && float64(y) < r.y+r.h
}

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
