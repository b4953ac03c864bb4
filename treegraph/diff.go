package treegraph

import (
	"fmt"
	"io"

	"github.com/enemyai/enemyai/bt"
)

// Diff returns the graph of two versions of a tree merged, every node marked
// with what the change from a to b did to it, and whether anything changed.
// Nodes are matched by their names under matched parents: a node of b alone
// is added, one of a alone is removed (shown where it stood in a), and a
// matched node whose kind or parameters differ, or a leaf whose call
// differs (see Caller), is changed (Was says what it was). A renamed or
// moved node is removed and added.
func Diff(a, b *bt.Shape) (g *Graph, changed bool) {
	d := differ{a: a.Rows(nil, nil), b: b.Rows(nil, nil), g: &Graph{Notes: true}, shapeA: a, shapeB: b}
	d.add(0, 0, -1, 0)
	for _, n := range d.g.Nodes {
		changed = changed || n.Mark != Same
	}
	return d.g, changed
}

// Caller is what a builder attaches to a leaf (bt.Node.With) that says
// what the leaf calls, like "playerWithin(attack)": a diff marks a leaf
// whose call changed, which its shape alone does not show.
type Caller interface{ Call() string }

// callOf returns what leaf id of s calls, or "" when its builder does not
// say (see Caller).
func callOf(s *bt.Shape, id int) string {
	if c, ok := s.Meta(id).(Caller); ok {
		return c.Call()
	}
	return ""
}

// differ merges two versions of a tree.
type differ struct {
	a, b           []bt.Row
	shapeA, shapeB *bt.Shape
	g              *Graph
}

// add appends the merged node of node ia of a and node ib of b (-1: absent)
// and its subtree, under parent, and returns its ID.
func (d *differ) add(ia, ib, parent, depth int) int {
	var n Node
	switch {
	case ib < 0:
		n.Row, n.Mark = d.a[ia], Removed
	case ia < 0:
		n.Row, n.Mark = d.b[ib], Added
	default:
		n.Row = d.b[ib]
		old := d.a[ia]
		switch {
		case old.Label != n.Label:
			n.Mark, n.Was = Changed, old.Label
		case old.Name != n.Name: // only the roots are matched whatever their names
			n.Mark, n.Was = Changed, "named "+old.Name
		case callOf(d.shapeA, ia) != callOf(d.shapeB, ib):
			n.Mark, n.Was = Changed, "calling "+callOf(d.shapeA, ia)
		}
	}
	id := len(d.g.Nodes)
	n.ID, n.Parent, n.Depth, n.Prefix = id, parent, depth, ""
	d.g.Nodes = append(d.g.Nodes, n)
	var kidsA, kidsB []int
	if ia >= 0 {
		kidsA = d.shapeA.Node(ia).Children
	}
	if ib >= 0 {
		kidsB = d.shapeB.Node(ib).Children
	}
	var kids []int
	for _, pair := range d.pairs(kidsA, kidsB) {
		kids = append(kids, d.add(pair[0], pair[1], id, depth+1))
	}
	d.g.Nodes[id].Children = kids
	return id
}

// pairs matches the children of a node in a and in b by name, in b's order,
// each child of a alone placed after the one before it in a, and before a
// child added in its place.
func (d *differ) pairs(kidsA, kidsB []int) [][2]int {
	matched := make([]int, len(kidsA)) // per child of a: its match in b, or -1
	used := make([]bool, len(kidsB))
	for i, ka := range kidsA {
		matched[i] = -1
		for j, kb := range kidsB {
			if !used[j] && d.a[ka].Name == d.b[kb].Name {
				matched[i], used[j] = kb, true
				break
			}
		}
	}
	var out [][2]int
	nextA := 0 // the first child of a not placed yet
	flushA := func(upTo int) {
		for ; nextA < upTo; nextA++ {
			if matched[nextA] < 0 {
				out = append(out, [2]int{kidsA[nextA], -1})
			}
		}
	}
	for _, kb := range kidsB {
		ia := -1
		for i, m := range matched {
			if m == kb {
				ia = i
			}
		}
		if ia < 0 { // after the removed children that stood here
			for nextA < len(kidsA) && matched[nextA] < 0 {
				out = append(out, [2]int{kidsA[nextA], -1})
				nextA++
			}
			out = append(out, [2]int{-1, kb})
			continue
		}
		flushA(ia)
		nextA = max(nextA, ia+1)
		out = append(out, [2]int{kidsA[ia], kb})
	}
	flushA(len(kidsA))
	return out
}

// WriteChanges prints one line per node a diff marked, in the tree's order:
// "+ path [kind]" added, "- path [kind]" removed, "~ path [kind] was old"
// changed.
func (g *Graph) WriteChanges(w io.Writer) error {
	for i := range g.Nodes {
		n := &g.Nodes[i]
		var err error
		switch n.Mark {
		case Added, Removed:
			_, err = fmt.Fprintf(w, "%s %s [%s]\n", markGlyphs[n.Mark], g.Path(i), n.Label)
		case Changed:
			_, err = fmt.Fprintf(w, "~ %s [%s] was %s\n", g.Path(i), n.Label, n.Was)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// Path returns the names from the root to node id, separated by "/", like
// "near/chase/seesPlayer".
func (g *Graph) Path(id int) string {
	if p := g.Nodes[id].Parent; p >= 0 {
		return g.Path(p) + "/" + g.Nodes[id].Name
	}
	return g.Nodes[id].Name
}
