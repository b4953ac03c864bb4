package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSweepValuesAreTheNumbersWritten checks that an axis's values are the
// numbers a person would write, as strconv reads them, with no float noise:
// -set near.detect=7.1 plays the cell the CSV calls 7.1.
func TestSweepValuesAreTheNumbersWritten(t *testing.T) {
	tests := []struct {
		from, to, step float64
		want           []float64
	}{
		{7.0, 7.5, 0.1, []float64{7, 7.1, 7.2, 7.3, 7.4, 7.5}},
		{2.0, 8.0, 0.5, []float64{2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8}},
		{0.5, 2.0, 0.25, []float64{0.5, 0.75, 1, 1.25, 1.5, 1.75, 2}},
		{0.1, 0.7, 0.3, []float64{0.1, 0.4, 0.7}},
		{-0.3, 0.3, 0.1, []float64{-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3}},
		{1, 3, 1, []float64{1, 2, 3}},
	}
	for _, tc := range tests {
		got := SweepAxis{From: tc.from, To: tc.to, Step: tc.step}.Values()
		assert.Equal(t, tc.want, got, "%g to %g by %g", tc.from, tc.to, tc.step)
	}
}

// TestRoundToGivesWholeSteps checks roundTo on steps of one over a whole
// number and on others.
func TestRoundToGivesWholeSteps(t *testing.T) {
	tests := []struct{ v, step, want float64 }{
		{7.1000000000000005, 0.1, 7.1},
		{71 * 0.1, 0.1, 7.1},
		{0.30000000000000004, 0.1, 0.3},
		{-0.30000000000000004, 0.1, -0.3},
		{1.125, 0.25, 1.25},
		{-1.125, 0.25, -1.25},
		{2.9999999, 1e-9, 2.9999999},
		{7, 3, 6},
		{0.45, 0.3, 0.6},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, roundTo(tc.v, tc.step), "%v to %v", tc.v, tc.step)
	}
}
