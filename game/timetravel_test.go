package game

import (
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/session"
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

func TestTheTimelineSeeksWhereItIsClickedAndDragged(t *testing.T) {
	g := played(t, 600)
	head := g.ctl.Run.Head()
	x := int(barXOf(head/2, &g.stage))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseDown: true, MouseX: x, MouseY: int(barYOf(&g.stage)) + 2}}))
	assert.True(t, g.ctl.Paused, "clicking the timeline pauses")
	assert.InDelta(t, float64(head/2), float64(g.ctl.Run.World.Tick), 15, "and shows the tick under the cursor")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseDown: true, MouseX: int(barXOf(head/4, &g.stage)), MouseY: 100}}))
	assert.InDelta(t, float64(head/4), float64(g.ctl.Run.World.Tick), 15, "dragging follows the cursor, also off the bar")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: 640, MouseY: 100}}))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{MouseX: 640, MouseY: 100}}))
	assert.InDelta(t, float64(head/4), float64(g.ctl.Run.World.Tick), 15, "released, it stays")
	assert.Equal(t, head, g.ctl.Run.Head(), "looking back changes nothing")
}

func TestBreakpointsPauseOnTheTickSomethingHappens(t *testing.T) {
	g := played(t, 1)
	g.ctl.Select(0)
	g.lay()
	shoot, ok := g.ctl.Run.Minds.Shape(0).Find("far/attack/shoot")
	require.True(t, ok)
	y := g.panel.treeTop + shoot*lineHeight + 4
	x := int(g.side.x) + 40
	require.Equal(t, shoot, g.views.panel.rowAt(x, y, &g.stage))
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseX: x, MouseY: y}}))
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

// TestASeekTheRunDidNotReachIsTheFlagsFault: -seek past what the run
// holds once its -frames have run (the clock stops when the player dies) is
// a cli.FlagError, which the command exits 2 for, naming what the run holds.
func TestASeekTheRunDidNotReachIsTheFlagsFault(t *testing.T) {
	g := played(t, 10)
	r := &runner{opts: Options{Frames: 1, Seeking: true, Seek: 500}}
	err := r.counted(g.ctl)
	var bad cli.FlagError
	require.ErrorAs(t, err, &bad)
	assert.EqualError(t, err, "-seek 500: tick 500 is not in this run: it holds ticks 0 to 10")

	r = &runner{opts: Options{Frames: 1, Seeking: true, Seek: 5}}
	require.NoError(t, r.counted(g.ctl), "a tick the run holds")
	assert.Equal(t, uint32(5), g.ctl.Run.World.Tick)
}
