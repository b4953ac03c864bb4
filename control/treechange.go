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
		if s, ok := offChange(kind, from.Text, to.Text); ok {
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

// offChange says what changed in a node the trees as built leave out, one
// that is off or below one, where the two texts hold the same nodes in the
// same places and only that node's line changed, as the graph's changes
// are said: "~ near/retreat [sequence, off] was named sequence", or, its
// line quoted as it was, `~ near/retreat/hurt [condition] was "hurt
// [condition] hpBelow(0.5)"`; false otherwise.
func offChange(kind string, from, to []byte) (string, bool) {
	a, err := treeedit.New(kind+".tree", from)
	if err != nil {
		return "", false
	}
	b, err := treeedit.New(kind+".tree", to)
	if err != nil {
		return "", false
	}
	was, now := a.Nodes(), b.Nodes()
	if len(was) != len(now) {
		return "", false
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
	if changed < 0 || !now[changed].Skipped {
		return "", false
	}
	w, n := was[changed].Node, now[changed].Node
	s := "~ " + now[changed].Path + " [" + n.Label()
	if n.Off {
		s += ", off"
	}
	s += "]"
	renamed := *w
	renamed.Name = n.Name
	if renamed.Text() == n.Text() {
		return s + " was named " + w.Name, true
	}
	return s + " was " + strconv.Quote(config.Excerpt(w.Text(), quotedLine)), true
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
