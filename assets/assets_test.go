package assets_test

import (
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheSpritesAreTheOnesNamed: the embedded sprites are exactly the
// player's, the projectile's and the enemy sprites a kind may name.
func TestTheSpritesAreTheOnesNamed(t *testing.T) {
	var files []string
	require.NoError(t, fs.WalkDir(assets.SpriteFiles, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, strings.TrimSuffix(path, ".png"))
		}
		return err
	}))
	named := append([]string{assets.PlayerSprite, assets.ProjectileSprite}, assets.EnemySprites...)
	assert.ElementsMatch(t, named, files)
	for _, name := range named {
		data, err := assets.Sprite(name)
		require.NoError(t, err, name)
		assert.True(t, slices.Equal(data[:4], []byte("\x89PNG")), name)
	}
}
