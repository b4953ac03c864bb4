package game

import (
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
)

// drawLabels writes the current branch, or the ID, above every enemy not in
// the rest layer where it covers no label written before, no other body
// nor the player's halo and hit points (see placeLabels): in a crowd the
// labels stay readable, the crowd visible and the player findable.
func (v *arenaView) drawLabels(dst *ebiten.Image, s *stage) {
	for _, l := range v.placeLabels(s) {
		l.draw(dst)
	}
}

// placedLabel is a label and where it is drawn, on the screen.
type placedLabel struct {
	img *ebiten.Image
	at  rect
}

// draw draws the label where it is placed.
func (l placedLabel) draw(dst *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.at.x, l.at.y)
	dst.DrawImage(l.img, op)
}

// label returns enemy e's label, its current branch or its ID, and where it
// is drawn: centred above it (a dead enemy's above its home), moved into
// the view where it would be cut at its edge (only a body the view shows
// is labelled).
func (s *stage) label(e *entity.Enemy) placedLabel {
	l, _ := s.labelAndWord(e)
	return l
}

// labelAndWord returns enemy e's label and its word.
func (s *stage) labelAndWord(e *entity.Enemy) (placedLabel, string) {
	shown := s.ctl.Shown()
	word := shown.Minds.Decision(e).Branch
	if s.ctl.Labels == control.LabelsID {
		word = e.ID
	}
	img := s.labelImage(word, shown.Minds.Activity(shown.World, e))
	x, y := s.labelAnchor(e)
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	return placedLabel{img, s.cam.view.keep(rect{x - w/2, y, w, h})}, word
}

// labelAnchor is the screen point at the middle of the top of enemy e's
// label: above it, or above its home when it is dead; below it where above
// would leave the view, at its top edge.
func (s *stage) labelAnchor(e *entity.Enemy) (x, y float64) {
	x, by, r := s.labelledBody(e)
	if y = by - r - labelAbove; y < s.cam.view.y {
		y = by + r + labelBelow
	}
	return x, y
}

// labelledBody returns where on the screen the body enemy e's label goes
// with is, and its radius in pixels: its own, or at its home when it is
// dead.
func (s *stage) labelledBody(e *entity.Enemy) (x, y, r float64) {
	sx, sy := s.cam.screen(drawnAt(e))
	return float64(sx), float64(sy), float64(s.cam.pixels(e.Kind.Radius))
}

// labelledAt is where enemy e's label is written over: it, or its home
// when it is dead.
func drawnAt(e *entity.Enemy) entity.Vec {
	if e.Dead {
		return e.Home
	}
	return e.Pos
}

// labelAbove is how far above a body the top of its label is, leaving room
// for the HP bar between them; labelBelow how far below it a label goes
// at the view's top edge.
const (
	labelAbove = 26
	labelBelow = 4
)

// placeLabels works out which labels are written and where (see
// labelPlacer): the player's marks, the rest layer's labels and the bodies
// (takeBodies) are taken first, then the selected enemy's label, always
// written (off the player's marks, see clearOf), then every other enemy's
// in index order where its place is free.
func (v *arenaView) placeLabels(s *stage) []placedLabel {
	enemies := s.ctl.Shown().World.Enemies
	v.placed = v.placed[:0]
	v.labels.begin(s)
	marks := s.marks
	v.labels.spots.take(marks, true)
	for _, r := range v.rest.labelled {
		v.labels.spots.take(r, true)
	}
	v.labels.takeBodies(s)
	place := func(e *entity.Enemy, always bool) {
		if !always && !v.labels.spots.free(s.labelAnchor(e)) {
			return // most of a crowd's: passed over before their words are looked up
		}
		l, word := s.labelAndWord(e)
		if always {
			l = s.clearOf(marks, l, e)
		}
		if v.labels.place(l, word, always) {
			v.placed = append(v.placed, l)
		}
	}
	if sel := s.ctl.Selected; sel >= 0 && sel < len(enemies) && s.cam.shows(drawnAt(&enemies[sel]), enemies[sel].Kind.Radius) {
		place(&enemies[sel], true)
	}
	for i := range enemies {
		if e := &enemies[i]; i != s.ctl.Selected && !v.rest.has(i) && s.cam.shows(drawnAt(e), e.Kind.Radius) {
			place(e, false)
		}
	}
	return v.placed
}

// clearOf returns label l of enemy e moved off rectangle r where it covers
// it: below the body, or beside it on the side away from r's middle, within
// the view. Where every such place covers r, it stays where it is.
func (s *stage) clearOf(r rect, l placedLabel, e *entity.Enemy) placedLabel {
	if !l.at.overlaps(r) {
		return l
	}
	x, y, body := s.labelledBody(e)
	side := body + labelBeside + l.at.w/2 // from the body's centre to the label's
	if x < r.x+r.w/2 {
		side = -side
	}
	for _, spot := range []rect{
		{x - l.at.w/2, y + body + labelBelow, l.at.w, l.at.h},
		{x + side - l.at.w/2, y - l.at.h/2, l.at.w, l.at.h},
	} {
		if !spot.overlaps(r) && s.cam.view.holds(spot) {
			l.at = spot
			return l
		}
	}
	return l
}

// labelBeside is how far beside a body its label goes when above and below
// it would cover the player's marks.
const labelBeside = 4

// playerMarks is the part of the screen the player's halo and hit points
// take, which no enemy's label covers: the frame lays it out (marks).
func (s *stage) playerMarks() rect {
	p := &s.ctl.Shown().World.Player
	x, y := s.cam.screen(p.Pos)
	r, bar := float64(s.halo(p)), s.hpBar(p.Pos, p.Stats.Radius)
	left, top := min(float64(x)-r, bar.x), min(float64(y)-r, bar.y)
	return rect{left, top, max(float64(x)+r, bar.x+bar.w) - left, float64(y) + r - top}
}

// labelPlacer decides which labels of a frame, or of the rest layer, are
// written: a label takes the cells it covers where they are free. Where
// bodies are dots, a word is not written again within wordRoom pixels of
// where it was (an ID is written wherever it has room, being the only one
// of its word): a crowd zoomed out shows what each part of it does, and an
// enemy doing something else stands out, rather than a field of the same
// word over the bodies.
type labelPlacer struct {
	spots labelSpots
	words wordSpots
	thin  bool
}

// begin empties the placer for the view of s.
func (p *labelPlacer) begin(s *stage) {
	p.spots.clear(s.cam.view)
	p.thin = s.bodiesAreDots() && s.ctl.Labels != control.LabelsID
	if p.thin {
		p.words.clear(s.cam.view)
	}
}

// takeBodies takes the middle of each body the view shows, where bodies
// are drawn whole rather than as dots, so that no label but the selected
// enemy's covers one: in a crowd, one enemy's word over the middle of
// another's body hides it and reads as its. A label above its own body
// leaves it clear; one may run over a body's rim, and over the rings.
func (p *labelPlacer) takeBodies(s *stage) {
	if s.bodiesAreDots() {
		return
	}
	enemies := s.ctl.Shown().World.Enemies
	for i := range enemies {
		if e := &enemies[i]; s.cam.shows(drawnAt(e), e.Kind.Radius) {
			x, y, r := s.labelledBody(e)
			p.spots.take(rect{x - r/2, y - r/2, r, r}, true)
		}
	}
}

// place reports whether label l, of word, is written, and takes its place
// if so: always, or where its cells are free and its word was not written
// near.
func (p *labelPlacer) place(l placedLabel, word string, always bool) bool {
	x, y := l.at.x+l.at.w/2, l.at.y // its anchor
	if p.thin && !always && p.words.near(word, x, y) {
		return false
	}
	if !p.spots.take(l.at, always) {
		return false
	}
	if p.thin {
		p.words.add(word, x, y)
	}
	return true
}

// labelSpots are the parts of the view that hold a label this frame: a
// grid of cells a few pixels wide, each taken by whatever covers it.
type labelSpots struct {
	screenGrid
	taken []bool
}

// labelCell is the side of a label spot's cell, in pixels.
const labelCell = 8

// clear empties the spots of a view.
func (l *labelSpots) clear(view rect) {
	if n := l.lay(view, labelCell); cap(l.taken) < n {
		l.taken = make([]bool, n)
	} else {
		l.taken = l.taken[:n]
		clear(l.taken)
	}
}

// free reports whether the cell at screen point (x, y) is free, or beside
// the view.
func (l *labelSpots) free(x, y float64) bool {
	c, r, in := l.cell(x, y)
	return !in || !l.taken[r*l.cols+c]
}

// take takes the cells screen rectangle r covers in the view and reports
// true, unless one is taken already and always is false: then it takes
// none and reports false. What lies beside the view takes no cell.
func (l *labelSpots) take(r rect, always bool) bool {
	c0, r0, c1, r1 := l.span(r)
	for pass := range 2 {
		for row := r0; row <= r1; row++ {
			for col := c0; col <= c1; col++ {
				switch i := row*l.cols + col; {
				case pass == 1:
					l.taken[i] = true
				case l.taken[i] && !always:
					return false
				}
			}
		}
	}
	return true
}

// wordSpots are where each word was written this frame, in cells of
// wordRoom pixels.
type wordSpots struct {
	screenGrid
	at map[string][]bool // per word: the cells it was written in
}

// wordRoom is how far apart, in pixels, the same word is written where
// bodies are dots: about the side of a cell of wordSpots.
const wordRoom = 96

// clear forgets every word, for a view.
func (w *wordSpots) clear(view rect) {
	n := w.lay(view, wordRoom)
	for word, cells := range w.at {
		if len(cells) != n {
			delete(w.at, word)
		} else {
			clear(cells)
		}
	}
}

// near reports whether word was written in the cell of screen point (x, y)
// or one beside it.
func (w *wordSpots) near(word string, x, y float64) bool {
	cells := w.at[word]
	if cells == nil {
		return false
	}
	c0, r0, c1, r1 := w.span(rect{x - wordRoom, y - wordRoom, 2 * wordRoom, 2 * wordRoom})
	for row := r0; row <= r1; row++ {
		for col := c0; col <= c1; col++ {
			if cells[row*w.cols+col] {
				return true
			}
		}
	}
	return false
}

// add notes word written at screen point (x, y), if it is in the view.
func (w *wordSpots) add(word string, x, y float64) {
	c, r, in := w.cell(x, y)
	if !in {
		return
	}
	if w.at == nil {
		w.at = map[string][]bool{}
	}
	cells := w.at[word]
	if cells == nil {
		cells = make([]bool, w.cols*w.rows)
		w.at[word] = cells
	}
	cells[r*w.cols+c] = true
}

// screenGrid cuts a view into square cells of side pixels, numbered row by
// row.
type screenGrid struct {
	view       rect
	side       float64
	cols, rows int
}

// lay cuts view into cells of side pixels and returns how many there are.
func (g *screenGrid) lay(view rect, side float64) int {
	g.view, g.side = view, side
	g.cols, g.rows = int(view.w/side)+1, int(view.h/side)+1
	return g.cols * g.rows
}

// cell returns the column and row of the cell holding screen point (x, y),
// and whether it is in the view.
func (g *screenGrid) cell(x, y float64) (col, row int, in bool) {
	if x < g.view.x || y < g.view.y {
		return 0, 0, false
	}
	col, row = int((x-g.view.x)/g.side), int((y-g.view.y)/g.side)
	return col, row, col < g.cols && row < g.rows
}

// span returns the first and last columns and rows of the cells screen
// rectangle r covers, kept within the grid.
func (g *screenGrid) span(r rect) (c0, r0, c1, r1 int) {
	c0, r0 = max(int((r.x-g.view.x)/g.side), 0), max(int((r.y-g.view.y)/g.side), 0)
	c1, r1 = min(int((r.x+r.w-g.view.x)/g.side), g.cols-1), min(int((r.y+r.h-g.view.y)/g.side), g.rows-1)
	return c0, r0, c1, r1
}
