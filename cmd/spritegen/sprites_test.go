package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestItDrawsTheSpritesTheAssetsHold: spritegen draws a sprite for every
// PNG file of assets/sprites, and no other (it does not import assets,
// whose sprites it makes, so it reads the folder).
func TestItDrawsTheSpritesTheAssetsHold(t *testing.T) {
	entries, err := os.ReadDir("../../assets/sprites")
	require.NoError(t, err)
	var files, drawn []string
	for _, e := range entries {
		files = append(files, strings.TrimSuffix(e.Name(), ".png"))
	}
	for name := range sprites {
		drawn = append(drawn, name)
	}
	assert.ElementsMatch(t, files, drawn)
}
