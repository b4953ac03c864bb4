package control

import (
	"fmt"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/enemyai/enemyai/treegraph"
)

// treeChange says what changes from one tree file of a kind to another, as
// the tree editor lists it (treegraph.Graph.Summary): "near's tree: -
// near/chase [reactive sequence] switched off, 2 nodes below", the first
// change and how many more; "near's tree swapped" when the trees as built
// are the same (a comment) or one does not build.
func treeChange(kind string, from, to session.TreeFile) string {
	swapped := kind + "'s tree swapped"
	a, err := ai.BuildFile(kind+".tree", from.Text)
	if err != nil {
		return swapped
	}
	b, err := ai.BuildFile(kind+".tree", to.Text)
	if err != nil {
		return swapped
	}
	g, changed := treegraph.Diff(a.Shape(), b.Shape())
	if !changed {
		return swapped
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
