package control

import "github.com/enemyai/enemyai/treeedit"

// pointWith lets the pointer edit on the panel's tree while the editor is
// open: a press on a node's row or box selects that node in the editor
// (instead of setting a breakpoint), and a drag from one node's box,
// released over another's, moves the node there: in as its last child if
// it takes children, else after it. A pointer released within clickSlop of
// where it pressed clicked, and moves nothing, whatever box is under it
// then: the graph follows the node a click selects, and moves under a
// pointer that stands still.
func (c *Controller) pointWith(in Input) {
	t := &c.Trees
	over := -1
	if t.Open && c.PanelShown() && (in.Over == OverPanel || in.Over == OverGraph) && in.OverRow >= 0 {
		over = c.editorNodeAt(in.OverRow)
	}
	switch {
	case !t.Open:
		t.dragging = false
	case in.Click && over >= 0:
		t.Node, t.dragFrom, t.dragging = over, over, true
		t.pressX, t.pressY = in.MouseX, in.MouseY
	case t.dragging && !in.MouseDown:
		t.dragging = false
		dx, dy := in.MouseX-t.pressX, in.MouseY-t.pressY
		if over >= 0 && over != t.dragFrom && max(dx, -dx)+max(dy, -dy) > clickSlop {
			c.moveOnto(t.dragFrom, over)
		}
	}
}

// followNode makes the panel's views follow the node the tree editor
// selects, when it selects another (by a key, a button, or a click on the
// panel): the graph, panned from it, comes back to it, and the text tree
// scrolls to it (a pad or a finger has no wheel to scroll it with; shown
// scrolled, it gives a line to the rows above and one to those below).
func (c *Controller) followNode() {
	t := &c.Trees
	if !t.Open || t.Node == t.followed {
		return
	}
	t.followed = t.Node
	c.PanX, c.PanY = 0, 0
	if e := c.EditorShown(); e != nil && t.Node < len(e.Nodes()) && !e.Nodes()[t.Node].Skipped { // a node off has no row
		row := e.Nodes()[t.Node].Shape
		c.PanelScroll = min(max(c.PanelScroll, row-c.panelRows+2), row, max(0, c.PanelShape().Len()-c.panelRows))
	}
}

// EditorShown returns the tree editor when it is open on the selected
// enemy's kind, whose tree the panel then draws from the editor's text (its
// nodes that are off too), else nil.
func (c *Controller) EditorShown() *treeedit.Editor {
	if !c.Trees.Open || c.Selected < 0 || c.Run.World.Enemies[c.Selected].Kind.Name != c.Trees.Kind {
		return nil
	}
	return c.TreeEditor()
}

// editorNodeAt returns the editor's node that node id of the panel's
// picture of the tree is, or -1. While the editor is open on it, the panel
// shows the editor's tree as built, then its nodes that are off
// (treeedit.NodeInfo.Drawn maps between the two).
func (c *Controller) editorNodeAt(id int) int {
	if e := c.EditorShown(); e != nil {
		for _, n := range e.Nodes() {
			if n.Drawn == id {
				return n.ID
			}
		}
	}
	return -1
}

// moveOnto moves node from onto node to: in, as its last child, when to
// takes children, else just after it.
func (c *Controller) moveOnto(from, to int) {
	c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) {
		place := e.After(to)
		if !e.Nodes()[to].Node.Kind.IsLeaf() {
			place = e.Inside(to)
		}
		return e.Move(from, place)
	})
}
