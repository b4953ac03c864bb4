package entity

import (
	"fmt"
	"regexp"
)

var kindName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

func (c *Config) validate(d *decoded) {
	defer func() { c.Warnings = d.warnings }()
	validateArena(d, "arena", c.Arena)
	p := c.Player
	d.positive("player.speed", p.Speed)
	d.positive("player.hp", p.HP)
	d.positive("player.radius", p.Radius)
	d.positive("player.attack_range", p.AttackRange)
	d.nonNegative("player.damage", p.Damage)
	d.nonNegative("player.cooldown", p.Cooldown)
	if len(c.Kinds) == 0 {
		d.fail("kinds", "at least one enemy kind is needed, like [kinds.near]")
	}
	for _, name := range c.KindNames() {
		validateKind(d, "kinds."+name, c.Kinds[name])
	}
	validateSpawns(d, c.Enemies, c.Arena, c)
}

func validateArena(d *decoded, at string, a Arena) {
	d.positive(at+".width", a.Width)
	d.positive(at+".height", a.Height)
	if d.point(at+".player_start", a.PlayerStart) && a.Width > 0 && a.Height > 0 && !a.Contains(a.PlayerStart) {
		d.fail(at+".player_start", "%v is outside the %gx%g arena", a.PlayerStart, a.Width, a.Height)
	}
}

func validateKind(d *decoded, at string, k *Kind) {
	if !kindName.MatchString(k.Name) {
		d.fail(at, "kind name %q must be lower-case letters, digits and _", k.Name)
	}
	d.positive(at+".detect", k.Detect)
	d.positive(at+".attack", k.Attack)
	if k.Attack > k.Detect && k.Detect > 0 {
		d.warn(at+".attack", "%g is above detect %g: it can attack the player only once it sees them", k.Attack, k.Detect)
	}
	d.positive(at+".speed", k.Speed)
	d.positive(at+".hp", k.HP)
	d.positive(at+".radius", k.Radius)
	for field, v := range map[string]float64{
		"damage": k.Damage, "wind_up": k.WindUp, "strike": k.Strike, "recovery": k.Recovery,
		"cooldown": k.Cooldown, "respawn": k.Respawn,
	} {
		d.nonNegative(at+"."+field, v)
	}
	if !k.Ranged {
		return
	}
	d.nonNegative(at+".min_distance", k.MinDistance)
	if k.MinDistance >= k.Attack && k.Attack > 0 {
		d.fail(at+".min_distance", "%g must be less than attack %g, or the enemy can never shoot", k.MinDistance, k.Attack)
	}
	d.positive(at+".projectile_speed", k.ProjectileSpeed)
	d.positive(at+".projectile_radius", k.ProjectileRadius)
	d.positive(at+".projectile_range", k.ProjectileRange)
}

func validateSpawns(d *decoded, spawns []Spawn, arena Arena, c *Config) {
	for i, s := range spawns {
		at := fmt.Sprintf("enemies[%d]", i+1)
		if _, ok := c.Kinds[s.Kind]; !ok {
			d.fail(at+".kind", "unknown kind %q (known: %v)", s.Kind, c.KindNames())
		}
		if d.point(at+".home", s.Home) && arena.Width > 0 && arena.Height > 0 && !arena.Contains(s.Home) {
			d.fail(at+".home", "%v is outside the %gx%g arena", s.Home, arena.Width, arena.Height)
		}
	}
}
