package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/sweep"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTuneNeverWritesOverWhatItReads checks that a run whose files in -out
// would write over a file it reads (also through a link), or leave replays
// of an earlier run beside its results, or could not write a file at the
// end, is refused, exit 2, before any game, with every file as it was.
func TestTuneNeverWritesOverWhatItReads(t *testing.T) {
	dir := t.TempDir()
	at := func(name string) string { return filepath.Join(dir, name) }
	write := func(name, text string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(at(name)), 0o755))
		require.NoError(t, os.WriteFile(at(name), []byte(text), 0o644))
	}
	link := func(name, target string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(at(name)), 0o755))
		require.NoError(t, os.Symlink(target, at(name)))
	}
	write("sweep.toml", smallSpec)
	write("my.toml", string(assets.Config))
	write("mine.toml", `config = "my.toml"`+"\n"+smallSpec)
	write("search.toml", smallSearch)
	write("mine-search.toml", `config = "my.toml"`+"\n"+smallSearch)
	write("again/best.toml", string(assets.Config))
	write("next.toml", `config = "again/best.toml"`+"\n"+smallSearch)
	write("elite.toml", `config = "elites/elites/elite-2.toml"`+"\n"+smallSearch)
	write("elites/elites/elite-2.toml", string(assets.Config))
	link("linked/results.csv", "../sweep.toml")
	link("linked-config/summary.txt", "../my.toml")
	link("linked-search/best.toml", "../my.toml")
	write("stale/replays/cell0099-seed001.json", "{}")
	write("stale-search/replays/confirm-seed9.json", "{}")
	write("dir-csv/results.csv/keep", "")
	write("file-replays/replays", "not a folder")
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"the spec through a link", []string{"-spec", at("sweep.toml"), "-out", at("linked")},
			"-out " + at("linked/results.csv") + " is the same file as -spec " + at("sweep.toml")},
		{"the config through a link", []string{"-spec", at("mine.toml"), "-out", at("linked-config")},
			"-out " + at("linked-config/summary.txt") + " is the same file as the spec's config " + at("my.toml")},
		{"the last search's winner", []string{"-spec", at("next.toml"), "-out", at("again")},
			"-out " + at("again/best.toml") + " is the same file as the spec's config " + at("again/best.toml")},
		{"a search's config through a link", []string{"-spec", at("mine-search.toml"), "-out", at("linked-search")},
			"-out " + at("linked-search/best.toml") + " is the same file as the spec's config " + at("my.toml")},
		{"an elite", []string{"-spec", at("elite.toml"), "-out", at("elites")},
			"-out " + at("elites/elites/elite-2.toml") + " is the same file as the spec's config"},
		{"replays of an earlier sweep", []string{"-spec", at("sweep.toml"), "-out", at("stale"), "-replays"},
			"-out " + at("stale") + ": " + at("stale/replays") + " holds 1 replays of an earlier run (like cell0099-seed001.json)"},
		{"replays of an earlier search", []string{"-spec", at("search.toml"), "-out", at("stale-search")},
			"-out " + at("stale-search") + ": " + at("stale-search/replays") + " holds 1 replays of an earlier run (like confirm-seed9.json)"},
		{"a folder where a file goes", []string{"-spec", at("sweep.toml"), "-out", at("dir-csv")},
			"-out: cannot write " + at("dir-csv/results.csv") + ": a directory"},
		{"a file where the replays go", []string{"-spec", at("sweep.toml"), "-out", at("file-replays"), "-replays"},
			"-out " + at("file-replays") + ": " + at("file-replays/replays") + " is a file, not a folder: -replays writes the games there"},
	}
	before := map[string]string{}
	for _, name := range []string{"sweep.toml", "my.toml", "again/best.toml", "elites/elites/elite-2.toml", "stale/replays/cell0099-seed001.json"} {
		before[name] = readFile(t, at(name))
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runTune(append(tc.args, "-ticks", "10")...)
			assert.Equal(t, 2, code, stderr)
			assert.Empty(t, stdout)
			assert.True(t, strings.HasPrefix(stderr, "tune: "+tc.msg), "%s\nwant tune: %s", stderr, tc.msg)
			assert.NotContains(t, stderr, "games of", "no estimate: nothing ran")
		})
	}
	for name, text := range before {
		assert.Equal(t, text, readFile(t, at(name)), name)
	}
	target, err := os.Readlink(at("linked/results.csv"))
	require.NoError(t, err)
	assert.Equal(t, "../sweep.toml", target, "the link stays a link")
}

// TestTheFilesCheckedAreTheFilesWritten: every file a sweep, a shard, a
// merge and a search write into -out is one the check before the first
// game knows of, by name or pattern.
func TestTheFilesCheckedAreTheFilesWritten(t *testing.T) {
	spec, search := writeSpec(t, smallSpec), writeSpec(t, smallSearch)
	sw, err := sweep.Load(spec)
	require.NoError(t, err)
	shards := t.TempDir()
	for i := range 3 {
		code, _, stderr := runTune("-spec", spec, "-shard", fmt.Sprintf("%d/3", i+1), "-out", filepath.Join(shards, strconv.Itoa(i+1)), "-ticks", "30")
		require.Equal(t, 0, code, stderr)
	}
	tests := []struct {
		name  string
		args  []string
		wrote written
	}{
		{"a sweep", []string{"-spec", spec, "-replays", "-ticks", "30"}, sweepWrites(sw, options{replays: true})},
		{"a shard", []string{"-spec", spec, "-shard", "2/3", "-ticks", "30"}, sweepWrites(sw, options{run: sweep.Options{Shard: 2, Shards: 3}})},
		{"a merge", []string{"-merge", filepath.Join(shards, "1"), filepath.Join(shards, "2"), filepath.Join(shards, "3")}, mergeWrites},
		{"a search", []string{"-spec", search, "-replays", "-ticks", "30"}, searchWrites(options{replays: true})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			code, _, stderr := runTune(append([]string{"-out", out}, tc.args...)...)
			require.Contains(t, []int{0, 3}, code, stderr)
			require.NoError(t, filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				rel, err := filepath.Rel(out, path)
				require.NoError(t, err)
				known := slices.Contains(tc.wrote.files, rel)
				for _, p := range tc.wrote.patterns {
					ok, _ := filepath.Match(p, rel)
					known = known || ok
				}
				assert.True(t, known, "%s writes %s, which the check does not know", tc.name, rel)
				return nil
			}))
		})
	}
}
