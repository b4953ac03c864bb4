package session

import (
	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
)

// Segment is the part of a session between two restarts: the kinds' values
// when it began, the player's intent on every tick, and the kind changes made
// while it ran.
type Segment struct {
	Kinds   []entity.Kind
	Trees   map[string]TreeFile // the kinds' tree files when it began, by kind name
	Inputs  inputLog
	Changes []Change
	Ticks   uint32 // ticks played
	// crowd holds, where a variant pinned values (Variant), the values the
	// segment began with before it did: the extra enemies' homes are drawn
	// with them, so that the changed run has the original's crowd. Nil:
	// Kinds.
	crowd []entity.Kind
}

// Change is a change of kind values made after a tick, by live tuning or a
// reloaded configuration.
type Change struct {
	Tick  uint32 // applied after this tick, before the next
	Kinds []entity.Kind
	Trees map[string]TreeFile // new tree files, by kind name
	built ai.Trees            // Trees built, kept so rewinding reuses them
}
