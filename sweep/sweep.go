package sweep

import (
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
)

// Sweep is a loaded spec with the files its games start from.
type Sweep struct {
	Spec  *config.SweepSpec
	cells []Cell // the grid, row by row
	text  []byte // the spec's text
	games *games // nil for a sweep made from a spec's text alone
}

// Load reads the spec file at path and the files it names: the
// configuration relative to the spec's folder (the tree files beside it
// replace the shipped ones), the scenario (a file or a shipped name) or the
// replay. Every problem names its file, line and field, before anything
// runs: the files as written, and every cell's values against the kinds.
func Load(path string) (*Sweep, error) {
	data, err := config.ReadFile(path)
	if err != nil {
		return nil, err
	}
	spec, err := config.ParseSweep(path, data, session.MeasureNames)
	if err != nil {
		return nil, err
	}
	return newSweep(spec, data)
}

// newSweep reads the files a sweep spec names and checks every cell.
func newSweep(spec *config.SweepSpec, data []byte) (*Sweep, error) {
	path := spec.File
	g, err := loadGames(&spec.Play, data)
	if err != nil {
		return nil, err
	}
	sw := &Sweep{Spec: spec, cells: cells(spec.Axes), text: data, games: g}
	// Each axis's values alone, then every cell: a rule over two fields
	// (a ranged kind's attack above its min_distance) is the last axis's.
	axisError := func(i int, err error) error {
		return &config.FileError{File: path, Line: spec.Axes[i].At, Field: []string{"x", "y"}[i] + ".field", Msg: err.Error()}
	}
	for i, a := range spec.Axes {
		for _, c := range cells([]config.SweepAxis{a}) {
			if err := g.check(c); err != nil {
				return nil, axisError(i, err)
			}
		}
	}
	for _, c := range sw.cells {
		if err := g.check(c); err != nil {
			return nil, axisError(len(c)-1, fmt.Errorf("in the cell %s: %w", c, err))
		}
	}
	// Every seed's world, before the first game.
	for seed := range uint64(spec.Seeds) {
		if _, err := g.origin(seed + 1); err != nil {
			return nil, err
		}
	}
	return sw, nil
}

// FromSpec returns the sweep of a spec's text without reading the files it
// names: enough to read its CSV, draw its heat maps and sum it up (what
// merging shards does), not to play.
func FromSpec(name string, text []byte) (*Sweep, error) {
	spec, err := config.ParseSweep(name, text, session.MeasureNames)
	if err != nil {
		return nil, err
	}
	return &Sweep{Spec: spec, cells: cells(spec.Axes), text: text}, nil
}

// SpecText returns the text of the sweep's spec.
func (sw *Sweep) SpecText() []byte { return sw.text }

// Hash returns the SHA-256, in hex, of the spec's text and of every file its
// games read: two sweeps with the same hash play the same games.
func (sw *Sweep) Hash() string { return sw.games.hash }

// Cell is one combination of the swept values, in the order of the axes.
type Cell []config.KindValue

// String returns the cell as its values, like "near.detect=4 near.attack=1".
func (c Cell) String() string {
	parts := make([]string, len(c))
	for i, kv := range c {
		parts[i] = kv.String()
	}
	return strings.Join(parts, " ")
}

// Cells returns the grid's cells row by row: x varies fastest, then y.
func (sw *Sweep) Cells() []Cell { return sw.cells }

// cells returns the grid of the axes' values, row by row.
func cells(axes []config.SweepAxis) []Cell {
	cells := []Cell{{}}
	for _, a := range axes {
		var next []Cell
		for _, v := range a.Values() {
			for _, c := range cells {
				kv := a.KindValue
				kv.Value = v
				next = append(next, append(append(Cell{}, c...), kv))
			}
		}
		cells = next
	}
	return cells
}
