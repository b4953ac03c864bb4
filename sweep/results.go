package sweep

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/enemyai/enemyai/session"
)

// WriteCSV writes results as CSV, one row per game: the swept values, the
// seed and every measure (session.MeasureNames). With header, the column
// names come first: shard 1 writes them, the others do not, so that shards
// concatenated in order are the whole sweep's file.
func (sw *Sweep) WriteCSV(w io.Writer, results []Result, header bool) error {
	out := csv.NewWriter(w)
	if header {
		var names []string
		for _, a := range sw.Spec.Axes {
			names = append(names, a.Name())
		}
		names = append(names, "seed")
		if err := out.Write(append(names, session.MeasureNames...)); err != nil {
			return err
		}
	}
	for _, r := range results {
		var row []string
		for _, kv := range r.Cell {
			row = append(row, strconv.FormatFloat(kv.Value, 'g', -1, 64))
		}
		row = append(row, strconv.FormatUint(r.Seed, 10))
		for _, m := range r.Outcome.Measures() {
			row = append(row, strconv.FormatFloat(m, 'g', -1, 64))
		}
		if err := out.Write(row); err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}

// Means returns the mean of the named measure over each cell's seeds, by
// cell index, NaN for cells without results.
func (sw *Sweep) Means(results []Result, measure string) []float64 {
	m := measureIndex(measure)
	sums, counts := make([]float64, len(sw.cells)), make([]int, len(sw.cells))
	for _, r := range results {
		sums[r.Index] += r.Outcome.Measures()[m]
		counts[r.Index]++
	}
	for i := range sums {
		sums[i] /= float64(counts[i])
		if counts[i] == 0 {
			sums[i] = math.NaN()
		}
	}
	return sums
}

// measureIndex returns the place of a measure among session.MeasureNames.
func measureIndex(name string) int {
	for i, n := range session.MeasureNames {
		if n == name {
			return i
		}
	}
	panic("sweep: unknown measure " + name) // the spec was checked against the names
}

// WriteSummary writes the cells with the lowest and the highest mean of the
// spec's measure.
func (sw *Sweep) WriteSummary(w io.Writer, results []Result) error {
	means := sw.Means(results, sw.Spec.Measure)
	cells := sw.Cells()
	lo, hi := -1, -1
	for i, m := range means {
		if math.IsNaN(m) {
			continue
		}
		if lo < 0 || m < means[lo] {
			lo = i
		}
		if hi < 0 || m > means[hi] {
			hi = i
		}
	}
	if lo < 0 {
		_, err := fmt.Fprintln(w, "no games were played")
		return err
	}
	describe := func(i int) string {
		s := ""
		for _, kv := range cells[i] {
			s += kv.String() + " "
		}
		return s
	}
	_, err := fmt.Fprintf(w, "%d cells x %d seeds, %s (mean over seeds):\n  lowest:  %s-> %.3g\n  highest: %s-> %.3g\n",
		len(cells), sw.Spec.Seeds, sw.Spec.Measure, describe(lo), means[lo], describe(hi), means[hi])
	return err
}
