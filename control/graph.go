package control

import "fmt"

// GraphZooms are the graph view's zoom steps; the wheel over the graph moves
// through them. They are whole: the bitmap font is drawn at whole multiples
// of its size, and a graph too wide for the panel is laid out as an outline
// rather than shrunk into unreadable glyphs.
var GraphZooms = []float64{1, 2, 3}

// normalZoom is the index of 1 in GraphZooms: the bitmap font's own size.
const normalZoom = 0

// HeatWindows are the stretches of time the crowd's heat map sums up, in
// ticks, as C steps through them after off: the last second, the last ten
// seconds, and (0) all the history holds.
var HeatWindows = []uint32{60, 600, 0}

// GraphView is the state of the panel's graph view of the selected enemy's
// tree: whether the panel shows it instead of the text tree, its zoom, how
// far it is panned from where it follows the tip, and which subtrees are
// folded.
type GraphView struct {
	Graph bool
	Zoom  int // index into GraphZooms
	// Pan is how far the view was dragged from the tip it follows, in the
	// graph's units (pixels at zoom 1); while the tree editor is open, from
	// the node selected: another node selected, the view follows it (see
	// Controller.followNode).
	PanX, PanY float64
	// Folded holds the IDs of the nodes whose subtrees are folded away.
	Folded map[int]bool
	// Heat is 1 plus the index into HeatWindows of the window the graph's
	// heat map of the selected enemy's kind sums up; 0: no heat map.
	Heat int

	dragging     bool
	lastX, lastY int
	// pressed is the node whose box the drag started on, or -1; slid is
	// how far, in pixels, the pointer has travelled since, letting go
	// included: at most clickSlop, the press was a click on the box. A
	// second finger moves the pointer to the middle of the two.
	pressed int
	slid    int
}

// clickSlop is how far, in pixels, a pointer may travel between going
// down on a graph's box and letting go for that to be a click, not a drag:
// a finger's tap wobbles.
const clickSlop = 8

func newGraphView() GraphView {
	return GraphView{Zoom: normalZoom, Folded: map[int]bool{}, pressed: -1}
}

// GraphZoom returns the graph view's zoom factor.
func (v *GraphView) GraphZoom() float64 { return GraphZooms[v.Zoom] }

// graphWith applies T (the view), and over the graph the wheel (zoom: back
// at 1x the view follows the tip again), a drag (pan), a click on a box (a
// breakpoint on its node, unless the tree editor is open: there a box is
// the editor's to select and drag) and a click on a node's knob (fold or
// unfold its subtree).
func (c *Controller) graphWith(in Input) {
	if in.Acted(ToggleGraph) {
		c.Graph = !c.Graph
		c.PanX, c.PanY = 0, 0
		if c.Graph {
			c.SayOn("tree panel: graph (wheel: zoom; drag: pan; click a knob: fold)", "tree panel: graph", "tree panel: graph (pinch: zoom; drag: pan; tap a knob: fold)")
		} else {
			c.Say("tree panel: text")
		}
	}
	if in.Acted(CycleHeat) {
		c.Heat = (c.Heat + 1) % (len(HeatWindows) + 1)
		c.Graph = c.Graph || c.Heat > 0
		c.Run.CountNodes(c.Heat > 0)
		if c.What != nil {
			c.What.Fork.B.CountNodes(c.Heat > 0)
		}
		c.Say("crowd heat map: " + c.HeatLabel())
	}
	if !c.Graph || !c.PanelShown() {
		c.dragging, c.pressed = false, -1
		return
	}
	if c.dragging { // from where the pointer was on the last update
		dx, dy := in.MouseX-c.lastX, in.MouseY-c.lastY
		c.slid += max(dx, -dx) + max(dy, -dy)
		if in.MouseDown {
			zoom := c.GraphZoom()
			c.PanX -= float64(dx) / zoom
			c.PanY -= float64(dy) / zoom
		}
	}
	over := in.Over == OverGraph
	switch {
	case in.Click && over && in.OverKnob >= 0:
		if c.Folded[in.OverKnob] {
			delete(c.Folded, in.OverKnob)
		} else {
			c.Folded[in.OverKnob] = true
		}
	case in.Click && over && (in.OverRow < 0 || !c.Trees.Open):
		c.dragging, c.pressed, c.slid = true, in.OverRow, 0
		if !in.MouseDown { // down and up within one update: a tap
			c.letGo()
		}
	case !in.MouseDown && c.dragging:
		c.letGo()
	}
	c.lastX, c.lastY = in.MouseX, in.MouseY
	if in.Wheel != 0 && over {
		step := 1
		if in.Wheel < 0 {
			step = -1
		}
		c.Zoom = min(max(c.Zoom+step, 0), len(GraphZooms)-1)
		if c.Zoom == normalZoom {
			c.PanX, c.PanY = 0, 0
		}
	}
}

// letGo ends a drag on the graph: one that went down on a box and hardly
// moved was a click on it, which sets or clears a breakpoint on its node.
func (c *Controller) letGo() {
	if c.pressed >= 0 && c.slid <= clickSlop && !c.Trees.Open {
		c.toggleBreak(c.pressed)
	}
	c.dragging, c.pressed = false, -1
}

// HeatLabel says what the heat map sums up: "off", "the last 1 s", "the
// last 10 s" or "the whole history".
func (v *GraphView) HeatLabel() string {
	switch {
	case v.Heat == 0:
		return "off"
	case HeatWindows[v.Heat-1] == 0:
		return "the whole history"
	}
	return fmt.Sprintf("the last %d s", HeatWindows[v.Heat-1]/TicksPerSecond)
}

// HeatWindow returns the ticks the heat map sums up (0: all), and whether
// it is shown.
func (v *GraphView) HeatWindow() (uint32, bool) {
	if v.Heat == 0 {
		return 0, false
	}
	return HeatWindows[v.Heat-1], true
}

// forgetGraph resets what the graph view keeps of a tree: another enemy's
// may be another tree.
func (v *GraphView) forgetGraph() {
	v.PanX, v.PanY, v.dragging, v.pressed = 0, 0, false, -1
	clear(v.Folded)
}
