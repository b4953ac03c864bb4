package config

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Sweep limits: a spec asking for more is refused before anything runs.
const (
	// MaxSweepCells is the most cells (combinations of values) a sweep may
	// have.
	MaxSweepCells = 10_000
	// MaxSweepGames is the most games (cells times seeds) a sweep may run.
	MaxSweepGames = 100_000
	// MaxSweepSeeds is the most seeds a sweep may play each cell with.
	MaxSweepSeeds = 1000
)

// Bots are the built-in player policies a sweep can play with: rush walks
// at the nearest enemy and strikes, kite keeps its distance and strikes what
// comes close.
var Bots = []string{"rush", "kite"}

// What a sweep may vary from seed to seed.
const (
	VaryPlayerStart = "player_start" // the player's start, moved up to 2 units
	VaryHomes       = "homes"        // every enemy's home, moved up to 1.5 units
	VaryBotNoise    = "bot_noise"    // the bot's wobble
)

// Play is what every game of a sweep or a search plays: the configuration,
// the player, the length and what the seed varies besides the world's seed.
type Play struct {
	File string // the spec file, for messages
	// Config is the configuration file, relative to the spec's folder as
	// written; "" for the embedded default.
	Config string
	// The player: exactly one of a scenario (a file or a shipped name), a
	// replay file, or a bot policy (one of Bots).
	Scenario, Replay, Bot string
	Ticks                 int      // game length
	Vary                  []string // what the seed varies: VaryPlayerStart, VaryHomes, VaryBotNoise
}

// Varies reports whether the seed varies what (a Vary* name).
func (p *Play) Varies(what string) bool { return slices.Contains(p.Vary, what) }

// SweepSpec is a sweep: a grid of values of one or two tunable fields, each
// cell played by the same player over several seeds. See ParseSweep for the
// file it is read from.
type SweepSpec struct {
	Play
	Seeds   int    // games per cell
	Measure string // what the heat map shows
	Axes    []SweepAxis
}

// SweepAxis is one swept field and its values: From to To by Step.
type SweepAxis struct {
	KindValue      // the kind and field; Value unused
	From, To, Step float64
	At             int // the line of the axis's field in the spec, for messages
}

// Values returns the axis's values, From first. They are computed as From +
// i x Step, so that no float noise gathers.
func (a SweepAxis) Values() []float64 {
	n := int(math.Floor((a.To-a.From)/a.Step+1e-9)) + 1
	out := make([]float64, n)
	for i := range out {
		out[i] = roundTo(a.From+float64(i)*a.Step, 1e-9)
	}
	return out
}

// Name returns the axis as KIND.FIELD.
func (a SweepAxis) Name() string { return a.Kind + "." + string(a.Field) }

// Cells returns how many cells the sweep has.
func (s *SweepSpec) Cells() int {
	n := 1
	for _, a := range s.Axes {
		n *= len(a.Values())
	}
	return n
}

var (
	playKeys  = []string{"config", "scenario", "replay", "bot", "seconds", "ticks", "vary"}
	sweepKeys = append(slices.Clone(playKeys), "seeds", "measure", "x", "y")
	axisKeys  = []string{"field", "from", "to", "step"}
)

// ParseSweep reads a sweep spec; file names it in errors, measures are the
// names the heat map may show. Every problem is reported with its line and
// field, like a configuration's:
//
//	config = "my.toml"        # optional; default: the embedded configuration
//	bot = "rush"              # or scenario = "arena", or replay = "bug.json"
//	seconds = 60              # or ticks = 3600
//	seeds = 8
//	vary = ["player_start", "homes", "bot_noise"]
//	measure = "damage_taken"
//
//	[x]
//	field = "near.detect"
//	from = 2.0
//	to = 8.0
//	step = 0.5
//
//	[y]                       # optional: a second field
//	field = "near.attack"
//	from = 0.5
//	to = 2.0
//	step = 0.25
func ParseSweep(file string, data []byte, measures []string) (*SweepSpec, error) {
	d, root, err := parse(file, data)
	if err != nil {
		return nil, err
	}
	return readSweep(d, root, file, measures)
}

// readSweep reads a parsed sweep spec.
func readSweep(d *doc, root map[string]any, file string, measures []string) (*SweepSpec, error) {
	d.unknownKeys("", root, sweepKeys)
	s := &SweepSpec{Play: readPlay(d, root, file)}
	s.Seeds = int(d.integer("", root, "seeds", 1, MaxSweepSeeds))
	if _, ok := root["seeds"]; !ok {
		s.Seeds = 1
	}
	s.Measure = d.optionalText("", root, "measure", measures[0])
	if !slices.Contains(measures, s.Measure) {
		d.fail("measure", "%q is not a measure (measures: %s)", truncate(s.Measure, 40), strings.Join(measures, ", "))
	}
	for _, name := range []string{"x", "y"} {
		if a, ok := sweepAxis(d, root, name); ok {
			s.Axes = append(s.Axes, a)
		}
	}
	if root["x"] == nil {
		d.fail("x", "is missing: the field to sweep, like [x] field = \"near.detect\" (or, for a search, [target] and [[fields]])")
	}
	if len(s.Axes) == 2 && s.Axes[0].Name() == s.Axes[1].Name() {
		d.fail("y.field", "sweeps %s, as x does", s.Axes[1].Name())
	}
	if err := d.err(); err != nil {
		return nil, err
	}
	switch cells := s.Cells(); {
	case cells > MaxSweepCells:
		d.fail("x", "the sweep has %d cells: at most %d", cells, MaxSweepCells)
	case cells*s.Seeds > MaxSweepGames:
		d.fail("seeds", "the sweep plays %d games (%d cells x %d seeds): at most %d", cells*s.Seeds, cells, s.Seeds, MaxSweepGames)
	}
	if err := d.err(); err != nil {
		return nil, err
	}
	return s, nil
}

// readPlay reads the keys a sweep and a search share: the configuration, the
// player, the length and what the seed varies.
func readPlay(d *doc, root map[string]any, file string) Play {
	p := Play{File: file}
	p.Config = d.optionalText("", root, "config", "")
	p.Scenario = d.optionalText("", root, "scenario", "")
	p.Replay = d.optionalText("", root, "replay", "")
	p.Bot = d.optionalText("", root, "bot", "")
	players := 0
	for _, name := range []string{p.Scenario, p.Replay, p.Bot} {
		if name != "" {
			players++
		}
	}
	switch {
	case players != 1:
		d.fail("bot", `name exactly one player: bot = "%s", scenario = "FILE" or replay = "FILE"`, strings.Join(Bots, `" or "`))
	case p.Bot != "" && !slices.Contains(Bots, p.Bot):
		d.fail("bot", "%q is not a bot (bots: %s)", truncate(p.Bot, 40), strings.Join(Bots, ", "))
	}
	p.Ticks = sweepTicks(d, root)
	p.Vary = sweepVary(d, root, &p)
	return p
}

// sweepTicks reads the game length, seconds or ticks.
func sweepTicks(d *doc, root map[string]any) int {
	_, hasSeconds := root["seconds"]
	_, hasTicks := root["ticks"]
	switch {
	case hasSeconds && hasTicks:
		d.fail("ticks", "give seconds or ticks, not both")
	case hasTicks:
		return int(d.integer("", root, "ticks", 1, MaxTicks))
	case hasSeconds:
		seconds := d.within("", root, "seconds", 0, MaxTicks/60, false)
		if seconds <= 0 || seconds > MaxTicks/60 {
			return 0 // said by within
		}
		ticks := int(math.Round(seconds * 60))
		if ticks < 1 {
			d.fail("seconds", "%g s is less than one tick (1/60 s): a game lasts at least a tick", seconds)
		}
		return ticks
	default:
		d.fail("seconds", "is missing: the length of each game, like seconds = 60")
	}
	return 0
}

// sweepVary reads what the seed varies.
func sweepVary(d *doc, root map[string]any, s *Play) []string {
	v, ok := root["vary"]
	if !ok {
		return nil
	}
	list, ok := v.([]any)
	if !ok {
		d.fail("vary", "must be a list like [\"player_start\", \"homes\"], got %s", typeName(v))
		return nil
	}
	known := []string{VaryPlayerStart, VaryHomes, VaryBotNoise}
	var out []string
	for _, item := range list {
		name, _ := item.(string)
		switch {
		case !slices.Contains(known, name):
			d.fail("vary", "%q cannot vary (it can: %s)", truncate(fmt.Sprint(item), 40), strings.Join(known, ", "))
		case s.Replay != "":
			d.fail("vary", "a replay plays its recorded game: it cannot vary %s", name)
		case name == VaryBotNoise && s.Bot == "":
			d.fail("vary", "bot_noise needs a bot player")
		default:
			out = append(out, name)
		}
	}
	return out
}

// sweepAxis reads the axis table called name, if there is one.
func sweepAxis(d *doc, root map[string]any, name string) (SweepAxis, bool) {
	m := d.table(name, root[name], false, axisKeys...)
	if m == nil {
		return SweepAxis{}, false
	}
	a := SweepAxis{At: d.lines.line(join(name, "field"))}
	_, isText := m["field"].(string)
	kv, err := ParseKindField(d.text(name, m, "field"))
	if isText && err != nil {
		d.fail(join(name, "field"), "%v", err)
		return a, false
	}
	a.KindValue = kv
	from, okFrom := d.number(name, m, "from", true)
	to, okTo := d.number(name, m, "to", true)
	step, okStep := d.number(name, m, "step", true)
	if !okFrom || !okTo || !okStep || err != nil {
		return a, false
	}
	a.From, a.To, a.Step = from, to, step
	switch {
	case step <= 0:
		d.fail(join(name, "step"), "must be greater than 0, got %g", step)
	case to < from:
		d.fail(join(name, "to"), "%g is below from %g: a range runs upwards", to, from)
	case kv.Field.Check(from) != nil:
		d.fail(join(name, "from"), "%v", kv.Field.Check(from))
	case kv.Field.Check(to) != nil:
		d.fail(join(name, "to"), "%v", kv.Field.Check(to))
	case (to-from)/step >= MaxSweepCells:
		d.fail(join(name, "step"), "%g gives more than %d values from %g to %g", step, MaxSweepCells, from, to)
	default:
		return a, true
	}
	return a, false
}
