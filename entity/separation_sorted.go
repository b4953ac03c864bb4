package entity

import "math"

// separateSorted separates the bodies by the rule (separation.go) on every
// core, in four passes over arrays in cell order:
//
//  1. sort the bodies by cell (cellsort.go), rows of cells one after
//     another, so that the bodies of neighbouring cells lie side by side;
//  2. gather, part by part, where each stands and its radius into arrays in
//     that order, and find the rows of cells that hold bodies and where
//     each starts;
//  3. pair: each body meets the bodies after it in its own row that are in
//     its cell or the next one, and those in the three cells below its own,
//     a window of the next row that a cursor slides along: every pair of
//     neighbours meets once, and adds its pushes to both bodies' sums. Rows
//     are cut into stripes; a stripe's pairs write to its own rows and the
//     row below it, so the even stripes pair at once, then the odd ones;
//  4. settle, part by part: each body moves by its sum (see settleBody) and
//     its enemy is written.
//
// The sums are of integers, so the order pairs meet in does not matter: the
// world comes out the same on any number of goroutines.
func (w *World) separateSorted() {
	c := &w.crowd
	shared := !w.serial
	c.order, c.spare = c.sortByCell(c.bodyLists(), c.order, c.spare, c.cells.cols*c.cells.rows, shared)
	n := len(c.order)
	c.x, c.y, c.r, c.pushed = resize(c.x, n), resize(c.y, n), resize(c.r, n), resize(c.pushed, n)
	s := &c.separating
	s.w, s.parts = w, min(max(n/separatePartMin, 1), maxParts)
	s.sumX, s.sumY = resize(s.sumX, n), resize(s.sumY, n)
	s.stage = gathering
	c.run.run(s, s.parts, shared)
	s.rows(c)
	stripes := len(s.stripes) - 1
	s.stage = pairingEven
	c.run.run(s, (stripes+1)/2, shared)
	s.stage = pairingOdd
	c.run.run(s, stripes/2, shared)
	s.stage = settling
	c.run.run(s, s.parts, shared)
	c.shift = 0
	for _, shift := range s.shifts[:s.parts] {
		c.shift = max(c.shift, shift)
	}
	c.sorted, c.indexed = true, len(w.Enemies)
}

// separatePartMin is the fewest bodies a part of the sorted separation
// has: fewer cost more to hand out than to do.
const separatePartMin = 2048

// sortedSeparation is the job of separateSorted, one stage at a time.
type sortedSeparation struct {
	w     *World
	stage separationStage
	parts int
	// rowY lists the rows of cells that hold bodies, in order, and rowAt
	// where each starts in the sorted order, and one more; stripes gives
	// the first of them (an index into rowY) of each stripe, and one more.
	rowY, rowAt, stripes []int
	sumX, sumY           []int64           // per sorted place: the sum of its pushes, in fixedUnit
	shifts               [maxParts]float64 // per part: the farthest a body moved
}

// separationStage is what a run of sortedSeparation does.
type separationStage uint8

const (
	gathering separationStage = iota
	pairingEven
	pairingOdd
	settling
)

// do does part k of the stage.
func (s *sortedSeparation) do(k int) {
	c := &s.w.crowd
	switch s.stage {
	case gathering:
		lo, hi := partBounds(len(c.order), s.parts, k)
		spots := c.spots
		for m := lo; m < hi; m++ {
			at := &spots[bodyIndex(c.order[m])]
			c.x[m], c.y[m], c.r[m] = at.x, at.y, at.r
		}
		clear(s.sumX[lo:hi])
		clear(s.sumY[lo:hi])
	case pairingEven, pairingOdd:
		stripe := 2*k + int(s.stage-pairingEven)
		s.pair(s.stripes[stripe], s.stripes[stripe+1])
	case settling:
		lo, hi := partBounds(len(c.order), s.parts, k)
		s.shifts[k] = s.settle(lo, hi)
	}
}

// rows finds the rows of cells that hold bodies and where each starts in
// the sorted order, and cuts them into stripes of about the same number of
// bodies, twice as many as parts: work that follows the bodies, not the
// arena.
func (s *sortedSeparation) rows(c *crowd) {
	cols, order := c.cells.cols, c.order
	s.rowY, s.rowAt = s.rowY[:0], s.rowAt[:0]
	for k := 0; k < len(order); {
		y := int(bodyCell(order[k])) / cols
		s.rowY, s.rowAt = append(s.rowY, y), append(s.rowAt, k)
		for end := uint32((y + 1) * cols); k < len(order) && bodyCell(order[k]) < end; k++ {
		}
	}
	s.rowAt = append(s.rowAt, len(order))
	stripes := 2 * s.parts
	s.stripes = append(s.stripes[:0], 0)
	for j := range s.rowY {
		if s.rowAt[j+1] >= len(s.stripes)*len(order)/stripes && len(s.stripes) < stripes {
			s.stripes = append(s.stripes, j+1)
		}
	}
	if last := s.stripes[len(s.stripes)-1]; last < len(s.rowY) || len(s.stripes) == 1 {
		s.stripes = append(s.stripes, len(s.rowY))
	}
}

// pair meets every pair of neighbouring bodies whose first lies in the
// rows j0 to j1 (excluded) of rowY, adding each one's push to both sums.
func (s *sortedSeparation) pair(j0, j1 int) {
	c := &s.w.crowd
	order, xs, ys, rs := c.order, c.x, c.y, c.r
	cols := uint32(c.cells.cols)
	sumX, sumY := s.sumX, s.sumY
	for j := j0; j < j1; j++ {
		y := s.rowY[j]
		base, end := uint32(y)*cols, s.rowAt[j+1]
		below, belowEnd := end, end // the window in the row below, and that row's end
		if j+1 < len(s.rowY) && s.rowY[j+1] == y+1 {
			belowEnd = s.rowAt[j+2]
		}
		for k := s.rowAt[j]; k < end; k++ {
			cx := bodyCell(order[k]) - base
			from := base + cols + max(cx, 1) - 1 // the cell below-left, or below at the left wall
			if belowEnd < len(order) {
				// The body after the row below is in a later row: the
				// cursor stops there by itself. Most bodies move it by
				// none, one or two, without a branch to mispredict.
				below = past(order, past(order, below, from), from)
			}
			for below < belowEnd && bodyCell(order[below]) < from {
				below++
			}
			right := k+1 < end && bodyCell(order[k+1])-base <= cx+1
			if !right && (below == belowEnd || bodyCell(order[below])-base-cols > cx+1) {
				continue // no neighbour: most bodies of a crowd on the move
			}
			x, yy, r, i := xs[k], ys[k], rs[k], bodyIndex(order[k])
			var px, py int64
			for m := k + 1; m < end && bodyCell(order[m])-base <= cx+1; m++ {
				dx, dy := push(x, yy, r, i, xs[m], ys[m], rs[m], bodyIndex(order[m]))
				px, py = px+dx, py+dy
				sumX[m], sumY[m] = sumX[m]-dx, sumY[m]-dy
			}
			for m := below; m < belowEnd && bodyCell(order[m])-base-cols <= cx+1; m++ {
				dx, dy := push(x, yy, r, i, xs[m], ys[m], rs[m], bodyIndex(order[m]))
				px, py = px+dx, py+dy
				sumX[m], sumY[m] = sumX[m]-dx, sumY[m]-dy
			}
			sumX[k], sumY[k] = sumX[k]+px, sumY[k]+py
		}
	}
}

// past returns k+1 if the body at place k of order is in a cell before
// cell, else k: with arithmetic (the sign of the difference), where an if
// compiles to a branch.
func past(order []uint64, k int, cell uint32) int {
	return k + int(uint64(int64(bodyCell(order[k]))-int64(cell))>>63)
}

// settle moves the bodies in sorted places lo to hi by their sums, writes
// their enemies, and returns the farthest one moved.
func (s *sortedSeparation) settle(lo, hi int) (shift float64) {
	w := s.w
	c := &w.crowd
	for k := lo; k < hi; k++ {
		x, y := c.x[k], c.y[k]
		at, pushed := w.settleBody(x, y, c.r[k], s.sumX[k], s.sumY[k])
		if c.pushed[k] = pushed; pushed {
			w.Enemies[bodyIndex(c.order[k])].Pos = at
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
