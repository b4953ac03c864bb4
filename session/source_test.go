package session

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestATreeIsAFileOrAShippedTreeByName: -tree reads a file, or a shipped
// tree by its name when there is no such file (all a browser has), and
// names the shipped trees when neither is there.
func TestATreeIsAFileOrAShippedTreeByName(t *testing.T) {
	t.Chdir(t.TempDir())
	coward, err := fs.ReadFile(assets.Trees, "coward.tree")
	require.NoError(t, err)
	for _, name := range []string{"coward.tree", "coward"} {
		run, err := Open(Source{Trees: map[string]string{"near": name}})
		require.NoError(t, err, name)
		assert.Equal(t, TreeFile{Text: coward}, run.TreeFiles()["near"], name)
	}
	_, err = Open(Source{Trees: map[string]string{"near": "nosuch.tree"}})
	assert.EqualError(t, err, "nosuch.tree: file not found; the shipped trees are coward.tree, far.tree, horde.tree, near.tree")
}

// TestAKindsMissingTreeNamesTheLineThatNamesIt: a tree file a kind names
// that is neither beside the configuration nor shipped is refused at the
// line and field that name it, in the file that does: the configuration,
// or the scenario for a kind of its own.
func TestAKindsMissingTreeNamesTheLineThatNamesIt(t *testing.T) {
	dir := t.TempDir()
	config := assets.Config
	horde, err := fs.ReadFile(assets.Scenarios, "horde.toml")
	require.NoError(t, err)
	gone := strings.Replace(string(horde), `tree = "horde.tree"`, `tree = "gone.tree"`, 1)
	for _, c := range []struct {
		name, config, scenario, want string
	}{
		{"the configuration's kind", strings.Replace(string(config), `tree = "far.tree"`, `tree = "gone.tree"`, 1), "",
			`DIR/config.toml:%d: kinds.far.tree: no tree file "gone.tree" in DIR, beside the configuration, and none shipped by that name`},
		{"the scenario's kind", string(config), gone,
			`DIR/horde.toml:%d: kinds.horde.tree: no tree file "gone.tree" in DIR, beside the configuration, and none shipped by that name`},
		{"the scenario's kind, with the embedded configuration", "", gone,
			`DIR/horde.toml:%d: kinds.horde.tree: no shipped tree file "gone.tree"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			var src Source
			named := c.config
			if c.config != "" {
				src.ConfigPath = filepath.Join(dir, "config.toml")
				require.NoError(t, os.WriteFile(src.ConfigPath, []byte(c.config), 0o644))
			}
			if c.scenario != "" {
				src.ScenarioPath, named = filepath.Join(dir, "horde.toml"), c.scenario
				require.NoError(t, os.WriteFile(src.ScenarioPath, []byte(c.scenario), 0o644))
			}
			line := 1 + strings.Count(named[:strings.Index(named, `tree = "gone.tree"`)], "\n")
			_, err := Open(src)
			require.Error(t, err)
			assert.Equal(t, strings.ReplaceAll(fmt.Sprintf(c.want, line), "DIR", dir), err.Error())
		})
	}
}
