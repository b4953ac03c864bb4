package treeedit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/bt/treefile"
)

// change is an edit being made: the current text's items, copied along the
// paths from the root to the items it alters and shared elsewhere, so that
// the text stays as it is until the edit is applied.
type change struct {
	t      *text
	root   *item
	copies map[int]*item // the items copied, by their IDs in the current text
	at     int           // the node the edit was made at: problems of the nodes it adds are its
	focus  *item         // the node the edit is about, to select once it is applied
}

// change starts an edit made at node at.
func (e *Editor) change(at int) *change {
	return &change{t: e.text, root: e.text.root, copies: map[int]*item{}, at: at, focus: e.text.items[max(at, 0)]}
}

// cur returns node id's item as the change has it.
func (c *change) cur(id int) *item {
	if it, ok := c.copies[id]; ok {
		return it
	}
	return c.t.items[id]
}

// mut returns node id's item, copied (with the items above it) so that the
// change may alter it. It must be called before the change moves the node.
func (c *change) mut(id int) *item {
	if it, ok := c.copies[id]; ok {
		return it
	}
	orig := c.t.items[id]
	cp := *orig
	cp.kids = slices.Clone(orig.kids)
	c.copies[id] = &cp
	if p := c.t.parent[id]; p < 0 {
		c.root = &cp
	} else {
		parent := c.mut(p)
		parent.kids[slices.Index(parent.kids, orig)] = &cp
	}
	if c.focus == orig {
		c.focus = &cp
	}
	return &cp
}

// setLine writes node id's line anew as content (a node's line without its
// indentation, like File.Text writes it), keeping the comment that closes
// it. A line that would say what it says is left as it is, byte for byte.
func (c *change) setLine(id int, content string) {
	if content == c.t.items[id].node.Text() {
		return
	}
	it := c.mut(id)
	it.rest = content + it.comment
}

// setNode writes node id's line anew as n's.
func (c *change) setNode(id int, n *treefile.Node) { c.setLine(id, n.Text()) }

// insert puts it at a place, whose index is clamped to the parent's
// children.
func (c *change) insert(at Place, it *item) {
	p := c.mut(at.Parent)
	p.kids = slices.Insert(p.kids, min(max(at.Index, 0), len(p.kids)), it)
}

// remove takes node id out of its parent's children.
func (c *change) remove(id int) {
	p := c.mut(c.t.parent[id])
	p.kids = slices.DeleteFunc(p.kids, func(k *item) bool { return k == c.cur(id) })
}

// node returns a copy of node id as read, for the change to alter and write.
func (c *change) node(id int) *treefile.Node {
	n := *c.t.items[id].node
	n.Children = nil
	return &n
}

// newItem returns the item of a node the change adds, written as content.
func newItem(content string) *item { return &item{rest: content} }

// refused returns the problems of the text w the change wrote, each with
// the node of the current text it belongs to: the node whose line or the
// lines above it the problem is at, or for a node the change adds, the
// node the change was made at.
func (c *change) refused(w written, err error) *Refused {
	return refusedText(c.t, err, func(line int) int {
		if line < 1 || line > len(w.owner) || w.owner[line-1] == nil {
			return -1
		}
		it := w.owner[line-1]
		for id, cp := range c.copies {
			if cp == it {
				return id
			}
		}
		if id := slices.Index(c.t.items, it); id >= 0 {
			return id
		}
		return c.at
	})
}

// Refused is an edit the editor did not make, and why.
type Refused struct {
	Problems []Problem
}

// Problem is one reason an edit was refused. A problem of the text the
// edit would have made is the reader's or builder's, with its line and
// column in that text; a refusal before there is a text to read (deleting
// the root, a kind that cannot keep the node's children) has Line 0. Node
// is the ID in the current text of the node it belongs to (a node the edit
// would have added belongs to the node the edit was made at), or -1.
type Problem struct {
	treefile.Problem
	Node int
}

// Error lists the problems, one a line, each as "file:line:column: what".
func (r *Refused) Error() string {
	lines := make([]string, len(r.Problems))
	for i := range r.Problems {
		lines[i] = r.Problems[i].Problem.Error()
	}
	return strings.Join(lines, "\n")
}

// refusedText returns the problems err reports of a text, each with the
// node nodeAt gives for its line.
func refusedText(t *text, err error, nodeAt func(line int) int) *Refused {
	r := &Refused{}
	for _, p := range treefile.Problems(err) {
		r.Problems = append(r.Problems, Problem{Problem: *p, Node: nodeAt(p.Line)})
	}
	if len(r.Problems) == 0 { // a problem of the tree as a whole, from bt.New
		name := t.file.Name
		r.Problems = []Problem{{Problem: treefile.Problem{File: name, Msg: strings.TrimPrefix(err.Error(), name+": ")}, Node: -1}}
	}
	return r
}

// refuse returns an edit's refusal before there is a text to read.
func (e *Editor) refuse(node int, format string, args ...any) *Refused {
	return &Refused{Problems: []Problem{{Problem: treefile.Problem{File: e.name, Msg: fmt.Sprintf(format, args...)}, Node: node}}}
}
