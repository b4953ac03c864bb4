package control

import (
	"github.com/enemyai/enemyai/treeedit"
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
