package control

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/enemyai/enemyai/internal/atomicfile"
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
	// Problem says why the last edit was not made, a line each, with the
	// line and column of the text it would have made; Problems are the same
	// one by one, each with the node it belongs to (-1: none), to select.
	Problem  string
	Problems []treeedit.Problem
	clip     []byte                      // the subtree copied or cut, as .tree text
	cut      int                         // the node cut (Ctrl+X), which a paste moves, or -1
	editors  map[string]*treeedit.Editor // by kind, in step with the trees shown
	saved    map[string][32]byte         // by path: what Ctrl+S last wrote, not to reload as a change
}

// Field is a field of the node selected the keys can type into.
type Field int

// The fields.
const (
	NoField Field = iota
	NameField
	ParamsField
)

// Picker is the quick-insert list: the node kinds and vocabulary leaves a
// typed filter matches, one of them highlighted, and what choosing one does.
type Picker struct {
	For    PickFor
	Filter string
	At     int // the highlighted choice
}

// PickFor is what a picker's choice does.
type PickFor int

// What a choice does.
const (
	PickChild  PickFor = iota // adds it as the selected node's last child
	PickBefore                // adds it before the selected node
	PickAfter                 // adds it after the selected node
	PickWrap                  // wraps the selected node in it
	PickKind                  // makes it the selected node's kind
)

// pickTitles say what each picker does, as the editor shows it.
var pickTitles = [...]string{"add a child", "add before", "add after", "wrap in", "change the kind to"}

// Title says what choosing does.
func (p *Picker) Title() string { return pickTitles[p.For] }

// Choices returns what the filter matches that the picker can do: nodes
// to add, the composites and decorators a node can be wrapped in, or the
// kinds a node can become.
func (p *Picker) Choices() []treeedit.Choice {
	all := treeedit.Catalog(p.Filter)
	if p.For < PickWrap {
		return all
	}
	var out []treeedit.Choice
	for _, c := range all {
		if c.Leaf == "" && (p.For == PickKind || !c.Kind.IsLeaf()) {
			out = append(out, c)
		}
	}
	return out
}

// TreeEditor returns the editor of the kind edited, with the text of the
// tree shown now: the what-if's at the tick shown if it swapped the tree,
// else the session's. It follows the trees changed from outside the editor
// (a file reloaded, an undo, a what-if dropped), keeping the node selected
// where it can.
func (c *Controller) TreeEditor() *treeedit.Editor {
	t := &c.Trees
	shown := c.TreeShown(t.Kind)
	e := t.editors[t.Kind]
	if e != nil && bytes.Equal(e.Text(), shown.Text) {
		return e
	}
	next, err := treeedit.New(t.Kind+".tree", shown.Text)
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
	t.Node = min(t.Node, next.Len()-1)
	return next
}

// TreeShown returns the tree file a kind runs where a change would be made:
// in the what-if at the tick shown if it swaps the kind's tree, else in the
// session.
func (c *Controller) TreeShown(kind string) session.TreeFile {
	if w := c.stacked(); w != nil {
		if f, ok := w.trees()[kind]; ok {
			return f
		}
	}
	return c.Run.TreeFiles()[kind]
}

// toggleTreeEditing opens the editor on the selected enemy's kind, or
// closes it.
func (c *Controller) toggleTreeEditing() {
	t := &c.Trees
	if t.Open {
		t.Open, t.Pick = false, nil
		return
	}
	if c.Selected < 0 {
		c.Say("select an enemy first (click it, or Tab): the editor edits its kind's tree")
		return
	}
	kind := c.Run.World.Enemies[c.Selected].Kind.Name
	if kind != t.Kind {
		t.Node = 0
	}
	t.Open, t.Kind, t.Problem, t.cut = true, kind, "", -1
	c.ShowPanel = true
	c.TreeEditor()
}

// treeEditWith applies the editor's keys: F2 opens and closes it; while it
// is open, the others select, add, change, move, copy and save nodes.
func (c *Controller) treeEditWith(in Input) {
	t := &c.Trees
	if in.Acted(EditTree) {
		c.toggleTreeEditing()
	}
	if !t.Open {
		return
	}
	if t.Pick != nil {
		c.pickWith(in)
		return
	}
	if t.Typing != NoField {
		c.typeWith(in)
		return
	}
	e := c.TreeEditor()
	nodes := e.Nodes()
	switch {
	case in.Acted(EditPrev):
		t.Node = max(t.Node-1, 0)
	case in.Acted(EditNext):
		t.Node = min(t.Node+1, len(nodes)-1)
	case in.Acted(EditParent):
		if p := nodes[t.Node].Parent; p >= 0 {
			t.Node = p
		}
	case in.Acted(EditChild):
		if kids := nodes[t.Node].Kids; len(kids) > 0 {
			t.Node = kids[0]
		}
	case in.Acted(EditAddChild):
		t.Pick = &Picker{For: PickChild}
	case in.Acted(EditAddBefore):
		t.Pick = &Picker{For: PickBefore}
	case in.Acted(EditAddAfter):
		t.Pick = &Picker{For: PickAfter}
	case in.Acted(EditWrap):
		t.Pick = &Picker{For: PickWrap}
	case in.Acted(EditKind):
		t.Pick = &Picker{For: PickKind}
	case in.Acted(EditDelete):
		c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(t.Node) })
	case in.Acted(EditMove):
		c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) {
			if in.Value(EditMove) < 0 {
				return e.MoveUp(t.Node)
			}
			return e.MoveDown(t.Node)
		})
	case in.Acted(EditUnwrap):
		c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Unwrap(t.Node) })
	case in.Acted(EditOff):
		c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(t.Node, !nodes[t.Node].Node.Off) })
	case in.Acted(EditCopy):
		c.copyNode(false)
	case in.Acted(EditCut):
		c.copyNode(true)
	case in.Acted(EditPaste):
		c.paste()
	case in.Acted(EditRename):
		t.Typing, t.Draft = NameField, ""
	case in.Acted(EditParams):
		t.Typing, t.Draft = ParamsField, ""
	case in.Acted(EditCancel):
		t.Open = false
	}
}

// Now returns what the field being typed holds now, for the node
// selected: its name, or its parameters (a leaf's arguments, or its kind's
// parameters).
func (c *Controller) Now() string {
	n := c.TreeEditor().Nodes()[c.Trees.Node]
	if c.Trees.Typing == NameField {
		return n.Node.Name
	}
	return paramsOf(n)
}

// paramsOf returns a node's parameters as the field shows them: a leaf's
// arguments, or its kind's parameters.
func paramsOf(n treeedit.NodeInfo) string {
	if n.Node.Kind.IsLeaf() {
		return strings.Join(n.Node.Args, ", ")
	}
	return strings.TrimSpace(strings.TrimPrefix(n.Node.Label(), n.Node.Kind.String()))
}

// typeWith types into the field being typed: characters, Backspace, Enter
// to set it, Esc to leave it as it was.
func (c *Controller) typeWith(in Input) {
	t := &c.Trees
	t.Draft = typed(t.Draft, in)
	switch {
	case in.Acted(EditCancel):
		t.Typing = NoField
	case in.Acted(EditChoose):
		ok := false
		if t.Typing == NameField {
			ok = c.Rename(t.Draft)
		} else {
			ok = c.SetParams(t.Draft)
		}
		if ok {
			t.Typing = NoField
		}
	}
}

// maxDraft is how long a typed name, parameter list or filter may grow.
const maxDraft = 200

// typed returns draft with this update's typing: the characters typed, and
// Backspace taking back the last.
func typed(draft string, in Input) string {
	if in.Acted(EditErase) && draft != "" {
		r := []rune(draft)
		draft = string(r[:len(r)-1])
	}
	for _, r := range in.Text {
		if len(draft) < maxDraft && r >= ' ' && r != 0x7f {
			draft += string(r)
		}
	}
	return draft
}

// pickWith applies the keys of the quick-insert list: the arrows move the
// highlight, Enter chooses, Esc closes it. The filter is typed in the
// editor's field (the game's), which sets Pick.Filter.
func (c *Controller) pickWith(in Input) {
	p := c.Trees.Pick
	if f := typed(p.Filter, in); f != p.Filter {
		p.Filter, p.At = f, 0
	}
	choices := p.Choices()
	switch {
	case in.Acted(EditPrev):
		p.At = max(p.At-1, 0)
	case in.Acted(EditNext):
		p.At = min(p.At+1, len(choices)-1)
	case in.Acted(EditCancel):
		c.Trees.Pick = nil
	case in.Acted(EditChoose):
		c.Choose(p.At)
	}
	p.At = max(min(p.At, len(choices)-1), 0)
}

// Choose does what the picker's choice number i says, and closes the
// picker if the edit is made.
func (c *Controller) Choose(i int) {
	t := &c.Trees
	p := t.Pick
	if p == nil {
		return
	}
	choices := p.Choices()
	if i < 0 || i >= len(choices) {
		return
	}
	what := choices[i].Insert
	if c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) {
		switch p.For {
		case PickChild:
			return e.Add(e.Inside(t.Node), what)
		case PickBefore:
			return e.Add(e.Before(t.Node), what)
		case PickAfter:
			return e.Add(e.After(t.Node), what)
		case PickWrap:
			return e.Wrap(t.Node, what)
		default:
			return e.ChangeKind(t.Node, what.Kind)
		}
	}) {
		t.Pick = nil
	}
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
		t.Problem = err.Error()
		if r := (*treeedit.Refused)(nil); errors.As(err, &r) {
			t.Problems = r.Problems
		}
		return false
	}
	t.Node = a.Node
	return true
}

// applyTreeText makes text the tree of the kind edited, through the door.
func (c *Controller) applyTreeText(text []byte, source changeSource) error {
	kind := c.Trees.Kind
	what := fmt.Sprintf("%s: tree edited, every %s enemy runs it now", kind, kind)
	if c.Run.Past() {
		what = kind + "'s tree edited"
	}
	ch := change{trees: map[string]session.TreeFile{kind: {Path: c.TreeShown(kind).Path, Text: text}}, what: what, source: source}
	if err := c.apply(ch); err != nil && !errors.Is(err, errNoChange) {
		return err
	}
	return nil
}

// copyNode copies the selected node's subtree as .tree text; cut also
// marks it to move where the next paste goes.
func (c *Controller) copyNode(cut bool) {
	t := &c.Trees
	e := c.TreeEditor()
	clip, err := e.Copy(t.Node)
	if err != nil {
		t.Problem = err.Error()
		return
	}
	t.clip, t.cut = clip, -1
	verb := "copied"
	if cut {
		t.cut, verb = t.Node, "cut"
	}
	c.Say(fmt.Sprintf("%s %s: Ctrl+V puts it after the node selected", verb, e.Nodes()[t.Node].Path))
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
		c.Say("nothing to paste: Ctrl+C copies the node selected, Ctrl+X cuts it to move")
	}
}

// Rename renames the selected node.
func (c *Controller) Rename(name string) bool {
	return c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(c.Trees.Node, name) })
}

// SetParams sets the selected node's parameters: a leaf's arguments, like
// "0.5", or a decorator's or parallel's, like "1 s" or "success 1 failure 2".
func (c *Controller) SetParams(params string) bool {
	t := &c.Trees
	return c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) {
		if e.Nodes()[t.Node].Node.Kind.IsLeaf() {
			return e.SetArgs(t.Node, strings.Fields(strings.NewReplacer(",", " ", "(", " ", ")", " ").Replace(params)))
		}
		return e.SetParams(t.Node, params)
	})
}

// saveTree writes the tree edited: over the tree file the kind runs, or, on
// the embedded tree, into a new file in the working directory (near.tree,
// or the next free name: a file the game did not write is never
// overwritten), atomically. In a browser it keeps the tree in local
// storage, where the next visit starts from it, and downloads it.
func (c *Controller) saveTree() {
	t := &c.Trees
	f := c.TreeShown(t.Kind)
	if InBrowser {
		session.KeepTree(t.Kind, f.Text)
		if err := c.TreeEditor().SetBase(f.Text); err != nil {
			panic("control: a tree the session runs does not build: " + err.Error())
		}
		if err := download(t.Kind+".tree", f.Text); err != nil {
			t.Problem = "kept in this browser, but not downloaded: " + err.Error()
			return
		}
		c.Say("kept " + t.Kind + "'s tree in this browser for your next visit, and downloaded it as " + t.Kind + ".tree")
		return
	}
	path, fresh := f.Path, f.Path == ""
	if fresh {
		path = freeName(t.Kind + ".tree")
	}
	sum, err := atomicfile.WriteFile(path, f.Text)
	if err != nil {
		t.Problem = "not saved: " + err.Error()
		return
	}
	if err := c.TreeEditor().SetBase(f.Text); err != nil {
		panic("control: a tree the session runs does not build: " + err.Error())
	}
	if t.saved == nil {
		t.saved = map[string][32]byte{}
	}
	t.saved[path], t.Problem = sum, ""
	abs, _ := filepath.Abs(path)
	if fresh {
		c.Say(fmt.Sprintf("saved %s's tree to %s: play it with -tree %s=%s", t.Kind, abs, t.Kind, path))
		return
	}
	c.Say(fmt.Sprintf("saved %s's tree to %s", t.Kind, abs))
}

// savedByEditor reports whether the file at path holds what the editor last
// saved there: its reload is no change.
func (c *Controller) savedByEditor(path string, sum [32]byte) bool {
	s, ok := c.Trees.saved[path]
	return ok && s == sum
}

// DropTree takes a tree file dropped on the game, named name: the tree of
// the kind it is named after (near.tree), else of the kind edited or
// selected, checked as a file is; the editor opens on it either way, with
// the file's problems if it does not build.
func (c *Controller) DropTree(name string, data []byte) {
	t := &c.Trees
	kind := strings.TrimSuffix(filepath.Base(name), ".tree")
	switch {
	case c.Run.World.Kind(kind) != nil:
	case t.Open:
		kind = t.Kind
	case c.Selected >= 0:
		kind = c.Run.World.Enemies[c.Selected].Kind.Name
	default:
		c.Say(fmt.Sprintf("%s: drop a tree named after a kind, like near.tree, or select an enemy first", name))
		return
	}
	if t.Kind != kind {
		t.Node = 0
	}
	t.Open, t.Kind, t.Pick, t.Typing = true, kind, nil, NoField
	if c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetText(data) }) {
		c.Say(fmt.Sprintf("%s: %s's tree, every %s enemy runs it now", filepath.Base(name), kind, kind))
	}
}
