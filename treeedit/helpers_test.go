package treeedit_test

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/stretchr/testify/require"
)

// base is the text most tests edit: comments above a node, closing a line
// and after the last node, and a blank line between branches. Its nodes:
//
//	0 root  1 attack  2 near  3 strike  4 chase  5 sees  6 go  7 rest  8 home
const base = `# A test tree.
root [reactive selector]
  # attack when near
  attack [sequence]
    near [condition] playerWithin(attack)   # in reach
    strike [stateful action] attack

  chase [reactive sequence]
    sees [condition] seesPlayer
    go [action] moveToPlayer
  rest [cooldown 2 s]
    home [action] moveHome
# the end
`

// edited returns base with each pair of old and new text replaced, once,
// each old text in it.
func edited(t *testing.T, pairs ...string) string {
	t.Helper()
	text := base
	for i := 0; i < len(pairs); i += 2 {
		require.Contains(t, text, pairs[i])
		text = strings.Replace(text, pairs[i], pairs[i+1], 1)
	}
	return text
}

// open returns an editor of src, called t.tree.
func open(t testing.TB, src string) *treeedit.Editor {
	t.Helper()
	e, err := treeedit.New("t.tree", []byte(src))
	require.NoError(t, err)
	return e
}

// shipped returns the shipped tree files' texts, by name.
func shipped(t testing.TB) map[string][]byte {
	t.Helper()
	names, err := fs.Glob(assets.Trees, "*.tree")
	require.NoError(t, err)
	require.NotEmpty(t, names)
	texts := map[string][]byte{}
	for _, name := range names {
		texts[name], err = fs.ReadFile(assets.Trees, name)
		require.NoError(t, err)
	}
	return texts
}
