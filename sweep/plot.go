package sweep

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	_ "gonum.org/v1/plot/vg/vgimg" // PNG
	_ "gonum.org/v1/plot/vg/vgsvg" // SVG

	"github.com/enemyai/enemyai/internal/atomicfile"
)

// The heat map's size, and the colour scale's share of its width.
const (
	plotWidth  = 8 * vg.Inch
	plotHeight = 6 * vg.Inch
	scaleWidth = 1.3 * vg.Inch
)

// grid is the mean of a measure per cell, as gonum's heat map reads it.
type grid struct {
	xs, ys []float64
	z      []float64 // row by row of y, x varying fastest
}

func (g grid) Dims() (c, r int)   { return len(g.xs), len(g.ys) }
func (g grid) Z(c, r int) float64 { return g.z[r*len(g.xs)+c] }
func (g grid) X(c int) float64    { return g.xs[c] }
func (g grid) Y(r int) float64    { return g.ys[r] }

// WritePlots writes the heat map of the spec's measure over the grid as
// DIR/heatmap.png and DIR/heatmap.svg, each cell labelled with its mean.
func (sw *Sweep) WritePlots(dir string, results []Result) error {
	return writePictures(dir, "heatmap", func(w io.Writer, format string) error { return sw.drawHeatMap(w, format, results) })
}

// writePictures writes the picture draw draws as DIR/NAME.png and
// DIR/NAME.svg, each atomically.
func writePictures(dir, name string, draw func(w io.Writer, format string) error) error {
	for _, format := range []string{"png", "svg"} {
		path := filepath.Join(dir, name+"."+format)
		var picture bytes.Buffer
		if err := draw(&picture, format); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if _, err := atomicfile.WriteFile(path, picture.Bytes()); err != nil {
			return err
		}
	}
	return nil
}

// drawHeatMap draws the heat map in the format to w.
func (sw *Sweep) drawHeatMap(w io.Writer, format string, results []Result) error {
	g := sw.grid(results)
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, z := range g.z {
		if !math.IsNaN(z) {
			lo, hi = min(lo, z), max(hi, z)
		}
	}
	if lo == hi { // one value: a scale needs a span
		lo, hi = lo-0.5, hi+0.5
	}
	colours := moreland.SmoothBlueRed()
	colours.SetMin(lo)
	colours.SetMax(hi)

	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s, mean of %d seeds per cell", sw.Spec.Measure, sw.Spec.Seeds)
	p.X.Label.Text = sw.Spec.Axes[0].Name()
	p.Y.Label.Text = "(one row)"
	if len(sw.Spec.Axes) > 1 {
		p.Y.Label.Text = sw.Spec.Axes[1].Name()
	}
	heat := plotter.NewHeatMap(g, colours.Palette(255))
	heat.Min, heat.Max = lo, hi
	heat.NaN = color.Gray{Y: 200}
	p.Add(heat)
	p.X.Tick.Marker = valueTicks(g.xs)
	p.Y.Tick.Marker = valueTicks(g.ys)
	var labels plotter.XYLabels
	for r, y := range g.ys {
		for c, x := range g.xs {
			labels.XYs = append(labels.XYs, plotter.XY{X: x, Y: y})
			labels.Labels = append(labels.Labels, strconv.FormatFloat(g.Z(c, r), 'g', 3, 64))
		}
	}
	if len(labels.Labels) <= 400 { // beyond that the numbers would not fit their cells
		l, err := plotter.NewLabels(labels)
		if err != nil {
			return err
		}
		for i := range l.TextStyle {
			l.TextStyle[i].XAlign, l.TextStyle[i].YAlign = draw.XCenter, draw.YCenter
		}
		p.Add(l)
	}

	scale := plot.New()
	scale.Title.Text = sw.Spec.Measure
	scale.HideX()
	scale.Add(&plotter.ColorBar{ColorMap: colours, Vertical: true})

	canvas, err := draw.NewFormattedCanvas(plotWidth, plotHeight, format)
	if err != nil {
		return err
	}
	dc := draw.New(canvas)
	p.Draw(draw.Crop(dc, 0, -scaleWidth, 0, 0))
	scale.Draw(draw.Crop(dc, plotWidth-scaleWidth+0.2*vg.Inch, 0, 0.55*vg.Inch, 0))
	_, err = canvas.WriteTo(w)
	return err
}

// grid returns the spec's measure's mean per cell as a grid.
func (sw *Sweep) grid(results []Result) grid {
	g := grid{xs: sw.Spec.Axes[0].Values(), ys: []float64{0}, z: sw.Means(results, sw.Spec.Measure)}
	if len(sw.Spec.Axes) > 1 {
		g.ys = sw.Spec.Axes[1].Values()
	}
	return g
}

// valueTicks labels an axis at the swept values (at most about a dozen).
func valueTicks(values []float64) plot.Ticker {
	every := (len(values) + 11) / 12
	var ticks []plot.Tick
	for i, v := range values {
		label := ""
		if i%every == 0 {
			label = strconv.FormatFloat(v, 'g', 4, 64)
		}
		ticks = append(ticks, plot.Tick{Value: v, Label: label})
	}
	return plot.ConstantTicks(ticks)
}
