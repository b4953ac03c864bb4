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
//
// The fields an awake enemy's step reads and writes come first and fill one
// 64-byte cache line (128 bytes in all): a step of a crowd touches a line
// an enemy, and the rest (its ID, home, hit points, aim, wait) only when a
// leaf asks.
type Enemy struct {
	Pos        Vec
	moveTarget Vec
	Kind       *Kind
	FlashTicks int // ticks left of the flash shown after taking damage

	PhaseTicks    int32 // ticks left in the current phase
	CooldownTicks int32 // ticks until the next attack may start
	Index         int32 // position in World.Enemies

	Phase AttackPhase
	// Sees is whether the enemy sees the player this tick: within Detect, or
	// within Lose when it saw them on the tick before (see World.Step).
	Sees   bool
	Dead   bool
	moving bool

	ID           string // kind name and number, like "near-1"
	Home         Vec
	HP           float64
	Aim          Vec   // where the current attack is aimed, set when it starts
	RespawnTicks int32 // ticks until respawning, while dead
	// WaitUntil is the tick a waiting enemy's wait ends: the memory of the
	// wait leaf of package ai, kept here with the rest of the enemy's state.
	WaitUntil uint32
}

// stepState is what a living enemy's step may change, read from the first
// cache line. A step changes Aim only with Phase, and a brain changes
// WaitUntil only as its wait starts, ends or is halted, which a brain that
// parks enemies (Parker) does not rest through.
type stepState struct {
	pos, moveTarget Vec
	kind            *Kind
	flash           int
	phaseTicks      int32
	cooldown        int32
	phase           AttackPhase
	sees, dead      bool
	moving          bool
}

// stepState returns the enemy's step state, to compare before and after
// its step: an enemy whose step changed nothing may be parked.
func (e *Enemy) stepState() (s stepState) {
	e.noteStepState(&s)
	return s
}

// noteStepState writes the enemy's step state to s, field by field, where a
// stepState built whole and copied is assembled from narrow stores that
// wide loads then read back, which stalls the processor (stepWord notes
// one for every enemy it steps).
func (e *Enemy) noteStepState(s *stepState) {
	s.pos, s.moveTarget, s.kind, s.flash = e.Pos, e.moveTarget, e.Kind, e.FlashTicks
	s.phaseTicks, s.cooldown, s.phase = e.PhaseTicks, e.CooldownTicks, e.Phase
	s.sees, s.dead, s.moving = e.Sees, e.Dead, e.moving
}

// MoveTo makes the enemy walk toward target at its speed during this step.
func (e *Enemy) MoveTo(target Vec) { e.moveTarget, e.moving = target, true }

// Attacking reports whether an attack is under way.
func (e *Enemy) Attacking() bool { return e.Phase != NoAttack }

// CanAttack reports whether a new attack may start now.
func (e *Enemy) CanAttack() bool { return !e.Dead && e.Phase == NoAttack && e.CooldownTicks == 0 }

// BeginAttack starts an attack aimed at target, if one may start now.
func (e *Enemy) BeginAttack(target Vec) bool {
	if !e.CanAttack() {
		return false
	}
	e.Phase, e.PhaseTicks, e.Aim = WindUp, ticks32(e.Kind.WindUp), target
	return true
}

// CancelAttack stops an attack under way, before or after its strike. The
// cooldown starts as if it had finished.
func (e *Enemy) CancelAttack() {
	if e.Phase != NoAttack {
		e.Phase, e.PhaseTicks, e.CooldownTicks = NoAttack, 0, ticks32(e.Kind.Cooldown)
	}
}

// act carries out a living enemy's intent and advances its attack.
func (w *World) act(e *Enemy, dt float64, out *additions) {
	if w.actInPlace(e, out) {
		w.walk(e, dt)
	}
}

// actInPlace does what a living enemy's act does but walk: it counts the
// enemy's timers down and advances its attack, and reports whether the
// enemy walks on this step, which only one that is not attacking does. What
// it does does not depend on where the enemy stands unless an attack is
// under way, so the walk may come after it.
func (w *World) actInPlace(e *Enemy, out *additions) (walks bool) {
	e.FlashTicks = max(0, e.FlashTicks-1)
	e.CooldownTicks = max(0, e.CooldownTicks-1)
	walks, e.moving = e.moving && e.Phase == NoAttack, false
	if e.Phase == NoAttack {
		return walks
	}
	var struck bool
	e.Phase, e.PhaseTicks, struck = e.Kind.advanceAttack(e.Phase, e.PhaseTicks)
	if struck {
		w.strike(e, out)
	}
	if e.Phase == NoAttack {
		e.CooldownTicks = ticks32(e.Kind.Cooldown)
	}
	return false
}

// walk moves enemy e toward where it moves to, at its speed, within the
// arena.
func (w *World) walk(e *Enemy, dt float64) {
	e.Pos = w.Arena.Clamp(e.Pos.MoveTowards(e.moveTarget, e.Kind.Speed*dt))
}

// AttackAfterThisTick returns the phase of e's attack and the ticks left in
// it once this tick's act has counted it down: what its state shows after
// the tick, for a leaf that explains itself while the tree ticks, before
// the act.
func (e *Enemy) AttackAfterThisTick() (AttackPhase, int32) {
	if e.Phase == NoAttack {
		return NoAttack, 0
	}
	phase, left, _ := e.Kind.advanceAttack(e.Phase, e.PhaseTicks)
	return phase, left
}

// advanceAttack returns an attack in phase p with left ticks to go, by an
// enemy of kind k, one tick on, and whether its wind-up ended on that tick:
// the blow lands. A phase of no ticks passes on the same tick.
func (k *Kind) advanceAttack(p AttackPhase, left int32) (AttackPhase, int32, bool) {
	struck := false
	left--
	for p != NoAttack && left <= 0 {
		switch p {
		case WindUp:
			p, left, struck = Strike, ticks32(k.Strike), true
		case Strike:
			p, left = Recovery, ticks32(k.Recovery)
		case Recovery:
			p, left = NoAttack, 0
		}
	}
	return p, left, struck
}

// strike lands a melee blow or fires a projectile toward the attack's aim.
func (w *World) strike(e *Enemy, out *additions) {
	if e.Kind.Ranged {
		w.shoot(e, out)
		return
	}
	out.events = w.event(out.events, EventAttack, e.ID, e.Kind, PlayerID, 0)
	if p := &w.Player; e.Pos.Dist(p.Pos) <= e.Kind.Attack+p.Stats.Radius {
		w.blowAtPlayer(e, out)
	}
}

// damageEnemy deals damage to a living enemy, killing it at 0 HP.
func (w *World) damageEnemy(e *Enemy, dmg float64) {
	w.wake(int(e.Index), w.Tick-1)
	e.HP -= dmg
	e.FlashTicks = hitFlashTicks
	w.emit(EventHit, e.ID, dmg)
	if e.HP > 0 {
		return
	}
	e.HP, e.Dead, e.RespawnTicks = 0, true, ticks32(e.Kind.Respawn)
	w.Kills++
	w.emit(EventDeath, e.ID, 0)
	if w.Brain != nil {
		w.Brain.Halt(w, e) // its running action's halt hook cancels the attack
	}
	e.Phase, e.PhaseTicks, e.moving = NoAttack, 0, false
}

// stepDead counts down a dead enemy's respawn and brings it back at home.
func (w *World) stepDead(e *Enemy, out *additions) {
	if w.revive(e) {
		out.events = w.respawned(out.events, e)
	}
}

// revive counts down a dead enemy's respawn and brings it back at home when
// its time comes, reporting whether it did.
func (w *World) revive(e *Enemy) bool {
	e.RespawnTicks = max(e.RespawnTicks-1, 0)
	if e.RespawnTicks > 0 || w.playerNear(e.Home, e.Kind.Radius+respawnClearance) {
		return false
	}
	*e = Enemy{ID: e.ID, Index: e.Index, Kind: e.Kind, Home: e.Home, Pos: e.Home, HP: e.Kind.HP}
	return true
}

// respawned returns events with the respawn of enemy e appended.
func (w *World) respawned(events []Event, e *Enemy) []Event {
	return w.event(events, EventRespawn, e.ID, e.Kind, "", 0)
}

// perceive updates whether living enemy e sees the player: within its
// detect range, or within its lose range if it saw them on the last tick.
func (w *World) perceive(e *Enemy) {
	p := &w.Player
	if p.Dead {
		e.Sees = false
		return
	}
	d := e.Pos.Sub(p.Pos)
	d2, detect, lose := d.X*d.X+d.Y*d.Y, e.Kind.Detect, e.Kind.LoseRange()
	e.Sees = d2 <= detect*detect || e.Sees && d2 <= lose*lose
}

// respawnClearance is how far, beyond its body, the player must be from an
// enemy's home for it to respawn there: never on top of the player.
const respawnClearance = 1.5

// playerNear reports whether the living player's body comes within r of p.
func (w *World) playerNear(p Vec, r float64) bool {
	return !w.Player.Dead && w.Player.Pos.Dist(p) < r+w.Player.Stats.Radius
}
