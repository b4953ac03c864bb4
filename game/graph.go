package game

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"slices"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// colourEditing rings the node the tree editor has selected on the graph,
// colourProblem a node a refused edit had a problem at (not the red of a
// failure).
var (
	colourEditing = color.NRGBA{255, 255, 255, 230}
	colourProblem = color.NRGBA{255, 150, 40, 255}
)

// graphLogLines is how many lines of the log the graph view leaves room for
// under it: the graph takes at most the rest of the panel.
const graphLogLines = 3

// graphView is the panel's picture of the selected enemy's tree as laid out
// for this update: the graph and its layout, kept from update to update so
// that laying it out allocates nothing, and where it is drawn, so the
// pointer hits what the screen shows.
type graphView struct {
	shape *bt.Shape
	// edited is the tree editor open on the selected enemy's kind, whose
	// tree the graph then draws, its nodes that are off too; ahead is set
	// when the enemy does not run that tree at the tick shown (at the tick
	// of a what-if edited, whose tree runs from the next tick, or with the
	// recorded future drawn on top), and the graph shows no statuses on it.
	edited *treeedit.Editor
	text   []byte // the editor's text the graph was drawn from
	ahead  bool
	graph  *treegraph.Graph
	layout treegraph.Layouter
	scene  treegraph.Scene
	rows   []bt.Row
	heat   []treegraph.Heat
	shares session.NodeShares // what the heat map shows, when it is on
	// A graph point (x, y) is drawn at screen (originX+x*zoom,
	// originY+y*zoom).
	originX, originY, zoom float64
	path                   vector.Path
}

// box is the graph view's place on the screen, in the frame's panel.
func (v *graphView) box(s *stage) rect {
	return s.panel.graph
}

// lay lays out the selected enemy's tree at the tick shown: the statuses
// and reasons of its rows, the folds, the zoom, and the view centred on the
// tip (or on the whole graph when it fits), moved by the pan.
func (v *graphView) lay(s *stage, rows []ai.Row) {
	v.rows = v.rows[:0]
	for _, r := range rows {
		v.rows = append(v.rows, r.Row)
	}
	shape, edited := s.ctl.PanelShape(), s.ctl.EditorShown()
	var text []byte
	if edited != nil {
		text = edited.Text()
	}
	if shape != v.shape || edited != v.edited || !bytes.Equal(text, v.text) {
		v.shape, v.edited, v.text, v.ahead = shape, edited, append(v.text[:0], text...), false
		drawn := shape
		if edited != nil {
			drawn, v.ahead = edited.Shape(), edited.Shape().Text(nil) != shape.Text(nil)
		}
		v.graph = treegraph.New(drawn)
		v.graph.Notes, v.graph.Knobs = true, true
		if edited != nil {
			v.graph.AddOff(edited.Nodes()[0].Node)
		}
	}
	gr := v.graph
	if !v.ahead {
		gr.Show(v.rows)
	}
	for i := range gr.Nodes {
		gr.Nodes[i].Collapsed = false
	}
	for id := range s.ctl.Folded {
		if id < len(gr.Nodes) && !gr.Nodes[id].Collapsed {
			gr.Toggle(id)
		}
	}
	v.heatUp(s)
	box, zoom := v.box(s), s.ctl.GraphZoom()
	width, height := v.fit(gr, box.w, box.h, zoom)
	box = s.panel.fitGraph((height + 2*graphMargin) * zoom)
	gr.Draw(width, height, &v.scene)
	tip := gr.Nodes[0].Box // what the view centres on: the tip, or while editing the node selected
	for i := range gr.Nodes {
		if gr.Nodes[i].Tip && !gr.Nodes[i].Hidden {
			tip = gr.Nodes[i].Box
		}
	}
	if id := s.ctl.Trees.Node; edited != nil && id < edited.Len() && edited.Nodes()[id].Drawn < len(gr.Nodes) {
		if n := &gr.Nodes[edited.Nodes()[id].Drawn]; !n.Hidden {
			tip = n.Box
		}
	}
	// The graph point the box's centre shows: the tip, kept off the
	// graph's edges, and graphMargin around them, so that no more empty
	// room shows than need be and a node's rings at an edge show whole.
	centre := func(at, size, room float64) float64 {
		half, m := room/2/zoom, float64(graphMargin)
		if size+2*m <= 2*half {
			return size / 2
		}
		return min(max(at, half-m), size+m-half)
	}
	cx := centre(tip.CentreX(), width, box.w) + s.ctl.PanX
	cy := centre(tip.Y+tip.H/2, height, box.h) + s.ctl.PanY
	if (height+2*graphMargin)*zoom <= box.h { // the whole height fits: from the top
		cy = box.h/2/zoom - graphMargin + s.ctl.PanY
	}
	v.zoom = zoom
	v.originX, v.originY = box.x+box.w/2-cx*zoom, box.y+box.h/2-cy*zoom
}

// graphMargin is the room kept around the graph in the view, in graph
// units: the tip's and the selection's rings reach past a node's box.
const graphMargin = 6

// fit lays out gr as a tidy tree when that is at most room wide at the
// zoom, else as an indented outline whose notes are cut where the room
// ends at a zoom of 1: zoomed in, they run on past the view, to be panned
// to, as the boxes do. An outline whose boxes' heat lines make it taller
// than the view at a zoom of 1 writes them beside the kinds. At a zoom of 1
// every shipped tree, and its heat map, reads whole in the panel, in glyphs
// drawn at the font's own size.
func (v *graphView) fit(gr *treegraph.Graph, room, roomHeight, zoom float64) (width, height float64) {
	gr.Outline, gr.HeatBeside = false, false
	gr.Size()
	if width, height = v.layout.Layout(gr, treegraph.Gap); width <= room/zoom {
		return width, height
	}
	outline := func(heatBeside bool) (width, height float64) {
		gr.Outline, gr.HeatBeside = true, heatBeside
		gr.Size()
		gr.FitNotes(room)
		return v.layout.Outline(gr)
	}
	width, height = outline(false)
	if height+2*graphMargin > roomHeight && len(v.heat) > 0 {
		return outline(true)
	}
	return width, height
}

// heatUp gives each node of the graph its heat, when the heat map is on:
// the shares of the selected enemy's kind over the window.
func (v *graphView) heatUp(s *stage) {
	window, on := s.ctl.HeatWindow()
	v.shares = session.NodeShares{}
	if on && !v.ahead {
		shown := s.ctl.Shown()
		v.shares = shown.NodeShares(shown.World.Enemies[s.ctl.Selected].Kind.Name, window)
	}
	v.heat = v.heat[:0]
	for i := range v.graph.Nodes {
		v.graph.Nodes[i].Heat = nil
		if i < len(v.shares.Visited) && v.shares.Ticks > 0 {
			v.heat = append(v.heat, treegraph.Heat{Visited: v.shares.Visited[i], Running: v.shares.Running[i]})
		}
	}
	for i := range v.heat {
		v.graph.Nodes[i].Heat = &v.heat[i]
	}
}

// graphHeading is the line over the graph view: how to use it, or what its
// heat map sums up.
func (v *graphView) heading(s *stage) string {
	_, on := s.ctl.HeatWindow()
	switch {
	case v.ahead && s.ctl.AtWhatIfsTick():
		return "Graph  (the what-if's tree: it runs from the next tick)"
	case v.ahead:
		return "Graph  (the what-if's tree, which edits change; V draws it)"
	case s.ctl.RanShown():
		return replacedHeading("Graph")
	case s.ctl.Trees.Open && !on && s.ctl.Paused && !slices.ContainsFunc(v.rows, func(r bt.Row) bool { return r.Fresh }):
		return "Graph  (editing; the tree edited runs from the next tick: P plays)"
	case s.ctl.Trees.Open && !on:
		return "Graph  (editing: " + s.clickWord() + " a box: select; drag it onto another: move)"
	case !on:
		zoom := "wheel: zoom; "
		if s.shownDevice() == control.TouchScreen {
			zoom = "" // no wheel
		}
		return "Graph  (" + s.inWords(control.ToggleGraph) + ": text; " + zoom + "drag: pan; " + s.clickWord() + ": breakpoint)"
	}
	kind := s.ctl.Shown().World.Enemies[s.ctl.Selected].Kind.Name
	heat, next := s.inWords(control.CycleHeat), ""
	if heat != "" {
		next = " (" + heat + ": next)"
	}
	sh := v.shares
	switch {
	case sh.Ticks == 0 && sh.Held > 0 && heat != "": // counted elsewhere: where the heat map was turned on, as far as the budget went
		return "Heat of every " + kind + ": these ticks not counted (" + heat + " off and on here counts them)"
	case sh.Ticks == 0:
		return "Heat of every " + kind + ": nothing counted yet" + next
	}
	counted := ""
	if sh.Ticks < sh.Held { // a crowd too big to count all of it at once (session.CountNodes)
		counted = fmt.Sprintf(", %.2f s of %.2f s counted", float64(sh.Ticks)*entity.Dt, float64(sh.Held)*entity.Dt)
	}
	return fmt.Sprintf("Heat of every %s, %s: t %d-%d%s%s", kind, s.ctl.HeatLabel(), sh.From, sh.To, counted, next)
}

// at returns the node whose box, and the node whose fold knob, is at
// screen point (x, y) of the graph view as laid out, or -1.
func (v *graphView) at(x, y int, s *stage) (node, knob int) {
	if v.graph == nil || v.zoom == 0 || !v.box(s).contains(x, y) {
		return -1, -1
	}
	gx, gy := (float64(x)-v.originX)/v.zoom, (float64(y)-v.originY)/v.zoom
	if knob = v.graph.KnobAt(gx, gy); knob >= 0 {
		return -1, knob // a knob over a box's edge is the knob's
	}
	return v.graph.At(gx, gy), -1
}

// graphAntiAlias is off: the graph's lines are axis-aligned and its shapes
// small, so smoothing them shows little, and under software GL it cost about
// 4 ms a frame (Ebitengine smooths a path by filling it eight times over).
const graphAntiAlias = false

// draw draws the graph view as laid out, clipped to its box.
func (v *graphView) draw(dst *ebiten.Image, s *stage) {
	box := v.box(s)
	clip := dst.SubImage(image.Rect(int(box.x), int(box.y), int(box.x+box.w), int(box.y+box.h))).(*ebiten.Image)
	vector.FillRect(clip, float32(box.x), float32(box.y), float32(box.w), float32(box.h), treegraph.Background, false)
	at := func(p treegraph.Point) (float32, float32) {
		return float32(v.originX + p.X*v.zoom), float32(v.originY + p.Y*v.zoom)
	}
	z := float32(v.zoom)
	for _, l := range v.scene.Lines {
		x0, y0 := at(l.From)
		x1, y1 := at(l.To)
		vector.StrokeLine(clip, x0, y0, x1, y1, float32(l.Width)*z, l.Colour, graphAntiAlias)
	}
	for _, sh := range v.scene.Shapes {
		v.path.Reset()
		for i, p := range sh.Outline {
			x, y := at(p)
			if i == 0 {
				v.path.MoveTo(x, y)
			} else {
				v.path.LineTo(x, y)
			}
		}
		v.path.Close()
		if sh.Fill.A > 0 {
			op := &vector.DrawPathOptions{AntiAlias: graphAntiAlias}
			op.ColorScale.ScaleWithColor(sh.Fill)
			vector.FillPath(clip, &v.path, nil, op)
		}
		if sh.Stroke.A > 0 && sh.Width > 0 {
			op := &vector.DrawPathOptions{AntiAlias: graphAntiAlias}
			op.ColorScale.ScaleWithColor(sh.Stroke)
			vector.StrokePath(clip, &v.path, &vector.StrokeOptions{Width: float32(sh.Width) * z}, op)
		}
	}
	for _, t := range v.scene.Texts {
		x, y := at(t.At)
		s.printClipped(clip, t.Text, float64(x), float64(y), v.zoom, t.Colour)
	}
	if v.edited != nil { // the node the editor has selected ringed in white, those a refused edit's problems are at in orange
		ring := func(b treegraph.Box, out float64, c color.NRGBA) {
			x, y := at(treegraph.Point{X: b.X - out, Y: b.Y - out})
			vector.StrokeRect(clip, x, y, float32(b.W+2*out)*z, float32(b.H+2*out)*z, 1.5*z, c, graphAntiAlias)
		}
		for _, n := range v.edited.Nodes() {
			if n.Drawn >= len(v.graph.Nodes) || v.graph.Nodes[n.Drawn].Hidden {
				continue
			}
			b := v.graph.Nodes[n.Drawn].Box
			if n.ID == s.ctl.Trees.Node {
				ring(b, 4, colourEditing)
			}
			if s.ctl.HasProblem(n.ID) {
				ring(b, 7, colourProblem)
			}
		}
	}
	for id := range v.graph.Nodes {
		if n := &v.graph.Nodes[id]; !n.Hidden && s.ctl.BreakShown(id) {
			x, y := at(treegraph.Point{X: n.Box.X, Y: n.Box.Y})
			vector.FillCircle(clip, x, y, 5, colourDeath, true)
		}
	}
}
