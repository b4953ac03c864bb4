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
// changed: when it summed up the tick before, the step worked out again
// the decisions of the enemies it stepped, each as its step ended
// (Stepped), a parked enemy's share standing until it wakes, and of those
// only the ones whose full instance the tick turned (bt.Instance.Turned),
// and Count adds up what they changed; otherwise, after a jump in time, a
// restore or a new tree, it works out every decision. With nodes it counts
// every watched living enemy's tree nodes too, which costs a pass over each
// one's node memory (bt.Instance.CountVisits).
func (m *Minds) Count(w *entity.World, c *Crowd, nodes bool) uint64 {
	sm := &m.sums
	m.counted = resized(m.counted, len(m.minds))
	switch {
	case sm.tick != 0 && sm.tick == w.Tick && sm.enemies == len(m.minds):
	case sm.tick != 0 && sm.tick+1 == w.Tick && sm.enemies <= len(m.minds):
		m.eachPart(func(part *tally) { sm.add(part) })
		for i := sm.enemies; i < len(m.minds); i++ {
			m.enter(w, i)
		}
	default:
		m.eachPart(func(part *tally) { part.clear() }) // of a tick not summed up
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
// many enemies, and their tally.
type sums struct {
	tick    uint32
	enemies int
	tally
}

// tally is the digest of decisions and, per kind, how many are in each
// branch; or, kept by a part of a step (see Minds.Stepped), how much these
// changed, in the same wrapping arithmetic.
type tally struct {
	digest   uint64
	branches [][]uint32 // by kind slot, in the order of Branches
}

// add adds part's changes to t, and clears part. A part may hold more
// counts than t, all zero, from a tree the kind no longer runs.
func (t *tally) add(part *tally) {
	t.digest += part.digest
	for slot, counts := range part.branches {
		for b, n := range counts {
			if n != 0 {
				t.branches[slot][b] += n
			}
		}
	}
	part.clear()
}

// clear zeroes t, keeping its memory.
func (t *tally) clear() {
	t.digest = 0
	for _, counts := range t.branches {
		clear(counts)
	}
}

// move moves enemy i's share, of kind tree kt, from the decision was to
// now.
func (t *tally) move(i int, kt *kindTree, was, now countedDecision) {
	t.digest += share(i, now.key) - share(i, was.key)
	if len(t.branches) <= kt.slot {
		t.branches = resized(t.branches, kt.slot+1)
	}
	counts := t.branches[kt.slot]
	if len(counts) < len(kt.branches) {
		counts = resized(counts, len(kt.branches))
		t.branches[kt.slot] = counts
	}
	if was.branch != noBranch {
		counts[was.branch]--
	}
	if now.branch != noBranch {
		counts[now.branch]++
	}
}

// Follows reports whether the minds follow w's step (entity.Follower):
// while Count sums up every tick, the sums of the tick before are what the
// step changes.
func (m *Minds) Follows(w *entity.World) bool { return m.sums.tick != 0 && m.sums.tick+1 == w.Tick }

// Stepped recounts e's decision into the sums once its step is done, while
// its record and mind are still in cache, instead of Count walking every
// enemy the step stepped after it, when they are no longer in cache. A
// thinker, stepping enemies beside others, recounts into a part of its own,
// which Count adds up.
func (m *Minds) Stepped(w *entity.World, e *entity.Enemy) { m.stepped(w, int(e.Index), &m.sums.tally) }

// stepped recounts enemy i's decision into t: the sums themselves, when
// the enemies step one after another, or a thinker's part of them (see
// Stepped). Enemies added since the sums were made are counted afresh by
// Count.
func (m *Minds) stepped(w *entity.World, i int, t *tally) {
	if i < m.sums.enemies {
		m.recount(w, i, t)
	}
}

// eachPart calls f with what each thinker's part of a step changed in the
// sums.
func (m *Minds) eachPart(f func(part *tally)) {
	for _, b := range m.thinkers {
		f(&b.(*thinker).part)
	}
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
// is still its decision: the enemy was dead then and still is, or it was
// worked out from the full instance, which no tick since turned
// (bt.Instance.Turned), and what else it read is as it was. Most enemies
// that step keep their decision, and this is cheaper than working it out
// again.
func (c *countedDecision) holds(e *entity.Enemy, mi *mind) bool {
	if e.Dead {
		return c.key == deadKey && c.branch == mi.kt.dead
	}
	if mi.in == nil || c.home != mi.home || c.attacking != e.Attacking() {
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
	m.recount(w, i, &m.sums.tally)
}

// recount moves enemy i's share of the sums (in t: the sums, or a part's
// changes to them) from the decision counted to the one it has now,
// working that out again unless the counted one holds.
func (m *Minds) recount(w *entity.World, i int, t *tally) {
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
		t.move(i, mi.kt, *was, now)
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
