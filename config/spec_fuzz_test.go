package config_test

import (
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goodSweep is a sweep spec with every key.
const goodSweep = `bot = "kite"
seconds = 60
seeds = 8
vary = ["player_start", "homes", "bot_noise"]
measure = "damage_taken"
[x]
field = "near.detect"
from = 2.0
to = 8.0
step = 0.5
[y]
field = "near.attack"
from = 0.5
to = 2.0
step = 0.25
`

// FuzzParseSweep checks that any sweep spec gives either file errors or a
// sweep that can run: one or two axes of valid values, within the limits,
// games of at least a tick, one player; never a panic.
func FuzzParseSweep(f *testing.F) {
	f.Add([]byte(goodSweep))
	f.Add([]byte("bot = \"rush\"\nseconds = 0.001\n[x]\nfield = \"\"\nfrom = 1\nto = 2\nstep = 1\n"))
	f.Add([]byte("scenario = \"arena\"\nticks = 10\n[x]\nfield = \"far.attack\"\nfrom = 3\nto = 5\nstep = 1\n[y]\nfield = \"far.min_distance\"\nfrom = 2\nto = 4\nstep = 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := config.ParseSweep("fuzz.toml", data, measures)
		if err != nil {
			assert.NotEmpty(t, config.FileErrors(err), "%v", err)
			return
		}
		checkPlay(t, s.Play)
		require.NotEmpty(t, s.Axes)
		require.LessOrEqual(t, len(s.Axes), 2)
		assert.LessOrEqual(t, s.Cells(), config.MaxSweepCells)
		assert.LessOrEqual(t, s.Cells()*s.Seeds, config.MaxSweepGames)
		for _, a := range s.Axes {
			values := a.Values()
			require.NotEmpty(t, values)
			for _, v := range values {
				assert.NoError(t, a.Field.Check(v))
			}
		}
	})
}

// FuzzParseSearch checks that any search spec gives either file errors or
// a search that can run: 2 to 10 fields whose ranges hold values to try,
// a budget that covers the confirmation, a target with a tolerance; never
// a panic.
func FuzzParseSearch(f *testing.F) {
	f.Add([]byte(goodSearch))
	f.Add([]byte(oneField))
	f.Add([]byte(noFields))
	f.Add([]byte(goodDiversity))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := config.ParseSearch("fuzz.toml", data, measures)
		if err != nil {
			assert.NotEmpty(t, config.FileErrors(err), "%v", err)
			return
		}
		checkPlay(t, s.Play)
		require.GreaterOrEqual(t, len(s.Fields), config.MinSearchFields)
		require.LessOrEqual(t, len(s.Fields), config.MaxSearchFields)
		for _, f := range s.Fields {
			lo, hi := f.Steps()
			require.Less(t, lo, hi)
			assert.NoError(t, f.Field.Check(f.Value(lo)))
			assert.NoError(t, f.Field.Check(f.Value(hi)))
		}
		assert.GreaterOrEqual(t, s.Games, 2*s.Confirm)
		assert.GreaterOrEqual(t, s.Confirm, config.MinConfirmGames)
		assert.LessOrEqual(t, s.Games, config.MaxSearchGames)
		assert.Greater(t, s.Target.Tolerance, 0.0)
		assert.Contains(t, measures, s.Target.Measure)
		if div := s.Diversity; div != nil {
			assert.GreaterOrEqual(t, div.Bins, config.MinDiversityBins)
			assert.LessOrEqual(t, div.Bins, config.MaxDiversityBins)
			for _, d := range []config.Descriptor{div.X, div.Y} {
				assert.Contains(t, measures, d.Measure)
				assert.Less(t, d.From, d.To)
			}
		}
	})
}

// checkPlay checks what a spec's games play.
func checkPlay(t *testing.T, p config.Play) {
	players := 0
	for _, name := range []string{p.Bot, p.Scenario, p.Replay} {
		if name != "" {
			players++
		}
	}
	assert.Equal(t, 1, players)
	assert.GreaterOrEqual(t, p.Ticks, 1)
	assert.LessOrEqual(t, p.Ticks, config.MaxTicks)
}
