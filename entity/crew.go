package entity

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// A pass of a step over many enemies is cut into parts that depend on
// nothing but their inputs, each writing only its own outputs, so that any
// goroutine may do any part and the world comes out the same, bit for bit,
// on one goroutine or many: a pass has a fixed number of parts, whatever
// the machine (the sort by cell alone cuts its words by the cores, as a
// stable sort's result does not depend on its parts). The caller does
// parts itself and a process-wide crew of
// helper goroutines does the others; nothing is allocated once the crew
// has started.

// job is a pass's work: do does part k of it.
type job interface{ do(k int) }

// pass is one run of a job over its parts: the caller's and its helpers'
// shared counter of the next part to take.
type pass struct {
	job     job
	parts   int32
	next    atomic.Int32
	helpers sync.WaitGroup // the helpers told of this run, until they let go of it
}

// crew is the process's helpers: each takes runs from runs and does parts
// until none are left.
var crew struct {
	mu      sync.Mutex
	started int
	runs    chan *pass
}

// maxHelpers bounds the crew: more goroutines than parts gain nothing.
const maxHelpers = 15

// run does every part of j, on this goroutine and, when shared, on as many
// helpers as GOMAXPROCS allows besides it, and returns when all are done.
func (p *pass) run(j job, parts int, shared bool) {
	helpers := 0
	if shared && parts > 1 { // GOMAXPROCS takes a lock: not asked for one part
		helpers = min(runtime.GOMAXPROCS(0)-1, parts-1, maxHelpers)
	}
	if helpers == 0 { // alone: no counter to share
		for k := range parts {
			j.do(k)
		}
		return
	}
	p.job, p.parts = j, int32(parts)
	p.next.Store(0)
	runs := hire(helpers)
	p.helpers.Add(helpers)
	for range helpers {
		runs <- p
	}
	p.work()
	p.helpers.Wait()
	p.job = nil
}

// work does parts of the run until none are left.
func (p *pass) work() {
	for k := p.next.Add(1) - 1; k < p.parts; k = p.next.Add(1) - 1 {
		p.job.do(int(k))
	}
}

// hire makes sure the crew has at least n helpers and returns their
// queue.
func hire(n int) chan *pass {
	crew.mu.Lock()
	defer crew.mu.Unlock()
	if crew.runs == nil {
		crew.runs = make(chan *pass, 4*maxHelpers)
	}
	for ; crew.started < n; crew.started++ {
		go helper(crew.runs)
	}
	return crew.runs
}

// helper does parts of every run it is told of.
func helper(runs chan *pass) {
	for p := range runs {
		p.work()
		p.helpers.Done()
	}
}
