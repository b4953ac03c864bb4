package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// schedulerVars are the variables -shard auto reads.
var schedulerVars = []string{"JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_STEP"}

// setScheduler sets the scheduler's variables for a test, and unsets the
// others.
func setScheduler(t *testing.T, env map[string]string) {
	for _, name := range schedulerVars {
		t.Setenv(name, "")
		os.Unsetenv(name)
	}
	for name, value := range env {
		t.Setenv(name, value)
	}
}

func TestShardAutoReadsTheSchedulersIndex(t *testing.T) {
	spec := writeSpec(t, smallSpec)
	tests := []struct {
		env  map[string]string
		code int
		msg  string
	}{
		{map[string]string{"JOB_COMPLETION_INDEX": "1"}, 0, "tune: shard 2 of 3, from JOB_COMPLETION_INDEX=1 (Kubernetes Indexed Job)\n"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5"}, 0,
			"tune: shard 3 of 3, from SLURM_ARRAY_TASK_ID=7 minus SLURM_ARRAY_TASK_MIN=5 (Slurm job array)\n"},
		{nil, 2, "tune: -shard auto/3: neither JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) nor SLURM_ARRAY_TASK_ID (a Slurm job array) is set\n"},
		{map[string]string{"JOB_COMPLETION_INDEX": "3"}, 2,
			"tune: -shard auto/3: JOB_COMPLETION_INDEX=3 (Kubernetes Indexed Job) is index 3 of the array, out of range: 3 shards are indices 0 to 2\n"},
		{map[string]string{"JOB_COMPLETION_INDEX": "-1"}, 2, `JOB_COMPLETION_INDEX="-1" is not a whole number from 0 to 2147483647`},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "-9223372036854775808", "SLURM_ARRAY_TASK_MIN": "9223372036854775807"}, 2,
			`SLURM_ARRAY_TASK_ID="-9223372036854775808" is not a whole number from 0 to 2147483647`},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "9223372036854775807"}, 2,
			`SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_MIN="9223372036854775807" is not a whole number from 0 to 2147483647`},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "2"}, 0,
			"tune: shard 3 of 3, from (SLURM_ARRAY_TASK_ID=5 minus SLURM_ARRAY_TASK_MIN=1) over SLURM_ARRAY_TASK_STEP=2 (Slurm job array)\n"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "2"}, 0,
			"tune: shard 2 of 3, from (SLURM_ARRAY_TASK_ID=3 minus SLURM_ARRAY_TASK_MIN=1) over SLURM_ARRAY_TASK_STEP=2"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "1"}, 0,
			"tune: shard 2 of 3, from SLURM_ARRAY_TASK_ID=2 minus SLURM_ARRAY_TASK_MIN=1 (Slurm job array)\n"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "2"}, 2,
			"tune: -shard auto/3: SLURM_ARRAY_TASK_ID=4 minus SLURM_ARRAY_TASK_MIN=1 is not a whole number of SLURM_ARRAY_TASK_STEP=2 steps\n"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "0"}, 2,
			`tune: -shard auto/3: SLURM_ARRAY_TASK_STEP="0" is not a whole number above 0`},
		{map[string]string{"JOB_COMPLETION_INDEX": strings.Repeat("x", 1000)}, 2, `JOB_COMPLETION_INDEX="xxxxxxxxxx`},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "4"}, 2, `SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_MIN="" is not a whole number from 0`},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "9", "SLURM_ARRAY_TASK_MIN": "5"}, 2, "is index 4 of the array, out of range"},
	}
	for _, tc := range tests {
		setScheduler(t, tc.env)
		out := filepath.Join(t.TempDir(), "out")
		code, _, stderr := runTune("-spec", spec, "-out", out, "-ticks", "60", "-shard", "auto/3")
		assert.Equal(t, tc.code, code, "%v: %s", tc.env, stderr)
		assert.Contains(t, stderr, tc.msg, "%v", tc.env)
		assert.Less(t, len(stderr), 400, "one short line")
		if tc.code == 2 {
			assert.Equal(t, 1, strings.Count(stderr, "\n"), stderr)
			assert.NoDirExists(t, out)
		}
	}
}

// pictures are the files a whole sweep writes.
var pictures = []string{"results.csv", "manifest.json", "heatmap.png", "heatmap.svg", "summary.txt"}

// TestMergeIsOneRun splits a sweep into three shards by a Kubernetes
// Indexed Job's variable, merges them, and compares every file with one
// run's.
func TestMergeIsOneRun(t *testing.T) {
	spec := writeSpec(t, smallSpec)
	dir := t.TempDir()
	var shards []string
	for i := range 3 {
		setScheduler(t, map[string]string{"JOB_COMPLETION_INDEX": string(rune('0' + i))})
		out := filepath.Join(dir, "shard-"+string(rune('0'+i)))
		code, _, stderr := runTune("-spec", spec, "-out", out, "-ticks", "300", "-shard", "auto/3")
		require.Equal(t, 0, code, stderr)
		shards = append(shards, out)
	}
	one := filepath.Join(dir, "one")
	code, _, stderr := runTune("-spec", spec, "-out", one, "-ticks", "300")
	require.Equal(t, 0, code, stderr)
	merged := filepath.Join(dir, "merged")
	code, stdout, stderr := runTune("-merge", "-out", merged, shards[2], shards[0], shards[1])
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "merged 3 shards: wrote "+filepath.Join(merged, "results.csv"))
	for _, name := range pictures {
		assert.Equal(t, readFile(t, filepath.Join(one, name)), readFile(t, filepath.Join(merged, name)), name)
	}
}

// TestMergeRefusesShardsThatAreNotOneSweep checks every mismatch: one line
// naming the shard, exit 2, nothing written.
func TestMergeRefusesShardsThatAreNotOneSweep(t *testing.T) {
	dir := t.TempDir()
	shard := func(spec, name string, args ...string) string {
		out := filepath.Join(dir, name)
		code, _, stderr := runTune(append([]string{"-spec", spec, "-out", out, "-ticks", "60"}, args...)...)
		require.Equal(t, 0, code, stderr)
		return out
	}
	spec := writeSpec(t, smallSpec)
	a1, a2, a3 := shard(spec, "a1", "-shard", "1/3"), shard(spec, "a2", "-shard", "2/3"), shard(spec, "a3", "-shard", "3/3")
	other := shard(writeSpec(t, strings.Replace(smallSpec, "seeds = 2", "seeds = 3", 1)), "other", "-shard", "2/3")
	longer := shard(spec, "longer", "-shard", "2/3", "-ticks", "61")
	halves := shard(spec, "half", "-shard", "1/2")
	changed := shard(spec, "changed", "-shard", "3/3")
	require.NoError(t, os.WriteFile(filepath.Join(changed, "results.csv"), []byte("3,1,1,0,0,100,0,0,0,0,0\n"), 0o644))
	tests := []struct {
		dirs []string
		msg  string
	}{
		{[]string{a1, a3}, "tune: -merge: shard 2 of 3 is missing (the folders hold 2)"},
		{[]string{a1, a2, a2, a3}, "tune: -merge: " + a2 + ": shard 2 of 3 again, also in " + a2},
		{[]string{a1, other, a3}, "tune: -merge: " + other + ": shard of another spec or its files"},
		{[]string{a1, longer, a3}, "tune: -merge: " + longer + ": games of 61 ticks, but " + a1 + " played 60"},
		{[]string{a1, a2, halves}, "tune: -merge: " + halves + ": shard 1 of 2, but " + a1 + " is of 3 shards"},
		{[]string{a1, a2, changed}, "tune: -merge: " + changed + ": results.csv is not the one its manifest describes"},
		{[]string{a1, a2, dir}, "tune: -merge: " + dir + ": not a shard's folder"},
	}
	for _, tc := range tests {
		out := filepath.Join(t.TempDir(), "merged")
		code, stdout, stderr := runTune(append([]string{"-merge", "-out", out}, tc.dirs...)...)
		assert.Equal(t, 2, code, stderr)
		assert.Empty(t, stdout)
		assert.True(t, strings.HasPrefix(stderr, tc.msg), "%s\nwant %s", stderr, tc.msg)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), stderr)
		assert.NoDirExists(t, out)
	}
	csv := readFile(t, filepath.Join(a1, "results.csv"))
	code, _, stderr := runTune("-merge", "-out", a1, a1, a2, a3)
	assert.Equal(t, 2, code, stderr)
	assert.Equal(t, "tune: -merge: -out "+filepath.Join(a1, "results.csv")+" is the same file as the shard "+filepath.Join(a1, "results.csv")+
		": an output must not overwrite an input or another output\n", stderr)
	assert.Equal(t, csv, readFile(t, filepath.Join(a1, "results.csv")), "the shard as it was")
}
