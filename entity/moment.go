package entity

import "sync/atomic"

// A Moment is a tick of one run of a world: the states a world goes through
// by stepping, from when it was made, cloned or last restored. Within a run,
// an enemy parked since a moment has the state it had then (see Stood), so
// that a copy of the world made at that moment need copy it again only when
// it woke.
type Moment struct {
	run  uint64 // 0: no run; a moment of no world
	tick uint32
}

// Tick returns the moment's tick.
func (m Moment) Tick() uint32 { return m.tick }

// runs numbers the runs of every world in the process, so that no two share
// one.
var runs atomic.Uint64

// Now returns the moment the world is at.
func (w *World) Now() Moment {
	if w.run == 0 {
		w.run = runs.Add(1)
	}
	return Moment{run: w.run, tick: w.Tick}
}

// Stood reports whether enemy i has had the state it has now since moment
// m: m is of the world's present run, the enemy was there then, and it has
// been parked since m or before. A parked enemy's state stands until it
// wakes; change one by hand only after waking it (see Wake).
func (w *World) Stood(i int, m Moment) bool {
	return m.run == w.run && m.run != 0 && w.Parked(i) && w.park.since[i] <= m.tick
}
