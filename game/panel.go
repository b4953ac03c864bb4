package game

import (
	"fmt"
	"image/color"
	"math"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The tree panel's width and its text grid; its place is the frame's side.
const (
	panelWidth = 460
	panelPad   = 10
	lineHeight = 15
	charWidth  = 6 // the bitmap font's advance for narrow characters, at scale 1
	// panelChars is how many narrow characters fit on a panel line.
	panelChars = (panelWidth - 2*panelPad - 14) / charWidth
	// treeRows is how many tree rows the panel shows before scrolling.
	treeRows = 16
)

var (
	colourSelect  = color.NRGBA{255, 220, 80, 255}
	colourPath    = translucent(bt.Running.Colour(), 40)
	colourPanel   = color.NRGBA{12, 15, 22, 235}
	colourHeading = color.NRGBA{170, 190, 215, 255}
)

// translucent returns c with alpha a.
func translucent(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}

// panelLayout is where the open panel's parts are this frame.
type panelLayout struct {
	open    bool
	tuner   tunerLayout // the selected enemy's kind's tuner, under the title
	treeTop int         // the screen y of the first tree row, or the graph's top
	// graph is the graph view: down to the room the log keeps under it, or
	// when an editor's window covers the panel's lower part, down to the
	// window, the log under it.
	graph rect
	// lastLine is the screen y of the panel's last line of text: the lines
	// below it give way (in a short panel, or under a window).
	lastLine float64
}

// panelTitleHeight is the height of the panel's title, "near-1 decides
// chase", drawn at twice the text size.
const panelTitleHeight = 32

// tunerTop is the screen y of the tuner, under the panel's title.
func (f *frame) tunerTop() int { return int(f.side.y) + panelPad + panelTitleHeight }

// layPanel lays out the panel for the selected enemy, when it is open, in
// the side down to the top of any of the windows (the editors') that
// covers its lower part, under its tree's top.
func (s *stage) layPanel(windows []rect) panelLayout {
	if !s.ctl.PanelShown() {
		return panelLayout{}
	}
	t := s.tuning()
	side := s.side
	top := float64(s.tunerTop() + t.height + 8 + lineHeight + 2)
	bottom, graphBottom := side.y+side.h-panelPad, side.y+side.h-panelPad-(8+lineHeight+2+graphLogLines*lineHeight)
	for _, w := range windows {
		if w.overlaps(side) && w.y > top+minGraphHeight {
			bottom = min(bottom, w.y-panelPad)
			graphBottom = min(graphBottom, bottom)
		}
	}
	return panelLayout{open: true, tuner: t, treeTop: int(top), lastLine: bottom - lineHeight,
		graph: rect{side.x + panelPad, top, panelWidth - 2*panelPad, graphBottom - top}}
}

// fitGraph gives the graph view the height it needs, need, within the room
// laid out for it and at least minGraphHeight: the log under it moves up
// and shows as many more lines as the graph leaves room for. It returns
// the graph's box.
func (p *panelLayout) fitGraph(need float64) rect {
	p.graph.h = max(min(p.graph.h, math.Ceil(need)), min(p.graph.h, minGraphHeight))
	return p.graph
}

// treeLines is how many lines the text tree has, from its top to the
// panel's last line: at most treeRows rows and the two lines that say how
// many rows are above and below.
func (p panelLayout) treeLines() int {
	return min(treeRows+2, int((p.lastLine-float64(p.treeTop))/lineHeight)+1)
}

// treeRowsShown returns the rows, from and up to to, of a tree of n rows
// that the text tree scrolled to row scroll shows: all of them where they
// fit in its lines, else as many as fit with a line that says how many
// rows are above (when scrolled) and one that says how many are below
// (short of the last row).
func (p panelLayout) treeRowsShown(n, scroll int) (from, to int) {
	lines := p.treeLines()
	if n <= lines {
		return 0, n
	}
	from = min(max(0, scroll), n-p.scrollRows(n))
	rows := lines
	if from > 0 {
		rows--
	}
	if from+rows < n {
		rows--
	}
	return from, from + max(0, rows)
}

// scrollRows is how many of a tree's n rows the text tree shows scrolled
// to its end, which scrolling stops at.
func (p panelLayout) scrollRows(n int) int { return max(1, min(n, p.treeLines()-1)) }

// minGraphHeight is the least room a window leaves the graph above it, or
// the panel lays out as if it were not there (the user moved it up).
const minGraphHeight = 3 * lineHeight

// panelView is the selected enemy's panel: its title, the tuner of its kind,
// its tree as text or as a graph, its state and its log, as inspected at
// the tick shown.
type panelView struct {
	ins   ai.Inspection
	marks []entity.Event // the events the log interleaves, reused every update
	graph graphView
}

// layout inspects the selected enemy at the tick shown and lays out its
// graph, when the panel is open: what the pointer hits and what is drawn.
func (v *panelView) layout(s *stage) {
	if !s.panel.open {
		return
	}
	w := s.ctl.Shown().World
	v.ins = s.ctl.Inspected()
	v.marks = s.ctl.Shown().Events(s.ctl.Run.Start(), w.Tick, v.marks) // a what-if's past is the recorded one
	v.ins.AddEvents(v.marks, control.LogLines)
	s.ctl.ShowRows(s.panel.scrollRows(len(v.ins.Rows)))
	if s.ctl.Graph {
		v.graph.lay(s, v.ins.Rows)
	}
}

// over says what of the panel is at screen point (x, y): the tuner, the
// graph (with the node and knob there) or a tree row; ok is false off the
// panel.
func (v *panelView) over(x, y int, s *stage) (area control.Area, row, knob int, ok bool) {
	if !s.panel.open || !s.side.contains(x, y) {
		return control.OverNothing, -1, -1, false
	}
	switch top := s.tunerTop(); {
	case y >= top && y < top+s.panel.tuner.height:
		return control.OverTuner, -1, -1, true
	case s.ctl.Graph && v.graph.box(s).contains(x, y):
		row, knob = v.graph.at(x, y, s)
		return control.OverGraph, row, knob, true
	}
	return control.OverPanel, v.rowAt(x, y, s), -1, true
}

// rowAt returns the ID of the tree node whose row is at screen point (x, y)
// in the open panel's text tree, or -1.
func (v *panelView) rowAt(x, y int, s *stage) int {
	top := s.panel.treeTop
	if y < top || s.ctl.Graph {
		return -1
	}
	from, to := s.panel.treeRowsShown(len(v.ins.Rows), s.ctl.PanelScroll)
	if from > 0 {
		top += lineHeight
	}
	i := (y - top) / lineHeight
	if y < top || i >= to-from {
		return -1
	}
	return from + i
}

// draw draws the open panel: the selected enemy's tree, state and decision
// log.
func (v *panelView) draw(dst *ebiten.Image, s *stage) {
	if !s.panel.open {
		return
	}
	ins := v.ins
	s.drawSide(dst, "panel", colourPanel)
	x, y := s.side.x+panelPad, s.side.y+panelPad
	bottom := s.panel.lastLine
	s.print(dst, fit(panelTitle(ins), panelChars/2), x, y, 2, colourSelect)
	y = s.drawTuning(dst, x, float64(s.tunerTop()))

	y += 8
	if s.ctl.Graph {
		s.print(dst, fit(v.graph.heading(s), panelChars), x, y, 1, colourHeading)
		v.graph.draw(dst, s)
		y += lineHeight + 2 + s.panel.graph.h
	} else {
		y = s.drawTextTree(dst, ins, x, y, bottom)
	}

	y += 8
	s.printAbove(dst, fit("Log, newest first  "+s.breakpointSummary(), panelChars), x, y, bottom, colourHeading)
	y += lineHeight + 2
	for _, l := range ins.Log {
		clr := ai.StatusColour(l.To, true)
		if l.Event != "" {
			clr = colourText
		}
		s.printAbove(dst, fit(l.String(), panelChars), x, y, bottom, clr)
		y += lineHeight
	}
}

// panelTitle is the panel's title: what the enemy decides, or, before its
// first tick (a game just begun), that it has not decided yet.
func panelTitle(ins ai.Inspection) string {
	switch d := ins.Decision; {
	case !d.Decided():
		return ins.ID + " has not decided yet"
	case d.Branch == "": // a tree that is one leaf: its tip is all there is
		return ins.ID + " decides " + d.Leaf
	default:
		return ins.ID + " decides " + d.Branch
	}
}

// printAbove prints a line of the panel's text at (x, y), unless y is below
// bottom, its last line's: in a short panel (upright, over a what-if box)
// the last lines give way.
func (s *stage) printAbove(dst *ebiten.Image, text string, x, y, bottom float64, clr color.Color) {
	if y <= bottom {
		s.print(dst, text, x, y, 1, clr)
	}
}

// replacedHeading is the heading of the tree panel's view (Tree or Graph)
// on the tick after which the enemy's tree was replaced: the rows are the
// old tree's, as it ran on the tick shown.
func replacedHeading(view string) string {
	return view + "  (the tree it ran this tick; a new one runs from the next)"
}

// drawTextTree draws the selected enemy's tree as text rows (see drawRow),
// and its state under it, from y down to the last line's y, bottom (the
// state's last lines give way in a short panel); it returns the next y.
func (s *stage) drawTextTree(dst *ebiten.Image, ins ai.Inspection, x, y, bottom float64) float64 {
	heading := "Tree  (faded: as last ticked, @tick; " + s.clickWord() + " a row: breakpoint)"
	switch {
	case s.ctl.RanShown():
		heading = replacedHeading("Tree")
	case s.ctl.Trees.Open:
		heading = "Tree  (faded: as last ticked, @tick; editing: " + s.clickWord() + " a row: select)"
	}
	s.print(dst, heading, x, y, 1, colourHeading)
	y += lineHeight + 2
	rows := ins.Rows
	from, to := s.panel.treeRowsShown(len(rows), s.ctl.PanelScroll)
	if from > 0 {
		s.print(dst, fmt.Sprintf("  ... %s above (%s)", config.Counted(from, "row"), s.scrollWords()), x, y, 1, colourDim)
		y += lineHeight
	}
	for _, r := range rows[from:to] {
		s.drawRow(dst, r, x, y)
		if s.ctl.BreakShown(r.ID) {
			vector.FillCircle(dst, float32(x)-5, float32(y)+7, 4, colourDeath, true)
		}
		y += lineHeight
	}
	if below := len(rows) - to; below > 0 {
		s.printAbove(dst, fmt.Sprintf("  ... %s below (%s)", config.Counted(below, "row"), s.scrollWords()), x, y, bottom, colourDim)
		y += lineHeight
	}

	y += 8
	s.printAbove(dst, "State", x, y, bottom, colourHeading)
	y += lineHeight + 2
	for _, f := range ins.State {
		s.printAbove(dst, fit(fmt.Sprintf("%-10s %s", f.Label, f.Value), panelChars), x, y, bottom, colourText)
		y += lineHeight
	}
	return y
}

// drawSide fills the side with a box of colour clr, named for the layout
// test, and strokes its edge.
func (s *stage) drawSide(dst *ebiten.Image, name string, clr color.Color) {
	b := s.side
	s.fillBox(dst, name, b, clr)
	vector.StrokeRect(dst, float32(b.x)+0.5, float32(b.y)+0.5, float32(b.w)-1, float32(b.h)-1, 1, colourDim, false) // inside the edge
}

// breakpointSummary lists the breakpoints set, for the panel.
func (s *stage) breakpointSummary() string {
	b := &s.ctl.Breaks
	if !b.Any() {
		if on := s.inWords(control.BreakOnHit); on != "" {
			return "(" + on + ": pause on hit)"
		}
		return ""
	}
	var set []string
	if n := b.Nodes(); n > 0 {
		set = append(set, config.Counted(n, "node breakpoint"))
	}
	if n := len(b.Conditions()); n > 0 {
		set = append(set, config.Counted(n, "condition"))
	}
	if b.OnHit {
		set = append(set, "on hit")
	}
	if clears := s.inWords(control.ClearBreaks); clears != "" {
		return "[" + strings.Join(set, ", ") + "; " + clears + " clears]"
	}
	return "[" + strings.Join(set, ", ") + "]"
}

// drawRow draws one tree row: a status square, the connectors and name in the
// status colour, the rest of its words (see rowWords) dim; the path to the
// tip is highlighted.
func (s *stage) drawRow(dst *ebiten.Image, r ai.Row, x, y float64) {
	if r.OnPath {
		vector.FillRect(dst, float32(x)-4, float32(y)-1, panelWidth-2*panelPad+8, lineHeight, colourPath, false)
	}
	vector.FillRect(dst, float32(x), float32(y)+3, 9, 9, r.Colour, false)
	indent := drawConnectors(dst, r.Prefix, float32(x)+14, float32(y))
	line, rest := rowWords(r.Row, indent)
	s.print(dst, fit(line, panelChars), x+14, y, 1, r.Colour)
	used := utf8.RuneCountInString(line)
	s.print(dst, fit(rest, panelChars-used), x+14+float64(used*charWidth), y, 1, colourDim)
}

// rowWords returns what a tree row writes: its name, after indent spaces
// for the connectors and with "<" at the tip, and the rest: its kind, its
// counter, when a row not ticked on the tick shown is from, and its reason.
func rowWords(r bt.Row, indent int) (name, rest string) {
	name = strings.Repeat(" ", indent) + r.Name
	if r.Tip {
		name += " <"
	}
	rest = "  " + r.Label
	if r.Detail != "" {
		rest += " (" + r.Detail + ")"
	}
	if since := r.Since(); since != "" {
		rest += " " + since
	}
	if r.Reason != "" {
		rest += ": " + r.Reason
	}
	return name, rest
}

// drawConnectors draws a text prefix of tree connectors ("│  ", "├─ ", "└─ ",
// "   " per level) as lines, since the bitmap font has no box-drawing glyphs,
// and returns how many characters of space it took.
func drawConnectors(dst *ebiten.Image, prefix string, x, y float32) int {
	levels := []rune(prefix)
	const step = 3 * charWidth
	clr := color.NRGBA{110, 120, 135, 255}
	for i := 0; i+3 <= len(levels); i += 3 {
		cx := x + float32(i/3)*step + charWidth/2
		top, mid, bottom := y-2, y+lineHeight/2, y+lineHeight-2
		switch levels[i] {
		case '│':
			vector.StrokeLine(dst, cx, top, cx, bottom+2, 1, clr, false)
		case '├':
			vector.StrokeLine(dst, cx, top, cx, bottom+2, 1, clr, false)
			vector.StrokeLine(dst, cx, mid, cx+step-charWidth, mid, 1, clr, false)
		case '└':
			vector.StrokeLine(dst, cx, top, cx, mid, 1, clr, false)
			vector.StrokeLine(dst, cx, mid, cx+step-charWidth, mid, 1, clr, false)
		}
	}
	return len(levels)
}

// drawTuning shows the selected enemy's kind's control.Tunable values, the
// one being edited highlighted, and how to change and save them, from y
// down. It returns the next y.
func (s *stage) drawTuning(dst *ebiten.Image, x, y float64) float64 {
	k := s.ctl.Shown().World.Enemies[s.ctl.Selected].Kind
	where := ""
	if s.ctl.ChangesJoinWhatIf() {
		where = " in the what-if"
	}
	s.print(dst, fmt.Sprintf("Tune %s%s (every %s follows)", k.Name, where, k.Name), x, y, 1, colourHeading)
	layout := s.panel.tuner
	for _, l := range layout.labels {
		clr := colourText
		if l.chosen {
			clr = colourSelect
		}
		s.print(dst, l.text, x+float64(l.column*charWidth), y+float64(tunerHeadingHeight+l.line*lineHeight), 1, clr)
	}
	keys := y + float64(layout.height-lineHeight)
	s.print(dst, fit(s.tunerLine(), panelChars), x, keys, 1, colourDim)
	return y + float64(layout.height)
}

// tunerLine is the line under the tuner's fields: its keys (tunerKeys) or,
// while the tree editor is open, whose keys and buttons those are (Ctrl+S
// saves the tree, as its window says), how to tune again.
func (s *stage) tunerLine() string {
	if s.ctl.Trees.Open {
		return "tuning waits for the tree editor to close (" + s.inWords(control.EditTree) + ")"
	}
	return tunerKeys(s.shownDevice(), control.InBrowser, s.ctl.Tuner.Path)
}

// tunerKeys is the tuner's line of keys, saying what Ctrl+S does: in a
// browser, keep the tuning there and download it; else save it to the
// configuration file, or to a new file beside the embedded default.
func tunerKeys(device control.InputDevice, inBrowser bool, path string) string {
	change, undo, saves := "[ ] or wheel here: change", "Ctrl+Z: undo", "Ctrl+S: "
	if device == control.TouchScreen { // the toolbar's buttons
		change, undo, saves = "- +: change", "undo", "save: "
	}
	save := "save " + filepath.Base(path)
	switch {
	case inBrowser:
		save = "keep here, download"
	case path == "":
		save = "save new " + control.DefaultSaveName
	}
	return change + "  " + undo + "  " + saves + save
}

// tunerHeadingHeight is the height of the tuner's heading line.
const tunerHeadingHeight = lineHeight + 2

// tunerLayout is where the tuner's labels go: each field of the kind that
// applies to it as "1 detect 4.00" (on a touch screen, whose toolbar steps
// through the fields, without the digit that picks it), wrapped to the
// panel's width, the chosen one marked; and the tuner's height, with its
// heading and keys.
type tunerLayout struct {
	labels []tunerLabel
	height int
}

// tunerLabel is one tunable field's label and its place in the tuner, in
// characters and lines under the heading.
type tunerLabel struct {
	text         string
	column, line int
	chosen       bool
}

// tuning lays out the tuner for the selected enemy's kind.
func (s *stage) tuning() tunerLayout {
	shown := s.ctl.KindShown(s.ctl.Shown().World.Enemies[s.ctl.Selected].Kind.Name) // a what-if's values where it is made
	k := &shown
	keys := s.shownDevice() != control.TouchScreen // a field's digit picks it; the toolbar's field button steps through them
	var t tunerLayout
	column, line := 0, 0
	for i, f := range control.Tunable {
		if !f.AppliesTo(k) {
			continue
		}
		l := tunerLabel{text: fmt.Sprintf("%s %s", f, f.Format(f.Get(k))), chosen: s.ctl.Tuner.Field == i+1}
		if keys {
			l.text = fmt.Sprintf("%d %s", i+1, l.text)
		}
		if l.chosen {
			l.text = ">" + l.text + "<"
		}
		width := len(l.text) + 2
		if column > 0 && (column+width)*charWidth > panelWidth-2*panelPad {
			column, line = 0, line+1
		}
		l.column, l.line = column, line
		t.labels = append(t.labels, l)
		column += width
	}
	t.height = tunerHeadingHeight + (line+2)*lineHeight
	return t
}
