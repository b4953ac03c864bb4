package entity

import (
	"math"
	"math/bits"
)

// crowd is the world's reusable memory for separating bodies: the living
// enemies that stepped (every one but the parked) as the step left them, and
// the same sorted into a uniform grid of cells, so neighbours sit side by
// side in memory. Sorting costs what the stepping enemies cost, not what the
// arena or the parked ones do; no step allocates once the slices have grown.
type crowd struct {
	size, inv  float64 // the cells' side, and its inverse
	cols, rows int
	bodies     []body // per stepping living enemy, in index order
	sorted     []body // the same by cell, then index: where pairs are resolved
	spare      []body // the other buffer of the radix sort
}

// body is what separating needs of an enemy, kept together in memory.
type body struct {
	x, y, r float64
	i, cell int32 // the enemy's index and cell
	// pushed: separating moved it; moved: its own step did; still: its step
	// changed nothing of it at all.
	pushed, moved, still bool
	// lo and hi bound every place it took while separating: what a parked
	// enemy it might have touched is looked for around.
	lo, hi Vec
}

// begin sizes the grid for this step: cells at least the largest body
// across, and about cellShare bodies a cell when bodies are small against the
// arena, so the cost grows with the enemies, not with the arena.
func (c *crowd) begin(w *World) {
	c.size, c.cols, c.rows = cellGrid(w, cellShare)
	c.inv = 1 / c.size
	c.bodies = c.bodies[:0]
}

// cellGrid returns the side, columns and rows of a grid over w's arena with
// about share enemies a cell, its cells at least the largest body across.
func cellGrid(w *World, share float64) (size float64, cols, rows int) {
	n := max(len(w.Enemies), 1)
	a := w.Arena
	size = max(2*w.LargestRadius(), math.Sqrt(a.Width*a.Height*share/float64(n)), 1e-9)
	return size, int(a.Width/size) + 1, int(a.Height/size) + 1
}

// note appends to bodies living enemy i after its step, as a body to
// separate; before is the enemy as the step found it.
func (c *crowd) note(bodies []body, i int, e *Enemy, before *Enemy) []body {
	p := e.Pos
	return append(bodies, body{x: p.X, y: p.Y, r: e.Kind.Radius, i: int32(i), cell: int32(c.cellOf(p)),
		moved: p != before.Pos, still: *e == *before, lo: p, hi: p})
}

// cellOf returns the cell holding point p.
func (c *crowd) cellOf(p Vec) int {
	return min(max(int(p.Y*c.inv), 0), c.rows-1)*c.cols + min(max(int(p.X*c.inv), 0), c.cols-1)
}

// separate pushes overlapping living enemies apart, half each, and pushes
// enemies out of the player's body, after everyone has moved: a crowd spreads
// instead of stacking on one point, and the player cannot walk through
// enemies. Only neighbouring cells can hold overlapping bodies. Pairs are
// resolved in a fixed order (by cell, then by index), so runs stay identical.
//
// Parked enemies take no part unless a stepping one comes within touch of
// one: then it wakes and the bodies are separated again from the start, so
// the pairs resolved, and their order, are those of a world without parking.
func (w *World) separate() {
	c := &w.crowd
	for {
		c.sortByCell()
		c.resolvePairs(w.Arena)
		w.pushOutOfPlayer()
		if !w.wakeTouched() {
			break
		}
	}
	for k := range c.sorted {
		if b := &c.sorted[k]; b.pushed {
			w.Enemies[b.i].Pos = Vec{X: b.x, Y: b.y}
		}
	}
}

// sortByCell fills sorted with the bodies by cell, keeping their index order
// within a cell: a least-significant-digit radix sort, stable, in as many
// passes of radixBits as the cell numbers need.
func (c *crowd) sortByCell() {
	c.sorted = append(c.sorted[:0], c.bodies...)
	if len(c.sorted) <= insertionSortMax {
		for k := 1; k < len(c.sorted); k++ {
			for m := k; m > 0 && c.sorted[m-1].cell > c.sorted[m].cell; m-- {
				c.sorted[m-1], c.sorted[m] = c.sorted[m], c.sorted[m-1]
			}
		}
		return
	}
	c.spare = append(c.spare[:0], c.bodies...)
	width := bits.Len(uint(c.cols * c.rows))
	var count [1 << radixBits]int32
	for shift := 0; shift < width; shift += radixBits {
		clear(count[:])
		for k := range c.sorted {
			count[(c.sorted[k].cell>>shift)&radixMask]++
		}
		at := int32(0)
		for d, n := range count {
			count[d] = at
			at += n
		}
		for k := range c.sorted {
			d := (c.sorted[k].cell >> shift) & radixMask
			c.spare[count[d]] = c.sorted[k]
			count[d]++
		}
		c.sorted, c.spare = c.spare, c.sorted
	}
}

// The digit of the cell sort: 11 bits, two passes for up to four million
// cells. Up to insertionSortMax bodies are sorted by insertion, which is
// stable too and cheaper than clearing the digit counts.
const (
	radixBits        = 11
	radixMask        = 1<<radixBits - 1
	insertionSortMax = 64
)

// resolvePairs pushes apart every overlapping pair of sorted bodies, each
// pair once: a body's own cell after it, then the four cells ahead of its
// cell (right, and the three below); the cells behind met it already. The
// three below are neighbours in sorted order, found by two cursors that only
// move forward.
func (c *crowd) resolvePairs(a Arena) {
	s := c.sorted
	below, belowEnd := 0, 0
	for lo := 0; lo < len(s); {
		cell := s[lo].cell
		hi := lo + 1
		for hi < len(s) && s[hi].cell == cell {
			hi++
		}
		cx, cy := int(cell)%c.cols, int(cell)/c.cols
		right := hi
		if cx+1 < c.cols {
			for right < len(s) && s[right].cell == cell+1 {
				right++
			}
		}
		if cy+1 < c.rows {
			from, to := int32((cy+1)*c.cols+max(cx-1, 0)), int32((cy+1)*c.cols+min(cx+1, c.cols-1))
			for below < len(s) && s[below].cell < from {
				below++
			}
			belowEnd = max(belowEnd, below)
			for belowEnd < len(s) && s[belowEnd].cell <= to {
				belowEnd++
			}
		} else {
			below, belowEnd = len(s), len(s)
		}
		for k := lo; k < hi; k++ {
			for m := k + 1; m < right; m++ {
				c.pushApart(k, m, a)
			}
			for m := below; m < belowEnd; m++ {
				c.pushApart(k, m, a)
			}
		}
		lo = hi
	}
}

// cellShare is how many enemies a grid cell holds on average when bodies are
// small against the arena: fewer, larger cells cost less to sweep than many
// near-empty ones.
const cellShare = 1

// pushApart moves the bodies in sorted places k and m apart along the line
// between them, each by half the overlap, if they overlap. Bodies on the very
// same spot part along a direction taken from the first one's index, so
// stacked crowds fan out.
func (c *crowd) pushApart(k, m int, a Arena) {
	bk, bm := &c.sorted[k], &c.sorted[m]
	dx, dy, need := bm.x-bk.x, bm.y-bk.y, bk.r+bm.r
	if dx*dx+dy*dy >= need*need { // most pairs: no square root
		return
	}
	dist := math.Sqrt(dx*dx + dy*dy)
	ux, uy := dx/dist, dy/dist
	if dist < 1e-9 {
		angle := float64(bk.i) * 2.399963 // the golden angle
		ux, uy = math.Cos(angle), math.Sin(angle)
	}
	push := (need - dist) / 2
	bk.moveTo(min(max(bk.x-ux*push, 0), a.Width), min(max(bk.y-uy*push, 0), a.Height))
	bm.moveTo(min(max(bm.x+ux*push, 0), a.Width), min(max(bm.y+uy*push, 0), a.Height))
}

// moveTo puts a body being separated at x, y.
func (b *body) moveTo(x, y float64) {
	b.x, b.y, b.pushed = x, y, true
	b.lo = Vec{X: min(b.lo.X, x), Y: min(b.lo.Y, y)}
	b.hi = Vec{X: max(b.hi.X, x), Y: max(b.hi.Y, y)}
}

// pushOutOfPlayer moves living enemies out of the living player's body,
// looking only in the cells around the player.
func (w *World) pushOutOfPlayer() {
	p := &w.Player
	if p.Dead {
		return
	}
	c := &w.crowd
	reach := int((p.Stats.Radius+c.size)/c.size) + 1
	center := c.cellOf(p.Pos)
	cx, cy := center%c.cols, center/c.cols
	for y := max(cy-reach, 0); y <= min(cy+reach, c.rows-1); y++ {
		from, to := int32(y*c.cols+max(cx-reach, 0)), int32(y*c.cols+min(cx+reach, c.cols-1))
		for k := c.firstInCell(from); k < len(c.sorted) && c.sorted[k].cell <= to; k++ {
			b := &c.sorted[k]
			pos := Vec{X: b.x, Y: b.y}
			d, need := pos.Sub(p.Pos), b.r+p.Stats.Radius
			if d.X*d.X+d.Y*d.Y >= need*need {
				continue
			}
			dir := p.Facing
			if dist := d.Len(); dist > 1e-9 {
				dir = d.Scale(1 / dist)
			}
			out := w.Arena.Clamp(p.Pos.Add(dir.Scale(need)))
			b.moveTo(out.X, out.Y)
		}
	}
}

// firstInCell returns the first sorted place whose cell is at least cell.
func (c *crowd) firstInCell(cell int32) int {
	lo, hi := 0, len(c.sorted)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if c.sorted[mid].cell < cell {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
