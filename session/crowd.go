package session

import (
	"slices"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
)

// rebuildBudget is how many enemy-ticks CountNodes re-simulates at most to
// count the nodes of ticks already played: about half a second's work on
// the development machine, so a key that turns heat maps on answers within
// a second with any crowd. A larger crowd gets the nodes of a shorter stretch
// of its past counted.
const rebuildBudget = 4_000_000

// CountNodes switches counting every kind's tree nodes on every tick on or
// off: the heat maps of NodeShares. Switched on, it counts the ticks already
// played as well, by re-simulating them from a keyframe (as Seek does), as
// far as rebuildBudget allows: the ticks up to the one shown first, from as
// far back as the budget reaches, then on toward the present with what is
// left of it; then it shows the tick shown again, if it went past it. The counts are those of
// the ticks as played, exact whatever tick is shown later.
func (s *Session) CountNodes(on bool) {
	if on == s.countNodes {
		return
	}
	s.countNodes = on
	if !on {
		return
	}
	shown := s.World.Tick
	ticks := s.budgetTicks(rebuildBudget)
	from := s.keyframeWithin(shown, ticks)
	to := min(s.head, max(shown, from.world.Tick()+ticks))
	s.replay(from, to, func() {
		if r, ok := s.record(s.World.Tick); ok {
			s.Minds.Count(s.World, &r.crowd, true)
		}
	})
	if to != shown { // ended past it: show it again
		s.Seek(shown)
	}
}

// CountingNodes reports whether CountNodes is on.
func (s *Session) CountingNodes() bool { return s.countNodes }

// Crowd returns what the crowd did on tick t, if the history holds it; the
// Kinds of a tick a diverged fork played are empty unless it counts nodes.
func (s *Session) Crowd(t uint32) (*ai.Crowd, bool) {
	r, ok := s.record(t)
	if !ok {
		return nil, false
	}
	return &r.crowd, true
}

// NodeShares is how a kind's living enemies used each node of its tree over
// a stretch of ticks: the share of their enemy-ticks in which the node was
// ticked, and in which it was running.
type NodeShares struct {
	Visited, Running []float64
	// From and To are the first and last tick counted; Ticks how many were
	// (none: the nodes were not counted then); Held how many ticks of the
	// window the history holds, counted or not: more than Ticks where
	// CountNodes could not count them all, or the kind ran another tree.
	From, To, Ticks, Held uint32
}

// NodeShares sums up how the living enemies of the named kind used its
// current tree over the window ticks up to the tick shown (all the history
// holds when window is 0), counting the ticks whose nodes were counted (see
// CountNodes) while the kind ran this tree. A kind the world does not have
// has no shares.
func (s *Session) NodeShares(kind string, window uint32) NodeShares {
	slot := slices.IndexFunc(s.World.Kinds, func(k *entity.Kind) bool { return k.Name == kind })
	if slot < 0 {
		return NodeShares{}
	}
	shape := s.Minds.Tree(s.World.Kinds[slot]).Shape()
	n := shape.Len()
	out := NodeShares{Visited: make([]float64, n), Running: make([]float64, n)}
	var living float64
	for t := s.World.Tick; t > 0 && (window == 0 || s.World.Tick-t < window); t-- {
		r, ok := s.record(t)
		if !ok {
			break
		}
		out.Held++
		if slot >= len(r.crowd.Kinds) {
			continue
		}
		kc := &r.crowd.Kinds[slot]
		if kc.Shape != shape || len(kc.Visits) != n {
			continue
		}
		for id := range n {
			out.Visited[id] += float64(kc.Visits[id])
			out.Running[id] += float64(kc.Running[id])
		}
		living += float64(kc.Living)
		if out.Ticks == 0 {
			out.To = t
		}
		out.From = t
		out.Ticks++
	}
	if living > 0 {
		for id := range n {
			out.Visited[id] /= living
			out.Running[id] /= living
		}
	}
	return out
}
