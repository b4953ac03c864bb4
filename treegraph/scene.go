package treegraph

import (
	"image/color"
	"math"

	"github.com/enemyai/enemyai/bt"
)

// Point is a point of a picture, in its units (pixels at zoom 1).
type Point struct{ X, Y float64 }

// Scene is a picture of a graph as plain shapes, in drawing order: links,
// then outlines, then text. The game draws a scene with Ebitengine, and
// WriteSVG and WritePNG with gonum's vector graphics, so the three look
// alike.
type Scene struct {
	Width, Height float64
	Lines         []Line
	Shapes        []Shape
	Texts         []Text
}

// Line is a straight stroke.
type Line struct {
	From, To Point
	Width    float64
	Colour   color.NRGBA
}

// Shape is a closed outline, filled, stroked or both (a colour with zero
// alpha is not drawn).
type Shape struct {
	Outline      []Point
	Fill, Stroke color.NRGBA
	Width        float64
}

// Text is one line of text whose top-left corner is At.
type Text struct {
	At     Point
	Text   string
	Colour color.NRGBA
}

// The colours of a picture; statuses take theirs from bt's palette.
var (
	Background   = color.NRGBA{12, 15, 22, 255}
	colourBox    = color.NRGBA{24, 30, 42, 255}
	colourLink   = color.NRGBA{80, 90, 110, 255}
	colourName   = color.NRGBA{230, 234, 242, 255}
	colourLabel  = color.NRGBA{150, 160, 180, 255}
	colourNote   = color.NRGBA{200, 205, 215, 255}
	colourTip    = color.NRGBA{255, 220, 80, 255}
	markColours  = [...]color.NRGBA{Same: {120, 128, 145, 255}, Added: {90, 210, 100, 255}, Removed: {235, 85, 70, 255}, Changed: {255, 200, 60, 255}}
	colourFolded = color.NRGBA{170, 190, 215, 255}
)

// fadedAlpha is the alpha of a stale node's outline and text.
const fadedAlpha = 110

// tipOutline is how far outside its box the tip's second outline runs, its
// stroke 2 wide about that line.
const tipOutline = 4

// Draw returns the scene of the laid-out graph, appending to dst's memory. A
// node shows its status colour on its outline (faded when it was not ticked
// on the tick shown), the tip a second outline, the links down to it are
// thick and gold, and a crowd's heat fills the box from dark (never
// visited) to bright.
func (g *Graph) Draw(width, height float64, dst *Scene) {
	*dst = Scene{Width: width, Height: height, Lines: dst.Lines[:0], Shapes: dst.Shapes[:0], Texts: dst.Texts[:0]}
	for i := range g.Nodes {
		n := &g.Nodes[i]
		if n.Hidden || n.Parent < 0 {
			continue
		}
		p := &g.Nodes[n.Parent]
		colour, w := colourLink, 1.0
		if n.OnPath && p.OnPath {
			colour, w = bt.Running.Colour(), 3
		}
		link := func(from, to Point) {
			if n.Off {
				dst.dashedLine(from, to, w, colour)
			} else {
				dst.Lines = append(dst.Lines, Line{from, to, w, colour})
			}
		}
		if g.Outline { // down the parent's indent, then across to the child
			x, y := p.Box.X+OutlineIndent/2, n.Box.Y+n.Box.H/2
			link(Point{x, p.Box.Y + p.Box.H}, Point{x, y})
			link(Point{x, y}, Point{n.Box.X, y})
			continue
		}
		top, bottom := Point{p.Box.CentreX(), p.Box.Y + p.Box.H}, Point{n.Box.CentreX(), n.Box.Y}
		mid := bottom.Y - Gap.Down/2
		down := top.X // the x the link comes down at to its row
		if n.lower {  // beside the rows above, down the lane left of them
			first := g.Nodes[p.Children[0]].Box.Y - Gap.Down/2
			down = n.lane
			link(top, Point{top.X, first})
			link(Point{top.X, first}, Point{down, first})
			link(Point{down, first}, Point{down, mid})
		} else {
			link(top, Point{top.X, mid})
		}
		link(Point{down, mid}, Point{bottom.X, mid})
		link(Point{bottom.X, mid}, bottom)
	}
	for i := range g.Nodes {
		if n := &g.Nodes[i]; !n.Hidden {
			g.drawNode(n, dst)
		}
	}
}

// drawNode adds one node's outline, knob and text to the scene.
func (g *Graph) drawNode(n *Node, dst *Scene) {
	stroke, text := markColours[n.Mark], colourName
	switch {
	case n.Off:
		stroke, text.A = colourLink, offAlpha
	case g.statuses && n.Mark == Same:
		stroke = n.Shown().Colour()
		if !n.Fresh {
			stroke.A, text.A = fadedAlpha, 200
		}
	}
	fill, label := colourBox, colourLabel
	if n.Heat != nil {
		fill, label = heatColour(n.Heat.Visited), colourNote
	}
	if n.Off {
		label.A = offAlpha
	}
	if n.Tip {
		dst.Shapes = append(dst.Shapes, Shape{Outline: outline(n.Kind, grow(n.Box, tipOutline)), Stroke: colourTip, Width: 2})
	}
	if n.Off {
		dst.Shapes = append(dst.Shapes, Shape{Outline: outline(n.Kind, n.Box), Fill: fill})
		dst.dashedOutline(outline(n.Kind, n.Box), 2, stroke)
	} else {
		dst.Shapes = append(dst.Shapes, Shape{Outline: outline(n.Kind, n.Box), Fill: fill, Stroke: stroke, Width: 2})
	}
	if n.Kind.IsComposite() { // a band across the top: a composite at a glance
		b := n.Box
		dst.Shapes = append(dst.Shapes, Shape{Outline: rect(Box{b.X + 1, b.Y + 1, b.W - 2, 3}), Fill: stroke})
	}
	x, y := n.Box.X+n.inset(), n.Box.Y+float64(g.pad())
	if g.Outline {
		title := g.title(n)
		dst.Texts = append(dst.Texts, Text{Point{x, y}, title, text},
			Text{Point{x + float64((len([]rune(title))+1)*CharWidth), y}, n.Label, label})
	} else {
		dst.Texts = append(dst.Texts, Text{Point{x, y}, g.title(n), text}, Text{Point{x, y + LineHeight}, n.Label, label})
	}
	if n.Heat != nil {
		at := Point{x, y + float64(n.lines()-1)*LineHeight}
		if g.heatBeside() {
			at.X += float64(g.heatBesideAt(n) * CharWidth)
		}
		dst.Texts = append(dst.Texts, Text{at, heatLine(*n.Heat), colourName})
		bar := Box{n.Box.X + 2, n.Box.Y + n.Box.H - 4, (n.Box.W - 4) * n.Heat.Running, 2}
		dst.Shapes = append(dst.Shapes, Shape{Outline: rect(bar), Fill: bt.Running.Colour()})
	}
	if g.Knobs && len(n.Children) > 0 {
		k := g.knob(n)
		dst.Shapes = append(dst.Shapes, Shape{Outline: rect(k), Fill: colourBox, Stroke: colourFolded, Width: 1})
		dst.Lines = append(dst.Lines, Line{Point{k.X + 3, k.Y + k.H/2}, Point{k.X + k.W - 3, k.Y + k.H/2}, 1, colourFolded})
		if n.Collapsed {
			dst.Lines = append(dst.Lines, Line{Point{k.X + k.W/2, k.Y + 3}, Point{k.X + k.W/2, k.Y + k.H - 3}, 1, colourFolded})
		}
	}
	if !g.Notes {
		return
	}
	note := colourNote
	switch {
	case n.Mark == Changed:
		note = markColours[Changed]
	case g.statuses && !n.Fresh: // a reason of an earlier tick, faded as its node is
		note.A = fadedAlpha
	}
	if g.Outline {
		if g.NoteChars > 1 && n.noteText() != "" {
			line := wrap(n.noteText(), g.NoteChars, 1)[0]
			dst.Texts = append(dst.Texts, Text{Point{n.Box.X + n.Box.W + outlineNoteGap, y}, line, note})
		}
		return
	}
	for i, line := range n.Notes() {
		w := float64(len([]rune(line)) * CharWidth)
		dst.Texts = append(dst.Texts, Text{Point{n.Box.CentreX() - w/2, n.Box.Y + n.Box.H + 4 + float64(i*LineHeight)}, line, note})
	}
}

// heatColour ramps from the box colour (a share of 0) through a deep red to
// amber (a share of 1), so that hot nodes stand out and white text stays
// readable on every shade.
func heatColour(share float64) color.NRGBA {
	share = min(max(share, 0), 1)
	stops := [...]color.NRGBA{colourBox, {150, 40, 50, 255}, {200, 120, 20, 255}}
	f := share * float64(len(stops)-1)
	i := min(int(f), len(stops)-2)
	t := f - float64(i)
	mix := func(a, b uint8) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*t + 0.5) }
	a, b := stops[i], stops[i+1]
	return color.NRGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 255}
}

// grow returns b with d more room on every side.
func grow(b Box, d float64) Box { return Box{b.X - d, b.Y - d, b.W + 2*d, b.H + 2*d} }

// rect is a box's outline.
func rect(b Box) []Point {
	return []Point{{b.X, b.Y}, {b.X + b.W, b.Y}, {b.X + b.W, b.Y + b.H}, {b.X, b.Y + b.H}}
}

// outline is the shape a node of kind k is drawn as in box b: a rectangle for
// a composite (with a band across its top), a hexagon for a decorator, a pill
// for a condition and a rectangle with cut corners for an action.
func outline(k bt.Kind, b Box) []Point {
	const cut = 6
	switch {
	case k == bt.KindCondition:
		var pts []Point
		r := b.H / 2
		for i := 0; i <= 8; i++ { // the right end, top to bottom, then the left
			a := -math.Pi/2 + math.Pi*float64(i)/8
			pts = append(pts, Point{b.X + b.W - r + r*math.Cos(a), b.Y + r + r*math.Sin(a)})
		}
		for i := 0; i <= 8; i++ {
			a := math.Pi/2 + math.Pi*float64(i)/8
			pts = append(pts, Point{b.X + r + r*math.Cos(a), b.Y + r + r*math.Sin(a)})
		}
		return pts
	case k.IsLeaf():
		return []Point{{b.X + cut, b.Y}, {b.X + b.W - cut, b.Y}, {b.X + b.W, b.Y + cut}, {b.X + b.W, b.Y + b.H - cut},
			{b.X + b.W - cut, b.Y + b.H}, {b.X + cut, b.Y + b.H}, {b.X, b.Y + b.H - cut}, {b.X, b.Y + cut}}
	case k.IsDecorator():
		return []Point{{b.X + cut, b.Y}, {b.X + b.W - cut, b.Y}, {b.X + b.W, b.Y + b.H/2},
			{b.X + b.W - cut, b.Y + b.H}, {b.X + cut, b.Y + b.H}, {b.X, b.Y + b.H/2}}
	}
	return rect(b)
}
