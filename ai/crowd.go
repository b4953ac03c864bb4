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
	// BranchesOf(Shape) (Minds.Branches while the kind runs it): each enemy
	// in the branch its Decision reports.
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
// returns the tick's Digest, made from the same sums. It sums up what
// changed: when it summed up the tick before, it works out again only the
// decisions of the enemies the tick stepped (entity.World.EachStepped), a
// parked enemy's share standing until it wakes, and of those only the ones
// whose full instance the tick turned (bt.Instance.Turned); otherwise, after a jump in
// time, a restore or a new tree, every decision. With nodes it counts every
// watched living enemy's tree nodes too, which costs a pass over each one's
// node memory (bt.Instance.CountVisits).
func (m *Minds) Count(w *entity.World, c *Crowd, nodes bool) uint64 {
	sm := &m.sums
	m.counted = resized(m.counted, len(m.minds))
	switch {
	case sm.tick != 0 && sm.tick == w.Tick && sm.enemies == len(m.minds):
	case sm.tick != 0 && sm.tick+1 == w.Tick && sm.enemies <= len(m.minds):
		w.EachStepped(func(i int) {
			if i < sm.enemies {
				m.recount(w, i)
			}
		})
		for i := sm.enemies; i < len(m.minds); i++ {
			m.enter(w, i)
		}
	default:
		sm.reset(w, m)
		for i := range m.minds {
			m.enter(w, i)
		}
	}
	sm.tick, sm.enemies = w.Tick, len(m.minds)
	c.Kinds = resized(c.Kinds, len(w.Kinds))
	for _, k := range w.Kinds {
		kt := m.trees[k]
		kc := &c.Kinds[kt.slot]
		kc.Shape, kc.Living = kt.tree.Shape(), 0
		kc.Branches = append(kc.Branches[:0], sm.branches[kt.slot]...)
		n := 0
		if nodes {
			n = kc.Shape.Len()
		}
		kc.Visits, kc.Running = zeroed(kc.Visits, n), zeroed(kc.Running, n)
	}
	if nodes {
		for i := range m.minds {
			mi := &m.minds[i]
			kc := &c.Kinds[mi.kt.slot]
			if !w.Enemies[i].Dead && mi.in != nil && mi.in.Tree() == kc.Shape { // lean: nobody watches its nodes
				mi.in.CountVisits(kc.Visits, kc.Running)
				kc.Living++
			}
		}
	}
	digest := sm.digest
	for i := len(m.minds); i < len(w.Enemies); i++ { // new, with no mind yet
		digest += share(i, m.decisionKey(&w.Enemies[i]))
	}
	return digest
}

// sums are the sums Count keeps: the tick they sum up (0: none), of how
// many enemies, the digest of their decisions, and per kind how many are
// in each branch.
type sums struct {
	tick     uint32
	enemies  int
	digest   uint64
	branches [][]uint32 // by kind slot, in the order of Branches
}

// countedDecision is an enemy's decision as Count summed it up: its key
// and the index of its branch, or noBranch. When it was worked out from the
// full instance of a living enemy, at is that instance's tick then, and
// home and attacking what else it read; otherwise at is 0.
type countedDecision struct {
	key             uint64
	at              uint32
	branch          uint16
	home, attacking bool
}

// holds reports whether the decision counted for enemy e, whose mind is mi,
// is still its decision: it was worked out from the full instance, which no
// tick since turned (bt.Instance.Turned), and what else it read is as it
// was. Most enemies that step keep their decision, and this is cheaper
// than working it out again.
func (c *countedDecision) holds(e *entity.Enemy, mi *mind) bool {
	if mi.in == nil || e.Dead || c.home != mi.home || c.attacking != e.Attacking() {
		return false
	}
	t := mi.in.Turned() // 0 for an instance installed since, before its first tick
	return t != 0 && t <= c.at
}

// reset empties the sums for w's kinds and trees.
func (sm *sums) reset(w *entity.World, m *Minds) {
	sm.digest = 0
	sm.branches = resized(sm.branches, len(w.Kinds))
	for _, k := range w.Kinds {
		kt := m.trees[k]
		sm.branches[kt.slot] = zeroed(sm.branches[kt.slot], len(kt.branches))
	}
}

// enter adds enemy i's share to the sums, which do not hold it yet.
func (m *Minds) enter(w *entity.World, i int) {
	m.counted[i] = countedDecision{branch: noBranch}
	m.sums.digest += share(i, 0) // what recount takes out
	m.recount(w, i)
}

// recount moves enemy i's share of the sums from the decision counted to
// the one it has now, working that out again unless the counted one holds.
func (m *Minds) recount(w *entity.World, i int) {
	e, mi, was := &w.Enemies[i], &m.minds[i], &m.counted[i]
	if m.swapped == nil && was.holds(e, mi) {
		return
	}
	d := m.decide(e)
	now := countedDecision{key: d.key(), branch: mi.kt.branchOfDecision(e, d)}
	if in := mi.ticked(); in != nil && d.kt != nil {
		now.at, now.home, now.attacking = in.Now(), mi.home, e.Attacking()
	}
	if now.key != was.key || now.branch != was.branch {
		sm, slot := &m.sums, mi.kt.slot
		sm.digest += share(i, now.key) - share(i, was.key)
		if was.branch != noBranch {
			sm.branches[slot][was.branch]--
		}
		if now.branch != noBranch {
			sm.branches[slot][now.branch]++
		}
	}
	*was = now
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
