package main

import (
	"image"
	"image/color"
	"math"
)

// canvas is an RGBA image drawn on with shapes given by inside-tests, sampled
// 4x4 times per pixel for smooth edges.
type canvas struct{ *image.NRGBA }

func newCanvas(size int) canvas { return canvas{image.NewNRGBA(image.Rect(0, 0, size, size))} }

// fill paints every pixel whose area is partly inside the shape, blending by
// the covered fraction.
func (c canvas) fill(inside func(x, y float64) bool, col color.NRGBA) {
	const n = 4
	b := c.Bounds()
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; px++ {
			hits := 0
			for sy := range n {
				for sx := range n {
					if inside(float64(px)+(float64(sx)+0.5)/n, float64(py)+(float64(sy)+0.5)/n) {
						hits++
					}
				}
			}
			if hits > 0 {
				c.blend(px, py, col, float64(hits)/(n*n))
			}
		}
	}
}

// blend paints col over the pixel with coverage a.
func (c canvas) blend(x, y int, col color.NRGBA, a float64) {
	dst := c.NRGBAAt(x, y)
	sa := float64(col.A) / 255 * a
	da := float64(dst.A) / 255
	oa := sa + da*(1-sa)
	if oa == 0 {
		return
	}
	mix := func(s, d uint8) uint8 {
		return uint8(math.Round((float64(s)*sa + float64(d)*da*(1-sa)) / oa))
	}
	c.SetNRGBA(x, y, color.NRGBA{mix(col.R, dst.R), mix(col.G, dst.G), mix(col.B, dst.B), uint8(math.Round(oa * 255))})
}

func circle(cx, cy, r float64) func(x, y float64) bool {
	return func(x, y float64) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r }
}

// polygon returns the inside-test of a convex or star-shaped polygon.
func polygon(pts ...[2]float64) func(x, y float64) bool {
	return func(x, y float64) bool {
		in := false
		for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
			xi, yi, xj, yj := pts[i][0], pts[i][1], pts[j][0], pts[j][1]
			if (yi > y) != (yj > y) && x < (xj-xi)*(y-yi)/(yj-yi)+xi {
				in = !in
			}
		}
		return in
	}
}

// star returns the points of a star with n spikes around (cx, cy).
func star(cx, cy, outer, inner float64, n int) [][2]float64 {
	var pts [][2]float64
	for i := range 2 * n {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := float64(i)*math.Pi/float64(n) - math.Pi/2
		pts = append(pts, [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)})
	}
	return pts
}
