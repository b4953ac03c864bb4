package sweep

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Workers returns how many games are played at once when workers are
// asked for: workers, or when 0 or less as many as the process may run at
// once (GOMAXPROCS, which follows a container's CPU limit), and never more
// than the games.
func Workers(workers, games int) int {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return max(min(workers, games), 1)
}

// parallel calls do(i) for every i from 0 to n-1 on workers goroutines (see
// Workers) and returns the error of the lowest i
// that failed, so that what it returns does not depend on the workers.
// progress, if set, is called after each call with the calls done and n,
// from one goroutine at a time.
func parallel(n, workers int, progress func(done, total int), do func(i int) error) error {
	var next, done atomic.Int64
	var mu sync.Mutex
	errs := make([]error, n)
	var wg sync.WaitGroup
	for range Workers(workers, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				errs[i] = do(i)
				if progress != nil {
					mu.Lock()
					progress(int(done.Add(1)), n)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
