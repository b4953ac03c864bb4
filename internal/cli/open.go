package cli

import (
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
)

// Open starts the session the options name: a replay file, or the
// configuration (the embedded one by default; in a browser, the one saved
// there last, if any) with the scenario if any.
// Errors name the file, line and field at fault.
func Open(o Options) (*session.Session, error) {
	if o.ReplayPath != "" {
		return session.LoadReplay(o.ReplayPath)
	}
	origin := session.Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: o.Seed, Enemies: o.Enemies}
	if stored, ok := storedConfig(); ok && o.ConfigPath == "" {
		origin.ConfigName, origin.Config = StoredConfigName, stored
	}
	if o.ConfigPath != "" {
		data, err := config.ReadFile(o.ConfigPath)
		if err != nil {
			return nil, err
		}
		origin.ConfigName, origin.Config, origin.TreeDir = o.ConfigPath, data, filepath.Dir(o.ConfigPath)
	}
	if o.ScenarioPath != "" {
		name, data, err := readScenario(o.ScenarioPath)
		if err != nil {
			return nil, err
		}
		origin.ScenarioName, origin.Scenario = name, data
	}
	return session.New(origin)
}

// Check reports what is wrong with the files the options name, if anything.
func Check(o Options) error {
	_, err := Open(o)
	return err
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
	return "", nil, err
}
