package sweep

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestJitterMovesStartAndHomesWithinTheArena(t *testing.T) {
	base, err := config.ParseConfig("c.toml", assets.Config)
	require.NoError(t, err)
	for seed := range uint64(20) {
		text, err := jitter(assets.Config, seed, true, true)
		require.NoError(t, err)
		moved, err := config.ParseConfig("moved.toml", text)
		require.NoError(t, err, "the varied file is a valid configuration")
		start := moved.Arena.PlayerStart
		assert.LessOrEqual(t, start.Dist(base.Arena.PlayerStart), startJitter*1.5)
		assert.True(t, moved.Arena.Contains(start))
		require.Len(t, moved.Enemies, len(base.Enemies))
		for i, e := range moved.Enemies {
			assert.LessOrEqual(t, e.Home.Dist(base.Enemies[i].Home), homeJitter*1.5)
		}
		assert.Equal(t, base.Kinds, moved.Kinds, "kinds stay as they were")
		again, err := jitter(assets.Config, seed, true, true)
		require.NoError(t, err)
		assert.Equal(t, text, again, "the same seed moves them the same way")
	}
	text, err := jitter(assets.Config, 3, false, true)
	require.NoError(t, err)
	moved, err := config.ParseConfig("moved.toml", text)
	require.NoError(t, err)
	assert.Equal(t, base.Arena.PlayerStart, moved.Arena.PlayerStart, "only what is asked moves")
}

// load writes a spec and loads it.
func load(t testing.TB, spec string) *Sweep {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.toml")
	require.NoError(t, os.WriteFile(path, []byte(spec), 0o644))
	sw, err := Load(path)
	require.NoError(t, err)
	return sw
}

func TestCellsGoRowByRow(t *testing.T) {
	sw := load(t, "bot = \"rush\"\nticks = 10\n[x]\nfield = \"near.detect\"\nfrom = 1.0\nto = 2.0\nstep = 0.5\n"+
		"[y]\nfield = \"far.attack\"\nfrom = 3.0\nto = 4.0\nstep = 1.0\n")
	var got []string
	for _, c := range sw.Cells() {
		got = append(got, c[0].String()+" "+c[1].String())
	}
	assert.Equal(t, []string{"near.detect=1 far.attack=3", "near.detect=1.5 far.attack=3", "near.detect=2 far.attack=3",
		"near.detect=1 far.attack=4", "near.detect=1.5 far.attack=4", "near.detect=2 far.attack=4"}, got)
}

// BenchmarkSweep1000Games plays 1,000 one-minute games (125 cells, 8 seeds)
// of the default configuration, arena and waves, with a kiting bot, on
// every core: the README's sweep figure.
func BenchmarkSweep1000Games(b *testing.B) {
	sw := load(b, `bot = "kite"
seconds = 60
seeds = 8
vary = ["player_start", "homes", "bot_noise"]
[x]
field = "near.detect"
from = 2.0
to = 8.0
step = 0.25
[y]
field = "near.attack"
from = 0.5
to = 1.5
step = 0.25
`)
	require.Equal(b, 1000, len(sw.Cells())*sw.Spec.Seeds)
	for b.Loop() {
		_, err := sw.Run(Options{})
		require.NoError(b, err)
	}
}

// BenchmarkPlots169Cells writes the heat maps (PNG and SVG) of a 13 x 13
// sweep.
func BenchmarkPlots169Cells(b *testing.B) {
	sw := load(b, "bot = \"kite\"\nticks = 60\nseeds = 2\n[x]\nfield = \"near.detect\"\nfrom = 2.0\nto = 8.0\nstep = 0.5\n"+
		"[y]\nfield = \"near.attack\"\nfrom = 0.5\nto = 3.5\nstep = 0.25\n")
	results, err := sw.Run(Options{})
	require.NoError(b, err)
	require.Equal(b, 169, len(sw.Cells()))
	dir := b.TempDir()
	for b.Loop() {
		require.NoError(b, sw.WritePlots(dir, results))
	}
}

// TestACSVThatIsNotTheSweepsIsRefusedBriefly: a shard's CSV whose cell, or
// one of whose measures, is wrong is refused with the row and a bounded
// excerpt of what it holds, however long the field; a measure that is not
// a finite number (NaN, Inf) is refused as one that is no number.
func TestACSVThatIsNotTheSweepsIsRefusedBriefly(t *testing.T) {
	sw := load(t, "bot = \"rush\"\nticks = 10\n[x]\nfield = \"near.detect\"\nfrom = 1.0\nto = 2.0\nstep = 1.0\n")
	good := "2,1,0,0,100,0,0,0,0,0\n" // the second shard of two: the second cell, near.detect=2
	huge := strings.Repeat("9", 5_000_000)
	tests := []struct{ name, row, want string }{
		{"a measure of NaN", "2,1,NaN,0,100,0,0,0,0,0\n", `row 1: damage_taken "NaN" is not a finite number`},
		{"a measure of Inf", "2,1,0,+Inf,100,0,0,0,0,0\n", `row 1: player_hits "+Inf" is not a finite number`},
		{"a measure of five million digits", "2,1," + huge + "x,0,100,0,0,0,0,0\n", `row 1: damage_taken "` + strings.Repeat("9", 40) + `…" is not a finite number`},
		{"a cell of five million digits", huge + ",1,0,0,100,0,0,0,0,0\n", `row 1 is "` + strings.Repeat("9", 40) + `…", not the cell and seed 2,1`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sw.ReadCSV(strings.NewReader(tc.row), 2, 2)
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
		})
	}
	_, err := sw.ReadCSV(strings.NewReader(good), 2, 2)
	require.NoError(t, err, "the rows as a run writes them")
}
