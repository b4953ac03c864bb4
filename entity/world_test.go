package entity_test

import (
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

func TestEnemyIDsAreNumberedPerKind(t *testing.T) {
	w := entity.NewWorld(defaultConfig(t), 1) // near, near, near, far, far, far
	w.SpawnRandom(4)                          // far, near, far, near: kinds in turn, sorted by name
	var ids []string
	for i := range w.Enemies {
		ids = append(ids, w.Enemies[i].ID)
		assert.Equal(t, i, w.Enemies[i].Index)
	}
	assert.Equal(t, []string{"near-1", "near-2", "near-3", "far-1", "far-2", "far-3",
		"far-4", "near-4", "far-5", "near-5"}, ids)
}
