package sweep

import (
	"encoding/csv"
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
)

// topSettings is how many feasible settings the summary lists.
const topSettings = 5

// WriteCSV writes every game of the search as CSV, in the order played: the
// candidate's number, the stage, the fields' values, the seed and every
// measure (session.MeasureNames).
func (s *Search) WriteCSV(w io.Writer, res *SearchResult) error {
	out := csv.NewWriter(w)
	header := []string{"candidate", "stage"}
	for _, f := range s.Spec.Fields {
		header = append(header, f.Name())
	}
	header = append(append(header, "seed"), session.MeasureNames...)
	if err := out.Write(header); err != nil {
		return err
	}
	for _, g := range res.Games {
		row := []string{strconv.Itoa(g.Candidate.ID), g.Stage}
		for _, kv := range g.Candidate.Values {
			row = append(row, strconv.FormatFloat(kv.Value, 'g', -1, 64))
		}
		row = append(row, strconv.FormatUint(g.Seed, 10))
		for _, m := range g.Measures {
			row = append(row, strconv.FormatFloat(m, 'g', -1, 64))
		}
		if err := out.Write(row); err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}

// WriteSummary writes what the search looked for, what it spent, its top
// feasible settings with their intervals, and whether the winner was
// confirmed on the held-out seeds, plainly.
func (s *Search) WriteSummary(w io.Writer, res *SearchResult) error {
	t := s.Spec.Target
	var b strings.Builder
	var ranges []string
	for _, f := range s.Spec.Fields {
		ranges = append(ranges, fmt.Sprintf("%s (%g to %g)", f.Name(), f.From, f.To))
	}
	fmt.Fprintf(&b, "search of %s for %s = %g ± %g", strings.Join(ranges, ", "), t.Measure, t.Value, t.Tolerance)
	if len(s.Spec.Constraints) > 0 {
		var cs []string
		for _, c := range s.Spec.Constraints {
			cs = append(cs, c.String())
		}
		fmt.Fprintf(&b, ", keeping %s", strings.Join(cs, ", "))
	}
	method := "CMA-ES"
	if s.Spec.Diversity != nil {
		method = "MAP-Elites"
	}
	fmt.Fprintf(&b, "\ngames: %d of %d: %d start, %d search (%d generations of %s), %d leaders, %d confirmation\n",
		len(res.Games), s.Spec.Games, res.Spent[StageStart], res.Spent[StageSearch], len(res.Generations), method, res.Spent[StageLeaders], res.Spent[StageConfirm])

	feasible := slices.DeleteFunc(slices.Clone(res.Candidates), func(c *Candidate) bool { return !c.Feasible() })
	slices.SortStableFunc(feasible, rank)
	if len(feasible) == 0 {
		fmt.Fprintf(&b, "no setting kept the constraints: the winner is the one that broke them least\n")
	} else {
		fmt.Fprintf(&b, "top feasible settings: %s, mean and 95%% interval over the scoring games:\n", t.Measure)
		for i, c := range feasible[:min(topSettings, len(feasible))] {
			fmt.Fprintf(&b, "  %d. %s: %s, %d games%s\n", i+1, c.Values, formatInterval(c.Interval(s.target())), c.Games(), s.constraintMeans(c))
		}
	}
	if len(res.Elites) > 0 {
		s.writeElites(&b, res)
	}
	conf := res.Confirmation
	games := conf.Target.N
	fmt.Fprintf(&b, "winner: %s\n", res.Winner.Values)
	verdict := "CONFIRMED"
	if !conf.Confirmed {
		verdict = "NOT CONFIRMED"
	}
	fmt.Fprintf(&b, "%s on %d held-out seeds (%d to %d), never scored: %s is %s, ", verdict, games, conf.FirstSeed,
		conf.FirstSeed+uint64(games)-1, t.Measure, formatInterval(conf.Target))
	if conf.Target.Within(t.Value-t.Tolerance, t.Value+t.Tolerance) {
		fmt.Fprintf(&b, "inside %g to %g", t.Value-t.Tolerance, t.Value+t.Tolerance)
	} else {
		fmt.Fprintf(&b, "not inside %g to %g", t.Value-t.Tolerance, t.Value+t.Tolerance)
	}
	i := 0
	for _, c := range s.Spec.Constraints {
		if c.Measure == "" {
			continue
		}
		mean := conf.Constraints[i].Mean
		i++
		kept := "kept"
		if !c.Holds(mean) {
			kept = "BROKEN"
		}
		fmt.Fprintf(&b, "; %s %.3g: %s %s", c.Measure, mean, c, kept)
	}
	b.WriteString("\n")
	if !conf.Confirmed {
		b.WriteString("the winner is not confirmed: do not ship it as tuned; search again with more games, a wider tolerance or other ranges\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// target returns the index of the target's measure.
func (s *Search) target() int { return measureIndex(s.Spec.Target.Measure) }

// constraintMeans writes the means of the measures the constraints bound.
func (s *Search) constraintMeans(c *Candidate) string {
	var b strings.Builder
	for _, k := range s.Spec.Constraints {
		if k.Measure != "" {
			fmt.Fprintf(&b, "; %s %.3g", k.Measure, c.Interval(measureIndex(k.Measure)).Mean)
		}
	}
	return b.String()
}

// formatInterval writes an interval as "50.4 [48.8, 52.0]".
func formatInterval(iv Interval) string {
	return fmt.Sprintf("%.1f [%.1f, %.1f]", iv.Mean, iv.Lo, iv.Hi)
}

// BestConfig returns best.toml: ConfigOf the winner.
func (s *Search) BestConfig(res *SearchResult) (text []byte, trees map[string][]byte, err error) {
	return s.ConfigOf(res.Winner, &res.Confirmation)
}

// ConfigOf returns the text of the configuration the games started from
// with a candidate's values set, its comments and layout kept, under a
// comment saying where it comes from and whether its confirmation (nil if
// it had none) confirmed it; and the tree files it names that were read
// from beside the configuration, by name, which it needs beside it
// wherever it is written.
func (s *Search) ConfigOf(c *Candidate, conf *Confirmation) (text []byte, trees map[string][]byte, err error) {
	base := s.games.base
	values := slices.Clone([]config.KindValue(c.Values))
	text, err = config.SetKindValues(base.ConfigName, base.Config, values)
	if err != nil {
		return nil, nil, err
	}
	verdict := "not confirmed: the budget had no room left"
	switch {
	case conf != nil && conf.Confirmed:
		verdict = "confirmed on held-out seeds"
	case conf != nil:
		verdict = "NOT confirmed on held-out seeds"
	}
	head := fmt.Sprintf("# Found by cmd/tune's search %s: %s (%s).\n# The rest is %s as it was.\n",
		filepath.Base(s.Spec.File), c.Values, verdict, base.ConfigName)
	trees = map[string][]byte{}
	for _, name := range slices.Sorted(maps.Keys(base.Trees)) {
		if f := base.Trees[name]; f.Path != "" {
			trees[name] = f.Text
		}
	}
	return append([]byte(head), text...), trees, nil
}

// writeElites writes the elites of a quality-diversity search, best first:
// their bins, values, intervals and confirmations.
func (s *Search) writeElites(b *strings.Builder, res *SearchResult) {
	div := s.Spec.Diversity
	t := s.Spec.Target
	fmt.Fprintf(b, "distinct settings by %s x %s (%d x %d bins), best first:\n", div.X.Measure, div.Y.Measure, div.Bins, div.Bins)
	binRange := func(d config.Descriptor, i int) string {
		w := (d.To - d.From) / float64(div.Bins)
		return fmt.Sprintf("%s %.4g to %.4g", d.Measure, d.From+float64(i)*w, d.From+float64(i+1)*w)
	}
	for i, e := range res.Elites {
		c := e.Candidate
		fmt.Fprintf(b, "  %d. %s, %s: %s: %s, %d games", i+1, binRange(div.X, e.Bin[0]), binRange(div.Y, e.Bin[1]), c.Values,
			formatInterval(c.Interval(s.target())), c.Games())
		switch conf := e.Confirmation; {
		case conf == nil:
			b.WriteString("; not confirmed: the budget had no room left\n")
		case conf.Confirmed:
			fmt.Fprintf(b, "; CONFIRMED on %d held-out seeds: %s\n", conf.Target.N, formatInterval(conf.Target))
		default:
			fmt.Fprintf(b, "; NOT CONFIRMED on %d held-out seeds: %s (band %g to %g)\n", conf.Target.N, formatInterval(conf.Target),
				t.Value-t.Tolerance, t.Value+t.Tolerance)
		}
	}
}
