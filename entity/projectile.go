package entity

// Projectile is a shot in flight. It hits the player when their circles
// overlap and vanishes after Range units or at the arena's edge.
type Projectile struct {
	Pos, Vel  Vec
	Radius    float64
	Damage    float64
	Range     float64 // units it may still travel
	Owner     string  // the ID of the enemy that fired it
	OwnerKind *Kind
}

// shoot fires a projectile from e toward its aim, into out.
func (w *World) shoot(e *Enemy, out *additions) {
	k := e.Kind
	dir := e.Aim.Sub(e.Pos).Unit()
	if dir == (Vec{}) {
		dir = Vec{X: 1}
	}
	out.projectiles = append(out.projectiles, Projectile{
		Pos: e.Pos, Vel: dir.Scale(k.ProjectileSpeed), Radius: k.ProjectileRadius,
		Damage: k.Damage, Range: k.ProjectileRange, Owner: e.ID, OwnerKind: k,
	})
	out.events = w.event(out.events, EventShoot, e.ID, k, PlayerID, 0)
}

// stepProjectiles moves every projectile and resolves hits, keeping their
// order stable so runs stay identical.
func (w *World) stepProjectiles(dt float64) {
	p := &w.Player
	kept := w.Projectiles[:0]
	for _, pr := range w.Projectiles {
		pr.Pos = pr.Pos.Add(pr.Vel.Scale(dt))
		pr.Range -= pr.Vel.Len() * dt
		if !p.Dead && pr.Pos.Dist(p.Pos) <= pr.Radius+p.Stats.Radius {
			w.Events = w.damagePlayer(w.Events, pr.Owner, pr.OwnerKind, pr.Damage)
			continue
		}
		if pr.Range <= 0 || !w.Arena.Contains(pr.Pos) {
			continue
		}
		kept = append(kept, pr)
	}
	w.Projectiles = kept
}
