package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/sweep"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smallSearch is a quick search of two fields; tests play its games short.
const smallSearch = `bot = "kite"
seconds = 60
vary = ["player_start", "homes", "bot_noise"]
games = 700

[target]
measure = "damage_taken"
value = 5
tolerance = 4

[[fields]]
field = "far.detect"
from = 3.0
to = 10.0

[[fields]]
field = "far.cooldown"
from = 0.5
to = 4.5
`

// searchFiles are the files a search writes.
var searchFiles = []string{"results.csv", "best.toml", "search.png", "search.svg", "summary.txt"}

func TestTuneSearchWritesItsFilesTheSameForAnyWorkers(t *testing.T) {
	spec := writeSpec(t, smallSearch)
	outs := map[string]string{}
	for _, workers := range []string{"1", "3"} {
		out := filepath.Join(t.TempDir(), "out")
		code, stdout, stderr := runTune("-spec", spec, "-out", out, "-ticks", "60", "-workers", workers, "-replays")
		require.Contains(t, []int{0, notConfirmed}, code, stderr)
		summary := readFile(t, filepath.Join(out, "summary.txt"))
		assert.Contains(t, stdout, summary)
		if code == 0 {
			assert.Contains(t, summary, "\nCONFIRMED on ")
		} else {
			assert.Contains(t, summary, "\nNOT CONFIRMED on ")
		}
		assert.Contains(t, stdout, "play it: go run . -config "+filepath.Join(out, "best.toml"))
		assert.Regexp(t, `tune: 700 games of 60 ticks on (1 worker|\d+ workers): about [0-9.]+ s, replays about`, stderr)
		assert.Regexp(t, `tune: \d+ games in [0-9.]+ s, [0-9.]+ s of CPU time`, stderr)
		outs[workers] = out
	}
	for _, name := range searchFiles {
		assert.Equal(t, readFile(t, filepath.Join(outs["1"], name)), readFile(t, filepath.Join(outs["3"], name)), name)
	}
	assertConfirmationReplays(t, outs["3"])
	rows := strings.Split(strings.TrimSpace(readFile(t, filepath.Join(outs["1"], "results.csv"))), "\n")
	assert.Equal(t, "candidate,stage,far.detect,far.cooldown,seed,"+strings.Join(session.MeasureNames, ","), rows[0])
	assert.LessOrEqual(t, len(rows)-1, 700)
	cfg := loadConfig(t, filepath.Join(outs["1"], "best.toml")) // a configuration the game and cmd/sim load
	last := strings.Split(rows[len(rows)-1], ",")
	assert.Equal(t, "confirm", last[1])
	assert.Equal(t, last[2], strconv.FormatFloat(cfg.Kinds["far"].Detect, 'g', -1, 64), "the winner's values")
	assert.Equal(t, last[3], strconv.FormatFloat(cfg.Kinds["far"].Cooldown, 'g', -1, 64))
}

// assertConfirmationReplays opens the replays of the winner's
// confirmation games in a search's folder and plays them: each is its CSV
// row.
func assertConfirmationReplays(t *testing.T, out string) {
	rows := strings.Split(strings.TrimSpace(readFile(t, filepath.Join(out, "results.csv"))), "\n")[1:]
	replays, err := os.ReadDir(filepath.Join(out, "replays"))
	require.NoError(t, err)
	confirm := 0
	for _, row := range rows {
		cols := strings.Split(row, ",")
		if cols[1] != sweep.StageConfirm {
			continue
		}
		confirm++
		if confirm > 5 {
			continue // a few are enough to replay
		}
		seed, err := strconv.ParseUint(cols[4], 10, 64)
		require.NoError(t, err)
		s, err := session.LoadReplay(filepath.Join(out, "replays", sweep.ConfirmReplayName(seed)))
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
		assert.Equal(t, strings.Join(want, ","), strings.Join(cols[5:], ","), "seed %d", seed)
	}
	assert.Equal(t, confirm, len(replays), "a replay for every confirmation game, and only those")
	assert.GreaterOrEqual(t, confirm, config.MinConfirmGames)
}

func TestTuneSearchRefusesWhatItCannotDo(t *testing.T) {
	spec := writeSpec(t, smallSearch)
	code, _, stderr := runTune("-spec", spec, "-out", filepath.Join(t.TempDir(), "o"), "-shard", "1/2")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "tune: -shard 1/2: a search runs on one machine")

	bad := writeSpec(t, strings.Replace(smallSearch, "from = 3.0", "from = -3.0", 1))
	out := filepath.Join(t.TempDir(), "o")
	code, stdout, stderr := runTune("-spec", bad, "-out", out)
	assert.Equal(t, 2, code)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "spec.toml:13: fields[1].from: detect -3: must be from 0.25 to 40")
	assert.NoDirExists(t, out)
}

// TestTheShippedSearchLoads checks the search in assets/sweeps.
func TestTheShippedSearchLoads(t *testing.T) {
	sw, se, err := sweep.Open("../../assets/sweeps/far_fair_fight.toml")
	require.NoError(t, err)
	assert.Nil(t, sw)
	assert.Equal(t, 10000, se.Spec.Games)
	assert.Equal(t, config.Target{Measure: "damage_taken", Value: 50, Tolerance: 5}, se.Spec.Target)
}

// TestTuneSearchWritesTheTreesBesideBestToml checks that a search on a
// configuration with its own tree file writes that file beside best.toml,
// which then plays it wherever it is.
func TestTuneSearchWritesTheTreesBesideBestToml(t *testing.T) {
	dir := t.TempDir()
	tree := "# Near, but it never gives up.\nnear [reactive selector]\n  attack [sequence]\n    inAttackRange [condition] playerWithin(attack)\n" +
		"    attackReady [condition]\n    strike [stateful action] attack\n  chase [action] moveToPlayer\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "near.tree"), []byte(tree), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "my.toml"), assets.Config, 0o644))
	spec := filepath.Join(dir, "spec.toml")
	require.NoError(t, os.WriteFile(spec, []byte("config = \"my.toml\"\n"+smallSearch), 0o644))
	out := filepath.Join(dir, "out")
	code, stdout, stderr := runTune("-spec", spec, "-out", out, "-ticks", "30")
	require.Contains(t, []int{0, notConfirmed}, code, stderr)
	assert.Equal(t, tree, readFile(t, filepath.Join(out, "near.tree")))
	assert.NoFileExists(t, filepath.Join(out, "far.tree"), "shipped trees stay shipped")
	assert.Contains(t, readFile(t, filepath.Join(out, "best.toml")), "# The rest is "+filepath.Join(dir, "my.toml")+" as it was.")
	s, err := session.New(session.Origin{ConfigName: "best.toml", Config: []byte(readFile(t, filepath.Join(out, "best.toml"))), TreeDir: out})
	require.NoError(t, err, stdout)
	assert.Equal(t, filepath.Join(out, "near.tree"), s.Origin().Trees["near.tree"].Path, "best.toml plays the tree beside it")
}

// TestTuneDiversityWritesEveryElite checks that a search for distinct
// settings writes each elite as a configuration, best first.
func TestTuneDiversityWritesEveryElite(t *testing.T) {
	spec := writeSpec(t, smallSearch+"[diversity]\n[diversity.x]\nmeasure = \"shots\"\nfrom = 0\nto = 2\n[diversity.y]\nmeasure = \"kills\"\nfrom = 0\nto = 1\n")
	out := filepath.Join(t.TempDir(), "out")
	code, stdout, stderr := runTune("-spec", spec, "-out", out, "-ticks", "60")
	require.Contains(t, []int{0, notConfirmed}, code, stderr)
	assert.Contains(t, stdout, "wrote the ")
	assert.Contains(t, stdout, "elites, best first, as "+filepath.Join(out, "elites", "elite-N.toml"))
	first := loadConfig(t, filepath.Join(out, "elites", "elite-1.toml"))
	best := loadConfig(t, filepath.Join(out, "best.toml"))
	if code == notConfirmed {
		assert.Equal(t, best.Kinds["far"], first.Kinds["far"], "no elite confirmed: the best elite is the winner")
	}
	assert.Contains(t, readFile(t, filepath.Join(out, "summary.txt")), "distinct settings by shots x kills (4 x 4 bins), best first:")
}

// loadConfig reads and checks the configuration file at path.
func loadConfig(t *testing.T, path string) *entity.Config {
	t.Helper()
	cfg, err := config.ParseConfig(path, []byte(readFile(t, path)))
	require.NoError(t, err, path)
	return cfg
}
