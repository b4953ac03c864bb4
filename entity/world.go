package entity

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"strconv"
)

// Dt is the fixed time step: one update at 60 ticks per second.
const Dt = 1.0 / 60

// Ticks returns a duration configured in seconds as whole ticks, rounded to
// the nearest: every countdown of the world counts ticks, so the numbers in a
// configuration are the numbers in a trace (0.35 s is 21 ticks, always).
func Ticks(seconds float64) int { return int(math.Round(seconds / Dt)) }

// Seconds returns ticks as seconds, for display.
func Seconds[T ~int | ~int32 | ~uint32](ticks T) float64 { return float64(ticks) * Dt }

// ticks32 is Ticks for an enemy's countdowns, which hold at most an hour
// (the configuration's limit on durations).
func ticks32(seconds float64) int32 { return int32(Ticks(seconds)) }

// Brain decides for the enemies. The world calls Think once per step for every
// living enemy, before moving it, and Halt when an enemy dies. Package ai
// provides the behavior-tree brain. What Think reads of the player is
// where they stand and whether they live: their hit points and flash are
// as before any enemy's blow of the step, unless a blow of the step may
// kill them (then the blows of the enemies before it have landed).
type Brain interface {
	Think(w *World, e *Enemy)
	Halt(w *World, e *Enemy)
}

// A Follower is a brain that may follow each enemy's step to its end:
// while it Follows the step, the world tells it of every enemy it steps,
// living or dead, once the enemy's step is done (it acted and walked, or
// counted down dead), on the goroutine that stepped it, before separating
// moves any of them.
type Follower interface {
	Brain
	Follows(w *World) bool
	Stepped(w *World, e *Enemy)
}

// follower returns brain as a Follower if it follows this step, else nil:
// asked once a step, for the brain that steps a run of enemies.
func (w *World) follower(brain Brain) Follower {
	if f, ok := brain.(Follower); ok && f.Follows(w) {
		return f
	}
	return nil
}

// World is the whole simulation state. Fields are exported for renderers and
// tests to read; change it only through Step and the enemies' intent methods.
// A test that sets an enemy's fields by hand wakes it first (Wake): a parked
// enemy is not looked at until something it perceives changes.
type World struct {
	Arena       Arena
	Kinds       []*Kind // sorted by name; shared with the enemies
	Player      Player
	Enemies     []Enemy
	Projectiles []Projectile
	Tick        uint32  // steps taken; the first step is tick 1
	Events      []Event // what happened during the last step
	Brain       Brain
	pcg         *rand.PCG // the state of rng, kept to snapshot it
	rng         *rand.Rand
	numbered    map[*Kind]int          // enemies of each kind so far, for their IDs
	spawned     []*Kind                // the kinds SpawnRandom draws in turn (Config.Crowd)
	crowd       crowd                  // memory for separating bodies, reused every step
	park        parking                // the parked enemies
	serial      bool                   // Parallel(false): everything on one goroutine
	plain       bool                   // Reference(true): and the plain separation
	inParallel  bool                   // the last step stepped its enemies in parallel
	parts       [stepWorkers]additions // what each goroutine's enemies added, when they step in parallel
	serialOut   additions              // and what they add on one goroutine
	stepping    enemySteps             // the job of stepping them in parallel
	homes       homeGrid               // memory for placing homes apart, reused by every SpawnRandom
	near        []int32                // the enemies a look-up by place found, reused
	waves       Waves
	run         uint64 // the run of moments the world is in (see Now); 0 until asked
	// Kills counts the enemies the player killed, and Waves the waves that
	// came, since the world began.
	Kills, Wave int
}

// NewWorld builds a world from a validated configuration: its arena, player
// and enemies. The kinds are copied, so editing w.Kinds leaves cfg alone. seed
// drives every random choice (see SpawnRandom).
func NewWorld(cfg *Config, seed uint64) *World {
	cfg = cfg.Clone()
	pcg := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	w := &World{Arena: cfg.Arena, pcg: pcg, rng: rand.New(pcg), numbered: map[*Kind]int{}, waves: cfg.Waves}
	for _, name := range cfg.KindNames() {
		w.Kinds = append(w.Kinds, cfg.Kinds[name])
	}
	w.spawned = w.Kinds
	if len(cfg.Crowd) > 0 {
		w.spawned = nil
		for _, name := range cfg.Crowd {
			w.spawned = append(w.spawned, w.Kind(name))
		}
	}
	w.Player = Player{Stats: cfg.Player, Pos: cfg.Arena.PlayerStart, HP: cfg.Player.HP, Facing: Vec{X: 1}}
	grid := &w.homes
	grid.reset(w, homeSpacing(w))
	tried := map[Vec]int{} // per configured home, the spiral's places tried so far
	for _, s := range cfg.Enemies {
		k := w.Kind(s.Kind)
		n := tried[s.Home]
		home := w.Arena.Clamp(s.Home.Add(spread(n, k.Radius)))
		for last := n + homeTries; n < last && !grid.free(home); {
			n++
			home = w.Arena.Clamp(s.Home.Add(spread(n, k.Radius)))
		}
		tried[s.Home] = n + 1
		grid.add(home)
		w.AddEnemy(k, home)
	}
	return w
}

// spread returns the offset of the n-th place tried for an enemy whose home
// is taken: points of a sunflower spiral about a body apart, so that enemies
// given one home, or homes closer than their bodies, stand side by side
// instead of pushing each other off the spot forever.
func spread(n int, radius float64) Vec {
	if n == 0 {
		return Vec{}
	}
	r, angle := 1.2*radius*math.Sqrt(float64(n)), float64(n)*2.399963 // the golden angle
	return Vec{X: r * math.Cos(angle), Y: r * math.Sin(angle)}
}

// Kind returns the kind with the given name, or nil.
func (w *World) Kind(name string) *Kind {
	for _, k := range w.Kinds {
		if k.Name == name {
			return k
		}
	}
	return nil
}

// AddEnemy adds an enemy of kind k at home and returns it. Its ID is the kind's
// name and its number among that kind, from 1.
func (w *World) AddEnemy(k *Kind, home Vec) *Enemy {
	w.numbered[k]++
	w.Enemies = append(w.Enemies, Enemy{
		ID: k.Name + "-" + strconv.Itoa(w.numbered[k]), Index: int32(len(w.Enemies)), Kind: k, Home: home, Pos: home, HP: k.HP,
	})
	return &w.Enemies[len(w.Enemies)-1]
}

// SpawnRandom adds n enemies of the crowd's kinds (Config.Crowd) taken in
// turn, with homes drawn from the world's seeded random source: away from
// the player, beyond the kind's detect range or, where that covers the
// arena (a horde's), beyond the ground it closes in spawnGraceTicks and its
// blow's reach, so that the player has a moment to run; and a body's width
// apart from every other home, so that a crowd can come to rest; where the
// arena has no such room left after homeTries draws, the last draw.
func (w *World) SpawnRandom(n int) {
	if n <= 0 {
		return
	}
	grid := &w.homes
	grid.reset(w, homeSpacing(w))
	for i := range n {
		k := w.spawned[i%len(w.spawned)]
		away := k.Detect
		if w.coversArena(k.Detect) { // no home is out of its sight
			away = k.Speed*Seconds(spawnGraceTicks) + k.Attack + w.Player.Stats.Radius
		}
		var home Vec
		for tries := 0; tries < homeTries; tries++ {
			home = Vec{w.rng.Float64() * w.Arena.Width, w.rng.Float64() * w.Arena.Height}
			if home.Dist(w.Player.Pos) > away && grid.free(home) {
				break
			}
		}
		grid.add(home)
		w.AddEnemy(k, home)
	}
}

// coversArena reports whether every point of the arena is within r of the
// player.
func (w *World) coversArena(r float64) bool {
	p, a := w.Player.Pos, w.Arena
	dx, dy := max(p.X, a.Width-p.X), max(p.Y, a.Height-p.Y)
	return dx*dx+dy*dy <= r*r
}

// homeTries is how many homes SpawnRandom draws at most for one enemy.
const homeTries = 100

// spawnGraceTicks is how long an enemy of a kind that sees the whole arena
// takes at least, from a home SpawnRandom draws, to come within its blow's
// reach of where the player stood: 3 s.
const spawnGraceTicks = 180

// homeSpacing is how far apart SpawnRandom keeps homes: the widest body's
// width and a little.
func homeSpacing(w *World) float64 { return 2*w.LargestRadius() + 0.25 }

// LargestRadius returns the body radius of the world's largest kind.
func (w *World) LargestRadius() float64 {
	r := 0.0
	for _, k := range w.Kinds {
		r = max(r, k.Radius)
	}
	return r
}

// Step advances the world by dt seconds (always Dt in the demo): the player
// acts on its intent, every living enemy thinks and acts, projectiles fly,
// the dead count down to respawning. What happened is in w.Events.
func (w *World) Step(in PlayerIntent, dt float64) {
	w.Tick++
	w.Events = w.Events[:0]
	w.park.settled = w.park.settled[:0]
	w.stepPlayer(in, dt)
	w.wakeNearPlayer()
	whole := w.plain || w.blowMayKillPlayer()
	w.crowd.begin(w)
	w.stepEnemies(dt, whole)
	w.separate()
	w.settle()
	w.park.disturbed = false
	w.stepProjectiles(dt)
	w.stepWaves()
}

// stepEnemy steps enemy i, which is not parked, with brain thinking for it:
// a dead one counts down to respawning, a living one perceives, thinks and
// acts, and is noted for separating; then f, if it follows the step, is
// told. What it adds to the world's lists goes to out.
func (w *World) stepEnemy(i int, dt float64, brain Brain, f Follower, out *additions) {
	e := &w.Enemies[i]
	if e.Dead {
		w.stepDead(e, out) // respawned, it decides on this very tick: what it reports is its fresh decision
	}
	if !e.Dead {
		before := e.stepState()
		w.perceive(e)
		if brain != nil {
			brain.Think(w, e)
		}
		w.act(e, dt, out)
		w.noteBody(i, e, &before, out)
	}
	if f != nil {
		f.Stepped(w, e)
	}
}

// noteBody notes living enemy i, e, as a body to separate, before being the
// state its step found it in.
func (w *World) noteBody(i int, e *Enemy, before *stepState, out *additions) {
	moved := e.Pos != before.pos
	out.bodies = append(out.bodies, bodyWord(w.crowd.cells.cellOf(e.Pos), i, moved, !moved && e.stepState() == *before))
	w.crowd.spots[i] = spot{e.Pos.X, e.Pos.Y, e.Kind.Radius}
}

// stepWord steps the awake enemies among the 64 from index base (bit k of
// awake: enemy base+k) in passes: every one perceives and thinks, then
// every one acts but walks, then those that walk do, then every one is
// noted for separating. It steps them as stepEnemy one after another does,
// when no melee blow can kill the player (see blowMayKillPlayer) and blows
// land after the step (see landBlows): then nothing an enemy does in its
// act changes what another perceives or thinks, and each enemy's events
// still come in index order, a respawn before the acts. The walks'
// lengths and divisions, one enemy after another with nothing between
// them, then overlap in the processor.
func (w *World) stepWord(base int, awake uint64, dt float64, brain Brain, f Follower, out *additions) {
	before := &out.before
	var living, revived, walking uint64
	for a := awake; a != 0; a &= a - 1 {
		k := bits.TrailingZeros64(a)
		e := &w.Enemies[base+k]
		if e.Dead {
			if !w.revive(e) {
				continue
			}
			revived |= 1 << k
		}
		living |= 1 << k
		e.noteStepState(&before[k])
		w.perceive(e)
		if brain != nil {
			brain.Think(w, e)
		}
	}
	for a := living; a != 0; a &= a - 1 {
		k := bits.TrailingZeros64(a)
		e := &w.Enemies[base+k]
		if revived&(1<<k) != 0 {
			out.events = w.respawned(out.events, e)
		}
		if w.actInPlace(e, out) {
			walking |= 1 << k
		}
	}
	for a := walking; a != 0; a &= a - 1 {
		w.walk(&w.Enemies[base+bits.TrailingZeros64(a)], dt)
	}
	for a := living; a != 0; a &= a - 1 {
		k := bits.TrailingZeros64(a)
		w.noteBody(base+k, &w.Enemies[base+k], &before[k], out)
	}
	if f != nil {
		for a := awake; a != 0; a &= a - 1 {
			f.Stepped(w, &w.Enemies[base+bits.TrailingZeros64(a)])
		}
	}
}

// HasWaves reports whether waves of enemies come in this world: not in a
// scenario, which has none.
func (w *World) HasWaves() bool { return Ticks(w.waves.Every) > 0 && w.waves.Grow > 0 }

// stepWaves adds the next wave of enemies when its time comes.
func (w *World) stepWaves() {
	if !w.HasWaves() || int(w.Tick)%Ticks(w.waves.Every) != 0 || w.Player.Dead {
		return
	}
	added := w.waves.Grow * w.Wave * (w.Wave + 1) / 2 // the waves so far
	if n := min((w.Wave+1)*w.waves.Grow, MaxWaveEnemies-added); n > 0 {
		w.Wave++
		w.SpawnRandom(n)
	}
}

// emit adds an event of this tick that comes from the player.
func (w *World) emit(kind EventKind, target string, damage float64) {
	w.Events = append(w.Events, Event{Tick: w.Tick, Kind: kind, Source: PlayerID, Target: target, Damage: damage})
}

// event appends to events an event of this tick that comes from the enemy
// of kind k whose ID is source.
func (w *World) event(events []Event, kind EventKind, source string, k *Kind, target string, damage float64) []Event {
	return append(events, Event{Tick: w.Tick, Kind: kind, Source: source, SourceKind: k, Target: target, Damage: damage})
}

// SetKind gives the world's kind of the same name the values of k, as tuning
// does; every enemy of the kind follows from the next step on, keeping its
// fraction of hit points. It reports whether there is such a kind.
func (w *World) SetKind(k Kind) bool {
	wk := w.Kind(k.Name)
	if wk == nil {
		return false
	}
	w.WakeKind(wk)
	oldHP := wk.HP
	*wk = k
	w.rescaleHP(wk, oldHP)
	return true
}

// rescaleHP keeps every living enemy of kind k at the fraction of its hit
// points it had when the kind's HP was oldHP.
func (w *World) rescaleHP(k *Kind, oldHP float64) {
	if k.HP == oldHP || oldHP <= 0 {
		return
	}
	for i := range w.Enemies {
		if e := &w.Enemies[i]; e.Kind == k && !e.Dead {
			e.HP = e.HP / oldHP * k.HP
		}
	}
}
