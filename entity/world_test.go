package entity_test

import (
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func defaultConfig(t testing.TB) *entity.Config {
	t.Helper()
	cfg, err := config.DefaultConfig()
	require.NoError(t, err)
	return cfg
}

func TestEnemyIDsAreNumberedPerKind(t *testing.T) {
	w := entity.NewWorld(defaultConfig(t), 1) // near, near, near, far, far, far
	w.SpawnRandom(4)                          // coward, far, near, coward: kinds in turn, sorted by name
	var ids []string
	for i := range w.Enemies {
		ids = append(ids, w.Enemies[i].ID)
		assert.Equal(t, int32(i), w.Enemies[i].Index)
	}
	assert.Equal(t, []string{"near-1", "near-2", "near-3", "far-1", "far-2", "far-3",
		"coward-1", "far-4", "near-4", "coward-2"}, ids)
}
