package config_test

import (
	"math"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// measures stands for session.MeasureNames, which config does not import.
var measures = []string{"damage_taken", "player_hits", "player_hp", "player_died", "died_at", "kills", "shots", "shots_hit"}

// goodSearch is a search spec with every key.
const goodSearch = `bot = "kite"
seconds = 60
vary = ["player_start", "homes", "bot_noise"]
games = 10000
confirm = 400
seed = 7

[target]
measure = "damage_taken"
value = 50
tolerance = 5

[[fields]]
field = "far.detect"
from = 3.0
to = 10.0

[[fields]]
field = "far.cooldown"
from = 0.5
to = 4.5

[[constraints]]
measure = "player_hits"
at_least = 3

[[constraints]]
field = "far.detect"
at_least = 4.5
`

func TestParseSearchReadsEveryKey(t *testing.T) {
	sweep, s, err := config.ParseSpec("s.toml", []byte(goodSearch), measures)
	require.NoError(t, err)
	assert.Nil(t, sweep)
	assert.Equal(t, "kite", s.Bot)
	assert.Equal(t, 3600, s.Ticks)
	assert.Equal(t, 10000, s.Games)
	assert.Equal(t, 400, s.Confirm)
	assert.Equal(t, uint64(7), s.Seed)
	assert.Equal(t, config.Target{Measure: "damage_taken", Value: 50, Tolerance: 5}, s.Target)
	require.Len(t, s.Fields, 2)
	assert.Equal(t, "far.detect", s.Fields[0].Name())
	assert.Equal(t, 4.5, s.Fields[0].From, "the field's constraint narrows its range")
	assert.Equal(t, 10.0, s.Fields[0].To)
	assert.Equal(t, 14, s.Fields[0].At)
	lo, hi := s.Fields[1].Steps()
	assert.Equal(t, []int64{500, 4500}, []int64{lo, hi})
	assert.Equal(t, 0.5, s.Fields[1].Value(lo))
	require.Len(t, s.Constraints, 2)
	assert.Equal(t, "player_hits >= 3", s.Constraints[0].String())
	assert.True(t, math.IsInf(s.Constraints[0].AtMost, 1))
	assert.Equal(t, 23, s.Constraints[0].At)

	defaults, err := config.ParseSearch("s.toml", []byte(strings.NewReplacer("confirm = 400\n", "", "seed = 7\n", "").Replace(goodSearch)), measures)
	require.NoError(t, err)
	assert.Equal(t, config.MinConfirmGames, defaults.Confirm)
	assert.Equal(t, uint64(1), defaults.Seed)
}

func TestParseSpecTellsASweepFromASearch(t *testing.T) {
	sweep, search, err := config.ParseSpec("s.toml", []byte("bot = \"kite\"\nticks = 10\n[x]\nfield = \"near.detect\"\nfrom = 1.0\nto = 2.0\nstep = 1.0\n"), measures)
	require.NoError(t, err)
	assert.NotNil(t, sweep)
	assert.Nil(t, search)
}

// oneField and noFields are goodSearch with one field and none.
var (
	oneField = strings.Replace(goodSearch, "[[fields]]\nfield = \"far.cooldown\"\nfrom = 0.5\nto = 4.5\n", "", 1)
	noFields = strings.SplitN(goodSearch, "[[fields]]", 2)[0]
)

func TestParseSearchNamesEveryProblemsLine(t *testing.T) {
	edit := func(old, new string) string {
		require.Contains(t, goodSearch, old)
		return strings.Replace(goodSearch, old, new, 1)
	}
	tests := []struct{ spec, msg string }{
		{edit("games = 10000", "games = 0"), "s.toml:4: games: must be from 1 to 1000000, got 0"},
		{edit("games = 10000", "games = 700"), "s.toml:4: games: 700 games cannot search and confirm: at least twice confirm, 800"},
		{edit("games = 10000\n", ""), "s.toml: games: is missing: the budget of games"},
		{edit("confirm = 400", "confirm = 10"), "s.toml:5: confirm: must be from 320 to 500000, got 10"},
		{edit(`measure = "damage_taken"`, `measure = "fun"`), `s.toml:9: target.measure: "fun" is not a measure`},
		{edit("tolerance = 5", "tolerance = 0"), "s.toml:11: target.tolerance: must be greater than 0, got 0"},
		{edit("value = 50", "value = nan"), "s.toml:10: target.value: must be a finite number"},
		{edit("[target]", "[goal]"), "s.toml:8: goal: unknown key"},
		{edit(`field = "far.detect"`, `field = ""`), `s.toml:14: fields[1].field: "": want KIND.FIELD`},
		{edit(`field = "far.detect"`, `field = "far.sight"`), `s.toml:14: fields[1].field: far.sight: "sight" is not a tunable field`},
		{edit(`field = "far.cooldown"`, `field = "far.detect"`), "s.toml:19: fields[2].field: far.detect is tuned twice"},
		{edit("to = 10.0", "to = 3.0"), "s.toml:16: fields[1].to: 3 is not above from 3: a range runs upwards"},
		{edit("to = 10.0", "to = 99.0"), "s.toml:16: fields[1].to: detect 99: must be from 0.25 to 40"},
		{edit("to = 4.5\n", "to = 0.5001\n"), "s.toml:21: fields[2].to: far.cooldown from 0.5 to 0.5001 holds fewer than two values of 3 decimals"},
		{edit("from = 3.0", "step = 3.0"), "s.toml:15: fields[1].step: unknown key"},
		{oneField, "s.toml:13: fields: 1 fields: a search tunes 2 to 10"},
		{noFields, "s.toml: fields: is missing"},
		{edit(`measure = "player_hits"`, `measure = "fun"`), `s.toml:24: constraints[1].measure: "fun" is not a measure`},
		{edit(`measure = "player_hits"`, `measure = "player_hits"`+"\nfield = \"far.detect\""), `s.toml:23: constraints[1]: name one measure = "NAME" or one field = "KIND.FIELD"`},
		{edit("at_least = 3", "at_least = 3\nat_most = 2"), "s.toml:26: constraints[1].at_most: 2 is below at_least 3"},
		{edit("at_least = 3", "atleast = 3"), `s.toml:25: constraints[1].atleast: unknown key (did you mean "at_least"?)`},
		{edit("at_least = 4.5", "at_least = 11"), "s.toml:27: constraints[2]: far.detect >= 11 leaves nothing of the range 3 to 10"},
		{edit("field = \"far.detect\"\nat_least", "field = \"far.speed\"\nat_least"), `s.toml:28: constraints[2].field: "far.speed" is not a field the search tunes`},
		{edit("seconds = 60", "seconds = 0.001"), "s.toml:2: seconds: 0.001 s is less than one tick"},
		{edit("seconds = 60", "seconds = 1e300"), "s.toml:2: seconds: must be at most 166666, got 1e+300"},
		{edit(`bot = "kite"`, ""), `s.toml: bot: name exactly one player: bot = "rush" or "kite", scenario = "FILE" or replay = "FILE"`},
	}
	for _, tc := range tests {
		t.Run(tc.msg, func(t *testing.T) {
			_, err := config.ParseSearch("s.toml", []byte(tc.spec), measures)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
			assert.NotEmpty(t, config.FileErrors(err))
			assert.NotContains(t, err.Error(), "1e+300 s is less than one tick", "a length beyond the bound is said once, as it is")
		})
	}
}

// goodDiversity is goodSearch asking for distinct settings.
const goodDiversity = goodSearch + `
[diversity]
bins = 3
[diversity.x]
measure = "player_died"
from = 0.0
to = 0.6
[diversity.y]
measure = "shots"
from = 0
to = 30
`

func TestParseSearchReadsDiversity(t *testing.T) {
	s, err := config.ParseSearch("s.toml", []byte(goodDiversity), measures)
	require.NoError(t, err)
	require.NotNil(t, s.Diversity)
	assert.Equal(t, config.Diversity{Bins: 3, X: config.Descriptor{Measure: "player_died", To: 0.6}, Y: config.Descriptor{Measure: "shots", To: 30}}, *s.Diversity)
	assert.Equal(t, 0, s.Diversity.X.Bin(-1, 3))
	assert.Equal(t, 1, s.Diversity.X.Bin(0.3, 3))
	assert.Equal(t, 2, s.Diversity.X.Bin(0.6, 3))
	plain, err := config.ParseSearch("s.toml", []byte(goodSearch), measures)
	require.NoError(t, err)
	assert.Nil(t, plain.Diversity)

	edit := func(old, new string) string {
		require.Contains(t, goodDiversity, old)
		return strings.Replace(goodDiversity, old, new, 1)
	}
	tests := []struct{ spec, msg string }{
		{edit("bins = 3", "bins = 11"), "s.toml:32: diversity.bins: must be from 2 to 10, got 11"},
		{edit(`measure = "player_died"`, `measure = "fun"`), `s.toml:34: diversity.x.measure: "fun" is not a measure`},
		{edit(`measure = "shots"`, `measure = "player_died"`), "s.toml:38: diversity.y.measure: player_died tells settings apart already, as x"},
		{edit("to = 30", "to = 0"), "s.toml:40: diversity.y.to: 0 is not above from 0"},
		{edit("[diversity.y]", "[diversity.z]"), "s.toml:37: diversity.z: unknown key"},
		{edit("[diversity.y]", "[diversity.z]"), "s.toml:31: diversity.y: is missing"},
	}
	for _, tc := range tests {
		_, err := config.ParseSearch("s.toml", []byte(tc.spec), measures)
		require.Error(t, err, tc.msg)
		assert.Contains(t, err.Error(), tc.msg)
	}
}
