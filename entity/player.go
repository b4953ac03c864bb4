package entity

// Player is the one the enemies hunt.
type Player struct {
	Stats         PlayerStats
	Pos           Vec
	Facing        Vec // unit vector of the last movement
	Vel           Vec // velocity this step, units per second: what a leading shot aims by
	HP            float64
	CooldownTicks int  // ticks until the next strike is possible
	Invulnerable  bool // takes no damage this step
	Dead          bool
	FlashTicks    int // ticks left of the flash shown after taking damage
}

// PlayerIntent is what the player wants to do this step: from the keyboard or
// a script.
type PlayerIntent struct {
	// Move is the direction to walk in, with length up to 1 as a fraction of
	// the player's speed.
	Move         Vec
	Attack       bool // strike if the cooldown allows
	Invulnerable bool // take no damage this step (scripts and tests)
}

func (w *World) stepPlayer(in PlayerIntent, dt float64) {
	p := &w.Player
	p.FlashTicks = max(0, p.FlashTicks-1)
	p.CooldownTicks = max(0, p.CooldownTicks-1)
	p.Invulnerable = in.Invulnerable
	p.Vel = Vec{}
	if p.Dead {
		return
	}
	if l := in.Move.Len(); l > 0 {
		if l > 1 {
			in.Move = in.Move.Scale(1 / l)
		}
		from := p.Pos
		p.Pos = w.Arena.Clamp(p.Pos.Add(in.Move.Scale(p.Stats.Speed * dt)))
		p.Vel = p.Pos.Sub(from).Scale(1 / dt)
		p.Facing = in.Move.Unit()
	}
	if in.Attack && p.CooldownTicks == 0 {
		w.playerStrike()
	}
}

// playerStrike hits every living enemy within the player's reach, in index
// order, looking them up by place (see enemiesNear).
func (w *World) playerStrike() {
	p := &w.Player
	p.CooldownTicks = Ticks(p.Stats.Cooldown)
	w.emit(EventAttack, "", 0)
	for _, i := range w.enemiesNear(p.Pos, p.Stats.AttackRange+w.LargestRadius()) {
		e := &w.Enemies[i]
		if e.Dead || p.Pos.Dist(e.Pos) > p.Stats.AttackRange+e.Kind.Radius {
			continue
		}
		w.damageEnemy(e, p.Stats.Damage)
	}
}

// damagePlayer deals damage from source, an enemy of kind k, unless the
// player is invulnerable or dead, and returns events with the hit, and the
// death, appended.
func (w *World) damagePlayer(events []Event, source string, k *Kind, dmg float64) []Event {
	if !w.Player.hittable() {
		return events
	}
	w.hurtPlayer(dmg)
	events = w.event(events, EventHit, source, k, PlayerID, dmg)
	if w.Player.HP <= 0 {
		w.Player.HP, w.Player.Dead = 0, true
		events = w.event(events, EventDeath, source, k, PlayerID, 0)
	}
	return events
}

// hittable reports whether the player takes damage on this step: living,
// and not invulnerable.
func (p *Player) hittable() bool { return !p.Dead && !p.Invulnerable }

// hurtPlayer takes dmg off the player's hit points and makes them flash.
func (w *World) hurtPlayer(dmg float64) {
	w.Player.HP -= dmg
	w.Player.FlashTicks = hitFlashTicks
}

// blowAtPlayer lands enemy e's melee blow, within reach, on the player: at
// once, or, where out says blows land later, as its hit event alone, whose
// damage landBlows deals once every enemy has stepped.
func (w *World) blowAtPlayer(e *Enemy, out *additions) {
	switch {
	case !out.blowsLater:
		out.events = w.damagePlayer(out.events, e.ID, e.Kind, e.Kind.Damage)
	case w.Player.hittable():
		out.events = w.event(out.events, EventHit, e.ID, e.Kind, PlayerID, e.Kind.Damage)
	}
}

// landBlows deals the damage of the hit events blowAtPlayer made for a
// step whose blows land later, in their order, as damagePlayer would have
// dealt them one after another; none of them kills (see
// blowMayKillPlayer).
func (w *World) landBlows(events []Event) {
	for i := range events {
		if ev := &events[i]; ev.Kind == EventHit && ev.Target == PlayerID {
			w.hurtPlayer(ev.Damage)
		}
	}
}

// hitFlashTicks is how long a hit body flashes: 0.15 s.
const hitFlashTicks = 9
