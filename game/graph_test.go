package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// screenOf returns the screen point at the centre of node id's box in the
// graph view as last drawn.
func (g *Game) screenOf(id int) (int, int) {
	v := &g.views.panel.graph
	b := v.graph.Nodes[id].Box
	return int(v.originX + b.CentreX()*v.zoom), int(v.originY + (b.Y+b.H/2)*v.zoom)
}

// TestTheGraphViewAnswersThePointer draws the selected enemy's tree as a
// graph and uses it with the pointer as a user would: a click on a box sets a
// breakpoint on its node, a click on a knob folds the subtree, the wheel
// zooms and a drag pans.
func TestTheGraphViewAnswersThePointer(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.ToggleGraph)))
	require.True(t, g.ctl.Graph)
	drawFrame(g)
	shape := g.ctl.Shown().Minds.Shape(0)
	chase, ok := shape.Find("near/chase")
	require.True(t, ok)
	x, y := g.screenOf(chase)
	require.True(t, g.views.panel.graph.box(&g.stage).contains(x, y), "chase is in view: %d, %d", x, y)
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseX: x, MouseY: y}}))
	assert.True(t, g.ctl.Breaks.On(chase), "a click on a box sets a breakpoint")

	v := &g.views.panel.graph
	k := v.graph.Knob(chase)
	kx, ky := int(v.originX+k.CentreX()*v.zoom), int(v.originY+(k.Y+k.H/2)*v.zoom)
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseX: kx, MouseY: ky}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: kx, MouseY: ky}}))
	assert.True(t, g.ctl.Folded[chase], "a click on the knob folds")
	assert.True(t, g.ctl.Breaks.On(chase), "and leaves the breakpoint alone")
	drawFrame(g)
	for _, c := range g.views.panel.graph.graph.Nodes[chase].Children {
		assert.True(t, g.views.panel.graph.graph.Nodes[c].Hidden)
	}

	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Wheel: -1, MouseX: x, MouseY: y}}))
	assert.Equal(t, 1.0, g.ctl.GraphZoom(), "the wheel down zooms out no further than the font's own size")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Wheel: 1, MouseX: x, MouseY: y}}))
	assert.Equal(t, 2.0, g.ctl.GraphZoom(), "the wheel up zooms in")

	box := g.views.panel.graph.box(&g.stage)
	ex, ey := int(box.x+box.w-3), int(box.y+box.h-3) // empty ground in the corner
	node, knob := g.views.panel.graph.at(ex, ey, &g.stage)
	require.Equal(t, [2]int{-1, -1}, [2]int{node, knob})
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseDown: true, MouseX: ex, MouseY: ey}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseDown: true, MouseX: ex - 30, MouseY: ey}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: ex - 30, MouseY: ey}}))
	assert.InDelta(t, 15, g.ctl.PanX, 1e-9, "30 pixels dragged left at 2x: 15 units right")

	drawFrame(g)
	x, y = g.screenOf(chase)
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseDown: true, MouseX: x, MouseY: y}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseDown: true, MouseX: x - 30, MouseY: y}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: x - 30, MouseY: y}}))
	assert.InDelta(t, 30, g.ctl.PanX, 1e-9, "a drag that starts on a box pans too")
	assert.True(t, g.ctl.Breaks.On(chase), "and leaves its breakpoint alone")
	drawFrame(g)
	x, y = g.screenOf(chase)
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseDown: true, MouseX: x, MouseY: y}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseDown: true, MouseX: x + 1, MouseY: y}}))
	assert.True(t, g.ctl.Breaks.On(chase), "pressed, nothing yet")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: x + 1, MouseY: y}}))
	assert.False(t, g.ctl.Breaks.On(chase), "let go where it went down: a click, which clears it")
	drawFrame(g)
	x, y = g.screenOf(chase)
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseDown: true, MouseX: x, MouseY: y}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: x + 40, MouseY: y + 30}})) // a second finger: the pointer at their middle
	assert.False(t, g.ctl.Breaks.On(chase), "a pinch that starts on a box is no click on it")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Wheel: -1, MouseX: x, MouseY: y}}))
	assert.Equal(t, [2]float64{0, 0}, [2]float64{g.ctl.PanX, g.ctl.PanY}, "back at 1x, the view follows the tip again")

	require.NoError(t, g.update(control.Acts(control.ToggleGraph)))
	assert.False(t, g.ctl.Graph, "T goes back to text")
}

// TestTheHeatMapAndTheStripsShowTheCrowd turns the crowd's heat map on with
// C after a stretch of play, and finds it on the graph (every living enemy
// ticks the root) and the kinds' branches in the timeline's strips.
func TestTheHeatMapAndTheStripsShowTheCrowd(t *testing.T) {
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.ctl.Select(0)
	for range 300 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.NoError(t, g.update(control.Acts(control.CycleHeat)))
	assert.True(t, g.ctl.Graph, "C shows the graph")
	img := pixels(t, g)
	root := g.views.panel.graph.graph.Nodes[0]
	require.NotNil(t, root.Heat)
	assert.InDelta(t, 1, root.Heat.Visited, 1e-9)
	assert.Equal(t, uint32(60), g.views.panel.graph.shares.Ticks, "the last second")
	assert.Contains(t, g.views.panel.graph.heading(&g.stage), "the last 1 s")
	assert.NotContains(t, g.views.panel.graph.heading(&g.stage), "counted", "every tick of the window counted")
	g.views.panel.graph.shares.Held = 120 // as a crowd too big to count at once leaves it
	assert.Contains(t, g.views.panel.graph.heading(&g.stage), "the last 1 s: t 241-300, 1.00 s of 2.00 s counted")
	g.views.panel.graph.shares.Ticks = 0 // sought back before the ticks counted
	assert.Contains(t, g.views.panel.graph.heading(&g.stage), "these ticks not counted (C off and on here counts them)")
	g.views.panel.graph.shares.Held = 0
	assert.Contains(t, g.views.panel.graph.heading(&g.stage), "nothing counted yet")
	coloured := 0
	for x := barX; x < int(barXOf(g.ctl.Run.Head(), &g.stage)); x++ {
		for y := int(g.screen.timelineBody()) + stripsTop; y < int(g.screen.timelineBody())+stripsTop+stripsHeight; y++ {
			if c := img.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) > 150 {
				coloured++
			}
		}
	}
	assert.Positive(t, coloured, "the strips show the branches played")
	for range 3 {
		require.NoError(t, g.update(control.Acts(control.CycleHeat)))
	}
	assert.Equal(t, "off", g.ctl.HeatLabel())
	assert.False(t, g.ctl.Run.CountingNodes())
}

// graphOfOne plays half a second of one enemy of the kind at home in the
// middle of a small arena, the player starting at the point given, its
// panel open on the graph view.
func graphOfOne(t *testing.T, kind, player string) *Game {
	t.Helper()
	g := onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = ["+player+"]\n\n"+
		"[[enemies]]\nkind = \""+kind+"\"\nhome = [16.0, 9.0]\n")
	g.ctl.HoldToRead = false
	require.NoError(t, g.update(control.Acts(control.NextEnemy)))
	require.NoError(t, g.update(control.Acts(control.ToggleGraph)))
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	return g
}

// TestEveryShippedTreeReadsWholeInTheGraphView: at the default window size
// and a zoom of 1, the graph view of every kind of the shipped
// configuration shows every node of its tree inside the view, without
// dragging, folding or shrinking glyphs, and so does its heat map, whose
// figures every box shows too.
func TestEveryShippedTreeReadsWholeInTheGraphView(t *testing.T) {
	for _, kind := range []string{"near", "far", "coward"} {
		for _, heat := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/heat=%t", kind, heat), func(t *testing.T) {
				readsWhole(t, kind, heat)
			})
		}
	}
}

// readsWhole checks that the graph view of one enemy of the kind, or its
// kind's heat map, shows every node and every text inside the view.
func readsWhole(t *testing.T, kind string, heat bool) {
	g := graphOfOne(t, kind, "1.0, 1.0")
	if heat {
		require.NoError(t, g.update(control.Acts(control.CycleHeat)))
	}
	require.Equal(t, 1.0, g.ctl.GraphZoom())
	v := &g.views.panel.graph
	shown := 0
	for _, txt := range v.scene.Texts {
		if strings.HasPrefix(txt.Text, "seen ") {
			shown++
		}
	}
	if heat {
		assert.Equal(t, len(v.graph.Nodes), shown, "every box shows its heat")
	}
	box := v.box(&g.stage)
	for i := range v.graph.Nodes {
		n := &v.graph.Nodes[i]
		require.False(t, n.Hidden, "%s is shown", n.Name)
		x, y := v.originX+n.Box.X*v.zoom, v.originY+n.Box.Y*v.zoom
		inside := x >= box.x && y >= box.y && x+n.Box.W*v.zoom <= box.x+box.w && y+n.Box.H*v.zoom <= box.y+box.h
		assert.True(t, inside, "%s's box at (%.0f, %.0f) %.0fx%.0f leaves the view %v", n.Name, x, y, n.Box.W, n.Box.H, box)
	}
	for _, txt := range v.scene.Texts {
		x, y := v.originX+txt.At.X*v.zoom, v.originY+txt.At.Y*v.zoom
		w := float64(len([]rune(txt.Text))*treegraph.CharWidth) * v.zoom
		assert.True(t, x >= box.x && x+w <= box.x+box.w+0.5 && y >= box.y && y+treegraph.LineHeight <= box.y+box.h+0.5,
			"%q at (%.0f, %.0f) leaves the view %v", txt.Text, x, y, box)
	}
}

// TestTheStripsKeepTheHistoryBeforeANewTree: after the Near kind is given a
// tree with a branch more, its strip still shows every tick played before,
// in the old tree's branches, and goes on with the new tree's.
func TestTheStripsKeepTheHistoryBeforeANewTree(t *testing.T) {
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	for range 300 {
		require.NoError(t, g.update(control.Input{}))
	}
	near := slices.IndexFunc(g.ctl.Run.World.Kinds, func(k *entity.Kind) bool { return k.Name == "near" })
	require.GreaterOrEqual(t, near, 0)
	painted := func(from, to uint32) (columns int) {
		img := pixels(t, g)
		row := slices.Index(g.views.timeline.strips.kinds, near)
		require.GreaterOrEqual(t, row, 0, "near has a strip")
		top := int(g.screen.timelineBody()) + stripsTop + row*stripHeight
		for x := int(barXOf(from, &g.stage)); x < int(barXOf(to, &g.stage)); x++ {
			for y := top; y < top+stripHeight-1; y++ {
				if c := img.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) > 100 { // a branch's colour, not the timeline's ground
					columns++
					break
				}
			}
		}
		return columns
	}
	before := painted(1, 300)
	require.Positive(t, before)
	tree := "near [reactive selector]\n  flee [sequence]\n    hurt [condition] hpBelow(0.1)\n    goHome [action] moveHome\n" +
		"  attack [sequence]\n    inAttackRange [condition] playerWithin(attack)\n    attackReady [condition]\n    strike [stateful action] attack\n" +
		"  chase [reactive sequence]\n    seesPlayer [condition]\n    moveToPlayer [action]\n  return [sequence]\n    moveHome [action]\n"
	require.NoError(t, g.ctl.Run.SetTrees(map[string]session.TreeFile{"near": {Text: []byte(tree)}}))
	for range 120 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.Len(t, g.ctl.Run.Minds.Branches(g.ctl.Run.World.Kind("near")), 6, "flee, attack, chase, return, idle, dead")
	assert.Equal(t, before, painted(1, 300), "the ticks before the new tree")
	assert.Positive(t, painted(310, 420), "and those after")
}

// TestZoomedInTheGraphKeepsItsReasons: zoomed in, the graph of every
// shipped kind shows the reasons it shows at 1x (cut later, not dropped):
// the view is bigger than the panel, to be panned, not emptier.
func TestZoomedInTheGraphKeepsItsReasons(t *testing.T) {
	for _, kind := range []string{"near", "far", "coward"} {
		t.Run(kind, func(t *testing.T) {
			g := graphOfOne(t, kind, "14.0, 9.0")
			require.NoError(t, g.update(control.Acts(control.Pause)))
			v := &g.views.panel.graph
			var reasons []string
			for i := range v.graph.Nodes {
				if r := v.graph.Nodes[i].Reason; len(r) >= 8 {
					reasons = append(reasons, r[:8])
				}
			}
			require.NotEmpty(t, reasons, "reasons at 1x")
			box := v.box(&g.stage)
			mx, my := int(box.x+box.w/2), int(box.y+box.h/2)
			for zoom := 2.0; zoom <= 3; zoom++ {
				require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Wheel: 1, MouseX: mx, MouseY: my}}))
				drawFrame(g)
				require.Equal(t, zoom, g.ctl.GraphZoom())
				for _, r := range reasons {
					assert.True(t, slices.ContainsFunc(v.scene.Texts, func(txt treegraph.Text) bool { return strings.Contains(txt.Text, r) }),
						"%.0fx: the reason %q… is drawn (after its tick, on a stale node)", zoom, r)
				}
			}
		})
	}
}

// TestTheGraphLeavesTheLogTheRoomItDoesNotNeed: the graph view of a small
// tree takes the height the tree needs, and the log under it shows more
// than the three lines it is always left; zoomed in, the graph grows back
// into the room laid out for it.
func TestTheGraphLeavesTheLogTheRoomItDoesNotNeed(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.ToggleGraph)))
	room := g.stage.layPanel(nil).graph
	v := &g.views.panel.graph
	box := v.box(&g.stage)
	_, bottom := g.screenOf(len(v.graph.Nodes) - 1) // the last node's centre
	assert.Less(t, box.h, room.h-3*lineHeight, "room left to the log")
	assert.Greater(t, box.y+box.h, float64(bottom), "the whole tree in view")
	for range 4 {
		require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Wheel: 1, MouseX: int(box.x + 20), MouseY: int(box.y + 20)}}))
	}
	assert.Equal(t, room.h, v.box(&g.stage).h, "zoomed in, the graph takes all its room")
}
