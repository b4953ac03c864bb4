//go:build unix

package config_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadFileReadsOnlyRegularFilesWithinTheBound(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "c.toml")
	require.NoError(t, os.WriteFile(file, []byte("x = 1\n"), 0o644))
	link := filepath.Join(dir, "link.toml")
	require.NoError(t, os.Symlink(file, link))
	fifo := filepath.Join(dir, "fifo.toml")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	huge := filepath.Join(dir, "huge.toml") // sparse: it takes no room on the disk
	require.NoError(t, os.WriteFile(huge, nil, 0o644))
	require.NoError(t, os.Truncate(huge, config.MaxFileBytes+1))
	full := filepath.Join(dir, "full.toml")
	require.NoError(t, os.WriteFile(full, nil, 0o644))
	require.NoError(t, os.Truncate(full, config.MaxFileBytes))

	tests := []struct {
		path, want string
	}{
		{file, ""},
		{link, ""},
		{full, ""},
		{"/dev/zero", "/dev/zero: a device, not a regular file"},
		{fifo, fifo + ": a named pipe, not a regular file"},
		{dir, dir + ": a directory, not a regular file"},
		{huge, huge + ": larger than 64 MiB, the most a file may hold"},
		{filepath.Join(dir, "missing.toml"), filepath.Join(dir, "missing.toml") + ": file not found"},
	}
	for _, tc := range tests {
		data, err := config.ReadFile(tc.path)
		if tc.want == "" {
			require.NoError(t, err, tc.path)
			assert.NotEmpty(t, data)
			continue
		}
		require.Error(t, err, tc.path)
		assert.Equal(t, tc.want, err.Error())
	}
}
