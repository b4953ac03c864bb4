package treegraph

// Box is where a node is drawn: its top-left corner and its size, in the
// picture's units (pixels at zoom 1).
type Box struct{ X, Y, W, H float64 }

// CentreX returns the x of the box's centre.
func (b Box) CentreX() float64 { return b.X + b.W/2 }

// Contains reports whether point (x, y) lies in the box.
func (b Box) Contains(x, y float64) bool { return x >= b.X && x < b.X+b.W && y >= b.Y && y < b.Y+b.H }

// Spacing is the room left between the boxes of a tidy tree: between
// neighbours on a level (Across) and between levels (Down).
type Spacing struct{ Across, Down float64 }

// extent is a subtree's width at one level below its root, relative to the
// root's centre.
type extent struct{ left, right float64 }

// Layouter places trees tidily, reusing its memory from one tree to the next,
// so that laying out a tree every frame allocates nothing once it has seen one
// as big.
type Layouter struct {
	offset  []float64  // per node: its centre's x relative to its parent's
	dy      []float64  // per node: how far below its level's top it is, in a wrapped family's row
	lane    []float64  // per node in a wrapped family's lower row: the x of its link's lane, relative to its parent's centre
	contour [][]extent // per node: its subtree's extents, level by level
	merged  [][]extent // per node: its children's combined contour, while it is placed
	rowSize []float64  // per level: the tallest box on it
	rowY    []float64  // per level: its top
}

// Layout places the nodes of g as a tidy tree into their boxes: every level
// on a row of its own, as tall as its tallest box, every parent centred over
// its first and last child, and each subtree pushed right just far enough
// that no box comes closer than gap.Across to another on any level (the
// contours of Reingold and Tilford). The children of a collapsed node are
// hidden and take no room. A family of leaves wider than WrapWidth side by
// side wraps into rows of at most that width, as text does, one below the
// other on its level, centred under the parent: a flat tree of a thousand
// leaves is a block of rows, not a picture 200,000 pixels wide. It returns
// the size of the whole picture; the root's row is at y 0 and the leftmost
// box at x 0.
func (l *Layouter) Layout(g *Graph, gap Spacing) (width, height float64) {
	n := len(g.Nodes)
	if n == 0 {
		return 0, 0
	}
	l.offset = resize(l.offset, n)
	l.dy = resize(l.dy, n)
	l.lane = resize(l.lane, n)
	l.contour = resize(l.contour, n)
	l.merged = resize(l.merged, n)
	l.rowSize = l.rowSize[:0]
	for i := range g.Nodes {
		g.Nodes[i].Hidden = true
	}
	l.place(g, 0, 0, gap)
	left, right := 0.0, 0.0
	for _, e := range l.contour[0] {
		left, right = min(left, e.left), max(right, e.right)
	}
	l.rowY = append(l.rowY[:0], 0)
	for d, h := range l.rowSize {
		l.rowY = append(l.rowY, l.rowY[d]+h+gap.Down)
	}
	l.position(g, 0, -left)
	return right - left, l.rowY[len(l.rowSize)] - gap.Down
}

// place lays out the subtree of node id, at depth d, relative to the node:
// the offsets of its children and its contour.
func (l *Layouter) place(g *Graph, id, d int, gap Spacing) {
	node := &g.Nodes[id]
	node.Hidden = false
	l.dy[id], l.lane[id] = 0, 0
	if d == len(l.rowSize) {
		l.rowSize = append(l.rowSize, 0)
	}
	w, h := g.room(node)
	l.rowSize[d] = max(l.rowSize[d], h)
	own := extent{-w / 2, w / 2}
	contour := append(l.contour[id][:0], own)
	if node.Collapsed || len(node.Children) == 0 {
		l.contour[id] = contour
		return
	}
	if l.wrap(g, id, d, gap) {
		l.contour[id] = append(contour, l.merged[id][0])
		return
	}
	// The children side by side from 0, each as far left as the ones
	// before it allow; merged is their combined contour so far.
	across := gap.Across
	merged := l.merged[id][:0]
	for i, c := range node.Children {
		l.place(g, c, d+1, gap)
		shift := 0.0
		for lvl, e := range l.contour[c] {
			if i > 0 && lvl < len(merged) {
				shift = max(shift, merged[lvl].right+across-e.left)
			}
		}
		l.offset[c] = shift
		for lvl, e := range l.contour[c] {
			if lvl < len(merged) {
				merged[lvl].right = e.right + shift
			} else {
				merged = append(merged, extent{e.left + shift, e.right + shift})
			}
		}
	}
	first, last := node.Children[0], node.Children[len(node.Children)-1]
	centre := (l.offset[first] + l.offset[last]) / 2
	for _, c := range node.Children {
		l.offset[c] -= centre
	}
	for _, e := range merged {
		contour = append(contour, extent{e.left - centre, e.right - centre})
	}
	l.contour[id], l.merged[id] = contour, merged
}

// WrapWidth is the widest a family of leaves is laid out side by side;
// wider, it wraps into rows.
const WrapWidth = 2400

// wrap lays out the children of node id, at depth d, in rows of at most
// WrapWidth, if they are leaves too wide for one: each row left to right,
// the rows one below the other, gap.Down apart, the block centred under
// the node. It leaves the block's extent in the node's merged contour and
// reports whether it wrapped.
func (l *Layouter) wrap(g *Graph, id, d int, gap Spacing) bool {
	node := &g.Nodes[id]
	width, tallest := -gap.Across, 0.0
	for _, c := range node.Children {
		if len(g.Nodes[c].Children) > 0 {
			return false
		}
		w, h := g.room(&g.Nodes[c])
		width, tallest = width+w+gap.Across, max(tallest, h)
	}
	if width <= WrapWidth {
		return false
	}
	x, y, right := 0.0, 0.0, 0.0
	for i, c := range node.Children {
		l.place(g, c, d+1, gap)
		w, _ := g.room(&g.Nodes[c])
		if i > 0 && x+w > WrapWidth {
			x, y = 0, y+tallest+gap.Down
		}
		l.offset[c], l.dy[c] = x+w/2, y
		x += w + gap.Across
		right = max(right, x-gap.Across)
	}
	l.rowSize[d+1] = max(l.rowSize[d+1], y+tallest)
	for _, c := range node.Children {
		l.offset[c] -= right / 2
		if l.dy[c] > 0 {
			l.lane[c] = -right/2 - gap.Across/2
		}
	}
	l.merged[id] = append(l.merged[id][:0], extent{-right / 2, right / 2})
	return true
}

// position sets the boxes of the subtree of node id, whose centre is at x.
func (l *Layouter) position(g *Graph, id int, x float64) {
	node := &g.Nodes[id]
	node.Box.X, node.Box.Y = x-node.Box.W/2, l.rowY[node.Depth]+l.dy[id]
	node.lower, node.lane = l.dy[id] > 0, x-l.offset[id]+l.lane[id]
	if node.Collapsed {
		return
	}
	for _, c := range node.Children {
		l.position(g, c, x+l.offset[c])
	}
}

// resize returns s with length n, reusing its memory when it is big enough.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
