package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// A replay file is one JSON object that reproduces a session exactly:
//
//	{
//	  "format": "enemyai-replay",
//	  "version": 2,
//	  "config_name": "assets/config.toml (embedded default)",
//	  "config": "...the configuration's TOML text...",
//	  "scenario_name": "assets/scenarios/arena.toml",   (or "" without a scenario)
//	  "scenario": "...the scenario's TOML text...",
//	  "seed": 1,
//	  "enemies": 0,
//	  "segments": [                                    (one per restart, in order)
//	    {
//	      "ticks": 600,
//	      "kinds": [{"name": "far", "ranged": true, "detect": 7, ...}, ...],
//	      "inputs": [[1, 30, 0, 0, 0], [31, 12, 1, 0, 1], ...],
//	      "changes": [{"tick": 120, "kinds": [{"Name": "near", ...}]}]
//	    }
//	  ]
//	}
//
// A segment's kinds are the kind values it began with, named as the keys of a
// configuration file's [kinds.NAME] table (with "name"; "lose" is 0 when it
// follows detect); its inputs are runs [first tick, ticks, move x, move y, flags]
// of the same player intent (flags: 1 attack, 2 invulnerable), covering ticks
// 1 to "ticks"; its changes are kind values set after a tick by tuning or a
// reloaded configuration. A run whose values were pinned (Variant) and that
// has extra enemies, drawn with the values before they were pinned, is
// written as beginning with those, and a change after tick 0 to the pinned
// ones. Numbers are written so that they read back exactly.

// Format and Version identify replay files; a file of another version is
// refused with a message saying which. Version 1 files, whose kinds were named
// as the fields of entity.Kind ({"Name": "far", "MinDistance": 2.5}), still
// open.
const (
	Format  = "enemyai-replay"
	Version = 2
)

// convertKinds converts kind values between the world's type and a file's.
func convertKinds[To, From config.KindFile | entity.Kind](kinds []From) []To {
	out := make([]To, len(kinds))
	for i, k := range kinds {
		out[i] = To(k)
	}
	return out
}

// replayFile is a replay file whose kinds are of type K: config.KindFile for this
// version, entity.Kind for version 1.
type replayFile[K config.KindFile | entity.Kind] struct {
	Format       string              `json:"format"`
	Version      int                 `json:"version"`
	ConfigName   string              `json:"config_name"`
	Config       string              `json:"config"`
	ScenarioName string              `json:"scenario_name"`
	Scenario     string              `json:"scenario"`
	Seed         uint64              `json:"seed"`
	Enemies      int                 `json:"enemies"`
	Trees        map[string]treeFile `json:"trees"`
	Segments     []segmentFile[K]    `json:"segments"`
}

type segmentFile[K config.KindFile | entity.Kind] struct {
	Ticks   uint32              `json:"ticks"`
	Kinds   []K                 `json:"kinds"`
	Trees   map[string]treeFile `json:"trees"`
	Inputs  [][5]float64        `json:"inputs"`
	Changes []changeFile[K]     `json:"changes"`
}

type changeFile[K config.KindFile | entity.Kind] struct {
	Tick  uint32              `json:"tick"`
	Kinds []K                 `json:"kinds,omitempty"`
	Trees map[string]treeFile `json:"trees,omitempty"`
}

// current converts a version 1 file to this version.
func (f *replayFile[K]) current() replayFile[config.KindFile] {
	out := replayFile[config.KindFile]{Format: f.Format, Version: Version, ConfigName: f.ConfigName, Config: f.Config,
		ScenarioName: f.ScenarioName, Scenario: f.Scenario, Seed: f.Seed, Enemies: f.Enemies, Trees: f.Trees}
	for _, sf := range f.Segments {
		g := segmentFile[config.KindFile]{Ticks: sf.Ticks, Kinds: convertKinds[config.KindFile](sf.Kinds), Trees: sf.Trees, Inputs: sf.Inputs}
		for _, c := range sf.Changes {
			g.Changes = append(g.Changes, changeFile[config.KindFile]{Tick: c.Tick, Kinds: convertKinds[config.KindFile](c.Kinds), Trees: c.Trees})
		}
		out.Segments = append(out.Segments, g)
	}
	return out
}

// treeFile is a tree file in a replay: where it was read ("" for a shipped
// one) and its text.
type treeFile struct {
	Path string `json:"path"`
	Text string `json:"text"`
}

func toTreeFiles(m map[string]TreeFile) map[string]treeFile {
	if len(m) == 0 {
		return nil
	}
	out := make(map[string]treeFile, len(m))
	for k, f := range m {
		out[k] = treeFile{Path: f.Path, Text: string(f.Text)}
	}
	return out
}

// fromTreeFiles converts the tree files the replay file called replay
// carries.
func fromTreeFiles(m map[string]treeFile, replay string) map[string]TreeFile {
	if m == nil {
		return nil
	}
	out := make(map[string]TreeFile, len(m))
	for k, f := range m {
		out[k] = TreeFile{Path: f.Path, Text: []byte(f.Text), Replay: replay}
	}
	return out
}

// The input flags of a run.
const (
	flagAttack       = 1
	flagInvulnerable = 2
)

// WriteReplay writes the session as played up to its present, every segment
// since it started, as a replay file.
func (s *Session) WriteReplay(w io.Writer) error {
	f := replayFile[config.KindFile]{Format: Format, Version: Version, ConfigName: s.origin.ConfigName, Config: string(s.origin.Config),
		ScenarioName: s.origin.ScenarioName, Scenario: string(s.origin.Scenario), Seed: s.origin.Seed, Enemies: s.origin.Enemies,
		Trees: toTreeFiles(s.origin.Trees)}
	cur := s.seg
	cur.Inputs.dropAfter(s.head)
	for _, g := range append(append([]Segment{}, s.done...), cur) {
		if g.crowd != nil && s.origin.Enemies > 0 { // see Segment.crowd: begun as drawn, the pinned values set at once
			g.Kinds, g.Changes = g.crowd, append([]Change{{Kinds: g.Kinds}}, g.Changes...)
		}
		sf := segmentFile[config.KindFile]{Ticks: min(g.Ticks, g.Inputs.last()), Kinds: convertKinds[config.KindFile](g.Kinds), Trees: toTreeFiles(g.Trees),
			Inputs: [][5]float64{}, Changes: []changeFile[config.KindFile]{}}
		for _, r := range g.Inputs.runs {
			flags := 0
			if r.Intent.Attack {
				flags |= flagAttack
			}
			if r.Intent.Invulnerable {
				flags |= flagInvulnerable
			}
			sf.Inputs = append(sf.Inputs, [5]float64{float64(r.From), float64(r.Count), r.Intent.Move.X, r.Intent.Move.Y, float64(flags)})
		}
		for _, c := range g.Changes {
			if c.Tick <= sf.Ticks {
				sf.Changes = append(sf.Changes, changeFile[config.KindFile]{Tick: c.Tick, Kinds: convertKinds[config.KindFile](c.Kinds), Trees: toTreeFiles(c.Trees)})
			}
		}
		f.Segments = append(f.Segments, sf)
	}
	data, err := json.Marshal(f)
	if err != nil {
		return err
	}
	if len(data) >= config.MaxFileBytes { // with its newline, more than LoadReplay reads
		return fmt.Errorf("the recording would be %.1f MB, and a replay may hold at most %d MiB: it keeps every configuration and tree file the run loaded", float64(len(data))/1e6, config.MaxFileBytes>>20)
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// LoadReplay reads the replay file at path and returns a session at its
// first tick that plays the recorded inputs and changes as it advances.
// A file of another version, a truncated or corrupt one, or one whose
// configuration no longer loads gets an error naming the file and what is
// wrong.
func LoadReplay(path string) (*Session, error) {
	data, err := config.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseReplay(path, data)
}

// ParseReplay is LoadReplay for a file already read; name names it in errors.
func ParseReplay(name string, data []byte) (*Session, error) {
	fail := func(format string, args ...any) error {
		return &config.FileError{File: name, Msg: fmt.Sprintf(format, args...)}
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a byte-order mark an editor added, as a tree file or a configuration may start with
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, jsonProblem(name, data, err)
	}
	var f replayFile[config.KindFile]
	var err error
	switch {
	case head.Format != Format:
		return nil, fail("not a replay file (format %q, want %q)", config.Excerpt(head.Format, 40), Format)
	case head.Version == 1:
		var old replayFile[entity.Kind]
		err = decodeStrict(name, data, &old)
		f = old.current()
	case head.Version == Version:
		err = decodeStrict(name, data, &f)
	default:
		return nil, fail("replay format version %d; this program reads versions 1 and %d", head.Version, Version)
	}
	var fe *config.FileError
	if errors.As(err, &fe) {
		return nil, err
	}
	if err != nil {
		return nil, jsonProblem(name, data, err)
	}
	switch {
	case len(f.Segments) == 0:
		return nil, fail("no segments: the file is truncated")
	}
	o := Origin{ConfigName: f.ConfigName, Config: []byte(f.Config), ScenarioName: f.ScenarioName,
		Scenario: []byte(f.Scenario), Seed: f.Seed, Enemies: f.Enemies, Trees: fromTreeFiles(f.Trees, name)}
	cfg, _, err := o.build()
	if err != nil {
		return nil, fmt.Errorf("%s: the recorded files do not load: %w", name, err)
	}
	var segs []Segment
	total := 0 // the segments' ticks so far: a replay plays at most config.MaxTicks in all
	for i, sf := range f.Segments {
		g, err := sf.segment(name, cfg)
		if err != nil {
			return nil, fail("segments[%d]: %v", i+1, err)
		}
		if total += int(g.Ticks); total > config.MaxTicks {
			return nil, fail("segments[%d]: the segments are %d ticks long in all up to here: a replay is at most %d ticks long", i+1, total, config.MaxTicks)
		}
		if err := checkValues(name, head.Version, i+1, g, cfg); err != nil {
			return nil, err
		}
		segs = append(segs, g)
	}
	s, err := New(o)
	if err != nil {
		return nil, fmt.Errorf("%s: the recorded files do not load: %w", name, err)
	}
	s.pending = segs
	s.nextSegment()
	s.done = nil
	return s, nil
}

// decodeStrict decodes a whole JSON document into v, refusing keys that
// are not v's fields' names, written exactly (see checkKeys).
func decodeStrict(name string, data []byte, v any) error {
	if err := checkKeys(name, data, reflect.TypeOf(v).Elem()); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// segment checks a segment of a replay file whose configuration is cfg and
// converts it. Only the trees of cfg's kinds are built: a file naming a
// million others is refused at the first.
func (sf *segmentFile[K]) segment(replay string, cfg *entity.Config) (Segment, error) {
	g := Segment{Kinds: convertKinds[entity.Kind](sf.Kinds), Ticks: sf.Ticks, Trees: fromTreeFiles(sf.Trees, replay)}
	if err := knownKinds("trees", g.Trees, cfg); err != nil {
		return g, err
	}
	for kind, f := range g.Trees {
		if _, err := buildTree(kind+".tree", f); err != nil {
			return g, fmt.Errorf("the tree of %s does not build: %w", kind, err)
		}
	}
	for j, in := range sf.Inputs {
		from, count, flags := in[0], in[1], in[4]
		switch {
		case from != float64(g.Inputs.last()+1):
			return g, fmt.Errorf("inputs[%d] starts at tick %s, want %d", j+1, number(from), g.Inputs.last()+1)
		case count < 1 || count != float64(uint32(count)) || float64(g.Inputs.last())+count > config.MaxTicks:
			return g, fmt.Errorf("inputs[%d] has %s ticks: want a whole number from 1, the replay at most %d ticks long", j+1, number(count), config.MaxTicks)
		case flags < 0 || flags > flagAttack|flagInvulnerable || flags != float64(int(flags)):
			return g, fmt.Errorf("inputs[%d] has flags %s, want 0 to 3", j+1, number(flags))
		}
		intent := entity.PlayerIntent{Move: entity.Vec{X: in[2], Y: in[3]},
			Attack: int(flags)&flagAttack != 0, Invulnerable: int(flags)&flagInvulnerable != 0}
		if !(math.Abs(in[2]) <= 1 && math.Abs(in[3]) <= 1) { // NaN too
			return g, fmt.Errorf("inputs[%d] moves by (%s, %s): want each from -1 to 1", j+1, number(in[2]), number(in[3]))
		}
		g.Inputs.runs = append(g.Inputs.runs, run{From: uint32(from), Count: uint32(count), Intent: intent})
	}
	if g.Inputs.last() != sf.Ticks {
		return g, fmt.Errorf("the inputs cover %d ticks, the segment says %d: the file is truncated", g.Inputs.last(), sf.Ticks)
	}
	last := uint32(0)
	for j, c := range sf.Changes {
		if c.Tick < last || c.Tick > sf.Ticks {
			return g, fmt.Errorf("changes[%d] at tick %d is out of order or after the segment's end", j+1, c.Tick)
		}
		last = c.Tick
		ch := Change{Tick: c.Tick, Kinds: convertKinds[entity.Kind](c.Kinds), Trees: fromTreeFiles(c.Trees, replay)}
		if err := knownKinds(fmt.Sprintf("changes[%d].trees", j+1), ch.Trees, cfg); err != nil {
			return g, err
		}
		if err := ch.build(); err != nil {
			return g, fmt.Errorf("changes[%d]: %w", j+1, err)
		}
		g.Changes = append(g.Changes, ch)
	}
	return g, nil
}

// knownKinds reports a tree, among those at field, of a kind cfg has not.
func knownKinds(field string, trees map[string]TreeFile, cfg *entity.Config) error {
	for kind := range trees {
		if _, ok := cfg.Kinds[kind]; !ok {
			return fmt.Errorf("%s: no kind %s in the recorded configuration (kinds: %s)", field, config.Quote(kind), strings.Join(cfg.KindNames(), ", "))
		}
	}
	return nil
}

// checkValues checks the kind values of segment number n of the replay file
// called replay as a configuration's are checked: the segment starts with
// every kind of the configuration cfg and a tree for each, and every value
// it starts with or changes to follows the configuration's rules. Each
// problem names the replay and the path of the value. Version 1 files may
// hold a lose range below detect: that version froze lose when detect was
// tuned, and the game played with it.
func checkValues(replay string, version, n int, g Segment, cfg *entity.Config) error {
	var problems []*config.FileError
	fail := func(field, format string, args ...any) {
		problems = append(problems, &config.FileError{File: replay, Field: field, Msg: fmt.Sprintf(format, args...)})
	}
	check := func(field string, k entity.Kind) {
		if _, ok := cfg.Kinds[k.Name]; !ok {
			fail(field, "no kind %s in the recorded configuration (kinds: %s)", config.Quote(k.Name), strings.Join(cfg.KindNames(), ", "))
			return
		}
		if version == 1 && k.Lose < k.Detect {
			k.Lose = 0
		}
		problems = append(problems, config.FileErrors(config.CheckKind(replay, field+"."+k.Name, k, cfg.Arena))...)
	}
	at := fmt.Sprintf("segments[%d]", n)
	seen := map[string]bool{}
	for _, k := range g.Kinds {
		if seen[k.Name] {
			fail(at+".kinds", "kind %q comes twice", k.Name)
		}
		seen[k.Name] = true
		check(at+".kinds", k)
	}
	for _, name := range cfg.KindNames() {
		if !seen[name] {
			fail(at+".kinds", "kind %q is missing: the segment starts with every kind's values", name)
		}
		if _, ok := g.Trees[name]; !ok {
			fail(at+".trees", "kind %q has no tree: the segment starts with every kind's tree", name)
		}
	}
	for i, c := range g.Changes {
		for _, k := range c.Kinds {
			check(fmt.Sprintf("%s.changes[%d].kinds", at, i+1), k)
		}
	}
	return config.JoinProblems(replay, problems)
}

// number writes a number of a replay file as a message quotes it: whole
// numbers of up to 15 digits whole, like 2399998, never as 2.399998e+06.
func number(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// jsonProblem describes a JSON decoding error with its line and column.
// jsonKind names what a value of type t is written as in JSON, as a
// message says it: "an object", "a list", "a whole number from 0"...
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number from 0"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return t.String()
}

func jsonProblem(name string, data []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	offset := int64(-1)
	msg := err.Error()
	switch {
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return &config.FileError{File: name, Msg: "the file is empty or truncated"}
	case errors.As(err, &syntax) && strings.Contains(syntax.Error(), "unexpected end"):
		return &config.FileError{File: name, Msg: "the file is empty or truncated"}
	case errors.As(err, &syntax):
		offset = max(syntax.Offset-1, 0) // the offending byte, past any white space
		for offset < int64(len(data)) && strings.ContainsRune(" \t\r\n", rune(data[offset])) {
			offset++
		}
		msg = "corrupt: " + syntax.Error()
	case errors.As(err, &typ):
		offset = typ.Offset
		msg = fmt.Sprintf("want %s, got %s", jsonKind(typ.Type), config.Excerpt(typ.Value, config.QuotedChars)) // "number 99…", as long as the file has it
		if typ.Field != "" {
			msg = typ.Field + ": " + msg
		}
	}
	fe := &config.FileError{File: name, Msg: strings.TrimPrefix(msg, "json: ")}
	if offset >= 0 {
		before := data[:min(int(offset), len(data))]
		fe.Line = bytes.Count(before, []byte("\n")) + 1
		fe.Column = len(before) - bytes.LastIndexByte(before, '\n')
	}
	return fe
}
