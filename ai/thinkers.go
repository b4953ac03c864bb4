package ai

import "github.com/enemyai/enemyai/entity"

// thinker thinks for some of the enemies while other thinkers think for
// others, at the same time (see entity.Thinkers): the minds are the
// enemies' own, only the leaves' context is the thinker's.
type thinker struct {
	minds *Minds
	agent Agent
	part  tally // what the enemies stepped changed in the sums (see Minds.Stepped)
	// The agent and part are written for every enemy stepped: the padding keeps
	// two thinkers, thinking on two cores, off one cache line (and the
	// line the processor fetches with it).
	_ [128]byte
}

// Thinkers returns n brains that think for disjoint enemies at the same
// time, or nil while a tree swap keeps decisions aside for some enemies
// (see SetTree), which thinking forgets one enemy after another.
func (m *Minds) Thinkers(w *entity.World, n int) []entity.Brain {
	if m.swapped != nil {
		return nil
	}
	m.follow(w)
	for len(m.thinkers) < n {
		m.thinkers = append(m.thinkers, &thinker{minds: m})
	}
	return m.thinkers[:n]
}

// Think ticks e's tree once, as Minds.Think does.
func (t *thinker) Think(w *entity.World, e *entity.Enemy) {
	t.minds.minds[int(e.Index)].think(&t.agent, w, e)
}

// Halt halts e's tree, as Minds.Halt does; the world never asks a thinker.
func (t *thinker) Halt(w *entity.World, e *entity.Enemy) { t.minds.Halt(w, e) }

// Stepped recounts e's decision, as Minds.Stepped does, into the thinker's
// part of the sums.
func (t *thinker) Stepped(w *entity.World, e *entity.Enemy) {
	t.minds.stepped(w, int(e.Index), &t.part)
}

// Follows reports whether the thinker follows w's step, as Minds.Follows
// does.
func (t *thinker) Follows(w *entity.World) bool { return t.minds.Follows(w) }
