package sweep

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"

	"gonum.org/v1/gonum/mat"
	"gonum.org/v1/gonum/stat/distmv"
	"gonum.org/v1/gonum/stat/samplemv"

	"github.com/enemyai/enemyai/config"
)

// How a search spends its games. The shares and sizes were chosen on the
// shipped search (see docs/tuning-search.md for what they give).
const (
	// firstGames is how many games a new candidate plays before it is
	// scored: its interval is wide, but every candidate of a generation
	// has the same games, so the widths compare.
	firstGames = 16
	// confirmShare is the share of the budget kept for the confirmation at
	// least (or the spec's confirm games, if more).
	confirmShare = 0.25
	// evolveShare is the share of the rest that the start and the evolution
	// may spend; the leaders get what is left.
	evolveShare = 0.45
	// poolSize is how many leaders compete for more games after the
	// evolution, halved each round.
	poolSize = 8
	// initialStep is CMA-ES's first step size, in the unit cube of the
	// ranges.
	initialStep = 0.3
	// infeasible is added to the score of a candidate that breaks a
	// constraint, so that every candidate that keeps them ranks first.
	infeasible = 1e6
)

// Stages of a search, as its CSV and summary name them.
const (
	StageStart   = "start"   // the space-filling start
	StageSearch  = "search"  // the evolution's candidates
	StageLeaders = "leaders" // more games for the leaders
	StageConfirm = "confirm" // the winner on held-out seeds
)

// SearchOptions say how to run a search.
type SearchOptions struct {
	Workers   int    // games played at once; see Workers
	Ticks     int    // overrides the spec's game length when above 0
	ReplayDir string // when set, the winner's confirmation games are written there
	// Progress, if set, is called after every game, from one goroutine at
	// a time.
	Progress func(Progress)
}

// Progress is where a search stands, for a terminal.
type Progress struct {
	Stage         string
	Generation    int
	Games, Budget int
	Best          *Candidate // the best so far; nil during the start
	BestTarget    Interval   // the best's interval of the target measure
}

// Candidate is a setting of the fields the search played, with the
// measures of its scoring games, seeds 1 and up.
type Candidate struct {
	ID       int // from 1, in the order the search made them
	Values   Cell
	Stage    string      // where it was made: StageStart or StageSearch
	Score    float64     // how far its interval reaches from the target (see scoreOf); lower is better
	steps    []int64     // the values in steps of the search's precision
	measures [][]float64 // by game, in the order of session.MeasureNames
}

// Games returns how many scoring games the candidate played.
func (c *Candidate) Games() int { return len(c.measures) }

// Interval returns the interval of the measure (an index into
// session.MeasureNames) over the candidate's scoring games.
func (c *Candidate) Interval(measure int) Interval { return intervalOf(column(c.measures, measure)) }

// column returns one measure of every game.
func column(games [][]float64, measure int) []float64 {
	out := make([]float64, len(games))
	for i, g := range games {
		out[i] = g[measure]
	}
	return out
}

// Game is one game a search played, in the order of its CSV.
type Game struct {
	Candidate *Candidate
	Stage     string
	Seed      uint64
	Measures  []float64 // in the order of session.MeasureNames
}

// Generation sums up one generation of the evolution.
type Generation struct {
	Number int
	Centre Cell    // the centre of its candidates
	Own    float64 // the best score of its candidates
	Best   float64 // the best score found by its end
}

// Confirmation is the winner played on held-out seeds, never scored.
type Confirmation struct {
	FirstSeed   uint64
	Target      Interval
	Constraints []Interval // of each constraint on a measure, in the spec's order
	Confirmed   bool       // the target's interval inside the band, every measure constraint kept
}

// SearchResult is what a search found and how.
type SearchResult struct {
	Games        []Game // every game, in the order played
	Candidates   []*Candidate
	Generations  []Generation
	Winner       *Candidate
	Confirmation Confirmation // the winner's
	// Elites are the best settings of distinct bins of a quality-diversity
	// search, best first, the winner among them; nil for another search.
	Elites []Elite
	Spent  map[string]int // games by stage
}

// searcher is a search under way.
type searcher struct {
	*Search
	o        SearchOptions
	res      *SearchResult
	bySteps  map[string]*Candidate
	spent    int
	target   int // the target measure's index
	measures []int
	stage    string
	gen      int
}

// Run searches, deterministically: the same spec gives the same games and
// result whatever the workers. It plays a Latin hypercube of settings over
// the ranges, then generations of CMA-ES around the best of them, each
// candidate scored by how far from the target its measure's 95% interval
// reaches (so a candidate is only as good as the evidence for it); then the
// best candidates play more games, halved each round, until one is left
// with a narrow interval; then the winner plays held-out seeds, never used
// for scoring, and is confirmed if its interval there lies inside the
// target's band and it keeps every constraint.
//
// With the spec's diversity, MAP-Elites takes CMA-ES's place: it keeps the
// best candidate of every bin of the descriptors' map and moves random
// ones; the best elites of distinct bins then play more games and are
// confirmed each, and the winner is the best confirmed.
func (s *Search) Run(o SearchOptions) (*SearchResult, error) {
	r := &searcher{Search: s, o: o, res: &SearchResult{Spent: map[string]int{}}, bySteps: map[string]*Candidate{},
		target: measureIndex(s.Spec.Target.Measure)}
	for _, c := range s.Spec.Constraints {
		if c.Measure != "" {
			r.measures = append(r.measures, measureIndex(c.Measure))
		}
	}
	if err := makeDir(o.ReplayDir); err != nil {
		return nil, err
	}
	budget := s.Spec.Games
	reserve := max(s.Spec.Confirm, int(confirmShare*float64(budget)))
	searchBudget := budget - reserve
	evolveBudget := int(evolveShare * float64(searchBudget))
	if err := r.start(evolveBudget); err != nil {
		return nil, err
	}
	steps := []func() error{
		func() error { return r.evolve(evolveBudget) },
		func() error { return r.leaders(searchBudget) },
		func() error { return r.confirm(budget) },
	}
	if s.Spec.Diversity != nil {
		steps = []func() error{
			func() error { return r.illuminate(evolveBudget) },
			func() error { return r.diverseLeaders(searchBudget) },
			func() error { return r.confirmElites(budget) },
		}
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return r.res, nil
}

// start plays a Latin hypercube of settings over the ranges: 5 a field (8
// at least), or fewer if the budget is small.
func (r *searcher) start(budget int) error {
	r.stage = StageStart
	d := len(r.Spec.Fields)
	n := min(max(8, 5*d), budget/firstGames)
	points := mat.NewDense(n, d, nil)
	src := rand.NewPCG(r.Spec.Seed, 0x1a7e)
	samplemv.LatinHypercube{Q: distmv.NewUnitUniform(d, src), Src: src}.Sample(points)
	var batch []*Candidate
	for i := range n {
		batch = append(batch, r.candidate(points.RawRowView(i)))
	}
	return r.score(batch)
}

// evolve runs CMA-ES from the best candidate so far while its budget
// lasts or until it converges.
func (r *searcher) evolve(budget int) error {
	r.stage = StageSearch
	d := len(r.Spec.Fields)
	pop := 2 * (4 + int(3*math.Log(float64(d))))
	best := r.best(r.res.Candidates)
	e := newEvolution(d, pop, r.unit(best), initialStep, r.Spec.Seed)
	defer e.stop()
	for r.gen = 1; r.spent+pop*firstGames <= budget && !e.done; r.gen++ {
		points := e.ask()
		batch := make([]*Candidate, len(points))
		centre := make([]float64, d)
		for i, p := range points {
			batch[i] = r.candidate(p)
			for j := range centre {
				centre[j] += p[j] / float64(len(points))
			}
		}
		if err := r.score(batch); err != nil {
			return err
		}
		scores := make([]float64, len(batch))
		for i, c := range batch {
			scores[i] = c.Score
		}
		e.tell(scores)
		r.res.Generations = append(r.res.Generations, Generation{Number: r.gen, Centre: r.cell(r.steps(centre)),
			Own: slices.Min(scores), Best: r.best(r.res.Candidates).Score})
	}
	r.gen = 0
	return nil
}

// leaders gives the best candidates more games, round by round: each round
// doubles the games of those left and keeps the better half, until one is
// left; that one doubles its games while the budget lasts and its interval
// is wider than a quarter of the tolerance.
func (r *searcher) leaders(budget int) error {
	r.stage = StageLeaders
	pool := slices.Clone(r.res.Candidates)
	slices.SortStableFunc(pool, rank)
	pool = pool[:min(poolSize, len(pool))]
	for {
		most := 0
		for _, c := range pool {
			most = max(most, c.Games())
		}
		goal, cost := 2*most, 0
		for _, c := range pool {
			cost += goal - c.Games()
		}
		narrow := len(pool) == 1 && pool[0].Interval(r.target).HalfWidth() <= r.Spec.Target.Tolerance/4
		if narrow || r.spent+cost > budget {
			break
		}
		var jobs []job
		for _, c := range pool {
			for seed := c.Games() + 1; seed <= goal; seed++ {
				jobs = append(jobs, job{c, uint64(seed)})
			}
		}
		if err := r.play(jobs); err != nil {
			return err
		}
		slices.SortStableFunc(pool, rank)
		pool = pool[:(len(pool)+1)/2]
	}
	r.res.Winner = pool[0]
	return nil
}

// confirm plays the winner on held-out seeds, as many games as
// confirmGames says within what the budget has left.
func (r *searcher) confirm(budget int) error {
	r.stage = StageConfirm
	c, err := r.confirmOn(r.res.Winner, r.confirmGames(r.res.Winner, budget-r.spent))
	r.res.Confirmation = c
	return err
}

// confirmGames returns how many held-out games confirm a candidate: as
// many as its interval so far says it needs to show itself inside the band
// with room to spare, at least the spec's confirm games, at most left;
// only the spec's confirm games when its mean so far is outside the band
// or it breaks a constraint.
func (r *searcher) confirmGames(c *Candidate, left int) int {
	t := r.Spec.Target
	iv := c.Interval(r.target)
	switch margin := t.Tolerance - math.Abs(iv.Mean-t.Value); {
	case margin <= 0 || !c.Feasible(): // outside the band already: the least shows it
		return min(left, r.Spec.Confirm)
	case !math.IsNaN(iv.SD):
		z := 1.96
		return min(left, max(r.Spec.Confirm, int(math.Ceil(math.Pow(2*z*iv.SD/margin, 2)))))
	}
	return left
}

// confirmOn plays a candidate on n held-out seeds, never scored, and says
// whether it is confirmed there: its interval inside the band, every
// measure's constraint kept.
func (r *searcher) confirmOn(w *Candidate, n int) (Confirmation, error) {
	t := r.Spec.Target
	jobs := make([]job, n)
	for i := range jobs {
		jobs[i] = job{w, config.HeldOutSeeds + uint64(i)}
	}
	first := len(r.res.Games)
	if err := r.play(jobs); err != nil {
		return Confirmation{}, err
	}
	var held [][]float64
	for _, g := range r.res.Games[first:] {
		held = append(held, g.Measures)
	}
	c := Confirmation{FirstSeed: config.HeldOutSeeds, Target: intervalOf(column(held, r.target))}
	c.Confirmed = c.Target.Within(t.Value-t.Tolerance, t.Value+t.Tolerance)
	i := 0
	for _, k := range r.Spec.Constraints {
		if k.Measure == "" {
			continue
		}
		iv := intervalOf(column(held, r.measures[i]))
		c.Constraints = append(c.Constraints, iv)
		c.Confirmed = c.Confirmed && k.Holds(iv.Mean)
		i++
	}
	return c, nil
}

// job is one game to play: a candidate and a seed.
type job struct {
	c    *Candidate
	seed uint64
}

// score plays each new candidate's first games and scores it.
func (r *searcher) score(batch []*Candidate) error {
	var jobs []job
	for _, c := range batch {
		for seed := c.Games() + 1; seed <= firstGames; seed++ {
			jobs = append(jobs, job{c, uint64(seed)})
		}
	}
	return r.play(jobs)
}

// play plays the jobs on the workers and keeps their games in the jobs'
// order; a scoring game adds to its candidate's measures and score.
func (r *searcher) play(jobs []job) error {
	measures := make([][]float64, len(jobs))
	var progress func(done, total int)
	if r.o.Progress != nil {
		p := Progress{Stage: r.stage, Generation: r.gen, Budget: r.Spec.Games}
		if len(r.res.Candidates) > 0 && r.stage != StageStart {
			p.Best = r.best(r.res.Candidates)
			p.BestTarget = p.Best.Interval(r.target)
		}
		progress = func(done, _ int) {
			p.Games = r.spent + done
			r.o.Progress(p)
		}
	}
	err := parallel(len(jobs), r.o.Workers, progress, func(i int) error {
		replay := ""
		if r.stage == StageConfirm && r.o.ReplayDir != "" {
			replay = filepath.Join(r.o.ReplayDir, ConfirmReplayName(jobs[i].seed))
		}
		out, err := r.games.game(jobs[i].seed, jobs[i].c.Values, r.o.Ticks, replay)
		measures[i] = out.Measures()
		return err
	})
	if err != nil {
		return err
	}
	changed := map[*Candidate]bool{}
	for i, j := range jobs {
		r.res.Games = append(r.res.Games, Game{Candidate: j.c, Stage: r.stage, Seed: j.seed, Measures: measures[i]})
		if r.stage != StageConfirm {
			j.c.measures = append(j.c.measures, measures[i])
			changed[j.c] = true
		}
	}
	for c := range changed {
		c.Score = r.scoreOf(c)
	}
	r.spent += len(jobs)
	r.res.Spent[r.stage] += len(jobs)
	return nil
}

// scoreOf returns how far from the target the candidate's interval
// reaches at worst, |mean - target| + half its width; a candidate that
// breaks a constraint (by its mean) gets infeasible more, and more the
// further it is off, so that those that keep them rank first.
func (r *searcher) scoreOf(c *Candidate) float64 {
	iv := c.Interval(r.target)
	if c.Games() < 2 {
		return math.Inf(1)
	}
	score := math.Abs(iv.Mean-r.Spec.Target.Value) + iv.HalfWidth()
	off := r.offBy(c)
	if off > 0 {
		score += infeasible * (1 + off)
	}
	return score
}

// offBy returns how far the candidate's means break the measure
// constraints, each as a share of its bound; 0 when it keeps them all.
func (r *searcher) offBy(c *Candidate) float64 {
	off, i := 0.0, 0
	for _, k := range r.Spec.Constraints {
		if k.Measure == "" {
			continue
		}
		mean := c.Interval(r.measures[i]).Mean
		i++
		switch {
		case mean < k.AtLeast:
			off += (k.AtLeast - mean) / (math.Abs(k.AtLeast) + 1)
		case mean > k.AtMost:
			off += (mean - k.AtMost) / (math.Abs(k.AtMost) + 1)
		}
	}
	return off
}

// Feasible reports whether the candidate's means keep every measure
// constraint.
func (c *Candidate) Feasible() bool { return c.Score < infeasible }

// rank orders candidates by score, then by more games, then by age.
func rank(a, b *Candidate) int {
	return cmp.Or(cmp.Compare(a.Score, b.Score), cmp.Compare(b.Games(), a.Games()), cmp.Compare(a.ID, b.ID))
}

// best returns the best-ranked of the candidates.
func (r *searcher) best(cs []*Candidate) *Candidate { return slices.MinFunc(cs, rank) }

// candidate returns the candidate at a point of the unit cube of the
// ranges: a new one, or the one already made there.
func (r *searcher) candidate(unit []float64) *Candidate {
	steps := r.steps(unit)
	key := fmt.Sprint(steps)
	if c, ok := r.bySteps[key]; ok {
		return c
	}
	c := &Candidate{ID: len(r.res.Candidates) + 1, Values: r.cell(steps), Stage: r.stage, Score: math.Inf(1), steps: steps}
	r.bySteps[key] = c
	r.res.Candidates = append(r.res.Candidates, c)
	return c
}

// steps returns the setting nearest a point of the unit cube, in steps of
// the search's precision.
func (r *searcher) steps(unit []float64) []int64 {
	out := make([]int64, len(unit))
	for i, f := range r.Spec.Fields {
		lo, hi := f.Steps()
		out[i] = min(max(lo+int64(math.Round(unit[i]*float64(hi-lo))), lo), hi)
	}
	return out
}

// unit returns a candidate's place in the unit cube of the ranges.
func (r *searcher) unit(c *Candidate) []float64 {
	out := make([]float64, len(c.steps))
	for i, f := range r.Spec.Fields {
		lo, hi := f.Steps()
		out[i] = float64(c.steps[i]-lo) / float64(hi-lo)
	}
	return out
}

// ConfirmReplayName is the file name of the replay of the winner's
// confirmation game with a seed.
func ConfirmReplayName(seed uint64) string { return fmt.Sprintf("confirm-seed%d.json", seed) }

// ConfirmReplayPattern matches the file names ConfirmReplayName gives.
const ConfirmReplayPattern = "confirm-seed*.json"
