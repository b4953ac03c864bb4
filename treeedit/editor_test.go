package treeedit_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewRefusesATextThatDoesNotBuild(t *testing.T) {
	_, err := treeedit.New("t.tree", []byte("r [sequence]\n  a [condition] nope\n"))
	require.Error(t, err)
	assert.Equal(t, `t.tree:2:3: unknown leaf "nope" (known: atHome, attack, attackReady, hpBelow(fraction), keepDistance, moveAway, moveHome, moveToPlayer, playerWithin(range), seesPlayer, wait(duration))`, err.Error())
}

// TestUndoGivesBackEveryTextByteForByte makes many edits, undoes them all
// and makes them again, checking every text on the way; beyond MaxUndo
// the oldest are forgotten.
func TestUndoGivesBackEveryTextByteForByte(t *testing.T) {
	for _, edits := range []int{150, treeedit.MaxUndo + 20} {
		t.Run(fmt.Sprint(edits), func(t *testing.T) {
			e := open(t, base)
			texts := []string{base}
			for i := range edits {
				var err error
				switch i % 3 {
				case 0:
					_, err = e.Rename(5, fmt.Sprintf("sees%d", i))
				case 1:
					_, err = e.MoveDown(1)
				default:
					_, err = e.MoveUp(e.Nodes()[0].Kids[1])
				}
				require.NoError(t, err, "edit %d", i)
				texts = append(texts, string(e.Text()))
			}
			kept := min(edits, treeedit.MaxUndo)
			require.Equal(t, kept, e.Undos())
			for i := edits - 1; i >= edits-kept; i-- {
				src, ok := e.Undo()
				require.True(t, ok)
				require.Equal(t, texts[i], string(src), "undo to the text before edit %d", i)
				require.Equal(t, texts[i], string(e.Text()))
			}
			_, ok := e.Undo()
			assert.False(t, ok, "nothing more to undo")
			assert.Equal(t, texts[edits-kept], string(e.Text()))
			for i := edits - kept + 1; i <= edits; i++ {
				src, ok := e.Redo()
				require.True(t, ok)
				require.Equal(t, texts[i], string(src), "redo edit %d", i-1)
			}
			_, ok = e.Redo()
			assert.False(t, ok, "nothing more to redo")
		})
	}
}

func TestAnEditAfterUndoForgetsWhatWasUndone(t *testing.T) {
	e := open(t, base)
	_, err := e.Rename(2, "a")
	require.NoError(t, err)
	_, err = e.Rename(2, "b")
	require.NoError(t, err)
	e.Undo()
	assert.Equal(t, 1, e.Redos())
	_, err = e.Rename(2, "c")
	require.NoError(t, err)
	assert.Equal(t, 0, e.Redos())
	assert.Equal(t, 2, e.Undos())
	_, err = e.Rename(2, "c")
	require.NoError(t, err)
	assert.Equal(t, 2, e.Undos(), "an edit that changes nothing is nothing to undo")
}

// TestDiffIsDrawnAsTreesDiffDrawsIt: the editor's base and current trees go
// to treegraph.Diff, whose lines are those `cmd/trees -diff` prints.
func TestDiffIsDrawnAsTreesDiffDrawsIt(t *testing.T) {
	e := open(t, base)
	_, changed := treegraph.Diff(e.Diff())
	assert.False(t, changed)
	assert.False(t, e.Modified())
	steps := []edit{
		func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(e.Before(1), treeedit.Insert{Kind: bt.KindSequence, Name: "retreat"})
		},
		func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(e.Inside(1), treeedit.Insert{Kind: bt.KindCondition, Leaf: "hpBelow", Name: "hurt"})
		},
		func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(e.Inside(1), treeedit.Insert{Kind: bt.KindAction, Leaf: "moveHome"})
		},
		func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(1, false) },
		func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(10, bt.KindTimeout) },
		func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(7, true) },
	}
	for i, step := range steps {
		_, err := step(e)
		require.NoError(t, err, "step %d", i)
	}
	g, changed := treegraph.Diff(e.Diff())
	require.True(t, changed)
	var out strings.Builder
	require.NoError(t, g.WriteChanges(&out))
	assert.Equal(t, "+ root/retreat [sequence]\n+ root/retreat/hurt [condition]\n+ root/retreat/moveHome [action]\n"+
		"- root/chase [reactive sequence]\n- root/chase/sees [condition]\n- root/chase/go [action]\n~ root/rest [timeout 2 s] was cooldown 2 s\n", out.String())
	assert.True(t, e.Modified())
	require.NoError(t, e.SetBase(e.Text()))
	assert.False(t, e.Modified(), "saved")
	_, changed = treegraph.Diff(e.Diff())
	assert.False(t, changed)
	assert.Error(t, e.SetBase([]byte("r [sequence]\n")))
	assert.Equal(t, string(e.Text()), string(e.Base()), "a base that does not build changes nothing")
}

// TestNodesMapTheTextToTheTreeAsBuilt: every node's ID, parent, children,
// path and line, its ID in the tree as built, which holds none of the
// nodes that are off or under one, and its ID in the picture drawn while
// editing, which holds them all.
func TestNodesMapTheTextToTheTreeAsBuilt(t *testing.T) {
	e := open(t, base)
	_, err := e.SetOff(4, true)
	require.NoError(t, err)
	nodes := e.Nodes()
	require.Len(t, nodes, 9)
	require.Equal(t, 9, e.Len())
	assert.Equal(t, []int{1, 4, 7}, nodes[0].Kids)
	assert.Equal(t, treeedit.NodeInfo{ID: 5, Parent: 4, Index: 0, Kids: []int{}, Depth: 2, Path: "root/chase/sees", Node: nodes[5].Node, Line: 9, Skipped: true, Shape: -1, Drawn: 7}, nodes[5])
	assert.Equal(t, []bool{false, false, false, false, true, true, true, false, false},
		[]bool{nodes[0].Skipped, nodes[1].Skipped, nodes[2].Skipped, nodes[3].Skipped, nodes[4].Skipped, nodes[5].Skipped, nodes[6].Skipped, nodes[7].Skipped, nodes[8].Skipped})
	shape := e.Shape()
	require.Equal(t, 6, shape.Len())
	for i, n := range nodes {
		if !n.Skipped {
			assert.Equal(t, n.Path, shape.Path(n.Shape))
		}
		assert.Equal(t, []int{2, 4, 5, 6, 8, 9, 10, 11, 12}[i], n.Line, n.Path)
	}
	drawing := treegraph.New(shape) // the picture the game draws while editing
	drawing.AddOff(nodes[0].Node)
	require.Len(t, drawing.Nodes, 9)
	for _, n := range nodes {
		assert.Equal(t, n.Node.Name, drawing.Nodes[n.Drawn].Name, n.Path)
		assert.Equal(t, n.Skipped, drawing.Nodes[n.Drawn].Off, n.Path)
	}
	id, ok := e.Find("root/chase/go")
	assert.Equal(t, []any{6, true}, []any{id, ok})
	_, ok = e.Find("root/go")
	assert.False(t, ok)

	for path, off := range map[string]bool{
		"root/chase": true, "root/chase/go": true, // switched off, and below it
		"root/go":   true, // named without the node above it that is off
		"root/rest": false, "root/rest/home": false, "root/nothing": false,
	} {
		assert.Equal(t, off, e.SwitchedOff(path), path)
	}
}

func TestARenamedLeafKeepsRunningItsLeaf(t *testing.T) {
	e := open(t, "r [sequence]\n  moveHome [action]\n")
	a, err := e.Rename(1, "goHome")
	require.NoError(t, err)
	assert.Equal(t, "r [sequence]\n  goHome [action] moveHome\n", string(a.Text))
}

func TestCopyIsATreeFileOfTheBranch(t *testing.T) {
	e := open(t, base)
	clip, err := e.Copy(1)
	require.NoError(t, err)
	assert.Equal(t, "# attack when near\nattack [sequence]\n  near [condition] playerWithin(attack)   # in reach\n  strike [stateful action] attack\n", string(clip))
	_, err = treeedit.New("clip.tree", clip)
	require.NoError(t, err, "it reads and builds as a tree file")
	clip, err = e.Copy(4)
	require.NoError(t, err)
	assert.Equal(t, "chase [reactive sequence]\n  sees [condition] seesPlayer\n  go [action] moveToPlayer\n", string(clip), "no blank line above it")
	_, err = e.Copy(9)
	var refused *treeedit.Refused
	assert.True(t, errors.As(err, &refused))
}

func TestCatalogFiltersKindsAndLeavesAsTyped(t *testing.T) {
	labels := func(filter string) []string {
		var out []string
		for _, c := range treeedit.Catalog(filter) {
			out = append(out, c.Label)
		}
		return out
	}
	all := treeedit.Catalog("")
	require.Len(t, all, 13+11)
	for _, c := range all {
		assert.NotEmpty(t, c.Doc, c.Label)
	}
	assert.Equal(t, treeedit.Choice{Insert: treeedit.Insert{Kind: bt.KindCondition, Leaf: "hpBelow"}, Label: "hpBelow(fraction) [condition]",
		Doc: "the enemy's hit points are below fraction of its kind's hp"}, treeedit.Catalog("hpb")[0])
	assert.Equal(t, []string{"playerWithin(range) [condition]"}, labels("PWi"), "letters in order, case aside")
	assert.Equal(t, []string{"[reactive sequence]", "[reactive selector]", "[repeat 2]", "[retry until success 3]"}, labels("re")[:4], "those starting with it first")
	assert.Equal(t, []string{"atHome [condition]", "moveHome [action]", "hpBelow(fraction) [condition]"}, labels("ho"), "those holding it, then those holding its letters")
	assert.Empty(t, labels("zz"))
	for _, c := range all {
		e := open(t, base)
		if c.Kind.IsLeaf() {
			_, err := e.Add(e.Inside(4), c.Insert)
			assert.NoError(t, err, "every leaf adds, with its default arguments: %s", c.Label)
			continue
		}
		_, err := e.Wrap(2, c.Insert)
		assert.NoError(t, err, "every kind wraps, with its default parameters: %s", c.Label)
	}
}
