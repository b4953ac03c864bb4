package treegraph

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/internal/linebreak"
)

// The text metrics pictures are laid out with, in pixels at zoom 1: those of
// the game's bitmap font, whose narrow characters are 6 pixels wide. SVG and
// PNG pictures use a monospace font of the same advance.
const (
	CharWidth  = 6
	LineHeight = 15
	pad        = 5  // between a box's edge and its text
	minChars   = 12 // the narrowest box, in characters
	noteChars  = 18 // how wide the notes under a node may run, in characters
	noteLines  = 2  // how many lines of notes a node has room for
)

// Gap is the room between boxes that pictures of trees leave: enough between
// levels for the links to read as a tree.
var Gap = Spacing{Across: 2 * CharWidth, Down: 2 * LineHeight}

// Graph is a tree as a picture shows it: for every node what it is, what it
// did on the tick shown, how a crowd used it, what a diff did to it, and where
// it is drawn. Build one with New, show an instance's tick with Show, and
// place it with a Layouter.
type Graph struct {
	Nodes []Node
	// Notes makes room under every node for its reason, counter or diff
	// note, so that the layout stays put as reasons come and go.
	Notes bool
	// Knobs draws a knob under every node with children, for a pointer to
	// fold its subtree with (see KnobAt and Toggle).
	Knobs bool
	// Outline shows the tree as an indented outline (see Layouter.Outline):
	// each box one line, name and kind, with its notes on one line beside
	// it, cut to NoteChars characters.
	Outline   bool
	NoteChars int
	// HeatBeside writes an outline's heat line on its boxes' one line,
	// after the kind, instead of on a second line: for a crowd's tree as
	// tall as one enemy's.
	HeatBeside bool
	// statuses is whether the nodes show an instance's tick (see Show).
	statuses bool
}

// Node is one node of a Graph. Its ID is its index: pre-order, the root
// first.
type Node struct {
	// Row is the node as the text view shows it: name, kind, status,
	// freshness, tip, reason, counter.
	bt.Row
	Parent   int // -1 for the root
	Children []int
	Depth    int
	// Heat is how a crowd used the node, when a picture shows one.
	Heat *Heat
	// Mark is what a diff did to the node; Was says what it was before a
	// change.
	Mark Mark
	Was  string
	// Collapsed hides the node's subtree; Hidden is set by the layout for
	// the nodes under a collapsed one.
	Collapsed, Hidden bool
	folded            int // nodes under a collapsed node
	// Off is set for a node its file switched off, or one under it: not in
	// the tree as built, drawn dashed (see AddOff).
	Off bool
	// Box is where the node's outline is drawn: sized by Size, placed by
	// a Layouter.
	Box Box
	// lower is set by the layout for a node in a wrapped family's row
	// below the first, whose link runs down the lane at x lane, left of
	// the rows, instead of across the rows above.
	lower bool
	lane  float64
}

// Heat is the share of a crowd's enemy-ticks in which a node was ticked, and
// in which it was running, each from 0 to 1.
type Heat struct{ Visited, Running float64 }

// Mark is what a diff between two versions of a tree did to a node.
type Mark uint8

// The marks of a diff.
const (
	Same Mark = iota
	Added
	Removed
	Changed
)

// New returns the graph of a tree's shape, with no instance's statuses.
func New(s *bt.Shape) *Graph {
	g := &Graph{Nodes: make([]Node, s.Len())}
	for i, r := range s.Rows(nil, nil) {
		info := s.Node(i)
		g.Nodes[i] = Node{Row: r, Parent: info.Parent, Children: info.Children, Depth: info.Depth}
	}
	return g
}

// Show takes the statuses, reasons and counters of an instance's last tick
// from rows, as Shape.Rows returns them for the graph's tree.
func (g *Graph) Show(rows []bt.Row) {
	g.statuses = true
	for i := range g.Nodes {
		if i < len(rows) {
			g.Nodes[i].Row = rows[i]
		}
	}
}

// Size sets every node's box size from its text: its name with its status
// mark, its kind, and its heat line (see HeatBeside).
func (g *Graph) Size() {
	for i := range g.Nodes {
		n := &g.Nodes[i]
		chars := max(minChars, utf8.RuneCountInString(g.title(n)), utf8.RuneCountInString(n.Label))
		lines := 2
		if g.Outline {
			chars, lines = g.heatBesideAt(n), 1
		}
		switch {
		case n.Heat != nil && g.heatBeside():
			chars += len(heatLine(*n.Heat))
		case n.Heat != nil:
			lines++
			chars = max(chars, len(heatLine(*n.Heat)))
		}
		n.Box.W, n.Box.H = float64(chars*CharWidth)+2*n.inset(), float64(lines*LineHeight+2*g.pad()+1)
	}
}

// heatBeside reports whether the boxes write their heat lines beside their
// kinds (see HeatBeside).
func (g *Graph) heatBeside() bool { return g.Outline && g.HeatBeside }

// heatBesideAt is where, in characters from the start of its text, an
// outline's box writes the node's heat line when it is beside the kind:
// after its title, its kind and two spaces (or where the box ends without
// one).
func (g *Graph) heatBesideAt(n *Node) int {
	at := utf8.RuneCountInString(g.title(n)) + 1 + utf8.RuneCountInString(n.Label)
	if n.Heat != nil && g.heatBeside() {
		at += 2
	}
	return at
}

// pad is how far a box's text stands from its top and bottom: less in an
// outline, whose rows are packed to show a whole tree in a panel.
func (g *Graph) pad() int {
	if g.Outline {
		return outlinePad
	}
	return pad
}

// outlinePad is an outline's pad.
const outlinePad = 1

// lines is how many lines of text the node's box holds, as Size made it.
func (n *Node) lines() int { return int(n.Box.H-1) / LineHeight }

// inset is how far a node's text stands from the sides of its box: further
// in a condition's pill, whose ends are round.
func (n *Node) inset() float64 {
	if n.Kind == bt.KindCondition {
		return pad + CharWidth
	}
	return pad
}

// room returns the width and height a node takes in the layout: its box,
// and the notes under it when the graph has room for them.
func (g *Graph) room(n *Node) (w, h float64) {
	switch {
	case !g.Notes:
		return n.Box.W, n.Box.H
	case g.Outline:
		return n.Box.W + outlineNoteGap + float64(g.NoteChars*CharWidth), n.Box.H
	}
	return max(n.Box.W, noteChars*CharWidth), n.Box.H + noteLines*LineHeight
}

// outlineNoteGap is the room between a box and its notes in an outline: a
// character's width beyond the tip's outline, which lies tipOutline
// outside the box.
const outlineNoteGap = tipOutline + CharWidth

// title is the first line of a node's box: its name, after its status mark
// or its diff's.
func (g *Graph) title(n *Node) string {
	switch {
	case n.Mark != Same:
		return markGlyphs[n.Mark] + " " + n.Name
	case g.statuses && !n.Off:
		return bt.Mark(n.Shown()) + " " + n.Name
	}
	return n.Name
}

// markGlyphs are how a diff's marks show in titles and in its text.
var markGlyphs = [...]string{Same: " ", Added: "+", Removed: "-", Changed: "~"}

// Notes returns the lines under a node: its reason, its counter, or what it
// was before a diff changed it, wrapped to the room there is, the last line
// cut with "…" if it runs over.
func (n *Node) Notes() []string { return wrap(n.noteText(), noteChars, noteLines) }

// noteText is what the notes under or beside a node say: its counter and
// its reason, after when they are from for a node not ticked on the tick
// shown (see bt.Row.Since).
func (n *Node) noteText() string {
	switch {
	case n.Collapsed:
		return "folded: " + strconv.Itoa(n.folded) + " below"
	case n.Mark == Changed:
		return "was " + n.Was
	}
	text := joinNonEmpty("; ", n.Detail, n.Reason)
	return joinNonEmpty(": ", n.Since(), text)
}

// joinNonEmpty joins the parts that are not empty with sep between them.
func joinNonEmpty(sep string, parts ...string) string {
	return strings.Join(slices.DeleteFunc(parts, func(p string) bool { return p == "" }), sep)
}

// wrap breaks text into at most lines lines of at most width characters at
// spaces, cutting the last one with "…" when the text does not fit.
func wrap(text string, width, lines int) []string {
	var out []string
	for text != "" && len(out) < lines {
		if utf8.RuneCountInString(text) <= width {
			out, text = append(out, text), ""
			break
		}
		var line string
		line, text = linebreak.Next(text, width)
		out = append(out, line)
	}
	if text != "" {
		last := []rune(out[len(out)-1])
		out[len(out)-1] = string(last[:min(len(last), width-1)]) + "…"
	}
	return out
}

// heatLine is the last line of a box in a crowd's picture, or the end of
// its one line (see HeatBeside).
func heatLine(h Heat) string {
	return "seen " + percent(h.Visited) + " run " + percent(h.Running)
}

// percent formats a share as a whole percentage, showing a share above 0
// that rounds to 0 as "<1%".
func percent(share float64) string {
	p := int(share*100 + 0.5)
	if p == 0 && share > 0 {
		return "<1%"
	}
	return strconv.Itoa(p) + "%"
}

// At returns the ID of the visible node whose box holds point (x, y), or -1.
func (g *Graph) At(x, y float64) int {
	for i := range g.Nodes {
		if n := &g.Nodes[i]; !n.Hidden && n.Box.Contains(x, y) {
			return i
		}
	}
	return -1
}

// KnobAt returns the ID of the node whose collapse knob holds point (x, y),
// or -1.
func (g *Graph) KnobAt(x, y float64) int {
	for i := range g.Nodes {
		if n := &g.Nodes[i]; g.Knobs && !n.Hidden && len(n.Children) > 0 && g.knob(n).Contains(x, y) {
			return i
		}
	}
	return -1
}

// Knob returns the box of node id's fold knob (see Knobs), where a pointer
// folds its subtree.
func (g *Graph) Knob(id int) Box { return g.knob(&g.Nodes[id]) }

// knob is the box of the node's collapse knob, on the middle of its bottom
// edge, or in an outline left of the box, on the line that leads to it.
func (g *Graph) knob(n *Node) Box {
	const side = knobSide
	if g.Outline {
		return Box{n.Box.X - side - 1, n.Box.Y + n.Box.H/2 - side/2, side, side}
	}
	return Box{n.Box.CentreX() - side/2, n.Box.Y + n.Box.H - side/2, side, side}
}

// knobSide is the size of a fold knob.
const knobSide = 11

// Toggle collapses node id's subtree, or shows it again.
func (g *Graph) Toggle(id int) {
	if id >= 0 && id < len(g.Nodes) && len(g.Nodes[id].Children) > 0 {
		g.Nodes[id].Collapsed = !g.Nodes[id].Collapsed
		g.Nodes[id].folded = g.below(id)
	}
}

// below counts the nodes under node id.
func (g *Graph) below(id int) int {
	n := 0
	for _, c := range g.Nodes[id].Children {
		n += 1 + g.below(c)
	}
	return n
}
