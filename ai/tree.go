package ai

import (
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// The top-level branches of every enemy tree, and the labels Branch reports.
const (
	BranchAttack = "attack"
	BranchChase  = "chase"
	BranchReturn = "return"
	// BranchIdle is reported for an enemy whose return branch succeeded: it
	// is home with nothing to do.
	BranchIdle = "idle"
	// BranchDead is reported for a dead enemy waiting to respawn.
	BranchDead = "dead"
)

// NewTree builds the tree definition for enemies of kind k. The tree reads k's
// fields at every tick, so it stays valid when they are edited.
func NewTree(k *entity.Kind) (*bt.Tree[*Agent], error) {
	attackName, approachName, approach, whyApproach := "strike", "moveToPlayer", moveToPlayer, whyMoveToPlayer
	if k.Ranged {
		attackName, approachName, approach, whyApproach = "shoot", "keepDistance", keepDistance, whyKeepDistance
	}
	return bt.New(bt.ReactiveSelector(k.Name,
		bt.Sequence(BranchAttack,
			bt.Condition("inAttackRange", inAttackRange).Why(whyInAttackRange),
			bt.Condition("attackReady", attackReady).Why(whyAttackReady),
			bt.StatefulAction(attackName, beginAttack, attackPlaying, cancelAttack).Why(whyAttack)),
		bt.ReactiveSequence(BranchChase,
			bt.Condition("seesPlayer", seesPlayer).Why(whySeesPlayer),
			bt.Action(approachName, approach).Why(whyApproach)),
		bt.Sequence(BranchReturn,
			bt.Action("moveHome", moveHome).Why(whyMoveHome))))
}
