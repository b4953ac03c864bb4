package sweep

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// searchBins is how many bins of each field's range the heat map of a
// two-field search has.
const searchBins = 16

// WritePlot draws the search as DIR/search.png and DIR/search.svg: for two
// fields, the target measure's mean over the games played, binned over the
// ranges, with the evolution's path (the centre of each generation), the
// start, the elites of a quality-diversity search and the winner on it; for
// more, the scores by generation.
func (s *Search) WritePlot(dir string, res *SearchResult) error {
	return writePictures(dir, "search", func(w io.Writer, format string) error { return s.drawSearch(w, format, res) })
}

// drawSearch draws the picture in the format to w.
func (s *Search) drawSearch(w io.Writer, format string, res *SearchResult) error {
	canvas, err := draw.NewFormattedCanvas(plotWidth, plotHeight, format)
	if err != nil {
		return err
	}
	dc := draw.New(canvas)
	if len(s.Spec.Fields) == 2 {
		if err := s.drawPath(dc, res); err != nil {
			return err
		}
	} else if err := s.drawScores(dc, res); err != nil {
		return err
	}
	_, err = canvas.WriteTo(w)
	return err
}

// drawPath draws the heat map of the games played with the search's path.
func (s *Search) drawPath(dc draw.Canvas, res *SearchResult) error {
	fx, fy := s.Spec.Fields[0], s.Spec.Fields[1]
	g := grid{xs: binCentres(fx.From, fx.To), ys: binCentres(fy.From, fy.To), z: make([]float64, searchBins*searchBins)}
	counts := make([]int, len(g.z))
	target := s.target()
	bin := func(v, from, to float64) int { return min(int((v-from)/(to-from)*searchBins), searchBins-1) }
	for _, game := range res.Games {
		i := bin(game.Candidate.Values[1].Value, fy.From, fy.To)*searchBins + bin(game.Candidate.Values[0].Value, fx.From, fx.To)
		g.z[i] += game.Measures[target]
		counts[i]++
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for i := range g.z {
		g.z[i] /= float64(counts[i])
		if counts[i] == 0 {
			g.z[i] = math.NaN()
			continue
		}
		lo, hi = min(lo, g.z[i]), max(hi, g.z[i])
	}
	if lo >= hi {
		lo, hi = lo-0.5, hi+0.5
	}
	colours := moreland.SmoothBlueRed()
	colours.SetMin(lo)
	colours.SetMax(hi)

	p := plot.New()
	t := s.Spec.Target
	p.Title.Text = fmt.Sprintf("%s over %d games (target %g ± %g): the search's path", t.Measure, len(res.Games), t.Value, t.Tolerance)
	p.X.Label.Text, p.Y.Label.Text = fx.Name(), fy.Name()
	heat := plotter.NewHeatMap(g, colours.Palette(255))
	heat.Min, heat.Max = lo, hi
	heat.NaN = color.White // no games there
	p.Add(heat)

	var start, path plotter.XYs
	for _, c := range res.Candidates {
		if c.Stage == StageStart {
			start = append(start, plotter.XY{X: c.Values[0].Value, Y: c.Values[1].Value})
		}
	}
	for _, gen := range res.Generations {
		path = append(path, plotter.XY{X: gen.Centre[0].Value, Y: gen.Centre[1].Value})
	}
	winner := plotter.XYs{{X: res.Winner.Values[0].Value, Y: res.Winner.Values[1].Value}}
	if err := addPoints(p, "start", start, draw.CircleGlyph{}, color.Black, 3); err != nil {
		return err
	}
	if len(path) > 0 {
		line, points, err := plotter.NewLinePoints(path)
		if err != nil {
			return err
		}
		line.Color, points.Color, points.Radius = color.Black, color.Black, vg.Points(2)
		p.Add(line, points)
		p.Legend.Add("path (centre of each generation)", line, points)
	}
	var elites plotter.XYs
	for _, e := range res.Elites {
		elites = append(elites, plotter.XY{X: e.Candidate.Values[0].Value, Y: e.Candidate.Values[1].Value})
	}
	if err := addPoints(p, "elites", elites, draw.BoxGlyph{}, color.Black, 4); err != nil {
		return err
	}
	if err := addPoints(p, "winner", winner, draw.CrossGlyph{}, color.Black, 9); err != nil {
		return err
	}
	p.Legend.Top = true
	p.Y.Max = fy.To + 0.12*(fy.To-fy.From) // room for the legend above the map

	scale := plot.New()
	scale.Title.Text = t.Measure
	scale.HideX()
	scale.Add(&plotter.ColorBar{ColorMap: colours, Vertical: true})
	p.Draw(draw.Crop(dc, 0, -scaleWidth, 0, 0))
	scale.Draw(draw.Crop(dc, plotWidth-scaleWidth+0.2*vg.Inch, 0, 0.55*vg.Inch, 0))
	return nil
}

// addPoints adds a scatter of points with a legend entry.
func addPoints(p *plot.Plot, label string, xys plotter.XYs, shape draw.GlyphDrawer, c color.Color, radius float64) error {
	if len(xys) == 0 {
		return nil
	}
	sc, err := plotter.NewScatter(xys)
	if err != nil {
		return err
	}
	sc.Shape, sc.Color, sc.Radius = shape, c, vg.Points(radius)
	p.Add(sc)
	p.Legend.Add(label, sc)
	return nil
}

// binCentres returns the centres of the bins of a range.
func binCentres(from, to float64) []float64 {
	out := make([]float64, searchBins)
	for i := range out {
		out[i] = from + (float64(i)+0.5)*(to-from)/searchBins
	}
	return out
}

// drawScores draws the best score of each generation, the best so far,
// and the winner's after its games as a leader.
func (s *Search) drawScores(dc draw.Canvas, res *SearchResult) error {
	p := plot.New()
	t := s.Spec.Target
	p.Title.Text = fmt.Sprintf("score by generation: how far %s's 95%% interval reaches from %g (lower is better)", t.Measure, t.Value)
	p.X.Label.Text, p.Y.Label.Text = "generation", "score"
	var own, best plotter.XYs
	for _, g := range res.Generations {
		if g.Own < infeasible {
			own = append(own, plotter.XY{X: float64(g.Number), Y: g.Own})
		}
		if g.Best < infeasible {
			best = append(best, plotter.XY{X: float64(g.Number), Y: g.Best})
		}
	}
	if err := addPoints(p, "best of the generation", own, draw.CircleGlyph{}, color.Gray{Y: 120}, 2); err != nil {
		return err
	}
	if len(best) > 0 {
		line, err := plotter.NewLine(best)
		if err != nil {
			return err
		}
		p.Add(line)
		p.Legend.Add("best so far", line)
	}
	end := float64(len(res.Generations) + 1)
	if res.Winner.Feasible() {
		winner := plotter.XYs{{X: end, Y: res.Winner.Score}}
		if err := addPoints(p, fmt.Sprintf("the winner after %d games as a leader", res.Winner.Games()), winner, draw.CrossGlyph{}, color.Black, 6); err != nil {
			return err
		}
	}
	tolerance, err := plotter.NewLine(plotter.XYs{{X: 1, Y: t.Tolerance}, {X: end, Y: t.Tolerance}})
	if err != nil {
		return err
	}
	tolerance.Dashes = []vg.Length{vg.Points(4), vg.Points(4)}
	p.Add(tolerance)
	p.Legend.Add("tolerance", tolerance)
	p.Legend.Top = true
	p.Y.Min = 0
	p.Draw(dc)
	return nil
}
