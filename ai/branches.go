package ai

// The top-level branches of the shipped trees, and the labels Decision
// reports besides a tree's own branch names.
const (
	BranchAttack = "attack"
	BranchChase  = "chase"
	BranchReturn = "return"
	// BranchIdle is reported for an enemy whose tree succeeded on a tick a
	// leaf reported it at home (see Decision): it has nothing to do,
	// whatever its branch is called.
	BranchIdle = "idle"
	// BranchDead is reported for a dead enemy waiting to respawn.
	BranchDead = "dead"
)
