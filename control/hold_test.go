package control

import (
	"testing"

	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWhatIsReadHoldsTheWorld: the key list, the breakpoint editor and an
// enemy's panel (its graph, its heat map) hold a running game while they are
// open, and closing them plays on; a game the player paused stays paused;
// P plays on whatever held it, but for the breakpoint editor, where it types
// a p; I switches holding for panels. The note that the game holds goes
// when it no longer does.
func TestWhatIsReadHoldsTheWorld(t *testing.T) {
	for _, tc := range []struct {
		name        string
		open, close Input
	}{
		{"the key list", Acts(ToggleHelp), Acts(ToggleHelp)},
		{"the breakpoint editor", Acts(EditBreaks), Acts(EditCancel)},
		{"an enemy's panel, by Tab", Acts(NextEnemy), Input{Pointer: Pointer{RightClick: true}}},
		{"an enemy's panel, by a click", Input{Pointer: Pointer{Click: true, Over: OverArena, OverEnemy: 0}}, Acts(TogglePanel)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := played(t, 30)
			require.NoError(t, c.Update(tc.open))
			held := c.Run.World.Tick
			for range 60 {
				require.NoError(t, c.Update(Input{}))
			}
			assert.Equal(t, held, c.Run.World.Tick, "nothing moves while it is read")
			assert.Contains(t, c.Note.Shown(), "paused while you", "it says why it holds (the status line how to go on)")
			require.NoError(t, c.Update(tc.close))
			require.NoError(t, c.Update(Input{}))
			assert.Greater(t, c.Run.World.Tick, held, "closing it plays on")
			assert.Empty(t, c.Note.Shown(), "and takes back the note that the game holds")

			require.NoError(t, c.Update(Acts(Pause)))
			require.NoError(t, c.Update(tc.open))
			require.NoError(t, c.Update(tc.close))
			assert.True(t, c.Paused, "a game the player paused stays paused")
			require.NoError(t, c.Update(Acts(Pause)))

			require.NoError(t, c.Update(tc.open))
			if c.Editor.Open {
				require.NoError(t, c.Update(keyed("p")))
				assert.True(t, c.Paused, "P types a p in the breakpoint editor")
				return
			}
			require.NoError(t, c.Update(Acts(Pause)))
			at := c.Run.World.Tick
			require.NoError(t, c.Update(Input{}))
			assert.Greater(t, c.Run.World.Tick, at, "P plays on while it is open")
			assert.Empty(t, c.Note.Shown(), "the note that the game holds goes with it")
		})
	}
}

// TestAnotherEnemysPanelHoldsTheWorld: with a panel open on a game played
// on (P), choosing another enemy, by Tab or a click, opens its panel and
// holds the game, as opening the first did; so does choosing the same one
// again (a click on it, Tab among one enemy), as after -select, which
// does not hold: a pick is to read.
func TestAnotherEnemysPanelHoldsTheWorld(t *testing.T) {
	for _, tc := range []struct {
		name   string
		choose Input
	}{
		{"Tab", Acts(NextEnemy)},
		{"a click", Input{Pointer: Pointer{Click: true, Over: OverArena, OverEnemy: 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := open(t, session.Source{ScenarioPath: "arena"}, Options{}) // six enemies
			for range 30 {
				require.NoError(t, c.Update(Input{}))
			}
			require.NoError(t, c.Update(Acts(NextEnemy)))
			require.True(t, c.Paused, "the first panel holds")
			require.NoError(t, c.Update(Acts(Pause)))
			require.False(t, c.Paused, "P plays on beside it")
			first := c.Selected
			require.NoError(t, c.Update(tc.choose))
			require.NotEqual(t, first, c.Selected)
			assert.True(t, c.HeldToRead(), "another enemy's panel holds the game")
			require.NoError(t, c.Update(Acts(Pause)))
			require.NoError(t, c.Update(Input{Pointer: Pointer{Click: true, Over: OverArena, OverEnemy: c.Selected}}))
			assert.True(t, c.HeldToRead(), "the same enemy again holds too")
		})
	}
	c := open(t, session.Source{ScenarioPath: "near_chase"}, Options{Select: "near-1"}) // one enemy
	require.NoError(t, c.Update(Input{}))
	require.False(t, c.Paused, "-select watches it decide")
	require.NoError(t, c.Update(Acts(NextEnemy)))
	assert.True(t, c.HeldToRead(), "Tab, though it picks the one selected")
}

// TestHoldingForPanelsIsASetting: I switches holding for panels off and on;
// the key list holds either way. Switched off while a panel holds the game,
// the game plays on; switched on with a panel open, it holds; a pause of
// the player's own stays either way.
func TestHoldingForPanelsIsASetting(t *testing.T) {
	c := played(t, 30)
	require.True(t, c.HoldToRead, "on by default")
	require.NoError(t, c.Update(Acts(ToggleHold)))
	assert.Equal(t, "hold while you read a panel: off", c.Note.Shown())
	require.NoError(t, c.Update(Acts(NextEnemy)))
	assert.False(t, c.Paused, "off: a panel opens on a running game")
	require.NoError(t, c.Update(Acts(ToggleHold)))
	assert.True(t, c.HeldToRead(), "on, with the panel open: it holds")
	require.NoError(t, c.Update(Acts(ToggleHold)))
	assert.False(t, c.Paused, "off again: the game it held plays on")
	assert.Equal(t, "hold while you read a panel: off", c.Note.Shown())
	require.NoError(t, c.Update(Acts(Pause)))
	require.NoError(t, c.Update(Acts(ToggleHold)))
	require.NoError(t, c.Update(Acts(ToggleHold)))
	assert.True(t, c.Paused, "P's pause is the player's: the setting does not end it")
	require.NoError(t, c.Update(Acts(Pause)))
	require.NoError(t, c.Update(Acts(ToggleHelp)))
	assert.True(t, c.Paused, "the key list holds whatever the setting")
}

// TestStartingWithTheEditorHoldsTheWorld: -edit starts with the tree
// editor open, which has the keyboard, so the world waits as it does when a
// click opens the panel, and P plays on; -hold=false starts it running.
func TestStartingWithTheEditorHoldsTheWorld(t *testing.T) {
	tests := []struct {
		name   string
		opts   Options
		paused bool
	}{
		{"holding", Options{Select: "near-1", Edit: true}, true},
		{"-hold=false", Options{Select: "near-1", Edit: true, NoHold: true}, false},
		{"-select alone", Options{Select: "near-1"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := open(t, session.Source{ScenarioPath: "near_chase"}, tc.opts)
			for range 10 {
				require.NoError(t, c.Update(Input{}))
			}
			assert.Equal(t, tc.paused, c.Run.World.Tick == 0, "tick %d", c.Run.World.Tick)
			if !tc.paused {
				return
			}
			assert.True(t, c.HeldToRead())
			assert.Equal(t, "paused while you read near's tree", c.Note.Shown())
			require.NoError(t, c.Update(Acts(Pause)))
			require.NoError(t, c.Update(Input{}))
			assert.Positive(t, c.Run.World.Tick, "P plays on")
		})
	}
}

// TestTheTreeEditorHoldsTheWorld: F2 opens the tree editor, which has the
// keyboard, over a panel the game runs beside (-select, or holding off
// then on): the world waits until F2 or Esc closes it, and P plays on.
func TestTheTreeEditorHoldsTheWorld(t *testing.T) {
	for _, closing := range []Input{Acts(EditTree), Acts(EditCancel)} {
		c := open(t, session.Source{ScenarioPath: "near_chase"}, Options{Select: "near-1"})
		for range 10 {
			require.NoError(t, c.Update(Input{}))
		}
		require.Positive(t, c.Run.World.Tick, "the panel alone does not hold a game started on it")
		require.NoError(t, c.Update(Acts(EditTree)))
		held := c.Run.World.Tick
		for range 30 {
			require.NoError(t, c.Update(Input{}))
		}
		assert.Equal(t, held, c.Run.World.Tick, "nothing moves while the editor has the keyboard")
		assert.Equal(t, "paused while you read near's tree", c.Note.Shown())
		require.NoError(t, c.Update(closing))
		require.NoError(t, c.Update(Input{}))
		assert.Greater(t, c.Run.World.Tick, held, "closing it plays on")
	}
	c := open(t, session.Source{ScenarioPath: "near_chase"}, Options{Select: "near-1", NoHold: true})
	require.NoError(t, c.Update(Acts(EditTree)))
	at := c.Run.World.Tick
	require.NoError(t, c.Update(Input{}))
	assert.Greater(t, c.Run.World.Tick, at, "holding off: it plays on")
}

// TestTheHoldsNoteSaysWhatIsReadNow: held while a panel is read, the note
// follows what is read: the next enemy's panel after Tab, the tree editor
// once it opens, the panel again once it closes; the game stays held for
// the panel.
func TestTheHoldsNoteSaysWhatIsReadNow(t *testing.T) {
	c := open(t, session.Source{ScenarioPath: "arena"}, Options{})
	require.NoError(t, c.Update(Input{}))
	click := func(k int) Input { return Input{Pointer: Pointer{Click: true, Over: OverArena, OverEnemy: k}} }
	require.NoError(t, c.Update(click(0)))
	first := c.Run.World.Enemies[0].ID
	assert.Equal(t, "paused while you read "+first+"'s panel", c.Note.Shown())
	require.NoError(t, c.Update(click(1)))
	second := c.Run.World.Enemies[1].ID
	require.Equal(t, 1, c.Selected)
	assert.Equal(t, "paused while you read "+second+"'s panel", c.Note.Shown())
	require.NoError(t, c.Update(Acts(EditTree)))
	require.True(t, c.Trees.Open)
	kind := c.Run.World.Enemies[c.Selected].Kind.Name
	assert.Equal(t, "paused while you read "+kind+"'s tree", c.Note.Shown())
	require.NoError(t, c.Update(Acts(EditTree)))
	require.True(t, c.HeldToRead(), "closing the editor leaves the panel open, and the game held for it")
	assert.Equal(t, "paused while you read "+second+"'s panel", c.Note.Shown(), "the note names the panel again")
	require.NoError(t, c.Update(Input{Pointer: Pointer{RightClick: true}}))
	assert.False(t, c.Paused, "closing the panel plays on")
	assert.Empty(t, c.Note.Shown())
}

// TestARewindIsThePlayersPause: with the game held for a panel, going back
// on the timeline pauses it as P would: the note that it holds for the
// panel goes (the timeline's line says how to step again), another panel
// opened there says nothing of holding, and closing the panel stays in the
// past, paused.
func TestARewindIsThePlayersPause(t *testing.T) {
	c := played(t, 120)
	require.NoError(t, c.Update(Acts(NextEnemy)))
	require.True(t, c.HeldToRead())
	require.Contains(t, c.Note.Shown(), "paused while you read")
	require.NoError(t, c.Update(Input{Pointer: Pointer{Click: true, MouseDown: true, Over: OverTimeline, TimelineTick: 50}}))
	require.NoError(t, c.Update(Input{}))
	require.Equal(t, uint32(50), c.Run.World.Tick)
	assert.Empty(t, c.Note.Shown(), "not held for the panel any more")
	require.NoError(t, c.Update(Acts(NextEnemy)))
	assert.Empty(t, c.Note.Shown(), "another panel in the past holds nothing")
	require.NoError(t, c.Update(Acts(TogglePanel)))
	require.NoError(t, c.Update(Input{}))
	assert.True(t, c.Paused)
	assert.Equal(t, uint32(50), c.Run.World.Tick, "closing the panel stays where the timeline went")
	assert.True(t, c.Run.Past())
}
