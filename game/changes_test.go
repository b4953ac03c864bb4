package game

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheListOfChangesReadsAsTheEdits: the tree editor lists what changed
// as the edits made it: a branch switched off or removed is one line with
// the nodes below it counted, a rename is one line with the old name, a
// change of kind says what it was, and a long list is cut with the rest
// counted.
func TestTheListOfChangesReadsAsTheEdits(t *testing.T) {
	near, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	base := string(near)
	wrapped := strings.Replace(base, "  chase [reactive sequence]\n    seesPlayer [condition]\n    moveToPlayer [action]\n",
		"  hold [cooldown 1 s]\n    chase [reactive sequence]\n      seesPlayer [condition]\n      moveToPlayer [action]\n", 1)
	require.NotEqual(t, base, wrapped)
	tests := []struct {
		name, text string
		want       []string
		from       string // the base, if not near.tree
	}{
		{"a branch switched off", strings.Replace(base, "chase [reactive sequence]", "chase [reactive sequence, off]", 1),
			[]string{"- near/chase [reactive sequence] switched off, 2 nodes below"}, ""},
		{"a branch renamed", strings.Replace(base, "chase [reactive sequence]", "hunt [reactive sequence]", 1),
			[]string{"~ near/hunt [reactive sequence] was named chase, 2 nodes below"}, ""},
		{"a node added", strings.Replace(base, "    moveHome [action]\n", "    moveHome [action]\n    rest [stateful action] wait(1 s)\n", 1),
			[]string{"+ near/return/rest [stateful action]"}, ""},
		{"a kind changed", strings.Replace(base, "chase [reactive sequence]", "chase [sequence]", 1),
			[]string{"~ near/chase [sequence] was reactive sequence"}, ""},
		{"a branch wrapped", wrapped, []string{"+ near/hold [cooldown 1 s] wrapped around chase, 3 nodes below"}, ""},
		{"a branch unwrapped", base, []string{"~ near/chase [reactive sequence] unwrapped from hold, 2 nodes below"}, wrapped},
		{"more than fit", strings.NewReplacer("near [reactive selector]", "near [selector]", "attack [sequence]", "a [sequence]",
			"chase [reactive sequence]", "c [reactive sequence]", "return [sequence]", "r [sequence]").Replace(base) + "  rest [stateful action] wait(1 s)\n",
			nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, err := treeedit.New("near.tree", near)
			require.NoError(t, err)
			if tc.from != "" {
				require.NoError(t, e.SetBase([]byte(tc.from)))
			}
			_, err = e.SetText([]byte(tc.text))
			require.NoError(t, err)
			g, changed := treegraph.Diff(e.Diff())
			require.True(t, changed)
			lines := changeLines(g, e)
			if tc.want == nil {
				require.Len(t, lines, maxChangeLines)
				assert.Regexp(t, `^\.\.\. and \d+ more$`, lines[maxChangeLines-1])
				return
			}
			assert.Equal(t, tc.want, lines)
		})
	}
}
