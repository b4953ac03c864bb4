package control

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treeedit"
)

// TreeEditing is the tree editor (F2): the tree of the selected enemy's kind,
// edited where the game shows it. Every edit is checked by the reader a tree
// file goes through (package treeedit) and, if it builds, made through the
// controller's door like a reloaded file: live from the next tick, or in
// the past a what-if. Ctrl+Z and Ctrl+Y undo and redo edits and tunings
// alike; Ctrl+S saves the tree file.
type TreeEditing struct {
	Open bool
	Kind string // the kind whose tree is edited
	// Node is the node selected: its ID in the editor's text
	// (treeedit.NodeInfo.ID), nodes that are off included.
	Node int
	// Pick is the quick-insert list, while one is open.
	Pick *Picker
	// Typing is what the keys type into, while they do: the name or the
	// parameters of the node selected; Draft is the text typed so far.
	Typing Field
	Draft  string
	// Problem says why the last edit was not made ("Not made: ", a line
	// each, with the line and column of the text it would have made) or
	// the last save not done ("Not saved: "); Problems are an edit's one by
	// one, each with the node it belongs to (-1: none), to select.
	Problem  string
	Problems []treeedit.Problem
	// dragging is set while a node pressed on the panel is dragged, from
	// node dragFrom, pressed at (pressX, pressY) on the screen.
	dragging       bool
	dragFrom       int
	pressX, pressY int
	// followed is the node the panel's views last followed, or -1 (see
	// followNode).
	followed int
	clip     []byte                      // the subtree copied or cut, as .tree text
	cut      int                         // the node cut (Ctrl+X), which a paste moves, or -1
	editors  map[string]*treeedit.Editor // by kind, in step with the trees shown
	// disk holds, by path, the SHA-256 of what a tree file held when the
	// game last read or wrote it: a reload of the same is no change, and a
	// kind whose tree differs holds edits not saved there.
	disk  map[string][32]byte
	wrote map[string]string // by kind: the new file Ctrl+S wrote an embedded tree to
}

// TreeEditor returns the editor of the kind edited, with the text of the
// tree shown now (see TreeShown). It follows the trees changed from outside the editor
// (a file reloaded, an undo, a what-if dropped), keeping the node selected
// where it can: the node at the same path, else its nearest ancestor there
// is.
func (c *Controller) TreeEditor() *treeedit.Editor {
	t := &c.Trees
	shown := c.TreeShown(t.Kind)
	e := t.editors[t.Kind]
	if e != nil && bytes.Equal(e.Text(), shown.Text) {
		return e
	}
	name := shown.Path // what the edit's messages name: the file, else the kind's embedded tree
	if name == "" {
		name = t.Kind + ".tree"
	}
	next, err := treeedit.New(name, shown.Text)
	if err != nil { // the session runs only trees that build
		panic("control: the tree shown does not build: " + err.Error())
	}
	if e != nil {
		if err := next.SetBase(e.Base()); err != nil {
			panic("control: the base of a tree edited does not build: " + err.Error())
		}
	}
	if t.editors == nil {
		t.editors = map[string]*treeedit.Editor{}
	}
	t.editors[t.Kind] = next
	selected := min(t.Node, next.Len()-1)
	if e != nil && t.Node >= 0 && t.Node < e.Len() {
		selected = sameNode(e.Nodes()[t.Node].Path, next, selected, next.Len() == e.Len())
	}
	if e != nil {
		if id, ok := firstNew(e, next); ok {
			selected = id
		}
	}
	t.Node = selected
	return next
}

// firstNew returns the ID of the first node, in the order of the text, that
// next has and e has not: a node an undo or a redo gave back or made
// again, renamed or moved elsewhere, which the editor selects as the node
// the change is about.
func firstNew(e, next *treeedit.Editor) (int, bool) {
	for id, n := range next.Nodes() {
		if _, ok := e.Find(n.Path); !ok {
			return id, true
		}
	}
	return 0, false
}

// sameNode returns the ID in e of the node at path; where there is none
// and the tree has as many nodes as before (a node renamed, an undo of a
// rename), fallback, the place it had; otherwise the ID of its nearest
// ancestor e has, or fallback.
func sameNode(path string, e *treeedit.Editor, fallback int, inPlace bool) int {
	if _, ok := e.Find(path); !ok && inPlace {
		return fallback
	}
	for {
		if id, ok := e.Find(path); ok {
			return id
		}
		cut := strings.LastIndex(path, "/")
		if cut < 0 {
			return fallback
		}
		path = path[:cut]
	}
}

// TreeShown returns the tree file a kind runs where a change would be made:
// in the what-if a change joins if it swaps the kind's tree, else in the
// session.
func (c *Controller) TreeShown(kind string) session.TreeFile {
	if w := c.stacked(); w != nil {
		if f, ok := w.trees()[kind]; ok {
			return f
		}
	}
	return c.Run.TreeFile(kind)
}

// toggleTreeEditing opens the editor on the selected enemy's kind, holding
// the world (see holdForTrees), or closes it.
func (c *Controller) toggleTreeEditing() {
	t := &c.Trees
	if t.Open { // with what it had open: a list, a field typed into
		t.Open, t.Pick, t.Typing, t.Draft = false, nil, NoField, ""
		return
	}
	if c.Selected < 0 {
		c.askForAnEnemy("the editor edits its kind's tree")
		return
	}
	kind := c.Run.World.Enemies[c.Selected].Kind.Name
	if kind != t.Kind {
		t.Node = 0
	}
	t.Open, t.Kind, t.Problem, t.Problems, t.cut, t.followed = true, kind, "", nil, -1, -1
	c.ShowPanel = true
	c.TreeEditor()
	c.holdForTrees()
}

// Edit makes an edit of the tree edited: checked by the editor and, if it
// builds, made through the door, the node it is about selected. An edit
// that does not build changes nothing and says why. It reports whether the
// edit was made.
func (c *Controller) Edit(edit func(e *treeedit.Editor) (treeedit.Applied, error)) bool {
	t := &c.Trees
	a, err := edit(c.TreeEditor())
	if err == nil {
		err = c.applyTreeText(a.Text, byKey)
	}
	t.Problem, t.Problems = "", nil
	if err != nil {
		t.Problem = "Not made: " + err.Error()
		if r := (*treeedit.Refused)(nil); errors.As(err, &r) {
			t.Problems = r.Problems
		}
		return false
	}
	t.Node = a.Node
	return true
}

// applyTreeText makes text the tree of the kind edited, through the door,
// and says so: what changed, where it changes nothing the enemies do.
func (c *Controller) applyTreeText(text []byte, source changeSource) error {
	kind := c.Trees.Kind
	what := fmt.Sprintf("%s: tree edited, every %s enemy runs it now", kind, kind)
	if c.Run.Past() {
		what = kind + "'s tree edited"
	} else if off, ok := OffChange(kind+".tree", c.TreeShown(kind).Text, text); ok {
		what = fmt.Sprintf("%s: tree edited: %s, which no enemy runs while it is off", kind, off)
	}
	ch := change{trees: map[string]session.TreeFile{kind: {Path: c.TreeShown(kind).Path, Text: text}}, what: what, source: source}
	if err := c.apply(ch); err != nil && !errors.Is(err, errNoChange) {
		return err
	}
	return nil
}

// Rename renames the selected node.
func (c *Controller) Rename(name string) bool {
	return c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(c.Trees.Node, name) })
}

// SetParams sets the selected node's parameters: a leaf's arguments, like
// "0.5" or "0.5 s" (several between commas, in brackets or not, as the
// file writes them), or a decorator's or parallel's, like "1 s" or
// "success 1 failure 2".
func (c *Controller) SetParams(params string) bool {
	t := &c.Trees
	return c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) {
		if e.Nodes()[t.Node].Node.Kind.IsLeaf() {
			return e.SetArgs(t.Node, leafArgs(params))
		}
		return e.SetParams(t.Node, params)
	})
}

// leafArgs reads a leaf's arguments as the field shows them (paramsOf):
// between commas, each with its spaces inside ("0.5 s"), brackets around
// them or not.
func leafArgs(params string) []string {
	params = strings.TrimSpace(params)
	params = strings.TrimSuffix(strings.TrimPrefix(params, "("), ")")
	var args []string
	for _, a := range strings.Split(params, ",") {
		if a = strings.Join(strings.Fields(a), " "); a != "" {
			args = append(args, a)
		}
	}
	return args
}

// copyNode copies the selected node's subtree as .tree text; cut also
// marks it to move where the next paste goes.
func (c *Controller) copyNode(cut bool) {
	t := &c.Trees
	e := c.TreeEditor()
	clip, err := e.Copy(t.Node)
	if err != nil {
		t.Problem = "Not made: " + err.Error()
		return
	}
	t.clip, t.cut = clip, -1
	verb := "copied"
	if cut {
		t.cut, verb = t.Node, "cut"
	}
	what := verb + " " + e.Nodes()[t.Node].Path
	c.SayOn(what+": Ctrl+V puts it after the node selected", "", what+": Paste puts it after the node selected")
}

// paste puts the subtree copied after the selected node, or moves the one
// cut there.
func (c *Controller) paste() {
	t := &c.Trees
	switch {
	case t.cut >= 0:
		from := t.cut
		if c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(from, e.After(t.Node)) }) {
			t.cut, t.clip = -1, nil
		}
	case t.clip != nil:
		c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Paste(e.After(t.Node), t.clip) })
	default:
		c.SayOn("nothing to paste: Ctrl+C copies the node selected, Ctrl+X cuts it to move", "",
			"nothing to paste: Copy copies the node selected, Cut cuts it to move")
	}
}

// HasProblem reports whether the last edit refused has a problem at node id
// of the editor's text, for the window and the graph to mark the node.
func (c *Controller) HasProblem(id int) bool {
	for _, p := range c.Trees.Problems {
		if p.Node == id {
			return true
		}
	}
	return false
}
