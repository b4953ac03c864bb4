package entity

// AttackPhase is where an enemy is in its attack.
type AttackPhase uint8

// An attack goes WindUp, Strike (the hit lands or the projectile leaves as it
// begins), Recovery, then back to NoAttack and the cooldown starts.
const (
	NoAttack AttackPhase = iota
	WindUp
	Strike
	Recovery
)

var phaseNames = [...]string{NoAttack: "none", WindUp: "wind-up", Strike: "strike", Recovery: "recovery"}

// String returns the phase's name: "none", "wind-up", "strike" or "recovery".
func (p AttackPhase) String() string { return phaseNames[p] }

// Enemy is one enemy. Its Kind is shared with every enemy of the kind, so
// editing the kind changes them all.
type Enemy struct {
	ID    string // kind name and number, like "near-1"
	Index int    // position in World.Enemies
	Kind  *Kind
	Home  Vec
	Pos   Vec
	HP    float64

	Phase        AttackPhase
	PhaseLeft    float64 // seconds left in the current phase
	CooldownLeft float64 // seconds until the next attack may start
	Aim          Vec     // where the current attack is aimed, set when it starts

	// WaitUntil is the tick a waiting enemy's wait ends: the memory of the
	// wait leaf of package ai, kept here with the rest of the enemy's state.
	WaitUntil uint32

	Dead       bool
	RespawnIn  float64 // seconds until respawning, while dead
	HitFlash   float64 // seconds left of the flash shown after taking damage
	moveTarget Vec
	moving     bool
}

// MoveTo makes the enemy walk toward target at its speed during this step.
func (e *Enemy) MoveTo(target Vec) { e.moveTarget, e.moving = target, true }

// Attacking reports whether an attack is under way.
func (e *Enemy) Attacking() bool { return e.Phase != NoAttack }

// CanAttack reports whether a new attack may start now.
func (e *Enemy) CanAttack() bool { return !e.Dead && e.Phase == NoAttack && e.CooldownLeft == 0 }

// BeginAttack starts an attack aimed at target, if one may start now.
func (e *Enemy) BeginAttack(target Vec) bool {
	if !e.CanAttack() {
		return false
	}
	e.Phase, e.PhaseLeft, e.Aim = WindUp, e.Kind.WindUp, target
	return true
}

// CancelAttack stops an attack under way, before or after its strike. The
// cooldown starts as if it had finished.
func (e *Enemy) CancelAttack() {
	if e.Phase != NoAttack {
		e.Phase, e.PhaseLeft, e.CooldownLeft = NoAttack, 0, e.Kind.Cooldown
	}
}

// stepEnemy carries out a living enemy's intent and advances its attack.
func (w *World) stepEnemy(e *Enemy, dt float64) {
	e.HitFlash = max(0, e.HitFlash-dt)
	e.CooldownLeft = max(0, e.CooldownLeft-dt)
	if e.moving && e.Phase == NoAttack {
		e.Pos = w.Arena.Clamp(e.Pos.MoveTowards(e.moveTarget, e.Kind.Speed*dt))
	}
	e.moving = false
	if e.Phase == NoAttack {
		return
	}
	e.PhaseLeft -= dt
	for e.Phase != NoAttack && e.PhaseLeft <= 0 {
		switch e.Phase {
		case WindUp:
			e.Phase, e.PhaseLeft = Strike, e.PhaseLeft+e.Kind.Strike
			w.strike(e)
		case Strike:
			e.Phase, e.PhaseLeft = Recovery, e.PhaseLeft+e.Kind.Recovery
		case Recovery:
			e.Phase, e.PhaseLeft, e.CooldownLeft = NoAttack, 0, e.Kind.Cooldown
		}
	}
}

// strike lands a melee blow or fires a projectile toward the attack's aim.
func (w *World) strike(e *Enemy) {
	if e.Kind.Ranged {
		w.shoot(e)
		return
	}
	w.emit(EventAttack, e.ID, PlayerID, 0)
	if p := &w.Player; e.Pos.Dist(p.Pos) <= e.Kind.Attack+p.Stats.Radius {
		w.damagePlayer(e.ID, e.Kind.Damage)
	}
}

// damageEnemy deals damage to a living enemy, killing it at 0 HP.
func (w *World) damageEnemy(e *Enemy, dmg float64) {
	e.HP -= dmg
	e.HitFlash = hitFlash
	w.emit(EventHit, PlayerID, e.ID, dmg)
	if e.HP > 0 {
		return
	}
	e.HP, e.Dead, e.RespawnIn = 0, true, e.Kind.Respawn
	w.emit(EventDeath, PlayerID, e.ID, 0)
	if w.Brain != nil {
		w.Brain.Halt(w, e) // its running action's halt hook cancels the attack
	}
	e.Phase, e.PhaseLeft, e.moving = NoAttack, 0, false
}

// stepDead counts down a dead enemy's respawn and brings it back at home.
func (w *World) stepDead(e *Enemy, dt float64) {
	e.RespawnIn -= dt
	if e.RespawnIn > 0 {
		return
	}
	*e = Enemy{ID: e.ID, Index: e.Index, Kind: e.Kind, Home: e.Home, Pos: e.Home, HP: e.Kind.HP}
	w.emit(EventRespawn, e.ID, "", 0)
}
