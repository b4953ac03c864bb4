package game

import (
	"github.com/enemyai/enemyai/session"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/control"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// played returns a game on the far_dodge scenario after n updates.
func played(t *testing.T, n int) *Game {
	t.Helper()
	g, err := New(Options{Source: session.Source{ScenarioPath: "far_dodge"}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	for range n {
		require.NoError(t, g.update(control.Input{}))
	}
	return g
}

func TestArrowsStepThroughTimeWhilePaused(t *testing.T) {
	g := played(t, 300)
	require.NoError(t, g.update(control.Acts(control.Pause)))
	head := g.ctl.Run.World.Tick
	tests := []struct {
		name string
		in   control.Input
		want uint32
	}{
		{"left: a tick back", control.Acts(control.Back), head - 1},
		{"shift+left: a second back", control.Acts(control.Back, control.Coarse), head - 61},
		{"right: a tick forward, re-simulated", control.Acts(control.Forward), head - 60},
		{"N: a tick forward too", control.Acts(control.StepForward), head - 59},
		{"shift+right: a second forward, to the present", control.Acts(control.Forward, control.Coarse), head + 1},
	}
	for _, tc := range tests {
		require.NoError(t, g.update(tc.in))
		assert.Equal(t, tc.want, g.ctl.Run.World.Tick, tc.name)
	}
	assert.Equal(t, head+1, g.ctl.Run.Head(), "stepping past the present plays on")
}

func TestTheRightArrowStepsWithoutWalking(t *testing.T) {
	g := oneEnemy(t) // the keyboard plays
	require.NoError(t, g.update(control.Acts(control.Pause)))
	x := g.ctl.Run.World.Player.Pos.X
	require.NoError(t, g.update(control.Acts(control.Forward).With(control.MoveX, 1))) // the right arrow is also a move key
	assert.Equal(t, uint32(1), g.ctl.Run.World.Tick, "a tick forward")
	assert.Equal(t, x, g.ctl.Run.World.Player.Pos.X, "stepping with the arrow does not walk the player")
	require.NoError(t, g.update(control.Acts(control.StepForward).With(control.MoveX, 1)))
	assert.Greater(t, g.ctl.Run.World.Player.Pos.X, x, "N steps with the keys held, D walking")
}

func TestTheTimelineSeeksWhereItIsClickedAndDragged(t *testing.T) {
	g := played(t, 600)
	head := g.ctl.Run.Head()
	x := int(barXOf(head/2, &g.stage))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseDown: true, MouseX: x, MouseY: barY + 2}}))
	assert.True(t, g.ctl.Paused, "clicking the timeline pauses")
	assert.InDelta(t, float64(head/2), float64(g.ctl.Run.World.Tick), 15, "and shows the tick under the cursor")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseDown: true, MouseX: int(barXOf(head/4, &g.stage)), MouseY: 100}}))
	assert.InDelta(t, float64(head/4), float64(g.ctl.Run.World.Tick), 15, "dragging follows the cursor, also off the bar")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: 640, MouseY: 100}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: 640, MouseY: 100}}))
	assert.InDelta(t, float64(head/4), float64(g.ctl.Run.World.Tick), 15, "released, it stays")
	assert.Equal(t, head, g.ctl.Run.Head(), "looking back changes nothing")
}

func TestResumingFromThePastLetsTheKeyboardPlay(t *testing.T) {
	g := played(t, 400)
	require.NoError(t, g.update(control.Acts(control.Pause)))
	require.NoError(t, g.update(control.Acts(control.Back, control.Coarse)))
	from := g.ctl.Run.World.Tick
	require.True(t, g.ctl.Run.Scripted())
	require.NoError(t, g.update(control.Acts(control.Pause).With(control.MoveX, -1)))
	assert.Equal(t, from+1, g.ctl.Run.Head(), "the old future is dropped")
	assert.False(t, g.ctl.Run.Scripted(), "the keyboard takes over from the script")
	x := g.ctl.Run.World.Player.Pos.X
	require.NoError(t, g.update(control.Acts().With(control.MoveX, -1)))
	assert.Less(t, g.ctl.Run.World.Player.Pos.X, x, "and moves the player")
}

func TestBreakpointsPauseOnTheTickSomethingHappens(t *testing.T) {
	g := played(t, 1)
	g.ctl.Select(0)
	g.lay()
	shoot, ok := g.ctl.Run.Minds.Shape(0).Find("far/attack/shoot")
	require.True(t, ok)
	y := g.panel.treeTop + shoot*lineHeight + 4
	require.Equal(t, shoot, g.views.panel.rowAt(panelX+40, y, &g.stage))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseX: panelX + 40, MouseY: y}}))
	require.True(t, g.ctl.Breaks.On(shoot), "a click on the row sets a breakpoint")
	for range 600 {
		if g.ctl.Paused {
			break
		}
		require.NoError(t, g.update(control.Input{}))
	}
	require.True(t, g.ctl.Paused, "it paused")
	assert.Contains(t, g.ctl.Note.Shown(), "far-1 far/attack/shoot idle -> running")
	assert.Equal(t, g.ctl.Run.Minds.Instance(0).Visited(shoot), g.ctl.Run.World.Tick, "on the tick the shot started")

	require.NoError(t, g.update(control.Acts(control.ClearBreaks)))
	assert.Zero(t, g.ctl.Breaks.Nodes(), "X clears")
	require.NoError(t, g.update(control.Acts(control.BreakOnHit, control.Pause)))
	for range 900 {
		if g.ctl.Paused {
			break
		}
		require.NoError(t, g.update(control.Input{}))
	}
	require.True(t, g.ctl.Paused, "pauses when the player is hit")
	assert.Contains(t, g.ctl.Note.Shown(), "player hit by far-1")
}

func TestLCyclesLabelsThroughStateIDsAndOff(t *testing.T) {
	g := oneEnemy(t)
	var modes []control.LabelMode
	for range 4 {
		modes = append(modes, g.ctl.Labels)
		require.NoError(t, g.update(control.Acts(control.CycleLabels)))
	}
	assert.Equal(t, []control.LabelMode{control.LabelsState, control.LabelsID, control.LabelsOff, control.LabelsState}, modes)
	g.ctl.Labels = control.LabelsID
	drawFrame(g)
	assert.Contains(t, g.labels, labelKey{"near-1", ai.Resting}, "the ID is drawn above the enemy, as -select and traces name it")
}
