package ai

import "github.com/enemyai/enemyai/entity"

// Agent is what the leaves of an enemy's tree receive: the enemy and its world.
type Agent struct {
	W *entity.World
	E *entity.Enemy
	// home is set by a leaf that reported the enemy at its home this tick
	// (atHome true, moveHome succeeding): what idle is decided from.
	home bool
	// wasHome is whether it was at home on its last tick: then standing near
	// home is being home (see atHome).
	wasHome bool
	// restless is set by a leaf that reads what moves by itself (the
	// player's position, the clock), as the vocabulary declares it
	// (leafReads.moving): an enemy ticked lean keeps no record of the nodes
	// it ticked, and this is how it tells it may not be parked.
	restless bool
}

// moving returns a leaf function that does what f does and notes that the
// agent ticked a leaf reading what moves by itself.
func moving[R any](f func(*Agent) R) func(*Agent) R {
	return func(a *Agent) R {
		a.restless = true
		return f(a)
	}
}

// toPlayer returns the distance from the enemy to the player.
func (a *Agent) toPlayer() float64 { return a.E.Pos.Dist(a.W.Player.Pos) }

// awayFromPlayer returns the unit vector from the player to the enemy, or +X
// when they stand on the same spot.
func (a *Agent) awayFromPlayer() entity.Vec {
	if d := a.E.Pos.Sub(a.W.Player.Pos).Unit(); d != (entity.Vec{}) {
		return d
	}
	return entity.Vec{X: 1}
}
