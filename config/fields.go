package config

import (
	"fmt"
	"math"
	"strings"

	"github.com/enemyai/enemyai/entity"
)

// KindField names a tunable field of a Kind by its key in the configuration
// file, like "detect".
type KindField string

// The fields the game lets a player tune, in the order of the keys 1 to 9.
const (
	FieldDetect          KindField = "detect"
	FieldAttack          KindField = "attack"
	FieldSpeed           KindField = "speed"
	FieldHP              KindField = "hp"
	FieldDamage          KindField = "damage"
	FieldCooldown        KindField = "cooldown"
	FieldWindUp          KindField = "wind_up"
	FieldMinDistance     KindField = "min_distance"
	FieldProjectileSpeed KindField = "projectile_speed"
)

// field is how one tunable field is read, written and stepped.
type field struct {
	key        KindField
	value      func(k *entity.Kind) *float64
	step       float64 // one press of [ or ]
	low, high  float64 // the tuning range
	rangedOnly bool    // only ranged kinds use it
	format     string  // how a value is shown, for fmt
}

// fields lists the tunable fields in key order.
var fields = []field{
	{FieldDetect, func(k *entity.Kind) *float64 { return &k.Detect }, 0.25, 0.25, 40, false, "%.2f"},
	{FieldAttack, func(k *entity.Kind) *float64 { return &k.Attack }, 0.25, 0.25, 40, false, "%.2f"},
	{FieldSpeed, func(k *entity.Kind) *float64 { return &k.Speed }, 0.25, 0.25, 40, false, "%.2f"},
	{FieldHP, func(k *entity.Kind) *float64 { return &k.HP }, 5, 5, 1000, false, "%.0f"},
	{FieldDamage, func(k *entity.Kind) *float64 { return &k.Damage }, 1, 0, 200, false, "%.0f"},
	{FieldCooldown, func(k *entity.Kind) *float64 { return &k.Cooldown }, 0.05, 0, 10, false, "%.2f"},
	{FieldWindUp, func(k *entity.Kind) *float64 { return &k.WindUp }, 0.05, 0, 5, false, "%.2f"},
	{FieldMinDistance, func(k *entity.Kind) *float64 { return &k.MinDistance }, 0.25, 0, 40, true, "%.2f"},
	{FieldProjectileSpeed, func(k *entity.Kind) *float64 { return &k.ProjectileSpeed }, 0.5, 0.5, 60, true, "%.1f"},
}

var fieldByKey = func() map[KindField]*field {
	m := map[KindField]*field{}
	for i := range fields {
		m[fields[i].key] = &fields[i]
	}
	return m
}()

// TunableFields returns the tunable fields in the order of the keys 1 to 9.
func TunableFields() []KindField {
	out := make([]KindField, len(fields))
	for i, f := range fields {
		out[i] = f.key
	}
	return out
}

// TunableNames returns the tunable fields' keys, comma separated.
func TunableNames() string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = string(f.key)
	}
	return strings.Join(names, ", ")
}

// spec returns f's description; f must be tunable.
func (f KindField) spec() *field {
	s, ok := fieldByKey[f]
	if !ok {
		panic("config: " + string(f) + " is not a tunable field (tunable: " + TunableNames() + ")")
	}
	return s
}

// Get returns the field's value in k.
func (f KindField) Get(k *entity.Kind) float64 { return *f.spec().value(k) }

// Set sets the field's value in k.
func (f KindField) Set(k *entity.Kind, v float64) { *f.spec().value(k) = v }

// Step returns how much one press of [ or ] changes the field.
func (f KindField) Step() float64 { return f.spec().step }

// Format writes a value of the field as the tuner shows it.
func (f KindField) Format(v float64) string { return fmt.Sprintf(f.spec().format, v) }

// AppliesTo reports whether kind k uses the field: the projectile and
// distance-keeping fields only matter to ranged kinds.
func (f KindField) AppliesTo(k *entity.Kind) bool { return k.Ranged || !f.spec().rangedOnly }

// Adjust returns k with the field moved by steps steps, kept within the
// field's tuning range and the rules a valid configuration follows: a
// ranged kind's attack stays above its minimum distance and its minimum
// distance below its attack.
func (f KindField) Adjust(k entity.Kind, steps int) entity.Kind {
	s := f.spec()
	v := *s.value(&k) + float64(steps)*s.step
	v = roundTo(v, s.step)
	v = min(max(v, s.low), s.high)
	if k.Ranged && f == FieldAttack {
		v = max(v, k.MinDistance+s.step)
	}
	if k.Ranged && f == FieldMinDistance {
		v = min(v, k.Attack-s.step)
	}
	*s.value(&k) = v
	return k
}

// roundTo rounds v to a whole number of steps (halves away from zero), so
// repeated presses do not gather float noise. A step of one over a whole
// number, like 0.1, divides the steps by that number, which rounds once:
// 71 steps of 0.1 are 7.1, where multiplying gives 7.1000000000000005.
func roundTo(v, step float64) float64 {
	if per := math.Round(1 / step); per >= 1 && math.Abs(per*step-1) < 1e-12 {
		return math.Round(v*per) / per
	}
	return math.Round(v/step) * step
}
