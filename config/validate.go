package config

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
)

var (
	kindName  = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
	hexColour = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)
)

// The keys each table may hold, exactly as they must be written.
var (
	configKeys   = []string{"arena", "player", "kinds", "enemies", "waves"}
	wavesKeys    = []string{"every", "grow"}
	scenarioKeys = []string{"crowd", "arena", "kinds", "enemies", "steps"}
	arenaKeys    = []string{"width", "height", "player_start"}
	playerKeys   = []string{"speed", "hp", "radius", "attack_range", "damage", "cooldown"}
	spawnKeys    = []string{"kind", "home"}
	stepKeys     = []string{"move", "wait", "attack", "invulnerable"}
)

// readConfig reads a configuration document.
func readConfig(d *doc, root map[string]any) *entity.Config {
	d.unknownKeys("", root, configKeys)
	c := &entity.Config{Kinds: map[string]*entity.Kind{}}
	c.Arena = readArena(d, root["arena"])
	if p := d.table("player", root["player"], true, playerKeys...); p != nil {
		c.Player = entity.PlayerStats{
			Speed:       d.positive("player", p, "speed", maxDistance),
			HP:          d.positive("player", p, "hp", maxAmount),
			Radius:      d.positive("player", p, "radius", maxDistance),
			AttackRange: d.positive("player", p, "attack_range", maxDistance),
			Damage:      d.nonNegative("player", p, "damage", maxAmount),
			Cooldown:    d.nonNegative("player", p, "cooldown", maxSeconds),
		}
	}
	kinds := d.table("kinds", root["kinds"], false)
	if len(kinds) == 0 {
		d.fail("kinds", "at least one enemy kind is needed, like [kinds.near]")
	}
	readKinds(d, kinds, c.Kinds, nil, c.Arena)
	c.Enemies = readSpawns(d, root["enemies"], c.Arena, c)
	if m := d.table("waves", root["waves"], false, wavesKeys...); m != nil {
		c.Waves = entity.Waves{
			Every: d.positive("waves", m, "every", maxSeconds),
			Grow:  int(d.integer("waves", m, "grow", 1, entity.MaxWaveEnemies)),
		}
		if _, ok := m["grow"]; !ok {
			d.fail("waves.grow", "is missing (enemies the first wave adds, more with each)")
		}
	}
	return c
}

// readKinds reads the [kinds.NAME] tables into kinds, for the given arena;
// a name among taken (a scenario's configuration's kinds) is reported.
func readKinds(d *doc, tables map[string]any, kinds, taken map[string]*entity.Kind, arena entity.Arena) {
	for name, v := range tables {
		at := "kinds." + name
		if !kindName.MatchString(name) {
			d.fail(at, "kind name %q must be lower-case letters, digits and _", truncate(name, 40))
		}
		if _, ok := taken[name]; ok {
			d.fail(at, "the configuration has a kind %q already: a scenario adds kinds of its own", name)
			continue
		}
		if m := d.table(at, v, true, kindKeys...); m != nil {
			kinds[name] = readKind(d, at, name, m)
			checkFits(d, at, kinds[name], arena)
		}
	}
}

func readArena(d *doc, v any) entity.Arena {
	m := d.table("arena", v, true, arenaKeys...)
	if m == nil {
		return entity.Arena{}
	}
	a := entity.Arena{
		Width:  d.positive("arena", m, "width", MaxArenaSide),
		Height: d.positive("arena", m, "height", MaxArenaSide),
	}
	if p, _, ok := d.point("arena", m, "player_start", true); ok {
		a.PlayerStart = p
		if a.Width > 0 && a.Height > 0 && !a.Contains(p) {
			d.fail("arena.player_start", "%v is outside the %gx%g arena", p, a.Width, a.Height)
		}
	}
	return a
}

func readKind(d *doc, at, name string, m map[string]any) *entity.Kind {
	ranged, rangedOK := d.boolean(at, m, "ranged", true)
	k := &entity.Kind{
		Name:     name,
		Ranged:   ranged,
		Detect:   d.positive(at, m, "detect", maxDistance),
		Attack:   d.positive(at, m, "attack", maxDistance),
		Speed:    d.positive(at, m, "speed", maxDistance),
		HP:       d.positive(at, m, "hp", maxAmount),
		Radius:   d.positive(at, m, "radius", maxDistance),
		Damage:   d.nonNegative(at, m, "damage", maxAmount),
		WindUp:   d.nonNegative(at, m, "wind_up", maxSeconds),
		Strike:   d.nonNegative(at, m, "strike", maxSeconds),
		Recovery: d.nonNegative(at, m, "recovery", maxSeconds),
		Cooldown: d.nonNegative(at, m, "cooldown", maxSeconds),
		Respawn:  d.nonNegative(at, m, "respawn", maxSeconds),
	}
	if _, ok := m["lose"]; ok {
		k.Lose = d.positive(at, m, "lose", maxDistance)
		if k.Lose < k.Detect {
			d.fail(at+".lose", "%g is below detect %g: an enemy must keep seeing the player it just saw", k.Lose, k.Detect)
		}
	}
	if k.Attack > k.Detect && k.Detect > 0 {
		d.warn(at+".attack", "%g is above detect %g: it can attack the player only once it sees them", k.Attack, k.Detect)
	}
	k.Tree, k.Sprite = "near.tree", assets.EnemySprites[0]
	if ranged {
		k.Tree, k.Sprite = "far.tree", assets.EnemySprites[1]
	}
	k.Tree = d.optionalText(at, m, "tree", k.Tree)
	if k.Tree == "" || strings.Contains(k.Tree, "..") || strings.HasPrefix(k.Tree, "/") {
		d.fail(at+".tree", "%q: name a tree file beside the configuration, like \"near.tree\"", truncate(k.Tree, 60))
	}
	k.Sprite = d.optionalText(at, m, "sprite", k.Sprite)
	if !slices.Contains(assets.EnemySprites, k.Sprite) {
		d.fail(at+".sprite", "%q: the sprites are %s", truncate(k.Sprite, 40), quotedList(assets.EnemySprites))
	}
	k.Tint = d.optionalText(at, m, "tint", "")
	if k.Tint != "" && !hexColour.MatchString(k.Tint) {
		d.fail(at+".tint", "%q: want a colour like \"#e0a040\"", truncate(k.Tint, 40))
	}
	if !rangedOK {
		return k // which of the ranged keys belong is unknown
	}
	if !k.Ranged {
		for _, key := range []string{"min_distance", "lead", "projectile_speed", "projectile_radius", "projectile_range"} {
			if _, ok := m[key]; ok {
				d.fail(join(at, key), "only a ranged kind uses it; set ranged = true or remove it")
			}
		}
		return k
	}
	k.MinDistance = d.nonNegative(at, m, "min_distance", maxDistance)
	if k.MinDistance >= k.Attack && k.Attack > 0 {
		d.fail(at+".min_distance", "%g must be less than attack %g, or the enemy can never shoot", k.MinDistance, k.Attack)
	}
	k.Lead = optional(d.boolean(at, m, "lead", false))
	k.ProjectileSpeed = d.positive(at, m, "projectile_speed", maxDistance)
	k.ProjectileRadius = d.positive(at, m, "projectile_radius", maxDistance)
	k.ProjectileRange = d.positive(at, m, "projectile_range", maxDistance)
	return k
}

func readSpawns(d *doc, v any, arena entity.Arena, c *entity.Config) []entity.Spawn {
	elems := d.tables("enemies", v)
	if len(elems) > MaxEnemies {
		d.fail("enemies", "%d enemies are more than %d", len(elems), MaxEnemies)
		return nil
	}
	spawns := make([]entity.Spawn, 0, len(elems))
	for i, m := range elems {
		at := fmt.Sprintf("enemies[%d]", i+1)
		d.unknownKeys(at, m, spawnKeys)
		s := entity.Spawn{Kind: d.text(at, m, "kind")}
		if _, ok := m["kind"].(string); ok {
			if _, known := c.Kinds[s.Kind]; !known {
				d.fail(at+".kind", "unknown kind %q (known: %v)", truncate(s.Kind, 40), c.KindNames())
			}
		}
		if p, _, ok := d.point(at, m, "home", true); ok {
			s.Home = p
			if arena.Width > 0 && arena.Height > 0 && !arena.Contains(p) {
				d.fail(at+".home", "%v is outside the %gx%g arena", p, arena.Width, arena.Height)
			}
		}
		spawns = append(spawns, s)
	}
	return spawns
}

// readScenario reads a scenario document against the kinds of cfg.
func readScenario(d *doc, root map[string]any, cfg *entity.Config) *entity.Scenario {
	d.unknownKeys("", root, scenarioKeys)
	s := &entity.Scenario{Arena: readArena(d, root["arena"]), Kinds: map[string]*entity.Kind{}}
	readKinds(d, d.table("kinds", root["kinds"], false), s.Kinds, cfg.Kinds, s.Arena)
	known := s.Apply(cfg) // the configuration's kinds and the scenario's
	s.Enemies = readSpawns(d, root["enemies"], s.Arena, known)
	s.Crowd = readCrowd(d, root["crowd"], known)
	waited := 0 // the steps' waits so far: a script waits at most MaxWait in all
	for i, m := range d.tables("steps", root["steps"]) {
		at := fmt.Sprintf("steps[%d]", i+1)
		d.unknownKeys(at, m, stepKeys)
		st := entity.Step{
			Wait:         int(d.integer(at, m, "wait", 1, MaxWait)),
			Attack:       optional(d.boolean(at, m, "attack", false)),
			Invulnerable: optional(d.boolean(at, m, "invulnerable", false)),
		}
		if waited += st.Wait; waited > MaxWait && st.Wait > 0 {
			d.fail(at+".wait", "the steps wait %d ticks in all up to here: a scenario's steps wait at most %d", waited, MaxWait)
			waited = 0 // said once
		}
		p, moves, ok := d.point(at, m, "move", false)
		_, waits := m["wait"]
		switch {
		case moves && waits:
			d.fail(at, "a step either moves or waits, not both")
		case !moves && !waits:
			d.fail(at, "needs move = [x, y] or wait = ticks (more than 0)")
		case ok:
			st.Move = &p
			if s.Arena.Width > 0 && s.Arena.Height > 0 && !s.Arena.Contains(p) {
				d.fail(at+".move", "%v is outside the %gx%g arena", p, s.Arena.Width, s.Arena.Height)
			}
		}
		s.Steps = append(s.Steps, st)
	}
	return s
}

// readCrowd reads the names of the kinds extra enemies are drawn from, each
// a kind of c: absent, every kind.
func readCrowd(d *doc, v any, c *entity.Config) []string {
	if v == nil {
		return nil
	}
	arr, ok := v.([]any)
	if !ok || len(arr) == 0 {
		d.fail("crowd", "must be a list of kind names, like [\"near\", \"far\"]")
		return nil
	}
	var names []string
	for _, x := range arr {
		name, ok := x.(string)
		if _, known := c.Kinds[name]; !ok || !known {
			d.fail("crowd", "%s is not a kind (known: %v)", truncate(fmt.Sprint(x), 40), c.KindNames())
			continue
		}
		names = append(names, name)
	}
	return names
}

// optional drops the ok of an optional boolean: absent is false.
func optional(b, _ bool) bool { return b }

// quotedList writes names quoted, joined by commas and "and": "\"near\" and
// \"far\"".
func quotedList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	if len(q) < 2 {
		return strings.Join(q, "")
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}
