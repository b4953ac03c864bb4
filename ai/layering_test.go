package ai_test

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLayering guards the dependency rules: bt imports only the standard
// library; nothing but game and main imports Ebitengine (it opens the display
// when loaded); entity imports neither ai, game nor any file handling (TOML,
// fsnotify, config); cmd/spritegen needs neither entity nor the assets it
// rebuilds.
func TestLayering(t *testing.T) {
	deps := func(pkg string) []string {
		out, err := exec.Command("go", "list", "-deps", "-json=ImportPath,Standard", pkg).Output()
		require.NoError(t, err, "go list %s", pkg)
		var list []string
		dec := json.NewDecoder(strings.NewReader(string(out)))
		for dec.More() {
			var p struct {
				ImportPath string
				Standard   bool
			}
			require.NoError(t, dec.Decode(&p))
			if !p.Standard {
				list = append(list, p.ImportPath)
			}
		}
		return list
	}
	const mod = "github.com/enemyai/enemyai/"
	assert.Equal(t, []string{mod + "bt"}, deps("../bt"), "bt imports only the standard library")
	for _, pkg := range []string{"../entity", "../ai", "../config", "../cmd/sim", "../cmd/spritegen", "../cmd/trees", "../cmd/tune", "../sweep", "../session", "../control", "../treegraph"} {
		for _, d := range deps(pkg) {
			assert.NotContains(t, d, "hajimehoshi/ebiten", "%s depends on Ebitengine", pkg)
			assert.NotEqual(t, mod+"game", d, "%s depends on game", pkg)
		}
	}
	for _, d := range deps("../entity") {
		assert.NotEqual(t, mod+"ai", d, "entity depends on ai")
		assert.NotEqual(t, mod+"config", d, "entity depends on config: the world has no file handling")
		assert.NotContains(t, d, "BurntSushi/toml", "entity reads files")
		assert.NotContains(t, d, "fsnotify", "entity watches files")
	}
	for _, d := range deps("../cmd/spritegen") {
		assert.NotEqual(t, mod+"entity", d, "spritegen needs no world, so it can rebuild the sprites the world embeds")
		assert.NotEqual(t, mod+"assets", d, "spritegen must build without the sprites it makes")
	}
}
