package main

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// diff plays the run as it was and as -set and -tree change it, side by
// side, and prints the first divergence and both outcomes.
func diff(o options, stdout io.Writer) error {
	original := o.Source
	original.Set, original.Trees = nil, nil
	a, err := session.Open(original)
	if err != nil {
		return err
	}
	b, err := session.Open(o.Source)
	if err != nil {
		return err
	}
	a.Park(o.park)
	b.Park(o.park)
	d := session.NewDiffer(a, b)
	ca, cb := clock{o: o}, clock{o: o}
	for !ca.finished(a) || !cb.finished(b) {
		ca.tick(a)
		cb.tick(b)
		d.Step()
	}
	fmt.Fprintf(stdout, "changed: %s\n", describe(o.Source))
	writeDivergence(stdout, d.First)
	return writeOutcomes(stdout, d.OutA, d.OutB)
}

// describe lists the values a source pins and the trees it swaps.
func describe(w session.Source) string {
	var parts []string
	for _, v := range w.Set {
		parts = append(parts, v.String())
	}
	for _, kind := range slices.Sorted(maps.Keys(w.Trees)) {
		parts = append(parts, "tree "+kind+"="+w.Trees[kind])
	}
	return strings.Join(parts, ", ")
}

// writeDivergence prints where the runs first decide differently.
func writeDivergence(w io.Writer, d *session.Divergence) {
	if d == nil {
		fmt.Fprintln(w, "no divergence: every enemy decides the same on every tick")
		return
	}
	fmt.Fprintf(w, "first divergence at tick %d (%.2f s): %s\n", d.Tick, entity.Seconds(int(d.Tick)), d.ID)
	fmt.Fprintf(w, "  original: %s\n", d.A)
	fmt.Fprintf(w, "  changed:  %s\n", d.B)
}

// writeOutcomes prints the outcome table, original against changed.
func writeOutcomes(w io.Writer, a, b session.Outcome) error {
	rows := append([][3]string{{"", "original", "changed"}}, session.OutcomeRows(a, b)...)
	var width [3]int
	for _, r := range rows {
		for i, cell := range r {
			width[i] = max(width[i], len(cell))
		}
	}
	for _, r := range rows {
		if _, err := fmt.Fprintf(w, "%-*s  %*s  %*s\n", width[0], r[0], width[1], r[1], width[2], r[2]); err != nil {
			return err
		}
	}
	return nil
}
