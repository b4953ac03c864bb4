package ai

import (
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// Digest sums up the last decision of every enemy of w in one number. Two
// worlds whose enemies decide alike, enemy by enemy, have the same digest,
// whatever trees made the decisions: it is made of the names a Decision
// holds. Worlds that decide differently have different digests but for a
// chance too small to matter (a 64-bit hash). A session keeps one per tick
// so that a fork finds where it first decides differently without playing
// the recorded future again. It is a sum of each enemy's share, so that
// Count can keep it up to date by the shares that changed.
func (m *Minds) Digest(w *entity.World) uint64 {
	var h uint64
	for i := range w.Enemies {
		h += share(i, m.decisionKey(&w.Enemies[i]))
	}
	return h
}

// share returns enemy i's share of a digest, whose decision has the given
// key: a 64-bit mix of both, so that enemies swapping decisions change it.
func share(i int, key uint64) uint64 {
	h := (key ^ (uint64(i)+1)*0x9e3779b97f4a7c15) * fnvPrime
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// decisionKeys are the keys of a node's decisions: as the tip of its branch,
// and as the tip of a tree done at home (the idle branch).
type decisionKeys struct{ branch, idle uint64 }

// decisionKey returns the key of enemy e's last decision, as Digest folds it
// in: the same as Decision(e).key(), from keys computed once per tree.
func (m *Minds) decisionKey(e *entity.Enemy) uint64 { return m.decide(e).key() }

// key returns the decision's key, as Digest folds it in.
func (d decided) key() uint64 {
	if d.kt == nil {
		return d.spelled.key()
	}
	k := d.kt.keys[d.tip].branch
	if d.idle {
		k = d.kt.keys[d.tip].idle
	}
	return withStatus(k, d.status)
}

// key returns the decision's key: its names' and its status's.
func (d Decision) key() uint64 { return withStatus(nameKey(d.Branch, d.Leaf), d.Status) }

// The FNV-1a hash's constants.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// nameKey hashes a branch and a leaf name.
func nameKey(branch, leaf string) uint64 {
	h := uint64(fnvOffset)
	for i := range len(branch) {
		h = (h ^ uint64(branch[i])) * fnvPrime
	}
	h = (h ^ 0xff) * fnvPrime // no byte of UTF-8 text: "ab"+"c" and "a"+"bc" differ
	for i := range len(leaf) {
		h = (h ^ uint64(leaf[i])) * fnvPrime
	}
	return h
}

// withStatus mixes a status into a name key.
func withStatus(k uint64, s bt.Status) uint64 { return (k ^ uint64(s)) * fnvPrime }
