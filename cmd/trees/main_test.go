package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
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

func TestTreesTextReadsBackAsTheShippedTrees(t *testing.T) {
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-format", "text"}, &out, &errOut), errOut.String())
	assert.Contains(t, out.String(), "near [reactive selector]\n├─ attack [sequence]\n│  ├─ inAttackRange [condition] playerWithin(attack)\n")
	assert.Contains(t, out.String(), "coward [reactive selector]\n")
	dir := t.TempDir()
	require.Equal(t, 0, run([]string{"-format", "text", "-out", dir}, &out, &errOut))
	out.Reset()
	require.Equal(t, 0, run([]string{"-check", filepath.Join(dir, "near.tree"), filepath.Join(dir, "far.tree")}, &out, &errOut), errOut.String())
	assert.Equal(t, filepath.Join(dir, "near.tree")+": ok\n"+filepath.Join(dir, "far.tree")+": ok\n", out.String())
}

func TestTreesCheckNamesLineAndColumn(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.tree")
	require.NoError(t, os.WriteFile(bad, []byte("near [reactive selector]\n  attack [sequence]\n    x [condition] seesPlayr\n  chase [sequnce]\n"), 0o644))
	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run([]string{"-check", bad}, &out, &errOut))
	assert.Equal(t, bad+`:3:5: unknown leaf "seesPlayr" (did you mean seesPlayer?)`+"\n"+
		bad+":4:10: unknown node kind [sequnce] (did you mean [sequence]?)\n", errOut.String(),
		"every problem in one pass, in the order of the file")
	require.NoError(t, os.WriteFile(bad, []byte("near [reactive selector]\n  attack [sequence]\n    x [condition] lookAround\n"), 0o644))
	errOut.Reset()
	assert.Equal(t, 2, run([]string{"-check", bad, filepath.Join(dir, "missing.tree")}, &out, &errOut))
	assert.Contains(t, errOut.String(), bad+`:3:5: unknown leaf "lookAround" (known: atHome, attack,`)
	assert.Contains(t, errOut.String(), "missing.tree: file not found")
}

func TestTreesVocabularyAndHelp(t *testing.T) {
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-vocabulary"}, &out, &errOut))
	assert.Contains(t, out.String(), "playerWithin(range)")
	assert.Equal(t, 0, run([]string{"-h"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "-check")
}

// TestTreesReportsABrokenTreeBesideTheConfiguration opens the run as every
// command does: the tree files beside -config replace the shipped ones.
func TestTreesReportsABrokenTreeBesideTheConfiguration(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "my.toml"), assets.Config, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "near.tree"), []byte("near [selector]\n  broken [sequence]\n"), 0o644))
	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run([]string{"-config", filepath.Join(dir, "my.toml")}, &out, &errOut))
	assert.Contains(t, errOut.String(), `near.tree:2:3: "broken" [sequence] has no children`)
}

func TestTreesDrawPictures(t *testing.T) {
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-format", "svg", "../../assets/trees/near.tree"}, &out, &errOut), errOut.String())
	assert.True(t, strings.HasPrefix(out.String(), "<?xml"))
	assert.Contains(t, out.String(), "moveToPlayer")
	assert.Equal(t, 2, run([]string{"-format", "png"}, &out, &errOut), "three kinds, one picture each: -out is needed")
	assert.Contains(t, errOut.String(), "give -out DIR")
	if terminal, err := os.OpenFile("/dev/zero", os.O_WRONLY, 0); err == nil { // a character device, as a terminal is
		defer terminal.Close()
		errOut.Reset()
		assert.Equal(t, 2, run([]string{"-format", "png", "../../assets/trees/near.tree"}, terminal, &errOut), "no picture's bytes on a terminal")
		assert.Contains(t, errOut.String(), "-format png writes a picture, not text: give -out DIR")
	}
	dir := t.TempDir()
	out.Reset()
	require.Equal(t, 0, run([]string{"-format", "png", "-out", dir}, &out, &errOut), errOut.String())
	for _, kind := range []string{"near", "far", "coward"} {
		f, err := os.Open(filepath.Join(dir, kind+".png"))
		require.NoError(t, err)
		_, err = png.Decode(f)
		f.Close()
		require.NoError(t, err, kind)
		assert.Contains(t, out.String(), "wrote "+filepath.Join(dir, kind+".png"))
	}
}

func TestTreesDiff(t *testing.T) {
	dir := t.TempDir()
	changed := filepath.Join(dir, "near.tree")
	src := strings.Replace(string(mustRead(t, "../../assets/trees/near.tree")), "chase [reactive sequence]", "chase [sequence]", 1)
	src = strings.Replace(src, "    attackReady [condition]\n", "", 1)
	require.NoError(t, os.WriteFile(changed, []byte(src), 0o644))
	var out, errOut bytes.Buffer
	assert.Equal(t, 1, run([]string{"-diff", "../../assets/trees/near.tree", changed}, &out, &errOut), errOut.String())
	assert.Equal(t, "- near/attack/attackReady [condition]\n~ near/chase [sequence] was reactive sequence\n", out.String())
	out.Reset()
	assert.Equal(t, 0, run([]string{"-diff", changed, changed}, &out, &errOut))
	assert.Equal(t, changed+" and "+changed+": the same tree\n", out.String())
	out.Reset()
	assert.Equal(t, 1, run([]string{"-diff", "-format", "svg", "../../assets/trees/near.tree", changed}, &out, &errOut))
	assert.Contains(t, out.String(), "was reactive")
	errOut.Reset()
	assert.Equal(t, 2, run([]string{"-diff", changed}, &out, &errOut))
	assert.Contains(t, errOut.String(), "-diff needs two tree files")

	called := filepath.Join(dir, "called", "near.tree")
	require.NoError(t, os.MkdirAll(filepath.Dir(called), 0o755))
	src = strings.Replace(string(mustRead(t, "../../assets/trees/near.tree")), "playerWithin(attack)", "playerWithin(detect)", 1)
	src = strings.Replace(src, "moveToPlayer [action]", "moveToPlayer [action] moveHome", 1)
	require.NoError(t, os.WriteFile(called, []byte(src), 0o644))
	out.Reset()
	assert.Equal(t, 1, run([]string{"-diff", "../../assets/trees/near.tree", called}, &out, &errOut), "a leaf's call changed is a change")
	assert.Equal(t, "~ near/attack/inAttackRange [condition] was calling playerWithin(attack)\n~ near/chase/moveToPlayer [action] was calling moveToPlayer\n", out.String())

	pictures := filepath.Join(dir, "pictures")
	out.Reset()
	assert.Equal(t, 1, run([]string{"-diff", "-format", "png", "-out", pictures, "../../assets/trees/near.tree", changed}, &out, &errOut))
	assert.Equal(t, "wrote "+filepath.Join(pictures, "near.diff.png")+"\n", out.String(), "-out takes the drawing, not the terminal")
	assert.True(t, bytes.HasPrefix(mustRead(t, filepath.Join(pictures, "near.diff.png")), []byte("\x89PNG")))
	errOut.Reset()
	assert.Equal(t, 2, run([]string{"-diff", "-out", pictures, "../../assets/trees/near.tree", changed}, &out, &errOut))
	assert.Equal(t, "trees: -out takes the drawing of -format svg or png: -diff writes its list of changes to standard output\n", errOut.String())
	link := filepath.Join(dir, "dangling")
	require.NoError(t, os.Symlink(filepath.Join(dir, "nowhere", "x"), link))
	errOut.Reset()
	assert.Equal(t, 2, run([]string{"-format", "svg", "-out", link, changed}, &out, &errOut))
	assert.Equal(t, "trees: -out: cannot make the folder "+link+": file exists\n", errOut.String())
}

// mustRead returns a file's bytes.
func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return data
}

// TestTreesShowNodesThatAreOffAsTextAndInPictures: a node that is off stays
// in the tree file format's text, which reads back the same, and in the
// pictures, dashed; DOT and diffs show the tree as built.
func TestTreesShowNodesThatAreOffAsTextAndInPictures(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "near.tree")
	src := "near [reactive selector]\n  retreat [sequence, off]\n    hurt [condition] hpBelow(0.5)\n  return [sequence]\n    moveHome [action]\n"
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-format", "text", path}, &out, &errOut), errOut.String())
	assert.Equal(t, "near [reactive selector]\n├─ retreat [sequence, off]\n│  └─ hurt [condition] hpBelow(0.5)\n└─ return [sequence]\n   └─ moveHome [action]\n", out.String())
	out.Reset()
	require.Equal(t, 0, run([]string{path}, &out, &errOut), errOut.String())
	assert.NotContains(t, out.String(), "retreat")
	assert.NotContains(t, out.String(), "hurt")
	out.Reset()
	require.Equal(t, 0, run([]string{"-format", "svg", path}, &out, &errOut), errOut.String())
	assert.Contains(t, out.String(), "sequence, off")
	assert.Contains(t, out.String(), "hurt")
	out.Reset()
	require.Equal(t, 0, run([]string{"-check", path}, &out, &errOut), errOut.String())
	on := filepath.Join(dir, "on.tree")
	require.NoError(t, os.WriteFile(on, []byte(strings.Replace(src, ", off", "", 1)), 0o644))
	out.Reset()
	assert.Equal(t, 1, run([]string{"-diff", path, on}, &out, &errOut))
	assert.Equal(t, "+ near/retreat [sequence]\n+ near/retreat/hurt [condition]\n", out.String(), "switched on, the branch is added to the tree as built")
}
