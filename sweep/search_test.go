package sweep

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smallSearch is a quick search: two fields, 1,200 games.
const smallSearch = `bot = "kite"
seconds = 60
vary = ["player_start", "homes", "bot_noise"]
games = 1200

[target]
measure = "damage_taken"
value = 6
tolerance = 3

[[fields]]
field = "far.detect"
from = 3.0
to = 10.0

[[fields]]
field = "far.cooldown"
from = 0.5
to = 4.5

[[constraints]]
measure = "shots"
at_least = 1
`

// openSearch writes a search spec and loads it.
func openSearch(t testing.TB, spec string) *Search {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.toml")
	require.NoError(t, os.WriteFile(path, []byte(spec), 0o644))
	sw, s, err := Open(path)
	require.NoError(t, err)
	require.Nil(t, sw)
	return s
}

// files returns what a search writes, but the PNG, by name.
func files(t *testing.T, s *Search, res *SearchResult) map[string]string {
	var csv, summary, svg bytes.Buffer
	require.NoError(t, s.WriteCSV(&csv, res))
	require.NoError(t, s.WriteSummary(&summary, res))
	require.NoError(t, s.drawSearch(&svg, "svg", res))
	best, _, err := s.BestConfig(res)
	require.NoError(t, err)
	return map[string]string{"csv": csv.String(), "summary": summary.String(), "svg": svg.String(), "best": string(best)}
}

// shared is one run of smallSearch on 3 workers, which several tests read.
var shared struct {
	once sync.Once
	s    *Search
	res  *SearchResult
	err  error
}

// sharedRun returns the shared run's search and result.
func sharedRun(t *testing.T) (*Search, *SearchResult) {
	shared.once.Do(func() {
		shared.s = openSearch(t, smallSearch)
		shared.res, shared.err = shared.s.Run(SearchOptions{Workers: 3, Ticks: 60})
	})
	require.NoError(t, shared.err)
	return shared.s, shared.res
}

func TestSearchIsTheSameForAnyWorkers(t *testing.T) {
	s, res := sharedRun(t)
	again := openSearch(t, smallSearch)
	one, err := again.Run(SearchOptions{Workers: 1, Ticks: 60})
	require.NoError(t, err)
	assert.Equal(t, files(t, s, res), files(t, again, one))

	other := openSearch(t, strings.Replace(smallSearch, "games = 1200", "games = 700\nseed = 2", 1))
	two, err := other.Run(SearchOptions{Ticks: 60})
	require.NoError(t, err)
	assert.NotEqual(t, res.Candidates[0].Values, two.Candidates[0].Values, "the search's seed changes its draws")
}

func TestSearchConfirmsOnSeedsItNeverScored(t *testing.T) {
	s, res := sharedRun(t)
	assert.LessOrEqual(t, len(res.Games), s.Spec.Games)
	total, confirm := 0, 0
	for stage, n := range res.Spent {
		total += n
		if stage == StageConfirm {
			confirm = n
		}
	}
	assert.Equal(t, len(res.Games), total)
	assert.GreaterOrEqual(t, confirm, config.MinConfirmGames)
	assert.Equal(t, confirm, res.Confirmation.Target.N)
	for _, g := range res.Games {
		if g.Stage == StageConfirm {
			assert.Same(t, res.Winner, g.Candidate)
			assert.GreaterOrEqual(t, g.Seed, uint64(config.HeldOutSeeds))
		} else {
			assert.Less(t, g.Seed, uint64(config.HeldOutSeeds))
		}
	}
	for _, c := range res.Candidates {
		assert.Equal(t, firstGames, min(c.Games(), firstGames), "every candidate was scored")
	}
	assert.Greater(t, res.Winner.Games(), firstGames, "the winner played more games as a leader")
	assert.NotEmpty(t, res.Generations)
}

// TestBestConfigPlaysTheWinner checks that best.toml holds the winner's
// values exactly as the games played them.
func TestBestConfigPlaysTheWinner(t *testing.T) {
	s, res := sharedRun(t)
	text, trees, err := s.BestConfig(res)
	require.NoError(t, err)
	assert.Empty(t, trees, "the embedded configuration's trees are the shipped ones")
	cfg, err := config.ParseConfig("best.toml", text)
	require.NoError(t, err)
	for _, kv := range res.Winner.Values {
		assert.Equal(t, kv.Value, kv.Field.Get(cfg.Kinds[kv.Kind]), kv.String())
	}
	assert.True(t, strings.HasPrefix(string(text), "# Found by cmd/tune's search s.toml: "+res.Winner.Values.String()))
}

func TestSearchRefusesRangesThatBreakARule(t *testing.T) {
	attack := strings.NewReplacer(`field = "far.detect"`, `field = "far.attack"`, "from = 3.0\nto = 10.0", "from = 2.0\nto = 6.0").Replace(smallSearch)
	_, _, err := Open(writeFile(t, attack))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "s.toml:12: fields[1].field: far.attack=2: a ranged kind's attack 2 must be above its min_distance 2.5")

	both := strings.NewReplacer(`field = "far.detect"`, `field = "far.attack"`, "from = 3.0\nto = 10.0", "from = 3.0\nto = 6.0",
		`field = "far.cooldown"`, `field = "far.min_distance"`, "from = 0.5\nto = 4.5", "from = 1.0\nto = 3.5").Replace(smallSearch)
	_, _, err = Open(writeFile(t, both))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "s.toml:17: fields[2].field: at the corner far.attack=3 far.min_distance=3.5 of the ranges: far.min_distance=3.5: a ranged kind's attack 3 must be above its min_distance 3.5")
}

// writeFile writes a spec as s.toml in a new folder.
func writeFile(t *testing.T, text string) string {
	path := filepath.Join(t.TempDir(), "s.toml")
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestReflectFoldsSpaceIntoTheUnitInterval(t *testing.T) {
	for in, want := range map[float64]float64{0: 0, 0.25: 0.25, 1: 1, 1.2: 0.8, -0.3: 0.3, 2.5: 0.5, -1.75: 0.25, 3: 1} {
		assert.InDelta(t, want, reflect(in), 1e-12, "%g", in)
	}
}

// TestEvolutionFindsAMinimum drives CMA-ES on a bowl in the unit square.
func TestEvolutionFindsAMinimum(t *testing.T) {
	e := newEvolution(2, 8, []float64{0.5, 0.5}, initialStep, 1)
	defer e.stop()
	best, at := math.Inf(1), []float64(nil)
	for range 40 {
		points := e.ask()
		require.Len(t, points, 8)
		scores := make([]float64, len(points))
		for i, p := range points {
			assert.True(t, p[0] >= 0 && p[0] <= 1 && p[1] >= 0 && p[1] <= 1, "%v", p)
			scores[i] = math.Pow(p[0]-0.9, 2) + math.Pow(p[1]-0.2, 2)
			if scores[i] < best {
				best, at = scores[i], p
			}
		}
		e.tell(scores)
		if e.done {
			break
		}
	}
	assert.InDelta(t, 0.9, at[0], 0.02)
	assert.InDelta(t, 0.2, at[1], 0.02)
}

func TestIntervalOf(t *testing.T) {
	iv := intervalOf([]float64{1, 2, 3, 4, 5})
	assert.Equal(t, 3.0, iv.Mean)
	assert.InDelta(t, 1.5811, iv.SD, 1e-4)
	assert.InDelta(t, 2.776*1.5811/math.Sqrt(5), iv.HalfWidth(), 1e-3, "Student's t with 4 degrees of freedom")
	assert.True(t, iv.Within(0, 6))
	assert.False(t, iv.Within(2, 6))
	assert.True(t, math.IsInf(intervalOf([]float64{7}).Hi, 1))
}

// smallDiverse asks for distinct settings at which Far fires about one
// shot every other short game.
const smallDiverse = `bot = "kite"
seconds = 60
vary = ["player_start", "homes", "bot_noise"]
games = 1500

[target]
measure = "shots"
value = 0.5
tolerance = 0.25

[[fields]]
field = "far.detect"
from = 3.0
to = 10.0

[[fields]]
field = "far.cooldown"
from = 0.5
to = 4.5

[diversity]
bins = 2
[diversity.x]
measure = "damage_taken"
from = 0
to = 4
[diversity.y]
measure = "player_hp"
from = 99
to = 100
`

func TestDiversityFindsDistinctSettingsTheSameForAnyWorkers(t *testing.T) {
	s := openSearch(t, smallDiverse)
	res, err := s.Run(SearchOptions{Workers: 3, Ticks: 240})
	require.NoError(t, err)
	again, err := s.Run(SearchOptions{Workers: 1, Ticks: 240})
	require.NoError(t, err)
	assert.Equal(t, files(t, s, res), files(t, s, again))
	summary := files(t, s, res)["summary"]
	t.Log(summary)
	require.NotEmpty(t, res.Elites)
	bins := map[[2]int]bool{}
	for i, e := range res.Elites {
		assert.False(t, bins[e.Bin], "one elite a bin")
		bins[e.Bin] = true
		require.NotNil(t, e.Confirmation, "elite %d", i+1)
		assert.GreaterOrEqual(t, e.Confirmation.Target.N, config.MinConfirmGames)
	}
	assert.Contains(t, summary, "generations of MAP-Elites")
	assert.Contains(t, summary, "distinct settings by damage_taken x player_hp (2 x 2 bins), best first:\n  1. damage_taken ")
	assert.GreaterOrEqual(t, res.Spent[StageConfirm], len(res.Elites)*config.MinConfirmGames)
	winner := res.Elites[0]
	for _, e := range res.Elites {
		if e.Confirmation.Confirmed {
			winner = e
			break
		}
	}
	assert.Same(t, winner.Candidate, res.Winner, "the best confirmed elite wins")
	assert.Equal(t, *winner.Confirmation, res.Confirmation)
}

// TestArchiveKeepsTheBestOfEveryBin places made-up candidates on the map
// of two descriptors.
func TestArchiveKeepsTheBestOfEveryBin(t *testing.T) {
	s := openSearch(t, smallDiverse) // damage_taken 0 to 4 x player_hp 99 to 100, 2 x 2 bins
	r := &searcher{Search: s, target: measureIndex("shots")}
	made := func(id int, score, damage, hp float64) *Candidate {
		m := make([]float64, len(session.MeasureNames))
		m[measureIndex("damage_taken")], m[measureIndex("player_hp")] = damage, hp
		return &Candidate{ID: id, Score: score, measures: [][]float64{m, m}}
	}
	cs := []*Candidate{
		made(1, 3, 1, 99.2),   // bin (0, 0)
		made(2, 1, 1.5, 99),   // bin (0, 0), better
		made(3, 2, 3, 99.9),   // bin (1, 1)
		made(4, 5, -7, 150),   // beyond the ends: bin (0, 1)
		made(5, 9, 3.5, 99.1), // bin (1, 0)
		made(6, 2, 2.5, 99.7), // bin (1, 1), as good as 3 but younger
	}
	var got []string
	for _, e := range r.archive(cs) {
		got = append(got, fmt.Sprintf("%v:%d", e.Bin, e.Candidate.ID))
	}
	assert.Equal(t, []string{"[0 0]:2", "[1 0]:5", "[0 1]:4", "[1 1]:3"}, got, "by bin, y then x; the best-ranked of each")
}
