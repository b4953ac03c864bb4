package treegraph

// Outline lays the nodes of g out as an indented outline, for a picture
// narrower than the tidy tree: every visible node on a row of its own, in
// pre-order, indented OutlineIndent per level under its parent, rows
// OutlineGap apart, and its notes beside its box (see Graph.Outline). The
// children of a collapsed node are hidden and take no room. It returns the
// size of the whole picture.
func (l *Layouter) Outline(g *Graph) (width, height float64) {
	if len(g.Nodes) == 0 {
		return 0, 0
	}
	for i := range g.Nodes {
		g.Nodes[i].Hidden = true
	}
	y := 0.0
	var walk func(id int)
	walk = func(id int) {
		n := &g.Nodes[id]
		n.Hidden = false
		n.Box.X, n.Box.Y = knobRoom+float64(n.Depth)*OutlineIndent, y
		w, h := g.room(n)
		width = max(width, n.Box.X+w)
		y += h + OutlineGap
		if n.Collapsed {
			return
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(0)
	return width, y - OutlineGap
}

// How far an outline indents a child under its parent, the room between its
// rows, and the room left of every box for its fold knob.
const (
	OutlineIndent = 3 * CharWidth
	OutlineGap    = 1
	knobRoom      = knobSide + 2
)

// FitNotes sets NoteChars, after Size, so that the outline with its notes
// beside its boxes is at most room wide: notes longer than that are cut
// with "…".
func (g *Graph) FitNotes(room float64) {
	widest := 0.0
	for i := range g.Nodes {
		n := &g.Nodes[i]
		widest = max(widest, knobRoom+float64(n.Depth)*OutlineIndent+n.Box.W+outlineNoteGap)
	}
	g.NoteChars = max(0, int((room-widest)/CharWidth))
}
