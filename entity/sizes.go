package entity

import "unsafe"

// The sizes of the types a Snapshot copies, for Snapshot.Bytes.
const (
	unsafeSizeofKind       = unsafe.Sizeof(Kind{})
	unsafeSizeofEnemy      = unsafe.Sizeof(Enemy{})
	unsafeSizeofProjectile = unsafe.Sizeof(Projectile{})
	unsafeSizeofEvent      = unsafe.Sizeof(Event{})
)
