package game

import (
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestF2OpensTheTreeEditorBesideTheArenaAndItsButtonsAct: F2 opens the
// window in the panel's column, clear of the arena; a button pressed acts
// as its key does (here Wrap, which opens the quick-insert list); F2
// closes it.
func TestF2OpensTheTreeEditorBesideTheArenaAndItsButtonsAct(t *testing.T) {
	g := onLongNames(t)
	g.ctl.Select(0)
	drawn := func() []string {
		require.NoError(t, g.views.trees.update(g.ctl))
		return windowsDrawn(t, g, "tree editor")
	}
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.True(t, g.ctl.Trees.Open)
	if looping {
		assert.Contains(t, drawn(), "tree editor", "F2 opens it")
	}
	g.views.trees.pressed.Act(control.EditWrap, 0)
	require.NoError(t, g.update(g.views.trees.shield(control.Input{})))
	require.NotNil(t, g.ctl.Trees.Pick, "the Wrap button opens the list")
	assert.Equal(t, "wrap in", g.ctl.Trees.Pick.Title())
	require.NoError(t, g.update(control.Acts(control.EditCancel)))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	assert.False(t, g.ctl.Trees.Open, "F2 closes it")
	if looping {
		assert.NotContains(t, drawn(), "tree editor")
	}
}

// TestTheWindowListsTheSelectedNodeAmongItsNeighbours: a list longer than
// the window shows the rows around the selected one, at the ends the first
// or last rows.
func TestTheWindowListsTheSelectedNodeAmongItsNeighbours(t *testing.T) {
	tests := []struct{ n, at, from, to int }{
		{5, 2, 0, 5},
		{20, 0, 0, 7},
		{20, 10, 7, 14},
		{20, 19, 13, 20},
		{0, 0, 0, 0},
	}
	for _, tc := range tests {
		from, to := listed(tc.n, tc.at, listRows)
		assert.Equal(t, [2]int{tc.from, tc.to}, [2]int{from, to}, "%d items, at %d", tc.n, tc.at)
	}
}
