package control

import (
	"github.com/enemyai/enemyai/session"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestATypedBreakpointStopsWhereTheFlagDoes: a breakpoint typed in the
// editor (which holds the game while it is open) pauses on the tick -break
// does, and says why until play goes on; a removed one no longer pauses.
func TestATypedBreakpointStopsWhereTheFlagDoes(t *testing.T) {
	const expr = "near.* branch == attack && hp < 0.5"
	pausedAt := func(c *Controller) uint32 {
		for range 600 {
			require.NoError(t, c.Update(Input{}))
			if c.Paused {
				assert.Contains(t, c.Stop, "breakpoint at tick")
				assert.Contains(t, c.Stop, "near-1 attack (strike); dist 0.85, hp 0.17 of 60")
				return c.Run.World.Tick
			}
		}
		return 0
	}
	flagged := pausedAt(open(t, session.Source{ScenarioPath: "death_respawn"}, Options{}, expr))
	require.NotZero(t, flagged, "the -break breakpoint fires")

	typed := open(t, session.Source{ScenarioPath: "death_respawn"}, Options{})
	require.NoError(t, typed.Update(Acts(EditBreaks)))
	assert.True(t, typed.Editor.Open, "E opens the editor")
	assert.True(t, typed.Paused, "and holds the game while it is open")
	require.NoError(t, typed.AddBreak(expr))
	require.NoError(t, typed.Update(Acts(EditBreaks)))
	assert.False(t, typed.Paused, "closing it plays on")
	assert.Equal(t, []string{expr}, typed.Breaks.Conditions())
	assert.Empty(t, typed.Editor.Draft, "a set breakpoint leaves the field empty for the next")
	assert.Equal(t, flagged, pausedAt(typed), "the typed breakpoint stops on the same tick")

	for range 300 {
		require.NoError(t, typed.Update(Input{}))
	}
	assert.Contains(t, typed.Stop, "breakpoint at tick", "the reason stays while paused")
	assert.Equal(t, 0, typed.Selected, "the enemy that fired is selected")
	assert.True(t, typed.PanelShown(), "with its panel open")
	typed.RemoveBreak(0)
	assert.Empty(t, typed.Breaks.Conditions())
	assert.Contains(t, typed.Note.Shown(), "breakpoint removed: "+expr)
	require.NoError(t, typed.Update(Acts(Pause)))
	assert.Empty(t, typed.Stop, "playing on forgets why it stopped")
	assert.Zero(t, pausedAt(typed), "a removed breakpoint no longer pauses")
}

func TestAMalformedTypedBreakpointStaysToBeMended(t *testing.T) {
	tests := []struct {
		typed, problem string
	}{
		{"near.* dist ~ 2", `column 13: unexpected "~"`},
		{"far.* dist < 2", `far.* dist < 2: no enemy of kind "far"`},
		{"", "column 1: empty"},
	}
	for _, tc := range tests {
		t.Run(tc.typed, func(t *testing.T) {
			c := open(t, session.Source{ScenarioPath: "death_respawn"}, Options{})
			require.Error(t, c.AddBreak(tc.typed))
			assert.Equal(t, tc.typed, c.Editor.Draft, "what was typed is kept")
			assert.Contains(t, c.Editor.Problem, tc.problem)
			assert.Empty(t, c.Breaks.Conditions())
		})
	}
}
