package entity

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// Snapshot is a copy of a world's state at the end of one tick: enough to put
// the world back exactly as it was and have it go on identically, which is
// what rewinding and replaying rest on. Save into the same Snapshot again to
// reuse its memory, and, within a run of the world (see Moment), to copy
// only the enemies that woke since it was saved.
type Snapshot struct {
	at          Moment
	kills, wave int
	kinds       []Kind
	player      Player
	enemies     []Enemy
	projectiles []Projectile
	events      []Event
	pcg         rand.PCG
	numbered    []int // per kind, in the order of World.Kinds
}

// Tick returns the tick the snapshot was taken at.
func (s *Snapshot) Tick() uint32 { return s.at.tick }

// Save copies the world's state into s.
func (w *World) Save(s *Snapshot) {
	was := s.at
	s.at, s.kills, s.wave = w.Now(), w.Kills, w.Wave
	s.kinds = s.kinds[:0]
	s.numbered = s.numbered[:0]
	for _, k := range w.Kinds {
		s.kinds = append(s.kinds, *k)
		s.numbered = append(s.numbered, w.numbered[k])
	}
	s.player = w.Player
	s.enemies = w.saveEnemies(s.enemies, was)
	s.projectiles = append(s.projectiles[:0], w.Projectiles...)
	s.events = append(s.events[:0], w.Events...)
	s.pcg = *w.pcg
}

// saveEnemies copies the enemies into saved, which held them at moment was,
// and returns it: only those that have not stood since, when was is of the
// world's present run.
func (w *World) saveEnemies(saved []Enemy, was Moment) []Enemy {
	if was.run != w.run || len(saved) > len(w.Enemies) {
		return append(saved[:0], w.Enemies...)
	}
	for i := range saved {
		if !w.Stood(i, was) {
			saved[i] = w.Enemies[i]
		}
	}
	return append(saved, w.Enemies[len(saved):]...)
}

// Restore puts the world back to the state saved in s, which must come from
// this world: the kinds keep their identity (enemies, minds and renderers
// holding a *Kind stay valid) and take the values they had then.
func (w *World) Restore(s *Snapshot) {
	w.wakeAll(false)
	w.crowd.sorted = false // the enemies are elsewhere
	w.run = 0              // a run of its own: states saved in the one left may not be its
	w.Tick, w.Kills, w.Wave = s.at.tick, s.kills, s.wave
	for i, k := range w.Kinds {
		*k = s.kinds[i]
		w.numbered[k] = s.numbered[i]
	}
	w.Player = s.player
	w.Enemies = append(w.Enemies[:0], s.enemies...)
	w.Projectiles = append(w.Projectiles[:0], s.projectiles...)
	w.Events = append(w.Events[:0], s.events...)
	*w.pcg = s.pcg
}

// AppendState appends the world's whole state to b in a fixed binary form
// and returns the extended slice: two worlds that append the same bytes are
// the same world. Tests hash it to prove determinism.
func (w *World) AppendState(b []byte) []byte {
	f := func(x float64) { b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x)) }
	v := func(p Vec) { f(p.X); f(p.Y) }
	flag := func(x bool) {
		if x {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
	}
	b = binary.LittleEndian.AppendUint32(b, w.Tick)
	b = binary.LittleEndian.AppendUint64(b, uint64(w.Kills)<<32|uint64(w.Wave))
	for _, k := range w.Kinds {
		b = append(b, k.Name...)
		flag(k.Ranged)
		for _, x := range []float64{k.Detect, k.Lose, k.Attack, k.MinDistance, k.Speed, k.HP, k.Damage, k.Radius, k.WindUp,
			k.Strike, k.Recovery, k.Cooldown, k.Respawn, k.ProjectileSpeed, k.ProjectileRadius, k.ProjectileRange} {
			f(x)
		}
	}
	p := &w.Player
	v(p.Pos)
	v(p.Facing)
	v(p.Vel)
	f(p.HP)
	n := func(x int) { b = binary.LittleEndian.AppendUint64(b, uint64(x)) }
	n(p.CooldownTicks)
	n(p.FlashTicks)
	flag(p.Invulnerable)
	flag(p.Dead)
	for i := range w.Enemies {
		e := &w.Enemies[i]
		b = append(b, e.ID...)
		b = append(b, e.Kind.Name...)
		v(e.Home)
		v(e.Pos)
		f(e.HP)
		b = append(b, byte(e.Phase))
		n(int(e.PhaseTicks))
		n(int(e.CooldownTicks))
		v(e.Aim)
		b = binary.LittleEndian.AppendUint32(b, e.WaitUntil)
		flag(e.Sees)
		flag(e.Kind.Lead)
		flag(e.Dead)
		n(int(e.RespawnTicks))
		n(e.FlashTicks)
		v(e.moveTarget)
		flag(e.moving)
	}
	for _, pr := range w.Projectiles {
		v(pr.Pos)
		v(pr.Vel)
		f(pr.Radius)
		f(pr.Damage)
		f(pr.Range)
		b = append(b, pr.Owner...)
	}
	for _, e := range w.Events {
		b = binary.LittleEndian.AppendUint32(b, e.Tick)
		b = append(b, e.Kind...)
		b = append(b, e.Source...)
		if e.SourceKind != nil {
			b = append(b, e.SourceKind.Name...)
		}
		b = append(b, e.Target...)
		f(e.Damage)
	}
	state, _ := w.pcg.MarshalBinary()
	return append(b, state...)
}

// Clone returns an independent copy of the world in its present state, with
// kinds of its own: a what-if fork of the game plays on from it without
// touching w. The copy has no brain; attach one. Its enemies start awake,
// parking and stepping in parallel as w does.
func (w *World) Clone() *World {
	pcg := *w.pcg
	c := &World{Arena: w.Arena, Player: w.Player, Tick: w.Tick, pcg: &pcg, rng: rand.New(&pcg), numbered: map[*Kind]int{},
		waves: w.waves, Kills: w.Kills, Wave: w.Wave, park: parking{off: w.park.off}, serial: w.serial, plain: w.plain}
	own := make(map[*Kind]*Kind, len(w.Kinds))
	for _, k := range w.Kinds {
		kc := *k
		c.Kinds = append(c.Kinds, &kc)
		c.numbered[&kc] = w.numbered[k]
		own[k] = &kc
	}
	for _, k := range w.spawned {
		c.spawned = append(c.spawned, own[k])
	}
	c.Enemies = append([]Enemy(nil), w.Enemies...)
	for i := range c.Enemies {
		c.Enemies[i].Kind = own[c.Enemies[i].Kind]
	}
	c.Projectiles = append([]Projectile(nil), w.Projectiles...)
	for i := range c.Projectiles {
		c.Projectiles[i].OwnerKind = own[c.Projectiles[i].OwnerKind]
	}
	c.Events = append([]Event(nil), w.Events...)
	for i := range c.Events {
		if k := c.Events[i].SourceKind; k != nil {
			c.Events[i].SourceKind = own[k]
		}
	}
	return c
}
