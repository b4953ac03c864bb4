package ai

import "image/color"

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

// branchColours are the colours pictures of a crowd over time give the
// shipped trees' branches: those of the labels above enemies doing the same.
var branchColours = map[string]color.NRGBA{
	BranchAttack: {255, 100, 80, 255},
	BranchChase:  {255, 200, 60, 255},
	BranchReturn: {120, 190, 255, 255},
	BranchIdle:   {70, 78, 92, 255},
	BranchDead:   {32, 34, 40, 255},
}

// otherBranchColours are the colours of a tree's own branches, picked by
// name.
var otherBranchColours = []color.NRGBA{{180, 120, 255, 255}, {90, 210, 180, 255}, {240, 140, 200, 255}, {200, 200, 90, 255}}

// BranchColour returns the colour the game's timeline strips and cmd/sim's
// timeline give a branch: its own for the shipped branches, else one of a
// few picked by its name, the same in every run.
func BranchColour(branch string) color.NRGBA {
	if c, ok := branchColours[branch]; ok {
		return c
	}
	return otherBranchColours[nameKey(branch, "")%uint64(len(otherBranchColours))]
}
