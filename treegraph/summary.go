package treegraph

import "fmt"

// Summary lists the changes of a diff (see Diff) as a person reads the
// edits that made them, rather than node by node as WriteChanges does: a
// subtree added or removed whole is one line with how many nodes it holds
// below, a node removed from the tree as built but still in the text,
// switched off (off reports which, by path; nil: none), is said to be off,
// and a node removed and added back in its place with the same kind and
// subtree under another name is renamed, and wrapping or unwrapping a node
// is one line too. Lines read like "- near/chase
// [reactive sequence] switched off, 2 nodes below", "~ near/hunt [reactive
// sequence] was named chase, 2 nodes below" or "+ near/return/rest
// [stateful action]".
func (g *Graph) Summary(off func(path string) bool) []string {
	var entries []summaryEntry
	entryOf := make([]int, len(g.Nodes)) // the entry a node's change is told in, or -1
	for i := range g.Nodes {
		n := &g.Nodes[i]
		entryOf[i] = -1
		switch p := n.Parent; {
		case n.Mark == Same:
		case n.Mark != Changed && p >= 0 && g.Nodes[p].Mark == n.Mark && entryOf[p] >= 0:
			entryOf[i] = entryOf[p]
			entries[entryOf[p]].below++
		default:
			entryOf[i] = len(entries)
			entries = append(entries, summaryEntry{node: i})
		}
	}
	var lines []string
	for k := 0; k < len(entries); k++ {
		c := &entries[k]
		n := &g.Nodes[c.node]
		if n.Mark == Removed && k+1 < len(entries) {
			next := &entries[k+1]
			switch m := &g.Nodes[next.node]; {
			case m.Mark != Added || m.Parent != n.Parent:
			case m.Label == n.Label && next.below == c.below:
				next.was = n.Name
				c, n, k = next, m, k+1
			case next.below == c.below+1 && g.only(next.node, n):
				next.wraps = n.Name
				c, n, k = next, m, k+1
			case c.below == next.below+1 && g.only(c.node, m):
				next.unwraps = n.Name
				c, n, k = next, m, k+1
			}
		}
		c.off = n.Mark == Removed && off != nil && off(g.Path(c.node))
		lines = append(lines, c.line(g))
	}
	return lines
}

// only reports whether node id has one child, named and labelled as n.
func (g *Graph) only(id int, n *Node) bool {
	kids := g.Nodes[id].Children
	return len(kids) == 1 && g.Nodes[kids[0]].Name == n.Name && g.Nodes[kids[0]].Label == n.Label
}

// summaryEntry is one line of a Summary: a node of the diff, and how many
// nodes below it were added or removed with it.
type summaryEntry struct {
	node, below int
	off         bool   // removed from the tree as built, but in the text: switched off
	was         string // removed and added back in its place under another name: the old name
	wraps       string // added in the place of the node it holds, which was there: its name
	unwraps     string // added in the place of the node that held it: that one's name
}

// line says the change.
func (c *summaryEntry) line(g *Graph) string {
	n := &g.Nodes[c.node]
	s := fmt.Sprintf("%s [%s]", g.Path(c.node), n.Label)
	switch {
	case c.was != "":
		s = "~ " + s + " was named " + c.was
	case c.wraps != "":
		s = "+ " + s + " wrapped around " + c.wraps
	case c.unwraps != "":
		s = "~ " + s + " unwrapped from " + c.unwraps
	case n.Mark == Changed:
		s = "~ " + s + " was " + n.Was
	case c.off:
		s = "- " + s + " switched off"
	default:
		s = markGlyphs[n.Mark] + " " + s
	}
	switch {
	case c.below == 1:
		s += ", 1 node below"
	case c.below > 1:
		s += fmt.Sprintf(", %d nodes below", c.below)
	}
	return s
}
