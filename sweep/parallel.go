package sweep

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// parallel calls do(i) for every i from 0 to n-1 on workers goroutines (one
// per CPU when workers is 0 or less) and returns the error of the lowest i
// that failed, so that what it returns does not depend on the workers.
// progress, if set, is called after each call with the calls done and n,
// from one goroutine at a time.
func parallel(n, workers int, progress func(done, total int), do func(i int) error) error {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	var next, done atomic.Int64
	var mu sync.Mutex
	errs := make([]error, n)
	var wg sync.WaitGroup
	for range min(workers, n) {
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
