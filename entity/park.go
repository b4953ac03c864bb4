package entity

import (
	"math"
	"math/bits"
	"slices"
)

// Parker is a Brain that can tell when an enemy's mind would think the same
// way on every tick until something the enemy perceives changes. The world
// then parks the enemy: it is not stepped, moved or separated, and costs
// nothing, until it wakes (see World.Park). ai.Minds is one.
type Parker interface {
	Brain
	// Rests reports whether e's last Think left its mind as it found it and
	// read nothing that changes by itself (a clock, the player's position),
	// and if so the largest distance from the player that its mind compares
	// with the player's: the player coming within it may change its mind.
	Rests(w *World, e *Enemy) (reach float64, ok bool)
	// CatchUp makes e's mind, parked since its last Think, what thinking on
	// every tick through the given one would have made it.
	CatchUp(e *Enemy, through uint32)
}

// parking is the world's record of its parked enemies: a bit each, and a
// grid of cells listing them by place, so a step finds the few it must wake
// without looking at the others.
type parking struct {
	off    bool     // World.Park(false)
	asleep []uint64 // bit i: enemy i is parked
	count  int
	reach  []float64 // per enemy: how near the player wakes it while parked
	next   []int32   // per enemy: the next parked enemy in its cell, or -1
	since  []uint32  // per enemy: the tick it was parked on
	head   []int32   // per cell: its first parked enemy, or -1
	size   float64   // the cells' side
	inv    float64   // and its inverse
	cols   int
	rows   int
	// farthest is the largest reach of the enemies parked since the grid
	// was last empty: how far around the player a step looks.
	farthest float64
	// settled are the enemies the last step parked.
	settled []int32
	woken   []int32 // the enemies a look around found, reused
	// disturbed is set when enemies were woken from outside a step, perhaps
	// to be moved or resized by hand: the next step looks around every
	// body, not only the ones that moved, for parked enemies it touches.
	disturbed bool
}

// Park switches parking on, as every world starts, or off. Parking is
// invisible: a world steps to the same states, decisions and events with it
// on or off, tick for tick; off, every enemy is stepped every tick, which is
// what tests compare against. Switching it off wakes every parked enemy.
func (w *World) Park(on bool) {
	if !on {
		w.wakeAll(true)
	}
	w.park.off = !on
}

// Parked reports whether enemy i is parked.
func (w *World) Parked(i int) bool {
	p := &w.park
	return i/64 < len(p.asleep) && p.asleep[i/64]&(1<<(i%64)) != 0
}

// ParkedSince returns the tick on which enemy i was parked, while it is
// parked: a parked enemy's state stands from that tick on.
func (w *World) ParkedSince(i int) uint32 { return w.park.since[i] }

// ParkedCount returns how many enemies are parked.
func (w *World) ParkedCount() int { return w.park.count }

// Wake wakes enemy i if it is parked, with its mind caught up through the
// last step: for a debugger that starts watching it, whose mind must then
// think every tick, or for a test about to change it by hand. The next step
// then looks for parked enemies it touches, as it does around every enemy
// that moved.
func (w *World) Wake(i int) {
	w.park.disturbed = w.park.count > 0
	w.crowd.sorted = false // it may be moved: look-ups by place look at every enemy
	w.wake(i, w.Tick)
}

// WakeKind wakes every parked enemy of kind k, as its tree or values change.
func (w *World) WakeKind(k *Kind) {
	if w.park.count == 0 {
		return
	}
	for i := range w.Enemies {
		if w.Enemies[i].Kind == k {
			w.Wake(i)
		}
	}
}

// wake wakes enemy i if it is parked, its mind caught up through the given
// tick: the last one it would have thought on.
func (w *World) wake(i int, through uint32) {
	if !w.Parked(i) {
		return
	}
	p := &w.park
	p.unlist(int32(i), p.cellOf(w.Enemies[i].Pos))
	p.asleep[i/64] &^= 1 << (i % 64)
	if p.count--; p.count == 0 {
		p.farthest = 0
	}
	if brain, ok := w.Brain.(Parker); ok {
		brain.CatchUp(&w.Enemies[i], through)
	}
}

// wakeAll wakes every parked enemy, catching their minds up through the last
// step unless the world was just restored, minds and all.
func (w *World) wakeAll(catchUp bool) {
	p := &w.park
	if p.count == 0 {
		return
	}
	if brain, ok := w.Brain.(Parker); ok && catchUp {
		for i := range w.Enemies {
			if w.Parked(i) {
				brain.CatchUp(&w.Enemies[i], w.Tick)
			}
		}
	}
	clear(p.asleep)
	fill(p.head, -1)
	p.count, p.farthest = 0, 0
}

// parkEnemy parks living enemy i, which the player wakes from within reach.
func (w *World) parkEnemy(i int, reach float64) {
	p := &w.park
	if p.count == 0 {
		p.layOut(w)
	}
	for len(p.asleep)*64 < len(w.Enemies) {
		p.asleep = append(p.asleep, 0)
	}
	for len(p.reach) < len(w.Enemies) {
		p.reach, p.next, p.since = append(p.reach, 0), append(p.next, -1), append(p.since, 0)
	}
	p.asleep[i/64] |= 1 << (i % 64)
	p.count++
	p.settled = append(p.settled, int32(i))
	p.reach[i], p.farthest, p.since[i] = reach, max(p.farthest, reach), w.Tick
	cell := p.cellOf(w.Enemies[i].Pos)
	p.next[i], p.head[cell] = p.head[cell], int32(i)
}

// layOut sizes the empty grid for the world's enemies as they are now.
func (p *parking) layOut(w *World) {
	size, cols, rows := gridFor(w, parkShare)
	if size == p.size && cols == p.cols && rows == p.rows {
		return
	}
	p.size, p.inv, p.cols, p.rows = size, 1/size, cols, rows
	p.head = emptyCells(p.head, cols*rows)
}

// gridFor returns the side, columns and rows of a grid over w's arena with
// about share enemies a cell, its cells at least the largest body across.
func gridFor(w *World, share float64) (size float64, cols, rows int) {
	n := max(len(w.Enemies), 1)
	a := w.Arena
	size = max(2*w.LargestRadius(), math.Sqrt(a.Width*a.Height*share/float64(n)), 1e-9)
	return size, int(a.Width/size) + 1, int(a.Height/size) + 1
}

// parkShare is how many enemies a cell of the parking grid holds on
// average: a look around a point visits few cells, and few enemies in each.
const parkShare = 2

// cellOf returns the parking grid's cell holding point q.
func (p *parking) cellOf(q Vec) int {
	return min(max(int(q.Y*p.inv), 0), p.rows-1)*p.cols + min(max(int(q.X*p.inv), 0), p.cols-1)
}

// unlist takes enemy i out of its cell's list.
func (p *parking) unlist(i int32, cell int) {
	at := &p.head[cell]
	for *at != i {
		at = &p.next[*at]
	}
	*at = p.next[i]
}

// near collects into p.woken the parked enemies in the cells that points
// within d of the box lo-hi fall in, for which keep holds; keep wakes the
// ones it keeps. Waking takes an enemy out of its cell's list but leaves its
// own link to the next one, which the walk follows.
func (p *parking) near(lo, hi Vec, d float64, keep func(j int32) bool) {
	x0, y0 := max(int((lo.X-d)*p.inv), 0), max(int((lo.Y-d)*p.inv), 0)
	x1, y1 := min(int((hi.X+d)*p.inv), p.cols-1), min(int((hi.Y+d)*p.inv), p.rows-1)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			for j := p.head[y*p.cols+x]; j >= 0; j = p.next[j] {
				if keep(j) {
					p.woken = append(p.woken, j)
				}
			}
		}
	}
}

// wakeNearPlayer wakes the parked enemies the player has come within reach
// of, before the enemies step: their minds catch up through the last tick.
func (w *World) wakeNearPlayer() {
	p := &w.park
	if p.count == 0 {
		return
	}
	at := w.Player.Pos
	p.woken = p.woken[:0]
	p.near(at, at, p.farthest, func(j int32) bool {
		if !withinReach(w.Enemies[j].Pos, at, p.reach[j]) {
			return false
		}
		w.wake(int(j), w.Tick-1)
		return true
	})
}

// withinReach reports whether a and b are within reach of each other, with a
// margin for rounding: waking one enemy too many is always safe.
func withinReach(a, b Vec, reach float64) bool {
	d, r := a.Sub(b), withinReachOf(reach)
	return d.X*d.X+d.Y*d.Y <= r*r
}

// withinReachOf returns how far withinReach reaches for reach: a little
// further.
func withinReachOf(reach float64) float64 { return reach*(1+1e-9) + 1e-9 }

// wakeTouched wakes the parked enemies that a body separated this step may
// have touched, anywhere it went, and adds them to the bodies. It reports
// whether it woke any: then the bodies are separated again from the start.
func (w *World) wakeTouched() bool {
	c := &w.crowd
	woken := w.wakeEachTouched()
	if len(woken) > 0 {
		c.joinBodies()
	}
	for _, j := range woken {
		e := &w.Enemies[j]
		c.bodies = append(c.bodies, bodyWord(c.cells.cellOf(e.Pos), int(j), false, true))
		c.spots[j] = spot{e.Pos.X, e.Pos.Y, e.Kind.Radius}
	}
	return len(woken) > 0
}

// wakeEachTouched wakes every parked enemy that a body which moved this
// step, by its own step or by separating, may have touched (every body's
// neighbours, when the world was disturbed), and returns them. Their minds
// are caught up through this tick: they would have thought it unchanged.
func (w *World) wakeEachTouched() []int32 {
	p, c := &w.park, &w.crowd
	p.woken = p.woken[:0]
	if p.count == 0 {
		return nil
	}
	reach := w.LargestRadius()
	for k, word := range c.order {
		if word&bodyMoved == 0 && !c.pushed[k] && !p.disturbed {
			continue
		}
		// Where the step left it, and where separating put it.
		body := &c.spots[bodyIndex(word)]
		from, to := Vec{X: body.x, Y: body.y}, w.Enemies[bodyIndex(word)].Pos
		lo, hi := Vec{X: min(from.X, to.X), Y: min(from.Y, to.Y)}, Vec{X: max(from.X, to.X), Y: max(from.Y, to.Y)}
		r := body.r
		p.near(lo, hi, r+reach, func(j int32) bool {
			if !touches(lo, hi, w.Enemies[j].Pos, r+w.Enemies[j].Kind.Radius) {
				return false
			}
			w.wake(int(j), w.Tick) // out of its cell's list: no other body finds it again
			return true
		})
	}
	return p.woken
}

// touches reports whether a body, anywhere in the box lo-hi it moved in,
// came within d of q, with a margin for rounding.
func touches(lo, hi, q Vec, d float64) bool {
	nearest := Vec{X: min(max(q.X, lo.X), hi.X), Y: min(max(q.Y, lo.Y), hi.Y)}
	return withinReach(nearest, q, d)
}

// settle parks the enemies this step left as they were, whose minds rest,
// with the player beyond their reach: reach is the largest of what their
// minds compare with the player's distance, their detect and lose ranges
// and their body's touch of the player's. An enemy that a moving body may
// have touched stays awake, so no parked enemy overlaps another body.
func (w *World) settle() {
	brain, ok := w.Brain.(Parker)
	if !ok || w.park.off {
		return
	}
	c, parked := &w.crowd, false
	for k, word := range c.order {
		if word&bodyStill == 0 || c.pushed[k] {
			continue
		}
		e := &w.Enemies[bodyIndex(word)]
		reach, rests := brain.Rests(w, e)
		if !rests {
			continue
		}
		reach = max(reach, e.Kind.Detect, e.Kind.LoseRange(), e.Kind.Radius+w.Player.Stats.Radius)
		if withinReach(e.Pos, w.Player.Pos, reach) {
			continue
		}
		w.parkEnemy(bodyIndex(word), reach)
		parked = true
	}
	if parked {
		w.wakeEachTouched()
	}
}

// MarkStepped sets in marks the bit of every enemy the last step stepped:
// every enemy but those parked before it, and those it parked; bit i%64 of
// marks[i/64] for enemy i.
// marks must hold a bit for every enemy. Only these enemies may stand
// elsewhere than before the step: a caller that keeps places need look at
// no other.
func (w *World) MarkStepped(marks []uint64) {
	for base, n := 0, len(w.Enemies); base < n; base += 64 { // a loop of its own: a step of a session marks every tick
		marks[base/64] |= w.awakeIn(base, n)
	}
	for _, i := range w.park.settled {
		marks[i/64] |= 1 << (i % 64)
	}
}

// eachAwake calls step for every enemy from index from up to to that is
// not parked, in index order; from is a multiple of 64.
func (w *World) eachAwake(from, to int, step func(i int)) {
	w.eachAwakeWord(from, to, func(base int, awake uint64) {
		for ; awake != 0; awake &= awake - 1 {
			step(base + bits.TrailingZeros64(awake))
		}
	})
}

// eachAwakeWord calls step for every 64 enemies from index from up to to,
// with a bit set for each that is not parked (bit k: enemy base+k), in
// index order; from is a multiple of 64.
func (w *World) eachAwakeWord(from, to int, step func(base int, awake uint64)) {
	for base := from; base < to; base += 64 {
		if awake := w.awakeIn(base, to); awake != 0 {
			step(base, awake)
		}
	}
}

// awakeIn returns a bit for each of the 64 enemies from index base, a
// multiple of 64, that is not parked and comes before index to (bit k:
// enemy base+k).
func (w *World) awakeIn(base, to int) uint64 {
	awake := ^uint64(0)
	if asleep := w.park.asleep; base/64 < len(asleep) {
		awake = ^asleep[base/64]
	}
	if left := to - base; left < 64 {
		awake &= 1<<left - 1
	}
	return awake
}

// emptyCells returns the heads of n cells' lists, all empty (-1), reusing
// the memory of s when it can.
func emptyCells(s []int32, n int) []int32 {
	s = slices.Grow(s[:0], n)[:n]
	fill(s, -1)
	return s
}

// fill sets every element of s to v.
func fill(s []int32, v int32) {
	for i := range s {
		s[i] = v
	}
}
