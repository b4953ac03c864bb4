package entity

import "math"

// Separation keeps living enemies from standing inside one another, and out
// of the player's body, after everyone has moved. The rule:
//
//   - Every pair of living bodies that overlap pushes both apart along the
//     line between their centres, each by half the overlap, as the step
//     left them: pushes are worked out from where the bodies stand before
//     any of them is pushed, all at once, not one pair after another. Two
//     bodies on the very same spot part along the golden angle times the
//     lower of their indices, the lower one backwards.
//   - Each push is cut to a whole number of fixedUnit (2^-32 world units,
//     toward zero) and a body's pushes are summed as integers: the sum is
//     the same in any order, so bodies can be separated in any order, on
//     any number of goroutines, with the same result to the last bit.
//   - A body then moves by the sum of its pushes, kept inside the arena, and
//     if it overlaps the living player's body, out of it: to just touching,
//     along the line from the player (their facing when on the same spot),
//     kept inside the arena.
//
// Two implementations follow it: separatePlain (separation_plain.go), the
// plain one, one body after another in index order over a grid of linked
// lists, which the reference world (World.Reference) uses and tests compare
// with; and separateSorted (separation_sorted.go), which sorts the bodies by
// cell into arrays and runs on every core.
//
// Parked enemies take no part unless a moving body comes within touch of
// one: then it wakes, and the bodies are separated again from where the step
// left them, with it among them, so that the pushes are those of a world
// without parking.

// fixedUnit is the grain of a push, in world units: pushes are summed as
// integer multiples of it.
const fixedUnit = 1.0 / (1 << 32)

// goldenAngle parts bodies on the same spot, by index.
const goldenAngle = 2.399963

// crowd is the world's memory for separating bodies, reused every step so
// that no step allocates once it has grown: the bodies of the living
// enemies that stepped, where the step left each and its radius, and, in
// the order a separation works on them, whether separating pushed it.
type crowd struct {
	cells cellGrid
	// bodies are the stepping living enemies as words (see bodyWord), in
	// index order; or, when the enemies stepped in parallel, lists holds
	// them, the parts' lists one after another, which the sort reads as
	// they are (joined only for a plain separation, or to add the enemies
	// separating woke). spots holds, by index, where each stepping body
	// stands when its step is done, or where a body separating woke stands,
	// and its radius: the sorted separation reads it for the bodies that
	// have a neighbour and those it settles, and waking and separating
	// again read it as where separating moved a body from.
	bodies []uint64
	lists  [][]uint64
	alone  [1][]uint64 // bodies as the sort's one list
	spots  []spot
	// order holds the bodies as separated: by cell (sorted), or as they
	// came (plain); pushed follows it.
	order []uint64
	// pushed is whether separating pushed a body at all (settleBody): one
	// pushed against a wall stays where it is, pressed by a body that does
	// not part from it, and must not park (see World.settle).
	pushed []bool
	// shift is the farthest a body moved while separating, on either axis:
	// how far from its cell an enemy of the index may stand.
	shift float64
	// sorted is whether order is by cell: then it is the index of the
	// bodies by place (see near.go) until the next step, of the enemies
	// there were (indexed).
	sorted     bool
	indexed    int
	spare      []uint64 // the sort's other buffer
	sort       cellSort
	separating sortedSeparation
	plain      plainGrid
	run        pass
}

// A body word packs what separating needs of a stepping living enemy into
// one word, which sorts by cell: its cell, whether its step left it
// unchanged (still) or moved it, and its index.
const (
	bodyIndexBits = 30
	bodyIndexMask = 1<<bodyIndexBits - 1
	bodyMoved     = 1 << bodyIndexBits
	bodyStill     = 1 << (bodyIndexBits + 1)
)

// bodyWord returns the word of enemy i in cell, moved or still.
func bodyWord(cell uint32, i int, moved, still bool) uint64 {
	w := uint64(cell)<<32 | uint64(i)
	if moved {
		w |= bodyMoved
	}
	if still {
		w |= bodyStill
	}
	return w
}

// bodyIndex returns the enemy index of a body word.
func bodyIndex(w uint64) int { return int(w & bodyIndexMask) }

// bodyCell returns the cell of a body word.
func bodyCell(w uint64) uint32 { return uint32(w >> 32) }

// MaxEnemies is the most enemies a world can hold: an enemy's index fits
// bodyIndexBits bits.
const MaxEnemies = bodyIndexMask

// cellGrid is a uniform grid of square cells over the arena, as wide as the
// largest body across (or more, to stay within maxCells), so that bodies
// that overlap are in the same or neighbouring cells.
type cellGrid struct {
	size, inv  float64 // the cells' side, and its inverse
	cols, rows int
}

// maxCells bounds a grid's cells, so that a cell's number fits in 32 bits
// with room to spare.
const maxCells = 1 << 30

// layOut sizes the grid for w's arena and kinds.
func (g *cellGrid) layOut(w *World) {
	a := w.Arena
	g.size = max(2*w.LargestRadius(), math.Sqrt(a.Width*a.Height/maxCells*4), 1e-9)
	g.inv = 1 / g.size
	g.cols, g.rows = int(a.Width*g.inv)+1, int(a.Height*g.inv)+1
}

// cellXY returns the column and row of the cell holding p.
func (g *cellGrid) cellXY(p Vec) (int, int) {
	return min(max(int(p.X*g.inv), 0), g.cols-1), min(max(int(p.Y*g.inv), 0), g.rows-1)
}

// cellOf returns the number of the cell holding p.
func (g *cellGrid) cellOf(p Vec) uint32 {
	x, y := g.cellXY(p)
	return uint32(y*g.cols + x)
}

// spot is where a body stands and its radius.
type spot struct{ x, y, r float64 }

// begin prepares the crowd for this step's bodies.
func (c *crowd) begin(w *World) {
	c.cells.layOut(w)
	c.bodies, c.lists = c.bodies[:0], c.lists[:0]
	c.sorted = false
	if len(c.spots) < len(w.Enemies) {
		c.spots = make([]spot, len(w.Enemies), len(w.Enemies)+len(w.Enemies)/4)
	}
}

// push returns the fixed-point push body a, at (ax, ay) with radius ar and
// index ai, takes from body b, at (bx, by) with radius br and index bi: zero
// unless they overlap. It is exactly the negation of the push b takes from
// a, whichever is asked first.
func push(ax, ay, ar float64, ai int, bx, by, br float64, bi int) (px, py int64) {
	dx, dy, need := ax-bx, ay-by, ar+br
	d2 := dx*dx + dy*dy
	if d2 >= need*need { // most pairs: no square root
		return 0, 0
	}
	d := math.Sqrt(d2)
	var ux, uy float64
	if d < 1e-9 {
		ux, uy = math.Cos(float64(min(ai, bi))*goldenAngle), math.Sin(float64(min(ai, bi))*goldenAngle)
		if ai < bi {
			ux, uy = -ux, -uy
		}
	} else {
		ux, uy = dx/d, dy/d
	}
	half := (need - d) / 2 / fixedUnit
	return int64(ux * half), int64(uy * half)
}

// settleBody returns where a body at (x, y) with radius r comes to rest
// after pushes summing (px, py), and whether separating pushed it at all:
// moved or not, as a body pushed into a wall stays where it is (see
// crowd.pushed).
func (w *World) settleBody(x, y, r float64, px, py int64) (at Vec, pushed bool) {
	at = w.restingPlace(x, y, r, px, py)
	return at, px != 0 || py != 0 || at.X != x || at.Y != y
}

// restingPlace returns where a body at (x, y) with radius r comes to rest
// after pushes summing (px, py): moved by them within the arena, then out
// of the living player's body.
func (w *World) restingPlace(x, y, r float64, px, py int64) Vec {
	a := &w.Arena
	at := Vec{X: x, Y: y}
	if px != 0 || py != 0 {
		at = a.Clamp(Vec{X: x + float64(px)*fixedUnit, Y: y + float64(py)*fixedUnit})
	}
	p := &w.Player
	if p.Dead {
		return at
	}
	d, need := at.Sub(p.Pos), r+p.Stats.Radius
	if d.X*d.X+d.Y*d.Y >= need*need {
		return at
	}
	dir := p.Facing
	if dist := d.Len(); dist > 1e-9 {
		dir = d.Scale(1 / dist)
	}
	return a.Clamp(p.Pos.Add(dir.Scale(need)))
}

// separate separates the bodies that stepped (see the rule above), waking
// parked enemies they touch until none is left to wake, and writes where
// each came to rest.
func (w *World) separate() {
	c := &w.crowd
	for {
		if w.plain {
			w.separatePlain()
		} else {
			w.separateSorted()
		}
		if !w.wakeTouched() {
			return
		}
		// Separate again, with the woken, from where the step left them.
		for k, pushed := range c.pushed {
			if pushed {
				i := bodyIndex(c.order[k])
				w.Enemies[i].Pos = Vec{X: c.spots[i].x, Y: c.spots[i].y}
			}
		}
	}
}

// joinBodies makes bodies hold every body, the parts' lists joined.
func (c *crowd) joinBodies() {
	if len(c.lists) == 0 {
		return
	}
	c.bodies = c.bodies[:0]
	for _, l := range c.lists {
		c.bodies = append(c.bodies, l...)
	}
	c.lists = c.lists[:0]
}

// bodyLists returns the lists the bodies are in.
func (c *crowd) bodyLists() [][]uint64 {
	if len(c.lists) > 0 {
		return c.lists
	}
	c.alone[0] = c.bodies
	return c.alone[:]
}

// resize returns s with length n, reusing its memory.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n, n+n/4)
	}
	return s[:n]
}
