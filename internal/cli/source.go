package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
)

// Source is what a run starts from, named the same way by the game and every
// command: a replay file, or a configuration (with the tree files beside it)
// and optionally a scenario, a seed and extra enemies. Open is the one way to
// start it, so that every command reads the same files the same way.
type Source struct {
	ConfigPath   string // configuration file; "" for the embedded default
	ScenarioPath string // scripted player and arena: a file, or a shipped scenario's name like "arena"
	ReplayPath   string // a replay file to play instead of the above
	Seed         uint64 // seeds the placement of extra enemies
	Enemies      int    // extra enemies at random homes
	WhatIf              // changes to play the run with, if any
}

// Flags registers -config, -scenario, -replay, -seed, -enemies, -set and
// -tree on fs.
func (s *Source) Flags(fs *flag.FlagSet) {
	fs.StringVar(&s.ConfigPath, "config", "", "configuration `file` (default: the embedded one); tree files beside it replace the shipped ones")
	fs.StringVar(&s.ScenarioPath, "scenario", "", "scenario `file`, or a shipped one's name like arena: its scripted player plays")
	fs.StringVar(&s.ReplayPath, "replay", "", "play this replay `file` (from enemyai -record) instead of a new game")
	fs.Uint64Var(&s.Seed, "seed", 1, "random seed for extra enemies")
	fs.IntVar(&s.Enemies, "enemies", 0, "spawn `n` extra enemies at random homes; the arena grows to give each enemy 10 square units")
	s.WhatIf.Flags(fs)
}

// validate reports flags that cannot go together or are out of range.
func (s Source) validate() error {
	switch {
	case s.Enemies < 0 || s.Enemies > config.MaxEnemies:
		return fmt.Errorf("-enemies %d: must be from 0 to %d", s.Enemies, config.MaxEnemies)
	case s.ReplayPath != "" && (s.ConfigPath != "" || s.ScenarioPath != "" || s.Enemies != 0):
		return errors.New("-replay plays the configuration and scenario the file recorded: drop -config, -scenario and -enemies")
	}
	return nil
}

// Open starts the session the source names: a replay file, or the
// configuration (the embedded one by default; in a browser, the one saved
// there last, if any) with the tree files beside it and the scenario, if any;
// played with the what-if, if any. Errors name the file, line and field at
// fault.
func Open(s Source) (*session.Session, error) {
	if err := s.validate(); err != nil {
		return nil, err
	}
	run, err := open(s)
	if err != nil || s.WhatIf.Empty() {
		return run, err
	}
	v, err := s.WhatIf.variant()
	if err != nil {
		return nil, err
	}
	if err := run.Vary(v); err != nil {
		return nil, err
	}
	return run, nil
}

// open starts the session the source names, as it was recorded or
// configured.
func open(s Source) (*session.Session, error) {
	if s.ReplayPath != "" {
		return session.LoadReplay(s.ReplayPath)
	}
	origin, err := ReadOrigin(s)
	if err != nil {
		return nil, err
	}
	return session.New(origin)
}

// ReadOrigin reads the files a source without a replay names: the
// configuration (the embedded one by default; in a browser, the one saved
// there last, if any), whose folder holds the tree files that replace the
// shipped ones, and the scenario, if any.
func ReadOrigin(s Source) (session.Origin, error) {
	origin := session.Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: s.Seed, Enemies: s.Enemies}
	if stored, ok := storedConfig(); ok && s.ConfigPath == "" {
		origin.ConfigName, origin.Config = StoredConfigName, stored
	}
	if s.ConfigPath != "" {
		data, err := config.ReadFile(s.ConfigPath)
		if err != nil {
			return origin, err
		}
		origin.ConfigName, origin.Config, origin.TreeDir = s.ConfigPath, data, filepath.Dir(s.ConfigPath)
	}
	if s.ScenarioPath != "" {
		name, data, err := readScenario(s.ScenarioPath)
		if err != nil {
			return origin, err
		}
		origin.ScenarioName, origin.Scenario = name, data
	}
	return origin, nil
}

// readScenario reads a scenario file, or a shipped scenario named like
// "arena" or "arena.toml" when no such file exists: what a browser, which
// has no files, asks for.
func readScenario(path string) (name string, data []byte, err error) {
	data, err = config.ReadFile(path)
	if err == nil {
		return path, data, nil
	}
	shipped := strings.TrimSuffix(path, ".toml") + ".toml"
	if embedded, ferr := fs.ReadFile(assets.Scenarios, shipped); ferr == nil && !strings.Contains(path, "/") {
		return "assets/scenarios/" + shipped + " (embedded)", embedded, nil
	}
	var fe *config.FileError
	if errors.As(err, &fe) && fe.Msg == config.FileNotFound {
		fe.Msg += "; the shipped scenarios are " + strings.Join(ShippedScenarios(), ", ")
	}
	return "", nil, err
}

// ShippedScenarios lists the names of the scenarios the program carries, as
// -scenario takes them.
func ShippedScenarios() []string {
	var names []string
	entries, _ := fs.ReadDir(assets.Scenarios, ".")
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".toml"))
	}
	return names
}
