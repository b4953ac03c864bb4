// Package ai gives the demo's enemies their minds: one behavior tree per enemy
// kind, built with package bt, and one instance per enemy, ticked once per
// world step through Minds, the world's entity.Brain.
//
// A kind's tree is read from a tree file and may have any shape and names.
// The shipped Near and Far trees have three top-level branches, tried in
// order every tick (the root is a reactive selector); the Coward's has five:
//
//	<kind> [reactive selector]
//	├─ attack [sequence]            hold while an attack plays; else start one when in range and ready
//	│  ├─ inAttackRange [condition]
//	│  ├─ attackReady [condition]
//	│  └─ strike | shoot [stateful action]   Running until the attack ends; halted: the attack is cancelled
//	├─ chase [reactive sequence]
//	│  ├─ seesPlayer [condition]
//	│  └─ moveToPlayer | keepDistance [action]
//	└─ return [sequence]
//	   └─ moveHome [action]         Running until within HomeEpsilon of home, then Success: idle
//
// What the program makes of a tree's decision follows from its status and its
// leaves, never from a branch's name: an enemy is idle (Decision reports
// "idle" and the Activity Resting, the game bakes it into its rest layer)
// when its tree succeeded on a tick one of its leaves reported it at home
// (atHome true, moveHome succeeding), with no attack under way, even if its
// tree calls another branch idle; labels are coloured by its Activity.
//
// Melee kinds close in to strike; ranged kinds close only to attack range,
// hold there, and back away from a player nearer than their min_distance.
// Leaves read the enemy's kind at every tick, so editing a kind's ranges takes
// effect at once. Every condition and action gives a reason ("dist 5.2 >
// detect 4.0") to a debugger that asks for one.
//
// Trace writes the decision trace of cmd/sim as JSON Lines and Tally
// summarises a run.
package ai
