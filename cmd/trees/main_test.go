package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTreesWritesDOTAndText(t *testing.T) {
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-out", dir}, &out, &errOut), errOut.String())
	dot, err := os.ReadFile(filepath.Join(dir, "near.dot"))
	require.NoError(t, err)
	assert.Contains(t, string(dot), `digraph "near" {`)
	assert.Contains(t, string(dot), `label="strike\nstateful action"`)
	out.Reset()
	require.Equal(t, 0, run([]string{"-format", "text"}, &out, &errOut))
	assert.Contains(t, out.String(), "far [reactive selector]\n├─ attack [sequence]\n")
	assert.Equal(t, 2, run([]string{"-format", "svg"}, &out, &errOut))
}
