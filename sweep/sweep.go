package sweep

import (
	"fmt"
	"path/filepath"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// botNoise is how much a bot wobbles when the spec varies bot_noise.
const botNoise = 0.5

// Sweep is a loaded spec with the files its games start from.
type Sweep struct {
	Spec  *config.SweepSpec
	cells []Cell // the grid, row by row
	// origins are the worlds the games start from, by seed from 1: the
	// configuration and scenario as the seed varies them, for a bot or
	// scenario player; none for a replay player.
	origins []session.Origin
	replay  []byte // the replay file, for a replay player
}

// Load reads the spec file at path and the files it names: the
// configuration relative to the spec's folder (the tree files beside it
// replace the shipped ones), the scenario (a file or a shipped name) or the
// replay. Every problem names its file, line and field, before anything
// runs.
func Load(path string) (*Sweep, error) {
	data, err := config.ReadFile(path)
	if err != nil {
		return nil, err
	}
	spec, err := config.ParseSweep(path, data, session.MeasureNames)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(path)
	relative := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	sw := &Sweep{Spec: spec, cells: cells(spec.Axes)}
	if spec.Replay != "" {
		if sw.replay, err = config.ReadFile(relative(spec.Replay)); err != nil {
			return nil, err
		}
	} else {
		src := session.Source{ConfigPath: relative(spec.Config), ScenarioPath: spec.Scenario}
		if spec.Scenario != "" && filepath.Ext(spec.Scenario) != "" {
			src.ScenarioPath = relative(spec.Scenario)
		}
		base, err := session.ReadOrigin(src)
		if err != nil {
			return nil, err
		}
		for seed := range uint64(spec.Seeds) {
			o, err := vary(spec, base, seed+1)
			if err != nil {
				return nil, err
			}
			sw.origins = append(sw.origins, o)
		}
	}
	// A game of each axis's first value checks the files, then the kinds
	// and fields against them.
	if _, err := sw.start(1, Cell{}); err != nil {
		return nil, err
	}
	for i, a := range spec.Axes {
		kv := a.KindValue
		kv.Value = a.From
		if _, err := sw.start(1, Cell{kv}); err != nil {
			return nil, &config.FileError{File: path, Line: a.At, Field: []string{"x", "y"}[i] + ".field", Msg: err.Error()}
		}
	}
	return sw, nil
}

// Cell is one combination of the swept values, in the order of the axes.
type Cell []config.KindValue

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

// start returns the session of one game: the cell's values pinned, the seed
// varying what the spec says, at tick 0.
func (sw *Sweep) start(seed uint64, cell Cell) (*session.Session, error) {
	var s *session.Session
	var err error
	if sw.replay != nil {
		s, err = session.ParseReplay(sw.Spec.Replay, sw.replay)
	} else {
		s, err = session.New(sw.origins[seed-1])
	}
	if err != nil {
		return nil, err
	}
	if err := s.Vary(session.Variant{Values: cell}); err != nil {
		return nil, err
	}
	return s, nil
}

// vary returns the world a seed's games start from: the seed's, with the
// player's start and the enemies' homes moved if the spec varies them (in
// the scenario when there is one, which holds the arena and enemies, else in
// the configuration).
func vary(spec *config.SweepSpec, o session.Origin, seed uint64) (session.Origin, error) {
	o.Seed = seed
	start, homes := spec.Varies(config.VaryPlayerStart), spec.Varies(config.VaryHomes)
	if !start && !homes {
		return o, nil
	}
	var err error
	if o.ScenarioName != "" {
		o.Scenario, err = jitter(o.Scenario, seed, start, homes)
		o.ScenarioName = fmt.Sprintf("%s (seed %d moved it)", o.ScenarioName, seed)
	} else {
		o.Config, err = jitter(o.Config, seed, start, homes)
		o.ConfigName = fmt.Sprintf("%s (seed %d moved it)", o.ConfigName, seed)
	}
	return o, err
}

// bot returns the game's bot player, or nil.
func (sw *Sweep) bot(seed uint64) *entity.Bot {
	if sw.Spec.Bot == "" {
		return nil
	}
	if sw.Spec.Varies(config.VaryBotNoise) {
		return entity.NewBot(sw.Spec.Bot, botNoise, seed)
	}
	return entity.NewBot(sw.Spec.Bot, 0, seed)
}
