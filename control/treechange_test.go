package control

import (
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/session"
)

// TestATreesChangeIsSaidAsTheEditorSeesIt: a change the graph draws (a
// leaf's call too) is said as the graph's summary; one it does not draw (a
// comment) or a tree that does not build, by the lines of the file that
// changed, so that undoing and redoing name what they give back.
func TestATreesChangeIsSaidAsTheEditorSeesIt(t *testing.T) {
	near, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	tests := []struct {
		name, old, new, want string
	}{
		{"a rename", "chase [", "pursue [", "near's tree: ~ near/pursue [reactive sequence] was named chase, 2 nodes below"},
		{"a leaf's call", "playerWithin(attack)", "playerWithin(detect)",
			"near's tree: ~ near/attack/inAttackRange [condition] was calling playerWithin(attack)"},
		{"a comment of two lines", "# The Near enemy, as in the tutorials: attack when the player is in reach and\n# the",
			"# Near\n# The", `near's tree: line 1 now reads "# Near", and the 1 line after it`},
		{"a line gone", "# the attack is ready, else chase a player it sees, else walk home. The root\n", "",
			"near's tree: 1 line removed at line 2"},
		{"a tree that does not build", "[sequence]", "[sequense]", `near's tree: line 5 now reads "attack [sequense]"`},
		{"the same", "", "", "near's tree: unchanged"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			to := strings.Replace(string(near), tc.old, tc.new, 1)
			require.True(t, tc.old == "" || to != string(near), "the change applies")
			assert.Equal(t, tc.want, treeChange("near", session.TreeFile{Text: near}, session.TreeFile{Text: []byte(to)}))
		})
	}
}

// TestAChangeInANodeThatIsOffIsSaidByTheNode: a change in a node that is
// off, which the trees as built leave out, is said by the node as the
// graph's changes are, not by the line of the file: a rename, undone too,
// another change of its line, a subtree that is off added or taken away.
func TestAChangeInANodeThatIsOffIsSaidByTheNode(t *testing.T) {
	retreat, err := os.ReadFile("../docs/near-retreat.tree")
	require.NoError(t, err)
	for _, tc := range []struct {
		name, old, new, want string
	}{
		{"a rename", "retreat [sequence, off]", "flee [sequence, off]", "near's tree: ~ near/flee [sequence, off] was named retreat"},
		{"a call below it", "hpBelow(0.5)", "hpBelow(0.3)", `near's tree: ~ near/retreat/hurt [condition] was "hurt [condition] hpBelow(0.5)"`},
		{"a node added", "  attack [sequence]\n", "  guard [guard, off] atHome\n  attack [sequence]\n", "near's tree: + near/guard [guard, off]"},
		{"a node added below", "    hurt [condition]", "    idle [action] moveHome\n    hurt [condition]", "near's tree: + near/retreat/idle [action]"},
		{"a subtree taken away", "  retreat [sequence, off]\n    hurt [condition] hpBelow(0.5)\n    goHome [action] moveHome\n", "", "near's tree: - near/retreat [sequence, off], 2 nodes below"},
		{"a node that is on added", "  attack [sequence]\n", "  idle [action] moveHome\n  attack [sequence]\n", "near's tree: + near/idle [action]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			to := []byte(strings.Replace(string(retreat), tc.old, tc.new, 1))
			require.NotEqual(t, retreat, to, "the change applies")
			assert.Equal(t, tc.want, treeChange("near", session.TreeFile{Text: retreat}, session.TreeFile{Text: to}))
		})
	}
	for _, tc := range []struct{ name, old, new string }{
		{"a node switched off", "  chase [reactive sequence]", "  chase [reactive sequence, off]"},
		{"a node switched on", "retreat [sequence, off]", "retreat [sequence]"},
	} {
		to := []byte(strings.Replace(string(retreat), tc.old, tc.new, 1))
		require.NotEqual(t, retreat, to, tc.name)
		_, ok := OffChange("near.tree", retreat, to)
		assert.False(t, ok, "%s changes what enemies run", tc.name)
	}
	undone := strings.Replace(string(retreat), "retreat [sequence, off]", "flee [sequence, off]", 1)
	assert.Equal(t, "near's tree: ~ near/retreat [sequence, off] was named flee",
		treeChange("near", session.TreeFile{Text: []byte(undone)}, session.TreeFile{Text: retreat}), "undone")
}
