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
//
// Its Differ plays the recorded future as A and the changed one as B: seek B
// together with the session to show it. First and the outcomes OutA and OutB
// cover the ticks played so far, to the present once Done.
type Fork struct {
	At uint32 // the tick the fork was made after
	*Differ
	change    Change            // the change, built, made at At
	end       uint32            // the present of the session forked
	sample    bool              // whether trails are sampled
	trailFrom uint32            // the tick of the first trail sample
	trails    [2][][]entity.Vec // per future (A, B), per sample, per enemy
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
	c := Change{Kinds: kinds, Trees: trees}
	if err := c.build(); err != nil {
		return nil, err
	}
	recorded, changed := s.branch(), s.branch()
	recorded.Minds.Remember(0) // only the fork's history is shown
	changed.change(c)
	at := s.World.Tick
	return &Fork{At: at, Differ: NewDiffer(recorded, changed), change: c, end: s.head,
		sample: len(s.World.Enemies) <= trailEnemies, trailFrom: at + trailEvery - at%trailEvery}, nil
}

// Play plays up to n more ticks of both futures and reports whether the
// fork has reached the present. The changed future is left at the tick it
// played last: seek it to show another.
func (f *Fork) Play(n int) bool {
	for ; n > 0 && !f.Done(); n-- {
		f.Step()
		if f.sample && f.B.head%trailEvery == 0 {
			f.trails[0] = append(f.trails[0], positions(f.A.World))
			f.trails[1] = append(f.trails[1], positions(f.B.World))
		}
	}
	return f.Done()
}

// Done reports whether the fork has played to the present.
func (f *Fork) Done() bool { return f.B.head >= f.end }

// Progress returns the ticks played and the ticks to play in all.
func (f *Fork) Progress() (played, total uint32) { return f.B.head - f.At, f.end - f.At }

// positions returns the world's enemy positions.
func positions(w *entity.World) []entity.Vec {
	ps := make([]entity.Vec, len(w.Enemies))
	for i := range w.Enemies {
		ps[i] = w.Enemies[i].Pos
	}
	return ps
}

// Trail appends to dst[:0] enemy i's sampled positions in the recorded
// future (changed false) or the changed one, from n samples before tick t up
// to t, oldest first.
func (f *Fork) Trail(changed bool, i int, t uint32, n int, dst []entity.Vec) []entity.Vec {
	dst = dst[:0]
	samples := f.trails[0]
	if changed {
		samples = f.trails[1]
	}
	if t < f.trailFrom {
		return dst
	}
	last := int(t-f.trailFrom) / trailEvery
	for s := max(0, last-n+1); s <= last && s < len(samples); s++ {
		if i < len(samples[s]) {
			dst = append(dst, samples[s][i])
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
func (s *Session) Keep(f *Fork) {
	s.Seek(f.At)
	present, inputs := s.head, slices.Clone(s.seg.Inputs.runs)
	s.Resume()
	s.seg.Inputs.runs = inputs
	s.change(f.change)
	for s.head < present {
		s.Advance(entity.PlayerIntent{})
	}
	s.Seek(f.At)
}
