package control

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/enemyai/enemyai/treegraph"
)

// treeChange says what changes from one tree file of a kind to another, as
// the tree editor lists it (treegraph.Graph.Summary): "near's tree: -
// near/chase [reactive sequence] switched off, 2 nodes below", the first
// change and how many more. Where the trees as built show no change the
// graph draws (a comment) or one does not build, it names the lines of the
// file that changed (lineChange).
func treeChange(kind string, from, to session.TreeFile) string {
	a, err := ai.BuildFile(kind+".tree", from.Text)
	if err != nil {
		return kind + "'s tree: " + lineChange(from.Text, to.Text)
	}
	b, err := ai.BuildFile(kind+".tree", to.Text)
	if err != nil {
		return kind + "'s tree: " + lineChange(from.Text, to.Text)
	}
	g, changed := treegraph.Diff(a.Shape(), b.Shape())
	if !changed {
		if s, ok := OffChange(kind+".tree", from.Text, to.Text); ok {
			return kind + "'s tree: " + s
		}
		return kind + "'s tree: " + lineChange(from.Text, to.Text)
	}
	var off func(string) bool
	if e, err := treeedit.New(kind+".tree", to.Text); err == nil {
		off = e.SwitchedOff
	}
	lines := g.Summary(off)
	s := kind + "'s tree: " + lines[0]
	if len(lines) > 1 {
		s += fmt.Sprintf(" and %d more", len(lines)-1)
	}
	return s
}

// OffChange says what changed in the nodes the trees as built leave out,
// ones that are off or below one, where that is all that changed from one
// text of a kind's tree to another, as the graph's changes are said: a
// node's line changed, the texts holding the same nodes in the same places
// ("~ near/retreat [sequence, off] was named sequence", or, its line quoted
// as it was, `~ near/retreat/hurt [condition] was "hurt [condition]
// hpBelow(0.5)"`), or a subtree of them added or taken away ("+ near/guard
// [guard, off]", "- near/retreat [sequence, off], 2 nodes below"); false
// otherwise. name is the file's, like near.tree.
func OffChange(name string, from, to []byte) (string, bool) {
	a, err := treeedit.New(name, from)
	if err != nil {
		return "", false
	}
	b, err := treeedit.New(name, to)
	if err != nil {
		return "", false
	}
	was, now := a.Nodes(), b.Nodes()
	switch {
	case len(now) > len(was):
		return offSubtree("+ ", now, was)
	case len(now) < len(was):
		return offSubtree("- ", was, now)
	}
	changed := -1
	for i := range was {
		switch {
		case was[i].Parent != now[i].Parent:
			return "", false
		case was[i].Node.Text() == now[i].Node.Text():
		case changed >= 0:
			return "", false
		default:
			changed = i
		}
	}
	if changed < 0 || !now[changed].Skipped || !was[changed].Skipped { // switched off or on: the trees as built differ
		return "", false
	}
	w, n := was[changed].Node, now[changed].Node
	s := "~ " + offLabel(now[changed])
	renamed := *w
	renamed.Name = n.Name
	if renamed.Text() == n.Text() {
		return s + " was named " + w.Name, true
	}
	return s + " was " + strconv.Quote(config.Excerpt(w.Text(), quotedLine)), true
}

// offSubtree says, with sign, the subtree that more holds and fewer does
// not, off or below a node that is off, the nodes of the two otherwise the
// same: "+ near/guard [guard, off]", and how many nodes are below it; false
// when they differ otherwise.
func offSubtree(sign string, more, fewer []treeedit.NodeInfo) (string, bool) {
	same := func(m, f treeedit.NodeInfo) bool { return m.Path == f.Path && m.Node.Text() == f.Node.Text() }
	i := 0
	for i < len(fewer) && same(more[i], fewer[i]) {
		i++
	}
	end := i + 1 // the end of the subtree at more[i]
	for end < len(more) && more[end].Depth > more[i].Depth {
		end++
	}
	size := end - i
	if !more[i].Skipped || size != len(more)-len(fewer) {
		return "", false
	}
	for k := end; k < len(more); k++ {
		if !same(more[k], fewer[k-size]) {
			return "", false
		}
	}
	s := sign + offLabel(more[i])
	if size > 1 {
		s += ", " + config.Counted(size-1, "node") + " below"
	}
	return s, true
}

// offLabel names a node the trees as built leave out: "near/guard [guard,
// off]", or without "off" for one below a node that is.
func offLabel(n treeedit.NodeInfo) string {
	s := n.Path + " [" + n.Node.Label()
	if n.Node.Off {
		s += ", off"
	}
	return s + "]"
}

// lineChange says which lines of a text change from one version to the
// next: the first line that differs as it now reads, and how many more
// lines the change spans, like `line 6 now reads "inAttackRange
// [condition] playerWithin(detect)", and the 1 line after it`; or how many
// lines went, and where.
func lineChange(from, to []byte) string {
	a, b := strings.Split(string(from), "\n"), strings.Split(string(to), "\n")
	first := 0
	for first < len(a) && first < len(b) && a[first] == b[first] {
		first++
	}
	if first == len(a) && first == len(b) {
		return "unchanged"
	}
	lastA, lastB := len(a), len(b) // the end of the lines that differ
	for lastA > first && lastB > first && a[lastA-1] == b[lastB-1] {
		lastA, lastB = lastA-1, lastB-1
	}
	if lastB == first {
		return fmt.Sprintf("%s removed at line %d", config.Counted(lastA-first, "line"), first+1)
	}
	s := fmt.Sprintf("line %d now reads %q", first+1, config.Excerpt(strings.TrimSpace(b[first]), quotedLine))
	if more := lastB - first - 1; more > 0 {
		s += ", and the " + config.Counted(more, "line") + " after it"
	}
	return s
}

// quotedLine is how much of a line lineChange quotes: a tree's line whole,
// but for a long comment or name.
const quotedLine = 80
