package entity

import "math"

// separateSorted separates the bodies by the rule (separation.go) on every
// core, in three passes over the bodies in cell order, touching a body's
// place (crowd.spots) only when it has a neighbour:
//
//  1. sort the bodies by cell (cellsort.go), rows of cells one after
//     another, so that the bodies of neighbouring cells lie side by side,
//     and find the rows of cells that hold bodies and where each starts;
//  2. pair: each body meets the bodies after it in its own row that are in
//     its cell or the next one, and those in the three cells below its own,
//     a window of the next row that a cursor slides along: every pair of
//     neighbours meets once, and a pair that overlaps adds its pushes to
//     both bodies' sums and lists each body the first time it is pushed.
//     Row by row, the bodies with a neighbour are found first and their
//     places fetched in one run of reads, then paired (see pair). Rows are
//     cut into stripes; a stripe's pairs write to its own rows and the row
//     below it, so the even stripes pair at once, then the odd ones. Most
//     bodies of a crowd on the move have no neighbour, and their places are
//     never read: the gather of every body's place into arrays in cell
//     order, which this replaced, cost a read from anywhere in memory for
//     every body;
//  3. settle: the bodies by the living player, whom separating moves out of
//     their body even unpushed, then each stripe's pushed bodies: each
//     moves by its sum (see settleBody), its enemy is written, and its sum
//     goes back to zero.
//
// The sums are of integers, so the order pairs meet in does not matter: the
// world comes out the same on any number of goroutines. A body that is
// neither pushed nor by the player stays where its step left it, as the
// rule has it, without being looked at.
func (w *World) separateSorted() {
	c := &w.crowd
	shared := !w.serial
	c.order, c.spare = c.sortByCell(c.bodyLists(), c.order, c.spare, c.cells.cols*c.cells.rows, shared)
	n := len(c.order)
	c.pushed = resize(c.pushed, n)
	clear(c.pushed)
	s := &c.separating
	s.w, s.parts = w, min(max(n/separatePartMin, 1), maxParts)
	s.sumX, s.sumY, s.listed = resize(s.sumX, n), resize(s.sumY, n), resize(s.listed, n)
	s.at = resize(s.at, n)
	s.rows(c)
	stripes := len(s.stripes) - 1
	for len(s.pushes) < stripes {
		s.pushes, s.fetches = append(s.pushes, nil), append(s.fetches, fetching{})
	}
	s.stage = pairingEven
	c.run.run(s, (stripes+1)/2, shared)
	s.stage = pairingOdd
	c.run.run(s, stripes/2, shared)
	c.shift = s.settleByPlayer()
	pushed := 0
	for _, l := range s.pushes[:stripes] {
		pushed += len(l)
	}
	s.stage = settling
	c.run.run(s, stripes, shared && pushed >= separatePartMin) // few: not worth a helper's waking
	for _, shift := range s.shifts[:stripes] {
		c.shift = max(c.shift, shift)
	}
	c.sorted, c.indexed = true, len(w.Enemies)
}

// separatePartMin is the fewest bodies a part of the sorted separation
// has, and the fewest pushed bodies settled on more than one goroutine:
// fewer cost more to hand out than to do.
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
	// Per sorted place: the sum of its pushes, in fixedUnit, and whether it
	// is listed in pushes; all zero between separations, since settling
	// clears what pairing set.
	sumX, sumY []int64
	listed     []bool
	// at holds, per sorted place, where the body stands and its radius, for
	// the bodies pairing fetched (see pair); the others' are stale.
	at []spot
	// pushes lists, per stripe, the sorted places its pairs pushed, and
	// fetches is each stripe's memory for pairing.
	pushes  [][]int32
	fetches []fetching
	shifts  [2 * maxParts]float64 // per stripe: the farthest a body moved
}

// separationStage is what a run of sortedSeparation does.
type separationStage uint8

const (
	pairingEven separationStage = iota
	pairingOdd
	settling
)

// do does part k of the stage: pairing, the k-th even or odd stripe;
// settling, the k-th stripe's pushed bodies. The stripes are twice as many
// as parts, which sets how finely the work is cut.
func (s *sortedSeparation) do(k int) {
	switch s.stage {
	case pairingEven, pairingOdd:
		stripe := 2*k + int(s.stage-pairingEven)
		s.pushes[stripe] = s.pair(s.stripes[stripe], s.stripes[stripe+1], s.pushes[stripe][:0], &s.fetches[stripe])
	case settling:
		s.shifts[k] = s.settle(s.pushes[k])
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
// rows j0 to j1 (excluded) of rowY, adding each one's push to both sums, and
// returns pushed with the places pushed for the first time appended. Row by
// row, it finds the bodies that have a neighbour after them, then fetches
// where they and their neighbours stand (crowd.spots, by enemy index: a
// read from anywhere in memory each) one after another with nothing
// between them, so that the processor waits for many at once, then pairs
// them from what it fetched.
func (s *sortedSeparation) pair(j0, j1 int, pushed []int32, f *fetching) []int32 {
	c := &s.w.crowd
	order, spots, at := c.order, c.spots, s.at
	cols := uint32(c.cells.cols)
	for j := j0; j < j1; j++ {
		y := s.rowY[j]
		belowEnd := s.rowAt[j+1] // the row below's end
		if j+1 < len(s.rowY) && s.rowY[j+1] == y+1 {
			belowEnd = s.rowAt[j+2]
		}
		f.find(order, s.rowAt[j], s.rowAt[j+1], belowEnd, uint32(y)*cols, cols)
		for _, m := range f.places {
			at[m] = spots[bodyIndex(order[m])]
		}
		for _, n := range f.firsts {
			var px, py int64
			px, py, pushed = s.meet(int(n.k), int(n.k)+1, int(n.right), px, py, pushed)
			px, py, pushed = s.meet(int(n.k), int(n.below), int(n.belowEnd), px, py, pushed)
			if px|py != 0 {
				pushed = s.add(int(n.k), px, py, pushed)
			}
		}
	}
	return pushed
}

// meet meets the body at sorted place k with those at places m0 to m1
// (excluded), adding each overlapping one's push to its sum, and returns
// k's pushes added to (px, py) and pushed with the places pushed for the
// first time appended.
func (s *sortedSeparation) meet(k, m0, m1 int, px, py int64, pushed []int32) (int64, int64, []int32) {
	order, at := s.w.crowd.order, s.at
	a, i := &at[k], bodyIndex(order[k])
	for m := m0; m < m1; m++ {
		b := &at[m]
		if dx, dy := push(a.x, a.y, a.r, i, b.x, b.y, b.r, bodyIndex(order[m])); dx|dy != 0 {
			px, py = px+dx, py+dy
			pushed = s.add(m, -dx, -dy, pushed)
		}
	}
	return px, py, pushed
}

// fetching is a stripe's memory for pairing a row: its bodies that have a
// neighbour after them (firsts), and every sorted place pairing them reads
// (places: each first and its neighbours).
type fetching struct {
	firsts []neighbours
	places []int32
}

// neighbours is a body's neighbours after it, by sorted place: those after
// k up to right (excluded) in its row, and below to belowEnd (excluded) in
// the row below.
type neighbours struct{ k, right, below, belowEnd int32 }

// find finds the bodies of the row of cells from base, at sorted places lo
// to end, that have a neighbour after them: in their cell or the next in
// the row, or in the three cells below, whose row ends at belowEnd.
func (f *fetching) find(order []uint64, lo, end, belowEnd int, base, cols uint32) {
	f.firsts, f.places = f.firsts[:0], f.places[:0]
	below := end // the window in the row below
	for k := lo; k < end; k++ {
		cx := bodyCell(order[k]) - base
		from := base + cols + max(cx, 1) - 1 // the cell below-left, or below at the left wall
		if belowEnd < len(order) {
			// The body after the row below is in a later row: the cursor
			// stops there by itself. Most bodies move it by none, one or
			// two, without a branch to mispredict.
			below = past(order, past(order, below, from), from)
		}
		for below < belowEnd && bodyCell(order[below]) < from {
			below++
		}
		right := k + 1
		for right < end && bodyCell(order[right])-base <= cx+1 {
			right++
		}
		last := below
		for last < belowEnd && bodyCell(order[last])-base-cols <= cx+1 {
			last++
		}
		if right == k+1 && last == below {
			continue // no neighbour: most bodies of a crowd on the move
		}
		f.firsts = append(f.firsts, neighbours{int32(k), int32(right), int32(below), int32(last)})
		f.places = append(f.places, int32(k))
		for m := k + 1; m < right; m++ {
			f.places = append(f.places, int32(m))
		}
		for m := below; m < last; m++ {
			f.places = append(f.places, int32(m))
		}
	}
}

// add adds a push to the sums of sorted place k, and returns pushed with k
// appended if it is not listed yet.
func (s *sortedSeparation) add(k int, px, py int64, pushed []int32) []int32 {
	s.sumX[k], s.sumY[k] = s.sumX[k]+px, s.sumY[k]+py
	if !s.listed[k] {
		s.listed[k] = true
		pushed = append(pushed, int32(k))
	}
	return pushed
}

// past returns k+1 if the body at place k of order is in a cell before
// cell, else k: with arithmetic (the sign of the difference), where an if
// compiles to a branch.
func past(order []uint64, k int, cell uint32) int {
	return k + int(uint64(int64(bodyCell(order[k]))-int64(cell))>>63)
}

// settleByPlayer settles the bodies that nothing pushed in the cells the
// living player's body may overlap one of, and returns the farthest one
// moved: the player's body moves them out of it.
func (s *sortedSeparation) settleByPlayer() (shift float64) {
	w := s.w
	if p := &w.Player; !p.Dead {
		w.crowd.eachAround(p.Pos, p.Stats.Radius+w.LargestRadius(), func(k int) {
			if !s.listed[k] {
				shift = max(shift, s.settleAt(k, 0, 0))
			}
		})
	}
	return shift
}

// settle settles the pushed bodies at the sorted places listed, clears
// their sums, and returns the farthest one moved.
func (s *sortedSeparation) settle(places []int32) (shift float64) {
	for _, k := range places {
		shift = max(shift, s.settleAt(int(k), s.sumX[k], s.sumY[k]))
		s.sumX[k], s.sumY[k], s.listed[k] = 0, 0, false
	}
	return shift
}

// settleAt moves the body at sorted place k by the pushes summing (px, py)
// (see settleBody), writes its enemy and whether it was pushed, and returns
// how far it moved on either axis.
func (s *sortedSeparation) settleAt(k int, px, py int64) float64 {
	w := s.w
	c := &w.crowd
	i := bodyIndex(c.order[k])
	from := c.spots[i]
	at, pushed := w.settleBody(from.x, from.y, from.r, px, py)
	if c.pushed[k] = pushed; !pushed {
		return 0
	}
	w.Enemies[i].Pos = at
	return max(math.Abs(at.X-from.x), math.Abs(at.Y-from.y))
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
