package control

import "github.com/enemyai/enemyai/treeedit"

// pointWith lets the pointer edit on the panel's tree while the editor is
// open: a press on a node's row or box selects that node in the editor
// (instead of setting a breakpoint), and a drag from one node's box,
// released over another's, moves the node there: in as its last child if
// it takes children, else after it.
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
	case t.dragging && !in.MouseDown:
		t.dragging = false
		if over >= 0 && over != t.dragFrom {
			c.moveOnto(t.dragFrom, over)
		}
	}
}

// editorNodeAt returns the editor's node that node id of the tree the panel
// shows is, or -1: the panel shows the tree as built, without the nodes
// that are off (treeedit.NodeInfo.Shape maps between the two), and of the
// selected enemy's kind, which may not be the one edited.
func (c *Controller) editorNodeAt(id int) int {
	if c.Selected < 0 {
		return -1
	}
	k := c.Run.World.Enemies[c.Selected].Kind
	e := c.TreeEditor()
	if k.Name != c.Trees.Kind || c.Shown().Minds.Tree(k).Shape().Len() != e.Shape().Len() {
		return -1
	}
	for _, n := range e.Nodes() {
		if !n.Skipped && n.Shape == id {
			return n.ID
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
