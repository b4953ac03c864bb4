package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// flatTreeFile writes a tree file of a root and 999 leaves, named after
// prefix, and returns its path.
func flatTreeFile(t *testing.T, prefix string) string {
	var b strings.Builder
	b.WriteString("root [selector]\n")
	for i := range 999 {
		fmt.Fprintf(&b, "  %s%d [action] moveHome\n", prefix, i)
	}
	path := filepath.Join(t.TempDir(), "flat.tree")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
	return path
}

// svgWidth returns the width an SVG picture declares.
func svgWidth(t *testing.T, svg []byte) float64 {
	m := regexp.MustCompile(`<svg[^>]*width="([0-9.]+)pt"`).FindSubmatch(svg)
	require.NotNil(t, m, "%.300s", svg)
	w, err := strconv.ParseFloat(string(m[1]), 64)
	require.NoError(t, err)
	return w
}

// TestTreesDrawAFlatTreeWithinBounds: a flat tree of 1,000 nodes drew
// 211,812 pixels wide and its diff 479,544; they now wrap into rows, and
// the pictures stay within what viewers open.
func TestTreesDrawAFlatTreeWithinBounds(t *testing.T) {
	flat := flatTreeFile(t, "leaf")
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-format", "svg", flat}, &out, &errOut), errOut.String())
	assert.LessOrEqual(t, svgWidth(t, out.Bytes()), float64(treegraph.WrapWidth+24))
	assert.Empty(t, errOut.String(), "drawn at its size")

	out.Reset()
	require.Equal(t, 1, run([]string{"-diff", "-format", "svg", flat, flatTreeFile(t, "other")}, &out, &errOut), errOut.String())
	assert.LessOrEqual(t, svgWidth(t, out.Bytes()), float64(treegraph.WrapWidth+24))
}

// TestTreesSayWhenAPictureIsDrawnSmaller: a tree whose families cannot
// wrap is drawn within treegraph.MaxPictureSide, and trees says so.
func TestTreesSayWhenAPictureIsDrawnSmaller(t *testing.T) {
	var b strings.Builder
	b.WriteString("root [sequence]\n")
	for i := range 499 {
		fmt.Fprintf(&b, "  %064d [inverter]\n    c%063d [condition] seesPlayer\n", i, i)
	}
	path := filepath.Join(t.TempDir(), "wide.tree")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-format", "svg", path}, &out, &errOut), errOut.String())
	assert.LessOrEqual(t, svgWidth(t, out.Bytes()), float64(treegraph.MaxPictureSide)+1)
	assert.Regexp(t, `^trees: wide is \d+ x \d+ pixels: drawn at \d+% of its size, within 16384 pixels a side\n$`, errOut.String())
}
