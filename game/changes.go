package game

import (
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/treeedit"
	"github.com/enemyai/enemyai/treegraph"
)

// changesOf lists what changed from the editor's base to its text (see
// changeLines), or "" when nothing did: worked out again only when the
// text or the base is another one.
func (v *treeEditorView) changesOf(e *treeedit.Editor) string {
	c := &v.changes
	if c.editor == e && sameBytes(c.text, e.Text()) && sameBytes(c.base, e.Base()) {
		return c.list
	}
	*c = changeList{editor: e, text: e.Text(), base: e.Base()}
	if g, changed := treegraph.Diff(e.Diff()); changed {
		c.list = strings.Join(changeLines(g, e), "\n")
	}
	return c.list
}

// changeEntry is one line of the list of changes: a node of the diff, and
// how many nodes below it were added or removed with it.
type changeEntry struct {
	node, below int
	off         bool   // removed from the tree as built, but in the text: switched off
	was         string // removed and added back in its place under another name: the old name
}

// maxChangeLines is the most lines the list of changes shows, the rest
// counted on one more.
const maxChangeLines = 4

// changeLines lists the changes of diff g, made by editor e, as a person
// reads them rather than node by node (cmd/trees -diff lists each): a
// subtree added or removed whole is one line with how many nodes it holds,
// a node switched off is said to be off, a node removed and added back in
// its place with the same kind and subtree under another name is renamed;
// at most maxChangeLines, the rest counted.
func changeLines(g *treegraph.Graph, e *treeedit.Editor) []string {
	var entries []changeEntry
	entryOf := make([]int, len(g.Nodes)) // the entry a node's change is told in, or -1
	for i := range g.Nodes {
		n := &g.Nodes[i]
		entryOf[i] = -1
		switch p := n.Parent; {
		case n.Mark == treegraph.Same:
		case n.Mark != treegraph.Changed && p >= 0 && g.Nodes[p].Mark == n.Mark && entryOf[p] >= 0:
			entryOf[i] = entryOf[p]
			entries[entryOf[p]].below++
		default:
			entryOf[i] = len(entries)
			entries = append(entries, changeEntry{node: i})
		}
	}
	var lines []string
	for k := 0; k < len(entries); k++ {
		c := &entries[k]
		n := &g.Nodes[c.node]
		if n.Mark == treegraph.Removed && k+1 < len(entries) {
			if m := &g.Nodes[entries[k+1].node]; m.Mark == treegraph.Added && m.Parent == n.Parent && m.Label == n.Label && entries[k+1].below == c.below {
				c, n, k = &entries[k+1], m, k+1
				c.was = g.Nodes[entries[k-1].node].Name
			}
		}
		if id, ok := e.Find(g.Path(c.node)); ok && n.Mark == treegraph.Removed {
			c.off = e.Nodes()[id].Node.Off
		}
		lines = append(lines, c.line(g))
	}
	if len(lines) > maxChangeLines {
		lines = append(lines[:maxChangeLines-1], fmt.Sprintf("... and %d more", len(lines)-maxChangeLines+1))
	}
	return lines
}

// line says the change.
func (c *changeEntry) line(g *treegraph.Graph) string {
	n := &g.Nodes[c.node]
	s := fmt.Sprintf("%s [%s]", g.Path(c.node), n.Label)
	switch {
	case c.was != "":
		s = "~ " + s + " was named " + c.was
	case n.Mark == treegraph.Changed:
		s = "~ " + s + " was " + n.Was
	case c.off:
		s = "- " + s + " switched off"
	case n.Mark == treegraph.Removed:
		s = "- " + s
	default:
		s = "+ " + s
	}
	if c.below > 0 {
		s += fmt.Sprintf(", %s below", counted(c.below, "node"))
	}
	return s
}
