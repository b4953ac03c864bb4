package config

import (
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

// TestKindTableWritesEveryKindKey checks that a kind written as a table,
// to be checked like a file's, holds every key a [kinds.NAME] table may:
// a key added to the configuration must be added there too.
func TestKindTableWritesEveryKindKey(t *testing.T) {
	k := entity.Kind{Name: "far", Ranged: true, Tint: "#ffffff", Lose: 9}
	var keys []string
	for key := range kindTable(k) {
		keys = append(keys, key)
	}
	assert.ElementsMatch(t, kindKeys, keys)
}
