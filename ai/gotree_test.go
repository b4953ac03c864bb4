package ai

import (
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goTree builds the Near or Far tree in Go, as the game did before trees were
// files: the reference the shipped tree files are checked and benchmarked
// against.
func goTree(k *entity.Kind) (*bt.Tree[*Agent], error) {
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

// TestShippedTreesAreTheGoTrees checks that the Near and Far trees read from
// their files have the shape of the trees built in Go.
func TestShippedTreesAreTheGoTrees(t *testing.T) {
	for _, name := range []string{"near", "far"} {
		k := &entity.Kind{Name: name, Ranged: name == "far", Tree: name + ".tree"}
		want, err := goTree(k)
		require.NoError(t, err)
		trees, err := ShippedTrees([]*entity.Kind{k})
		require.NoError(t, err)
		assert.Equal(t, want.Shape().Text(nil), trees[name].Shape().Text(nil), name)
	}
}
