package control

import (
	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/session"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// panelRows is the tree rows of the tests' panel, as many as the game's.
const panelRows = 16

// open opens the run src names, as the game does, and returns its
// controller with opts and the conditional breakpoints breaks, closed when
// the test ends.
func open(t *testing.T, src session.Source, opts Options, breaks ...string) *Controller {
	t.Helper()
	run, err := session.Open(src)
	require.NoError(t, err)
	opts.ConfigPath, opts.ReplayPath = src.ConfigPath, src.ReplayPath // as the command line fills them in
	for _, b := range breaks {
		br, err := ai.ParseBreakIn(run.World, b)
		require.NoError(t, err)
		opts.Breaks = append(opts.Breaks, br)
	}
	c, err := New(run, opts, panelRows)
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	return c
}

// oneEnemy returns a controller on a 32x18 arena with a single Near enemy at
// (16, 9) and the player far away in a corner.
func oneEnemy(t *testing.T) *Controller {
	t.Helper()
	return onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [1.0, 1.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [16.0, 9.0]\n")
}

// onScenario returns a controller on the given scenario text.
func onScenario(t *testing.T, scenario string) *Controller {
	t.Helper()
	path := filepath.Join(t.TempDir(), "one.toml")
	require.NoError(t, os.WriteFile(path, []byte(scenario), 0o644))
	return open(t, session.Source{ScenarioPath: path}, Options{})
}

// editNode opens the tree editor on the selected enemy's kind, selects the
// node at path and edits it with the inputs edit.
func editNode(t *testing.T, c *Controller, path string, edit ...Input) {
	t.Helper()
	keys(t, c, Acts(EditTree))
	id, ok := c.TreeEditor().Find(path)
	require.True(t, ok, path)
	c.Trees.Node = id
	keys(t, c, edit...)
}

// recorded plays n updates of a game from src, recording it, and returns
// the path of its replay file.
func recorded(t *testing.T, src session.Source, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "run.json")
	rec := open(t, src, Options{RecordPath: path})
	for range n {
		require.NoError(t, rec.Update(Input{}))
	}
	require.NoError(t, rec.Close())
	return path
}
