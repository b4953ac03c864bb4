package entity

// EventKind names what happened.
type EventKind string

// The events a step can emit.
const (
	EventAttack  EventKind = "attack"  // a melee strike lands in the world, hit or miss
	EventShoot   EventKind = "shoot"   // a ranged enemy fires a projectile
	EventHit     EventKind = "hit"     // damage is dealt
	EventDeath   EventKind = "death"   // the target died
	EventRespawn EventKind = "respawn" // an enemy came back at home
)

// Event is something that happened during one step. Source and Target are IDs:
// "player" or an enemy's ID; Damage is set for hits. SourceKind is the kind
// of the enemy the event comes from, nil when it comes from the player: what
// a reader asks of the source, it asks of this field, never of the ID.
type Event struct {
	Tick       uint32
	Kind       EventKind
	Source     string
	SourceKind *Kind
	Target     string
	Damage     float64
}

// PlayerID is the ID of the player in events and traces.
const PlayerID = "player"
