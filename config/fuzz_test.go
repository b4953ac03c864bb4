package config_test

import (
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzParseConfig checks that any input gives either a configuration that a
// world can be built from and stepped, or file errors; never a panic.
func FuzzParseConfig(f *testing.F) {
	f.Add(assets.Config)
	f.Add([]byte("[kinds.near]\ndetect = nan\n"))
	f.Add([]byte("[[enemies]]\nhome = [1.0]\n"))
	f.Add([]byte("x = {a = {a = [1, \"\"\"[[{\"\"\"], b.c = '[[\\'}} # {[\n[\"a.b\".c]\ny = [\n  [1],\n]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := config.ParseConfig("fuzz.toml", data)
		if err != nil {
			assert.NotEmpty(t, config.FileErrors(err), "%v", err)
			return
		}
		w := entity.NewWorld(cfg, 1)
		w.Step(entity.PlayerIntent{Move: entity.Vec{X: 1}, Attack: true}, entity.Dt)
	})
}

// FuzzParseScenario does the same for scenarios.
func FuzzParseScenario(f *testing.F) {
	cfg, err := config.DefaultConfig()
	require.NoError(f, err)
	f.Add([]byte(goodScenario))
	f.Add([]byte("[[steps]]\nwait = -1\nmove = [1, 2]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := config.ParseScenario("fuzz.toml", data, cfg)
		if err != nil {
			assert.NotEmpty(t, config.FileErrors(err), "%v", err)
			return
		}
		w := entity.NewWorld(sc.Apply(cfg), 1)
		script := entity.NewScript(sc.Steps)
		for range 10 {
			w.Step(script.Intent(w), entity.Dt)
		}
	})
}
