package config

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/entity"
)

// ParseKindValue reads a tuned value written KIND.FIELD=VALUE, like
// "near.detect=5", as the commands' -set flag and sweep specs take it. The
// field must be tunable and the value finite and within the field's tuning
// range; whether the kind exists is for whoever applies it (see
// KindValue.Apply).
func ParseKindValue(s string) (KindValue, error) {
	name, value, ok := strings.Cut(s, "=")
	if !ok {
		return KindValue{}, fmt.Errorf("%q: want KIND.FIELD=VALUE, like near.detect=5", truncate(s, 60))
	}
	kv, err := ParseKindField(strings.TrimSpace(name))
	if err != nil {
		return KindValue{}, err
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
	switch {
	case errors.Is(err, strconv.ErrRange): // a number, beyond any float64
		return KindValue{}, kv.Field.outOfRange(truncate(strings.TrimSpace(value), 40))
	case err != nil:
		return KindValue{}, fmt.Errorf("%s: %q is not a number", Plain(name, 60), truncate(value, 40))
	}
	kv.Value = v
	return kv, kv.Field.Check(v)
}

// ParseKindField reads a tunable field of a kind written KIND.FIELD, like
// "near.detect".
func ParseKindField(s string) (KindValue, error) {
	kind, field, ok := strings.Cut(s, ".")
	switch {
	case !ok || kind == "":
		return KindValue{}, fmt.Errorf("%q: want KIND.FIELD, like near.detect", truncate(s, 60))
	case fieldByKey[KindField(field)] == nil:
		return KindValue{}, fmt.Errorf("%s: %q is not a tunable field (tunable: %s)", Plain(s, 60), truncate(field, 40), TunableNames())
	}
	return KindValue{Kind: kind, Field: KindField(field)}, nil
}

// Check reports whether v is a value the field may take: finite and within
// its tuning range.
func (f KindField) Check(v float64) error {
	if s := f.spec(); math.IsNaN(v) || v < s.low || v > s.high {
		return f.outOfRange(fmt.Sprint(v))
	}
	return nil
}

// outOfRange says that the value written shown is outside the field's
// tuning range.
func (f KindField) outOfRange(shown string) error {
	s := f.spec()
	return fmt.Errorf("%s %s: must be from %g to %g", f, shown, s.low, s.high)
}

// String returns the value as KIND.FIELD=VALUE.
func (v KindValue) String() string {
	return v.Kind + "." + string(v.Field) + "=" + strconv.FormatFloat(v.Value, 'g', -1, 64)
}

// Apply sets the value in kinds, the kind of its name, and returns an error
// naming the kinds there are if there is none by that name, or if the field
// does not apply to the kind or breaks a rule a configuration follows (a
// ranged kind's attack above its minimum distance).
func (v KindValue) Apply(kinds []entity.Kind) error {
	names := make([]string, len(kinds))
	for i := range kinds {
		names[i] = kinds[i].Name
		if kinds[i].Name != v.Kind {
			continue
		}
		k := &kinds[i]
		if !v.Field.AppliesTo(k) {
			return fmt.Errorf("%s.%s: %s is not ranged, and only ranged kinds use %s", v.Kind, v.Field, v.Kind, v.Field)
		}
		v.Field.Set(k, v.Value)
		if k.Ranged && k.MinDistance >= k.Attack {
			return fmt.Errorf("%s: a ranged kind's attack %g must be above its min_distance %g", v, k.Attack, k.MinDistance)
		}
		return nil
	}
	return fmt.Errorf("%s: no kind %s (kinds: %s)", Plain(v.String(), 60), Quote(v.Kind), strings.Join(names, ", "))
}
