// Package treeedit edits a behavior tree file's text, one checked edit at a
// time: the engine of the game's tree editor, without a display, so that
// the game's and the browser's editors (keys, touch buttons, windows) share
// it and tests drive it headless.
//
// An Editor holds one kind's tree file text, bytes as a file holds them.
// Its nodes are addressed by ID, their index in pre-order in the current
// text, nodes that are off included; Nodes describes them for a side window
// (name, kind, parameters, leaf and arguments, whether off, its ID in the
// tree as built), and Find looks one up by its path. The edits:
//
//   - Add (a node kind, or a vocabulary leaf with its parameters' defaults;
//     Catalog is the quick-insert list, filtered by what is typed) and
//     Paste, at a Place: Inside a node, Before or After one.
//   - Delete; MoveUp, MoveDown and Move to another parent.
//   - Wrap in a composite or decorator, and Unwrap.
//   - ChangeKind, keeping the name and children where the new kind allows
//     them, and saying which children cannot stay where it does not.
//   - Rename; SetLeaf and SetArgs of a leaf or guard; SetParams of a
//     parallel, repeat, retry, cooldown or timeout; SetOff.
//   - Copy, whose branch Paste reads; SetText for a whole new text.
//
// Every edit makes a new text and checks it as a tree file is checked,
// reading and building it with ai.ReadAndBuild: the same messages, at the
// lines and columns of the text the edit makes. An edit that does not
// build is not made; its *Refused error lists the problems, each with the
// node of the current text it belongs to, so that a display can show them
// on the graph. An edit writes anew only the lines of the nodes it touches:
// comments and blank lines, the indentation step, tree connectors and line
// endings are kept byte for byte, and an edit that changes nothing (a
// rename to the same name) leaves the text as it was. Undo and Redo go back
// and forth over the last MaxUndo edits, giving back each text byte for
// byte. Diff returns the base (the shipped tree, or the last save: SetBase)
// and the current tree for treegraph.Diff, as `cmd/trees -diff` draws them.
//
// A node that is off (written "[sequence, off]", see package treefile) is
// kept in the text and left out of the tree as built: it is how a branch is
// disabled without being deleted, and how a new composite or decorator
// waits for its children. Add brings one in off; switch it on with SetOff
// once its children are there.
//
// The editor changes text, never a running game: the text an edit returns
// goes to the game the way a reloaded file does (session.SetTrees live,
// session.Fork in the past), which builds it once more and records it.
package treeedit
