package session

import (
	"slices"

	"github.com/enemyai/enemyai/entity"
)

// Fork is a what-if made in the past: the session copied at a tick of its
// history, changed there (kinds tuned, trees swapped), and played to the
// present with the same recorded inputs, then compared tick by tick with the
// recorded future, which the session's history holds: it is not played
// again. Since the world is a pure function of its configuration, trees and
// inputs, the two futures differ by the change alone, and by the changes
// recorded after the tick, which the fork leaves out as keeping it would.
//
// A fork reads the session's history as it plays: drop it when the session
// drops its future (resuming from the past, restarting).
type Fork struct {
	At uint32 // the tick the fork was made after
	// B is the changed future: seek it together with the session to show it.
	B *Session
	// OutA and OutB are the outcomes of the recorded future and the changed
	// one over the ticks played so far, to the present once Done.
	OutA, OutB Outcome
	// First is the first divergence found so far, or nil while the futures
	// agree.
	First *Divergence

	recorded *Session // the session forked
	change   Change   // the change, built, made at At
	end      uint32   // the present of the session forked
}

// Fork prepares a what-if at the tick shown: kinds take the given values and
// the named kinds run the given tree files from the next tick on. Play then
// plays the changed future with the recorded inputs (a script's included) up
// to the session's present. Changes recorded after the tick are not part of
// the fork, nor are a replay's later segments. A tree that does not build is
// an error with its file, line and column. The session itself is left as it
// was.
func (s *Session) Fork(kinds []entity.Kind, trees map[string]TreeFile) (*Fork, error) {
	c := Change{Kinds: kinds, Trees: trees}
	if err := c.build(); err != nil {
		return nil, err
	}
	changed := s.branch()
	changed.change(c)
	return &Fork{At: s.World.Tick, B: changed, recorded: s, change: c, end: s.head}, nil
}

// Play plays up to n more ticks of the changed future and reports whether
// the fork has reached the present. The changed future is left at the tick it
// played last: seek it to show another.
func (f *Fork) Play(n int) bool {
	for ; n > 0 && !f.Done(); n-- {
		f.B.Advance(entity.PlayerIntent{})
		t := f.B.head
		a, recorded := f.recorded.record(t)
		b, _ := f.B.record(t)
		f.OutB.add(b.outcome)
		if !recorded {
			continue // the session dropped its future: nothing left to compare with
		}
		f.OutA.add(a.outcome)
		if f.First == nil && a.decisions != b.decisions {
			f.First = f.explain(t)
			f.B.undigested = f.First != nil // the changed future needs no more digests
		}
	}
	return f.Done()
}

// explain returns who decides differently on tick t and why: the recorded
// future, shown at t for a moment, against the changed one.
func (f *Fork) explain(t uint32) *Divergence {
	shown := f.recorded.World.Tick
	f.recorded.Seek(t)
	defer f.recorded.Seek(shown)
	return firstDifference(f.recorded, f.B)
}

// Done reports whether the fork has played to the present.
func (f *Fork) Done() bool { return f.B.head >= f.end }

// Progress returns the ticks played and the ticks to play in all.
func (f *Fork) Progress() (played, total uint32) { return f.B.head - f.At, f.end - f.At }

// Trail appends to dst[:0] enemy i's sampled positions in the recorded
// future (changed false) or the changed one, from n samples before tick t up
// to t, after the fork's tick, oldest first.
func (f *Fork) Trail(changed bool, i int, t uint32, n int, dst []entity.Vec) []entity.Vec {
	s := f.recorded
	if changed {
		s = f.B
	}
	return s.trail(s.World.Arena, i, f.At, t, n, dst)
}

// branch returns a copy of the session from the tick shown, whose present is
// that tick and whose recorded inputs reach this session's present: it
// replays them as it advances. Its history starts at that tick, but for the
// events and the enemies' transitions up to it, which are the session's.
func (s *Session) branch() *Session {
	t := s.World.Tick
	b := &Session{origin: s.origin, cfg: s.cfg, steps: s.steps, head: t, unpark: s.unpark, countNodes: s.countNodes}
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
	b.history = newHistory(len(b.World.Enemies))
	for _, ev := range s.Events(0, t, nil) { // the events of its past are the session's
		*b.events.push() = ev
	}
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
