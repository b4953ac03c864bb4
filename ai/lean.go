package ai

import "github.com/enemyai/enemyai/bt"

// An enemy ticks lean while nobody watches it, and a full instance while
// somebody does; watch and unwatch switch between the two between ticks,
// keeping what the enemy will do (bt.Instance.CopyFromLean,
// bt.LeanInstance.CopyFrom).

// watch gives the mind a full instance, if it ticks lean, that goes on as
// its lean one would. Until the full one ticks, the lean one holds its
// decision.
func (mi *mind) watch() {
	if mi.in != nil {
		return
	}
	mi.in = mi.kt.tree.NewInstance()
	mi.in.CopyFromLean(&mi.lean)
}

// unwatch makes the mind tick lean again, unless its reasons are explained.
func (mi *mind) unwatch() {
	if mi.in == nil || mi.in.Explaining() {
		return
	}
	mi.lean.CopyFrom(mi.in)
	mi.in = nil
}

// decision returns the mind's tip and its root's status after its last
// tick: the full instance's once it has ticked, else the lean one's; a tip
// of -1 when it has decided nothing yet.
func (mi *mind) decision() (tip int, status bt.Status) {
	if in := mi.ticked(); in != nil {
		return mi.kt.tree.Shape().Tip(in), in.Status(0)
	}
	return mi.lean.Tip(), mi.lean.Status()
}

// ticked returns the full instance when it decides the mind: when it has
// ticked since the mind was watched. Otherwise, nil: the lean one decides.
func (mi *mind) ticked() *bt.Instance {
	if mi.in != nil && mi.in.Now() != 0 {
		return mi.in
	}
	return nil
}
