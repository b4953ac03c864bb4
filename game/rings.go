package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Ring tessellation: enough straight pieces that a piece's middle strays at
// most maxSag pixels from the true circle, within these bounds.
const (
	maxSag      = 0.4
	minSegments = 12
	maxSegments = 96
)

// ringBatch collects wire circles (thin annuli) as triangles and draws them in
// as few DrawTriangles calls as possible. Each ring has as many segments as
// its on-screen size needs, with the unit circles for every segment count
// computed once, so adding a ring is a copy with an offset, and only the
// ring's own pixels are filled: under software GL the cost is per triangle and
// per pixel, and a thousand enemies' gizmos stay cheap.
type ringBatch struct {
	units    [maxSegments + 1][][2]float32
	vertices []ebiten.Vertex
	indices  []uint16
	white    *ebiten.Image
}

func newRingBatch(white *ebiten.Image) *ringBatch { return &ringBatch{white: white} }

// segments returns how many pieces a ring of radius r pixels needs.
func segments(r float32) int {
	if r <= maxSag {
		return minSegments
	}
	n := math.Ceil(math.Pi / math.Acos(1-maxSag/float64(r)))
	return int(min(max(n, minSegments), maxSegments))
}

// unit returns the unit circle cut into n pieces.
func (b *ringBatch) unit(n int) [][2]float32 {
	if b.units[n] == nil {
		u := make([][2]float32, n)
		for i := range u {
			a := 2 * math.Pi * float64(i) / float64(n)
			u[i] = [2]float32{float32(math.Cos(a)), float32(math.Sin(a))}
		}
		b.units[n] = u
	}
	return b.units[n]
}

// add queues a ring of radius r (to the middle of its stroke) and stroke
// width w around (cx, cy), flushing to dst when the batch is full.
func (b *ringBatch) add(dst *ebiten.Image, cx, cy, r, w float32, clr color.NRGBA) {
	if !ringShows(dst.Bounds(), cx, cy, r-w/2, r+w/2) {
		return
	}
	unit := b.unit(segments(r))
	n := len(unit)
	if len(b.vertices)+2*n > math.MaxUint16 {
		b.flush(dst)
	}
	base := uint16(len(b.vertices))
	cr, cg, cb, ca := float32(clr.R)/255, float32(clr.G)/255, float32(clr.B)/255, float32(clr.A)/255
	inner, outer := r-w/2, r+w/2
	for _, u := range unit {
		b.vertices = append(b.vertices,
			ebiten.Vertex{DstX: cx + u[0]*inner, DstY: cy + u[1]*inner, SrcX: 1, SrcY: 1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: cx + u[0]*outer, DstY: cy + u[1]*outer, SrcX: 1, SrcY: 1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca})
	}
	for i := range uint16(n) {
		j := (i + 1) % uint16(n)
		a, c := base+2*i, base+2*j
		b.indices = append(b.indices, a, a+1, c+1, a, c+1, c)
	}
}

// ringShows reports whether a ring between radii inner and outer around
// (cx, cy) has pixels in view: not wholly beside it, and not around it
// with the view in its hole (a horde's detect rings cover the screen).
func ringShows(view image.Rectangle, cx, cy, inner, outer float32) bool {
	x0, y0, x1, y1 := float32(view.Min.X), float32(view.Min.Y), float32(view.Max.X), float32(view.Max.Y)
	nx, ny := min(max(cx, x0), x1)-cx, min(max(cy, y0), y1)-cy // the view's nearest point
	if nx*nx+ny*ny > outer*outer {
		return false
	}
	fx, fy := max(cx-x0, x1-cx), max(cy-y0, y1-cy) // and its farthest corner
	return fx*fx+fy*fy >= inner*inner
}

// flush draws the queued rings onto dst.
func (b *ringBatch) flush(dst *ebiten.Image) {
	if len(b.indices) == 0 {
		return
	}
	dst.DrawTriangles(b.vertices, b.indices, b.white, &ebiten.DrawTrianglesOptions{})
	b.vertices, b.indices = b.vertices[:0], b.indices[:0]
}
