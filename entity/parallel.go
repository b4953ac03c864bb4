package entity

// Enemies step one after another, in index order, or, when enough are awake,
// on stepWorkers goroutines at once, each over its own fixed range of
// indices. Both give the same world, bit for bit, whatever GOMAXPROCS is:
// an enemy's step reads the player and the arena and writes only that
// enemy, its mind and the lists a step adds to (events, projectiles, the
// bodies to separate), which each goroutine fills on its own and which are
// then joined in index order. The one exception is a melee blow that kills
// the player: the enemies after it then perceive a player who died. So a
// step whose melee blows could kill the player steps one whole enemy after
// another; in any other, the enemies' blows land once every enemy has
// stepped, in index order, as they would have landed one after another:
// nothing an enemy's step reads changes when the player is hit but lives.

// Thinkers is a Brain that can think for several enemies at the same time,
// each enemy's thinking touching only that enemy and its own mind
// (ai.Minds is one).
type Thinkers interface {
	Brain
	// Thinkers returns n brains that may think at the same time, each for
	// its own enemies, or nil when the enemies must think one after another
	// this step.
	Thinkers(w *World, n int) []Brain
}

// stepWorkers is how many goroutines step the enemies in parallel: a fixed
// partition, the same on every machine.
const stepWorkers = 4

// parallelFrom is how many awake enemies make stepping them in parallel pay
// for starting the goroutines.
const parallelFrom = 4096

// additions is what stepping enemies adds to the world's lists, and the
// memory stepWord keeps the states it compares in.
type additions struct {
	events      []Event
	projectiles []Projectile
	bodies      []uint64 // body words (see bodyWord)
	before      [64]stepState
	blowsLater  bool // melee blows at the player are hit events alone, dealt by landBlows
}

// Parallel lets the world step its enemies on several goroutines when
// enough of them are awake, and separate them on several, as every world
// starts; or keeps it to one goroutine. The world steps the same either way,
// bit for bit.
func (w *World) Parallel(on bool) { w.serial = !on }

// Reference makes the world step as the plain reference its shortcuts are
// held to, as tests compare it, or not, as every world starts: on one
// goroutine, separating its bodies one after another as plainly as the rule
// can be written (separatePlain). The world steps the same either way, bit
// for bit, only slower.
func (w *World) Reference(on bool) {
	w.plain = on
	w.Parallel(!on)
}

// SteppedInParallel reports whether the last step stepped its enemies on
// several goroutines.
func (w *World) SteppedInParallel() bool { return w.inParallel }

// stepEnemies steps every enemy that is not parked: one whole enemy after
// another, as the reference does and a step in which a melee blow may kill
// the player must (every enemy after it perceives it), or not.
func (w *World) stepEnemies(dt float64, whole bool) {
	from := len(w.Events)
	if w.inParallel = !whole && w.stepEnemiesInParallel(dt); !w.inParallel {
		w.stepEnemiesSerially(dt, whole)
	}
	if !whole {
		w.landBlows(w.Events[from:])
	}
}

// stepEnemiesSerially steps the enemies that are not parked on one
// goroutine: whole, one enemy after another, or a word of them at a time.
func (w *World) stepEnemiesSerially(dt float64, whole bool) {
	out := &w.serialOut
	out.events, out.projectiles, out.bodies, out.blowsLater = w.Events, w.Projectiles, w.crowd.bodies, !whole
	f := w.follower(w.Brain)
	if whole {
		w.eachAwake(0, len(w.Enemies), func(i int) { w.stepEnemy(i, dt, w.Brain, f, out) })
	} else {
		w.eachAwakeWord(0, len(w.Enemies), func(base int, awake uint64) { w.stepWord(base, awake, dt, w.Brain, f, out) })
	}
	w.Events, w.Projectiles, w.crowd.bodies = out.events, out.projectiles, out.bodies
}

// stepEnemiesInParallel steps the enemies that are not parked on
// stepWorkers goroutines, each over a fixed range of indices, and reports
// whether it did: not when few are awake or when the brain cannot think for
// several at once. No melee blow may hit the player (see stepEnemies).
func (w *World) stepEnemiesInParallel(dt float64) bool {
	thinkers, ok := w.Brain.(Thinkers)
	if w.serial || !ok || len(w.Enemies)-w.park.count < parallelFrom {
		return false
	}
	brains := thinkers.Thinkers(w, stepWorkers)
	if brains == nil {
		return false
	}
	s := &w.stepping
	s.w, s.dt, s.brains = w, dt, brains
	w.crowd.run.run(s, stepWorkers, true)
	s.brains = nil
	w.crowd.lists = w.crowd.lists[:0]
	for k := range w.parts {
		part := &w.parts[k]
		w.Events = append(w.Events, part.events...)
		w.Projectiles = append(w.Projectiles, part.projectiles...)
		w.crowd.lists = append(w.crowd.lists, part.bodies)
	}
	return true
}

// enemySteps is the job of stepping the enemies in parallel: part k steps
// the awake enemies of the k-th of stepWorkers fixed ranges of indices,
// with the k-th brain, into the k-th of the world's additions.
type enemySteps struct {
	w      *World
	dt     float64
	brains []Brain
}

// do steps the enemies of part k.
func (s *enemySteps) do(k int) {
	w, n := s.w, len(s.w.Enemies)
	from, to := k*n/stepWorkers/64*64, (k+1)*n/stepWorkers/64*64
	if k == stepWorkers-1 {
		to = n
	}
	out := &w.parts[k]
	out.events, out.projectiles, out.bodies, out.blowsLater = out.events[:0], out.projectiles[:0], out.bodies[:0], true
	brain := s.brains[k]
	f := w.follower(brain)
	w.eachAwakeWord(from, to, func(base int, awake uint64) { w.stepWord(base, awake, s.dt, brain, f, out) })
}

// blowMayKillPlayer reports whether the melee blows of this step, every
// one that may land, could kill the living player: their damage, taken off
// the player's hit points one after another in index order, leaves none.
// Fewer blows, in the same order, leave at least as many (a difference
// rounds toward the larger for a larger first term), so no blow of a step
// for which this reports false kills. A blow may land from an enemy whose
// wind-up ends on this tick, or from any whose kind winds up for at most a
// tick (an attack begun on this tick); it lands where the step finds the
// enemy (an attacking enemy does not walk), or at its home when it
// respawns.
//
// It asks before the step's enemies are noted for separating, while the
// last step's order still tells where they are (enemiesNear): an enemy
// winding up was stepped on the last tick and stands where it was put, as
// neither a parked enemy nor one added since winds up. Only where a kind's
// attack begun on this tick may land does it ask every awake enemy.
func (w *World) blowMayKillPlayer() bool {
	p := &w.Player
	if !p.hittable() {
		return false
	}
	quick, reach := false, 0.0 // whether a melee kind's attack begun on this tick may land on it; the longest blow
	for _, k := range w.Kinds {
		quick = quick || k.strikesAtOnce()
		if !k.Ranged {
			reach = max(reach, k.Attack)
		}
	}
	hp := p.HP
	mayLand := func(i int) {
		e := &w.Enemies[i]
		if !(e.Phase == WindUp && e.PhaseTicks <= 1 || quick && e.Kind.strikesAtOnce()) || e.Kind.Ranged {
			return
		}
		at := e.Pos
		if e.Dead {
			at = e.Home
		}
		if withinReach(at, p.Pos, e.Kind.Attack+p.Stats.Radius) {
			hp -= e.Kind.Damage
		}
	}
	if quick {
		w.eachAwake(0, len(w.Enemies), mayLand)
	} else {
		for _, i := range w.enemiesNear(p.Pos, withinReachOf(reach+p.Stats.Radius)) {
			mayLand(int(i))
		}
	}
	return hp <= 0
}

// strikesAtOnce reports whether an attack of this melee kind begun on a
// tick may land on it: it winds up for a tick or less.
func (k *Kind) strikesAtOnce() bool { return !k.Ranged && ticks32(k.WindUp) <= 1 }
