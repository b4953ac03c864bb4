package config

import (
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/stretchr/testify/assert"
)

// TestTheMostEnemiesFitTheValuesBound checks that a configuration placing
// MaxEnemies enemies, each in a table of its own, is within MaxTOMLValues.
func TestTheMostEnemiesFitTheValuesBound(t *testing.T) {
	var b strings.Builder
	b.Write(assets.Config)
	for i := range MaxEnemies {
		fmt.Fprintf(&b, "\n[[enemies]]\nkind = \"near\"\nhome = [%d.5, 40.25] # a home\n", i%1000)
	}
	assert.Nil(t, prescan("big.toml", []byte(b.String())))
}
