package atomicfile

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteFileNeverShowsAPartialFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.toml")
	old := bytes.Repeat([]byte("# the old file\n"), 100)
	updated := bytes.Repeat([]byte("# a long new file\n"), 4000)
	require.NoError(t, os.WriteFile(path, old, 0o600))
	var stop atomic.Bool
	var wg sync.WaitGroup
	var reads, bad atomic.Int64
	wg.Add(1)
	go func() {
		defer wg.Done()
		for !stop.Load() {
			data, err := os.ReadFile(path)
			reads.Add(1)
			if err != nil || !(bytes.Equal(data, old) || bytes.Equal(data, updated)) {
				bad.Add(1)
			}
		}
	}()
	for i := range 200 {
		content := old
		if i%2 == 0 {
			content = updated
		}
		_, err := WriteFile(path, content)
		require.NoError(t, err)
	}
	stop.Store(true)
	wg.Wait()
	assert.Positive(t, reads.Load())
	assert.Zero(t, bad.Load(), "a reader saw something else than the old or the new file")
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the file keeps its permissions")
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}

func TestWriteFileRefusesAReadOnlyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.toml")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o444))
	_, err := WriteFile(path, []byte("new"))
	require.Error(t, err)
	assert.ErrorIs(t, err, errReadOnly)
	assert.Equal(t, "save "+path+": the file is read-only; make it writable or save elsewhere", err.Error())
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "old", string(data), "the file is untouched")
}

// TestAFolderThatTakesNoFileIsNamed: when no file can be made beside the
// one written (a folder gone, or read-only), the message names the user's
// file and its folder, not the temporary file.
func TestAFolderThatTakesNoFileIsNamed(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ path, want string }{
		{filepath.Join(dir, "gone", "r.json"), "save " + filepath.Join(dir, "gone", "r.json") + ": cannot make a file in " + filepath.Join(dir, "gone") + ": no such file or directory"},
	}
	if os.Getuid() != 0 { // root writes anywhere
		locked := filepath.Join(dir, "locked")
		require.NoError(t, os.Mkdir(locked, 0o555))
		tests = append(tests, struct{ path, want string }{filepath.Join(locked, "r.json"),
			"save " + filepath.Join(locked, "r.json") + ": cannot make a file in " + locked + ": permission denied"})
	}
	for _, tc := range tests {
		_, err := WriteFile(tc.path, []byte("new"))
		assert.EqualError(t, err, tc.want)
		assert.NotContains(t, err.Error(), ".tmp")
	}
}

func TestWriteFileRemovesStaleTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.toml")
	stale := filepath.Join(dir, ".c.toml.123.tmp")
	fresh := filepath.Join(dir, ".c.toml.456.tmp")
	other := filepath.Join(dir, ".other.toml.789.tmp")
	for _, f := range []string{stale, fresh, other} {
		require.NoError(t, os.WriteFile(f, []byte("half"), 0o644))
	}
	old := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(stale, old, old))
	require.NoError(t, os.Chtimes(other, old, old))

	_, err := WriteFile(path, []byte("new"))
	require.NoError(t, err)

	tests := []struct {
		file   string
		exists bool
	}{
		{stale, false},
		{fresh, true}, // may be another write under way
		{other, true}, // another file's
		{path, true},
	}
	for _, tc := range tests {
		_, err := os.Stat(tc.file)
		assert.Equal(t, tc.exists, err == nil, tc.file)
	}
}

// TestCreateReplacesTheFileOnlyOnCommit: a stream written through Create
// leaves the old file as it was until Commit puts the whole in its place;
// Abort, or a stream never finished, leaves the old file and no
// temporary file (Abort) behind.
func TestCreateReplacesTheFileOnlyOnCommit(t *testing.T) {
	for _, tc := range []struct {
		name   string
		commit bool
		want   string
	}{
		{"committed", true, "new\nstream\n"},
		{"aborted", false, "old\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "t.jsonl")
			require.NoError(t, os.WriteFile(path, []byte("old\n"), 0o640))
			f, err := Create(path)
			require.NoError(t, err)
			for _, part := range []string{"new\n", "stream\n"} {
				_, err := f.WriteString(part)
				require.NoError(t, err)
				data, err := os.ReadFile(path)
				require.NoError(t, err)
				assert.Equal(t, "old\n", string(data), "the old file while the stream is written")
			}
			if tc.commit {
				require.NoError(t, f.Commit())
			} else {
				f.Abort()
			}
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(data))
			info, err := os.Stat(path)
			require.NoError(t, err)
			assert.Equal(t, os.FileMode(0o640), info.Mode().Perm())
			entries, err := os.ReadDir(dir)
			require.NoError(t, err)
			assert.Len(t, entries, 1, "no temporary file left")
		})
	}
}

// TestRemoveUnfinishedLeavesTheOldFiles: what a program stopped by a
// signal removes (RemoveUnfinished): the temporary files of the streams it
// was writing, the files they would have replaced as they were; a stream
// committed before stays.
func TestRemoveUnfinishedLeavesTheOldFiles(t *testing.T) {
	dir := t.TempDir()
	done, half := filepath.Join(dir, "done.jsonl"), filepath.Join(dir, "half.jsonl")
	require.NoError(t, os.WriteFile(half, []byte("old\n"), 0o644))
	d, err := Create(done)
	require.NoError(t, err)
	_, err = d.WriteString("whole\n")
	require.NoError(t, err)
	require.NoError(t, d.Commit())
	h, err := Create(half)
	require.NoError(t, err)
	_, err = h.WriteString("half of a trace")
	require.NoError(t, err)
	RemoveUnfinished()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 2, "no temporary file left")
	data, err := os.ReadFile(half)
	require.NoError(t, err)
	assert.Equal(t, "old\n", string(data))
	data, err = os.ReadFile(done)
	require.NoError(t, err)
	assert.Equal(t, "whole\n", string(data))
}
