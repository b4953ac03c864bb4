package treeedit

import (
	"bytes"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
)

// SetBase sets the text Diff compares the current one with: the shipped
// tree, or the text last saved. It must read and build; its problems are
// returned otherwise. An editor starts with the text it was made with as
// its base.
func (e *Editor) SetBase(src []byte) error {
	tree, err := ai.BuildFile(e.name, src)
	if err != nil {
		return err
	}
	e.base, e.baseText = tree, bytes.Clone(src)
	return nil
}

// Base returns the text Diff compares with.
func (e *Editor) Base() []byte { return e.baseText }

// Modified reports whether the current text differs from the base, byte
// for byte.
func (e *Editor) Modified() bool { return !bytes.Equal(e.text.src, e.baseText) }

// Diff returns the trees of the base and of the current text as built, for
// treegraph.Diff, which merges them into the graph `cmd/trees -diff` draws
// (and Graph.WriteChanges lists): nodes added, removed or changed since the
// base. Nodes that are off are in neither tree, as in the game: switching a
// branch off shows it removed, and on again, added.
func (e *Editor) Diff() (base, current *bt.Shape) { return e.base.Shape(), e.tree.Shape() }
