package config

import (
	"reflect"
	"strings"

	"github.com/enemyai/enemyai/entity"
)

// KindFile is a kind's values as files name them: the keys of a
// configuration's [kinds.NAME] table, which replay files use too. It is the
// one table of a kind's fields: the keys a configuration may hold
// (kindKeys), a kind written back as a table (kindTable) and a replay's
// kinds follow from it. Its fields are entity.Kind's, in the same order, so
// that converting between the two is a compile-time check that they match.
// A field tagged kind:"optional" may be left out of a table, and one tagged
// kind:"ranged" matters to ranged kinds only.
type KindFile struct {
	Name             string  `json:"name"`
	Tree             string  `json:"tree"`
	Sprite           string  `json:"sprite"`
	Tint             string  `json:"tint" kind:"optional"`
	Ranged           bool    `json:"ranged"`
	Lead             bool    `json:"lead" kind:"ranged"`
	Detect           float64 `json:"detect"`
	Lose             float64 `json:"lose" kind:"optional"`
	Attack           float64 `json:"attack"`
	MinDistance      float64 `json:"min_distance" kind:"ranged"`
	Speed            float64 `json:"speed"`
	HP               float64 `json:"hp"`
	Damage           float64 `json:"damage"`
	Radius           float64 `json:"radius"`
	WindUp           float64 `json:"wind_up"`
	Strike           float64 `json:"strike"`
	Recovery         float64 `json:"recovery"`
	Cooldown         float64 `json:"cooldown"`
	Respawn          float64 `json:"respawn"`
	ProjectileSpeed  float64 `json:"projectile_speed" kind:"ranged"`
	ProjectileRadius float64 `json:"projectile_radius" kind:"ranged"`
	ProjectileRange  float64 `json:"projectile_range" kind:"ranged"`
}

// kindKeys are the keys of a configuration's [kinds.NAME] table: KindFile's,
// but for the name, which is the table's.
var kindKeys = func() []string {
	var keys []string
	t := reflect.TypeFor[KindFile]()
	for i := range t.NumField() {
		if key := fileKey(t.Field(i)); key != "name" {
			keys = append(keys, key)
		}
	}
	return keys
}()

// fileKey is the key a KindFile field is written under.
func fileKey(f reflect.StructField) string {
	key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	return key
}

// kindTable is k written as a configuration's [kinds.NAME] table: the keys a
// file would hold for it, so that readKind applies the same rules. An
// optional field left at zero is left out, and so is a field of ranged kinds
// a melee kind leaves at zero.
func kindTable(k entity.Kind) map[string]any {
	m := map[string]any{}
	v := reflect.ValueOf(KindFile(k))
	for i := range v.NumField() {
		f, value := v.Type().Field(i), v.Field(i)
		key, tag := fileKey(f), f.Tag.Get("kind")
		if key == "name" || value.IsZero() && (tag == "optional" || tag == "ranged" && !k.Ranged) {
			continue
		}
		m[key] = value.Interface()
	}
	return m
}
