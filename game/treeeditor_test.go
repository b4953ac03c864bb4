package game

import (
	"image"
	"strings"
	"testing"

	"github.com/ebitengine/debugui"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestF2OpensTheTreeEditorBesideTheArenaAndItsButtonsAct: F2 opens the
// window in the panel's column, clear of the arena; a button pressed acts
// as its key does (here Wrap, which opens the quick-insert list); F2
// closes it.
func TestF2OpensTheTreeEditorBesideTheArenaAndItsButtonsAct(t *testing.T) {
	g := onLongNames(t)
	g.ctl.Select(0)
	drawn := func() []string {
		require.NoError(t, g.views.trees.update(&g.stage))
		return windowsDrawn(t, g, "tree editor")
	}
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.True(t, g.ctl.Trees.Open)
	if looping {
		assert.Contains(t, drawn(), "tree editor", "F2 opens it")
	}
	g.views.trees.pressed.Act(control.EditWrap, 0)
	require.NoError(t, g.update(g.views.trees.shield(control.Input{})))
	require.NotNil(t, g.ctl.Trees.Pick, "the Wrap button opens the list")
	assert.Equal(t, "wrap in", g.ctl.Trees.Pick.Title())
	require.NoError(t, g.update(control.Acts(control.EditCancel)))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	assert.False(t, g.ctl.Trees.Open, "F2 closes it")
	if looping {
		assert.NotContains(t, drawn(), "tree editor")
	}
}

// TestTheWindowListsTheSelectedNodeAmongItsNeighbours: a list longer than
// the window shows the rows around the selected one, at the ends the first
// or last rows.
func TestTheWindowListsTheSelectedNodeAmongItsNeighbours(t *testing.T) {
	tests := []struct{ n, at, from, to int }{
		{5, 2, 0, 5},
		{20, 0, 0, 7},
		{20, 10, 7, 14},
		{20, 19, 13, 20},
		{0, 0, 0, 0},
	}
	for _, tc := range tests {
		from, to := listed(tc.n, tc.at, listRows)
		assert.Equal(t, [2]int{tc.from, tc.to}, [2]int{from, to}, "%d items, at %d", tc.n, tc.at)
	}
}

// TestTheGraphDrawsTheNodesOffDashedAndAClickSelectsThem: while editing, a
// branch switched off stays on the graph where the file has it, dashed,
// and a click on its box selects it in the editor, as on a node that is on.
func TestTheGraphDrawsTheNodesOffDashedAndAClickSelectsThem(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	chase := switchChaseOffOnTheGraph(t, g)
	require.Empty(t, g.ctl.Trees.Problem)
	_, built := g.ctl.Shown().Minds.Shape(0).Find("near/chase")
	require.False(t, built, "the enemy runs the tree without chase")
	drawFrame(g)

	drawing := g.views.panel.graph.graph
	var off []string
	for _, n := range drawing.Nodes {
		if n.Off {
			off = append(off, n.Name+" ["+n.Label+"]")
		}
	}
	assert.Equal(t, []string{"chase [reactive sequence, off]", "seesPlayer [condition]", "moveToPlayer [action]"}, off)
	drawn := g.ctl.TreeEditor().Nodes()[chase].Drawn
	assert.Equal(t, "chase", drawing.Nodes[drawn].Name)

	g.ctl.Trees.Node = 0
	x, y := g.screenOf(drawn)
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseX: x, MouseY: y}}))
	assert.Equal(t, chase, g.ctl.Trees.Node, "a click on the dashed box selects it")

	require.NoError(t, g.update(control.Acts(control.EditTree)))
	drawFrame(g)
	for _, n := range g.views.panel.graph.graph.Nodes {
		assert.False(t, n.Off, "with the editor closed the graph is the tree as built: %s", n.Name)
	}
}

// TestOnTouchAFieldIsAskedForWithTheBrowsersDialog: with the touch
// controls in use, Rename asks with the platform's dialog (a phone's
// keyboard answers it) and the answer renames the node; a cancelled
// dialog leaves the name as it was.
func TestOnTouchAFieldIsAskedForWithTheBrowsersDialog(t *testing.T) {
	answers := []struct {
		text string
		ok   bool
	}{{"pursue", true}, {"", false}}
	var questions []string
	defer func(was func(string, string) (string, bool)) { askText = was }(askText)
	askText = func(question, initial string) (string, bool) {
		questions = append(questions, question+" | "+initial)
		a := answers[0]
		answers = answers[1:]
		return a.text, a.ok
	}
	g := oneEnemy(t)
	g.ctl.Select(0)
	g.stage.touch.Shown = true
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	chase, ok := g.ctl.TreeEditor().Find("near/chase")
	require.True(t, ok)
	g.ctl.Trees.Node = chase
	rename := func() {
		require.NoError(t, g.update(control.Acts(control.EditRename)))
		require.NoError(t, g.views.trees.update(&g.stage))
		g.views.trees.ask(&g.stage)
		require.NoError(t, g.update(g.views.trees.shield(control.Input{})))
	}
	rename()
	assert.Equal(t, []string{"Name of near/chase | chase"}, questions)
	_, ok = g.ctl.TreeEditor().Find("near/pursue")
	assert.True(t, ok, "the answer renames the node")
	assert.Equal(t, control.NoField, g.ctl.Trees.Typing)
	rename()
	assert.Len(t, questions, 2)
	_, ok = g.ctl.TreeEditor().Find("near/pursue")
	assert.True(t, ok, "a cancelled dialog changes nothing")
	assert.Equal(t, control.NoField, g.ctl.Trees.Typing)

	g.stage.touch.Shown = false
	require.NoError(t, g.update(control.Acts(control.EditRename)))
	g.views.trees.ask(&g.stage)
	assert.Len(t, questions, 2, "with the keyboard in use the keys type")
}

// TestAnEditInThePastIsDrawnAsTheWhatIfsTree: at the tick of a what-if an
// edit made, the graph draws the tree edited (the enemy runs it from the
// next tick), without statuses it has not had yet, and says so; a tick on,
// the enemy runs it and the graph shows its statuses again, unless V draws
// the recorded future, whose enemy runs the recorded tree.
func TestAnEditInThePastIsDrawnAsTheWhatIfsTree(t *testing.T) {
	g := pausedOnOneEnemy(t, 120)
	require.NoError(t, g.update(control.Acts(control.Back, control.Coarse)))
	chase := switchChaseOffOnTheGraph(t, g)
	require.NotNil(t, g.ctl.What, "a what-if")
	drawFrame(g)
	v := &g.views.panel.graph
	assert.True(t, v.ahead)
	assert.Contains(t, v.heading(&g.stage), "the what-if's tree")
	assert.True(t, v.graph.Nodes[g.ctl.TreeEditor().Nodes()[chase].Drawn].Off, "chase is drawn off")
	for _, n := range v.graph.Nodes {
		assert.False(t, n.Fresh, "no statuses yet: %s", n.Name)
	}

	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.NoError(t, g.update(control.Acts(control.Forward)))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	drawFrame(g)
	assert.False(t, v.ahead, "a tick on, the what-if is drawn, its enemy running the tree the editor edits")
	assert.True(t, v.graph.Nodes[0].Fresh, "and the graph shows its statuses")
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.NoError(t, g.update(control.Acts(control.SwapFutures)))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	drawFrame(g)
	assert.True(t, v.ahead, "with the recorded future drawn, the editor still edits the what-if's tree")
	assert.Equal(t, "Graph  (the what-if's tree, which edits change; V draws it)", v.heading(&g.stage))
}

// switchChaseOffOnTheGraph shows the selected Near enemy's tree as a graph,
// opens the editor and switches the chase branch off, returning its ID in
// the editor.
func switchChaseOffOnTheGraph(t *testing.T, g *Game) int {
	t.Helper()
	require.NoError(t, g.update(control.Acts(control.ToggleGraph)))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	chase, ok := g.ctl.TreeEditor().Find("near/chase")
	require.True(t, ok)
	g.ctl.Trees.Node = chase
	require.NoError(t, g.update(control.Acts(control.EditOff)))
	return chase
}

// TestThePanelEndsAboveTheEditorsWindows: with the tree editor open over
// the panel's lower part, the graph ends above its window, and the node
// selected in the editor, the tree's last, is drawn where the graph shows;
// with the breakpoint editor open instead, the text tree, the state and the
// log end above its window.
func TestThePanelEndsAboveTheEditorsWindows(t *testing.T) {
	needsDisplay(t)
	g := onLongNames(t)
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.ToggleGraph)))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.NoError(t, g.views.trees.update(&g.stage))
	nodes := g.ctl.TreeEditor().Nodes()
	g.ctl.Trees.Node = nodes[len(nodes)-1].ID
	g.lay()
	windows := g.views.windows(g.ctl)
	require.Len(t, windows, 1)
	window, graph := windows[0], g.panel.graph
	assert.LessOrEqual(t, graph.y+graph.h, window.y, "the graph at %v ends above the window at %v", graph, window)
	x, y := g.screenOf(nodes[len(nodes)-1].Drawn)
	assert.True(t, graph.contains(x, y), "the node selected, at (%d, %d), shows in the graph at %v", x, y, graph)

	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.NoError(t, g.update(control.Acts(control.ToggleGraph)))
	require.NoError(t, g.update(control.Acts(control.EditBreaks)))
	require.NoError(t, g.views.editor.update(&g.stage))
	require.NoError(t, g.views.trees.update(&g.stage))
	g.lay()
	windows = g.views.windows(g.ctl)
	require.Len(t, windows, 1)
	require.False(t, g.ctl.Graph)
	framed(g)
	lines := 0
	for _, txt := range g.drawn.texts {
		if box, ok := boxAt(g.drawn.boxes[:txt.boxes], txt.r.x, txt.r.y); ok && box.name == "panel" {
			lines++
			assert.LessOrEqual(t, txt.r.y+txt.r.h, windows[0].y, "%q at %v runs under the window at %v", txt.s, txt.r, windows[0])
		}
	}
	assert.Greater(t, lines, 20)
}

// TestTheListMakesRoomForTheChanges: the window lists fewer nodes, down to
// minListRows, for as many rows as the content under the list would have
// to scroll, and more again as room comes back; with nothing changed it
// lists listRows, and after edits the list of changes fits without
// scrolling.
func TestTheListMakesRoomForTheChanges(t *testing.T) {
	tests := []struct {
		rows, content, body, want int
		picking                   bool
	}{
		{0, 300 - windowPadding, 300, listRows, false},
		{0, 300, 300, listRows - 1, false}, // into the padding, where it is cut
		{0, 330, 300, listRows - 2, false},
		{4, 200, 300, listRows, false},
		{5, 280, 300, 5, false},
		{listRows, 2000, 300, minListRows, false},
		{listRows, 2000, 300, 1, true}, // a list of choices, down to one
		{5, 0, 300, 5, false},          // not laid out yet
	}
	for _, tc := range tests {
		v := &treeEditorView{rows: tc.rows}
		v.fitRows(debugui.ContainerLayout{ContentSize: image.Pt(400, tc.content), BodyBounds: image.Rect(0, 0, 400, tc.body)}, tc.picking)
		assert.Equal(t, tc.want, v.listRows(), "%+v", tc)
	}

	needsDisplay(t)
	g := oneEnemy(t)
	g.ctl.Select(0)
	switchChaseOffOnTheGraph(t, g)
	back, ok := g.ctl.TreeEditor().Find("near/return")
	require.True(t, ok)
	g.ctl.Trees.Node = back
	require.NoError(t, g.update(control.Acts(control.EditOff)))
	for range 3 {
		require.NoError(t, g.views.trees.update(&g.stage))
	}
	assert.Less(t, g.views.trees.listRows(), listRows, "a row or more given to the changes")
}

// TestAnEditWhilePausedSaysItRunsFromTheNextTick: an edit made paused at
// the present gives the enemy the new tree, which has no statuses until it
// ticks: the graph's heading says so, and a step on shows its statuses.
func TestAnEditWhilePausedSaysItRunsFromTheNextTick(t *testing.T) {
	g := pausedOnOneEnemy(t, 60)
	switchChaseOffOnTheGraph(t, g)
	require.Nil(t, g.ctl.What, "at the present: no what-if")
	drawFrame(g)
	v := &g.views.panel.graph
	assert.Equal(t, "Graph  (editing; the tree edited runs from the next tick: P plays)", v.heading(&g.stage))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.NoError(t, g.update(control.Acts(control.Forward)))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	drawFrame(g)
	assert.Equal(t, "Graph  (editing: click a box: select; drag it onto another: move)", v.heading(&g.stage))
	assert.True(t, v.graph.Nodes[0].Fresh, "a tick on, the statuses")
}

// pausedOnOneEnemy returns a game of one Near enemy, selected, played for
// ticks ticks and paused.
func pausedOnOneEnemy(t *testing.T, ticks int) *Game {
	t.Helper()
	g := oneEnemy(t)
	g.ctl.Select(0)
	for range ticks {
		require.NoError(t, g.update(control.Input{}))
	}
	require.NoError(t, g.update(control.Acts(control.Pause)))
	return g
}

// TestUnderTheTreeEditorTheTextTreeSaysWhatIsBelow: the tree editor's
// window covers the panel's lower part, and the text tree above it shows
// the rows that fit, says how many are below, and scrolls to its last row.
// It was cut at the window without a word: Far's return branch was not
// there, and could not be scrolled to.
func TestUnderTheTreeEditorTheTextTreeSaysWhatIsBelow(t *testing.T) {
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}, Select: "far-1", Edit: true})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	step := func(in control.Input) {
		require.NoError(t, g.update(in))
		require.NoError(t, g.views.trees.update(&g.stage)) // lays its window out, as the game's loop does
		g.lay()
	}
	for range 3 {
		step(control.Input{})
	}
	rows := len(g.views.panel.ins.Rows)
	require.Greater(t, rows, g.panel.treeLines(), "the window leaves the tree less room than it has rows")
	from, to := g.panel.treeRowsShown(rows, g.ctl.PanelScroll)
	assert.Equal(t, 0, from)
	assert.Equal(t, g.panel.treeLines()-1, to, "the rows that fit, and the line that says how many are below")

	x, y := int(g.side.x)+40, g.panel.treeTop+4
	for range rows {
		step(control.Input{Pointer: control.Pointer{Wheel: -1, MouseX: x, MouseY: y}})
	}
	from, to = g.panel.treeRowsShown(rows, g.ctl.PanelScroll)
	assert.Equal(t, rows, to, "scrolled to the last row")
	assert.Equal(t, from, g.ctl.PanelScroll, "and no further")
	last := g.panel.treeTop + lineHeight + (to-1-from)*lineHeight + 4 // under the line that says how many are above
	assert.Equal(t, rows-1, g.views.panel.rowAt(x, last, &g.stage), "the last row is where it is drawn")
}

// TestUprightTheTreeEditorLeavesTheGraphRoom: on a screen held upright,
// whose side is short, the tree editor's window opens lower than on its
// side, its list giving up rows, so that the graph above it shows several
// rows of the tree; the window still holds its buttons and three nodes.
func TestUprightTheTreeEditorLeavesTheGraphRoom(t *testing.T) {
	needsDisplay(t)
	g := onLongNames(t)
	g.Layout(600, 1000)
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	for range 3 { // the list fits its rows to the window over the next updates
		require.NoError(t, g.views.trees.update(&g.stage))
		require.NoError(t, g.update(control.Input{}))
	}
	framed(g)
	require.True(t, g.screen.portrait)
	b := g.views.trees.bounds
	shown := min(g.panel.graph.y+g.panel.graph.h, float64(b.Min.Y)) - g.panel.graph.y
	assert.GreaterOrEqual(t, shown, 80.0, "the graph at %v, above the window at %v, holds four rows of boxes", g.panel.graph, b)
	assert.GreaterOrEqual(t, float64(b.Dy()), float64(treeEditorMinHeight), "the window at %v", b)
	checkLayout(t, g)
}

// TestOnTouchTheEditorsButtonsTakeAFinger: on a touch screen, the rows of
// the editors' buttons are at least touchButtonRow of the device's pixels
// tall (debugui's are 13 to 15 on a phone), on a phone held either way and
// on a tablet; the tree editor's window grows to hold them, its buttons in
// two rows of nine, and still lists three nodes or more, the graph above it
// keeping its room upright. With a problem said above the list, the list
// gives up rows so that the window holds its page buttons. The text tree
// above says how its rows out of view are reached without a wheel.
func TestOnTouchTheEditorsButtonsTakeAFinger(t *testing.T) {
	needsDisplay(t)
	for _, device := range []struct {
		name string
		w, h int
	}{{"phone upright", 390, 844}, {"phone on its side", 844, 390}, {"tablet", 1280, 800}} {
		t.Run(device.name, func(t *testing.T) {
			g := onLongNames(t)
			g.Layout(device.w, device.h)
			g.lastUsed, g.stage.touch.Shown = control.TouchScreen, true // as a touch leaves them
			g.ctl.Select(0)
			require.NoError(t, g.update(control.Acts(control.EditTree)))
			for range 3 { // the list fits its rows to the window over the next updates
				require.NoError(t, g.views.trees.update(&g.stage))
				require.NoError(t, g.update(control.Input{}))
			}
			below := 0
			for _, line := range framed(g).said() {
				if strings.Contains(line, " below (") {
					want := "(the graph button shows all)" // a finger has no wheel
					if g.offTheRow(control.ToggleGraph) {
						want = "(more, then the graph button shows all)"
					}
					assert.Contains(t, line, want)
					below++
				}
			}
			if device.name == "phone upright" {
				assert.Equal(t, 1, below, "the text tree above the window says how many rows are below")
			}
			v := &g.views.trees
			scale := min(float64(device.w)/g.screen.w, float64(device.h)/g.screen.h)
			assert.GreaterOrEqual(t, float64(v.row[0])*scale, float64(touchButtonRow), "a row of %d pixels, %.2f device pixels each", v.row, scale)
			assert.GreaterOrEqual(t, v.listRows(), minListRows, "the list keeps its rows")
			assert.GreaterOrEqual(t, float64(v.bounds.Dy()), v.leastHeight(), "the window at %v holds them", v.bounds)
			if g.screen.portrait {
				shown := min(g.panel.graph.y+g.panel.graph.h, float64(v.bounds.Min.Y)) - g.panel.graph.y
				assert.GreaterOrEqual(t, shown, 80.0, "the graph at %v, above the window at %v", g.panel.graph, v.bounds)
			}
			checkLayout(t, g)

			// An edit refused, its problem said above the list: on a phone
			// on its side the list gives up rows below minListRows, so that
			// the window still shows the page buttons under it.
			id, ok := g.ctl.TreeEditor().Find("a_root_name_as_long_as_a_designer_might_ever_want_to_give_it/return_home_when_there_is_nothing_else_left_to_do/walk_home_and_stand_there_until_something_happens")
			require.True(t, ok)
			g.ctl.Trees.Node = id
			require.NoError(t, g.update(control.Acts(control.EditOff)))
			require.NotEmpty(t, g.ctl.Trees.Problems, "the only child of a sequence switched off")
			for range 3 {
				require.NoError(t, g.views.trees.update(&g.stage))
				require.NoError(t, g.update(control.Input{}))
			}
			if device.name == "phone on its side" {
				assert.Less(t, v.listRows(), minListRows)
			}
			assert.Positive(t, v.listRows())

			g.lastUsed = control.KeysAndMouse
			require.NoError(t, g.views.trees.update(&g.stage))
			assert.Zero(t, v.row[0], "with the keys and the mouse, debugui's rows")
		})
	}
}

// TestAPageButtonShowsTheNextPageWhole: the "more below" and "more above"
// buttons move the selection so that the list shows the page beyond the
// rows shown, none of them again (where the list has a page more), for
// every length, number of rows and selection.
func TestAPageButtonShowsTheNextPageWhole(t *testing.T) {
	for n := 1; n <= 30; n++ {
		for rows := 1; rows <= listRows; rows++ {
			for at := range n {
				from, to := listed(n, at, rows)
				up, down := pageMoves(at, from, to, n)
				if to < n {
					below, end := listed(n, at+down, rows)
					assert.Equal(t, min(to, n-rows), below, "n %d, rows %d, at %d: down %d", n, rows, at, down)
					assert.Greater(t, end, to)
				}
				if from > 0 {
					above, _ := listed(n, at+up, rows)
					assert.Equal(t, max(from-rows, 0), above, "n %d, rows %d, at %d: up %d", n, rows, at, up)
				}
			}
		}
	}
}

// TestTheChangesListNodesAddedOff: the window's list of changes names a
// node added off, which the trees as built do not show.
func TestTheChangesListNodesAddedOff(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.NoError(t, g.update(control.Acts(control.EditAddChild)))
	require.NoError(t, g.update(control.Input{Text: "guard"}))
	require.NoError(t, g.update(control.Acts(control.EditChoose)))
	assert.Equal(t, "+ near/guard [guard, off]", g.views.trees.changesOf(g.ctl.TreeEditor()))
}

// TestPageKeysMoveAsThePageButtonsDo: PageDown and PageUp move the list's
// selection as its "more below" and "more above" buttons would, so that the
// list shows the next page whole, whatever rows it shows.
func TestPageKeysMoveAsThePageButtonsDo(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	v := &g.views.trees
	nodes := g.ctl.TreeEditor().Len()
	for _, key := range []int{control.ListPage, -control.ListPage} {
		for range 3 { // the rows the window fits settle
			require.NoError(t, v.update(&g.stage))
		}
		at := g.ctl.Trees.Node
		from, to := listed(nodes, at, v.listRows())
		up, down := pageMoves(at, from, to, nodes)
		want := at + down
		if key < 0 {
			want = at + up
		}
		require.NotEqual(t, at+key, want, "a page button moves by other than the key's page here")
		require.NoError(t, g.update(v.shield(control.Acts().With(control.EditPage, key))))
		assert.Equal(t, want, g.ctl.Trees.Node, "key %+d: as the page button", key)
	}
}
