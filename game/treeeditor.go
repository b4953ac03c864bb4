package game

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
)

// treeEditorView is the tree editor's window (F2, or the panel's Edit
// button): the nodes of the kind's tree text, the node selected, a button
// for every edit the keys make, the quick-insert list and what was wrong
// with the last edit. debugui draws it and reads the pointer over it; the
// keys go to the controller (control.EditorBindings), and so does every
// button, as the action its key acts, so that an edit made by pointer or by
// key takes one path.
type treeEditorView struct {
	window
	// pressed are the actions the window's buttons acted on this update,
	// handed to the controller with the devices' input.
	pressed control.Input
	changes changeList // the last list of what changed, kept while it holds
	// rows is how many nodes the list shows (0: listRows): fewer while what
	// comes under the list would not fit the window, so that the list of
	// changes shows without scrolling (see fitRows).
	rows int
	// paged is how far PageUp and PageDown move the selection of the list
	// shown, as its page buttons do (see paging); 0 for an end of the list
	// in view, where they move by control.ListPage, to that end.
	paged [2]int
}

// editColumns are the columns of the window's buttons: six, in three rows,
// or, with a finger's taller rows, nine in two, which leaves the list its
// room.
var editColumns = map[bool][]int{false: {-1, -1, -1, -1, -1, -1}, true: {-1, -1, -1, -1, -1, -1, -1, -1, -1}}

// columns are the columns of the window's buttons as laid out now.
func (v *treeEditorView) columns() []int { return editColumns[v.fingered()] }

// The tree editor opens in the lower part of the panel's side, under the
// panel's tree, so that the graph above it shows the tree edited:
// treeEditorHeight tall, or where the side is short (upright) as tall as
// leaves the graph editorGraphRoom under the panel's title and tuner, its
// list giving up rows (fitRows), and never less than treeEditorMinHeight,
// which holds its buttons, its keys and minListRows nodes in debugui's
// rows, or what holds them in a finger's (see leastHeight).
const (
	treeEditorHeight    = 330
	treeEditorMinHeight = 240
	editorGraphRoom     = 130
)

// heightIn returns how tall the window opens in side.
func (v *treeEditorView) heightIn(side rect) float64 {
	return max(v.leastHeight(), min(treeEditorHeight, side.h-windowHeadroom-editorGraphRoom))
}

// leastHeight is the least height of the window: what holds its buttons,
// its keys, minListRows nodes and the paging row in its rows, where
// treeEditorMinHeight holds them in debugui's.
func (v *treeEditorView) leastHeight() float64 {
	rows := func(columns []int) int { return len(editButtons)/len(columns) + minListRows + 1 }
	return float64(treeEditorMinHeight + rows(v.columns())*v.rowPitch() - rows(editColumns[false])*(debuguiLine+debuguiSpacing))
}

// editorKeys is the window's line of its keys (control.EditorBindings), by
// the device used (control.InputDevice): a pad has no keys of its own for
// the editor; on a touch screen the window's buttons and the toolbar's edit
// button do what the keys do.
var editorKeys = [3]string{
	control.KeysAndMouse: keyboardEditorKeys,
	control.Gamepad:      keyboardEditorKeys,
	control.TouchScreen:  "Tap a node to select it, then a button to edit it; the toolbar's edit button closes the editor",
}

// keyboardEditorKeys is the line of the editor's keys.
const keyboardEditorKeys = "Keys: F2 or Esc closes; arrows select; A/B/N add; W/U wrap/unwrap; K kind; R/E name/params; D off/on; Del; Ctrl+arrows move; Ctrl+C/X/V"

// nodeIndent is how far a node's button is indented per level, in pixels.
const nodeIndent = 14

// labelButtonWidth is the width of a button holding label, in pixels: the
// label's and a margin each side, or -1 (the rest of the row) where that is
// more than room.
func labelButtonWidth(label string, room float64) int {
	if w := utf8.RuneCountInString(label)*charWidth + 2*labelButtonMargin; float64(w) < room {
		return w
	}
	return -1
}

// labelButtonMargin is the room left each side of a button's label.
const labelButtonMargin = 8

// editButtons are the window's buttons and the actions they act, in the
// order the window shows them.
var editButtons = []struct {
	label  string
	action control.Action
	value  int
}{
	{"Child", control.EditAddChild, 0}, {"Before", control.EditAddBefore, 0}, {"After", control.EditAddAfter, 0},
	{"Wrap", control.EditWrap, 0}, {"Unwrap", control.EditUnwrap, 0}, {"Kind", control.EditKind, 0},
	{"Rename", control.EditRename, 0}, {"Params", control.EditParams, 0}, {"Off/on", control.EditOff, 0},
	{"Up", control.EditMove, -1}, {"Down", control.EditMove, 1}, {"Delete", control.EditDelete, 0},
	{"Copy", control.EditCopy, 0}, {"Cut", control.EditCut, 0}, {"Paste", control.EditPaste, 0},
	{"Undo", control.Undo, 0}, {"Redo", control.Redo, 0}, {"Save", control.Save, 0},
}

// update lays out the window when the editor is open, on the last update's
// frame, in the words of the device used, and notes what the window takes
// of the pointer and which of its buttons were pressed.
func (v *treeEditorView) update(s *stage) error {
	ctl, f, device := s.ctl, &s.frame, s.shownDevice()
	v.pressed, v.row[0], v.paged = control.Input{}, buttonRow(s), [2]int{}
	if dropped := ebiten.DroppedFiles(); dropped != nil {
		dropTrees(ctl, dropped)
	}
	captured, err := v.ui.Update(func(ctx *debugui.Context) error {
		t := &ctl.Trees
		if !t.Open {
			return nil
		}
		e := ctl.TreeEditor()
		title := fmt.Sprintf("Tree of %s: %s", t.Kind, ctl.EditedFile())
		v.open(ctx, f, title, v.heightIn(f.side), func(layout debugui.ContainerLayout) {
			v.fitRows(layout, t.Pick != nil || t.Problem != "")
			if t.Pick == nil { // a list of choices takes the buttons' room, and says its own keys
				ctx.SetGridLayout(v.columns(), v.heights())
				for i, b := range editButtons {
					ctx.IDScope(strconv.Itoa(i), func() {
						ctx.Button(b.label).On(func() { v.pressed.Act(b.action, b.value) })
					})
				}
				ctx.SetGridLayout([]int{-1}, nil)
				ctx.Text(editorKeys[device])
			}
			switch {
			case t.Pick != nil:
				v.picker(ctx, t.Pick, device)
			case t.Typing != control.NoField:
				field := map[control.Field]string{control.NameField: "name", control.ParamsField: "parameters"}[t.Typing]
				ctx.Text(fmt.Sprintf("Type the %s (now %q), Enter sets it, Esc leaves it: %s_", field, ctl.Now(), t.Draft))
				v.wholeRow(ctx, "leave", "Leave it as it was", control.EditCancel)
			}
			switch {
			case len(t.Problems) > 0:
				ctx.Text("Not made (marked ! in the list, orange on the graph):")
				ctx.SetGridLayout([]int{-1, 60}, v.heights()) // each problem wrapped, beside a button that selects its node
				for i, p := range t.Problems {
					ctx.IDScope("problem"+strconv.Itoa(i), func() {
						ctx.Text(p.Problem.Error())
						if p.Node < 0 {
							ctx.Text("")
							return
						}
						ctx.Button("select").On(func() { t.Node = p.Node })
					})
				}
				ctx.SetGridLayout([]int{-1}, nil)
			case t.Problem != "":
				ctx.Text(t.Problem)
			}
			if t.Pick != nil { // the graph above shows where the choice goes; the list has the room
				return
			}
			nodes := e.Nodes()
			rows := v.listRows()
			from, to := listed(len(nodes), t.Node, rows)
			for _, n := range nodes[from:to] {
				label := n.Node.Text()
				if ctl.HasProblem(n.ID) {
					label = "! " + label
				}
				if n.ID == t.Node {
					label = "> " + label + " <"
				}
				// A node's button is indented by its depth, as the file is,
				// and as wide as its label where that fits, so that the
				// list shows the tree's shape.
				ctx.SetGridLayout([]int{1 + nodeIndent*n.Depth, labelButtonWidth(label, f.side.w-2*nodeIndent-nodeIndent*float64(n.Depth))}, v.heights())
				ctx.IDScope("node"+strconv.Itoa(n.ID), func() {
					ctx.Text("")
					ctx.Button(label).On(func() { t.Node = n.ID })
				})
			}
			ctx.SetGridLayout([]int{-1}, nil)
			v.paging(ctx, "nodes", t.Node, from, to, len(nodes))
			// Last, as it grows with every edit: the nodes above stay in view.
			if changes := v.changesOf(e); changes != "" {
				ctx.Text("Changed since the tree the kind started on, or the last save:\n" + changes)
			}
		})
		return nil
	})
	v.captured = captured
	return err
}

// picker lays out the quick-insert list: what choosing does, the filter
// typed (with keys), the choices, and under them the highlighted one's
// line of doc.
func (v *treeEditorView) picker(ctx *debugui.Context, p *control.Picker, device control.InputDevice) {
	if device == control.TouchScreen {
		ctx.Text(p.Title() + ": tap one")
	} else {
		ctx.Text(fmt.Sprintf("%s: type to filter, Up/Down, Enter; Esc closes. Filter: %s_", p.Title(), p.Filter))
	}
	choices := p.Choices()
	rows := v.listRows()
	from, to := listed(len(choices), p.At, rows)
	ctx.SetGridLayout([]int{-1}, v.heights()) // a choice a row
	for i := from; i < to; i++ {
		label := choices[i].Label
		if i == p.At {
			label = "> " + label + " <"
		}
		ctx.IDScope("choice"+strconv.Itoa(i), func() {
			ctx.Button(label).On(func() {
				p.At = i
				v.pressed.Act(control.EditChoose, 0)
			})
		})
	}
	v.paging(ctx, "choices", p.At, from, to, len(choices))
	v.wholeRow(ctx, "cancel", "Close the list", control.EditCancel)
	if p.At < len(choices) { // last, as its lines vary: the buttons above stay where they are
		c := choices[p.At]
		ctx.Text(c.Label + ": " + c.Doc)
	}
}

// wholeRow lays out a button labelled label, in ID scope id, alone in a
// row of buttons as wide as the window: pressed, it acts a.
func (v *treeEditorView) wholeRow(ctx *debugui.Context, id, label string, a control.Action) {
	ctx.SetGridLayout([]int{-1}, v.heights())
	ctx.IDScope(id, func() {
		ctx.Button(label).On(func() { v.pressed.Act(a, 0) })
	})
	ctx.SetGridLayout([]int{-1}, nil)
}

// paging lays out, under a list's rows, a button for each end of the
// list of n items that has items beyond the rows shown (from and up to
// to), saying how many (above of them, below): a tap or a click on it
// moves the list's selection, at, to the middle of the page beyond that
// end (control.EditPage, as PageUp and PageDown move it a page), so that
// the list shows a page of items not shown before, a touch screen having
// no keys. Both share one row, so that a short window keeps its rows,
// each in its half of it, the half of an end with nothing beyond it left
// empty: a button stays where a finger tapped it, page after page.
func (v *treeEditorView) paging(ctx *debugui.Context, list string, at, from, to, n int) {
	up, down := pageMoves(at, from, to, n)
	if from == 0 && to == n {
		return
	}
	ctx.SetGridLayout([]int{-1, -1}, v.heights())
	for k, e := range []struct {
		count, by int
		where     string
	}{{from, up, "above"}, {n - to, down, "below"}} {
		if e.count == 0 {
			ctx.Text("")
			continue
		}
		v.paged[k] = e.by
		ctx.IDScope(list+e.where, func() {
			ctx.Button(fmt.Sprintf("... %d more %s", e.count, e.where)).On(func() { v.pressed.Act(control.EditPage, e.by) })
		})
	}
	ctx.SetGridLayout([]int{-1}, nil)
}

// pageMoves returns how far to move the selection, at, of a list of n
// items that shows them from and up to to (see listed) for it to show the
// page above those (up) or the page below (down): to the middle of that
// page, which starts where the list starts or the shown ones end.
func pageMoves(at, from, to, n int) (up, down int) {
	rows := to - from
	return max(from-rows, 0) + rows/2 - at, min(to, n-rows) + rows/2 - at
}

// listRows is how many nodes or choices the window lists at once, around
// the one selected, so that it is always in view; minListRows the fewest
// nodes it lists to make room for what comes under them.
const (
	listRows    = control.ListPage
	minListRows = 3
)

// listRows is how many nodes the list shows now.
func (v *treeEditorView) listRows() int {
	if v.rows == 0 {
		return listRows
	}
	return v.rows
}

// fitRows sets how many nodes, or choices while picking, the list shows
// from how the window's content fit it last: a row fewer for every row's
// height of content that would have to scroll, a row more for every row's
// height of room left, within minListRows (one row when crowded: while
// picking, or saying a problem, so that a short window still shows the
// buttons under the choices, or the problem and the paging buttons) and
// listRows. The content grows by a row's height a row, so the count
// settles at once and stays while the content does.
func (v *treeEditorView) fitRows(layout debugui.ContainerLayout, crowded bool) {
	over := layout.ContentSize.Y + windowPadding - layout.BodyBounds.Dy()
	if layout.ContentSize.Y == 0 || layout.BodyBounds.Dy() <= 0 {
		return // not laid out yet
	}
	rows, pitch := v.listRows(), v.rowPitch()
	switch {
	case over > 0:
		rows -= (over + pitch - 1) / pitch
	case -over >= pitch:
		rows += -over / pitch
	}
	least := minListRows
	if crowded {
		least = 1
	}
	v.rows = min(max(rows, least), listRows)
}

// windowPadding is the room debugui keeps inside a window's body, under
// its content, in pixels: content that reaches into it is cut.
const windowPadding = 5

// listed returns the part [from, to) of n items that lists rows of them
// with item at in view, in the middle where it can.
func listed(n, at, rows int) (from, to int) {
	from = min(max(at-rows/2, 0), max(n-rows, 0))
	return from, min(from+rows, n)
}

// shield takes out of in the pointer's clicks and wheel over the window,
// makes PageUp and PageDown move the list shown as its page buttons do
// (paged), and adds the actions of its buttons pressed.
func (v *treeEditorView) shield(in control.Input) control.Input {
	if v.over() {
		in.Click, in.RightClick, in.Wheel = false, false, 0
	}
	if by := in.Value(control.EditPage); by != 0 {
		if page := v.paged[min(max(by, 0), 1)]; page != 0 {
			in.Act(control.EditPage, page)
		}
	}
	return in.Merge(v.pressed)
}

// draw draws the window when the editor is open.
func (v *treeEditorView) draw(screen *ebiten.Image, s *stage) {
	v.window.draw(screen, s, "tree editor", s.ctl.Trees.Open)
}

// dropTrees hands the tree files dropped on the game to the controller,
// each read as a file the user named is, within its bounds.
func dropTrees(ctl *control.Controller, dropped fs.FS) {
	_ = fs.WalkDir(dropped, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".tree") {
			return nil
		}
		data, err := config.ReadFS(dropped, path)
		if err != nil {
			ctl.Say(err.Error())
			return nil
		}
		ctl.DropTree(path, data)
		return nil
	})
}
