package control

import (
	"strings"

	"github.com/enemyai/enemyai/treeedit"
)

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
	case in.Acted(EditPage):
		t.Node = min(max(t.Node+in.Value(EditPage), 0), len(nodes)-1)
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

// Field is a field of the node selected the keys can type into.
type Field int

// The fields.
const (
	NoField Field = iota
	NameField
	ParamsField
)

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
	case in.Acted(EditCancel): // the field as it was, and what an edit typed in it was refused for gone
		t.Typing, t.Problem, t.Problems = NoField, "", nil
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

// pickWith applies the keys of the quick-insert list: what is typed
// filters it, the arrows move the highlight, Enter chooses, Esc closes it.
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
	case in.Acted(EditPage):
		p.At += in.Value(EditPage) // kept within the choices below
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
