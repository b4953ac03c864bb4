package ai

import (
	"slices"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// Crowd is what every kind's enemies did on one tick, summed up per kind:
// how many were in each branch, and, when nodes are counted, how many living
// ones ticked each node of the kind's tree and found it running. A session
// keeps one per tick of its window; sums over ticks make the heat maps of a
// kind's tree and the timeline's branch strips.
type Crowd struct {
	Kinds []KindCrowd // in the order of the world's kinds
}

// KindCrowd is one kind's part of a Crowd.
type KindCrowd struct {
	// Shape is the tree the kind ran: counts of ticks made by another tree
	// do not add up with these.
	Shape *bt.Shape
	// Branches counts the kind's enemies per branch, in the order of
	// Minds.Branches: each enemy in the branch its Decision reports.
	Branches []uint32
	// Living counts the living enemies whose nodes were counted; Visits
	// and Running are per node, empty when nodes were not counted.
	Living          uint32
	Visits, Running []uint32
}

// Branches returns the names of the branches Count counts for kind k: the
// top-level branches of its tree in the tree's order (each name once), then
// idle and dead, which are what an enemy does rather than branches of its
// tree: a tree's own branch called idle is counted apart from them.
func (m *Minds) Branches(k *entity.Kind) []string { return m.trees[k].branches }

// Count sums up the tick w has just played into c, reusing c's memory, and
// returns the tick's Digest, made in the same pass over the enemies. A
// parked enemy's decision is worked out once, on the first tick it is
// counted parked, and reused until it wakes. With
// nodes it counts every living enemy's tree nodes too, which costs a pass
// over each one's node memory (bt.Instance.CountVisits).
func (m *Minds) Count(w *entity.World, c *Crowd, nodes bool) uint64 {
	c.Kinds = resized(c.Kinds, len(w.Kinds))
	for _, k := range w.Kinds {
		kt := m.trees[k]
		kc := &c.Kinds[kt.slot]
		kc.Shape, kc.Living = kt.tree.Shape(), 0
		kc.Branches = zeroed(kc.Branches, len(kt.branches))
		n := 0
		if nodes {
			n = kc.Shape.Len()
		}
		kc.Visits, kc.Running = zeroed(kc.Visits, n), zeroed(kc.Running, n)
	}
	h := uint64(fnvOffset)
	for i := range w.Enemies {
		e := &w.Enemies[i]
		if int(e.Index) >= len(m.minds) {
			h = fold(h, m.decide(e).key())
			continue
		}
		mi := &m.minds[int(e.Index)]
		kept := &mi.kept
		if parked := w.Parked(i); !parked || kept.at < w.ParkedSince(i) {
			d := m.decide(e)
			kept.key, kept.branch, kept.at = d.key(), mi.kt.branchOfDecision(e, d), 0
			if parked {
				kept.at = w.Tick
			}
		}
		h = fold(h, kept.key)
		kc := &c.Kinds[mi.kt.slot]
		if kept.branch != noBranch {
			kc.Branches[kept.branch]++
		}
		if nodes && !e.Dead && mi.in != nil && mi.in.Tree() == kc.Shape { // lean: nobody watches its nodes
			mi.in.CountVisits(kc.Visits, kc.Running)
			kc.Living++
		}
	}
	return h
}

// branchOfDecision returns the index of the branch enemy e decided d is in, or
// noBranch.
func (kt *kindTree) branchOfDecision(e *entity.Enemy, d decided) uint16 {
	switch {
	case d.kt != nil && d.idle:
		return kt.idle
	case d.kt != nil:
		return kt.branchOf[d.tip]
	case e.Dead:
		return kt.dead
	case d.spelled.Activity == Resting: // a decision spelled out: over a tree swap
		return kt.idle
	}
	if i := slices.Index(kt.branches[:kt.idle], d.spelled.Branch); i >= 0 {
		return uint16(i)
	}
	return noBranch
}

// resized returns s with length n, reusing its memory and keeping the
// elements it had.
func resized[T any](s []T, n int) []T {
	if cap(s) < n {
		return append(s[:cap(s)], make([]T, n-cap(s))...)
	}
	return s[:n]
}

// zeroed returns s with length n, all zero, reusing its memory.
func zeroed(s []uint32, n int) []uint32 {
	s = resized(s, n)
	clear(s)
	return s
}
