package sweep

import (
	"math/rand/v2"
	"slices"
)

// How a quality-diversity search (a spec with [diversity]) spends its
// games.
const (
	// offspring is how many new candidates each generation of MAP-Elites
	// makes, each by moving a random elite.
	offspring = 16
	// mutation is how far MAP-Elites moves an elite, as the standard
	// deviation of a normal step in the unit cube of the ranges.
	mutation = 0.1
	// maxElites is how many bins' elites get more games and a
	// confirmation.
	maxElites = 6
	// contenders is how many candidates of a bin compete to be its elite.
	contenders = 3
)

// Elite is the best setting the search found in one bin of the
// descriptors' map.
type Elite struct {
	Bin       [2]int // by the descriptors' means, x then y
	Candidate *Candidate
	// Confirmation is the elite on held-out seeds; nil when the budget
	// had no room left for it.
	Confirmation *Confirmation
}

// bin returns the bin of a candidate's descriptors' means.
func (r *searcher) bin(c *Candidate) [2]int {
	div := r.Spec.Diversity
	x := c.Interval(measureIndex(div.X.Measure)).Mean
	y := c.Interval(measureIndex(div.Y.Measure)).Mean
	return [2]int{div.X.Bin(x, div.Bins), div.Y.Bin(y, div.Bins)}
}

// archive returns the best-ranked candidate of every bin, in the order of
// the bins (y, then x).
func (r *searcher) archive(cs []*Candidate) []Elite {
	best := map[[2]int]*Candidate{}
	for _, c := range cs {
		b := r.bin(c)
		if cur := best[b]; cur == nil || rank(c, cur) < 0 {
			best[b] = c
		}
	}
	var out []Elite
	for y := range r.Spec.Diversity.Bins {
		for x := range r.Spec.Diversity.Bins {
			if c := best[[2]int{x, y}]; c != nil {
				out = append(out, Elite{Bin: [2]int{x, y}, Candidate: c})
			}
		}
	}
	return out
}

// illuminate runs MAP-Elites from the start's candidates while its budget
// lasts: each generation moves random elites of the map a little and plays
// the new settings, which become their bins' elites if they rank better.
func (r *searcher) illuminate(budget int) error {
	r.stage = StageSearch
	rng := rand.New(rand.NewPCG(r.Spec.Seed, 0xe117e5))
	d := len(r.Spec.Fields)
	for r.gen = 1; r.spent+offspring*firstGames <= budget; r.gen++ {
		elites := r.archive(r.res.Candidates)
		batch := make([]*Candidate, offspring)
		centre := make([]float64, d)
		for i := range batch {
			u := r.unit(elites[rng.IntN(len(elites))].Candidate)
			for j := range u {
				u[j] = reflect(u[j] + rng.NormFloat64()*mutation)
				centre[j] += u[j] / offspring
			}
			batch[i] = r.candidate(u)
		}
		if err := r.score(batch); err != nil {
			return err
		}
		own := batch[0].Score
		for _, c := range batch {
			own = min(own, c.Score)
		}
		r.res.Generations = append(r.res.Generations, Generation{Number: r.gen, Centre: r.cell(r.steps(centre)),
			Own: own, Best: r.best(r.res.Candidates).Score})
	}
	r.gen = 0
	return nil
}

// diverseLeaders finds the elites of the bins where the target may be
// reached: in each bin, the best candidates (up to contenders) whose
// interval reaches into the band play more games, round by round, the
// better half going on as among the leaders of a search for one; the last
// of each bin doubles its games until its interval is narrower than half
// the tolerance or the budget is spent. The elites are the bins' last whose
// intervals still reach into the band, in the bins their means put them in
// now, the best of any bin kept.
func (r *searcher) diverseLeaders(budget int) error {
	r.stage = StageLeaders
	t := r.Spec.Target
	byBin := map[[2]int][]*Candidate{}
	for _, c := range r.res.Candidates {
		if r.reaches(c) {
			byBin[r.bin(c)] = append(byBin[r.bin(c)], c)
		}
	}
	var pools [][]*Candidate
	for _, e := range r.archive(r.res.Candidates) {
		if pool := byBin[e.Bin]; len(pool) > 0 {
			slices.SortStableFunc(pool, rank)
			pools = append(pools, pool[:min(contenders, len(pool))])
		}
	}
	slices.SortStableFunc(pools, func(a, b []*Candidate) int { return rank(a[0], b[0]) })
	pools = pools[:min(maxElites, len(pools))]
	for {
		var jobs []job
		for _, pool := range pools {
			if len(pool) == 1 && pool[0].Interval(r.target).HalfWidth() <= t.Tolerance/2 {
				continue
			}
			most := 0
			for _, c := range pool {
				most = max(most, c.Games())
			}
			for _, c := range pool {
				for seed := c.Games() + 1; seed <= 2*most; seed++ {
					jobs = append(jobs, job{c, uint64(seed)})
				}
			}
		}
		if len(jobs) == 0 || r.spent+len(jobs) > budget {
			break
		}
		if err := r.play(jobs); err != nil {
			return err
		}
		for i, pool := range pools {
			slices.SortStableFunc(pool, rank)
			pools[i] = pool[:(len(pool)+1)/2]
		}
	}
	var last []*Candidate
	for _, pool := range pools {
		slices.SortStableFunc(pool, rank)
		if r.reaches(pool[0]) {
			last = append(last, pool[0])
		}
	}
	if len(last) == 0 { // no bin reaches the band: the best candidate shows how near
		last = []*Candidate{r.best(r.res.Candidates)}
	}
	r.res.Elites = r.archive(last)
	slices.SortStableFunc(r.res.Elites, func(a, b Elite) int { return rank(a.Candidate, b.Candidate) })
	return nil
}

// confirmElites confirms the elites on held-out seeds, best first, each
// with its share of what the budget has left (at least the spec's confirm
// games; the elites it leaves no room for go unconfirmed). The winner is
// the best confirmed elite, or the best elite if none was confirmed.
func (r *searcher) confirmElites(budget int) error {
	r.stage = StageConfirm
	elites := r.res.Elites
	for i := range elites {
		left := budget - r.spent
		if left < r.Spec.Confirm && i > 0 {
			break
		}
		share := min(left, max(left/(len(elites)-i), r.Spec.Confirm))
		c, err := r.confirmOn(elites[i].Candidate, r.confirmGames(elites[i].Candidate, share))
		if err != nil {
			return err
		}
		elites[i].Confirmation = &c
	}
	winner := elites[0]
	for _, e := range elites {
		if e.Confirmation != nil && e.Confirmation.Confirmed {
			winner = e
			break
		}
	}
	r.res.Winner, r.res.Confirmation = winner.Candidate, *winner.Confirmation
	return nil
}

// reaches reports whether a candidate keeps the constraints and its
// interval reaches into the target's band.
func (r *searcher) reaches(c *Candidate) bool {
	t, iv := r.Spec.Target, c.Interval(r.target)
	return c.Feasible() && iv.Lo <= t.Value+t.Tolerance && iv.Hi >= t.Value-t.Tolerance
}
