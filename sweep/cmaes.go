package sweep

import (
	"math"
	"math/rand/v2"

	"gonum.org/v1/gonum/optimize"
)

// evolution drives gonum's CMA-ES (optimize.CmaEsChol) one generation at a
// time, so that the search can play a generation's games in parallel and
// give its leaders more games between generations. CMA-ES knows no bounds:
// it moves in all of space, and reflect folds every point it asks about
// into the unit cube of the fields' ranges.
type evolution struct {
	ops     chan optimize.Task // from the method: points to score, then a generation's end
	results chan optimize.Task // to the method: scores, then go on or stop
	pending []optimize.Task    // the generation being scored
	pop     int                // points a generation
	done    bool               // the method has converged
}

// newEvolution starts CMA-ES in dim dimensions around mean with step size
// sigma and population pop; seed makes its draws.
func newEvolution(dim, pop int, mean []float64, sigma float64, seed uint64) *evolution {
	method := &optimize.CmaEsChol{InitStepSize: sigma, Population: pop, Src: rand.NewPCG(seed, 0xc3a35)}
	n := method.Init(dim, pop)
	tasks := make([]optimize.Task, n)
	for i := range tasks {
		tasks[i] = optimize.Task{ID: i, Location: &optimize.Location{X: make([]float64, dim)}}
	}
	copy(tasks[0].X, mean)
	e := &evolution{ops: make(chan optimize.Task, n+1), results: make(chan optimize.Task, n+1), pop: n}
	go method.Run(e.ops, e.results, tasks)
	return e
}

// ask returns the points of the next generation, in the unit cube.
func (e *evolution) ask() [][]float64 {
	e.pending = e.pending[:0]
	var points [][]float64
	for len(e.pending) < e.pop {
		t := <-e.ops
		e.pending = append(e.pending, t)
		x := make([]float64, len(t.X))
		for i, v := range t.X {
			x[i] = reflect(v)
		}
		points = append(points, x)
	}
	return points
}

// tell gives the method the scores of the points ask returned, in their
// order (lower is better), and lets it make the next generation.
func (e *evolution) tell(scores []float64) {
	for i, t := range e.pending {
		x := make([]float64, len(t.X))
		e.results <- optimize.Task{ID: t.ID, Op: optimize.FuncEvaluation, Location: &optimize.Location{X: x, F: scores[i]}}
	}
	end := <-e.ops // the generation's best, as a major iteration, or the method's end
	if end.Op != optimize.MajorIteration {
		e.done = true
		return
	}
	e.results <- optimize.Task{ID: -1, Op: optimize.MajorIteration, Location: &optimize.Location{X: make([]float64, len(end.X))}}
}

// stop ends the method's goroutine.
func (e *evolution) stop() {
	e.results <- optimize.Task{Op: optimize.PostIteration}
	close(e.results)
	for range e.ops {
	}
}

// reflect folds a coordinate of all space into 0 to 1, as a mirror at each
// bound would: 1.2 is 0.8, -0.3 is 0.3, 2.5 is 0.5. Near the bounds
// nothing piles up, as clamping would.
func reflect(v float64) float64 {
	t := math.Mod(math.Abs(v), 2)
	if t > 1 {
		return 2 - t
	}
	return t
}
