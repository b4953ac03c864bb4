package entity

import (
	"sort"
)

// Config is everything about the world that a user tunes: the arena, the
// player's stats, the enemy kinds and the default enemies. The demo embeds a
// default (assets/config.toml); package config reads one from a file.
type Config struct {
	Arena   Arena
	Player  PlayerStats
	Kinds   map[string]*Kind
	Enemies []Spawn
	// Waves, when Every is above 0, adds enemies as the game goes on: a
	// reason to play. Scenarios turn them off.
	Waves Waves
	// Crowd names the kinds enemies added at random homes (extra enemies
	// and waves, see World.SpawnRandom) are drawn from, in turn; empty,
	// every kind.
	Crowd []string
	// Warnings are what is allowed but probably not meant, like an attack
	// range above the detect range, found when the file was read.
	Warnings []error
}

// Arena is the playing field: a rectangle from (0, 0) to (Width, Height).
type Arena struct {
	Width       float64
	Height      float64
	PlayerStart Vec
}

// Contains reports whether p lies inside the arena, borders included.
func (a Arena) Contains(p Vec) bool {
	return p.X >= 0 && p.Y >= 0 && p.X <= a.Width && p.Y <= a.Height
}

// Clamp returns p moved inside the arena: each coordinate a number is what
// min(max(v, 0), side) makes it, to the bit.
func (a Arena) Clamp(p Vec) Vec {
	return Vec{clampTo(p.X, a.Width), clampTo(p.Y, a.Height)}
}

// clampTo returns min(max(v, 0), side) for a side above zero, bit for bit
// for every number, with two comparisons a processor predicts where the
// built-in min and max on floats take a dozen instructions each to mind
// signed zeros and NaNs: -0 becomes +0 as max makes it, and a NaN, which
// fails both, stays a NaN (the built-ins would set bits of its payload; no
// position is one).
func clampTo(v, side float64) float64 {
	switch {
	case v <= 0:
		return 0
	case v >= side:
		return side
	}
	return v
}

// PlayerStats are the player's numbers.
type PlayerStats struct {
	Speed       float64 // units per second
	HP          float64 // hit points at start
	Radius      float64 // body radius, for projectile hits
	AttackRange float64 // melee reach from the player's centre to an enemy's edge
	Damage      float64 // per strike
	Cooldown    float64 // seconds between strikes
}

// Kind is one kind of enemy: its senses, movement, attack and respawn. The
// defaults follow the tutorials: Near detects at 4, attacks at 1, moves at 3
// and strikes in melee; Far detects at 7, attacks at 4, moves at 2 and shoots.
// Changing a Kind's fields while the world runs applies at the next step to
// every enemy of that kind.
type Kind struct {
	Name string
	// Tree names the kind's behavior tree file, like "near.tree": package ai
	// builds every enemy of the kind from it. The world does not read it.
	Tree string
	// Sprite names the picture renderers draw the kind with, "near" or
	// "far", and Tint the colour they tint it with ("" for none), so a kind
	// made of data alone has a look of its own.
	Sprite string
	Tint   string
	Ranged bool // shoots projectiles instead of striking in melee
	// Lead makes a ranged enemy aim where the player will be when the shot
	// arrives, if they keep moving as they do, instead of where they stood
	// when it began its wind-up (the tutorial's way, which a moving player
	// can dodge).
	Lead   bool
	Detect float64 // sees the player within this distance
	// Lose is how far the player must get before an enemy that sees them
	// loses sight: at least Detect. The gap keeps an enemy from switching
	// between chasing and going home while the player stands at the edge.
	// 0 means unset: the range then follows Detect (see LoseRange), so
	// tuning Detect moves it along.
	Lose   float64
	Attack float64 // attacks the player within this distance
	// MinDistance is how close a ranged enemy lets the player come before
	// backing away. Melee enemies ignore it.
	MinDistance float64
	Speed       float64 // units per second
	HP          float64 // hit points
	Damage      float64 // per strike or projectile
	Radius      float64 // body radius
	WindUp      float64 // seconds from starting an attack to the strike
	Strike      float64 // seconds the strike lasts
	Recovery    float64 // seconds after the strike before it can act
	Cooldown    float64 // seconds after an attack before the next one
	Respawn     float64 // seconds from death to respawning at home

	ProjectileSpeed  float64 // ranged: units per second
	ProjectileRadius float64 // ranged: radius
	ProjectileRange  float64 // ranged: distance before it vanishes
}

// DefaultLoseFactor sets a kind's lose range when its Lose is unset: a
// quarter past its detect range.
const DefaultLoseFactor = 1.25

// LoseRange returns how far the player must get before an enemy of the kind
// that sees them loses sight: Lose if set, else Detect x DefaultLoseFactor;
// never below Detect. It is the one place the lose range is resolved.
func (k *Kind) LoseRange() float64 {
	if k.Lose == 0 {
		return k.Detect * DefaultLoseFactor
	}
	return max(k.Lose, k.Detect)
}

// Waves adds enemies at random homes every Every seconds: Grow more with each
// wave (Grow, then 2 x Grow, ...), up to MaxWaveEnemies in all.
type Waves struct {
	Every float64
	Grow  int
}

// MaxWaveEnemies is the most enemies waves add in one game.
const MaxWaveEnemies = 1000

// Spawn places one enemy of a kind at its home.
type Spawn struct {
	Kind string
	Home Vec
}

// KindNames returns the names of the configured kinds, sorted.
func (c *Config) KindNames() []string {
	names := make([]string, 0, len(c.Kinds))
	for n := range c.Kinds {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Clone returns a deep copy of c, so a running world's kinds can be edited
// without touching the configuration they came from.
func (c *Config) Clone() *Config {
	out := *c
	out.Kinds = make(map[string]*Kind, len(c.Kinds))
	for n, k := range c.Kinds {
		kc := *k
		out.Kinds[n] = &kc
	}
	out.Enemies = append([]Spawn(nil), c.Enemies...)
	out.Crowd = append([]string(nil), c.Crowd...)
	return &out
}
