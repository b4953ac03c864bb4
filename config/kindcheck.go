package config

import (
	"github.com/enemyai/enemyai/entity"
)

// CheckKind checks kind values that did not come from a configuration file,
// like those a replay file records, against the rules a configuration's
// [kinds.NAME] table follows, and against the arena the kind lives in. file
// and field name them in the errors (field like "segments[1].kinds.near"),
// which are *FileErrors joined as ParseConfig's are.
func CheckKind(file, field string, k entity.Kind, arena entity.Arena) error {
	d := &doc{file: file}
	if !kindName.MatchString(k.Name) {
		d.fail(field, "kind name %q must be lower-case letters, digits and _", truncate(k.Name, 40))
	}
	checkFits(d, field, readKind(d, field, k.Name, kindTable(k)), arena)
	return d.err()
}

// checkFits reports a kind whose body does not fit the arena.
func checkFits(d *doc, field string, k *entity.Kind, arena entity.Arena) {
	if side := min(arena.Width, arena.Height); side > 0 && 2*k.Radius > side {
		d.fail(join(field, "radius"), "%g is more than half the %gx%g arena: the body does not fit", k.Radius, arena.Width, arena.Height)
	}
}

// kindTable is k written as a configuration's [kinds.NAME] table: the keys a
// file would hold for it, so that readKind applies the same rules.
func kindTable(k entity.Kind) map[string]any {
	m := map[string]any{
		"tree": k.Tree, "sprite": k.Sprite, "ranged": k.Ranged, "detect": k.Detect, "attack": k.Attack,
		"speed": k.Speed, "hp": k.HP, "damage": k.Damage, "radius": k.Radius, "wind_up": k.WindUp,
		"strike": k.Strike, "recovery": k.Recovery, "cooldown": k.Cooldown, "respawn": k.Respawn,
	}
	if k.Tint != "" {
		m["tint"] = k.Tint
	}
	if k.Lose != 0 {
		m["lose"] = k.Lose
	}
	ranged := map[string]any{"min_distance": k.MinDistance, "lead": k.Lead, "projectile_speed": k.ProjectileSpeed,
		"projectile_radius": k.ProjectileRadius, "projectile_range": k.ProjectileRange}
	for key, v := range ranged {
		if k.Ranged || (v != 0.0 && v != false) {
			m[key] = v
		}
	}
	return m
}
