package game

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// onStartScreen returns a game opened on its start screen, as a plain
// `enemyai` is.
func onStartScreen(t *testing.T) *Game {
	t.Helper()
	g, err := New(Options{Start: true})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	return g
}

// click is a click at the middle of r.
func click(r rect) control.Input {
	return control.Acts().At(control.Pointer{Click: true, MouseX: int(r.x + r.w/2), MouseY: int(r.y + r.h/2)})
}

// TestTheStartScreenStartsTheGameChosen drives the start screen with input
// snapshots: the world stands still under it, and the run chosen is
// rebuilt as New builds one.
func TestTheStartScreenStartsTheGameChosen(t *testing.T) {
	down, right := control.Acts().With(control.MoveY, 1), control.Acts().With(control.MoveX, 1)
	tests := []struct {
		name     string
		inputs   []control.Input
		scenario string
		enemies  int
	}{
		{"Enter: your game", []control.Input{control.Acts(control.Confirm)}, "", 0},
		{"a click anywhere: your game", []control.Input{control.Acts().At(control.Pointer{Click: true, MouseX: 5, MouseY: 5})}, "", 0},
		{"the coward", []control.Input{down, {}, right, {}, right, control.Acts(control.Confirm)}, "coward", 0},
		{"your game with 100 more", []control.Input{down, {}, down, {}, right, {}, control.Acts().With(control.MoveY, -1), {},
			control.Acts().With(control.MoveY, -1), control.Acts(control.Confirm)}, "", 100},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := onStartScreen(t)
			for _, in := range tc.inputs {
				assert.True(t, g.views.start.open)
				require.NoError(t, g.update(in))
				assert.Equal(t, uint32(0), g.ctl.Run.World.Tick, "the world stands still under the start screen")
			}
			assert.False(t, g.views.start.open, "started: %s", g.views.start.problem)
			assert.Equal(t, tc.scenario, g.run.opts.ScenarioPath)
			assert.Equal(t, tc.enemies, g.run.opts.Enemies)
			assert.Contains(t, g.ctl.Run.Origin().ScenarioName, tc.scenario, "the run rebuilt")
			assert.Equal(t, tc.enemies, g.ctl.Run.Origin().Enemies)
			require.NoError(t, g.update(control.Input{}))
			assert.Equal(t, uint32(1), g.ctl.Run.World.Tick, "and plays")
		})
	}
}

// TestTheStartScreensKeysAreItsOwnWithTheEditorOpen: -edit opens the tree
// editor behind the start screen, whose keys still choose and play.
func TestTheStartScreensKeysAreItsOwnWithTheEditorOpen(t *testing.T) {
	g, err := New(Options{Start: true, Select: "near-1", Edit: true})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	require.True(t, g.views.start.open)
	require.True(t, g.ctl.Trees.Open)
	require.NoError(t, g.update(control.Acts().With(control.MoveY, 1)))
	assert.Equal(t, 1, g.views.start.menu.At, "Down chooses the next line")
	require.NoError(t, g.update(control.Acts(control.Confirm)))
	assert.False(t, g.views.start.open, "Enter plays")
	assert.True(t, g.ctl.Trees.Open, "with the editor open")
}

// TestEnemiesStartedBehindTheStartScreenAreLabelled: the enemies at rest
// behind the start screen have not decided yet, and have no word to their
// label; once they decide (idle, where they stand) the rest layer labels
// them so. It kept the labels it had drawn at tick 0 for as long as they
// rested.
func TestEnemiesStartedBehindTheStartScreenAreLabelled(t *testing.T) {
	g, err := New(Options{Start: true, Select: "near-1"})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	drawFrame(g)
	require.NoError(t, g.update(control.Acts(control.Confirm)))
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
		drawFrame(g)
	}
	resting := 0
	for i := range g.ctl.Run.World.Enemies {
		if g.views.arena.rest.has(i) {
			resting++
		}
	}
	require.Positive(t, resting)
	require.Len(t, g.views.arena.rest.labelled, resting, "every enemy at rest is labelled")
	for _, at := range g.views.arena.rest.labelled {
		assert.GreaterOrEqual(t, at.w, float64(len("idle")*charWidth), "with what it does")
	}
}

// TestTheNoteWaitsForTheStartScreenToGo: a note said at the start (in a
// browser: where Ctrl+S keeps the tuning), and the timeline's words, are
// not drawn under the start screen, where they showed through between the
// lines of its controls (upright), and are there once the game starts, the
// note for its whole time.
func TestTheNoteWaitsForTheStartScreenToGo(t *testing.T) {
	g := onStartScreen(t)
	g.device = size{390, 844}
	g.ctl.Say("a note of the start")
	for range 400 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.True(t, g.views.start.open)
	said := strings.Join(framed(g).said(), "\n")
	assert.NotContains(t, said, "a note of the start", "not under the start screen")
	assert.NotContains(t, said, "history", "nor the timeline's words")
	require.NoError(t, g.update(control.Acts(control.Confirm)))
	assert.Contains(t, framed(g).said(), "a note of the start", "the game started: there, for its time")
	g.ctl.Note = control.Note{}
	assert.Contains(t, strings.Join(framed(g).said(), "\n"), "history")
}

func TestTheStartScreenQuitsOnTheDesktop(t *testing.T) {
	g := onStartScreen(t)
	require.NoError(t, g.update(control.Input{}))
	err := g.update(click(g.views.start.rects(&g.stage)[3]))
	assert.True(t, errors.Is(err, ebiten.Termination), "Quit quits: %v", err)
}

// TestThePauseMenuHoldsTheWorld: Esc opens the menu and no tick plays
// until it closes; a click on Restart restarts.
func TestThePauseMenuHoldsTheWorld(t *testing.T) {
	g := oneEnemy(t)
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.NoError(t, g.update(control.Acts(control.OpenMenu)))
	for range 10 {
		require.NoError(t, g.update(control.Acts().With(control.MoveX, 1)))
	}
	assert.Equal(t, uint32(30), g.ctl.Run.World.Tick, "the world holds still while the menu is open")
	require.NoError(t, g.update(control.Acts(control.OpenMenu)))
	require.NoError(t, g.update(control.Input{}))
	assert.Equal(t, uint32(31), g.ctl.Run.World.Tick, "and plays on once it closes")
	require.NoError(t, g.update(control.Acts(control.OpenMenu)))
	require.NoError(t, g.update(click(g.views.menu.rects(&g.stage)[1])))
	assert.False(t, g.views.menu.menu.Open)
	assert.Equal(t, uint32(0), g.ctl.Run.World.Tick, "Restart restarts")
}

// TestTheStartScreenAndTheMenuKeepTheirTextInTheirBoxes draws both, with
// the keys' and the pad's controls and every settings line, on every
// device, upright and on its side.
func TestTheStartScreenAndTheMenuKeepTheirTextInTheirBoxes(t *testing.T) {
	needsDisplay(t)
	for _, tc := range []struct {
		name  string
		setUp func(g *Game)
	}{
		{"start, keys", func(*Game) {}},
		{"start, pad", func(g *Game) { g.lastUsed = control.Gamepad }},
		{"start, touch", func(g *Game) { g.lastUsed = control.TouchScreen }},
		{"start, a long scenario note", func(g *Game) { g.views.start.menu.Scenario = 5 }},
		{"menu", func(g *Game) { g.views.start.open, g.views.menu.menu.Open = false, true }},
		{"settings", func(g *Game) {
			g.views.start.open, g.views.menu.menu.Open, g.views.menu.menu.Settings = false, true, true
		}},
	} {
		for _, device := range testDevices {
			t.Run(deviceName(device)+", "+tc.name, func(t *testing.T) {
				g := onStartScreen(t)
				g.device = device
				tc.setUp(g)
				framed(g)
				checkLayout(t, g)
			})
		}
	}
}

// TestTheStartScreensControlsReadWhole: on every screen the start screen's
// controls, of the keys, the pad and touch, read whole: upright on a phone
// they wrap to their columns, on its side each fits its line, instead of
// being cut with "…".
func TestTheStartScreensControlsReadWhole(t *testing.T) {
	for _, screen := range testDevices {
		for _, device := range []control.InputDevice{control.KeysAndMouse, control.Gamepad, control.TouchScreen} {
			g := onStartScreen(t)
			g.device, g.lastUsed = screen, device
			said := framed(g).said()
			for _, c := range control.StartControls(g.settings.Hints.Shows(device)) {
				for _, l := range said {
					assert.False(t, strings.HasSuffix(l, "…") && strings.HasPrefix(c.Value, strings.TrimSuffix(l, "…")), "%s: %q is cut: %q", deviceName(screen), c.Value, l)
					assert.False(t, strings.HasSuffix(l, "…") && strings.HasPrefix(c.Label, strings.TrimSuffix(l, "…")), "%s: %q is cut: %q", deviceName(screen), c.Label, l)
				}
			}
		}
	}
}

// TestASessionWithoutFlagsHasNoStartScreen: tests and tools that build a
// game from options of their own start playing.
func TestASessionWithoutFlagsHasNoStartScreen(t *testing.T) {
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}})
	require.NoError(t, err)
	defer g.Close()
	assert.False(t, g.views.start.open)
}

// TestTheScreensShowTheControlsOfTheDeviceUsedLast: a touch, a pad's
// button and a key each make their device's controls the ones shown; the
// hints setting can name one instead.
func TestTheScreensShowTheControlsOfTheDeviceUsedLast(t *testing.T) {
	g := oneEnemy(t)
	require.Equal(t, control.KeysAndMouse, g.lastUsed)
	steps := []struct {
		name    string
		touch   bool
		in      control.Input
		wantNow control.InputDevice
	}{
		{"a finger on the stick", true, control.Acts(control.MoveX), control.TouchScreen},
		{"a tap", true, control.Input{Pointer: control.Pointer{Click: true}}, control.TouchScreen},
		{"a pad's button", true, func() control.Input { in := control.Acts(control.Strike); in.PadUsed = true; return in }(), control.Gamepad},
		{"nothing", true, control.Input{}, control.Gamepad},
		{"a key, which hides the touch controls", false, control.Acts(control.MoveX), control.KeysAndMouse},
	}
	for _, s := range steps {
		g.touch.Shown = s.touch
		require.NoError(t, g.update(s.in))
		assert.Equal(t, s.wantNow, g.lastUsed, s.name)
	}
	g.settings.Hints = control.HintsPad
	assert.Equal(t, control.Gamepad, g.settings.Hints.Shows(g.lastUsed), "the hints may name the device")
}

// TestThePauseMenuLeavesThePlayerUncovered: on a desktop, with the player
// under the pause column, the menu and its settings stand beside them, a
// gap away, their lines where the menu is drawn; the player moved to a
// corner, the menu stays in its column. (Upright, where the arena beside
// the player is too small for it, see TestUprightThePauseMenuStandsOverThePanel.)
func TestThePauseMenuLeavesThePlayerUncovered(t *testing.T) {
	needsDisplay(t)
	for _, settings := range []bool{false, true} {
		t.Run(fmt.Sprintf("settings %v", settings), func(t *testing.T) {
			g := onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [16.0, 9.0]\n\n"+
				"[[enemies]]\nkind = \"near\"\nhome = [4.0, 4.0]\n")
			g.views.menu.menu.Open, g.views.menu.menu.Settings = true, settings
			drawn := framed(g)
			marks, column := g.playerMarks(), rect{}
			column.x, column.w = pauseColumn(g.screen)
			laidOut, _ := g.views.menu.layout(&g.stage, len(g.views.menu.menu.Lines(g.ctl, g.settings)))
			column.y, column.h = pauseTop, laidOut.h
			require.True(t, column.overlaps(marks), "the player at %v stands under the pause column at %v", marks, column)
			box, ok := drawnBoxNamed(drawn, "menu")
			require.True(t, ok, "the menu is drawn")
			assert.False(t, box.overlaps(marks.grown(deathGap)), "the menu at %v comes within %d pixels of the player at %v", box, deathGap, marks)
			for _, line := range g.views.menu.rects(&g.stage) {
				assert.True(t, within(line, box), "the line at %v leaves the menu at %v", line, box)
			}
			checkLayout(t, g)

			g.ctl.Run.World.Player.Pos = entity.Vec{X: 1, Y: g.ctl.Run.World.Arena.Height - 1}
			drawn = framed(g)
			box, _ = drawnBoxNamed(drawn, "menu")
			assert.Equal(t, column, box, "beside the player's corner the menu keeps its column")
		})
	}
}

// TestUprightThePauseMenuStandsOverThePanel: in a window held upright with
// an enemy's panel open, the arena above the panel has no room beside the
// player for the menu, which stands over the panel instead, clear of them.
func TestUprightThePauseMenuStandsOverThePanel(t *testing.T) {
	needsDisplay(t)
	g := onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [16.0, 9.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [4.0, 4.0]\n")
	g.Layout(600, 1000)
	g.ctl.Select(0)
	require.True(t, g.ctl.PanelShown())
	g.views.menu.menu.Open = true
	drawn := framed(g)
	marks := g.playerMarks()
	box, ok := drawnBoxNamed(drawn, "menu")
	require.True(t, ok, "the menu is drawn")
	column := rect{y: pauseTop, h: box.h}
	column.x, column.w = pauseColumn(g.screen)
	require.True(t, column.overlaps(marks), "the player at %v stands under the pause column at %v", marks, column)
	assert.False(t, box.overlaps(marks.grown(deathGap)), "the menu at %v comes within %d pixels of the player at %v", box, deathGap, marks)
	checkLayout(t, g)
}

// TestThePauseMenuStandsInForTheDeathMessage: after a death the pause
// menu opens over the death screen without its message, whose lines showed
// beside the menu, and the message comes back when the menu closes.
func TestThePauseMenuStandsInForTheDeathMessage(t *testing.T) {
	needsDisplay(t)
	g := oneEnemy(t)
	g.ctl.Run.World.Player.Dead = true
	_, ok := drawnBoxNamed(framed(g), "death message")
	require.True(t, ok, "the death screen says how the game went")
	g.views.menu.menu.Open = true
	drawn := framed(g)
	_, ok = drawnBoxNamed(drawn, "death message")
	assert.False(t, ok, "the menu stands in for the message")
	_, ok = drawnBoxNamed(drawn, "death screen")
	assert.True(t, ok, "the arena is still shaded, the player's body over it")
	assert.NotContains(t, strings.Join(drawn.said(), "\n"), "R restarts")
	g.views.menu.menu.Open = false
	_, ok = drawnBoxNamed(framed(g), "death message")
	assert.True(t, ok)
}

// TestAFingerOnTheMenuTapsTheMenu: what lies under the open pause menu's
// box is the menu (a phone's touch controls lie under it upright), so that
// a tap anywhere on a line picks it.
func TestAFingerOnTheMenuTapsTheMenu(t *testing.T) {
	needsDisplay(t)
	g := oneEnemy(t)
	g.views.menu.menu.Open = true
	box, _ := g.views.menu.layout(&g.stage, len(g.views.menu.menu.Lines(g.ctl, g.settings)))
	x, y := int(box.x+box.w/2), int(box.y+box.h/2)
	assert.Equal(t, control.OverMenu, g.over(x, y))
	g.views.menu.menu.Open = false
	assert.NotEqual(t, control.OverMenu, g.over(x, y))
}

// drawnBoxNamed returns the frame's last box of the given name.
func drawnBoxNamed(l *layoutLog, name string) (rect, bool) {
	for i := len(l.boxes) - 1; i >= 0; i-- {
		if l.boxes[i].name == name {
			return l.boxes[i].r, true
		}
	}
	return rect{}, false
}

// TestALongPressOnTheStartScreenPlays: the start screen is a menu over the
// whole screen, so a finger on Play presses it as it touches down, however
// long it stays (a press of 0.4 s, longer than a tap on the arena may be,
// did nothing).
func TestALongPressOnTheStartScreenPlays(t *testing.T) {
	g := onStartScreen(t)
	g.device = size{390, 844}
	framed(g)
	play := g.views.start.rects(&g.stage)[0]
	x, y := int(play.x+play.w/2), int(play.y+play.h/2)
	assert.Equal(t, control.OverMenu, g.over(x, y))
	for range control.TapUpdates + 7 {
		var in control.Input
		g.touch.Read(&in, []control.Finger{{ID: 1, X: x, Y: y, Over: g.over(x, y)}}, &g.frame.touch)
		require.NoError(t, g.update(in))
	}
	var in control.Input
	g.touch.Read(&in, nil, &g.frame.touch) // lifted
	require.NoError(t, g.update(in))
	assert.False(t, g.views.start.open, "Play was pressed")
}

// TestTheDeathMessageLeavesTheSelectedEnemyClear: the death screen's box
// leaves the selected enemy, whose panel is read beside it, clear, as it
// leaves the player's body, on a desktop and on a phone held upright.
func TestTheDeathMessageLeavesTheSelectedEnemyClear(t *testing.T) {
	needsDisplay(t)
	for _, device := range []size{{}, {390, 844}} {
		t.Run(deviceName(device), func(t *testing.T) {
			g := onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [16.0, 9.0]\n\n"+
				"[[enemies]]\nkind = \"near\"\nhome = [16.0, 13.0]\n")
			g.device = device
			g.ctl.Select(0)
			g.ctl.Run.World.Player.Dead = true
			box, ok := drawnBoxNamed(framed(g), "death message")
			require.True(t, ok)
			e := &g.ctl.Run.World.Enemies[0]
			x, y := g.cam.screen(e.Pos)
			r := float64(g.cam.pixels(1.6 * e.Kind.Radius))
			body := rect{float64(x) - r, float64(y) - r, 2 * r, 2 * r}
			assert.False(t, box.overlaps(body), "the death message at %v covers the selected enemy at %v", box, body)
			checkLayout(t, g)
		})
	}
}
