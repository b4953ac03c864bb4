package config

import (
	"reflect"
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryKindFieldReadsBack: a kind whose every field has a value of its
// own, written as a table (kindTable, from KindFile) and read as a file's
// (readKind), comes back the same: a field added to entity.Kind and
// KindFile that the reader forgets fails here.
func TestEveryKindFieldReadsBack(t *testing.T) {
	k := entity.Kind{Name: "far", Tree: "far.tree", Sprite: "far", Tint: "#102030", Ranged: true, Lead: true,
		Detect: 7, Lose: 9, Attack: 4, MinDistance: 2.5, Speed: 2, HP: 40, Damage: 8, Radius: 0.45,
		WindUp: 0.45, Strike: 0.05, Recovery: 0.4, Cooldown: 1.2, Respawn: 6,
		ProjectileSpeed: 7, ProjectileRadius: 0.2, ProjectileRange: 9}
	v := reflect.ValueOf(k)
	for i := range v.NumField() {
		require.False(t, v.Field(i).IsZero(), "give %s a value of its own", v.Type().Field(i).Name)
	}
	d := &doc{file: "c.toml"}
	got := readKind(d, "kinds.far", k.Name, kindTable(k))
	require.NoError(t, d.err())
	assert.Equal(t, k, *got)
	assert.Len(t, kindKeys, v.NumField()-1, "every field but the name is a key")
}

// TestTheTunableFieldsAreKindFileKeys: each tunable field's key is a key of
// the table, and its accessor reaches the field of that key.
func TestTheTunableFieldsAreKindFileKeys(t *testing.T) {
	for _, f := range fields {
		var k entity.Kind
		*f.value(&k) = 1234
		assert.Equal(t, 1234.0, kindTable(k)[string(f.key)], "%s's accessor reaches the field of its key", f.key)
	}
}
