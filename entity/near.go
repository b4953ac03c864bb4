package entity

import "slices"

// Looking enemies up by place. What the player does to enemies (a strike)
// asks for the living enemies around a point, which a step that looked at
// every enemy would pay for with every one of them, parked or not. After a
// step that separated its bodies sorted by cell, the crowd's order is an
// index of the awake ones by place: where the step left each (its cell), and
// how far separating moved any of them (shift); the parking grid holds the
// parked ones; and enemies added since the step are few. The index holds
// until the next step, unless the world is woken or restored by hand
// (Wake, Restore), which may move enemies: then a look-up looks at every
// enemy.

// eachAround calls f with the sorted place of every body, in the order
// sorted by cell, whose cell holds a point within d of p on either axis.
func (c *crowd) eachAround(p Vec, d float64, f func(k int)) {
	g := &c.cells
	x0, y0 := g.cellXY(Vec{X: p.X - d, Y: p.Y - d})
	x1, y1 := g.cellXY(Vec{X: p.X + d, Y: p.Y + d})
	for y := y0; y <= y1; y++ {
		last := uint32(y*g.cols + x1)
		for k := firstInCell(c.order, uint32(y*g.cols+x0)); k < len(c.order) && bodyCell(c.order[k]) <= last; k++ {
			f(k)
		}
	}
}

// enemiesNear returns, in index order, every living enemy that may be within
// reach of p (and some beyond), in the world's memory for it.
func (w *World) enemiesNear(p Vec, reach float64) []int32 {
	c := &w.crowd
	found := w.near[:0]
	if !c.sorted {
		for i := range w.Enemies {
			if !w.Enemies[i].Dead {
				found = append(found, int32(i))
			}
		}
		w.near = found
		return found
	}
	c.eachAround(p, reach+c.shift, func(k int) {
		if i := bodyIndex(c.order[k]); !w.Parked(i) && !w.Enemies[i].Dead {
			found = append(found, int32(i))
		}
	})
	if w.park.count > 0 {
		w.park.near(p, p, reach, func(j int32) bool {
			found = append(found, j)
			return false
		})
	}
	for i := c.indexed; i < len(w.Enemies); i++ {
		if !w.Enemies[i].Dead {
			found = append(found, int32(i))
		}
	}
	slices.Sort(found)
	w.near = found
	return found
}
