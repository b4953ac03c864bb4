package sweep

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWorkersAreAskedForButNoMoreThanTheGames(t *testing.T) {
	procs := runtime.GOMAXPROCS(0)
	tests := []struct{ workers, games, want int }{
		{0, 1000, procs},
		{-3, 1000, procs},
		{3, 1000, 3},
		{1000000, 12, 12},
		{0, 1, 1},
		{5, 0, 1},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, Workers(tc.workers, tc.games), "%d workers, %d games", tc.workers, tc.games)
	}
}
