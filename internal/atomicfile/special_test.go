//go:build unix

package atomicfile

import (
	"net"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/enemyai/enemyai/internal/pipedrain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWriteFileWritesThroughSymlinks checks that a link to a file (a
// dotfile, say) stays a link and its target gets the new content, also
// through a chain of relative links, and that a dangling link creates its
// target.
func TestWriteFileWritesThroughSymlinks(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "real"), 0o755))
	target := filepath.Join(dir, "real", "c.toml")
	require.NoError(t, os.WriteFile(target, []byte("old"), 0o600))
	link := filepath.Join(dir, "link.toml")
	require.NoError(t, os.Symlink("real/c.toml", link))
	chain := filepath.Join(dir, "chain.toml")
	require.NoError(t, os.Symlink("link.toml", chain))
	dangling := filepath.Join(dir, "new.toml")
	require.NoError(t, os.Symlink("real/new.toml", dangling))

	for _, path := range []string{link, chain} {
		require.NoError(t, Check(path))
		_, err := WriteFile(path, []byte("new via "+filepath.Base(path)))
		require.NoError(t, err)
		info, err := os.Lstat(path)
		require.NoError(t, err)
		assert.NotZero(t, info.Mode()&os.ModeSymlink, "%s is still a link", path)
		data, err := os.ReadFile(target)
		require.NoError(t, err)
		assert.Equal(t, "new via "+filepath.Base(path), string(data))
		info, err = os.Stat(target)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the target keeps its permissions")
	}
	require.NoError(t, Check(dangling))
	_, err := WriteFile(dangling, []byte("made"))
	require.NoError(t, err)
	data, err := os.ReadFile(filepath.Join(dir, "real", "new.toml"))
	require.NoError(t, err)
	assert.Equal(t, "made", string(data))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 4, "no temporary file beside the links")

	loop := filepath.Join(dir, "loop")
	require.NoError(t, os.Symlink("loop", loop))
	_, err = WriteFile(loop, []byte("x"))
	assert.ErrorIs(t, err, errLinkLoop)
	assert.ErrorIs(t, Check(loop), errLinkLoop)
}

// TestWriteFileWritesToAPipeAsItIs checks that a named pipe gets the data
// and stays a pipe.
func TestWriteFileWritesToAPipeAsItIs(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "out.fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	require.NoError(t, Check(fifo), "checking does not open the pipe, which would wait for a reader")
	got := pipedrain.Drain(fifo)
	_, err := WriteFile(fifo, []byte("through the pipe"))
	require.NoError(t, err)
	select {
	case data := <-got:
		assert.Equal(t, "through the pipe", string(data))
	case <-time.After(10 * time.Second):
		t.Fatal("the reader got nothing: the pipe was replaced")
	}
	info, err := os.Lstat(fifo)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&os.ModeNamedPipe, "still a pipe")
}

// TestWriteFileFailsOnAFullDevice writes to /dev/full, which takes no data:
// the write fails as writing to it does, and the device stays a device.
func TestWriteFileFailsOnAFullDevice(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full here")
	}
	require.NoError(t, Check("/dev/full"))
	_, err := WriteFile("/dev/full", []byte("data"))
	assert.ErrorIs(t, err, syscall.ENOSPC)
	assert.Equal(t, "write /dev/full: no space left on device", err.Error())
	link := filepath.Join(t.TempDir(), "summary.txt")
	require.NoError(t, os.Symlink("/dev/full", link))
	_, err = WriteFile(link, []byte("data"))
	assert.Equal(t, link+": write /dev/full: no space left on device", err.Error(), "through a link: the path named, then the device")
	info, err := os.Lstat("/dev/full")
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&os.ModeCharDevice, "/dev/full is still a device")
}

func TestWriteFileRefusesWhatIsNoFile(t *testing.T) {
	dir := t.TempDir()
	sock := filepath.Join(dir, "s.sock")
	l, err := net.Listen("unix", sock)
	require.NoError(t, err)
	defer l.Close()
	tests := []struct {
		path string
		want error
	}{
		{dir, errDirectory},
		{sock, errNotFile},
	}
	for _, tc := range tests {
		assert.ErrorIs(t, Check(tc.path), tc.want, tc.path)
		_, err := WriteFile(tc.path, []byte("x"))
		assert.ErrorIs(t, err, tc.want, tc.path)
	}
	info, err := os.Lstat(sock)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&os.ModeSocket, "the socket is still a socket")
}

func TestCheckFindsWhatWouldFailBeforeWriting(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	require.NoError(t, os.WriteFile(file, []byte("x"), 0o644))
	readOnly := filepath.Join(dir, "ro")
	require.NoError(t, os.WriteFile(readOnly, []byte("x"), 0o444))
	tests := []struct {
		path string
		want error
	}{
		{filepath.Join(dir, "new.json"), nil},
		{file, nil},
		{filepath.Join(dir, "missing", "new.json"), errNoFolder},
		{filepath.Join(file, "new.json"), syscall.ENOTDIR},
		{readOnly, errReadOnly},
	}
	for _, tc := range tests {
		err := Check(tc.path)
		if tc.want == nil {
			assert.NoError(t, err, tc.path)
			continue
		}
		assert.ErrorIs(t, err, tc.want, tc.path)
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 2, "checking leaves no file behind")
}
