package game

import (
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTuningInThePastMakesAWhatIf rewinds the far_dodge game, raises Far's
// attack range there and checks the fork: drawn on top, compared with the
// recorded future, switched, kept and dropped with their keys.
func TestTuningInThePastMakesAWhatIf(t *testing.T) {
	g := played(t, 600)
	head := g.ctl.Run.Head()
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.Pause)))
	for range 8 {
		require.NoError(t, g.update(control.Acts(control.Back, control.Coarse)))
	}
	at := g.ctl.Run.World.Tick
	require.NoError(t, g.update(control.Acts().With(control.PickField, 2)))
	require.NoError(t, g.update(control.Acts().With(control.Adjust, 1)))
	require.NoError(t, g.update(control.Acts().With(control.Adjust, 1))) // a second change stacks into the same what-if
	require.NotNil(t, g.ctl.What)
	assert.Equal(t, at, g.ctl.What.Fork.At)
	assert.Equal(t, []string{"far attack 4.00 -> 4.50"}, g.ctl.What.Changes(), "the net change")
	assert.Equal(t, head, g.ctl.Run.Head(), "the recorded future stays")
	assert.Equal(t, 4.0, g.ctl.Run.World.Kind("far").Attack, "and keeps its values")
	for range 10 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.True(t, g.ctl.What.Fork.Done())
	assert.Equal(t, 4.5, g.ctl.What.Fork.B.World.Kind("far").Attack)

	require.NoError(t, g.update(control.Acts(control.Forward, control.Coarse)))
	assert.Same(t, g.ctl.What.Fork.B, g.ctl.Shown(), "the what-if is drawn normally")
	ghosts, changed := g.ctl.Ghosts()
	assert.Same(t, g.ctl.Run, ghosts)
	assert.False(t, changed)
	assert.Equal(t, g.ctl.Run.World.Tick, g.ctl.What.Fork.B.World.Tick, "both futures on the same clock")
	lines := g.whatIfLines(g.ctl.What, g.ctl.Run.World.Tick, 70, false, false)
	assert.Contains(t, lines[0], "WHAT-IF from t")
	assert.Contains(t, lines[1], "V swaps, K keeps, Del drops")
	assert.Contains(t, lines[3], "recorded   what-if")
	g.lastUsed = control.TouchScreen
	assert.Contains(t, strings.Join(g.whatIfLines(g.ctl.What, g.ctl.Run.World.Tick, 70, false, false)[1:3], " "), "other swaps, keep keeps, drop drops", "the toolbar's buttons on a touch screen")
	g.lastUsed = control.KeysAndMouse
	assert.Regexp(t, `^player HP at the end +\d+ +\d+$`, lines[7])

	require.NoError(t, g.update(control.Acts(control.SwapFutures)))
	assert.Same(t, g.ctl.Run, g.ctl.Shown(), "V: the recorded future on top")
	require.NoError(t, g.update(control.Acts(control.SwapFutures)))

	shown := g.ctl.Run.World.Tick
	require.NoError(t, g.update(control.Acts(control.KeepFork)))
	assert.Nil(t, g.ctl.What, "K: kept")
	assert.Equal(t, head, g.ctl.Run.Head(), "the kept future reaches the same present")
	assert.Equal(t, shown, g.ctl.Run.World.Tick, "the tick shown stays")
	assert.Equal(t, 4.5, g.ctl.Run.World.Kind("far").Attack, "the kept value, which the enemies run")
	g.ctl.Seek(at)
	assert.Equal(t, 4.5, g.ctl.Run.World.Kind("far").Attack, "the change is made at the what-if's tick")
	g.ctl.Seek(at - 1)
	assert.Equal(t, 4.0, g.ctl.Run.World.Kind("far").Attack, "before it, the old value")

	require.NoError(t, g.update(control.Acts().With(control.Adjust, -1)))
	require.NotNil(t, g.ctl.What)
	require.NoError(t, g.update(control.Acts(control.DropFork)))
	assert.Nil(t, g.ctl.What, "Del drops it")
	require.NoError(t, g.update(control.Acts().With(control.Adjust, -1)))
	require.NotNil(t, g.ctl.What)
	require.NoError(t, g.update(control.Acts(control.Pause)))
	assert.Nil(t, g.ctl.What, "resuming play drops it with the recorded future")
}

// TestForkFlagShowsAWhatIf makes the what-if -fork asks for, as a
// screenshot does, and checks what is drawn.
func TestForkFlagShowsAWhatIf(t *testing.T) {
	g := played(t, 300)
	g.ctl.Paused = true
	g.ctl.Seek(10)
	require.NoError(t, g.ctl.ForkHere([]config.KindValue{{Kind: "far", Field: config.FieldAttack, Value: 2.75}}))
	require.NotNil(t, g.ctl.What.Fork.First)
	assert.Equal(t, g.ctl.What.Fork.First.Tick+20, g.ctl.Run.World.Tick, "a third of a second after the divergence")
	assert.NotEmpty(t, pixels(t, g))
	for i, e := range g.ctl.Shown().World.Enemies {
		if e.Kind.Name == "far" {
			g.ctl.Select(i)
			break
		}
	}
	var labels []string
	for _, l := range g.tuning().labels {
		labels = append(labels, l.text)
	}
	assert.Contains(t, labels, "2 attack 2.75", "after its tick, the tuner shows the what-if's values, which its enemies run")
}

// TestAWhatIfOnAShortFutureSaysSo: made just before the present, a what-if
// has little to compare, and its box says how little and what to do.
func TestAWhatIfOnAShortFutureSaysSo(t *testing.T) {
	g := played(t, 300)
	require.NoError(t, g.update(control.Acts(control.Pause)))
	require.NoError(t, g.update(control.Acts(control.Back)))
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts().With(control.PickField, 2).With(control.Adjust, 1)))
	require.NotNil(t, g.ctl.What)
	for range 5 {
		require.NoError(t, g.update(control.Input{}))
	}
	lines := g.whatIfLines(g.ctl.What, g.ctl.Run.World.Tick, 70, false, false)
	assert.Contains(t, strings.Join(lines, "\n"), "only 0.02 s recorded after t 299: play on, then rewind to compare more")
	assert.Equal(t, "drawn: recorded; the what-if begins after t 299   K keeps, Del drops", lines[1], "at its tick, nothing differs yet")
	lines = g.whatIfLines(g.ctl.What, g.ctl.Run.World.Tick, 100, true, false)
	assert.Equal(t, "drawn: recorded; the what-if begins after t 299   close the editor (Esc), then K keeps, Del drops", lines[1],
		"while the tree editor is open, K and Del are its own")
}

// TestTheDeathScreenIsTheWorldShowns: the death screen shows when the
// player of the world shown is dead: not over a what-if whose player lives
// on where the game's died, and over one whose player died, saying so.
func TestTheDeathScreenIsTheWorldShowns(t *testing.T) {
	g := played(t, 300)
	g.ctl.Paused = true
	g.ctl.Seek(10)
	require.NoError(t, g.ctl.ForkHere([]config.KindValue{{Kind: "far", Field: config.FieldAttack, Value: 2.75}}))
	require.NotSame(t, g.ctl.Run, g.ctl.Shown(), "the what-if's future is shown")
	drawn := func() (death bool, said string) {
		log := framed(g)
		for _, b := range log.boxes {
			death = death || b.name == "death message"
		}
		return death, strings.Join(log.said(), "\n")
	}
	g.ctl.Run.World.Player.Dead = true
	death, _ := drawn()
	assert.False(t, death, "the what-if's player lives")
	g.ctl.Shown().World.Player.Dead = true
	death, said := drawn()
	assert.True(t, death, "the what-if's player died")
	assert.Contains(t, said, "in the what-if, survived")
}

// TestTheTreeEditorLeavesAWhatIfsBoxInView: an edit in the past, made with
// the tree editor open, makes a what-if whose box the editor's window,
// opened before it, does not cover, on every screen: upright on a phone
// the box lies under the side the window opened in.
func TestTheTreeEditorLeavesAWhatIfsBoxInView(t *testing.T) {
	for _, device := range testDevices {
		t.Run(deviceName(device), func(t *testing.T) {
			g := oneEnemy(t)
			g.device = device
			for range 60 {
				require.NoError(t, g.update(control.Input{}))
			}
			g.ctl.Select(0)
			require.NoError(t, g.update(control.Acts(control.EditTree)))
			require.NoError(t, g.views.trees.update(&g.stage)) // the window opens, with no what-if
			g.ctl.Seek(30)
			g.ctl.Trees.Node = 1 // the root's first branch
			require.NoError(t, g.update(control.Acts(control.EditOff)))
			require.NotNil(t, g.ctl.What, "an edit in the past is a what-if")
			require.NoError(t, g.views.trees.update(&g.stage)) // on the frame with the box
			framed(g)
			var box, window rect
			for _, b := range g.drawn.boxes {
				switch b.name {
				case "what-if box":
					box = b.r
				case "tree editor":
					window = b.r
				}
			}
			require.NotZero(t, box.h)
			require.NotZero(t, window.h)
			assert.False(t, box.overlaps(window), "the window at %v covers the what-if's box at %v", window, box)
		})
	}
}

// TestAWhatIfsTableIsBriefBesideTheSide: with the side open, which ends
// above the what-if's box, the box lists only the outcome's rows that
// differ and counts the others, so that the panel and the editors keep
// their rows (a phone held upright); with it closed, the whole table.
func TestAWhatIfsTableIsBriefBesideTheSide(t *testing.T) {
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	for range 600 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.NoError(t, g.ctl.SeekNow(100)) // tuning.md's what-if: far-2 shoots
	require.NoError(t, g.ctl.ForkHere([]config.KindValue{{Kind: "far", Field: config.FieldAttack, Value: 6}}))
	g.ctl.Select(0)
	for !g.ctl.What.Fork.Done() {
		require.NoError(t, g.update(control.Input{}))
	}
	rows := session.OutcomeRows(g.ctl.What.Fork.OutA, g.ctl.What.Fork.OutB)
	differ := 0
	for _, r := range rows {
		if r[1] != r[2] {
			differ++
		}
	}
	full := g.whatIfLines(g.ctl.What, g.ctl.Run.World.Tick, 70, false, false)
	brief := g.whatIfLines(g.ctl.What, g.ctl.Run.World.Tick, 70, false, true)
	said := fmt.Sprintf("the outcome's other %d rows the same in both", len(rows)-differ)
	if differ == 0 {
		said = fmt.Sprintf("the outcome the same in both, all %d rows", len(rows))
	}
	assert.Equal(t, said, brief[len(brief)-1])
	want := len(full) - 1 - len(rows) + 1 // the table gone, its count come
	if differ > 0 {
		want += 1 + differ // the header and the rows that differ
	}
	assert.Len(t, brief, want)
	require.Positive(t, differ, "the what-if changes the outcome")
	for _, device := range []size{{}, {390, 844}} {
		g.device = device
		g.ctl.ShowPanel = true
		require.True(t, g.ctl.PanelShown())
		g.lay()
		assert.Equal(t, brief[len(brief)-1], g.whatIf.lines[len(g.whatIf.lines)-1], "%s: the panel open", deviceName(device))
		g.ctl.ShowPanel = false
		g.lay()
		assert.Regexp(t, `^shots that hit +\d+ +\d+$`, g.whatIf.lines[len(g.whatIf.lines)-1], "%s: the panel closed", deviceName(device))
	}
}
