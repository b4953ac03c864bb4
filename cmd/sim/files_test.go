//go:build unix

package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/internal/pipedrain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSimRefusesInputsThatAreNoFilesAndOutputsOverInputs covers what used
// to read without end (a device, a pipe) or overwrite what the run reads
// (-trace over the configuration, the replay or a tree file), or fail only
// after the whole run (-timeline into a missing folder): each is one line,
// exit 2, before the first tick, and every file is left as it was.
func TestSimRefusesInputsThatAreNoFilesAndOutputsOverInputs(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "c.toml")
	require.NoError(t, os.WriteFile(cfg, assets.Config, 0o644))
	tree := filepath.Join(dir, "near.tree")
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(tree, shipped, 0o644))
	fifo := filepath.Join(dir, "fifo.toml")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	replay := filepath.Join(dir, "r.json")
	recorded := recordReplay(t)
	data, err := os.ReadFile(recorded)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(replay, data, 0o644))
	linked := filepath.Join(dir, "link.toml")
	require.NoError(t, os.Symlink("c.toml", linked))
	scenario := []string{"-scenario", "arena", "-ticks", "60"}

	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"a device as the configuration", append(scenario, "-config", "/dev/zero"), "sim: /dev/zero: a device, not a regular file\n"},
		{"a pipe as the scenario", []string{"-scenario", fifo}, "sim: " + fifo + ": a named pipe, not a regular file\n"},
		{"a folder as the replay", []string{"-replay", dir}, "sim: " + dir + ": a directory, not a regular file\n"},
		{"a device as a tree", append(scenario, "-tree", "near=/dev/urandom"), "sim: /dev/urandom: a device, not a regular file\n"},
		{"the trace over the configuration", append(scenario, "-config", cfg, "-trace", cfg),
			"sim: -trace " + cfg + " is the same file as -config " + cfg + ": an output must not overwrite an input or another output\n"},
		{"the trace over the configuration through a link", append(scenario, "-config", cfg, "-trace", linked),
			"sim: -trace " + linked + " is the same file as -config " + cfg + ": an output must not overwrite an input or another output\n"},
		{"the trace over a tree beside the configuration", append(scenario, "-config", cfg, "-trace", tree),
			"sim: -trace " + tree + " is the same file as the tree file of near " + tree + ": an output must not overwrite an input or another output\n"},
		{"the trace over the replay", []string{"-replay", replay, "-trace", replay},
			"sim: -trace " + replay + " is the same file as -replay " + replay + ": an output must not overwrite an input or another output\n"},
		{"the timeline over the trace", append(scenario, "-trace", filepath.Join(dir, "new.out"), "-timeline", filepath.Join(dir, ".", "new.out")),
			"sim: -timeline " + filepath.Join(dir, "new.out") + " is the same file as -trace " + filepath.Join(dir, "new.out") + ": an output must not overwrite an input or another output\n"},
		{"the timeline into a missing folder", append(scenario, "-timeline", filepath.Join(dir, "missing", "t.svg")),
			"sim: -timeline: cannot write " + filepath.Join(dir, "missing", "t.svg") + ": the folder does not exist\n"},
		{"the timeline into a folder", append(scenario, "-timeline", dir), "sim: -timeline: cannot write " + dir + ": a directory: name a file\n"},
	}
	before := snapshot(t, dir)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runSim(tc.args...)
			assert.Equal(t, 2, code)
			assert.Equal(t, tc.msg, errOut)
			assert.Empty(t, out, "nothing ran")
		})
	}
	assert.Equal(t, before, snapshot(t, dir), "every file is as it was")
}

// TestSimWritesThroughLinksAndToDevices checks that -timeline and -trace
// write through a link to its target, to /dev/null as it is, and that
// /dev/full fails the write with its reason.
func TestSimWritesThroughLinksAndToDevices(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.svg")
	link := filepath.Join(dir, "t.svg")
	require.NoError(t, os.Symlink("real.svg", link))
	code, _, errOut := runSim("-scenario", "arena", "-ticks", "30", "-timeline", link, "-trace", "/dev/null")
	require.Equal(t, 0, code, errOut)
	info, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&os.ModeSymlink, "the link stays a link")
	svg, err := os.ReadFile(target)
	require.NoError(t, err)
	assert.Contains(t, string(svg), "<svg")

	code, _, errOut = runSim("-scenario", "arena", "-ticks", "30", "-timeline", "/dev/full")
	assert.Equal(t, 2, code)
	assert.Equal(t, "sim: -timeline: write /dev/full: no space left on device\n", errOut)
	info, err = os.Lstat("/dev/full")
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&os.ModeCharDevice, "/dev/full is still a device")
}

// TestSimTracesIntoAPipeItsReaderOpensLate: -trace into a named pipe waits
// for the pipe's reader, who gets the whole trace however late they come.
// The trace was opened for reading too, so nothing waited: the run wrote
// into the pipe's buffer and ended, and what it wrote was lost.
func TestSimTracesIntoAPipeItsReaderOpensLate(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "trace.fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	done := make(chan int, 1)
	go func() {
		code, _, _ := runSim("-scenario", "near_chase", "-ticks", "10", "-trace", fifo)
		done <- code
	}()
	time.Sleep(300 * time.Millisecond) // the run has long written its ten ticks, had it not waited
	got := pipedrain.Drain(fifo)
	var data []byte
	select {
	case data = <-got:
	case <-time.After(10 * time.Second):
		if f, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil { // lets the reader go
			f.Close()
		}
		t.Fatal("no writer came: the run had ended, its trace lost in the pipe")
	}
	assert.Equal(t, 0, <-done)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, lines, 20, "ten ticks of near-1 and the player")
	assert.Contains(t, lines[19], `{"tick":10,"id":"player"`)
}

// snapshot returns the names, kinds and contents of the files in dir.
func snapshot(t *testing.T, dir string) map[string]string {
	files := map[string]string{}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		info, err := e.Info()
		require.NoError(t, err)
		files[e.Name()] = info.Mode().String()
		if info.Mode().IsRegular() {
			data, err := os.ReadFile(filepath.Join(dir, e.Name()))
			require.NoError(t, err)
			files[e.Name()] += " " + string(data)
		}
	}
	return files
}
