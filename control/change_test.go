package control

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pausedInThePast plays c for 120 ticks, pauses and goes back a second.
func pausedInThePast(t *testing.T, c *Controller) {
	t.Helper()
	for range 120 {
		require.NoError(t, c.Update(Input{}))
	}
	require.NoError(t, c.Update(Acts(Pause)))
	require.NoError(t, c.Update(Acts(Back, Coarse)))
	require.True(t, c.Run.Past())
}

// TestEveryChangeInThePastIsAWhatIf: paused a second in the past, a tuning
// key, a configuration file changed on disk and Ctrl+Z each make (or join) a
// what-if and keep the recorded future, as the one door decides for all.
func TestEveryChangeInThePastIsAWhatIf(t *testing.T) {
	tuneLiveThenGoBack := func(t *testing.T, c *Controller) {
		selectKind(t, c, "near")
		require.NoError(t, c.Update(Acts().With(PickField, 1).With(Adjust, 4))) // near detect 5 from tick 1 on
		pausedInThePast(t, c)
		require.Equal(t, 5.0, c.Run.World.Kind("near").Detect)
	}
	for _, tc := range []struct {
		name   string
		setup  func(t *testing.T, c *Controller)
		change func(t *testing.T, c *Controller, path string)
		note   string
	}{
		{"a tuning key", pausedInThePast, func(t *testing.T, c *Controller, _ string) {
			selectKind(t, c, "near")
			require.NoError(t, c.Update(Acts().With(PickField, 1).With(Adjust, 1)))
		}, "what-if at t 60: near detect 4.00 -> 4.25"},
		{"the file edited on disk", pausedInThePast, func(t *testing.T, c *Controller, path string) {
			require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = 6.0", 1)), 0o644))
			until(t, c, func() bool { return c.What != nil })
		}, "what-if at t 60: reloaded my.toml: near detect 4.00 -> 6.00"},
		{"Ctrl+Z of a change made live", tuneLiveThenGoBack, func(t *testing.T, c *Controller, _ string) {
			require.NoError(t, c.Update(Acts(Undo)))
		}, "what-if at t 61: undone: near detect 5.00 -> 4.00"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, path := onConfigFile(t)
			tc.setup(t, c)
			head := c.Run.Head()
			tc.change(t, c, path)
			require.NotNil(t, c.What, "a what-if")
			assert.Equal(t, c.Run.Head(), head, "the recorded future stays")
			assert.Contains(t, c.Note.Shown(), tc.note)
		})
	}
}

// TestAFileChangedInThePastIsMadeLiveWhenPlayGoesOn: the file on disk stays
// in force, so when play goes on from the past the reload is made live.
func TestAFileChangedInThePastIsMadeLiveWhenPlayGoesOn(t *testing.T) {
	c, path := onConfigFile(t)
	pausedInThePast(t, c)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = 6.0", 1)), 0o644))
	until(t, c, func() bool { return c.What != nil })
	require.NoError(t, c.Update(Acts(Pause)))
	require.NoError(t, c.Update(Input{}))
	assert.Nil(t, c.What, "playing on drops the what-if")
	assert.False(t, c.Run.Past())
	assert.Equal(t, []float64{6, 6, 6}, nearDetects(c), "and the file is in force")
	assert.Contains(t, c.Note.Shown(), "changed on disk while paused in the past")
}

// TestUndoInAWhatIfTakesOutItsNewestChange: Ctrl+Z in a what-if takes its
// last change out, and its only change drops it.
func TestUndoInAWhatIfTakesOutItsNewestChange(t *testing.T) {
	c, _ := onConfigFile(t)
	pausedInThePast(t, c)
	selectKind(t, c, "near")
	for range 4 {
		require.NoError(t, c.Update(Acts().With(PickField, 1).With(Adjust, 1)))
	}
	require.NotNil(t, c.What)
	assert.Equal(t, []string{"near detect 4.00 -> 5.00"}, c.What.Changes(), "four steps read as one net change")
	assert.Equal(t, 5.0, c.KindShown("near").Detect, "the tuner shows the what-if's value")
	require.NoError(t, c.Update(Acts(Undo)))
	assert.Equal(t, []string{"near detect 4.00 -> 4.75"}, c.What.Changes())
	assert.Equal(t, "what-if at t 60: undone: near detect 5.00 -> 4.75", c.Note.Shown(), "from the value undone to the one back, as a live undo says it")
	for range 3 {
		require.NoError(t, c.Update(Acts(Undo)))
	}
	assert.Nil(t, c.What, "undoing its only change drops it")
	assert.Equal(t, "undone: near detect 4.25 -> 4.00; no what-if left", c.Note.Shown())
	assert.Equal(t, 4.0, c.KindShown("near").Detect)
}

// TestDeleteSaysItDroppedTheWhatIf.
func TestDeleteSaysItDroppedTheWhatIf(t *testing.T) {
	c, _ := onConfigFile(t)
	pausedInThePast(t, c)
	selectKind(t, c, "near")
	require.NoError(t, c.Update(Acts().With(PickField, 1).With(Adjust, 1)))
	require.NoError(t, c.Update(Acts(DropFork)))
	assert.Nil(t, c.What)
	assert.Equal(t, "dropped the what-if from t 60", c.Note.Shown())
}

// TestAWhatIfWithAKindTunedBackForksOnTheOthers: a what-if that tunes one
// kind and back, and another kind, forks with the other kind's change alone.
func TestAWhatIfWithAKindTunedBackForksOnTheOthers(t *testing.T) {
	c, _ := onConfigFile(t)
	pausedInThePast(t, c)
	selectKind(t, c, "near")
	require.NoError(t, c.Update(Acts().With(PickField, 1).With(Adjust, 1)))
	selectKind(t, c, "far")
	require.NoError(t, c.Update(Acts().With(PickField, 2).With(Adjust, 2)))
	selectKind(t, c, "near")
	require.NoError(t, c.Update(Acts().With(PickField, 1).With(Adjust, -1)))
	require.NotNil(t, c.What)
	assert.Equal(t, []string{"far attack 4.00 -> 4.50"}, c.What.Changes())
	until(t, c, func() bool { return c.What.Fork.Done() })
	assert.Equal(t, 4.0, c.What.Fork.B.World.Kind("near").Detect)
	assert.Equal(t, 4.5, c.What.Fork.B.World.Kind("far").Attack)
}

// TestAChangeAfterAWhatIfsTickJoinsIt: shown after its tick, a what-if's
// values are the tuner's, and a change there joins the what-if at its tick,
// the tick shown staying; a change before its tick starts another what-if
// in its place, and says so.
func TestAChangeAfterAWhatIfsTickJoinsIt(t *testing.T) {
	c, _ := onConfigFile(t)
	pausedInThePast(t, c)
	at := c.Run.World.Tick
	selectKind(t, c, "near")
	require.NoError(t, c.Update(Acts().With(PickField, 1).With(Adjust, 8)))
	until(t, c, func() bool { return c.What.Fork.Done() })
	later := at + 20
	c.Seek(later)
	require.True(t, c.Run.Past())
	require.Same(t, c.What.Fork.B, c.Shown(), "the what-if is drawn")
	assert.Equal(t, 6.0, c.Shown().World.Kind("near").Detect)
	assert.Equal(t, 6.0, c.KindShown("near").Detect, "the tuner shows the values of the what-if drawn")

	require.NoError(t, c.Update(Acts().With(Adjust, 1)))
	assert.Equal(t, at, c.What.Fork.At, "the change joins the what-if at its tick")
	assert.Equal(t, []string{"near detect 4.00 -> 6.25"}, c.What.Changes())
	assert.Equal(t, fmt.Sprintf("what-if at t %d: near detect 6.00 -> 6.25", at), c.Note.Shown())
	assert.Equal(t, later, c.Run.World.Tick, "the tick shown stays")
	until(t, c, func() bool { return c.Shown() == c.What.Fork.B })
	assert.Equal(t, later, c.Shown().World.Tick)
	assert.Equal(t, 6.25, c.Shown().World.Kind("near").Detect)

	c.Seek(at - 10)
	assert.Equal(t, 4.0, c.KindShown("near").Detect, "before its tick, the recorded values")
	require.NoError(t, c.Update(Acts().With(Adjust, 1)))
	assert.Equal(t, at-10, c.What.Fork.At)
	assert.Equal(t, []string{"near detect 4.00 -> 4.25"}, c.What.Changes())
	assert.Equal(t, fmt.Sprintf("what-if at t %d: near detect 4.00 -> 4.25 (in place of the what-if from t %d)", at-10, at), c.Note.Shown())
}
