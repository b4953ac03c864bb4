package entity

import "math"

// crowd is the world's reusable memory for separating bodies: a uniform grid
// of cells, filled by counting sort every step, and the living enemies'
// positions and radii copied in cell order, so neighbours sit side by side in
// memory. The step notes each enemy while it has it at hand, so separating
// makes no pass of its own over the enemies; no step allocates once the
// slices have grown.
type crowd struct {
	size, inv  float64 // the cells' side, and its inverse
	cols, rows int
	// start[c+1] counts cell c's bodies while the step notes them; once
	// sorted, cell c's bodies are order[start[c+1]:start[c+2]].
	start  []int32
	cell   []int32 // per enemy: its cell, or -1 when dead
	noted  []body  // per enemy, as the step left it
	order  []int32 // per sorted place: the enemy's index
	sorted []body  // per sorted place, where pairs are resolved
}

// body is what separating needs of an enemy, kept together in memory.
type body struct {
	x, y, r float64
	pushed  bool
}

// begin sizes the grid for this step: cells at least the largest body
// across, and about cellShare bodies a cell when bodies are small against the
// arena, so the cost grows with the enemies, not with the arena.
func (c *crowd) begin(w *World) {
	n := max(len(w.Enemies), 1)
	a := w.Arena
	c.size = max(2*w.LargestRadius(), math.Sqrt(a.Width*a.Height*cellShare/float64(n)), 1e-9)
	c.inv = 1 / c.size
	c.cols, c.rows = int(a.Width*c.inv)+1, int(a.Height*c.inv)+1
	c.start = resize(c.start, c.cols*c.rows+2)
	clear(c.start)
	c.cell = resize(c.cell, len(w.Enemies))
	if cap(c.noted) < len(w.Enemies) {
		c.noted = make([]body, len(w.Enemies), len(w.Enemies)+len(w.Enemies)/4)
	}
	c.noted = c.noted[:len(w.Enemies)]
}

// note records enemy i after it moved.
func (c *crowd) note(i int, e *Enemy) {
	cell := int32(-1)
	if !e.Dead {
		cell = int32(c.cellOf(e.Pos))
		c.start[cell+1]++
	}
	c.cell[i] = cell
	c.noted[i] = body{x: e.Pos.X, y: e.Pos.Y, r: e.Kind.Radius}
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
func (w *World) separate() {
	c := &w.crowd
	// Counting sort without a copy: each cell's end, then its bodies placed
	// from the end walking the enemies backwards, which leaves start[c+1] at
	// the cell's beginning and the bodies of a cell in index order.
	for k := 2; k < len(c.start); k++ {
		c.start[k] += c.start[k-1]
	}
	living := int(c.start[len(c.start)-1])
	c.order = resize(c.order, living)
	for i := len(c.cell) - 1; i >= 0; i-- {
		if cell := c.cell[i]; cell >= 0 {
			c.start[cell+1]--
			c.order[c.start[cell+1]] = int32(i)
		}
	}
	c.sorted = c.sorted[:0]
	for _, i := range c.order {
		c.sorted = append(c.sorted, c.noted[i])
	}
	// Each pair once: a body's own cell after it, then the four cells ahead
	// of its cell (right, and the three below); the cells behind met it
	// already.
	var ahead [4][2]int // the cells ahead of this one: their ranges in sorted order
	for cell := range c.cols * c.rows {
		lo, hi := int(c.start[cell+1]), int(c.start[cell+2])
		if lo == hi {
			continue
		}
		cx, cy := cell%c.cols, cell/c.cols
		n := 0
		for _, d := range forward {
			if x, y := cx+d[0], cy+d[1]; x >= 0 && x < c.cols && y < c.rows {
				other := y*c.cols + x
				ahead[n] = [2]int{int(c.start[other+1]), int(c.start[other+2])}
				n++
			}
		}
		for k := lo; k < hi; k++ {
			for m := k + 1; m < hi; m++ {
				c.pushApart(k, m, w.Arena)
			}
			for _, r := range ahead[:n] {
				for m := r[0]; m < r[1]; m++ {
					c.pushApart(k, m, w.Arena)
				}
			}
		}
	}
	for k, i := range c.order {
		if b := &c.sorted[k]; b.pushed {
			w.Enemies[i].Pos = Vec{X: b.x, Y: b.y}
		}
	}
	w.pushOutOfPlayer()
}

// cellShare is how many enemies a grid cell holds on average when bodies are
// small against the arena: fewer, larger cells cost less to sweep than many
// near-empty ones.
const cellShare = 1

// forward are the neighbouring cells a cell checks its bodies against.
var forward = [4][2]int{{1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// pushApart moves the bodies in sorted places k and m apart along the line
// between them, each by half the overlap, if they overlap. Bodies on the very same spot part
// along a direction taken from the first one's place, so stacked crowds fan
// out.
func (c *crowd) pushApart(k, m int, a Arena) {
	bk, bm := &c.sorted[k], &c.sorted[m]
	dx, dy, need := bm.x-bk.x, bm.y-bk.y, bk.r+bm.r
	if dx*dx+dy*dy >= need*need { // most pairs: no square root
		return
	}
	dist := math.Sqrt(dx*dx + dy*dy)
	ux, uy := dx/dist, dy/dist
	if dist < 1e-9 {
		angle := float64(k) * 2.399963 // the golden angle
		ux, uy = math.Cos(angle), math.Sin(angle)
	}
	push := (need - dist) / 2
	bk.pushed, bm.pushed = true, true
	bk.x, bk.y = min(max(bk.x-ux*push, 0), a.Width), min(max(bk.y-uy*push, 0), a.Height)
	bm.x, bm.y = min(max(bm.x+ux*push, 0), a.Width), min(max(bm.y+uy*push, 0), a.Height)
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
		for x := max(cx-reach, 0); x <= min(cx+reach, c.cols-1); x++ {
			cell := y*c.cols + x
			for _, i := range c.order[c.start[cell+1]:c.start[cell+2]] {
				e := &w.Enemies[i]
				d, need := e.Pos.Sub(p.Pos), e.Kind.Radius+p.Stats.Radius
				if d.X*d.X+d.Y*d.Y >= need*need {
					continue
				}
				dir := p.Facing
				if dist := d.Len(); dist > 1e-9 {
					dir = d.Scale(1 / dist)
				}
				e.Pos = w.Arena.Clamp(p.Pos.Add(dir.Scale(need)))
			}
		}
	}
}

// resize returns s with length n, reusing its memory when it can.
func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n, n+n/4)
	}
	return s[:n]
}
