package sweep

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/session"
)

// Options say how to run a sweep.
type Options struct {
	Workers int // games played at once; 0: one per CPU
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
	cells := sw.Cells()
	lo, hi := shard(len(cells), o.Shard, o.Shards)
	seeds := sw.Spec.Seeds
	results := make([]Result, (hi-lo)*seeds)
	for i := range results {
		c := lo + i/seeds
		results[i] = Result{Cell: cells[c], Index: c, Seed: uint64(i%seeds + 1)}
	}
	if o.ReplayDir != "" {
		if err := os.MkdirAll(o.ReplayDir, 0o755); err != nil {
			return nil, err
		}
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	var next, done atomic.Int64
	var mu sync.Mutex
	errs := make([]error, len(results))
	var wg sync.WaitGroup
	for range min(workers, len(results)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < len(results); i = int(next.Add(1)) - 1 {
				errs[i] = sw.play(&results[i], o)
				if o.Progress != nil {
					mu.Lock()
					o.Progress(int(done.Add(1)), len(results))
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return results, nil
}

// shard returns the cells [lo, hi) of shard i of n: contiguous slices, so
// the shards' CSV files concatenated in order are the whole sweep's.
func shard(cells, i, n int) (lo, hi int) {
	if n <= 1 {
		return 0, cells
	}
	return (i - 1) * cells / n, i * cells / n
}

// play plays one game and fills in its outcome.
func (sw *Sweep) play(r *Result, o Options) error {
	s, err := sw.start(r.Seed, r.Cell)
	if err != nil {
		return err
	}
	ticks := sw.Spec.Ticks
	if o.Ticks > 0 {
		ticks = o.Ticks
	}
	bot := sw.bot(r.Seed)
	for range ticks {
		var in entity.PlayerIntent
		if bot != nil {
			in = bot.Intent(s.World)
		}
		s.Advance(in)
		r.Outcome.Observe(s.World)
	}
	if o.ReplayDir == "" {
		return nil
	}
	var file bytes.Buffer
	if err := s.WriteReplay(&file); err != nil {
		return err
	}
	_, err = atomicfile.WriteFile(filepath.Join(o.ReplayDir, ReplayName(r.Index, r.Seed)), file.Bytes())
	return err
}

// ReplayName is the file name of the replay of a cell's game with a seed.
func ReplayName(cell int, seed uint64) string {
	return fmt.Sprintf("cell%04d-seed%03d.json", cell+1, seed)
}
