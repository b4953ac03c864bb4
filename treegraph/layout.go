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
// hidden and take no room. It returns the size of the whole picture; the
// root's row is at y 0 and the leftmost box at x 0.
func (l *Layouter) Layout(g *Graph, gap Spacing) (width, height float64) {
	n := len(g.Nodes)
	if n == 0 {
		return 0, 0
	}
	l.offset = resize(l.offset, n)
	l.contour = resize(l.contour, n)
	l.merged = resize(l.merged, n)
	l.rowSize = l.rowSize[:0]
	for i := range g.Nodes {
		g.Nodes[i].Hidden = true
	}
	l.place(g, 0, 0, gap.Across)
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
func (l *Layouter) place(g *Graph, id, d int, across float64) {
	node := &g.Nodes[id]
	node.Hidden = false
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
	// The children side by side from 0, each as far left as the ones
	// before it allow; merged is their combined contour so far.
	merged := l.merged[id][:0]
	for i, c := range node.Children {
		l.place(g, c, d+1, across)
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

// position sets the boxes of the subtree of node id, whose centre is at x.
func (l *Layouter) position(g *Graph, id int, x float64) {
	node := &g.Nodes[id]
	node.Box.X, node.Box.Y = x-node.Box.W/2, l.rowY[node.Depth]
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
