package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// A replay file is one JSON object that reproduces a session exactly:
//
//	{
//	  "format": "enemyai-replay",
//	  "version": 1,
//	  "config_name": "assets/config.toml (embedded default)",
//	  "config": "...the configuration's TOML text...",
//	  "scenario_name": "assets/scenarios/arena.toml",   (or "" without a scenario)
//	  "scenario": "...the scenario's TOML text...",
//	  "seed": 1,
//	  "enemies": 0,
//	  "segments": [                                    (one per restart, in order)
//	    {
//	      "ticks": 600,
//	      "kinds": [{"Name": "far", "Ranged": true, "Detect": 7, ...}, ...],
//	      "inputs": [[1, 30, 0, 0, 0], [31, 12, 1, 0, 1], ...],
//	      "changes": [{"tick": 120, "kinds": [{"Name": "near", ...}]}]
//	    }
//	  ]
//	}
//
// A segment's kinds are the kind values it began with, named as the fields of
// entity.Kind; its inputs are runs [first tick, ticks, move x, move y, flags]
// of the same player intent (flags: 1 attack, 2 invulnerable), covering ticks
// 1 to "ticks"; its changes are kind values set after a tick by tuning or a
// reloaded configuration. Numbers are written so that they read back exactly.

// Format and Version identify replay files; a file of another version is
// refused with a message saying which.
const (
	Format  = "enemyai-replay"
	Version = 1
)

type replayFile struct {
	Format       string              `json:"format"`
	Version      int                 `json:"version"`
	ConfigName   string              `json:"config_name"`
	Config       string              `json:"config"`
	ScenarioName string              `json:"scenario_name"`
	Scenario     string              `json:"scenario"`
	Seed         uint64              `json:"seed"`
	Enemies      int                 `json:"enemies"`
	Trees        map[string]treeFile `json:"trees"`
	Segments     []segmentFile       `json:"segments"`
}

type segmentFile struct {
	Ticks   uint32              `json:"ticks"`
	Kinds   []entity.Kind       `json:"kinds"`
	Trees   map[string]treeFile `json:"trees"`
	Inputs  [][5]float64        `json:"inputs"`
	Changes []changeFile        `json:"changes"`
}

type changeFile struct {
	Tick  uint32              `json:"tick"`
	Kinds []entity.Kind       `json:"kinds,omitempty"`
	Trees map[string]treeFile `json:"trees,omitempty"`
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

func fromTreeFiles(m map[string]treeFile) map[string]TreeFile {
	if m == nil {
		return nil
	}
	out := make(map[string]TreeFile, len(m))
	for k, f := range m {
		out[k] = TreeFile{Path: f.Path, Text: []byte(f.Text)}
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
	f := replayFile{Format: Format, Version: Version, ConfigName: s.origin.ConfigName, Config: string(s.origin.Config),
		ScenarioName: s.origin.ScenarioName, Scenario: string(s.origin.Scenario), Seed: s.origin.Seed, Enemies: s.origin.Enemies,
		Trees: toTreeFiles(s.origin.Trees)}
	cur := s.seg
	cur.Inputs.dropAfter(s.head)
	for _, g := range append(append([]Segment{}, s.done...), cur) {
		sf := segmentFile{Ticks: min(g.Ticks, g.Inputs.last()), Kinds: g.Kinds, Trees: toTreeFiles(g.Trees),
			Inputs: [][5]float64{}, Changes: []changeFile{}}
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
				sf.Changes = append(sf.Changes, changeFile{Tick: c.Tick, Kinds: c.Kinds, Trees: toTreeFiles(c.Trees)})
			}
		}
		f.Segments = append(f.Segments, sf)
	}
	return json.NewEncoder(w).Encode(f)
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
	var f replayFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, jsonProblem(name, data, err)
	}
	switch {
	case f.Format != Format:
		return nil, fail("not a replay file (format %q, want %q)", truncate(f.Format, 40), Format)
	case f.Version != Version:
		return nil, fail("replay format version %d; this program reads version %d", f.Version, Version)
	case len(f.Segments) == 0:
		return nil, fail("no segments: the file is truncated")
	}
	o := Origin{ConfigName: f.ConfigName, Config: []byte(f.Config), ScenarioName: f.ScenarioName,
		Scenario: []byte(f.Scenario), Seed: f.Seed, Enemies: f.Enemies, Trees: fromTreeFiles(f.Trees)}
	if _, _, err := o.build(); err != nil {
		return nil, fmt.Errorf("%s: the recorded files do not load: %w", name, err)
	}
	var segs []Segment
	for i, sf := range f.Segments {
		g, err := sf.segment()
		if err != nil {
			return nil, fail("segments[%d]: %v", i+1, err)
		}
		segs = append(segs, g)
	}
	s, err := New(o)
	if err != nil {
		return nil, err
	}
	s.pending = segs
	s.nextSegment()
	s.done = nil
	return s, nil
}

// segment checks a segment of a replay file and converts it.
func (sf *segmentFile) segment() (Segment, error) {
	g := Segment{Kinds: sf.Kinds, Ticks: sf.Ticks, Trees: fromTreeFiles(sf.Trees)}
	for kind, f := range g.Trees {
		if _, err := buildTree(kind+".tree", f); err != nil {
			return g, fmt.Errorf("the tree of %s does not build: %w", kind, err)
		}
	}
	for j, in := range sf.Inputs {
		from, count, flags := in[0], in[1], in[4]
		switch {
		case from != float64(g.Inputs.last()+1):
			return g, fmt.Errorf("inputs[%d] starts at tick %g, want %d", j+1, from, g.Inputs.last()+1)
		case count < 1 || count != float64(uint32(count)) || float64(g.Inputs.last())+count > config.MaxTicks:
			return g, fmt.Errorf("inputs[%d] has %g ticks", j+1, count)
		case flags < 0 || flags > flagAttack|flagInvulnerable || flags != float64(int(flags)):
			return g, fmt.Errorf("inputs[%d] has flags %g, want 0 to 3", j+1, flags)
		}
		intent := entity.PlayerIntent{Move: entity.Vec{X: in[2], Y: in[3]},
			Attack: int(flags)&flagAttack != 0, Invulnerable: int(flags)&flagInvulnerable != 0}
		if !intent.Move.Finite() {
			return g, fmt.Errorf("inputs[%d] moves by %v: not a finite direction", j+1, intent.Move)
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
		ch := Change{Tick: c.Tick, Kinds: c.Kinds, Trees: fromTreeFiles(c.Trees)}
		if err := ch.build(); err != nil {
			return g, fmt.Errorf("changes[%d]: %w", j+1, err)
		}
		g.Changes = append(g.Changes, ch)
	}
	return g, nil
}

// jsonProblem describes a JSON decoding error with its line and column.
func jsonProblem(name string, data []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	offset := int64(-1)
	msg := err.Error()
	switch {
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return &config.FileError{File: name, Msg: "the file is empty or truncated"}
	case errors.As(err, &syntax):
		offset = syntax.Offset - 1 // the offending byte
		msg = "corrupt: " + syntax.Error()
		if syntax.Offset >= int64(len(data)) {
			msg = "the file is truncated"
		}
	case errors.As(err, &typ):
		offset = typ.Offset
		msg = fmt.Sprintf("%s: want %s, got %s", typ.Field, typ.Type, typ.Value)
	}
	fe := &config.FileError{File: name, Msg: strings.TrimPrefix(msg, "json: ")}
	if offset >= 0 {
		before := data[:min(int(offset), len(data))]
		fe.Line = bytes.Count(before, []byte("\n")) + 1
		fe.Column = len(before) - bytes.LastIndexByte(before, '\n')
	}
	return fe
}

// truncate shortens s to at most n bytes for a message.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
