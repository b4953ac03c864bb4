package entity

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLenIsTheSquareRootOfTheSumOfSquares: Len follows its rule to the last
// bit, for the lengths a reader can check and for random vectors of every
// size an arena holds.
func TestLenIsTheSquareRootOfTheSumOfSquares(t *testing.T) {
	for _, c := range []struct {
		v    Vec
		want float64
	}{
		{Vec{}, 0},
		{Vec{X: math.Copysign(0, -1)}, 0},
		{Vec{X: 3, Y: 4}, 5},
		{Vec{X: -3, Y: -4}, 5},
		{Vec{X: 1}, 1},
		{Vec{Y: -2.5}, 2.5},
		{Vec{X: math.Inf(1), Y: 1}, math.Inf(1)},
	} {
		assert.Equal(t, c.want, c.v.Len(), "%v", c.v)
	}
	assert.True(t, math.IsNaN(Vec{X: math.NaN()}.Len()))
	r := rand.New(rand.NewPCG(1, 2))
	for range 100_000 {
		v := Vec{X: (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(20)-10)), Y: (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(20)-10))}
		want := math.Sqrt(float64(v.X*v.X) + float64(v.Y*v.Y))
		assert.Equal(t, math.Float64bits(want), math.Float64bits(v.Len()), "%v", v)
		assert.InEpsilon(t, math.Hypot(v.X, v.Y), v.Len(), 1e-15, "within rounding of math.Hypot: %v", v)
	}
}

// TestClampIsTheBuiltinMinAndMax: Clamp gives each coordinate the bits
// min(max(v, 0), side) gives it, for signed zeros, infinities, the borders
// and random values inside and out; a NaN stays a NaN.
func TestClampIsTheBuiltinMinAndMax(t *testing.T) {
	a := Arena{Width: 32, Height: 18}
	values := []float64{0, math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1), 32, 18, -1e-300, 1e-300, 31.999999, 18.000001, -5, 40}
	r := rand.New(rand.NewPCG(3, 4))
	for range 10_000 {
		values = append(values, (r.Float64()*1.4-0.2)*32)
	}
	for _, x := range values {
		for _, y := range values[:20] {
			got := a.Clamp(Vec{X: x, Y: y})
			want := Vec{X: min(max(x, 0), a.Width), Y: min(max(y, 0), a.Height)}
			assert.Equal(t, math.IsNaN(want.X), math.IsNaN(got.X), "x %v", x)
			if !math.IsNaN(x) {
				assert.Equal(t, math.Float64bits(want.X), math.Float64bits(got.X), "x %v", x)
			}
			if !math.IsNaN(y) {
				assert.Equal(t, math.Float64bits(want.Y), math.Float64bits(got.Y), "y %v", y)
			}
		}
	}
}
