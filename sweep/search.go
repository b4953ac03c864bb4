package sweep

import (
	"fmt"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
)

// Search is a loaded search spec with the files its games start from: a
// search for the values of several fields that bring a measure to a target,
// by playing games. See Run for how it searches.
type Search struct {
	Spec  *config.SearchSpec
	text  []byte // the spec's text
	games *games
}

// Open reads the spec file at path, a sweep's or a search's as its keys
// say, and the files it names; exactly one of what it returns is not nil
// when err is nil. Every problem names its file, line and field, before
// anything runs.
func Open(path string) (*Sweep, *Search, error) {
	data, err := config.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	sweepSpec, searchSpec, err := config.ParseSpec(path, data, session.MeasureNames)
	switch {
	case err != nil:
		return nil, nil, err
	case sweepSpec != nil:
		sw, err := newSweep(sweepSpec, data)
		return sw, nil, err
	}
	s, err := newSearch(searchSpec, data)
	return nil, s, err
}

// newSearch reads the files a search spec names and checks that every
// setting within the ranges can be played: each field alone at its range's
// ends, then every corner of the ranges together (the rules over two
// fields, a ranged kind's attack above its min_distance, hold everywhere
// when they hold at the corners).
func newSearch(spec *config.SearchSpec, text []byte) (*Search, error) {
	g, err := loadGames(&spec.Play, text)
	if err != nil {
		return nil, err
	}
	s := &Search{Spec: spec, text: text, games: g}
	fieldError := func(f config.SearchField, i int, err error) error {
		return &config.FileError{File: spec.File, Line: f.At, Field: fmt.Sprintf("fields[%d].field", i+1), Msg: err.Error()}
	}
	for i, f := range spec.Fields {
		lo, hi := f.Steps()
		for _, k := range []int64{lo, hi} {
			kv := f.KindValue
			kv.Value = f.Value(k)
			if err := g.check(Cell{kv}); err != nil {
				return nil, fieldError(f, i, err)
			}
		}
	}
	d := len(spec.Fields)
	for corner := range 1 << d {
		values := make([]int64, d)
		for i, f := range spec.Fields {
			lo, hi := f.Steps()
			values[i] = lo
			if corner&(1<<i) != 0 {
				values[i] = hi
			}
		}
		c := s.cell(values)
		if err := g.check(c); err != nil {
			return nil, fieldError(spec.Fields[d-1], d-1, fmt.Errorf("at the corner %s of the ranges: %w", c, err))
		}
	}
	return s, nil
}

// cell returns the values of the fields at the steps.
func (s *Search) cell(steps []int64) Cell {
	c := make(Cell, len(steps))
	for i, f := range s.Spec.Fields {
		c[i] = f.KindValue
		c[i].Value = f.Value(steps[i])
	}
	return c
}

// SpecText returns the text of the search's spec.
func (s *Search) SpecText() []byte { return s.text }

// Sample plays the first game at the middle of the ranges for ticks ticks
// and returns the size of its replay file, for an estimate of what the
// search takes.
func (s *Search) Sample(ticks int) (replayBytes int, err error) {
	mid := make([]int64, len(s.Spec.Fields))
	for i, f := range s.Spec.Fields {
		lo, hi := f.Steps()
		mid[i] = (lo + hi) / 2
	}
	return s.games.sample(s.cell(mid), ticks)
}
