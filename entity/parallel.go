package entity

// Enemies step one after another, in index order, or, when enough are awake,
// on stepWorkers goroutines at once, each over its own fixed range of
// indices. Both give the same world, bit for bit, whatever GOMAXPROCS is:
// an enemy's step reads the player and the arena and writes only that
// enemy, its mind and the lists a step adds to (events, projectiles, the
// bodies to separate), which each goroutine fills on its own and which are
// then joined in index order. The one exception is a melee blow that hits
// the player: the enemies after it then perceive a player who was hit, or
// died. So a step whose awake melee enemies could reach the player steps
// them one after another.

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

// stepEnemies steps every enemy that is not parked.
func (w *World) stepEnemies(dt float64) {
	// The reference steps one whole enemy after another; so does a step in
	// which a melee blow may hit the player, which every enemy after it
	// perceives.
	whole := w.plain || w.blowMayHitPlayer()
	if w.inParallel = !whole && w.stepEnemiesInParallel(dt); w.inParallel {
		return
	}
	out := &w.serialOut
	out.events, out.projectiles, out.bodies = w.Events, w.Projectiles, w.crowd.bodies
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
	out.events, out.projectiles, out.bodies = out.events[:0], out.projectiles[:0], out.bodies[:0]
	brain := s.brains[k]
	f := w.follower(brain)
	w.eachAwakeWord(from, to, func(base int, awake uint64) { w.stepWord(base, awake, s.dt, brain, f, out) })
}

// blowMayHitPlayer reports whether a melee enemy that is not parked may hit
// the living player on this step: it strikes where the step finds it (an
// enemy winding up does not move), or at its home when it respawns.
func (w *World) blowMayHitPlayer() bool {
	p := &w.Player
	if p.Dead || p.Invulnerable {
		return false
	}
	may := false
	w.eachAwake(0, len(w.Enemies), func(i int) {
		e := &w.Enemies[i]
		at := e.Pos
		if e.Dead {
			at = e.Home
		}
		may = may || !e.Kind.Ranged && withinReach(at, p.Pos, e.Kind.Attack+p.Stats.Radius)
	})
	return may
}
