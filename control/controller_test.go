package control

import (
	"github.com/enemyai/enemyai/session"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// played returns a controller on the far_dodge scenario after n updates.
func played(t *testing.T, n int) *Controller {
	t.Helper()
	c := open(t, session.Source{ScenarioPath: "far_dodge"}, Options{})
	for range n {
		require.NoError(t, c.Update(Input{}))
	}
	return c
}

func TestTimeTravelThroughInputs(t *testing.T) {
	c := played(t, 300)
	head := c.Run.Head()
	require.Equal(t, uint32(300), head)
	steps := []struct {
		name string
		in   Input
		want uint32 // the tick shown after it
	}{
		{"P pauses", Acts(Pause), 300},
		{"the left arrow steps back", Acts(Back), 299},
		{"Shift makes it a second", Acts(Back, Coarse), 239},
		{"the right arrow steps forward", Acts(Forward), 240},
		{"dragging the timeline seeks", Input{Pointer: Pointer{Click: true, MouseDown: true, Over: OverTimeline, TimelineTick: 100}}, 100},
		{"off the bar, the drag goes on", Input{Pointer: Pointer{MouseDown: true, Over: OverArena, TimelineTick: 50}}, 50},
		{"released, it stays", Input{Pointer: Pointer{Over: OverArena, TimelineTick: 200}}, 50},
		{"paused, nothing plays", Input{}, 50},
	}
	for _, s := range steps {
		before, was := c.Version(), c.Run.World.Tick
		require.NoError(t, c.Update(s.in), s.name)
		assert.Equal(t, s.want, c.Run.World.Tick, s.name)
		assert.True(t, c.Paused, s.name)
		if s.want != was {
			assert.NotEqual(t, before, c.Version(), "%s: a seek changes the version", s.name)
		}
	}
	assert.Equal(t, head, c.Run.Head(), "looking back changes nothing")
	require.NoError(t, c.Update(Acts(Pause))) // resumes, and plays this update's tick
	require.NoError(t, c.Update(Input{}))
	assert.Equal(t, uint32(52), c.Run.Head(), "resuming plays on from the tick shown")
}

func TestThePointerSelectsScrollsAndSetsBreakpoints(t *testing.T) {
	c := played(t, 1)
	require.NoError(t, c.Update(Input{Pointer: Pointer{Click: true, Over: OverArena, OverEnemy: 0}}))
	require.Equal(t, 0, c.Selected, "a click on an enemy selects it")
	require.True(t, c.PanelShown())
	require.NoError(t, c.Update(Acts(TogglePanel)))
	require.False(t, c.PanelShown(), "B hides the panel")
	require.NoError(t, c.Update(Input{Pointer: Pointer{Click: true, Over: OverArena, OverEnemy: 0}}))
	require.True(t, c.PanelShown(), "a click on an enemy opens its panel again, as Tab does")

	rows := c.Run.Minds.Shape(0).Len()
	require.NoError(t, c.Update(Input{Pointer: Pointer{Wheel: -100, Over: OverPanel}}))
	assert.Equal(t, max(0, rows-panelRows), c.PanelScroll, "scrolling stops at the last row")
	require.NoError(t, c.Update(Input{Pointer: Pointer{Wheel: 100, Over: OverPanel}}))
	assert.Zero(t, c.PanelScroll)

	shoot, ok := c.Run.Minds.Shape(0).Find("far/attack/shoot")
	require.True(t, ok)
	require.NoError(t, c.Update(Input{Pointer: Pointer{Click: true, Over: OverPanel, OverRow: shoot, OverEnemy: -1}}))
	assert.True(t, c.Breaks.On(shoot), "a click on a row sets a breakpoint")
	assert.Equal(t, 0, c.Selected, "and keeps the selection")
	require.True(t, c.Paused, "held while the panel is read")
	require.NoError(t, c.Update(Acts(Pause)))
	require.False(t, c.Paused, "P plays on")
	for range 600 {
		if c.Paused {
			break
		}
		require.NoError(t, c.Update(Input{}))
	}
	require.True(t, c.Paused, "the breakpoint paused the game")
	assert.Contains(t, c.Stop, "far-1 far/attack/shoot idle -> running")

	require.NoError(t, c.Update(Input{Pointer: Pointer{Click: true, Over: OverArena, OverEnemy: -1}}))
	assert.Equal(t, -1, c.Selected, "a click on empty ground deselects")
	assert.Zero(t, c.Breaks.Nodes(), "node breakpoints belong to the enemy's tree")
}

func TestTheVersionMovesWhenTheWorldShownChanges(t *testing.T) {
	c, _ := onConfigFile(t)
	c.Select(0)
	changes := []struct {
		name string
		in   Input
	}{
		{"tuning", Acts().With(PickField, 1).With(Adjust, 1)},
		{"undoing", Acts(Undo)},
		{"restarting", Acts(Restart)},
		{"stepping back", Acts(Pause, Back)},
	}
	for range 10 {
		require.NoError(t, c.Update(Input{}))
	}
	for _, ch := range changes {
		before := c.Version()
		require.NoError(t, c.Update(ch.in), ch.name)
		assert.NotEqual(t, before, c.Version(), ch.name)
	}
	before := c.Version()
	require.NoError(t, c.Update(Input{}))
	assert.Equal(t, before, c.Version(), "a paused update changes nothing")
}

// TestAReplayPausesAtItsEnd: played back, a replay stops on its last tick
// and says so until play goes on; P then plays on live, as from any past
// tick.
func TestAReplayPausesAtItsEnd(t *testing.T) {
	path := recorded(t, session.Source{ScenarioPath: "far_dodge"}, 100)

	c := open(t, session.Source{ReplayPath: path}, Options{})
	for range 150 {
		require.NoError(t, c.Update(Input{}))
	}
	assert.Equal(t, uint32(100), c.Run.World.Tick, "the replay stops on its last tick")
	assert.True(t, c.Paused)
	assert.Equal(t, "end of replay at t 100: P plays on live", c.Stop)
	assert.True(t, c.AtReplaysEnd(), "the arrows step back only")
	require.NoError(t, c.Update(Acts(Forward)))
	assert.Equal(t, uint32(100), c.Run.World.Tick, "the right arrow does not play past the replay's end")
	assert.Equal(t, uint32(100), c.Run.End())
	assert.Equal(t, "the replay ends at t 100: P plays on live", c.Note.Shown())
	require.NoError(t, c.Update(Acts(Back)))
	require.NoError(t, c.Update(Acts(Forward)))
	assert.Equal(t, uint32(100), c.Run.World.Tick, "it steps within the replay")
	require.NoError(t, c.Update(Acts(Forward)))
	assert.Equal(t, uint32(100), c.Run.World.Tick)
	require.NoError(t, c.Update(Acts(Pause)))
	assert.Empty(t, c.Stop)
	assert.False(t, c.AtReplaysEnd())
	assert.Equal(t, uint32(101), c.Run.World.Tick, "resumed, it plays on")
	assert.False(t, c.Paused)
	require.NoError(t, c.Update(Acts(Pause)))
	require.NoError(t, c.Update(Acts(Forward)))
	assert.Equal(t, uint32(102), c.Run.World.Tick, "played on live, the arrow steps live")
}

// TestPOnAnEarlierTickPlaysTheReplayOn: in a replay gone back in time,
// before its end or after it, P plays the replay on from there to its end,
// where it stops again, instead of dropping what it recorded.
func TestPOnAnEarlierTickPlaysTheReplayOn(t *testing.T) {
	path := recorded(t, session.Source{ScenarioPath: "far_dodge"}, 100)

	c := open(t, session.Source{ReplayPath: path}, Options{})
	for range 50 {
		require.NoError(t, c.Update(Input{}))
	}
	for _, name := range []string{"before its end", "after it"} {
		require.NoError(t, c.SeekAhead(20), name)
		require.NoError(t, c.Update(Acts(Pause)), name)
		assert.False(t, c.Paused, name)
		assert.Equal(t, uint32(100), c.Run.End(), "%s: the replay's recorded ticks stay", name)
		for range 150 {
			require.NoError(t, c.Update(Input{}))
		}
		assert.Equal(t, uint32(100), c.Run.World.Tick, "%s: the replay plays on to its end", name)
		assert.Equal(t, "end of replay at t 100: P plays on live", c.Stop, name)
	}
}

// onDeathScenario returns a controller on a scenario where the player walks,
// after 400 ticks, into the reach of a Near enemy that kills with one blow,
// recording the run to record if it is not "".
func onDeathScenario(t *testing.T, record string) *Controller {
	t.Helper()
	path := filepath.Join(t.TempDir(), "close.toml")
	require.NoError(t, os.WriteFile(path, []byte("[arena]\nwidth = 16.0\nheight = 10.0\nplayer_start = [1.0, 5.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [8.0, 5.0]\n\n[[steps]]\nwait = 400\n\n[[steps]]\nmove = [7.5, 5.0]\n"), 0o644))
	return open(t, session.Source{ScenarioPath: path,
		Set: []config.KindValue{{Kind: "near", Field: config.FieldDamage, Value: 100}}}, Options{RecordPath: record})
}

// TestTheClockStopsAfterThePlayersDeath: the world plays on for a moment
// after the player dies, then stands still while the death screen is up,
// so that the seconds before the death stay within reach of the timeline.
func TestTheClockStopsAfterThePlayersDeath(t *testing.T) {
	c := onDeathScenario(t, "")
	for range 900 {
		require.NoError(t, c.Update(Input{}))
	}
	require.True(t, c.Run.World.Player.Dead, "the player stood in reach of a hard hitter")
	died := c.Run.PlayerDiedAt()
	for range 60 * 70 {
		require.NoError(t, c.Update(Input{}))
	}
	assert.Equal(t, died+deathPlays, c.Run.World.Tick, "the clock stopped")
	assert.LessOrEqual(t, c.Run.Start(), died-5*TicksPerSecond, "a minute later, the seconds before the death are still there")
	c.Seek(died - 60)
	require.NoError(t, c.Update(Acts(Pause)))
	require.NoError(t, c.Update(Acts(Pause)))
	assert.Greater(t, c.Run.World.Tick, died-60, "resumed from the past, it plays on")
	require.NoError(t, c.Update(Acts(Restart)))
	assert.False(t, c.Run.World.Player.Dead)
}

// TestAReplayPlaysThroughTheStoppedClock: a game recorded through a death
// and a restart on the death screen replays to its end.
func TestAReplayPlaysThroughTheStoppedClock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "died.json")
	c := onDeathScenario(t, path)
	for range 900 + deathPlays {
		require.NoError(t, c.Update(Input{}))
	}
	require.True(t, c.Run.World.Player.Dead)
	require.NoError(t, c.Update(Acts(Restart)))
	require.NoError(t, c.Close())

	again := open(t, session.Source{ReplayPath: path}, Options{})
	for range 2000 {
		require.NoError(t, again.Update(Input{}))
	}
	assert.Equal(t, 1, again.Run.Segment(), "the replay plays through the death to the restart")
}

// TestAReplayIsReachedAnywhere: a replay's whole segment is known from the
// start: the timeline reaches past the ticks played, a seek there plays
// ahead over a few updates and lands on the tick, the same world as playing
// it through, and a tick outside the run is refused.
func TestAReplayIsReachedAnywhere(t *testing.T) {
	path := recorded(t, session.Source{ScenarioPath: "arena", Enemies: 200}, 700)

	c := open(t, session.Source{ReplayPath: path}, Options{})
	require.NoError(t, c.Update(Input{}))
	assert.Equal(t, uint32(700), c.Run.End(), "the whole segment is known")
	assert.Contains(t, c.Playing(), "replay run.json, seed ")
	require.NoError(t, c.Update(Input{Pointer: Pointer{Click: true, MouseDown: true, Over: OverTimeline, TimelineTick: 654}}))
	updates := 1
	for c.Run.World.Tick != 654 {
		require.NoError(t, c.Update(Input{Pointer: Pointer{TimelineTick: 654}}))
		require.Less(t, updates, 60, "played ahead within a second")
		updates++
	}
	assert.True(t, c.Paused)

	through := open(t, session.Source{ReplayPath: path}, Options{})
	for through.Run.World.Tick < 654 {
		require.NoError(t, through.Update(Input{}))
	}
	assert.Equal(t, through.Run.Hash(nil), c.Run.Hash(nil), "the same world as played through")

	require.NoError(t, c.SeekAhead(10))
	assert.Equal(t, uint32(10), c.Run.World.Tick, "back, at once")
	assert.EqualError(t, c.SeekAhead(701), "tick 701 is not in this run: it holds ticks 0 to 700")
}

// TestPlayingAheadSaysItsProgressUntilThere: a crowd's replay played ahead
// over several updates says how far it is on each, and once there says so
// no more, though the game, paused there, keeps its other notes.
func TestPlayingAheadSaysItsProgressUntilThere(t *testing.T) {
	path := recorded(t, session.Source{ScenarioPath: "arena", Enemies: 3000}, 400)

	c := open(t, session.Source{ReplayPath: path}, Options{})
	require.NoError(t, c.SeekAhead(390))
	said := 0
	for c.Run.World.Tick != 390 {
		require.NoError(t, c.Update(Input{}))
		if c.Run.World.Tick != 390 {
			require.Contains(t, c.Note.Shown(), "playing the replay ahead to t 390: at t ")
			said++
		}
	}
	require.Positive(t, said, "played ahead over several updates")
	assert.Empty(t, c.Note.Shown(), "there: its progress said no more")
}

func TestArrowsStepThroughTimeWhilePaused(t *testing.T) {
	c := played(t, 300)
	require.NoError(t, c.Update(Acts(Pause)))
	head := c.Run.World.Tick
	tests := []struct {
		name string
		in   Input
		want uint32
	}{
		{"left: a tick back", Acts(Back), head - 1},
		{"shift+left: a second back", Acts(Back, Coarse), head - 61},
		{"right: a tick forward, re-simulated", Acts(Forward), head - 60},
		{"N: a tick forward too", Acts(StepForward), head - 59},
		{"shift+right: a second forward, to the present", Acts(Forward, Coarse), head + 1},
	}
	for _, tc := range tests {
		require.NoError(t, c.Update(tc.in))
		assert.Equal(t, tc.want, c.Run.World.Tick, tc.name)
	}
	assert.Equal(t, head+1, c.Run.Head(), "stepping past the present plays on")
}

// TestAStepOfTheToolbarOrThePadPausesFirst: the touch toolbar's steps and
// the pad's LB and RB, which do nothing else while the game runs, pause a
// running game and step; the keyboard's arrows, which walk while it runs,
// do not pause it.
func TestAStepOfTheToolbarOrThePadPausesFirst(t *testing.T) {
	for _, tc := range []struct {
		name   string
		in     Input
		paused bool
		want   int // the tick shown after, from the head before
	}{
		{"the left arrow walks on", Acts(Back).With(MoveX, -1), false, 1},
		{"<: paused, a tick back", Acts(Back, PauseFirst), true, -1},
		{"<<: paused, a second back", Acts(Back, Coarse, PauseFirst), true, -TicksPerSecond},
		{">: paused, a step forward", Acts(StepForward, PauseFirst), true, 1},
		{">>: paused, a second forward", Acts(Forward, Coarse, PauseFirst), true, TicksPerSecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := played(t, 300)
			head := int(c.Run.World.Tick)
			require.NoError(t, c.Update(tc.in))
			assert.Equal(t, tc.paused, c.Paused)
			assert.Equal(t, head+tc.want, int(c.Run.World.Tick))
			if tc.paused {
				assert.False(t, c.HeldToRead(), "paused as P pauses: closing a panel does not play on")
			}
		})
	}
}

func TestTheRightArrowStepsWithoutWalking(t *testing.T) {
	c := oneEnemy(t) // the keyboard plays
	require.NoError(t, c.Update(Acts(Pause)))
	x := c.Run.World.Player.Pos.X
	require.NoError(t, c.Update(Acts(Forward).With(MoveX, 1))) // the right arrow is also a move key
	assert.Equal(t, uint32(1), c.Run.World.Tick, "a tick forward")
	assert.Equal(t, x, c.Run.World.Player.Pos.X, "stepping with the arrow does not walk the player")
	require.NoError(t, c.Update(Acts(StepForward).With(MoveX, 1)))
	assert.Greater(t, c.Run.World.Player.Pos.X, x, "N steps with the keys held, D walking")
}

func TestResumingFromThePastLetsTheKeyboardPlay(t *testing.T) {
	c := played(t, 400)
	require.NoError(t, c.Update(Acts(Pause)))
	require.NoError(t, c.Update(Acts(Back, Coarse)))
	from := c.Run.World.Tick
	require.True(t, c.Run.Scripted())
	require.NoError(t, c.Update(Acts(Pause).With(MoveX, -1)))
	assert.Equal(t, from+1, c.Run.Head(), "the old future is dropped")
	assert.False(t, c.Run.Scripted(), "the keyboard takes over from the script")
	x := c.Run.World.Player.Pos.X
	require.NoError(t, c.Update(Acts().With(MoveX, -1)))
	assert.Less(t, c.Run.World.Player.Pos.X, x, "and moves the player")
}

// TestTabSkipsTheDead: Tab selects the next enemy that is alive at the tick
// shown, going round: a dead one decides nothing to read.
func TestTabSkipsTheDead(t *testing.T) {
	c := open(t, session.Source{ScenarioPath: "arena"}, Options{NoHold: true})
	dead := -1
	for range 1200 {
		require.NoError(t, c.Update(Input{}))
		if dead = slices.IndexFunc(c.Run.World.Enemies, func(e entity.Enemy) bool { return e.Dead }); dead >= 0 {
			break
		}
	}
	require.GreaterOrEqual(t, dead, 0, "the scripted player kills one")
	c.Select(dead - 1) // -1, none, when the dead one is the first
	require.NoError(t, c.Update(Acts(NextEnemy)))
	assert.NotEqual(t, dead, c.Selected)
	assert.False(t, c.Run.World.Enemies[c.Selected].Dead, "the next living one")
	assert.Equal(t, (dead+1)%len(c.Run.World.Enemies), c.Selected)
}

// TestARestartPlays: R plays the fresh world, whatever paused the old one
// (P, a step into the past), but stays held while a panel it holds for is
// open; the best time is the old game's whole, also from its past.
func TestARestartPlays(t *testing.T) {
	for _, c := range []struct {
		name   string
		before func(c *Controller)
		paused bool
	}{
		{"paused with P", func(c *Controller) { keys(t, c, Acts(Pause)) }, false},
		{"paused in the past", func(c *Controller) {
			keys(t, c, Acts(Pause), Acts(Back, Coarse))
			require.True(t, c.Run.Past())
		}, false},
		{"playing", func(*Controller) {}, false},
		{"held for a panel", func(c *Controller) { keys(t, c, Acts(NextEnemy)) }, true},
		{"paused with P, then a panel opened", func(c *Controller) { keys(t, c, Acts(Pause), Acts(NextEnemy)) }, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := open(t, session.Source{ScenarioPath: "near_chase"}, Options{})
			for range 90 {
				keys(t, g, Input{})
			}
			c.before(g)
			lasted := g.Run.Head()
			keys(t, g, Acts(Restart), Input{}, Input{})
			assert.Equal(t, c.paused, g.Paused)
			assert.Equal(t, lasted, g.Best, "the best is how long the old game lasted, not the tick shown")
			if !c.paused {
				assert.Equal(t, uint32(3), g.Run.World.Tick, "it plays from the start: the restart's update and two more")
			}
		})
	}
}
