package sweep

import (
	"fmt"
	"path/filepath"

	"github.com/enemyai/enemyai/session"
)

// Options say how to run a sweep.
type Options struct {
	Workers int // games played at once; see Workers
	// Shard and Shards, when Shards is above 1, run only shard Shard (from
	// 1) of Shards contiguous slices of the cells.
	Shard, Shards int
	Ticks         int    // overrides the spec's game length when above 0
	ReplayDir     string // when set, every game is written there as a replay
	// Progress, if set, is called after each game with the games done and
	// the games in all, from one goroutine at a time.
	Progress func(done, total int)
}

// Result is the outcome of one game: the cell's values and the seed.
type Result struct {
	Cell    Cell
	Index   int // the cell's place in the grid
	Seed    uint64
	Outcome session.Outcome
}

// Run plays the sweep's games (the shard's, if asked) and returns their
// results in grid order, cell by cell and seed by seed, whatever the number
// of workers.
func (sw *Sweep) Run(o Options) ([]Result, error) {
	results := sw.plan(o.Shard, o.Shards)
	if err := makeDir(o.ReplayDir); err != nil {
		return nil, err
	}
	err := parallel(len(results), o.Workers, o.Progress, func(i int) error {
		r := &results[i]
		replay := ""
		if o.ReplayDir != "" {
			replay = filepath.Join(o.ReplayDir, ReplayName(r.Index, r.Seed))
		}
		var err error
		r.Outcome, err = sw.games.game(r.Seed, r.Cell, o.Ticks, replay)
		return err
	})
	if err != nil {
		return nil, err
	}
	return results, nil
}

// plan returns the games of shard i (from 1) of n, their outcomes to come,
// in grid order.
func (sw *Sweep) plan(i, n int) []Result {
	lo, hi := sw.Shard(i, n)
	seeds := sw.Spec.Seeds
	results := make([]Result, (hi-lo)*seeds)
	for i := range results {
		c := lo + i/seeds
		results[i] = Result{Cell: sw.cells[c], Index: c, Seed: uint64(i%seeds + 1)}
	}
	return results
}

// ReplayNames returns the file names of the replays of shard i (from 1) of
// n's games, as Run writes them into Options.ReplayDir.
func (sw *Sweep) ReplayNames(i, n int) []string {
	var names []string
	for _, r := range sw.plan(i, n) {
		names = append(names, ReplayName(r.Index, r.Seed))
	}
	return names
}

// Shard returns the cells [lo, hi) of shard i (from 1) of n: contiguous
// slices, so the shards' CSV files concatenated in order are the whole
// sweep's. With n 1 or less it is every cell.
func (sw *Sweep) Shard(i, n int) (lo, hi int) {
	cells := len(sw.cells)
	if n <= 1 {
		return 0, cells
	}
	return (i - 1) * cells / n, i * cells / n
}

// ReplayName is the file name of the replay of a cell's game with a seed.
func ReplayName(cell int, seed uint64) string {
	return fmt.Sprintf("cell%04d-seed%03d.json", cell+1, seed)
}

// ReplayPattern matches the file names ReplayName gives.
const ReplayPattern = "cell*-seed*.json"

// Sample plays the first cell's first game for ticks ticks and returns the
// size of its replay file, for an estimate of what the sweep takes.
func (sw *Sweep) Sample(ticks int) (replayBytes int, err error) {
	return sw.games.sample(sw.cells[0], ticks)
}
