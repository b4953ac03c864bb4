package game

import (
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/control"
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
	} else if off, ok := control.OffChange(e.Name(), e.Base(), e.Text()); ok { // the trees as built the same
		c.list = off
	}
	return c.list
}

// changeList is what changesOf worked out last, and of which texts: an
// editor never changes a text it made, so the same slices are the same
// texts.
type changeList struct {
	editor     *treeedit.Editor
	text, base []byte
	list       string
}

// sameBytes reports whether a and b are the same slice, not only equal.
func sameBytes(a, b []byte) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// maxChangeLines is the most lines the list of changes shows, the rest
// counted on one more.
const maxChangeLines = 4

// changeLines lists the changes of diff g, made by editor e, as a person
// reads them (treegraph.Graph.Summary), at most maxChangeLines, the rest
// counted.
func changeLines(g *treegraph.Graph, e *treeedit.Editor) []string {
	lines := g.Summary(e.SwitchedOff)
	if len(lines) > maxChangeLines {
		lines = append(lines[:maxChangeLines-1], fmt.Sprintf("... and %d more", len(lines)-maxChangeLines+1))
	}
	return lines
}
