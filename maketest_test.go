package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// makeList returns the patterns of a Makefile variable like
// "RACE_PKGS := ./bt/... ./entity/...".
func makeList(t *testing.T, makefile, name string) []string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + name + ` :?= (.*)$`).FindStringSubmatch(makefile)
	require.NotNil(t, m, "the Makefile's %s", name)
	return strings.Fields(m[1])
}

// covers reports whether a package ("./ai", "." for the root) matches one of
// the go package patterns.
func covers(patterns []string, pkg string) bool {
	return slices.ContainsFunc(patterns, func(p string) bool {
		p = strings.TrimSuffix(p, "/")
		if base, ok := strings.CutSuffix(p, "/..."); ok {
			return pkg == base || strings.HasPrefix(pkg, base+"/")
		}
		return pkg == p
	})
}

// TestMakeTestAndMakeFuzzCoverEveryPackage: every package with tests is in
// one of make test's lists, and every package with a fuzz target in make
// fuzz's, so that a new package cannot go untested by the README's command
// and CI.
func TestMakeTestAndMakeFuzzCoverEveryPackage(t *testing.T) {
	data, err := os.ReadFile("Makefile")
	require.NoError(t, err)
	mk := string(data)
	tested := append(append(makeList(t, mk, "RACE_PKGS"), makeList(t, mk, "PLAIN_PKGS")...), makeList(t, mk, "DISPLAY_PKGS")...)
	fuzzed := makeList(t, mk, "FUZZ_PKGS")
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}|{{len .TestGoFiles}}|{{len .XTestGoFiles}}", "./...").Output()
	require.NoError(t, err)
	wd, err := os.Getwd()
	require.NoError(t, err)
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "|")
		pkg := "." + strings.TrimPrefix(f[0], wd)
		if f[1] == "0" && f[2] == "0" {
			continue
		}
		assert.True(t, covers(tested, pkg), "make test does not run %s's tests", pkg)
		if hasFuzzTarget(t, f[0]) {
			assert.True(t, covers(fuzzed, pkg), "make fuzz does not fuzz %s", pkg)
		}
	}
}

// hasFuzzTarget reports whether a package's folder has a fuzz target.
func hasFuzzTarget(t *testing.T, dir string) bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	require.NoError(t, err)
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		if strings.Contains(string(data), "\nfunc Fuzz") {
			return true
		}
	}
	return false
}
