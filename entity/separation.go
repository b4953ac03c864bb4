package entity

import "math"

// crowd is the world's reusable memory for separating bodies: a uniform grid
// of cells, filled by counting sort every step, and the living enemies'
// positions and radii copied in cell order, so neighbours sit side by side in
// memory. The step notes each enemy while it has it at hand, so separating
// makes no pass of its own over the enemies; no step allocates once the
// slices have grown.
type crowd struct {
	size       float64 // the cells' side
	cols, rows int
	start      []int32 // per cell: where its bodies begin in sorted order; one more for the end
	fill       []int32 // per cell: where the next of its bodies goes, while sorting
	cell       []int32 // per enemy: its cell, or -1 when dead
	px, py, pr []float64
	order      []int32   // per sorted place: the enemy's index
	x, y, r    []float64 // per sorted place: position and radius, where pairs are resolved
	pushed     []bool    // per sorted place: moved by a push
}

// begin sizes the grid for this step: cells at least the largest body
// across, and about cellShare bodies a cell when bodies are small against the
// arena, so the cost grows with the enemies, not with the arena.
func (c *crowd) begin(w *World) {
	maxR := 0.0
	for _, k := range w.Kinds {
		maxR = max(maxR, k.Radius)
	}
	n := max(len(w.Enemies), 1)
	a := w.Arena
	c.size = max(2*maxR, math.Sqrt(a.Width*a.Height*cellShare/float64(n)), 1e-9)
	c.cols, c.rows = int(a.Width/c.size)+1, int(a.Height/c.size)+1
	c.start = resize(c.start, c.cols*c.rows+1)
	clear(c.start)
	c.cell, c.px, c.py, c.pr = c.cell[:0], c.px[:0], c.py[:0], c.pr[:0]
}

// note records enemy e, the next in index order, after it moved.
func (c *crowd) note(e *Enemy) {
	cell := int32(-1)
	if !e.Dead {
		cell = int32(c.cellOf(e.Pos))
		c.start[cell+1]++
	}
	c.cell = append(c.cell, cell)
	c.px, c.py, c.pr = append(c.px, e.Pos.X), append(c.py, e.Pos.Y), append(c.pr, e.Kind.Radius)
}

// cellOf returns the cell holding point p.
func (c *crowd) cellOf(p Vec) int {
	return min(max(int(p.Y/c.size), 0), c.rows-1)*c.cols + min(max(int(p.X/c.size), 0), c.cols-1)
}

// separate pushes overlapping living enemies apart, half each, and pushes
// enemies out of the player's body, after everyone has moved: a crowd spreads
// instead of stacking on one point, and the player cannot walk through
// enemies. Only neighbouring cells can hold overlapping bodies. Pairs are
// resolved in a fixed order (by cell, then by index), so runs stay identical.
func (w *World) separate() {
	c := &w.crowd
	for k := 1; k < len(c.start); k++ {
		c.start[k] += c.start[k-1]
	}
	living := int(c.start[len(c.start)-1])
	c.order = resize(c.order, living)
	c.fill = append(c.fill[:0], c.start[:len(c.start)-1]...)
	for i, cell := range c.cell {
		if cell >= 0 {
			c.order[c.fill[cell]] = int32(i)
			c.fill[cell]++
		}
	}
	c.x, c.y, c.r, c.pushed = c.x[:0], c.y[:0], c.r[:0], c.pushed[:0]
	for _, i := range c.order {
		c.x, c.y, c.r, c.pushed = append(c.x, c.px[i]), append(c.y, c.py[i]), append(c.r, c.pr[i]), append(c.pushed, false)
	}
	// Each pair once: a body's own cell after it, then the four cells ahead
	// of its cell (right, and the three below); the cells behind met it
	// already.
	for cell := range c.cols * c.rows {
		lo, hi := int(c.start[cell]), int(c.start[cell+1])
		if lo == hi {
			continue
		}
		cx, cy := cell%c.cols, cell/c.cols
		for k := lo; k < hi; k++ {
			for m := k + 1; m < hi; m++ {
				c.pushApart(k, m, w.Arena)
			}
			for _, d := range forward {
				x, y := cx+d[0], cy+d[1]
				if x < 0 || x >= c.cols || y >= c.rows {
					continue
				}
				other := y*c.cols + x
				for m := int(c.start[other]); m < int(c.start[other+1]); m++ {
					c.pushApart(k, m, w.Arena)
				}
			}
		}
	}
	for k, i := range c.order {
		if c.pushed[k] {
			w.Enemies[i].Pos = Vec{X: c.x[k], Y: c.y[k]}
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
	dx, dy, need := c.x[m]-c.x[k], c.y[m]-c.y[k], c.r[k]+c.r[m]
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
	c.pushed[k], c.pushed[m] = true, true
	c.x[k], c.y[k] = min(max(c.x[k]-ux*push, 0), a.Width), min(max(c.y[k]-uy*push, 0), a.Height)
	c.x[m], c.y[m] = min(max(c.x[m]+ux*push, 0), a.Width), min(max(c.y[m]+uy*push, 0), a.Height)
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
			for _, i := range c.order[c.start[cell]:c.start[cell+1]] {
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
