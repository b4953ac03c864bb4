package session

import (
	"math/bits"
	"slices"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
)

// history is what a session remembers of the ticks it played, besides its
// segment's inputs and changes: keyframes to seek from, the world's events,
// and per tick a digest of every enemy's decision, the tick's part of the
// outcome and what the crowd did (ai.Crowd), with the enemies' positions
// every trailEvery ticks. A fork reads the recorded future from it instead
// of playing it again.
type history struct {
	keys   ring[keyframe]
	events ring[entity.Event]
	ticks  ring[tickRecord]
	trails ring[trailSample]
	// moved marks the enemies stepped since the newest trail sample (see
	// entity.World.MarkStepped), while tracked: the others stand where it
	// has them, and the next sample copies their places from it.
	moved   []uint64
	tracked bool
	// undigested stops the digests of decisions and the crowd's counts,
	// unless nodes are counted: a fork's changed future needs none once it
	// has diverged.
	undigested bool
}

// tickRecord is what the history keeps of every tick played.
type tickRecord struct {
	tick      uint32
	decisions uint64  // every enemy's decision, as ai.Minds.Digest sums them up
	outcome   Outcome // what the tick did: Outcome.add sums records up
	crowd     ai.Crowd
}

// trailSample is where the enemies were at the end of a tick, for the trails
// of a fork's ghosts: empty in a world of more than trailEnemies enemies.
type trailSample struct {
	tick  uint32
	scale trailScaler
	pos   []trailPoint
}

// trailPoint is a position kept for drawing, in 65,536ths of the arena's
// width and height (a sixtieth of a unit or finer): a third of the memory of
// an entity.Vec, which keeps a window of trails for 1,000 enemies in 12 MB.
type trailPoint struct{ x, y uint16 }

// trailScale is the largest value of a trailPoint's coordinates.
const trailScale = 1<<16 - 1

// trailScaler turns positions in an arena into trailPoints.
type trailScaler struct{ x, y float64 }

// scalerFor returns the trailScaler of the arena a.
func scalerFor(a entity.Arena) trailScaler {
	return trailScaler{trailScale / a.Width, trailScale / a.Height}
}

// point returns where p is in the arena, as a trailPoint.
func (s trailScaler) point(p entity.Vec) trailPoint {
	return trailPoint{quantize(p.X * s.x), quantize(p.Y * s.y)}
}

// quantize rounds v, which lies from 0 to trailScale but for rounding, to
// the nearest whole number within them: every sampled tick quantizes every
// enemy's place, with two compares (the builtin min and max also mind NaNs
// and signed zeros, which positions never are).
func quantize(v float64) uint16 {
	switch {
	case v <= 0:
		return 0
	case v >= trailScale:
		return trailScale
	}
	return uint16(v + 0.5)
}

// at returns the position of the trail point in the arena a.
func (t trailPoint) at(a entity.Arena) entity.Vec {
	return entity.Vec{X: float64(t.x) / trailScale * a.Width, Y: float64(t.y) / trailScale * a.Height}
}

// Trail settings: a sample every trailEvery ticks, of worlds of up to
// trailEnemies enemies (beyond, trails would cost more memory than they
// show).
const (
	trailEvery   = 5
	trailEnemies = 2000
)

// newHistory returns an empty history that covers the window of a world of
// n enemies (see keyframesFor).
func newHistory(n int) history { return historyOf(keyframesFor(n)) }

// historyOf returns an empty history of the given number of keyframes: a
// tick record for every tick from the oldest keyframe on.
func historyOf(keys int) history {
	ticks := keys * KeyframeEvery
	return history{
		keys:   newRing[keyframe](keys),
		events: newRing[entity.Event](rememberedEvents),
		ticks:  newRing[tickRecord](ticks),
		trails: newRing[trailSample](ticks/trailEvery + 1),
	}
}

// played records the tick the world has just played, with its kind and tree
// changes made; countNodes counts every kind's tree nodes too.
func (h *history) played(w *entity.World, m *ai.Minds, countNodes bool) {
	for _, ev := range w.Events {
		*h.events.push() = ev
	}
	r := h.ticks.push()
	r.tick, r.decisions, r.outcome = w.Tick, 0, Outcome{} // the crowd's memory is reused
	switch {
	case !h.undigested:
		r.decisions = m.Count(w, &r.crowd, countNodes)
	case countNodes:
		m.Count(w, &r.crowd, true)
	default: // a diverged fork's future: nobody reads its digests or branches
		r.crowd.Kinds = r.crowd.Kinds[:0]
	}
	r.outcome.Observe(w)
	h.sample(w)
}

// sample keeps the enemies' positions on every trailEvery-th tick. Of the
// enemies the ticks since the last sample did not step, it copies the
// places that sample has, which are theirs still: in a crowd that mostly
// rests, a sample quantizes the few that moved.
func (h *history) sample(w *entity.World) {
	n := len(w.Enemies)
	if n > trailEnemies {
		h.tracked = false
		if w.Tick%trailEvery == 0 {
			s := h.trails.push()
			s.tick, s.pos = w.Tick, s.pos[:0]
		}
		return
	}
	if words := (n + 63) / 64; len(h.moved) < words {
		h.moved = append(h.moved, make([]uint64, words-len(h.moved))...)
	}
	w.MarkStepped(h.moved)
	if w.Tick%trailEvery != 0 {
		return
	}
	var last *trailSample
	if h.tracked && h.trails.len() > 0 {
		last = h.trails.at(0)
	}
	s := h.trails.push() // never last's slot: the ring holds many
	scale, kept := scalerFor(w.Arena), 0
	s.pos = slices.Grow(s.pos[:0], n)[:n]
	if last != nil && last.scale == scale {
		kept = copy(s.pos, last.pos)
	}
	for i := kept; i < n; i++ {
		s.pos[i] = scale.point(w.Enemies[i].Pos)
	}
	for k, m := range h.moved {
		for ; m != 0; m &= m - 1 {
			if i := k*64 + bits.TrailingZeros64(m); i < kept {
				s.pos[i] = scale.point(w.Enemies[i].Pos)
			}
		}
	}
	s.tick, s.scale = w.Tick, scale
	clear(h.moved)
	h.tracked = true
}

// dropAfter forgets what was recorded after tick t, but for the oldest
// keyframe.
func (h *history) dropAfter(t uint32) {
	h.tracked = false // what stepped since the newest kept sample is not known
	for h.keys.len() > 1 && h.keys.at(0).world.Tick() > t {
		h.keys.pop()
	}
	for h.events.len() > 0 && h.events.at(0).Tick > t {
		h.events.pop()
	}
	for h.ticks.len() > 0 && h.ticks.at(0).tick > t {
		h.ticks.pop()
	}
	for h.trails.len() > 0 && h.trails.at(0).tick > t {
		h.trails.pop()
	}
}

// record returns the record of tick t, if the history holds it.
func (h *history) record(t uint32) (*tickRecord, bool) {
	if h.ticks.len() == 0 || t > h.ticks.at(0).tick {
		return nil, false
	}
	back := h.ticks.at(0).tick - t
	if back >= uint32(h.ticks.len()) {
		return nil, false
	}
	r := h.ticks.at(int(back))
	return r, r.tick == t
}

// trail appends to dst[:0] enemy i's sampled positions after tick from up to
// tick t, at most n of them, oldest first, in the arena a.
func (h *history) trail(a entity.Arena, i int, from, t uint32, n int, dst []entity.Vec) []entity.Vec {
	dst = dst[:0]
	if h.trails.len() == 0 {
		return dst
	}
	// Samples are trailEvery ticks apart: the one of tick t or just before
	// is first places back from the newest.
	newest := h.trails.at(0).tick
	last := min(t-t%trailEvery, newest)
	first := int((newest - last) / trailEvery)
	for k := min(first+n-1, h.trails.len()-1); k >= first; k-- {
		s := h.trails.at(k)
		if s.tick > from && i < len(s.pos) {
			dst = append(dst, s.pos[i].at(a))
		}
	}
	return dst
}
