package treeedit_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// edit is an edit of an editor of base.
type edit func(e *treeedit.Editor) (treeedit.Applied, error)

// first makes an edit, which must be applied, before another.
func first(t *testing.T, before, then edit) edit {
	return func(e *treeedit.Editor) (treeedit.Applied, error) {
		_, err := before(e)
		require.NoError(t, err)
		return then(e)
	}
}

func copyPaste(e *treeedit.Editor) (treeedit.Applied, error) {
	clip, err := e.Copy(1)
	if err != nil {
		return treeedit.Applied{}, err
	}
	return e.Paste(e.After(1), clip)
}

// TestEditsWriteOnlyTheLinesOfTheNodesTheyTouch makes each edit on base and
// checks the whole text it makes, and the node it is about.
func TestEditsWriteOnlyTheLinesOfTheNodesTheyTouch(t *testing.T) {
	attack := "  # attack when near\n  attack [sequence]\n    near [condition] playerWithin(attack)   # in reach\n    strike [stateful action] attack\n"
	chase := "\n  chase [reactive sequence]\n    sees [condition] seesPlayer\n    go [action] moveToPlayer\n"
	tests := []struct {
		name  string
		edit  edit
		pairs []string // old and new text of base
		node  string   // the path of the node the edit is about
	}{
		{"add a leaf as the last child, with its default argument",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Add(e.Inside(4), treeedit.Insert{Kind: bt.KindCondition, Leaf: "hpBelow"})
			},
			[]string{"    go [action] moveToPlayer\n", "    go [action] moveToPlayer\n    hpBelow [condition] hpBelow(0.5)\n"}, "root/chase/hpBelow"},
		{"add a composite before a node: it comes in off",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Add(e.Before(1), treeedit.Insert{Kind: bt.KindSequence, Name: "retreat"})
			},
			[]string{"root [reactive selector]\n", "root [reactive selector]\n  retreat [sequence, off]\n"}, "root/retreat"},
		{"add a decorator after a node, named after its kind",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Add(e.After(3), treeedit.Insert{Kind: bt.KindRetryUntilSuccess})
			},
			[]string{"    strike [stateful action] attack\n", "    strike [stateful action] attack\n    retryUntilSuccess [retry until success 3, off]\n"}, "root/attack/retryUntilSuccess"},
		{"add a guard, checking the vocabulary's first condition",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Add(e.Inside(0), treeedit.Insert{Kind: bt.KindGuard})
			},
			[]string{"    home [action] moveHome\n", "    home [action] moveHome\n  guard [guard, off] atHome\n"}, "root/guard"},
		{"add a leaf named as a sibling: it is numbered",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Add(e.Inside(0), treeedit.Insert{Kind: bt.KindStatefulAction, Leaf: "attack"})
			},
			[]string{"    home [action] moveHome\n", "    home [action] moveHome\n  attack2 [stateful action] attack\n"}, "root/attack2"},
		{"delete a branch with the comment above it: the next is selected",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(1) },
			[]string{attack, ""}, "root/chase"},
		{"delete the last child: the one before is selected",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(7) },
			[]string{"  rest [cooldown 2 s]\n    home [action] moveHome\n", ""}, "root/chase"},
		{"move up, with the blank line above it",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveUp(4) },
			[]string{attack + chase, chase + attack}, "root/chase"},
		{"move down, with the comment closing its line",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveDown(2) },
			[]string{"    near [condition] playerWithin(attack)   # in reach\n    strike [stateful action] attack\n",
				"    strike [stateful action] attack\n    near [condition] playerWithin(attack)   # in reach\n"}, "root/attack/near"},
		{"move to another parent, deeper: indented anew, comments too",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(1, e.Inside(4)) },
			[]string{attack + chase, chase + "    # attack when near\n    attack [sequence]\n      near [condition] playerWithin(attack)   # in reach\n      strike [stateful action] attack\n"},
			"root/chase/attack"},
		{"move to another parent, shallower",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Move(5, treeedit.Place{Parent: 0, Index: 0})
			},
			[]string{"root [reactive selector]\n", "root [reactive selector]\n  sees [condition] seesPlayer\n", "    sees [condition] seesPlayer\n", ""}, "root/sees"},
		{"move to where it is: nothing changes",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(4, e.After(4)) },
			nil, "root/chase"},
		{"wrap a node, the wrapper taking the lines above it",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Wrap(4, treeedit.Insert{Kind: bt.KindCooldown})
			},
			[]string{chase, "\n  cooldown [cooldown 1 s]\n    chase [reactive sequence]\n      sees [condition] seesPlayer\n      go [action] moveToPlayer\n"}, "root/cooldown"},
		{"wrap the root",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Wrap(0, treeedit.Insert{Kind: bt.KindInverter, Name: "not"})
			},
			[]string{base[:strings.Index(base, "# the end")], "# A test tree.\nnot [inverter]\n  root [reactive selector]\n    # attack when near\n    attack [sequence]\n" +
				"      near [condition] playerWithin(attack)   # in reach\n      strike [stateful action] attack\n\n    chase [reactive sequence]\n" +
				"      sees [condition] seesPlayer\n      go [action] moveToPlayer\n    rest [cooldown 2 s]\n      home [action] moveHome\n"}, "not"},
		{"unwrap a composite: its children take its place, the comment above the first",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Unwrap(1) },
			[]string{attack, "  # attack when near\n  near [condition] playerWithin(attack)   # in reach\n  strike [stateful action] attack\n"}, "root/near"},
		{"unwrap a decorator",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Unwrap(7) },
			[]string{"  rest [cooldown 2 s]\n    home [action] moveHome\n", "  home [action] moveHome\n"}, "root/home"},
		{"unwrap a node that is off: its children stay off",
			first(t, func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(1, true) },
				func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Unwrap(1) }),
			[]string{attack, "  # attack when near\n  near [condition, off] playerWithin(attack)   # in reach\n  strike [stateful action, off] attack\n"}, "root/near"},
		{"a composite becomes another",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(1, bt.KindSelector) },
			[]string{"  attack [sequence]\n", "  attack [selector]\n"}, "root/attack"},
		{"a composite becomes a parallel",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(4, bt.KindParallel) },
			[]string{"  chase [reactive sequence]\n", "  chase [parallel success 1 failure 1]\n"}, "root/chase"},
		{"a duration stays",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(7, bt.KindTimeout) },
			[]string{"  rest [cooldown 2 s]\n", "  rest [timeout 2 s]\n"}, "root/rest"},
		{"a decorator becomes a composite",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(7, bt.KindSequence) },
			[]string{"  rest [cooldown 2 s]\n", "  rest [sequence]\n"}, "root/rest"},
		{"a decorator becomes a guard, of the first condition",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(7, bt.KindGuard) },
			[]string{"  rest [cooldown 2 s]\n", "  rest [guard] atHome\n"}, "root/rest"},
		{"a decorator becomes a repeat, with the count a repeat starts with",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(7, bt.KindRepeat) },
			[]string{"  rest [cooldown 2 s]\n", "  rest [repeat 2]\n"}, "root/rest"},
		{"a composite with one child on becomes a decorator, the child off staying",
			first(t, func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(6, true) },
				func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(4, bt.KindInverter) }),
			[]string{"  chase [reactive sequence]\n    sees [condition] seesPlayer\n    go [action] moveToPlayer\n",
				"  chase [inverter]\n    sees [condition] seesPlayer\n    go [action, off] moveToPlayer\n"}, "root/chase"},
		{"rename, keeping the comment closing the line",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(2, "inReach") },
			[]string{"    near [condition]", "    inReach [condition]"}, "root/attack/inReach"},
		{"set a leaf's argument",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetArgs(2, []string{"detect"}) },
			[]string{"playerWithin(attack)   # in reach", "playerWithin(detect)   # in reach"}, "root/attack/near"},
		{"set the leaf, with its default argument",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetLeaf(2, "hpBelow") },
			[]string{"playerWithin(attack)   # in reach", "hpBelow(0.5)   # in reach"}, "root/attack/near"},
		{"set the leaf: the node takes its kind",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetLeaf(6, "attack") },
			[]string{"    go [action] moveToPlayer\n", "    go [stateful action] attack\n"}, "root/chase/go"},
		{"set a decorator's parameters, as typed",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetParams(7, " 30   ticks ") },
			[]string{"  rest [cooldown 2 s]\n", "  rest [cooldown 30 ticks]\n"}, "root/rest"},
		{"switch a branch off",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(4, true) },
			[]string{"  chase [reactive sequence]\n", "  chase [reactive sequence, off]\n"}, "root/chase"},
		{"switch a node that is on on: nothing changes",
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(4, false) },
			nil, "root/chase"},
		{"paste a copy beside it: renamed, with its comment", copyPaste,
			[]string{chase, attack[:len("  # attack when near\n")] + "  attack2" + attack[len("  # attack when near\n  attack"):] + chase}, "root/attack2"},
		{"paste another file's branch: indented as the text indents",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Paste(e.Inside(4), []byte("# from elsewhere\nflee [sequence]\n    hurt [condition] hpBelow(0.3)\n    run [action] moveAway\n# not pasted\n"))
			},
			[]string{"    go [action] moveToPlayer\n", "    go [action] moveToPlayer\n    # from elsewhere\n    flee [sequence]\n      hurt [condition] hpBelow(0.3)\n      run [action] moveAway\n"},
			"root/chase/flee"},
		{"paste a branch that is off, with other line endings and none at its end",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Paste(e.Inside(0), []byte("x [sequence, off]\r\n  y [action] moveHome"))
			},
			[]string{"    home [action] moveHome\n", "    home [action] moveHome\n  x [sequence, off]\n    y [action] moveHome\n"}, "root/x"},
		{"the whole text anew",
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.SetText([]byte("r [sequence]\n  a [action] moveHome\n"))
			},
			[]string{base, "r [sequence]\n  a [action] moveHome\n"}, "r"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := open(t, base)
			a, err := tc.edit(e)
			require.NoError(t, err)
			want := edited(t, tc.pairs...)
			assert.Equal(t, want, string(a.Text))
			assert.Equal(t, want, string(e.Text()))
			assert.Equal(t, tc.node, e.Nodes()[a.Node].Path)
			undone, ok := e.Undo()
			for ok && string(undone) != base {
				undone, ok = e.Undo()
			}
			assert.Equal(t, base, string(undone), "undone to the start")
		})
	}
}

// TestEditsThatDoNotBuildAreRefused makes edits that are refused, by the
// reader and builder (at the line and column of the text the edit would
// have made) or before, and checks what they say, the node each problem
// belongs to, and that the text is as it was.
func TestEditsThatDoNotBuildAreRefused(t *testing.T) {
	tests := []struct {
		name     string
		edit     edit
		problems []string // each problem's start
		nodes    []int
		before   edit // an edit made before, if not nil
	}{
		{"delete the root", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(0) },
			[]string{`t.tree: the root "root" cannot be deleted: a tree has one root`}, []int{0}, nil},
		{"delete an only child", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(8) },
			[]string{`t.tree: "home" is the only child of "rest" [cooldown], which needs one: delete "rest" with it, or add another child first`}, []int{8}, nil},
		{"delete a composite's only child", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(2) },
			[]string{`t.tree: "near" is the only child of "attack" [sequence], which needs one: delete "attack" with it, or add another child first`}, []int{2},
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(3) }},
		{"add beside the root", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(e.After(0), treeedit.Insert{Kind: bt.KindAction, Leaf: "moveHome"})
		}, []string{`t.tree: nothing goes beside the root "root": a tree file has one root`}, []int{0}, nil},
		{"add a leaf the vocabulary lacks: the problem is the parent's", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(e.Inside(4), treeedit.Insert{Kind: bt.KindCondition, Leaf: "lookAround"})
		}, []string{`t.tree:11:5: unknown leaf "lookAround" (known: atHome, attack,`}, []int{4}, nil},
		{"add a node of no kind", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(e.Inside(4), treeedit.Insert{Kind: 99})
		}, []string{"t.tree: no node kind 99: the kinds go from 0 to 15"}, []int{4}, nil},
		{"a name that would end the line", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(2, "a\nb") },
			[]string{`t.tree: name "a\nb": not valid UTF-8, or holds a control character`}, []int{2}, nil},
		{"a name that would end before its bracket", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(2, "a[b") },
			[]string{`t.tree: name "a[b": use letters, digits and _ (no spaces, '/', '[' or '#')`}, []int{2}, nil},
		{"a name that would be read as indentation", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(2, "─b") },
			[]string{`t.tree: name "─b": use letters`}, []int{2}, nil},
		{"a sibling's name", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(6, "sees") },
			[]string{`t.tree:10:5: two children of "chase" are named "sees" (the other at line 9)`}, []int{6}, nil},
		{"an argument out of its parameter's range", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.SetArgs(2, []string{"-1"})
		}, []string{`t.tree:5:5: playerWithin(range): range: want detect, attack, min_distance or a distance of 0 or more, got "-1"`}, []int{2}, nil},
		{"an argument that would close the call", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.SetArgs(2, []string{"a)"})
		}, []string{`t.tree: argument "a)": an argument is not empty, holds no ',', '(', ')', '#'`}, []int{2}, nil},
		{"too few arguments", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetArgs(2, nil) },
			[]string{"t.tree:5:5: playerWithin takes 1 argument(s), got 0: write playerWithin(range)"}, []int{2}, nil},
		{"the arguments of a composite", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetArgs(1, nil) },
			[]string{`t.tree: "attack" is a sequence: only leaves and guards run a leaf with arguments`}, []int{1}, nil},
		{"a leaf the vocabulary lacks", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetLeaf(6, "moveHom") },
			[]string{`t.tree:10:5: unknown leaf "moveHom" (did you mean moveHome?)`}, []int{6}, nil},
		{"a leaf name that is no name", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetLeaf(6, "move#") },
			[]string{`t.tree: "move#" is not a leaf name: want a name, like playerWithin`}, []int{6}, nil},
		{"parameters out of range", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetParams(7, "0 s") },
			[]string{`t.tree:11:9: [cooldown] has wrong parameters "0 s": want a duration in seconds or ticks, like [cooldown 0.5 s] or [cooldown 30 ticks]`}, []int{7}, nil},
		{"parameters that would close the brackets", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetParams(7, "2 s]") },
			[]string{`t.tree: parameters "2 s]": a kind's parameters hold no brackets`}, []int{7}, nil},
		{"the parameters of a sequence", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetParams(1, "2") },
			[]string{`t.tree: "attack" is a sequence: it takes no parameters`}, []int{1}, nil},
		{"switch the root off", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(0, true) },
			[]string{`t.tree:2:1: the root "root" is off: a tree needs its root on`}, []int{0}, nil},
		{"switch every child off", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(3, true) },
			[]string{`t.tree:4:3: "attack" [sequence] has no child that is on: turn one on, or turn "attack" off too`}, []int{1},
			func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(2, true) }},
		{"switch on a composite added off, before it has children", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(9, false) },
			[]string{`t.tree: "selector" [selector] has no children yet: add a child before switching it on`}, []int{9},
			func(e *treeedit.Editor) (treeedit.Applied, error) {
				return e.Add(e.Inside(0), treeedit.Insert{Kind: bt.KindSelector})
			}},
		{"a composite of two cannot become a decorator", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.ChangeKind(4, bt.KindInverter)
		}, []string{`t.tree: "chase" [reactive sequence] cannot become an inverter: a decorator has one child that is on, so "go" cannot stay (switch them off, or move them out first)`}, []int{4}, nil},
		{"a composite cannot become a leaf", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(1, bt.KindCondition) },
			[]string{`t.tree: "attack" [sequence] cannot become a condition: a leaf has no children, so "near" and "strike" cannot stay`}, []int{1}, nil},
		{"a leaf cannot become a composite", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(2, bt.KindSequence) },
			[]string{`t.tree: "near" is a condition: a sequence needs children, and a leaf has none: wrap "near" in a [sequence] instead`}, []int{2}, nil},
		{"a leaf of another kind than its vocabulary leaf's", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.ChangeKind(3, bt.KindAction)
		}, []string{"t.tree:6:5: attack is a stateful action, not an action: write [stateful action]"}, []int{3}, nil},
		{"a kind there is not", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(1, 16) },
			[]string{"t.tree: no node kind 16: the kinds go from 0 to 15"}, []int{1}, nil},
		{"move the root", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(0, e.Inside(4)) },
			[]string{`t.tree: the root "root" cannot move: every node is below it`}, []int{0}, nil},
		{"move into its own branch", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(1, e.Inside(2)) },
			[]string{`t.tree: "attack" cannot move into its own branch`}, []int{1}, nil},
		{"move under a leaf", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(6, e.Inside(5)) },
			[]string{`t.tree:10:7: "sees" is a condition: it cannot have children`}, []int{6}, nil},
		{"move the first up", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveUp(1) },
			[]string{`t.tree: "attack" is the first child of "root" already`}, []int{1}, nil},
		{"move the last down", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveDown(7) },
			[]string{`t.tree: "rest" is the last child of "root" already`}, []int{7}, nil},
		{"wrap in a leaf", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Wrap(2, treeedit.Insert{Kind: bt.KindAction})
		}, []string{"t.tree: a node is wrapped in a composite or a decorator, not in an action"}, []int{2}, nil},
		{"wrap in a guard of an action", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Wrap(2, treeedit.Insert{Kind: bt.KindGuard, Leaf: "moveHome"})
		}, []string{"t.tree:5:5: moveHome is an action, not a condition: write [action]"}, []int{2}, nil},
		{"unwrap a leaf", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Unwrap(2) },
			[]string{`t.tree: "near" is a condition: it wraps nothing`}, []int{2}, nil},
		{"unwrap the root of three", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Unwrap(0) },
			[]string{`t.tree: unwrapping the root "root" would leave 3 roots: a tree file has one`}, []int{0}, nil},
		{"paste what does not read: at its own lines", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Paste(e.Inside(4), []byte("x [sequence]\n  y [sequnce]\n"))
		}, []string{"pasted text:2:6: unknown node kind [sequnce]"}, []int{4}, nil},
		{"a node there is not", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(99, "x") },
			[]string{"t.tree: no node 99: the tree's nodes are 0 to 8"}, []int{-1}, nil},
		{"a place there is not", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Paste(e.Inside(-5), []byte("x [action] moveHome\n"))
		},
			[]string{"t.tree: no node -5: the tree's nodes are 0 to 8"}, []int{-1}, nil},
		{"a text that does not build", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetText([]byte("r [sequence]\n")) },
			[]string{`t.tree:1:1: "r" [sequence] has no children`}, []int{-1}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := open(t, base)
			if tc.before != nil {
				_, err := tc.before(e)
				require.NoError(t, err)
			}
			undos, before := e.Undos(), string(e.Text())
			_, err := tc.edit(e)
			var refused *treeedit.Refused
			require.True(t, errors.As(err, &refused), "%v", err)
			require.Len(t, refused.Problems, len(tc.problems), "%v", err)
			for i, p := range refused.Problems {
				assert.True(t, strings.HasPrefix(p.Problem.Error(), tc.problems[i]), "got  %q\nwant %q", p.Problem.Error(), tc.problems[i])
				assert.Equal(t, tc.nodes[i], p.Node, "the node of %q", p.Problem.Error())
			}
			assert.Equal(t, before, string(e.Text()), "the text is as it was")
			assert.Equal(t, undos, e.Undos(), "nothing more to undo")
		})
	}
}
