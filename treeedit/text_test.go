package treeedit_test

import (
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noOps are the edits that change nothing, for every node of a tree.
func noOps(e *treeedit.Editor, id int) []edit {
	n := e.Nodes()[id].Node
	edits := []edit{
		func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(id, n.Name) },
		func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(id, n.Off) },
		func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(id, n.Kind) },
	}
	if id > 0 {
		edits = append(edits,
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(id, e.Before(id)) },
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(id, e.After(id)) })
	}
	if n.Leaf != "" {
		edits = append(edits, func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetArgs(id, n.Args) })
	}
	if label := n.Label(); label != n.Kind.String() {
		edits = append(edits, func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.SetParams(id, strings.TrimPrefix(label, n.Kind.String()+" "))
		})
	}
	return edits
}

// TestEditsThatChangeNothingLeaveTheShippedTreesAsTheyAre: a rename to the
// same name, a move to the same place and the like leave every shipped tree
// byte for byte as it is, with nothing to undo.
func TestEditsThatChangeNothingLeaveTheShippedTreesAsTheyAre(t *testing.T) {
	for name, src := range shipped(t) {
		e, err := treeedit.New(name, src)
		require.NoError(t, err)
		for id := range e.Len() {
			for i, edit := range noOps(e, id) {
				a, err := edit(e)
				require.NoError(t, err, "%s: node %d, edit %d", name, id, i)
				assert.Equal(t, string(src), string(a.Text), "%s: node %d, edit %d", name, id, i)
				assert.Equal(t, id, a.Node, "%s: node %d, edit %d", name, id, i)
			}
		}
		a, err := e.SetText(src)
		require.NoError(t, err)
		assert.Equal(t, string(src), string(a.Text), name)
		assert.Equal(t, 0, e.Undos(), name)
		assert.False(t, e.Modified(), name)
	}
}

// TestEditsKeepTheFilesStyle: the indentation step, tree connectors, line
// endings (CRLF, none at the end) and comments holding tabs are kept, on
// the lines an edit writes anew too.
func TestEditsKeepTheFilesStyle(t *testing.T) {
	tree, err := ai.Syntax.Parse("t.tree", []byte(base))
	require.NoError(t, err)
	connectors := tree.Text()
	tests := []struct {
		name      string
		src, want string
		edit      edit
	}{
		{"an indentation step of 4, a comment holding a tab",
			"r [sequence]\n    a [action] moveHome\n\t# b\n    b [action] moveHome\n",
			"r [sequence]\n\t# b\n    b [action] moveHome\n    a [action] moveHome\n",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveUp(2) }},
		{"an indentation step of 4, a node added",
			"r [sequence]\n    a [action] moveHome\n    b [action] moveHome\n",
			"r [sequence]\n    a [sequence]\n        a [action] moveHome\n        x [sequence, off]\n    b [action] moveHome\n",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				if _, err := e.Wrap(1, treeedit.Insert{Kind: bt.KindSequence, Name: "a"}); err != nil {
					return treeedit.Applied{}, err
				}
				return e.Add(e.Inside(1), treeedit.Insert{Kind: bt.KindSequence, Name: "x"})
			}},
		{"CRLF line endings, none at the end",
			"r [sequence]\r\n  a [action] moveHome\r\n  # b\r\n  b [action] moveHome",
			"r [sequence]\r\n  # b\r\n  b [action] moveHome\r\n  a [action] moveHome",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveDown(1) }},
		{"tree connectors, drawn anew where the tree changed",
			connectors,
			strings.Replace(connectors, "│  ├─ sees [condition] seesPlayer\n│  └─ go [action] moveToPlayer\n", "│  └─ sees [condition] seesPlayer\n", 1),
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(6) }},
	}
	require.Equal(t, "root [reactive selector]\n├─ attack [sequence]\n│  ├─ near [condition] playerWithin(attack)\n│  └─ strike [stateful action] attack\n"+
		"├─ chase [reactive sequence]\n│  ├─ sees [condition] seesPlayer\n│  └─ go [action] moveToPlayer\n└─ rest [cooldown 2 s]\n   └─ home [action] moveHome\n", connectors)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := open(t, tc.src)
			a, err := tc.edit(e)
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(a.Text))
		})
	}
}

// TestEditsThatChangeNothingKeepLinesWrittenAsTheyAre: a line written with
// more spaces than File.Text writes stays as it is through an edit that
// changes nothing of its node.
func TestEditsThatChangeNothingKeepLinesWrittenAsTheyAre(t *testing.T) {
	src := "r  [reactive selector]  # odd\n  a   [condition]   playerWithin( attack )\n  w [cooldown  2  s]\n    b [action]\tmoveHome\n"
	e := open(t, src)
	for id := range e.Len() {
		for i, edit := range noOps(e, id) {
			a, err := edit(e)
			require.NoError(t, err, "node %d, edit %d", id, i)
			assert.Equal(t, src, string(a.Text), "node %d, edit %d", id, i)
		}
	}
	a, err := e.Rename(1, "c")
	require.NoError(t, err)
	assert.Equal(t, "r  [reactive selector]  # odd\n  c [condition] playerWithin(attack)\n  w [cooldown  2  s]\n    b [action]\tmoveHome\n", string(a.Text),
		"the line of the node renamed is written anew, the others as they were")
}
