package config_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadFSReadsOnlyARegularFileWithinTheBound reads files as dropped on
// the game: a regular file is read; a directory, a pipe, a missing file
// and one beyond the bound are refused with their name and why.
func TestReadFSReadsOnlyARegularFileWithinTheBound(t *testing.T) {
	fsys := fstest.MapFS{
		"near.tree": {Data: []byte("near [sequence]\n")},
		"trees":     {Mode: fs.ModeDir},
		"pipe.tree": {Mode: fs.ModeNamedPipe},
		"huge.tree": {Data: []byte(strings.Repeat("#", config.MaxFileBytes+1))},
	}
	data, err := config.ReadFS(fsys, "near.tree")
	require.NoError(t, err)
	assert.Equal(t, "near [sequence]\n", string(data))
	tests := []struct{ name, want string }{
		{"trees", "trees: a directory, not a regular file"},
		{"pipe.tree", "pipe.tree: a named pipe, not a regular file"},
		{"gone.tree", "gone.tree: " + config.FileNotFound},
		{"huge.tree", "huge.tree: larger than 64 MiB, the most a file may hold"},
	}
	for _, tc := range tests {
		_, err := config.ReadFS(fsys, tc.name)
		assert.EqualError(t, err, tc.want, tc.name)
	}
}
