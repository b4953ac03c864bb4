package treefile_test

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// syntax reads tree files for a game of 60 ticks a second.
var syntax = treefile.Reader{TicksPerSecond: 60}

func TestParseTreeReadsTheShippedNearTree(t *testing.T) {
	src, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	tree, err := syntax.Parse("near.tree", src)
	require.NoError(t, err)
	root := tree.Root
	assert.Equal(t, "near", root.Name)
	assert.Equal(t, bt.KindReactiveSelector, root.Kind)
	require.Len(t, root.Children, 3)
	in := root.Children[0].Children[0]
	assert.Equal(t, []any{"inAttackRange", bt.KindCondition, "playerWithin", []string{"attack"}, 6, 5},
		[]any{in.Name, in.Kind, in.Leaf, in.Args, in.Line, in.Column})
	ready := root.Children[0].Children[1]
	assert.Equal(t, "attackReady", ready.Leaf, "a leaf without a call runs the leaf of its own name")
}

// TestTreeTextReadsBackAsTheSameTree renders every shipped tree and parses
// the text: the same definition comes back.
func TestTreeTextReadsBackAsTheSameTree(t *testing.T) {
	names, err := fs.Glob(assets.Trees, "*.tree")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(names), 3)
	for _, name := range names {
		src, err := fs.ReadFile(assets.Trees, name)
		require.NoError(t, err)
		tree, err := syntax.Parse(name, src)
		require.NoError(t, err, name)
		text := tree.Text()
		again, err := syntax.Parse(name, []byte(text))
		require.NoError(t, err, "%s renders as:\n%s", name, text)
		assert.Equal(t, text, again.Text(), name)
		assert.Equal(t, shape(tree.Root), shape(again.Root), name)
	}
}

// shape describes a tree without positions.
func shape(n *treefile.Node) string {
	var b strings.Builder
	b.WriteString(n.Name + "|" + n.Kind.String() + "|" + n.Duration + "|" + n.Leaf + "(" + strings.Join(n.Args, ",") + ")")
	for _, c := range n.Children {
		b.WriteString("{" + shape(c) + "}")
	}
	return b.String()
}

func TestTreeParametersAndDurations(t *testing.T) {
	src := `root [parallel success 1 failure 2]
  rest [cooldown 0.5 s]
    look [condition] playerWithin(4.5)
  patience [timeout 90 ticks]
    guarded [guard] playerWithin(detect)
      again [repeat 3]
        tries [retry until success 2]
          hit [stateful action] attack
`
	tree, err := syntax.Parse("t.tree", []byte(src))
	require.NoError(t, err)
	r := tree.Root
	assert.Equal(t, [2]int{1, 2}, [2]int{r.Param, r.Failures})
	assert.Equal(t, 30, r.Children[0].Param, "0.5 s is 30 ticks")
	assert.Equal(t, 90, r.Children[1].Param)
	guard := r.Children[1].Children[0]
	assert.Equal(t, []any{bt.KindGuard, "playerWithin", []string{"detect"}}, []any{guard.Kind, guard.Leaf, guard.Args})
	assert.Equal(t, 3, guard.Children[0].Param)
	assert.Equal(t, 2, guard.Children[0].Children[0].Param)
}

// siblings returns a tree file whose root has n children, all named alike
// or each its own name.
func siblings(n int, alike bool) string {
	var b strings.Builder
	b.WriteString("root [selector]\n# n children\n")
	for i := range n {
		if alike {
			b.WriteString("  a [action] moveHome\n")
		} else {
			fmt.Fprintf(&b, "  a%d [action] moveHome\n", i)
		}
	}
	return b.String()
}

// chain returns a tree file of n sequences, each the only child of the one
// above.
func chain(n int) string {
	var b strings.Builder
	b.WriteString("root [sequence]\n")
	for i := range n {
		fmt.Fprintf(&b, "%s s%d [sequence]\n", strings.Repeat("  ", i+1)[1:], i)
	}
	b.WriteString(strings.Repeat("  ", n+1) + "a [action] moveHome\n")
	return b.String()
}

// TestAByteOrderMarkIsSkipped: a file an editor started with UTF-8's
// byte-order mark reads as the same file without it, and is written back
// without it.
func TestAByteOrderMarkIsSkipped(t *testing.T) {
	tests := []struct{ name, src string }{
		{"before the root", "\ufeffroot [sequence]\n  a [action] moveHome\n"},
		{"before a comment", "\ufeff# a comment\nroot [sequence]\n  a [action] moveHome\n"},
		{"before a blank line", "\ufeff\r\nroot [sequence]\r\n  a [action] moveHome\r\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tree, err := syntax.Parse("t.tree", []byte(tc.src))
			require.NoError(t, err)
			assert.Equal(t, "root", tree.Root.Name)
			assert.Equal(t, 1, tree.Root.Column)
			assert.Equal(t, "root [sequence]\n└─ a [action] moveHome\n", tree.Text())
		})
	}
}

func TestBlankLinesAndCommentsMayHoldTabs(t *testing.T) {
	tree, err := syntax.Parse("t.tree", []byte("root [sequence]\n\t\n  a [action] moveHome\n\t# a comment\n \t \n  b [action] moveHome\n"))
	require.NoError(t, err)
	assert.Len(t, tree.Root.Children, 2)
}

func TestBrokenTreeFilesSayWhereAndWhat(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"no kind", "root\n", []string{`t.tree:1:1: "root" needs its kind in brackets, like [sequence] (kinds: condition, action, stateful action, sequence, reactive sequence, selector, reactive selector, parallel, guard, inverter, force success, force failure, repeat, retry until success, cooldown, timeout)`}},
		{"unknown kind", "root [banana]\n  a [condition] atHome\n", []string{"t.tree:1:7: unknown node kind [banana] (kinds: condition, action, stateful action, sequence, reactive sequence, selector, reactive selector, parallel, guard, inverter, force success, force failure, repeat, retry until success, cooldown, timeout)"}},
		{"a slip in a kind", "root [sequnce]\n  a [condition] atHome\n", []string{"t.tree:1:7: unknown node kind [sequnce] (did you mean [sequence]?)"}},
		{"a slip in a kind of two words", "root [reactive sequense]\n  a [condition] atHome\n", []string{"t.tree:1:7: unknown node kind [reactive sequense] (did you mean [reactive sequence]?)"}},
		{"a slip in a kind with parameters", "root [repet 3]\n  a [condition] atHome\n", []string{"t.tree:1:7: unknown node kind [repet 3] (did you mean [repeat]?)"}},
		{"a slip in a kind of three words", "root [retry until sucess 3]\n  a [condition] atHome\n", []string{"t.tree:1:7: unknown node kind [retry until sucess 3] (did you mean [retry until success]?)"}},
		{"a tab", "root [sequence]\n\ta [condition] atHome\n", []string{"t.tree:2:1: a tab in the indentation: indent with spaces"}},
		{"a no-break space", "root [sequence]\n \u00a0a [condition] atHome\n", []string{"t.tree:2:2: a U+00A0 space in the indentation: indent with spaces"}},
		{"no-break spaces, one problem", "root [sequence]\n\u00a0\u00a0a [sequence]\n    b [action] moveHome\n  c [action] moveHome\n",
			[]string{"t.tree:2:1: a U+00A0 space in the indentation: indent with spaces"}},
		{"a right-to-left mark in a name", "root [sequence]\n  a\u202eb [action] moveHome\n", []string{`t.tree:2:3: name "a\u202eb": use letters, digits, _ and -, and a leaf's call`}},
		{"a byte-order mark in a name", "root [sequence]\n  a\ufeffb [action] moveHome\n", []string{`t.tree:2:3: name "a\ufeffb": use letters, digits, _ and -`}},
		{"a sign in a name", "root [sequence]\n  a+b [action] moveHome\n", []string{`t.tree:2:3: name "a+b": use letters, digits, _ and -`}},
		{"bad indentation", "root [sequence]\n    a [condition] atHome\n  b [condition] atHome\n", []string{`t.tree:3:3: bad indentation: "b" is at column 3, its siblings under "root" at column 5`}},
		{"a second root", "root [sequence]\n  a [condition] atHome\nother [sequence]\n", []string{`t.tree:3:1: a second root: "other" at column 1 is not below "root"`}},
		{"an empty composite", "root [sequence]\n  pick [selector]\n  a [condition] atHome\n", []string{`t.tree:2:3: "pick" [selector] has no children: indent at least one node below it`}},
		{"a decorator with two children", "root [inverter]\n  a [condition] atHome\n  b [condition] atHome\n", []string{`t.tree:1:1: "root" [inverter] decorates exactly one child, has 2`}},
		{"a leaf with children", "root [sequence]\n  a [condition] atHome\n    b [condition] atHome\n", []string{`t.tree:3:5: "a" is a condition: it cannot have children`}},
		{"an action with children", "root [sequence]\n  a [action] moveHome\n    b [condition] atHome\n", []string{`t.tree:3:5: "a" is an action: it cannot have children`}},
		{"an odd step", "root [sequence]\n  a [sequence]\n     b [condition] atHome\n  c [condition] atHome\n",
			[]string{`t.tree:3:6: "b" is indented by 3 below "a", where the file indents by 2: indent every level alike`}},
		{"duplicate siblings", "root [sequence]\n  a [condition] atHome\n  a [action] moveHome\n", []string{`t.tree:3:3: two children of "root" are named "a" (the other at line 2)`}},
		{"missing count", "root [repeat]\n  a [action] moveHome\n", []string{"t.tree:1:7: [repeat] is missing its parameters: a count, like [repeat 3]"}},
		{"a duration without a unit", "root [cooldown 5]\n  a [action] moveHome\n", []string{`t.tree:1:7: [cooldown] has wrong parameters "5": want a duration in seconds or ticks, like [cooldown 0.5 s] or [cooldown 30 ticks]`}},
		{"a count too large", "root [repeat 99999999999]\n  a [action] moveHome\n", []string{`t.tree:1:7: [repeat] has wrong parameters "99999999999": want a count, like [repeat 3]`}},
		{"parallel thresholds beyond the children", "root [parallel success 3 failure 1]\n  a [action] moveHome\n", []string{`t.tree:1:1: "root" [parallel success 3 failure 1] has only 1 children`}},
		{"a guard without its condition", "root [guard]\n  a [action] moveHome\n", []string{"t.tree:1:13: a guard needs the condition it checks, like: [guard] playerWithin(detect)"}},
		{"an unclosed call", "root [sequence]\n  a [condition] playerWithin(attack\n", []string{"t.tree:2:36: the arguments of playerWithin are not closed with )"}},
		{"every problem", "root [sequence]\n  a [sequnce]\n  b [repeat x]\n    c [action] moveHome\n", []string{"t.tree:2:6: unknown node kind [sequnce]", "t.tree:3:6: [repeat] has wrong parameters"}},
		{"nothing", "# only a comment\n", []string{"t.tree:1:1: the file has no nodes"}},
		{"a NUL in a name", "root [sequence]\n  a\x00b [action] moveHome\n", []string{`t.tree:2:3: name "a\x00b": not valid UTF-8, or holds a control character`}},
		{"a name that is not UTF-8", "root [sequence]\n  a\xffb [action] moveHome\n", []string{`t.tree:2:3: name "a\xffb": not valid UTF-8, or holds a control character`}},
		{"a long name", "root [sequence]\n  " + strings.Repeat("n", 500_000) + " [action] moveHome\n",
			[]string{`t.tree:2:3: name "` + strings.Repeat("n", 40) + `…" is 500000 bytes long: at most 64`}},
		{"a long leaf name", "root [sequence]\n  a [action] " + strings.Repeat("x", 500_000) + "\n",
			[]string{`t.tree:2:14: leaf name "` + strings.Repeat("x", 40) + `…" is 500000 bytes long: at most 64`}},
		{"200,000 arguments", "root [sequence]\n  a [condition] playerWithin(" + strings.Repeat("x,", 200_000) + "x)\n",
			[]string{"t.tree:2:17: playerWithin has 200001 arguments: a leaf takes at most 16"}},
		{"too many nodes", siblings(20_000, false), []string{"t.tree:1002:3: more than 1000 nodes: a tree file may define at most 1000"}},
		{"too deep", chain(900), []string{"t.tree:66:131: nodes nested deeper than 64 levels: a tree file may nest at most 64"}},
		{"many duplicates, each said once", siblings(999, true),
			append(slices.Repeat([]string{`t.tree:`}, treefile.MaxProblems), "t.tree: and 978 more problems")},
		{"the parent of duplicates could not be read", "root [sequence]\n  pick [selektor]\n    a [action] moveHome\n    a [action] moveHome\n",
			[]string{"t.tree:2:9: unknown node kind [selektor]", `t.tree:4:5: two children of "pick" are named "a" (the other at line 3)`}},
		{"the name of the parent of duplicates could not be read", "root [sequence]\n  pi/ck [selector]\n    a [action] moveHome\n    a [action] moveHome\n",
			[]string{`t.tree:2:3: name "pi/ck"`, `t.tree:4:5: two children of the node at line 2 are named "a" (the other at line 3)`}},
		{"a huge count is cut", "root [repeat " + strings.Repeat("9", 5000) + "]\n  a [action] moveHome\n",
			[]string{`t.tree:1:7: [repeat] has wrong parameters "` + strings.Repeat("9", 40) + `…": want a count, like [repeat 3]`}},
		{"huge parameters of a kind without any are cut", "root [sequence " + strings.Repeat("x", 5000) + "]\n  a [action] moveHome\n",
			[]string{`t.tree:1:7: [sequence] takes no parameters, got "` + strings.Repeat("x", 40) + `…"`}},
		{"a NUL in a kind is escaped", "root [seq\x00uence]\n  a [action] moveHome\n",
			[]string{`t.tree:1:7: unknown node kind [seq\x00uence] (did you mean [sequence]?)`}},
		{"an escape character in a mark is escaped", "root [sequence, o\x1bff]\n  a [action] moveHome\n",
			[]string{`t.tree:1:17: unknown mark "o\x1bff" after the comma in [sequence, o\x1bff]: the only mark is "off"`}},
		{"a byte-order mark counts no column", "\ufeffroot [sequnce]\n  a [action] moveHome\n",
			[]string{"t.tree:1:7: unknown node kind [sequnce] (did you mean [sequence]?)"}},
		{"a byte-order mark before a comment", "\ufeff# near\nroot [sequence]\n  a [sequnce]\n    b [action] moveHome\n",
			[]string{"t.tree:3:6: unknown node kind [sequnce] (did you mean [sequence]?)"}},
		{"a misplaced node that does not read is named", "root [sequence]\n  a [sequence]\n    x [action] moveHome\n   b [acton] moveHome\n",
			[]string{`t.tree:4:4: bad indentation: "b" is at column 4, its siblings under "a" at column 5`, "t.tree:4:7: unknown node kind [acton]"}},
	}
	tests = append(tests, struct {
		name string
		src  string
		want []string
	}{"a file beyond the limit", "root [sequence]\n  a [condition] atHome\n" + strings.Repeat("# a comment\n", treefile.MaxFileBytes/12),
		[]string{fmt.Sprintf("t.tree: %d bytes: larger than 1 MiB, the most a tree file may hold", 39+treefile.MaxFileBytes/12*12)}})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := syntax.Parse("t.tree", []byte(tc.src))
			require.Error(t, err)
			errs := treefile.Problems(err)
			require.Len(t, errs, len(tc.want), "%v", err)
			for i, want := range tc.want {
				assert.True(t, strings.HasPrefix(errs[i].Error(), want), "got %q\nwant %q", errs[i].Error(), want)
			}
		})
	}
}

// TestNamesAndLinesThatRead: a name with a hyphen, and a leaf's call named
// as the leaf, read; a line of no-break spaces is blank.
func TestNamesAndLinesThatRead(t *testing.T) {
	for _, src := range []string{
		"root [sequence]\n  hp-low [condition] hpBelow(0.5)\n  playerWithin(attack) [condition]\n",
		"root [sequence]\n\u00a0\u00a0\n  a [condition] atHome\n",
	} {
		_, err := syntax.Parse("t.tree", []byte(src))
		assert.NoError(t, err, "%q", src)
	}
}

// FuzzParseTree checks that any input gives a tree that renders and reads
// back the same, or errors with a line and column, each problem one short
// line; never a panic.
func FuzzParseTree(f *testing.F) {
	names, _ := fs.Glob(assets.Trees, "*.tree")
	for _, name := range names {
		src, _ := fs.ReadFile(assets.Trees, name)
		f.Add(src)
	}
	f.Add([]byte("r [parallel success 1 failure 1]\n  x [cooldown 1 s]\n    y [condition] playerWithin(2)\n"))
	f.Add([]byte("r [sequence]\n  x [sequence, off]\n    y [inverter, off]\n  z [action, off] moveHome\n  a [action] moveHome\n"))
	f.Add([]byte("\ufeffr [repeat\x00 3]\n  x [action] moveHome\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		tree, err := syntax.Parse("f.tree", src)
		if err != nil {
			for _, fe := range treefile.Problems(err) {
				if !strings.HasPrefix(fe.Msg, "and ") {
					assert.Positive(t, fe.Line, "%v", fe)
					assert.Positive(t, fe.Column, "%v", fe)
				}
				assert.NotContains(t, fe.Error(), "\n")
				assert.LessOrEqual(t, len(fe.Error()), 1000, "%.200q", fe.Error())
			}
			return
		}
		again, err := syntax.Parse("f.tree", []byte(tree.Text()))
		require.NoError(t, err, "renders as:\n%s", tree.Text())
		assert.Equal(t, tree.Text(), again.Text())
	})
}
