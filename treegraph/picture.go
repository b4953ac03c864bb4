package treegraph

import (
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// margin is the room around a picture written to a file.
const margin = 12

// fonts holds the monospace face pictures are written with: Liberation Mono
// at 10 points advances 6 points a character, as the layout counts.
var fonts = font.NewCache(liberation.Collection())

// textFace returns the face files are written with.
func textFace() font.Face {
	return fonts.Lookup(font.Font{Typeface: "Liberation", Variant: "Mono"}, 10)
}

// ascent is how far below a text's top its baseline lies.
const ascent = 11

// Bounds of the pictures WriteSVG and WritePNG write, whatever the tree:
// most viewers refuse a side beyond 65,535 pixels, and a PNG is drawn in
// memory, 4 bytes a pixel.
const (
	// MaxPictureSide is the most pixels (SVG units) a side of a picture
	// file has.
	MaxPictureSide = 16_384
	// maxPNGPixels is the most pixels a PNG picture has: 128 MB to draw.
	maxPNGPixels = 32 << 20
)

// Scale returns the factor WriteSVG (png false) or WritePNG draws the scene
// at: 1 for SVG, 2 for PNG so that its text is sharp, less for a scene that
// would exceed MaxPictureSide a side or, as PNG, maxPNGPixels. Below 1, the
// picture is smaller than the scene, its text smaller than the game's: the
// caller should say so.
func (s *Scene) Scale(png bool) float64 {
	w, h := s.Width+2*margin, s.Height+2*margin
	f := min(MaxPictureSide/w, MaxPictureSide/h)
	if png {
		return min(2, f, math.Sqrt(maxPNGPixels/(w*h)))
	}
	return min(1, f)
}

// WriteSVG writes the scene as an SVG picture on the dark background the
// game's panel has, at Scale(false).
func (s *Scene) WriteSVG(w io.Writer) error {
	f := s.Scale(false)
	c := vgsvg.New(vg.Length((s.Width+2*margin)*f), vg.Length((s.Height+2*margin)*f))
	c.Scale(f, f)
	s.paint(c)
	_, err := c.WriteTo(w)
	return err
}

// WritePNG writes the scene as a PNG picture at Scale(true): twice its size,
// so that its text is sharp, unless it is too big for that.
func (s *Scene) WritePNG(w io.Writer) error {
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(s.Width+2*margin), vg.Length(s.Height+2*margin)), vgimg.UseDPI(max(1, int(72*s.Scale(true)))))
	s.paint(c)
	_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(w)
	return err
}

// paint draws the scene on a gonum canvas, whose y axis points up.
func (s *Scene) paint(c vg.Canvas) {
	height := s.Height + 2*margin
	at := func(p Point) vg.Point {
		return vg.Point{X: vg.Length(p.X + margin), Y: vg.Length(height - p.Y - margin)}
	}
	c.SetColor(Background)
	c.Fill(rectPath(vg.Point{}, vg.Point{X: vg.Length(s.Width + 2*margin), Y: vg.Length(height)}))
	for _, l := range s.Lines {
		c.SetColor(l.Colour)
		c.SetLineWidth(vg.Length(l.Width))
		var p vg.Path
		p.Move(at(l.From))
		p.Line(at(l.To))
		c.Stroke(p)
	}
	for _, sh := range s.Shapes {
		var p vg.Path
		for i, pt := range sh.Outline {
			if i == 0 {
				p.Move(at(pt))
			} else {
				p.Line(at(pt))
			}
		}
		p.Close()
		if sh.Fill.A > 0 {
			c.SetColor(sh.Fill)
			c.Fill(p)
		}
		if sh.Stroke.A > 0 && sh.Width > 0 {
			c.SetColor(sh.Stroke)
			c.SetLineWidth(vg.Length(sh.Width))
			c.Stroke(p)
		}
	}
	face := textFace()
	for _, t := range s.Texts {
		c.SetColor(opaqueOn(t.Colour, Background))
		c.FillString(face, at(Point{t.At.X, t.At.Y + ascent}), t.Text)
	}
}

// rectPath is the outline of the rectangle from a to b.
func rectPath(a, b vg.Point) vg.Path {
	var p vg.Path
	p.Move(a)
	p.Line(vg.Point{X: b.X, Y: a.Y})
	p.Line(b)
	p.Line(vg.Point{X: a.X, Y: b.Y})
	p.Close()
	return p
}

// opaqueOn returns c blended onto the background bg, for text, which some
// SVG viewers draw without its alpha.
func opaqueOn(c, bg color.NRGBA) color.NRGBA {
	a := float64(c.A) / 255
	mix := func(f, b uint8) uint8 { return uint8(float64(f)*a + float64(b)*(1-a) + 0.5) }
	return color.NRGBA{mix(c.R, bg.R), mix(c.G, bg.G), mix(c.B, bg.B), 255}
}
