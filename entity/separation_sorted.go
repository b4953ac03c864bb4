package entity

import "math"

// separateSorted separates the bodies by the rule (separation.go) on every
// core: it sorts them by cell (cellsort.go), gathers where each stands and
// its radius into arrays in that order, so that the bodies of neighbouring
// cells lie side by side in memory, and has each body sum the pushes of the
// bodies in the three cells above, beside and below its own, which in cell
// order are three runs of the arrays found by cursors that only move
// forward. The bodies are cut into parts of consecutive places, gathered and
// pushed part by part, on as many goroutines as there are; a body's pushes
// read only the gathered arrays and it writes only its own enemy.
func (w *World) separateSorted() {
	c := &w.crowd
	n := len(c.bodies)
	c.order, c.spare = c.sortByCell(append(c.order[:0], c.bodies...), c.spare, c.cells.cols*c.cells.rows, !w.serial)
	c.x, c.y, c.r, c.pushed = resize(c.x, n), resize(c.y, n), resize(c.r, n), resize(c.pushed, n)
	s := &c.separating
	s.w, s.parts = w, min(max(n/separatePartMin, 1), maxParts)
	s.gathering = true
	c.run.run(s, s.parts, !w.serial)
	s.gathering = false
	c.run.run(s, s.parts, !w.serial)
	c.shift = 0
	for _, shift := range s.shifts[:s.parts] {
		c.shift = max(c.shift, shift)
	}
	c.sorted, c.indexed = true, len(w.Enemies)
}

// separatePartMin is the fewest bodies a part of the sorted separation
// has: fewer cost more to hand out than to do.
const separatePartMin = 2048

// sortedSeparation is the job of separateSorted: gathering the bodies'
// places into the crowd's arrays, then pushing them, part by part.
type sortedSeparation struct {
	w         *World
	parts     int
	gathering bool
	shifts    [maxParts]float64 // per part: the farthest a body moved
}

// do gathers or pushes part k.
func (s *sortedSeparation) do(k int) {
	c := &s.w.crowd
	lo, hi := partBounds(len(c.order), s.parts, k)
	if !s.gathering {
		s.shifts[k] = s.w.pushPart(lo, hi)
		return
	}
	enemies := s.w.Enemies
	for m := lo; m < hi; m++ {
		e := &enemies[bodyIndex(c.order[m])]
		c.x[m], c.y[m], c.r[m] = e.Pos.X, e.Pos.Y, e.Kind.Radius
	}
}

// pushPart pushes the bodies in sorted places lo to hi apart from every
// body they overlap, moves each enemy to where it comes to rest, and
// returns the farthest one moved.
func (w *World) pushPart(lo, hi int) (shift float64) {
	c := &w.crowd
	order, xs, ys, rs := c.order, c.x, c.y, c.r
	cols, rows := c.cells.cols, c.cells.rows
	var from [3]int // per row around a body's: the first place in or after its cells
	var found [3]bool
	for k := lo; k < hi; k++ {
		cell := int(bodyCell(order[k]))
		cx, cy := cell%cols, cell/cols
		x, y, r, i := xs[k], ys[k], rs[k], bodyIndex(order[k])
		var px, py int64
		for row := range 3 {
			ry := cy + row - 1
			if ry < 0 || ry >= rows {
				continue
			}
			first, last := uint32(ry*cols+max(cx-1, 0)), uint32(ry*cols+min(cx+1, cols-1))
			m := from[row]
			if !found[row] {
				m, found[row] = firstInCell(order, first), true
			}
			for m < len(order) && bodyCell(order[m]) < first {
				m++
			}
			from[row] = m
			for ; m < len(order) && bodyCell(order[m]) <= last; m++ {
				if m != k {
					dx, dy := push(x, y, r, i, xs[m], ys[m], rs[m], bodyIndex(order[m]))
					px, py = px+dx, py+dy
				}
			}
		}
		at := w.settleBody(x, y, r, px, py)
		c.pushed[k] = at.X != x || at.Y != y
		if c.pushed[k] {
			w.Enemies[i].Pos = at
			shift = max(shift, math.Abs(at.X-x), math.Abs(at.Y-y))
		}
	}
	return shift
}

// firstInCell returns the first place in words, sorted by cell, whose cell
// is at least cell.
func firstInCell(words []uint64, cell uint32) int {
	lo, hi := 0, len(words)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if bodyCell(words[mid]) < cell {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
