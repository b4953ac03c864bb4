package sweep

import (
	"flag"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// benchmarkSearch runs the search in the spec file on every core and
// reports what it spent and found: the games, whether the winner was
// confirmed, and its interval on the held-out seeds.
func benchmarkSearch(b *testing.B, path string) {
	_, s, err := Open(path)
	require.NoError(b, err)
	var res *SearchResult
	for b.Loop() {
		res, err = s.Run(SearchOptions{})
		require.NoError(b, err)
	}
	confirmed := 0.0
	if res.Confirmation.Confirmed {
		confirmed = 1
	}
	b.ReportMetric(float64(len(res.Games)), "games")
	b.ReportMetric(confirmed, "confirmed")
	b.ReportMetric(float64(res.Confirmation.Target.N), "held-out-games")
	b.ReportMetric(res.Confirmation.Target.Lo, "held-out-lo")
	b.ReportMetric(res.Confirmation.Target.Hi, "held-out-hi")
}

// BenchmarkSearchShipped runs the shipped search: Far's detect and
// cooldown for damage_taken = 50 ± 5 with a kiting bot, a budget of 10,000
// one-minute games. The target: confirmed within the budget and 60 s.
func BenchmarkSearchShipped(b *testing.B) {
	benchmarkSearch(b, "../assets/sweeps/far_fair_fight.toml")
}

// BenchmarkSearchFourFields runs the search over four of Far's fields
// (detect, attack, speed, cooldown), a budget of 50,000 games: minutes of
// play, so it runs only when named, like
//
//	go test -run '^$' -bench SearchFourFields -benchtime 1x ./sweep/
func BenchmarkSearchFourFields(b *testing.B) {
	if !strings.Contains(flag.Lookup("test.bench").Value.String(), "FourFields") {
		b.Skip("minutes of play: name it with -bench SearchFourFields")
	}
	benchmarkSearch(b, "testdata/far_four_fields.toml")
}
