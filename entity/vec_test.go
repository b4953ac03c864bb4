package entity

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHypotIsMathsBitForBit: hypot gives math.Hypot's bits for random
// numbers of every size and for the special ones.
func TestHypotIsMathsBitForBit(t *testing.T) {
	specials := []float64{0, math.Copysign(0, -1), 1, -1, math.SmallestNonzeroFloat64, math.MaxFloat64, -math.MaxFloat64,
		math.Inf(1), math.Inf(-1), math.NaN(), 1e-300, 1e300, 3, 4}
	same := func(x, y float64) {
		want, got := math.Hypot(x, y), hypot(x, y)
		if !(math.IsNaN(want) && math.IsNaN(got)) {
			assert.Equal(t, math.Float64bits(want), math.Float64bits(got), "hypot(%g, %g)", x, y)
		}
	}
	for _, x := range specials {
		for _, y := range specials {
			same(x, y)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100_000 {
		x := (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(40)-20))
		y := (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(40)-20))
		same(x, y)
	}
}
