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
