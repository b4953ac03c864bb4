package treeedit

import (
	"bytes"
	"slices"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
)

// MaxUndo is how many edits Undo can take back; the oldest are forgotten
// beyond it.
const MaxUndo = 256

// Editor edits one kind's tree file text. Every edit is made on the text,
// checked by reading and building the text it makes as a tree file is
// (ai.ReadAndBuild, so with a file's messages, at the lines and columns of
// that text), and applied only if it builds; otherwise the text stays as it
// was and the edit returns a *Refused error. Nodes are addressed by their
// ID: their index in pre-order in the current text, nodes that are off
// included (see Nodes); an edit renumbers them, and returns the ID of the
// node it is about in the text it made.
//
// An edit writes anew only the lines of the nodes it touches: every other
// line, comments and blank lines included, is kept byte for byte, and so are
// the file's indentation step, tree connectors, line endings and final line
// ending. The lines above a node (comments and blank lines since the node
// line before) belong to it: they move, are copied and are deleted with it.
//
// An Editor is not safe for concurrent use.
type Editor struct {
	name  string // the file's name, for messages
	text  *text
	tree  *bt.Tree[*ai.Agent]
	nodes []NodeInfo
	// undo holds the texts before the edits made, the newest last; redo
	// the texts of the edits undone, the newest undone last.
	undo, redo [][]byte
	base       *bt.Tree[*ai.Agent]
	baseText   []byte
}

// Applied is an edit made: the text it made, and the ID in that text of the
// node it is about (the node added, moved, changed or wrapped around, or
// the one taking a deleted node's place), to select.
type Applied struct {
	Text []byte
	Node int
}

// New returns an editor of the tree file text src, which name names in
// messages (like "near.tree"). src must read and build: its problems are
// returned otherwise, as ai.BuildFile reports them. src is also the base
// Diff compares with.
func New(name string, src []byte) (*Editor, error) {
	f, tree, err := ai.ReadAndBuild(name, src)
	if err != nil {
		return nil, err
	}
	e := &Editor{name: name}
	e.load(bytes.Clone(src), f, tree)
	e.base, e.baseText = tree, e.text.src
	return e, nil
}

// load makes src, read as f and built as tree, the current text.
func (e *Editor) load(src []byte, f *treefile.File, tree *bt.Tree[*ai.Agent]) {
	e.text, e.tree = readText(src, f), tree
	e.nodes = e.text.infos()
}

// Name returns the file's name, as messages give it.
func (e *Editor) Name() string { return e.name }

// Text returns the current text. It is the editor's: do not change it. The
// editor never changes a text once made, so it may go to the game as it is
// (session.TreeFile's Text), as may Applied.Text and what Undo returns.
func (e *Editor) Text() []byte { return e.text.src }

// Shape returns the current tree's shape as built: without the nodes that
// are off, as the game and every drawing see it (NodeInfo.Shape maps the
// editor's IDs to its IDs).
func (e *Editor) Shape() *bt.Shape { return e.tree.Shape() }

// apply checks the text a change writes and makes it the current one if it
// builds, remembering the text before it for Undo. A change that writes
// the text as it is changes nothing and is not remembered.
func (e *Editor) apply(c *change) (Applied, error) {
	w := e.text.write(c.root, e.text.tail, len(e.text.src))
	focus := slices.Index(w.order, c.focus)
	if bytes.Equal(w.src, e.text.src) {
		return Applied{Text: e.text.src, Node: focus}, nil
	}
	f, tree, err := ai.ReadAndBuild(e.name, w.src)
	if err != nil {
		return Applied{}, c.refused(w, err)
	}
	e.remember()
	e.load(w.src, f, tree)
	return Applied{Text: w.src, Node: focus}, nil
}

// remember keeps the current text for Undo, before an edit replaces it.
func (e *Editor) remember() {
	if len(e.undo) == MaxUndo {
		e.undo = slices.Delete(e.undo, 0, 1)
	}
	e.undo = append(e.undo, e.text.src)
	e.redo = nil
}

// SetText replaces the whole text with src, as an edit: checked, applied
// only if it builds, and undone by Undo. It is how a tree file dropped on
// the game or reloaded from disk enters the editor. Applied.Node is the
// root.
func (e *Editor) SetText(src []byte) (Applied, error) {
	if bytes.Equal(src, e.text.src) {
		return Applied{Text: e.text.src}, nil
	}
	f, tree, err := ai.ReadAndBuild(e.name, src)
	if err != nil {
		return Applied{}, refusedText(e.text, err, func(int) int { return -1 })
	}
	e.remember()
	e.load(bytes.Clone(src), f, tree)
	return Applied{Text: e.text.src}, nil
}

// Undo takes back the newest edit not undone yet, and returns the text as
// it was before it, byte for byte; ok is false when there is none.
func (e *Editor) Undo() (src []byte, ok bool) {
	if len(e.undo) == 0 {
		return e.text.src, false
	}
	prev := e.undo[len(e.undo)-1]
	e.undo = e.undo[:len(e.undo)-1]
	e.redo = append(e.redo, e.text.src)
	e.reload(prev)
	return prev, true
}

// Redo makes again the newest edit undone, and returns its text; ok is
// false when there is none. An edit made after Undo forgets what was undone.
func (e *Editor) Redo() (src []byte, ok bool) {
	if len(e.redo) == 0 {
		return e.text.src, false
	}
	next := e.redo[len(e.redo)-1]
	e.redo = e.redo[:len(e.redo)-1]
	e.undo = append(e.undo, e.text.src)
	e.reload(next)
	return next, true
}

// Undos returns how many edits Undo can take back.
func (e *Editor) Undos() int { return len(e.undo) }

// Redos returns how many edits Redo can make again.
func (e *Editor) Redos() int { return len(e.redo) }

// reload makes a text the editor had before the current one again.
func (e *Editor) reload(src []byte) {
	f, tree, err := ai.ReadAndBuild(e.name, src)
	if err != nil {
		panic("treeedit: a text the editor applied no longer builds: " + err.Error())
	}
	e.load(src, f, tree)
}
