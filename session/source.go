package session

import (
	"errors"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
)

// Source is what a run starts from, named the same way by the game and every
// command: a replay file, or a configuration (with the tree files beside it)
// and optionally a scenario, a seed and extra enemies; and values pinned and
// tree files swapped to play it with. Open is the one way to start it, so
// that every command reads the same files the same way.
type Source struct {
	ConfigPath   string // configuration file; "" for the embedded default
	ScenarioPath string // scripted player and arena: a file, or a shipped scenario's name like "arena"
	ReplayPath   string // a replay file to play instead of the above
	Seed         uint64 // seeds the placement of extra enemies
	Enemies      int    // extra enemies at random homes
	// Set pins kinds' values and Trees swaps kinds' tree files (paths by
	// kind name) for the whole run, also over a replay's own (see Variant).
	Set   []config.KindValue
	Trees map[string]string
}

// Open starts the session the source names: a replay file, or the
// configuration (the embedded one by default; in a browser, the one kept
// there last, if any) with the tree files beside it and the scenario, if any;
// played with the values pinned and trees swapped, if any. Errors name the
// file, line and field at fault.
func Open(s Source) (*Session, error) {
	var run *Session
	var err error
	if s.ReplayPath != "" {
		run, err = LoadReplay(s.ReplayPath)
	} else {
		var origin Origin
		if origin, err = ReadOrigin(s); err == nil {
			run, err = New(origin)
		}
	}
	var kept map[string][]byte
	if err == nil && s.ReplayPath == "" {
		kept = storedTrees()
	}
	if err != nil || len(s.Set) == 0 && len(s.Trees) == 0 && len(kept) == 0 {
		return run, err
	}
	v := Variant{Values: s.Set}
	for _, kind := range slices.Sorted(maps.Keys(kept)) {
		if _, named := s.Trees[kind]; !named && run.World.Kind(kind) != nil {
			if v.Trees == nil {
				v.Trees = map[string]TreeFile{}
			}
			v.Trees[kind] = TreeFile{Text: kept[kind]}
			run.kept = append(run.kept, kind)
		}
	}
	for _, kind := range slices.Sorted(maps.Keys(s.Trees)) {
		f, err := readTree(s.Trees[kind])
		if err != nil {
			return nil, err
		}
		if v.Trees == nil {
			v.Trees = map[string]TreeFile{}
		}
		v.Trees[kind] = f
	}
	if err := run.Vary(v); err != nil {
		return nil, err
	}
	return run, nil
}

// ReadOrigin reads the files a source without a replay names: the
// configuration (the embedded one by default; in a browser, the one kept
// there last, if any), whose folder holds the tree files that replace the
// shipped ones, and the scenario, if any.
func ReadOrigin(s Source) (Origin, error) {
	origin := Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: s.Seed, Enemies: s.Enemies}
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
	data, shipped, err := readOrShipped(path, assets.Scenarios, ".toml", "scenarios", ShippedScenarios)
	switch {
	case err != nil:
		return "", nil, err
	case shipped != "":
		return "assets/scenarios/" + shipped + " (embedded)", data, nil
	}
	return path, data, nil
}

// readTree reads a tree file -tree names, or a shipped tree named like
// "coward.tree" or "coward" when no such file exists (what a browser, which
// has no files, asks for), which then has no path.
func readTree(path string) (TreeFile, error) {
	data, shipped, err := readOrShipped(path, assets.Trees, ".tree", "trees", shippedTrees)
	switch {
	case err != nil:
		return TreeFile{}, err
	case shipped != "":
		return TreeFile{Text: data}, nil
	}
	return TreeFile{Path: path, Text: data}, nil
}

// readOrShipped reads the file path names or, when there is none and path
// is a bare name, the file of that name in files (ext added if missing),
// whose name it returns as shipped. When neither is there, its error lists
// the shipped ones (names; what they are, like "trees").
func readOrShipped(path string, files fs.FS, ext, what string, names func() []string) (data []byte, shipped string, err error) {
	data, err = config.ReadFile(path)
	if err == nil {
		return data, "", nil
	}
	shipped = strings.TrimSuffix(path, ext) + ext
	if embedded, ferr := fs.ReadFile(files, shipped); ferr == nil && !strings.Contains(path, "/") {
		return embedded, shipped, nil
	}
	var fe *config.FileError
	if errors.As(err, &fe) && (fe.Msg == config.FileNotFound || fe.Msg == config.NoFiles) {
		fe.Msg += "; the shipped " + what + " are " + strings.Join(names(), ", ")
	}
	return nil, "", err
}

// shippedTrees lists the names of the tree files the program carries.
func shippedTrees() []string {
	var names []string
	entries, _ := fs.ReadDir(assets.Trees, ".")
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
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
