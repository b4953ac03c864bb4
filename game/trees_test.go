package game

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// retreat is the README's walkthrough: Near enemies retreat home when hurt.
const retreat = `near [reactive selector]
  retreat [sequence]
    hurt [condition] hpBelow(0.5)
    goHome [action] moveHome
  attack [sequence]
    inAttackRange [condition] playerWithin(attack)
    attackReady [condition]
    strike [stateful action] attack
  chase [reactive sequence]
    seesPlayer [condition] playerWithin(detect)
    moveToPlayer [action]
  return [sequence]
    moveHome [action]
`

// onTreeFiles starts the game on a copy of the configuration with a copy of
// the Near tree beside it, and a scenario with a Near enemy in reach of the
// player and a Far one, and returns the tree file's path.
func onTreeFiles(t *testing.T) (*Game, string) {
	t.Helper()
	dir := t.TempDir()
	path, tree, scenario := filepath.Join(dir, "my.toml"), filepath.Join(dir, "near.tree"), filepath.Join(dir, "s.toml")
	src, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, assets.Config, 0o644))
	require.NoError(t, os.WriteFile(tree, src, 0o644))
	require.NoError(t, os.WriteFile(scenario, []byte("[arena]\nwidth = 20.0\nheight = 12.0\nplayer_start = [10.7, 6.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [10.0, 6.0]\n\n[[enemies]]\nkind = \"far\"\nhome = [18.0, 2.0]\n"), 0o644))
	g, err := New(Options{Source: session.Source{ConfigPath: path, ScenarioPath: scenario}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	return g, tree
}

func TestEditingATreeFileAppliesAtATickBoundary(t *testing.T) {
	g, tree := onTreeFiles(t)
	require.Equal(t, "near", g.ctl.Run.World.Enemies[0].Kind.Name)
	for range 5 { // the player in reach: it attacks
		require.NoError(t, g.update(control.Input{}))
	}
	require.True(t, g.ctl.Run.World.Enemies[0].Attacking(), "an attack under way")
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.Pause))) // a paused game still takes reloads, at its tick
	require.NoError(t, os.WriteFile(tree, []byte(retreat), 0o644))
	until(t, g, func() bool { return g.ctl.Run.Minds.Shape(0).Len() == 13 })
	assert.Equal(t, "reloaded near.tree: every near enemy runs it now", g.ctl.Note.Shown())
	require.NoError(t, g.update(control.Acts(control.StepForward)))
	assert.False(t, g.ctl.Run.World.Enemies[0].Attacking(), "the attack was cancelled cleanly by its halt hook")
	id, ok := g.ctl.Run.Minds.Shape(0).Find("near/retreat/hurt")
	require.True(t, ok, "the panel shows the new shape")
	assert.Positive(t, g.ctl.Run.Minds.Instance(0).Visited(id), "and the new tree runs")
	assert.Equal(t, 10, g.ctl.Run.Minds.Shape(1).Len(), "far keeps its tree")
	log := strings.Join(logText(g), "\n")
	assert.Contains(t, log, "attack/strike  running -> idle", "halted once, in the enemy's history")

	require.NoError(t, os.WriteFile(tree, []byte(strings.Replace(retreat, "hpBelow(0.5)", "hpBelow(2)", 1)), 0o644))
	until(t, g, func() bool { return g.ctl.Tuner.Problem != "" })
	assert.Contains(t, g.ctl.Tuner.Problem, `near.tree:3:5: hpBelow(fraction): fraction: want a fraction above 0 and at most 1, like 0.5, got "2"`)
	assert.Contains(t, g.ctl.Tuner.Problem, "still running the last good tree")
	assert.Equal(t, 13, g.ctl.Run.Minds.Shape(0).Len(), "the last good tree stays")

	require.NoError(t, os.WriteFile(tree, []byte(strings.Replace(retreat, "    hurt [condition] hpBelow(0.5)\n", "\thurt [condition] hpBelow(0.5)\n", 1)), 0o644))
	until(t, g, func() bool { return strings.Contains(g.ctl.Tuner.Problem, "tab") })
	assert.Contains(t, g.ctl.Tuner.Problem, "near.tree:3:1: a tab in the indentation: indent with spaces")

	var leaves strings.Builder // six problems: the banner lists four and says how to see them all
	leaves.WriteString("near [selector]\n")
	for i := range 6 {
		fmt.Fprintf(&leaves, "  a%d [action] nope%d\n", i, i)
	}
	require.NoError(t, os.WriteFile(tree, []byte(leaves.String()), 0o644))
	until(t, g, func() bool { return strings.Contains(g.ctl.Tuner.Problem, "nope") })
	lines := strings.Split(g.ctl.Tuner.Problem, "\n")
	require.Len(t, lines, 5, g.ctl.Tuner.Problem)
	assert.Contains(t, lines[3], `near.tree:5:3: unknown leaf "nope3"`)
	assert.Equal(t, "and 2 more: go run ./cmd/trees -check "+tree+" lists them all  (still running the last good tree)", lines[4])

	require.NoError(t, os.WriteFile(tree, []byte(retreat), 0o644))
	until(t, g, func() bool { return g.ctl.Tuner.Problem == "" })
}

// logText returns the selected enemy's log lines.
func logText(g *Game) []string {
	var out []string
	for _, l := range g.views.panel.ins.Log {
		out = append(out, l.String())
	}
	return out
}

func TestATreeReloadIsRewoundAndReplayed(t *testing.T) {
	g, tree := onTreeFiles(t)
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.NoError(t, os.WriteFile(tree, []byte(retreat), 0o644))
	until(t, g, func() bool { return g.ctl.Run.Minds.Shape(0).Len() == 13 })
	changedAt := g.ctl.Run.World.Tick
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	g.ctl.Seek(changedAt - 5)
	assert.Equal(t, 10, g.ctl.Run.Minds.Shape(0).Len(), "before the reload: the old tree")
	g.ctl.Seek(changedAt + 5)
	assert.Equal(t, 13, g.ctl.Run.Minds.Shape(0).Len(), "after it: the new one")
}
