package entity

import "math"

// plainGrid lists bodies by cell for separatePlain: a list per cell, linked
// through the bodies, and where each body stood when separating began.
type plainGrid struct {
	head []int32 // per cell: its first body, or -1
	next []int32 // per body: the next body in its cell, or -1
	at   []spot  // per body: its place and radius, read from its enemy
}

// separatePlain separates the bodies by the rule (separation.go) as plainly
// as it can be written: bodies in index order, each summing the pushes of
// every body in the cells around its own, found through lists of the bodies
// in each cell, then moving, its neighbours' places read from where the
// step left them. It is the reference the sorted separation is held to (see
// World.Reference), and reads each body's place from its enemy, not from
// crowd.spots as the sorted separation does, so that the twins tests would
// see the two disagree.
func (w *World) separatePlain() {
	c, g := &w.crowd, &w.crowd.plain
	c.joinBodies()
	n := len(c.bodies)
	c.order = append(c.order[:0], c.bodies...)
	c.pushed = resize(c.pushed, n)
	g.head = emptyCells(g.head, c.cells.cols*c.cells.rows)
	g.next, g.at = resize(g.next, n), resize(g.at, n)
	for k, word := range c.order {
		e := &w.Enemies[bodyIndex(word)]
		g.at[k] = spot{e.Pos.X, e.Pos.Y, e.Kind.Radius}
		cell := c.cells.cellOf(e.Pos)
		g.next[k], g.head[cell] = g.head[cell], int32(k)
	}
	c.shift = 0
	for k, word := range c.order {
		i, a := bodyIndex(word), g.at[k]
		var px, py int64
		cx, cy := c.cells.cellXY(Vec{X: a.x, Y: a.y})
		for y := max(cy-1, 0); y <= min(cy+1, c.cells.rows-1); y++ {
			for x := max(cx-1, 0); x <= min(cx+1, c.cells.cols-1); x++ {
				for m := g.head[y*c.cells.cols+x]; m >= 0; m = g.next[m] {
					if int(m) != k {
						b := g.at[m]
						dx, dy := push(a.x, a.y, a.r, i, b.x, b.y, b.r, bodyIndex(c.order[m]))
						px, py = px+dx, py+dy
					}
				}
			}
		}
		at, pushed := w.settleBody(a.x, a.y, a.r, px, py)
		w.Enemies[i].Pos, c.pushed[k] = at, pushed
		c.shift = max(c.shift, math.Abs(at.X-a.x), math.Abs(at.Y-a.y))
	}
}
