package session

import (
	"io/fs"
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
