package config

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// Search limits: a spec asking for more is refused before anything runs.
const (
	// MinSearchFields and MaxSearchFields bound the fields a search tunes:
	// one field is a sweep's [x], and more than ten cannot be searched with
	// games a machine can play.
	MinSearchFields = 2
	MaxSearchFields = 10
	// MaxSearchGames is the most games a search may play, its confirmation
	// included; scoring seeds stay below HeldOutSeeds.
	MaxSearchGames = 1_000_000
	// MinConfirmGames is the fewest held-out games that confirm a winner,
	// and the default of confirm.
	MinConfirmGames = 320
	// MaxConstraints is the most constraints a search may have.
	MaxConstraints = 20
	// HeldOutSeeds is the first seed of a search's confirmation games: the
	// seeds it scores candidates with are 1 and up, fewer than
	// MaxSearchGames, so no held-out seed is ever scored.
	HeldOutSeeds = 1_000_001
)

// SearchSpec is a search: the values of 2 to 10 tunable fields that bring a
// measure to a target, within constraints, found by playing games with
// different values and seeds. See ParseSearch for the file it is read from.
type SearchSpec struct {
	Play
	Fields      []SearchField
	Target      Target
	Constraints []Constraint
	Diversity   *Diversity // nil for one winner
	Games       int        // the budget of games, the confirmation's included
	Confirm     int        // the fewest held-out games that confirm the winner
	Seed        uint64     // the search's own random draws
}

// SearchField is one tuned field and its range, From to To; a constraint on
// the field narrows the range.
type SearchField struct {
	KindValue // the kind and field; Value unused
	From, To  float64
	At        int // the line of the field in the spec, for messages
}

// SearchDecimals is the precision of the values a search plays: three
// decimals, as the configuration it writes holds them, so that the file
// plays exactly what was found.
const SearchDecimals = 3

// searchScale is 10 to the power SearchDecimals.
const searchScale = 1000

// Steps returns the field's range in whole numbers of the search's
// precision: the values it may take are Value(lo) to Value(hi).
func (f SearchField) Steps() (lo, hi int64) {
	return int64(math.Ceil(f.From*searchScale - 1e-6)), int64(math.Floor(f.To*searchScale + 1e-6))
}

// Value returns the value of step k: k over 10 to the SearchDecimals, the
// number the configuration's text of it reads back as.
func (SearchField) Value(k int64) float64 { return float64(k) / searchScale }

// Name returns the field as KIND.FIELD.
func (f SearchField) Name() string { return f.Kind + "." + string(f.Field) }

// Target is the value a measure should reach, within a tolerance either way.
type Target struct {
	Measure          string
	Value, Tolerance float64
}

// Constraint bounds a measure's mean or a tuned field: at least AtLeast
// and at most AtMost (an infinity where there is no bound).
type Constraint struct {
	Measure string // the measure, or "" for a field
	Field   string // the tuned field as KIND.FIELD, or "" for a measure
	AtLeast float64
	AtMost  float64
	At      int // the line of the constraint in the spec, for messages
}

// Name returns what the constraint bounds.
func (c Constraint) Name() string { return c.Measure + c.Field }

// Holds reports whether v is within the constraint.
func (c Constraint) Holds(v float64) bool { return v >= c.AtLeast && v <= c.AtMost }

// String writes the constraint as a reader would, like "player_hits >= 3".
func (c Constraint) String() string {
	var parts []string
	if !math.IsInf(c.AtLeast, -1) {
		parts = append(parts, c.Name()+" >= "+formatNumber(c.AtLeast))
	}
	if !math.IsInf(c.AtMost, 1) {
		parts = append(parts, c.Name()+" <= "+formatNumber(c.AtMost))
	}
	return strings.Join(parts, " and ")
}

var (
	searchKeys     = append(slices.Clone(playKeys), "games", "confirm", "seed", "target", "fields", "constraints", "diversity")
	targetKeys     = []string{"measure", "value", "tolerance"}
	fieldKeys      = []string{"field", "from", "to"}
	constraintKeys = []string{"measure", "field", "at_least", "at_most"}
)

// ParseSpec reads a spec that is a sweep's or a search's, as its keys say:
// a search has a target or fields. Exactly one of the specs it returns is
// not nil when err is nil.
func ParseSpec(file string, data []byte, measures []string) (*SweepSpec, *SearchSpec, error) {
	d, root, err := parse(file, data)
	if err != nil {
		return nil, nil, err
	}
	_, target := root["target"]
	_, fields := root["fields"]
	if target || fields {
		s, err := readSearch(d, root, file, measures)
		return nil, s, err
	}
	s, err := readSweep(d, root, file, measures)
	return s, nil, err
}

// ParseSearch reads a search spec; file names it in errors, measures are the
// names a target or a constraint may name. Every problem is reported with
// its line and field, like a configuration's:
//
//	bot = "kite"                # the player and length, as a sweep's
//	seconds = 60
//	vary = ["player_start", "homes", "bot_noise"]
//	games = 10000               # the budget, confirmation included
//	confirm = 320               # the fewest held-out games (default 320)
//	seed = 1                    # the search's own random draws (default 1)
//
//	[target]                    # damage_taken = 50 ± 5
//	measure = "damage_taken"
//	value = 50
//	tolerance = 5
//
//	[[fields]]                  # 2 to 10 fields and their ranges
//	field = "far.detect"
//	from = 3.0
//	to = 10.0
//
//	[[fields]]
//	field = "far.cooldown"
//	from = 0.5
//	to = 4.5
//
//	[[constraints]]             # optional: on a measure's mean...
//	measure = "player_hits"
//	at_least = 3
//
//	[[constraints]]             # ...or on a tuned field, narrowing its range
//	field = "far.detect"
//	at_most = 9
//
// and, optionally, [diversity] for several distinct settings (see
// readDiversity).
func ParseSearch(file string, data []byte, measures []string) (*SearchSpec, error) {
	d, root, err := parse(file, data)
	if err != nil {
		return nil, err
	}
	return readSearch(d, root, file, measures)
}

// readSearch reads a parsed search spec.
func readSearch(d *doc, root map[string]any, file string, measures []string) (*SearchSpec, error) {
	d.unknownKeys("", root, searchKeys)
	s := &SearchSpec{Play: readPlay(d, root, file), Confirm: MinConfirmGames, Seed: 1}
	if _, ok := root["confirm"]; ok {
		s.Confirm = int(d.integer("", root, "confirm", MinConfirmGames, MaxSearchGames/2))
	}
	if _, ok := root["seed"]; ok {
		s.Seed = uint64(d.integer("", root, "seed", 0, math.MaxInt64))
	}
	if _, ok := root["games"]; !ok {
		d.fail("games", "is missing: the budget of games, like games = 10000")
	} else {
		s.Games = int(d.integer("", root, "games", 1, MaxSearchGames))
		if s.Games > 0 && s.Games < 2*s.Confirm {
			d.fail("games", "%d games cannot search and confirm: at least twice confirm, %d", s.Games, 2*s.Confirm)
		}
	}
	s.Target = readTarget(d, root, measures)
	s.Fields = readSearchFields(d, root)
	s.Constraints = readConstraints(d, root, s.Fields, measures)
	s.Diversity = readDiversity(d, root, measures)
	for i, f := range s.Fields {
		if lo, hi := f.Steps(); lo >= hi {
			d.fail("fields["+strconv.Itoa(i+1)+"].to", "%s from %g to %g holds fewer than two values of %d decimals, the precision of a search", f.Name(), f.From, f.To, SearchDecimals)
		}
	}
	if err := d.err(); err != nil {
		return nil, err
	}
	return s, nil
}

// readTarget reads [target].
func readTarget(d *doc, root map[string]any, measures []string) Target {
	var t Target
	m := d.table("target", root["target"], true, targetKeys...)
	if m == nil {
		return t
	}
	t.Measure = d.text("target", m, "measure")
	if _, isText := m["measure"].(string); isText && !slices.Contains(measures, t.Measure) {
		d.fail("target.measure", "%q is not a measure (measures: %s)", truncate(t.Measure, 40), strings.Join(measures, ", "))
	}
	t.Value, _ = d.number("target", m, "value", true)
	t.Tolerance = d.positive("target", m, "tolerance", maxAmount)
	return t
}

// readSearchFields reads the [[fields]] and their ranges.
func readSearchFields(d *doc, root map[string]any) []SearchField {
	tables := d.tables("fields", root["fields"])
	if root["fields"] != nil && tables != nil && (len(tables) < MinSearchFields || len(tables) > MaxSearchFields) {
		d.fail("fields", "%d fields: a search tunes %d to %d (one field is a sweep's [x])", len(tables), MinSearchFields, MaxSearchFields)
	}
	if root["fields"] == nil {
		d.fail("fields", "is missing: the fields to tune, like [[fields]] field = \"near.detect\" from = 2.0 to = 8.0")
	}
	var out []SearchField
	for i, m := range tables[:min(len(tables), MaxSearchFields)] {
		at := "fields[" + strconv.Itoa(i+1) + "]"
		d.unknownKeys(at, m, fieldKeys)
		f := SearchField{At: d.lines.line(join(at, "field"))}
		_, isText := m["field"].(string)
		kv, err := ParseKindField(d.text(at, m, "field"))
		if isText && err != nil {
			d.fail(join(at, "field"), "%v", err)
		}
		f.KindValue = kv
		from, okFrom := d.number(at, m, "from", true)
		to, okTo := d.number(at, m, "to", true)
		if err != nil || !okFrom || !okTo {
			continue
		}
		f.From, f.To = from, to
		switch {
		case to <= from:
			d.fail(join(at, "to"), "%g is not above from %g: a range runs upwards", to, from)
		case kv.Field.Check(from) != nil:
			d.fail(join(at, "from"), "%v", kv.Field.Check(from))
		case kv.Field.Check(to) != nil:
			d.fail(join(at, "to"), "%v", kv.Field.Check(to))
		case slices.ContainsFunc(out, func(g SearchField) bool { return g.Name() == f.Name() }):
			d.fail(join(at, "field"), "%s is tuned twice", f.Name())
		default:
			out = append(out, f)
		}
	}
	return out
}

// readConstraints reads the [[constraints]]; a field's narrows its range
// in fields.
func readConstraints(d *doc, root map[string]any, fields []SearchField, measures []string) []Constraint {
	tables := d.tables("constraints", root["constraints"])
	if len(tables) > MaxConstraints {
		d.fail("constraints", "%d constraints: at most %d", len(tables), MaxConstraints)
		return nil
	}
	var out []Constraint
	for i, m := range tables {
		at := "constraints[" + strconv.Itoa(i+1) + "]"
		d.unknownKeys(at, m, constraintKeys)
		c := Constraint{At: d.lines.line(at), AtLeast: math.Inf(-1), AtMost: math.Inf(1)}
		c.Measure = d.optionalText(at, m, "measure", "")
		c.Field = d.optionalText(at, m, "field", "")
		lo, hasLo := d.number(at, m, "at_least", false)
		hi, hasHi := d.number(at, m, "at_most", false)
		if hasLo {
			c.AtLeast = lo
		}
		if hasHi {
			c.AtMost = hi
		}
		field := slices.IndexFunc(fields, func(f SearchField) bool { return f.Name() == c.Field })
		switch {
		case (c.Measure == "") == (c.Field == ""):
			d.fail(at, "name one measure = \"NAME\" or one field = \"KIND.FIELD\"")
		case c.Measure != "" && !slices.Contains(measures, c.Measure):
			d.fail(join(at, "measure"), "%q is not a measure (measures: %s)", truncate(c.Measure, 40), strings.Join(measures, ", "))
		case c.Field != "" && field < 0:
			d.fail(join(at, "field"), "%q is not a field the search tunes: its value is the configuration's", truncate(c.Field, 60))
		case !hasLo && !hasHi:
			d.fail(at, "give at_least, at_most or both")
		case c.AtLeast > c.AtMost:
			d.fail(join(at, "at_most"), "%g is below at_least %g", c.AtMost, c.AtLeast)
		case field >= 0 && (max(c.AtLeast, fields[field].From) >= min(c.AtMost, fields[field].To)):
			d.fail(at, "%s leaves nothing of the range %g to %g", c, fields[field].From, fields[field].To)
		case field >= 0:
			fields[field].From = max(c.AtLeast, fields[field].From)
			fields[field].To = min(c.AtMost, fields[field].To)
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}

// formatNumber writes a bound as it would be typed.
func formatNumber(v float64) string { return strings.TrimSuffix(formatValue(v), ".0") }
