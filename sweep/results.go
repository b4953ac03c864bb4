package sweep

import (
	"encoding/csv"
	"errors"
	"fmt"
	"github.com/enemyai/enemyai/config"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

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

// ReadCSV reads the rows of shard Shard of Shards that WriteCSV wrote (the
// header only in the first) and returns them as results, checking that
// every row is the cell and seed it should be.
func (sw *Sweep) ReadCSV(r io.Reader, shard, shards int) ([]Result, error) {
	lo, hi := sw.Shard(shard, shards)
	seeds := sw.Spec.Seeds
	rows, err := csv.NewReader(r).ReadAll()
	if err != nil {
		return nil, err
	}
	if shard <= 1 {
		if len(rows) == 0 {
			return nil, errors.New("no header")
		}
		rows = rows[1:]
	}
	if len(rows) != (hi-lo)*seeds {
		return nil, fmt.Errorf("%d rows, but cells %d to %d of %d seeds make %d", len(rows), lo+1, hi, seeds, (hi-lo)*seeds)
	}
	axes := len(sw.Spec.Axes)
	results := make([]Result, len(rows))
	for i, row := range rows {
		r := Result{Index: lo + i/seeds, Seed: uint64(i%seeds + 1)}
		r.Cell = sw.cells[r.Index]
		if len(row) != axes+1+len(session.MeasureNames) {
			return nil, fmt.Errorf("row %d has %d columns, not %d", i+1, len(row), axes+1+len(session.MeasureNames))
		}
		want := make([]string, 0, axes+1)
		for _, kv := range r.Cell {
			want = append(want, strconv.FormatFloat(kv.Value, 'g', -1, 64))
		}
		want = append(want, strconv.FormatUint(r.Seed, 10))
		if !slices.Equal(row[:axes+1], want) {
			return nil, fmt.Errorf("row %d is %s, not the cell and seed %s", i+1, config.Quote(strings.Join(row[:axes+1], ",")), strings.Join(want, ","))
		}
		measures := make([]float64, len(session.MeasureNames))
		for j, text := range row[axes+1:] {
			if measures[j], err = strconv.ParseFloat(text, 64); err != nil || math.IsNaN(measures[j]) || math.IsInf(measures[j], 0) {
				return nil, fmt.Errorf("row %d: %s %s is not a finite number", i+1, session.MeasureNames[j], config.Quote(text))
			}
		}
		r.Outcome = outcomeOf(measures)
		results[i] = r
	}
	return results, nil
}

// outcomeOf returns the outcome whose measures (in the order of
// session.MeasureNames) are measures: what a CSV row holds.
func outcomeOf(m []float64) session.Outcome {
	return session.Outcome{DamageTaken: m[0], PlayerHits: int(m[1]), PlayerHP: m[2], DiedAt: uint32(m[4]),
		Kills: int(m[5]), Shots: int(m[6]), ShotsHit: int(m[7])}
}
