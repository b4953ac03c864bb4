//go:build unix

package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTreesRefuseInputsThatAreNoFilesAndOutputsOverInputs: a device or a
// pipe is refused as a tree file, with one line, and -out never writes a
// tree's picture or text over a tree file it reads or over another output.
func TestTreesRefuseInputsThatAreNoFilesAndOutputsOverInputs(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.tree")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	near := filepath.Join(dir, "near.tree")
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(near, []byte("# my own\n"+string(shipped)), 0o644))
	other := filepath.Join(t.TempDir(), "near.tree")
	require.NoError(t, os.WriteFile(other, shipped, 0o644))
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"a device to check", []string{"-check", "/dev/zero"}, "/dev/zero: a device, not a regular file\n"},
		{"a pipe to compare", []string{"-diff", near, fifo}, fifo + ": a named pipe, not a regular file\n"},
		{"a device to draw", []string{"/dev/urandom"}, "trees: /dev/urandom: a device, not a regular file\n"},
		{"the text over the tree it is made of", []string{"-format", "text", "-out", dir, near},
			"trees: -out " + near + " is the same file as the tree file " + near + ": an output must not overwrite an input or another output\n"},
		{"two trees of one name", []string{"-out", dir, near, other},
			"trees: -out " + filepath.Join(dir, "near.dot") + " is the same file as -out " + filepath.Join(dir, "near.dot") + ": an output must not overwrite an input or another output\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			assert.Equal(t, 2, run(tc.args, &out, &errOut))
			assert.Equal(t, tc.msg, errOut.String())
		})
	}
	data, err := os.ReadFile(near)
	require.NoError(t, err)
	assert.Equal(t, "# my own\n"+string(shipped), string(data), "the tree file is as it was")
	_, err = os.Stat(filepath.Join(dir, "near.dot"))
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing was written")
}
