package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// onConfigFile starts the game on a copy of the default configuration and
// returns it with the file's path.
func onConfigFile(t *testing.T) (*Game, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "my.toml")
	require.NoError(t, os.WriteFile(path, assets.Config, 0o644))
	g, err := New(Options{ConfigPath: path})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() Input { return Input{} }
	return g, path
}

// selectKind selects the first enemy of the named kind.
func selectKind(t *testing.T, g *Game, kind string) {
	t.Helper()
	for i := range g.world.Enemies {
		if g.world.Enemies[i].Kind.Name == kind {
			g.setSelected(i)
			return
		}
	}
	t.Fatalf("no %s enemy", kind)
}

// until updates the game until cond holds, for at most a second.
func until(t *testing.T, g *Game, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for !cond() {
		require.True(t, time.Now().Before(deadline), "not within a second")
		require.NoError(t, g.update(Input{}))
		time.Sleep(10 * time.Millisecond)
	}
}

func nearDetects(g *Game) []float64 {
	var out []float64
	for i := range g.world.Enemies {
		if e := &g.world.Enemies[i]; e.Kind.Name == "near" {
			out = append(out, e.Kind.Detect)
		}
	}
	return out
}

func TestTuningKeysChangeEveryEnemyOfTheKindAndUndo(t *testing.T) {
	g := oneEnemy(t)
	g.cfg.Enemies = append(g.cfg.Enemies, entity.Spawn{Kind: "near", Home: entity.Vec{X: 20, Y: 4}})
	require.NoError(t, g.restart())
	g.setSelected(0)
	require.NoError(t, g.update(Input{Field: 1}))
	require.NoError(t, g.update(Input{Adjust: 1}))
	require.NoError(t, g.update(Input{Wheel: 1, MouseX: 10, MouseY: 300}))
	assert.Equal(t, []float64{4.5, 4.5}, nearDetects(g), "both Near enemies follow")
	require.NoError(t, g.update(Input{Undo: true}))
	assert.Equal(t, []float64{4.25, 4.25}, nearDetects(g))
	require.NoError(t, g.update(Input{Field: 3, Adjust: -1}))
	assert.Equal(t, 2.75, g.world.Kind("near").Speed)
	for range 100 {
		require.NoError(t, g.update(Input{Adjust: -1}))
	}
	assert.Equal(t, tuneMin, g.world.Kind("near").Speed, "values stay positive")
}

func TestSaveWritesOnlyTheTunedValueAndDoesNotBounce(t *testing.T) {
	g, path := onConfigFile(t)
	selectKind(t, g, "far")
	require.NoError(t, g.update(Input{Field: 2, Adjust: -1}))
	assert.Equal(t, 3.75, g.world.Kind("far").Attack)
	require.NoError(t, g.update(Input{Save: true}))
	assert.Empty(t, g.tune.problem)
	assert.Contains(t, g.tune.message, "saved to ")

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(string(assets.Config), "attack = 4.0", "attack = 3.75", 1), string(data),
		"the file holds the new number and nothing else changed")

	require.NoError(t, g.update(Input{Adjust: -1})) // edited again before the reload arrives
	time.Sleep(300 * time.Millisecond)
	for range 5 {
		require.NoError(t, g.update(Input{}))
	}
	assert.Equal(t, 3.5, g.world.Kind("far").Attack, "reloading our own save neither bounces back nor applies twice")
	assert.Len(t, g.tune.undo, 2)
}

func TestEditingTheFileAppliesWithinASecond(t *testing.T) {
	g, path := onConfigFile(t)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = 6.0", 1)), 0o644))
	until(t, g, func() bool { return g.world.Kind("near").Detect == 6 })
	assert.Equal(t, []float64{6, 6, 6}, nearDetects(g))
	assert.Contains(t, g.tune.message, "reloaded my.toml: near changed")
}

func TestABrokenFileShowsABannerAndKeepsTheLastGoodValues(t *testing.T) {
	g, path := onConfigFile(t)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = -1.0", 1)), 0o644))
	until(t, g, func() bool { return g.tune.problem != "" })
	assert.Contains(t, g.tune.problem, "my.toml:23: kinds.near.detect: must be greater than 0, got -1")
	assert.Contains(t, g.tune.problem, "still running on the last good configuration")
	assert.Equal(t, 4.0, g.world.Kind("near").Detect)
	tick := g.world.Tick
	require.NoError(t, g.update(Input{}))
	assert.Greater(t, g.world.Tick, tick, "the game runs on")

	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = 5.0", 1)), 0o644))
	until(t, g, func() bool { return g.tune.problem == "" })
	assert.Equal(t, 5.0, g.world.Kind("near").Detect, "fixed: the banner clears and the values apply")
}

func TestSavingFromTheEmbeddedDefaultWritesANewFile(t *testing.T) {
	t.Chdir(t.TempDir())
	g := oneEnemy(t)
	t.Cleanup(func() { g.Close() })
	g.setSelected(0)
	require.NoError(t, g.update(Input{Field: 1, Adjust: 1}))
	require.NoError(t, g.update(Input{Save: true}))
	data, err := os.ReadFile(defaultSaveName)
	require.NoError(t, err)
	assert.Contains(t, string(data), "detect = 4.25\n")
	assert.Contains(t, string(data), "# Near: the tutorial's melee enemy.", "comments come along")
	wd, _ := os.Getwd()
	assert.Contains(t, g.tune.message, filepath.Join(wd, defaultSaveName), "it says where")
	assert.Equal(t, defaultSaveName, g.tune.path, "and edits that file from now on")
}

func TestTunedAndReloadedValuesSurviveRestart(t *testing.T) {
	g, path := onConfigFile(t)
	selectKind(t, g, "near")
	require.NoError(t, g.update(Input{Field: 3, Adjust: 1}))
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 7.0", "detect = 8.0", 1)), 0o644))
	until(t, g, func() bool { return g.world.Kind("far").Detect == 8 })
	require.NoError(t, g.update(Input{Restart: true}))
	assert.Equal(t, 3.25, g.world.Kind("near").Speed, "the in-game edit")
	assert.Equal(t, 8.0, g.world.Kind("far").Detect, "the reloaded file")
}
