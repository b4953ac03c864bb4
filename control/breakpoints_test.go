package control

import (
	"slices"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/session"

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
				assert.Contains(t, c.Stop, "near-1 attack (strike); dist 0.85, hp 0.17 (10 of 60)")
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
	assert.Contains(t, typed.Stop, "("+expr+")", "and says which breakpoint fired")
	assert.True(t, typed.StopIsShown(typed.Run.World.Tick))
	typed.Seek(flagged - 10)
	assert.False(t, typed.StopIsShown(typed.Run.World.Tick), "scrubbed back, the tick it speaks of is not shown")
	typed.Seek(flagged)
	assert.True(t, typed.StopIsShown(typed.Run.World.Tick))
	assert.Equal(t, 0, typed.Selected, "the enemy that fired is selected")
	assert.True(t, typed.PanelShown(), "with its panel open")
	keptBefore := open(t, session.Source{ScenarioPath: "death_respawn"}, Options{}, expr) // a future kept in place of the one it fired in
	require.Equal(t, flagged, pausedAt(keptBefore))
	keptBefore.Seek(flagged - 30)
	selectKind(t, keptBefore, "near")
	editNode(t, keptBefore, "near/chase", Acts(EditOff), Acts(EditCancel))
	require.NotNil(t, keptBefore.What)
	until(t, keptBefore, keptBefore.What.Fork.Done)
	keptBefore.Seek(flagged)
	require.NotEmpty(t, keptBefore.Stop, "a what-if leaves the recorded future, and the stop in it, alone")
	keys(t, keptBefore, Acts(KeepFork))
	require.Nil(t, keptBefore.What, "kept")
	assert.Empty(t, keptBefore.Stop, "kept, the what-if replaces the future the breakpoint fired in: nothing says it fired")

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

// keyed returns the input of typing text on a keyboard in one update: the
// actions its keys are bound to (R restarts, E opens the breakpoint editor,
// P pauses, ...) and the text.
func keyed(text string) Input {
	in := Input{Text: text}
	for _, r := range strings.ToUpper(text) {
		name := string(r)
		if r == ' ' {
			name = "Space"
		}
		for _, b := range append(slices.Clone(Bindings), EditorBindings...) {
			for _, k := range b.Keys {
				if k.Name == name && !k.Ctrl {
					in.Act(k.Action, k.Value)
				}
			}
		}
	}
	return in
}

// TestTheBreakpointEditorHasTheKeyboard: while the editor is open, what is
// typed goes into its field, keys bound to the game do nothing (R does not
// restart, P does not play on, E does not close it), Backspace erases, a
// change forgets the last problem, Enter sets the breakpoint, and Esc or
// the toolbar's break button closes it.
func TestTheBreakpointEditorHasTheKeyboard(t *testing.T) {
	c := open(t, session.Source{ScenarioPath: "death_respawn"}, Options{})
	for range 30 {
		require.NoError(t, c.Update(Input{}))
	}
	require.NoError(t, c.Update(keyed("e")))
	require.True(t, c.Editor.Open, "E opens the editor")
	assert.Empty(t, c.Editor.Draft, "the e that opened it is not typed")
	tick := c.Run.World.Tick
	for _, r := range "near.* hp < 0.5 &&" {
		require.NoError(t, c.Update(keyed(string(r))))
	}
	assert.Equal(t, "near.* hp < 0.5 &&", c.Editor.Draft)
	assert.True(t, c.Editor.Open, "e typed an e")
	assert.True(t, c.Paused, "p typed a p")
	assert.Equal(t, tick, c.Run.World.Tick, "r typed an r: no restart, no step")
	assert.Empty(t, c.Breaks.Conditions())

	require.NoError(t, c.Update(Acts(EditChoose)))
	assert.Contains(t, c.Editor.Problem, "missing", "Enter on a malformed one says what is wrong")
	require.NoError(t, c.Update(Acts(EditErase)))
	require.NoError(t, c.Update(Acts(EditErase)))
	require.NoError(t, c.Update(Acts(EditErase)))
	assert.Equal(t, "near.* hp < 0.5", c.Editor.Draft, "Backspace erases")
	assert.Empty(t, c.Editor.Problem, "the problem was of the text before")
	require.NoError(t, c.Update(Acts(EditChoose)))
	assert.Equal(t, []string{"near.* hp < 0.5"}, c.Breaks.Conditions(), "Enter sets it")
	assert.Empty(t, c.Editor.Draft)

	require.NoError(t, c.Update(Acts(EditCancel)))
	assert.False(t, c.Editor.Open, "Esc closes it")
	require.NoError(t, c.Update(Acts(EditBreaks)))
	require.True(t, c.Editor.Open)
	require.NoError(t, c.Update(Acts(EditBreaks)))
	assert.False(t, c.Editor.Open, "the break button, which types nothing, closes it")
}
