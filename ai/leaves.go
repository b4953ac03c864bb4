package ai

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// HomeEpsilon is how close to home, in world units, counts as home.
const HomeEpsilon = 0.05

// meleeStop is the fraction of its attack range a melee enemy closes to.
const meleeStop = 0.75

// rangedStop is the fraction of its attack range a ranged enemy closes to.
const rangedStop = 0.9

// Sees reports whether enemy e sees the player: both alive, the player
// within its detect range, or within its lose range while it keeps track of
// them (entity.Enemy.Sees). It is the seesPlayer condition.
func Sees(w *entity.World, e *entity.Enemy) bool { return !e.Dead && !w.Player.Dead && e.Sees }

// whySees explains Sees against the range that decided it, as perception
// decided it (entity.World.perceive, on squared distances): detect, or lose
// while it keeps track of the player. Beyond detect, the distance is written
// precisely enough not to read as the lose range either: a player who just
// got away read "dist 5.0 > detect 4.0" on the tick after "dist 5.0 <= lose
// 5.0 (still tracking)".
func whySees(a *Agent) string {
	k, d := a.E.Kind, a.toPlayer()
	switch {
	case a.W.Player.Dead:
		return "player is dead"
	case playerWithin(a, k.Detect):
		return compare("dist", d, "detect", k.Detect, true)
	case a.E.Sees:
		return compare("dist", d, "lose", k.LoseRange(), true) + " (still tracking)"
	}
	return "dist " + apart(d, k.Detect, k.LoseRange()) + " > detect " + limitText(k.Detect)
}

// playerWithin reports whether the living player is within r of the enemy.
func playerWithin(a *Agent, r float64) bool {
	d := a.W.Player.Pos.Sub(a.E.Pos)
	return !a.W.Player.Dead && d.X*d.X+d.Y*d.Y <= r*r // no square root: every enemy asks every tick
}

// whyPlayerWithin explains playerWithin against the range called name, or
// "" for a distance written as a number.
func whyPlayerWithin(a *Agent, name string, r float64) string {
	if a.W.Player.Dead {
		return "player is dead"
	}
	return compare("dist", a.toPlayer(), name, r, playerWithin(a, r))
}

func inAttackRange(a *Agent) bool      { return playerWithin(a, a.E.Kind.Attack) }
func whyInAttackRange(a *Agent) string { return whyPlayerWithin(a, "attack", a.E.Kind.Attack) }
func seesPlayer(a *Agent) bool         { return Sees(a.W, a.E) }
func whySeesPlayer(a *Agent) string    { return whySees(a) }

func attackReady(a *Agent) bool { return a.E.CanAttack() }

func whyAttackReady(a *Agent) string {
	if a.E.Phase != entity.NoAttack {
		return "attacking: " + a.E.Phase.String()
	}
	if a.E.CooldownTicks > 0 {
		return fmt.Sprintf("cooldown, %.2f s left", secondsLeftAfterThisTick(a.E.CooldownTicks))
	}
	return "ready"
}

// secondsLeftAfterThisTick is how long a countdown of ticks read while the
// tree ticks has left once the tick is over, when the enemy's state shows
// it: a leaf runs before the world counts the tick down.
func secondsLeftAfterThisTick(ticks int32) float64 { return entity.Seconds(max(ticks-1, 0)) }

// compare states how a measured value stands against a limit, like "dist
// 5.2 > detect 4.0" (or "dist 5.2 > 4.0" for a limit with no name), as the
// check that decided (within) found it: a distance checked on its square
// may be within a limit its square root exceeds by a rounding error.
func compare(what string, v float64, limit string, l float64, within bool) string {
	bound := limitText(l)
	if limit != "" {
		bound = limit + " " + bound
	}
	if !within {
		return fmt.Sprintf("%s %s > %s", what, apart(v, l), bound)
	}
	return fmt.Sprintf("%s %.1f <= %s", what, v, bound)
}

// limitText formats a configured limit with one or two decimals, as many as
// a tuned value has: "4.0", "7.25".
func limitText(l float64) string {
	s := strconv.FormatFloat(l, 'f', 2, 64)
	return strings.TrimSuffix(s, "0")
}

// apart formats a measured value v that differs from limits ls, to set
// beside them: with one decimal, or as many more (up to six) as it takes not
// to read as any of them does.
func apart(v float64, ls ...float64) string {
	decimals := 1
	for ; decimals < 6; decimals++ {
		s := strings.TrimRight(strconv.FormatFloat(v, 'f', decimals, 64), "0")
		if !slices.ContainsFunc(ls, func(l float64) bool { return s == strings.TrimRight(limitText(l), "0") }) {
			break
		}
	}
	return strconv.FormatFloat(v, 'f', decimals, 64)
}

// beginAttack starts an attack at the player: the strike or shoot action's
// start hook.
func beginAttack(a *Agent) bt.Status {
	if !a.E.BeginAttack(a.aim()) {
		return bt.Failure
	}
	return bt.Running
}

// aim returns where an attack starting now aims: where the player stands, or
// for a kind that leads, where they will be when the shot arrives if they
// keep moving as they do: after the wind-up and the shot's flight.
func (a *Agent) aim() entity.Vec {
	p, k := &a.W.Player, a.E.Kind
	if !k.Lead || !k.Ranged || k.ProjectileSpeed <= 0 {
		return p.Pos
	}
	flight := entity.Seconds(entity.Ticks(k.WindUp)) + a.toPlayer()/k.ProjectileSpeed
	return a.W.Arena.Clamp(p.Pos.Add(p.Vel.Scale(flight)))
}

// attackPlaying holds while the attack plays: the tutorial's CheckAttacking.
func attackPlaying(a *Agent) bt.Status {
	if a.E.Attacking() {
		return bt.Running
	}
	return bt.Success
}

// cancelAttack is the halt hook: the enemy died or something preempted it.
func cancelAttack(a *Agent) { a.E.CancelAttack() }

func whyAttack(a *Agent) string {
	if phase, left := a.E.AttackAfterThisTick(); phase != entity.NoAttack {
		return fmt.Sprintf("%s, %.2f s left", phase, entity.Seconds(int(left)))
	}
	return "done"
}

// whyHPBelow explains the hpBelow condition with the given fraction, like
// "hp 60.0 >= 30.0 (0.5 of 60)".
func whyHPBelow(a *Agent, fraction float64) string {
	hp, l := a.E.HP, fraction*a.E.Kind.HP
	reading := fmt.Sprintf("hp %.1f >= %s", hp, limitText(l))
	if hp < l {
		reading = fmt.Sprintf("hp %s < %s", apart(hp, l), limitText(l))
	}
	return fmt.Sprintf("%s (%g of %g)", reading, fraction, a.E.Kind.HP)
}

// moveToPlayer closes in to melee distance and holds there: toward the
// point at that distance from the player on the line to the enemy. It
// measures the distance once and steers by it.
func moveToPlayer(a *Agent) bt.Status {
	stop := a.E.Kind.Attack * meleeStop
	away := a.E.Pos.Sub(a.W.Player.Pos)
	if d := away.Len(); d > stop {
		a.E.MoveTo(a.W.Player.Pos.Add(direction(away, d).Scale(stop)))
	}
	return bt.Running
}

// direction returns v, whose length is l, as a unit vector, or +X when it
// is zero: awayFromPlayer's result for v from the player to the enemy.
func direction(v entity.Vec, l float64) entity.Vec {
	if l > 0 {
		return v.Scale(1 / l)
	}
	return entity.Vec{X: 1}
}

func whyMoveToPlayer(a *Agent) string {
	stop := a.E.Kind.Attack * meleeStop
	if d := a.toPlayer(); d > stop {
		return fmt.Sprintf("closing in: dist %s, stops at %s", apart(d, stop), limitText(stop))
	}
	return "in reach"
}

// keepDistance closes to attack range, holds, and backs away from a player
// nearer than the kind's minimum distance.
func keepDistance(a *Agent) bt.Status {
	k, away := a.E.Kind, a.E.Pos.Sub(a.W.Player.Pos)
	switch d := away.Len(); {
	case d > k.Attack:
		a.E.MoveTo(a.W.Player.Pos.Add(direction(away, d).Scale(k.Attack * rangedStop)))
	case d < k.MinDistance:
		a.E.MoveTo(a.backOff())
	}
	return bt.Running
}

// backOffDirections are the directions a backing enemy weighs besides
// straight away from the player: the eight of the compass.
var backOffDirections = [...]entity.Vec{
	{X: 1}, {X: -1}, {Y: 1}, {Y: -1},
	{X: math.Sqrt2 / 2, Y: math.Sqrt2 / 2}, {X: -math.Sqrt2 / 2, Y: math.Sqrt2 / 2},
	{X: math.Sqrt2 / 2, Y: -math.Sqrt2 / 2}, {X: -math.Sqrt2 / 2, Y: -math.Sqrt2 / 2},
}

// backOffHorizon is how far ahead, in seconds of its speed, a backing enemy
// looks: far enough that a corner is seen as the trap it is.
const backOffHorizon = 3

// backOff returns where a ranged enemy backs away to. It weighs straight away
// from the player and the eight compass directions by where each leads
// within backOffHorizon seconds, kept inside the arena: how far from the
// player it ends, plus half the room it had to run. In the open that is
// straight away; against a wall it slides along it, and in a corner it runs
// out along the freer wall instead of pressing into the corner.
func (a *Agent) backOff() entity.Vec {
	reach := a.E.Kind.Speed * backOffHorizon
	best, bestScore := a.E.Pos, math.Inf(-1)
	try := func(dir entity.Vec) {
		end := a.W.Arena.Clamp(a.E.Pos.Add(dir.Scale(reach)))
		if score := end.Dist(a.W.Player.Pos) + end.Dist(a.E.Pos)/2; score > bestScore+1e-9 {
			best, bestScore = end, score
		}
	}
	try(a.awayFromPlayer())
	for _, dir := range backOffDirections {
		try(dir)
	}
	return best
}

func whyKeepDistance(a *Agent) string {
	k, d := a.E.Kind, a.toPlayer()
	switch {
	case d > k.Attack:
		return fmt.Sprintf("closing: dist %s > attack %s", apart(d, k.Attack), limitText(k.Attack))
	case d < k.MinDistance:
		return fmt.Sprintf("backing off: dist %s < min %s", apart(d, k.MinDistance), limitText(k.MinDistance))
	}
	return fmt.Sprintf("holding at %.1f", d)
}

// moveHome walks home, succeeding once there.
func moveHome(a *Agent) bt.Status {
	if atHome(a) {
		return bt.Success
	}
	a.E.MoveTo(a.E.Home)
	return bt.Running
}

func whyMoveHome(a *Agent) string {
	if !a.home {
		return fmt.Sprintf("%.1f from home", a.E.Pos.Dist(a.E.Home))
	}
	return "at home"
}

// atHome reports whether the enemy stands at its home, and notes it when it
// does. Home is within HomeEpsilon of the spot; for an enemy that was at
// home on its last tick, within its body's radius of it, so that a
// neighbour's nudge does not send it walking back: a crowd around one home
// comes to rest instead of taking turns at the spot.
func atHome(a *Agent) bool {
	reach := HomeEpsilon
	if a.wasHome {
		reach = max(reach, a.E.Kind.Radius)
	}
	d := a.E.Home.Sub(a.E.Pos)
	home := d.X*d.X+d.Y*d.Y <= reach*reach
	a.home = a.home || home
	return home
}

// moveAway runs straight away from the player.
func moveAway(a *Agent) bt.Status {
	a.E.MoveTo(a.E.Pos.Add(a.awayFromPlayer().Scale(a.E.Kind.Speed)))
	return bt.Running
}

func whyMoveAway(a *Agent) string { return fmt.Sprintf("fleeing: dist %.1f", a.toPlayer()) }

// waitTick holds a wait until its tick comes.
func waitTick(a *Agent) bt.Status {
	if a.W.Tick >= a.E.WaitUntil {
		a.E.WaitUntil = 0
		return bt.Success
	}
	return bt.Running
}

func whyWait(a *Agent) string {
	if a.E.WaitUntil > a.W.Tick {
		return fmt.Sprintf("waiting, %.2f s left", entity.Seconds(int(a.E.WaitUntil-a.W.Tick)))
	}
	return "done waiting"
}
