package main

import (
	"encoding/json"
	"maps"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// module is this module's path.
const module = "github.com/enemyai/enemyai"

// outside are the modules outside this one that packages may import: an
// import of a package of one counts as an import of the module.
var outside = []string{
	"github.com/hajimehoshi/ebiten/v2", "github.com/ebitengine/debugui", "github.com/hajimehoshi/bitmapfont/v3",
	"gonum.org/v1/plot", "gonum.org/v1/gonum", "github.com/BurntSushi/toml", "github.com/fsnotify/fsnotify",
	"github.com/ebitengine/oto/v3",
}

// imports returns what each package of the module imports, by its path in
// the module ("main" for the root): the module's packages and the outside
// modules, sorted; none for the standard library.
func imports(t *testing.T) map[string][]string {
	t.Helper()
	out, err := exec.Command("go", "list", "-json=ImportPath,Imports", "./...").Output()
	require.NoError(t, err)
	got := map[string][]string{}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p struct {
			ImportPath string
			Imports    []string
		}
		require.NoError(t, dec.Decode(&p))
		set := map[string]bool{}
		for _, imp := range p.Imports {
			if rest, ok := strings.CutPrefix(imp, module+"/"); ok {
				set[rest] = true
			}
			for _, m := range outside {
				if imp == m || strings.HasPrefix(imp, m+"/") {
					set[m] = true
				}
			}
		}
		name := strings.TrimPrefix(p.ImportPath, module+"/")
		if p.ImportPath == module {
			name = "main"
		}
		got[name] = slices.Sorted(maps.Keys(set))
	}
	return got
}

// documented returns the imports docs/architecture.md lists, by package.
func documented(t *testing.T) (map[string][]string, []string) {
	t.Helper()
	data, err := os.ReadFile("docs/architecture.md")
	require.NoError(t, err)
	block := regexp.MustCompile("(?s)```imports\n(.*?)```").FindSubmatch(data)
	require.NotNil(t, block, "docs/architecture.md's imports block")
	want, order := map[string][]string{}, []string(nil)
	for _, line := range strings.Split(strings.TrimSpace(string(block[1])), "\n") {
		pkg, deps, ok := strings.Cut(line, "->")
		require.True(t, ok, "%q: want PACKAGE -> IMPORTS", line)
		pkg = strings.TrimSpace(pkg)
		list := strings.Fields(deps)
		if strings.Contains(deps, "(the standard library only)") {
			list = nil
		}
		want[pkg] = slices.Sorted(slices.Values(list))
		order = append(order, pkg)
	}
	return want, order
}

// TestTheArchitecturePageIsTheImportGraph: every package's imports are those
// docs/architecture.md lists, both ways, every arrow points up the list (no
// import runs back down), and the rules hold: bt imports only the standard
// library; only game and main import Ebitengine, so every other package's
// tests run without a display; entity has no file handling; cmd/spritegen
// needs neither the world nor the sprites it draws.
func TestTheArchitecturePageIsTheImportGraph(t *testing.T) {
	got := imports(t)
	want, order := documented(t)
	assert.ElementsMatch(t, slices.Collect(maps.Keys(got)), order, "the page lists every package, once")
	for pkg, deps := range got {
		assert.Equal(t, want[pkg], deps, "what %s imports", pkg)
	}
	for i, pkg := range order {
		for _, dep := range want[pkg] {
			if j := slices.Index(order, dep); j >= 0 {
				assert.Less(t, j, i, "%s imports %s, listed after it: an import runs back down", pkg, dep)
			}
		}
	}
	assert.Empty(t, got["bt"], "bt imports only the standard library")
	for pkg, deps := range got {
		if pkg != "game" && pkg != "main" {
			assert.NotContains(t, deps, "github.com/hajimehoshi/ebiten/v2", "%s imports Ebitengine", pkg)
		}
		if pkg != "game" {
			assert.NotContains(t, deps, "github.com/ebitengine/oto/v3", "%s plays sound: only game does", pkg)
		}
	}
	for _, files := range []string{"config", "github.com/BurntSushi/toml", "github.com/fsnotify/fsnotify", "ai"} {
		assert.NotContains(t, got["entity"], files, "entity is the world and its rules: no file handling")
	}
	assert.NotContains(t, got["cmd/spritegen"], "entity")
	assert.NotContains(t, got["cmd/spritegen"], "assets", "spritegen must build without the sprites it makes")
}
