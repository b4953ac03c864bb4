package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/sweep"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smallSpec is a quick sweep of 3 x 2 cells and 2 seeds.
const smallSpec = `bot = "kite"
seconds = 60
seeds = 2
vary = ["player_start", "homes", "bot_noise"]
measure = "damage_taken"

[x]
field = "near.detect"
from = 3.0
to = 5.0
step = 1.0

[y]
field = "near.attack"
from = 1.0
to = 1.5
step = 0.5
`

func writeSpec(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "spec.toml")
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func runTune(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut, false)
	return code, out.String(), errOut.String()
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(data)
}

func TestTuneWritesResultsPlotsAndASummary(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := runTune("-spec", writeSpec(t, smallSpec), "-out", out, "-ticks", "600")
	require.Equal(t, 0, code, stderr)
	csv := readFile(t, filepath.Join(out, "results.csv"))
	lines := strings.Split(strings.TrimSpace(csv), "\n")
	assert.Equal(t, "near.detect,near.attack,seed,"+strings.Join(session.MeasureNames, ","), lines[0])
	assert.Len(t, lines, 1+6*2, "a row per cell and seed")
	assert.True(t, strings.HasPrefix(lines[1], "3,1,1,"), lines[1])
	assert.True(t, strings.HasPrefix(lines[2], "3,1,2,"), lines[2])
	assert.True(t, strings.HasPrefix(lines[3], "4,1,1,"), lines[3])
	assert.True(t, strings.HasPrefix(lines[12], "5,1.5,2,"), lines[12])

	f, err := os.Open(filepath.Join(out, "heatmap.png"))
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Greater(t, img.Bounds().Dx(), 500)
	svg := readFile(t, filepath.Join(out, "heatmap.svg"))
	assert.Contains(t, svg, "<svg")
	assert.Contains(t, svg, "near.detect")
	assert.Contains(t, svg, "near.attack")

	summary := readFile(t, filepath.Join(out, "summary.txt"))
	assert.Contains(t, summary, "6 cells x 2 seeds, damage_taken (mean over seeds):\n  lowest:  near.detect=")
	assert.Contains(t, stdout, summary)
}

// TestTuneIsTheSameForAnyWorkersAndShards checks that the CSV does not
// depend on the number of workers, and that shards concatenated in order
// are the whole sweep's file.
func TestTuneIsTheSameForAnyWorkersAndShards(t *testing.T) {
	spec := writeSpec(t, smallSpec)
	csvOf := func(args ...string) string {
		out := t.TempDir()
		code, _, stderr := runTune(append([]string{"-spec", spec, "-out", out, "-ticks", "400"}, args...)...)
		require.Equal(t, 0, code, stderr)
		return readFile(t, filepath.Join(out, "results.csv"))
	}
	whole := csvOf("-workers", "1")
	assert.Equal(t, whole, csvOf("-workers", "4"))
	assert.Equal(t, whole, csvOf("-shard", "1/4")+csvOf("-shard", "2/4")+csvOf("-shard", "3/4")+csvOf("-shard", "4/4"))
	assert.Equal(t, 3, strings.Count(whole, "\n3,")+strings.Count(whole, "\n5,")+strings.Count(whole, "\n4,")-9,
		"the rows vary by cell and seed")
}

// TestTuneReplaysReproduceTheirRows opens every replay a sweep wrote and
// plays it: its outcome is the CSV's row.
func TestTuneReplaysReproduceTheirRows(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := runTune("-spec", writeSpec(t, smallSpec), "-out", out, "-ticks", "900", "-replays")
	require.Equal(t, 0, code, stderr)
	rows := strings.Split(strings.TrimSpace(readFile(t, filepath.Join(out, "results.csv"))), "\n")[1:]
	differ := 0
	for i, row := range rows {
		s, err := session.LoadReplay(filepath.Join(out, "replays", sweep.ReplayName(i/2, uint64(i%2+1))))
		require.NoError(t, err)
		var o session.Outcome
		for s.Replaying() {
			s.Advance(entity.PlayerIntent{})
			o.Observe(s.World)
		}
		var want []string
		for _, m := range o.Measures() {
			want = append(want, strconv.FormatFloat(m, 'g', -1, 64))
		}
		assert.True(t, strings.HasSuffix(row, ","+strings.Join(want, ",")), "row %d: %s, replayed %v", i+1, row, want)
		if row != rows[0] {
			differ++
		}
	}
	assert.Positive(t, differ, "the games differ")
}

func TestTuneRefusesABadSpecBeforeRunning(t *testing.T) {
	edit := func(old, new string) string { return strings.Replace(smallSpec, old, new, 1) }
	tests := []struct {
		spec, msg string
	}{
		{edit(`field = "near.detect"`, `field = "near.sight"`), `spec.toml:8: x.field: near.sight: "sight" is not a tunable field`},
		{edit(`field = "near.detect"`, `field = "boss.detect"`), `spec.toml:8: x.field: boss.detect=3: no kind "boss" (kinds: coward, far, near)`},
		{edit("step = 1.0", "step = 0.0"), "spec.toml:11: x.step: must be greater than 0, got 0"},
		{edit("to = 5.0", "to = 2.0"), "spec.toml:10: x.to: 2 is below from 3: a range runs upwards"},
		{edit("step = 1.0", "step = 0.0001"), "spec.toml:11: x.step: 0.0001 gives more than 10000 values from 3 to 5"},
		{strings.NewReplacer("step = 1.0", "step = 0.01", "step = 0.5", "step = 0.005").Replace(smallSpec),
			"spec.toml:7: x: the sweep has 20301 cells: at most 10000"},
		{strings.NewReplacer("step = 1.0", "step = 0.05", "step = 0.5", "step = 0.25", "seeds = 2", "seeds = 1000").Replace(smallSpec),
			"spec.toml:3: seeds: the sweep plays 123000 games (123 cells x 1000 seeds): at most 100000"},
		{edit(`bot = "kite"`, `bot = "sprint"`), `spec.toml:1: bot: "sprint" is not a bot (bots: rush, kite)`},
		{edit(`measure = "damage_taken"`, `measure = "fun"`), `spec.toml:5: measure: "fun" is not a measure`},
		{edit("seeds = 2", "seeds = 2\nsteps = 3"), `spec.toml:4: steps: unknown key`},
		{edit(`"bot_noise"]`, `"weather"]`), `spec.toml:4: vary: "weather" cannot vary`},
		// Found only after every game before: a panic, a message without
		// file or line, a 0-tick game.
		{edit(`field = "near.detect"`, `field = ""`), `spec.toml:8: x.field: "": want KIND.FIELD`},
		{strings.NewReplacer(`"near.detect"`, `"far.attack"`, "from = 3.0", "from = 3.0", "to = 5.0", "to = 5.0",
			`"near.attack"`, `"far.min_distance"`, "from = 1.0", "from = 2.0", "to = 1.5", "to = 3.0", "step = 0.5", "step = 1.0").Replace(smallSpec),
			"spec.toml:14: y.field: in the cell far.attack=3 far.min_distance=3: far.min_distance=3: a ranged kind's attack 3 must be above its min_distance 3"},
		{edit("seconds = 60", "seconds = 0.001"), "spec.toml:2: seconds: 0.001 s is less than one tick (1/60 s)"},
		{edit("seconds = 60", "seconds = 60\nconfig = \"/etc/passwd\""), "/etc/passwd:1"},
	}
	for _, tc := range tests {
		t.Run(tc.msg, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			code, stdout, stderr := runTune("-spec", writeSpec(t, tc.spec), "-out", out)
			assert.Equal(t, 2, code)
			assert.Empty(t, stdout)
			assert.Contains(t, stderr, tc.msg)
			assert.NoDirExists(t, out, "nothing ran")
		})
	}
}

func TestTuneFlags(t *testing.T) {
	spec := writeSpec(t, smallSpec)
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"-h"}, 0, "Usage: tune -spec FILE -out DIR"},
		{nil, 2, "-spec FILE and -out DIR are required"},
		{[]string{"-spec", "s"}, 2, "-out DIR is required: the folder the results go into"},
		{[]string{"-out", "o"}, 2, "-spec FILE is required"},
		{[]string{"-spec", "s", "-out", "o", "-shard", "5/4"}, 2, `-shard "5/4": want I/N with 1 <= I <= N`},
		{[]string{"-spec", "s", "-out", "o", "-workers", "-1"}, 2, "-workers -1: must not be negative"},
		{[]string{"-spec", "/nonexistent/s.toml", "-out", "o"}, 2, "/nonexistent/s.toml: file not found"},
		{[]string{"-merge", "-out", "o", "-ticks", "60", "a", "b"}, 2, "tune: -merge plays no game, it puts the shards' results together: leave -ticks out (tune -h lists the flags)\n"},
		{[]string{"-merge", "-out", "o", "-replays", "a"}, 2, "leave -replays out"},
		{[]string{"-merge", "-shard", "1/2", "-out", "o", "a"}, 2, "leave -shard out"},
		{[]string{"-spec", spec, "-out", filepath.Join(t.TempDir(), "o"), "-shard", "1/100000"}, 2,
			"tune: -shard 1/100000: the sweep has 6 cells: at most 6 shards, or a shard would play nothing\n"},
		{[]string{"-spec", spec, "-out", filepath.Join(t.TempDir(), "o"), "-shard", "auto/7"}, 2, "-shard auto/7: the sweep has 6 cells"},
		{[]string{"-spec", spec, "-out", filepath.Join(t.TempDir(), "o"), "-workers", "1000000", "-ticks", "10"}, 0, "tune: 12 games of 10 ticks on 12 workers"},
	}
	for _, tc := range tests {
		code, _, stderr := runTune(tc.args...)
		assert.Equal(t, tc.code, code, "%v", tc.args)
		assert.Contains(t, stderr, tc.msg, "%v", tc.args)
	}
}

// TestTuneNamesTheFileAsWrittenWhenSeedsVaryIt checks that a problem in a
// spec's configuration names the line the user wrote, not the line of the
// file a seed moved things in.
func TestTuneNamesTheFileAsWrittenWhenSeedsVaryIt(t *testing.T) {
	dir := t.TempDir()
	broken := strings.Replace(string(assets.Config), "detect = 4.0", "detect = -4.0", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "my.toml"), []byte(broken), 0o644))
	spec := filepath.Join(dir, "spec.toml")
	require.NoError(t, os.WriteFile(spec, []byte("config = \"my.toml\"\n"+smallSpec), 0o644))
	code, _, stderr := runTune("-spec", spec, "-out", filepath.Join(dir, "out"))
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "my.toml:25: kinds.near.detect: must be greater than 0, got -4")
	assert.NotContains(t, stderr, "moved it")
}

// TestTuneChecksItsOutputBeforeTheFirstGame checks that an -out tune
// cannot write into is refused, exit 2, before anything runs.
func TestTuneChecksItsOutputBeforeTheFirstGame(t *testing.T) {
	dir := t.TempDir()
	spec := writeSpec(t, smallSpec)
	file := filepath.Join(dir, "file.txt")
	require.NoError(t, os.WriteFile(file, []byte("keep me"), 0o644))
	dangling, loop := filepath.Join(dir, "dangling"), filepath.Join(dir, "loop")
	require.NoError(t, os.Symlink(filepath.Join(dir, "nowhere"), dangling))
	require.NoError(t, os.Symlink(loop, loop))
	tests := []struct{ out, msg string }{
		{dangling, "-out " + dangling + ": a link that leads to no folder (what it names is missing, or the links loop)"},
		{loop, "-out " + loop + ": a link that leads to no folder"},
		{file, "-out " + file + ": is a file, not a folder"},
		{spec, "-out " + spec + ": is a file, not a folder"},
		{"/dev/full", "-out /dev/full: is a file, not a folder"},
		{filepath.Join(file, "sub"), "-out " + filepath.Join(file, "sub") + ": " + file + " is a file, not a folder"},
		{"/proc/tune-out", "-out /proc/tune-out: cannot write in /proc"},
		{filepath.Join(dir, strings.Repeat("x", 10000)), "xxxx: file name too long"},
	}
	for _, tc := range tests {
		code, stdout, stderr := runTune("-spec", spec, "-out", tc.out)
		assert.Equal(t, 2, code, tc.out)
		assert.Empty(t, stdout)
		assert.Contains(t, stderr, tc.msg)
		assert.NotContains(t, stderr, "games of", "no estimate: nothing ran")
		assert.Less(t, len(stderr), 400, "one short line")
	}
	assert.Equal(t, "keep me", readFile(t, file))
	assert.Equal(t, smallSpec, readFile(t, spec))
	if os.Getuid() != 0 { // root writes anywhere
		locked := filepath.Join(dir, "locked")
		require.NoError(t, os.Mkdir(locked, 0o555))
		code, _, stderr := runTune("-spec", spec, "-out", filepath.Join(locked, "out"))
		assert.Equal(t, 2, code)
		assert.Contains(t, stderr, "cannot write in "+locked)
	}
}

// TestTuneEstimatesBeforeItRuns checks the estimate tune prints before the
// first game, and that a run beyond the bounds needs -large.
func TestTuneEstimatesBeforeItRuns(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	code, _, stderr := runTune("-spec", writeSpec(t, smallSpec), "-out", out, "-ticks", "60", "-replays", "-workers", "2")
	require.Equal(t, 0, code, stderr)
	assert.Regexp(t, `tune: 12 games of 60 ticks on 2 workers: about [0-9.]+ s, replays about [0-9.]+ KB \(estimated from a sample game\)`, stderr)

	huge := strings.NewReplacer("seconds = 60", "ticks = 10000000", "seeds = 2", "seeds = 1000").Replace(smallSpec)
	code, stdout, stderr := runTune("-spec", writeSpec(t, huge), "-out", filepath.Join(t.TempDir(), "huge"))
	assert.Equal(t, 2, code)
	assert.Empty(t, stdout)
	assert.Regexp(t, `tune: 6000 games of 10000000 ticks on (1 worker|\d+ workers): about [0-9.]+ (hours|days)`, stderr)
	assert.Contains(t, stderr, "more than 60 minutes: -large runs it anyway")
}

// TestTheShippedSweepLoads checks the example in assets/sweeps.
func TestTheShippedSweepLoads(t *testing.T) {
	sw, err := sweep.Load("../../assets/sweeps/near_detect_attack.toml")
	require.NoError(t, err)
	assert.Equal(t, 13*7, len(sw.Cells()))
}
