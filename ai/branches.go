package ai

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
