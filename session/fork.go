package session

import (
	"slices"

	"github.com/enemyai/enemyai/entity"
)

// Fork is a what-if made in the past: the session copied at a tick of its
// history, changed there (kinds tuned, trees swapped), and played to the
// present with the same recorded inputs; compared with the recorded future
// tick by tick. Since the world is a pure function of its configuration,
// trees and inputs, the two futures differ by the change alone.
type Fork struct {
	At  uint32   // the tick the fork was made after
	Run *Session // the changed future: seek it together with the session
	// First is the first tick an enemy decides differently, with the
	// reasons on both sides; nil while the futures agree.
	First *Divergence
	// Recorded and Changed are the two futures' outcomes from At to the
	// tick played so far: to the present once Done.
	Recorded, Changed Outcome
	kinds             []entity.Kind
	trees             map[string]TreeFile
	diff              *Differ
	end               uint32 // the present of the session forked
	sample            bool   // whether trails are sampled
	trails            [2]trail
}

// trail samples every enemy's position every trailEvery ticks of a future,
// for drawing where it went.
type trail struct {
	from   uint32
	points [][]entity.Vec // per sample, per enemy
}

// Trail settings: a sample every trailEvery ticks, for worlds of up to
// trailEnemies enemies (beyond, trails would cost more memory than they
// show).
const (
	trailEvery   = 5
	trailEnemies = 2000
)

// Fork prepares a what-if at the tick shown: kinds take the given values and
// the named kinds run the given tree files from the next tick on. Play then
// plays the changed future and the recorded one side by side with the
// recorded inputs (a script's included) up to the session's present. Changes
// recorded after the tick are not part of the fork, nor are a replay's later
// segments. A tree that does not build is an error with its file, line and
// column. The session itself is left as it was.
func (s *Session) Fork(kinds []entity.Kind, trees map[string]TreeFile) (*Fork, error) {
	f := &Fork{At: s.World.Tick, kinds: kinds, trees: trees, end: s.head, sample: len(s.World.Enemies) <= trailEnemies}
	recorded, changed := s.branch(), s.branch()
	recorded.Minds.Remember(0) // only the fork's history is shown
	if len(kinds) > 0 {
		for _, k := range kinds {
			changed.World.SetKind(k)
		}
		changed.seg.Changes = append(changed.seg.Changes, Change{Tick: f.At, Kinds: kinds})
	}
	if len(trees) > 0 {
		c := Change{Tick: f.At, Trees: trees}
		if err := c.build(); err != nil {
			return nil, err
		}
		changed.applyTrees(&c)
		changed.seg.Changes = append(changed.seg.Changes, c)
	}
	first := f.At + trailEvery - f.At%trailEvery
	f.trails[0].from, f.trails[1].from = first, first
	f.Run, f.diff = changed, NewDiffer(recorded, changed)
	return f, nil
}

// Play plays up to n more ticks of both futures and reports whether the
// fork has reached the present. The changed future is left at the tick it
// played last: seek it to show another.
func (f *Fork) Play(n int) bool {
	for ; n > 0 && !f.Done(); n-- {
		f.diff.Step()
		if f.sample && f.Run.head%trailEvery == 0 {
			f.trails[0].add(f.diff.A.World)
			f.trails[1].add(f.Run.World)
		}
	}
	f.First, f.Recorded, f.Changed = f.diff.First, f.diff.OutA, f.diff.OutB
	return f.Done()
}

// Done reports whether the fork has played to the present.
func (f *Fork) Done() bool { return f.Run.head >= f.end }

// Progress returns the ticks played and the ticks to play in all.
func (f *Fork) Progress() (played, total uint32) { return f.Run.head - f.At, f.end - f.At }

// add samples the world's enemy positions.
func (t *trail) add(w *entity.World) {
	ps := make([]entity.Vec, len(w.Enemies))
	for i := range w.Enemies {
		ps[i] = w.Enemies[i].Pos
	}
	t.points = append(t.points, ps)
}

// Trail appends to dst[:0] enemy i's sampled positions in the recorded
// future (changed false) or the changed one, from n samples before tick t up
// to t, oldest first.
func (f *Fork) Trail(changed bool, i int, t uint32, n int, dst []entity.Vec) []entity.Vec {
	dst = dst[:0]
	tr := &f.trails[0]
	if changed {
		tr = &f.trails[1]
	}
	if t < tr.from {
		return dst
	}
	last := int(t-tr.from) / trailEvery
	for s := max(0, last-n+1); s <= last && s < len(tr.points); s++ {
		if i < len(tr.points[s]) {
			dst = append(dst, tr.points[s][i])
		}
	}
	return dst
}

// branch returns a copy of the session from the tick shown, whose present is
// that tick and whose recorded inputs reach this session's present: it
// replays them as it advances. Its history starts at that tick.
func (s *Session) branch() *Session {
	t := s.World.Tick
	b := &Session{origin: s.origin, cfg: s.cfg, steps: s.steps, head: t}
	b.World = s.World.Clone()
	b.Minds = s.Minds.Clone(b.World)
	b.seg = Segment{Kinds: s.seg.Kinds, Trees: s.seg.Trees, Ticks: t,
		Inputs: inputLog{runs: slices.Clone(s.seg.Inputs.runs)}}
	b.seg.Inputs.dropAfter(s.head)
	for _, c := range s.seg.Changes {
		if c.Tick <= t {
			b.seg.Changes = append(b.seg.Changes, c)
		}
	}
	b.keys = newRing[keyframe](keyframes)
	b.events = newRing[entity.Event](rememberedEvents)
	b.saveKeyframe()
	return b
}

// Keep makes the fork the session's future: the history after the fork's
// tick is dropped, the fork's changes are made at that tick, and the
// recorded inputs are played again to the present, recording keyframes and
// history as they go. The tick shown is the fork's.
func (s *Session) Keep(f *Fork) error {
	s.Seek(f.At)
	present, inputs := s.head, slices.Clone(s.seg.Inputs.runs)
	s.Resume()
	s.seg.Inputs.runs = inputs
	if len(f.kinds) > 0 {
		for _, k := range f.kinds {
			s.World.SetKind(k)
		}
		s.seg.Changes = append(s.seg.Changes, Change{Tick: f.At, Kinds: f.kinds})
	}
	if len(f.trees) > 0 {
		c := Change{Tick: f.At, Trees: f.trees}
		if err := c.build(); err != nil {
			return err
		}
		s.applyTrees(&c)
		s.seg.Changes = append(s.seg.Changes, c)
	}
	for s.head < present {
		s.Advance(entity.PlayerIntent{})
	}
	s.Seek(f.At)
	return nil
}
