package entity

import (
	"fmt"
	"math"
)

// Vec is a point or a direction in world units.
type Vec struct{ X, Y float64 }

// Add returns v+w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// Sub returns v-w.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y} }

// Scale returns v*k.
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }

// Len returns the length of v, as the square root of x*x+y*y: every length
// the world measures follows this one rule, two products and a square root,
// with no division. Each square is rounded before the sum (the conversions
// keep a compiler from fusing a multiplication and an addition, as Go may
// on arm64), so that every machine measures the same bits. It differs from
// math.Hypot's formula in the last bit for some vectors, and overflows only
// for coordinates beyond 1e154, far outside any arena.
func (v Vec) Len() float64 { return math.Sqrt(float64(v.X*v.X) + float64(v.Y*v.Y)) }

// Dist returns the distance from v to w.
func (v Vec) Dist(w Vec) float64 { return w.Sub(v).Len() }

// Unit returns v scaled to length 1, or the zero vector if v is zero.
func (v Vec) Unit() Vec {
	if l := v.Len(); l > 0 {
		return v.Scale(1 / l)
	}
	return Vec{}
}

// MoveTowards returns the point at most maxStep from v on the way to target,
// landing on target exactly when it is within reach.
func (v Vec) MoveTowards(target Vec, maxStep float64) Vec {
	d := target.Sub(v)
	l := d.Len()
	if l <= maxStep || l == 0 {
		return target
	}
	return v.Add(d.Scale(maxStep / l))
}

// String formats v as "(x, y)" with two decimals.
func (v Vec) String() string { return fmt.Sprintf("(%.2f, %.2f)", v.X, v.Y) }
