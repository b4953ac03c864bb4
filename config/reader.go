package config

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/spell"
)

// doc reads a parsed TOML document into typed values strictly: every key is
// known and written in its exact case, every required key is present, every
// value has the right type and range. Each problem names the line of the key
// it is about, also inside arrays of tables, so the reader goes on after one
// to report the others.
type doc struct {
	file     string
	lines    keyLines
	errs     []*FileError
	warnings []*FileError
	// unshown counts problems only counted, not described: they come
	// after MaxProblems others in the file (see unknownKeys).
	unshown int
}

func (d *doc) fail(field, format string, args ...any) {
	d.errs = append(d.errs, &FileError{File: d.file, Line: d.lines.line(field), Field: field, Msg: fmt.Sprintf(format, args...)})
}

func (d *doc) warn(field, format string, args ...any) {
	d.warnings = append(d.warnings, &FileError{File: d.file, Line: d.lines.line(field), Field: field, Msg: fmt.Sprintf(format, args...)})
}

// join names key inside the table at field.
func join(field, key string) string {
	if field == "" {
		return key
	}
	return field + "." + key
}

// table returns the table at field, or nil when v is absent (and reported
// when required) or not a table. Keys not among known are reported, each at
// its own line, with the known key they probably meant.
func (d *doc) table(field string, v any, required bool, known ...string) map[string]any {
	if v == nil {
		if required {
			d.fail(field, "is missing")
		}
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		d.fail(field, "must be a table, got %s", typeName(v))
		return nil
	}
	if known != nil {
		d.unknownKeys(field, m, known)
	}
	return m
}

// unknownKeys reports the keys of m, the table at field, that are not known.
// Of more than MaxProblems, only the first MaxProblems in the file are
// described and the others counted: no list shows them, and a file of a
// million unknown keys is answered as fast as one of a few.
func (d *doc) unknownKeys(field string, m map[string]any, known []string) {
	type unknown struct {
		line int
		key  string
	}
	var keys []unknown
	for k := range m {
		if !slices.Contains(known, k) {
			keys = append(keys, unknown{d.lines.line(join(field, k)), k})
		}
	}
	slices.SortFunc(keys, func(a, b unknown) int { return cmp.Or(cmp.Compare(a.line, b.line), strings.Compare(a.key, b.key)) })
	if len(keys) > MaxProblems {
		d.unshown += len(keys) - MaxProblems
		keys = keys[:MaxProblems]
	}
	for _, u := range keys {
		if hint := spell.Closest(u.key, known); hint != "" {
			d.fail(join(field, u.key), "unknown key (did you mean %q?)", hint)
		} else {
			d.fail(join(field, u.key), "unknown key (known: %s)", strings.Join(known, ", "))
		}
	}
}

// tables returns the array of tables at field (like [[enemies]]), or nil
// when it is absent or not an array of tables.
func (d *doc) tables(field string, v any) []map[string]any {
	if v == nil {
		return nil
	}
	if arr, ok := v.([]map[string]any); ok {
		return arr
	}
	// An inline array of tables, [{...}, {...}], holds the same data.
	inline, ok := v.([]any)
	arr := make([]map[string]any, len(inline))
	for i := 0; ok && i < len(inline); i++ {
		arr[i], ok = inline[i].(map[string]any)
	}
	if !ok {
		d.fail(field, "must be an array of tables, like [[%s]], got %s", field, typeName(v))
		return nil
	}
	return arr
}

// number returns the number m[key] in the table at field. A missing key is
// reported when required; ok is false when the value is missing or wrong.
func (d *doc) number(field string, m map[string]any, key string, required bool) (x float64, ok bool) {
	at := join(field, key)
	switch v := m[key].(type) {
	case nil:
		if required {
			d.fail(at, "is missing")
		}
		return 0, false
	case float64:
		x = v
	case int64:
		x = float64(v)
	default:
		d.fail(at, "must be a number, got %s", typeName(v))
		return 0, false
	}
	if math.IsNaN(x) || math.IsInf(x, 0) {
		d.fail(at, "must be a finite number, got %v", x)
		return 0, false
	}
	return x, true
}

// within reads a required number that must be above low (at least low when
// inclusive) and at most high.
func (d *doc) within(field string, m map[string]any, key string, low, high float64, inclusive bool) float64 {
	x, ok := d.number(field, m, key, true)
	switch {
	case !ok:
	case inclusive && x < low:
		d.fail(join(field, key), "must be at least %g, got %g", low, x)
	case !inclusive && x <= low:
		d.fail(join(field, key), "must be greater than %g, got %g", low, x)
	case x > high:
		d.fail(join(field, key), "must be at most %g, got %g", high, x)
	}
	return x
}

// positive reads a required number above 0 and at most high.
func (d *doc) positive(field string, m map[string]any, key string, high float64) float64 {
	return d.within(field, m, key, 0, high, false)
}

// nonNegative reads a required number from 0 to high.
func (d *doc) nonNegative(field string, m map[string]any, key string, high float64) float64 {
	return d.within(field, m, key, 0, high, true)
}

// boolean reads m[key] as true or false; absent is false, and reported when
// required. ok is false when the value is missing or wrong.
func (d *doc) boolean(field string, m map[string]any, key string, required bool) (b, ok bool) {
	switch v := m[key].(type) {
	case nil:
		if required {
			d.fail(join(field, key), "is missing (true or false)")
		}
		return false, false
	case bool:
		return v, true
	default:
		d.fail(join(field, key), "must be true or false, got %s", typeName(v))
		return false, false
	}
}

// integer reads m[key] as a whole number from low to high; absent is 0.
func (d *doc) integer(field string, m map[string]any, key string, low, high int64) int64 {
	switch v := m[key].(type) {
	case nil:
		return 0
	case int64:
		if v < low || v > high {
			d.fail(join(field, key), "must be from %d to %d, got %d", low, high, v)
			return 0
		}
		return v
	default:
		d.fail(join(field, key), "must be a whole number, got %s", typeName(v))
		return 0
	}
}

// text reads m[key] as a required string.
func (d *doc) text(field string, m map[string]any, key string) string {
	switch v := m[key].(type) {
	case nil:
		d.fail(join(field, key), "is missing")
	case string:
		return v
	default:
		d.fail(join(field, key), "must be a string, got %s", typeName(v))
	}
	return ""
}

// optionalText reads m[key] as a string, or returns def when it is absent.
func (d *doc) optionalText(field string, m map[string]any, key, def string) string {
	if _, ok := m[key]; !ok {
		return def
	}
	return d.text(field, m, key)
}

// point reads m[key] as a point [x, y] of finite numbers; present reports
// whether the key was there, ok whether it held a point.
func (d *doc) point(field string, m map[string]any, key string, required bool) (p entity.Vec, present, ok bool) {
	v, present := m[key]
	if !present {
		if required {
			d.fail(join(field, key), "is missing (a point [x, y])")
		}
		return p, false, false
	}
	arr, isArr := v.([]any)
	var xy [2]float64
	good := isArr && len(arr) == 2
	for i := 0; good && i < 2; i++ {
		switch n := arr[i].(type) {
		case float64:
			xy[i] = n
		case int64:
			xy[i] = float64(n)
		default:
			good = false
		}
		good = good && !math.IsNaN(xy[i]) && !math.IsInf(xy[i], 0)
	}
	if !good {
		d.fail(join(field, key), "must be a point [x, y] of finite numbers")
		return p, true, false
	}
	return entity.Vec{X: xy[0], Y: xy[1]}, true, true
}

// typeName says what kind of TOML value v is, for messages.
func typeName(v any) string {
	switch v := v.(type) {
	case string:
		return fmt.Sprintf("string %q", truncate(v, 40))
	case bool:
		return "a boolean"
	case int64, float64:
		return "a number"
	case []any:
		return "an array"
	case map[string]any, []map[string]any:
		return "a table"
	}
	return "a date or time"
}
