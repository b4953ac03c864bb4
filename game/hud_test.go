package game

import (
	"fmt"
	"github.com/enemyai/enemyai/session"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/control"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// onConfigFile starts the game on a copy of the default configuration and
// returns it with the file's path.
func onConfigFile(t *testing.T) (*Game, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "my.toml")
	require.NoError(t, os.WriteFile(path, assets.Config, 0o644))
	g, err := New(Options{Source: session.Source{ConfigPath: path}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	return g, path
}

// until updates the game until cond holds, for at most a second.
func until(t *testing.T, g *Game, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for !cond() {
		require.True(t, time.Now().Before(deadline), "not within a second")
		require.NoError(t, g.update(control.Input{}))
		time.Sleep(10 * time.Millisecond)
	}
}

func TestReloadingHPKeepsEveryEnemysFraction(t *testing.T) {
	g, path := onConfigFile(t)
	for range bakeEvery + 2 { // let the idle enemies settle into the rest layer
		require.NoError(t, g.update(control.Input{}))
		drawFrame(g)
	}
	e := &g.ctl.Run.World.Enemies[0]
	require.Equal(t, "near", e.Kind.Name)
	e.HP = 45 // three quarters of 60
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "hp = 60.0", "hp = 120.0", 1)), 0o644))
	until(t, g, func() bool { return g.ctl.Run.World.Kind("near").HP == 120 })
	assert.Equal(t, 90.0, g.ctl.Run.World.Enemies[0].HP, "three quarters of the new 120")
	assert.Equal(t, 120.0, g.ctl.Run.World.Enemies[1].HP, "full stays full")
	drawFrame(g)
	assert.Equal(t, restStateOf(g.ctl.Run.Minds, &g.ctl.Run.World.Enemies[0]), g.views.arena.rest.baked[0], "the rest layer is redrawn at once with the new bar")
}

func TestTheGameOverSummaryKeepsTheBestTime(t *testing.T) {
	g := oneEnemy(t)
	for range 120 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.NoError(t, g.update(control.Acts(control.Restart)))
	for range 60 {
		require.NoError(t, g.update(control.Input{}))
	}
	assert.Equal(t, []string{"survived 1.0 s (best 2.0 s), 0 kills", "R restarts, the timeline goes back, Esc opens the menu"},
		g.stage.gameOverSummary(), "the first game lasted 2 s: the session's best; a scenario has no waves to count")
	for device, want := range map[control.InputDevice]string{
		control.TouchScreen: "restart restarts, the timeline goes back, menu opens the menu",
		control.Gamepad:     "Start opens the menu",
	} {
		g.lastUsed = device
		assert.Equal(t, want, g.stage.gameOverSummary()[1], "in the words of the device used")
	}

	waves, err := New(Options{}) // the default configuration: waves every 30 s
	require.NoError(t, err)
	t.Cleanup(func() { waves.Close() })
	assert.Equal(t, "survived 0.0 s (best of this session), 0 kills, 0 waves", waves.stage.gameOverSummary()[0])
}

// TestBannerLinesWrapAtSpaces: lines break at spaces as linebreak.Next
// breaks them, not beside an operator, line after line; a word longer than
// a line is cut.
func TestBannerLinesWrapAtSpaces(t *testing.T) {
	tests := []struct {
		s    string
		n    int
		want []string
	}{
		{"short", 10, []string{"short"}},
		{"near.tree:6:5: want a fraction  (still running the last good tree)", 30,
			[]string{"near.tree:6:5: want a fraction", "(still running the last good", "tree)"}},
		{"abcdefghij", 4, []string{"abcd", "efgh", "ij"}},
		{"type a breakpoint: near.* branch == attack && hp < 0.5", 48,
			[]string{"type a breakpoint: near.*", "branch == attack && hp < 0.5"}},
		{"== && || < ( )", 6, []string{"== &&", "|| < (", ")"}},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, wrap(tc.s, tc.n), tc.s)
	}
}

// TestTheLogHeaderListsOnlyTheBreakpointsSet: the panel's log header names
// the kinds of breakpoints that are set, and no "0 node breakpoints".
func TestTheLogHeaderListsOnlyTheBreakpointsSet(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	assert.Equal(t, "(H: pause on hit)", g.breakpointSummary())
	require.NoError(t, g.update(control.Acts(control.BreakOnHit)))
	assert.Equal(t, "[on hit; X clears]", g.breakpointSummary())
	require.NoError(t, g.ctl.Update(control.Input{Pointer: control.Pointer{Click: true, Over: control.OverPanel, OverRow: 2}}))
	require.NoError(t, g.ctl.Update(control.Input{Pointer: control.Pointer{Click: true, Over: control.OverPanel, OverRow: 3}}))
	assert.Equal(t, "[2 node breakpoints, on hit; X clears]", g.breakpointSummary())
}

// TestTheKeyListHasEveryBindingInAColumn: every binding of control.Bindings
// the device has a control for is in its F1 list, in order, under the
// device's own words for it (keys on the keyboard, keys and the pad's
// buttons on a pad, the touch controls on a touch screen), what it does
// starting in one column and wrapped under it within the panel's width; a
// label wider than its column wraps within it, two spaces clear of what
// the control does.
func TestTheKeyListHasEveryBindingInAColumn(t *testing.T) {
	for _, device := range []control.InputDevice{control.KeysAndMouse, control.Gamepad, control.TouchScreen} {
		t.Run(fmt.Sprint(device), func(t *testing.T) {
			lines := slices.Concat(helpRows(device)...)
			var labels, helps []string // the bindings listed: their labels, and what they do
			for _, b := range control.Bindings {
				label, help := b.LabelOn(device), b.HelpOn(device)
				if device == control.Gamepad {
					label = b.Label
					if pad := b.PadLabel(); pad != "" {
						help += " [pad: " + pad + "]"
					}
				}
				if label != "" {
					labels, helps = append(labels, label), append(helps, help)
				}
			}
			first := lines[0] // what the first binding does starts after the spaces that end its label (ASCII)
			column := strings.Index(first, "  ")
			column += len(first[column:]) - len(strings.TrimLeft(first[column:], " "))
			var gotLabels, gotHelps []string
			for _, l := range lines {
				r := []rune(l)
				require.LessOrEqual(t, len(r), panelChars, l)
				key, help := l, ""
				if len(r) > column {
					key, help = string(r[:column]), string(r[column:])
				}
				assert.LessOrEqual(t, len([]rune(strings.TrimRight(key, " "))), column-2, "%q: the label stays two spaces clear of the column", l)
				assert.Equal(t, help, strings.TrimLeft(help, " "), "%q: what it does starts in the column", l)
				n := len(gotLabels)
				switch {
				case strings.TrimSpace(key) == "": // what it does, wrapped under the column
				case n > 0 && gotLabels[n-1] != labels[n-1]: // the label, wrapped within its column
					gotLabels[n-1] += " " + strings.TrimSpace(key)
				default:
					gotLabels, gotHelps = append(gotLabels, strings.TrimSpace(key)), append(gotHelps, "")
				}
				if help != "" {
					gotHelps[len(gotHelps)-1] = strings.TrimSpace(gotHelps[len(gotHelps)-1] + " " + help)
				}
			}
			assert.Equal(t, labels, gotLabels, "every binding, in order")
			assert.Equal(t, helps, gotHelps, "what each does")
			pads := strings.Contains(strings.Join(lines, "\n"), "[pad: ")
			assert.Equal(t, device == control.Gamepad, pads, "the pad's buttons on a pad only")
		})
	}
}

// TestAStripShowsEveryShareAboveNothing: one enemy in a thousand still gets
// a row of its strip, the rows always fill the strip, a larger share never
// gets fewer rows than a smaller one, and an empty kind draws nothing.
func TestAStripShowsEveryShareAboveNothing(t *testing.T) {
	assert.Equal(t, []int{10, 0, 1}, shareRows([]uint32{999, 0, 1}, 11, nil), "one attacker in a thousand")
	assert.Equal(t, []int{0, 0}, shareRows([]uint32{0, 0}, 11, nil), "nobody of the kind")
	for _, counts := range [][]uint32{{1, 1, 1}, {5, 5}, {1, 1000, 1, 1}, {7, 3, 90}, {0, 12, 0, 1}} {
		rows := shareRows(counts, 11, nil)
		sum := 0
		for b, n := range rows {
			sum += n
			assert.Equal(t, counts[b] > 0, n > 0, "%v: branch %d", counts, b)
			for c := range rows {
				if counts[b] > counts[c] {
					assert.GreaterOrEqual(t, n, rows[c], "%v: a larger share, fewer rows", counts)
				}
			}
		}
		assert.Equal(t, 11, sum, "%v: the rows fill the strip", counts)
	}
}

// TestTheStatusLineKeepsWhatTheGameIsDoingWhole: where the status line is
// too long (a replay's tag beside the rates), the rates give way first,
// then the best time, then the count of enemies; what the game is doing is
// never cut.
func TestTheStatusLineKeepsWhatTheGameIsDoingWhole(t *testing.T) {
	needsDisplay(t)
	g := oneEnemy(t)
	parts := []hudPart{{"t 437  7.28 s", 0}, {"enemies 306 (304 alive)", 1}, {"HP   6/100", 0}, {"kills 3", 0},
		{"best 7.3 s", 2}, {"TPS 60.2  FPS  28.1", 3}, {"[replay rec1.json, seed 1, t 437 of 440]", 0}, {"PAUSED (P resumes, arrows step)", 0}}
	one := func(texts []string) []string { return []string{strings.Join(texts, hudGap)} }
	all := g.textWidth(one([]string{"t 437  7.28 s", "enemies 306 (304 alive)", "HP   6/100", "kills 3", "best 7.3 s",
		"TPS 60.2  FPS  28.1", "[replay rec1.json, seed 1, t 437 of 440]", "PAUSED (P resumes, arrows step)"})[0], 1.25)
	for _, tc := range []struct {
		room float64
		left []string
	}{
		{all, nil},
		{all - 1, []string{"TPS"}},
		{all - g.textWidth("TPS 60.2  FPS  28.1"+hudGap, 1.25) - 1, []string{"TPS", "best"}},
		{100, []string{"TPS", "best", "enemies"}},
	} {
		line := g.fitParts(parts, one, func(int) float64 { return tc.room })[0]
		assert.Contains(t, line, "PAUSED (P resumes, arrows step)", "room %.0f", tc.room)
		assert.Contains(t, line, "t 437 of 440]")
		for _, p := range []string{"TPS", "best", "enemies"} {
			if slices.Contains(tc.left, p) {
				assert.NotContains(t, line, p, "room %.0f", tc.room)
			} else {
				assert.Contains(t, line, p, "room %.0f", tc.room)
			}
		}
	}
}

// TestTheHUDSaysHowToGoOnOnTheDeviceUsed: paused, the status line and the
// timeline name the keys after a key, the touch controls after a touch,
// and the pad's buttons after a pad (which has no pointer to drag the
// timeline with); so does the key list's heading.
func TestTheHUDSaysHowToGoOnOnTheDeviceUsed(t *testing.T) {
	needsDisplay(t)
	for _, tc := range []struct {
		device                          control.InputDevice
		status, timeline, running, keys string
	}{
		{control.KeysAndMouse, "PAUSED (P resumes, arrows step)", "paused: arrows step, drag the bar to scrub",
			"s   click or drag to go back; red: deaths", "the game holds (F1 closes, P plays on)"},
		{control.TouchScreen, "PAUSED (pause resumes, < > step)", "paused: < > step, drag the bar to scrub",
			"s   tap or drag to go back; red: deaths", "the game holds (help closes, pause plays on)"},
		{control.Gamepad, "PAUSED (R3 resumes, LB/RB step)", "paused: LB/RB step", "s   red: deaths",
			"the game holds (Back closes, R3 plays on)"},
	} {
		g := oneEnemy(t)
		g.ctl.Paused, g.lastUsed = true, tc.device
		said := strings.Join(framed(g).said(), "\n")
		assert.Contains(t, said, tc.status)
		assert.Contains(t, said, tc.timeline)
		g.ctl.Paused = false
		assert.Contains(t, strings.Join(framed(g).said(), "\n"), tc.running)
		g.ctl.ShowHelp = true
		assert.Contains(t, strings.Join(framed(g).said(), "\n"), tc.keys)
	}
}

// TestThePagesKeyListHoldsTheGame: in a browser, the page's key list (its
// keys button's) covers the game, which holds while it is open, as in a
// window in the background, and says so; closed, the game plays on. On a
// phone the list covers the whole screen, and the game ran on behind it.
func TestThePagesKeyListHoldsTheGame(t *testing.T) {
	needsDisplay(t)
	open := false
	pageKeysOpen = func() bool { return open }
	windowFocused = func() bool { return true } // whatever the display says of a window it has not got
	t.Cleanup(func() { pageKeysOpen, windowFocused = nil, ebiten.IsFocused })
	g, err := New(Options{PauseUnfocused: true})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	require.NoError(t, g.update(control.Input{}))
	require.NoError(t, g.update(control.Input{}))
	before := g.ctl.Run.World.Tick
	require.Positive(t, before, "the game plays")
	open = true
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	assert.Equal(t, before, g.ctl.Run.World.Tick, "it holds while the page's key list is open")
	assert.Contains(t, strings.Join(framed(g).said(), "\n"), "PAUSED while you read the keys")
	open = false
	require.NoError(t, g.update(control.Input{}))
	assert.Greater(t, g.ctl.Run.World.Tick, before, "and plays on when it closes")
}

// TestTheToolbarsSheetHoldsTheGame: the toolbar's sheet of every button
// lies over the arena, and the game holds while it is open and says so, a
// scripted one too; closed, it plays on.
func TestTheToolbarsSheetHoldsTheGame(t *testing.T) {
	needsDisplay(t)
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.device, g.touch.Shown = size{390, 844}, true
	require.NoError(t, g.update(control.Input{}))
	before := g.ctl.Run.World.Tick
	g.touch.Sheet = true
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.NotEmpty(t, g.frame.touch.Sheet, "a phone's sheet is laid out")
	assert.Equal(t, before, g.ctl.Run.World.Tick, "it holds while the sheet is open")
	assert.Contains(t, strings.Join(framed(g).said(), "\n"), "PAUSED while you pick a button")
	g.touch.Sheet = false
	require.NoError(t, g.update(control.Input{}))
	assert.Greater(t, g.ctl.Run.World.Tick, before, "and plays on when it closes")
}

// TestAPhonesPanelNamesItsButtons: on a touch screen the panel, its graph
// and its heat map name the toolbar's buttons and taps, not keys a phone
// has not got, nor clicks.
func TestAPhonesPanelNamesItsButtons(t *testing.T) {
	needsDisplay(t)
	g := oneEnemy(t)
	g.ctl.Select(0)
	for _, tc := range []struct {
		view control.Input
		says string
	}{
		{control.Input{}, "tap a row: breakpoint"},
		{control.Acts(control.ToggleGraph), "Graph  (graph: text; drag: pan; tap: breakpoint)"},
		{control.Acts(control.CycleHeat), "(heat: next)"},
	} {
		require.NoError(t, g.update(tc.view))
		g.lastUsed = control.TouchScreen
		said := strings.Join(framed(g).said(), "\n")
		for _, key := range []string{"Ctrl+", "[ ]", "(H:", "T: text", "(C:", "click", "wheel"} {
			assert.NotContains(t, said, key)
		}
		assert.Contains(t, said, tc.says)
		assert.Contains(t, said, "- +: change  undo  save: ")
		assert.Contains(t, said, "(on hit: pause on hit)")
	}
}

// TestTheKeyListTurnsItsPagesWhereTheSideIsShort: in a side too short for
// the whole list, the key list is cut into pages between bindings, each
// within the side, which the key list's key turns and, after the last,
// closes; where the side holds it, one page.
func TestTheKeyListTurnsItsPagesWhereTheSideIsShort(t *testing.T) {
	g := oneEnemy(t)
	g.Layout(1280, 720)
	require.NoError(t, g.update(control.Acts(control.ToggleHelp)))
	require.Len(t, g.helpPages(g.shownDevice()), 1, "a desktop's side holds the whole list")
	g.side.h = 300 // a short side, as a phone's
	pages := g.helpPages(control.KeysAndMouse)
	require.Greater(t, len(pages), 1)
	room := g.side.h - 2*panelPad - panelTitleHeight - textHeight(1)
	var all []string
	for _, p := range pages {
		assert.LessOrEqual(t, float64(len(p))*textHeight(1), room, "a page fits above its number")
		assert.NotEqual(t, ' ', p[0][0], "a page starts with a binding: %q", p[0])
		all = append(all, p...)
	}
	assert.Equal(t, slices.Concat(helpRows(control.KeysAndMouse)...), all, "every line, in order")
	g.ctl.ShowHelpPages(len(pages))
	for page := 1; page < len(pages); page++ {
		require.NoError(t, g.ctl.Update(control.Acts(control.ToggleHelp)))
		assert.True(t, g.ctl.ShowHelp)
		assert.Equal(t, page, g.ctl.HelpPage)
	}
	require.NoError(t, g.ctl.Update(control.Acts(control.ToggleHelp)))
	assert.False(t, g.ctl.ShowHelp, "after the last page, closed")
	require.NoError(t, g.ctl.Update(control.Acts(control.ToggleHelp)))
	assert.Equal(t, 0, g.ctl.HelpPage, "and opens again on the first")
}

// TestWhileTheTreeEditorIsOpenTheHintsNameNoStepKeys: the tree editor has
// the arrows, so paused or rewound with it open, the status line and the
// timeline name the bar to drag, not the keys that step.
func TestWhileTheTreeEditorIsOpenTheHintsNameNoStepKeys(t *testing.T) {
	needsDisplay(t)
	g := oneEnemy(t)
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.Pause)))
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.True(t, g.ctl.Trees.Open)
	require.True(t, g.ctl.Paused)
	g.ctl.Note = control.Note{} // the timeline's own words, not a note's over them
	said := strings.Join(framed(g).said(), "\n")
	assert.Contains(t, said, "PAUSED (P resumes)")
	assert.Contains(t, said, "paused: drag the bar to scrub")
	assert.NotContains(t, said, "arrow")
	g.ctl.Seek(g.ctl.Run.World.Tick - 10)
	require.True(t, g.ctl.Run.Past())
	g.ctl.Note = control.Note{}
	said = strings.Join(framed(g).said(), "\n")
	assert.Contains(t, said, "drag the bar to step, P resumes from here")
	assert.NotContains(t, said, "arrow")
}

// TestTheTextTreeSaysHowEachDeviceReachesItsRows: the wheel scrolls the
// text tree; a pad and a finger, which have none, are sent to the graph by
// its own control's words.
func TestTheTextTreeSaysHowEachDeviceReachesItsRows(t *testing.T) {
	g := oneEnemy(t)
	for device, want := range map[control.InputDevice]string{
		control.KeysAndMouse: "wheel scrolls",
		control.Gamepad:      "B: the graph shows all",
		control.TouchScreen:  "the graph button shows all",
	} {
		g.lastUsed = device
		assert.Equal(t, want, g.scrollWords())
	}
}

// TestTheTimelineSaysWhenACrowdKeepsLessThanTheWindow: a crowd too big for
// the whole window's history (session.WindowTicks) keeps a shorter one, and
// the timeline's line says how long, where a player would take the history
// for the minute it holds otherwise.
func TestTheTimelineSaysWhenACrowdKeepsLessThanTheWindow(t *testing.T) {
	for _, tc := range []struct {
		held, window uint32
		enemies      int
		want         string
	}{
		{600, session.WindowTicks, 300, "history 10.0 s"},
		{3720, session.WindowTicks, 20000, "history 62.0 s"},
		{732, 660, 100000, "history 12.2 s (11 s kept with 100000 enemies)"},
	} {
		assert.Equal(t, tc.want, historyLabel(tc.held, tc.window, tc.enemies))
	}
}

// TestATouchHintSaysAButtonIsUnderMore: on a touch screen whose row shows a
// page of the toolbar, a hint names a button of another page after more,
// which opens the sheet of every button, and one of the page shown
// plainly; with keys, the key.
func TestATouchHintSaysAButtonIsUnderMore(t *testing.T) {
	needsDisplay(t)
	g := oneEnemy(t)
	g.device, g.lastUsed, g.touch.Shown = size{390, 844}, control.TouchScreen, true
	require.NoError(t, g.update(control.Input{}))
	framed(g)
	l := &g.frame.touch
	require.Greater(t, l.Pages, 1, "a phone's row shows a page")
	require.Equal(t, control.Pause, l.Buttons[0].Action, "the first page")
	assert.Equal(t, "pause", g.inWords(control.Pause))
	assert.Equal(t, "more, then restart", g.inWords(control.Restart))
	g.touch.Sheet = true // every button, with its place in the toolbar
	framed(g)
	i := slices.IndexFunc(g.frame.touch.Sheet, func(b control.PlacedTouch) bool { return b.Action == control.Restart })
	require.GreaterOrEqual(t, i, 0)
	g.touch.Shows, g.touch.Sheet = g.frame.touch.Sheet[i].Index, false // as a tap on it leaves the row
	framed(g)
	assert.Equal(t, "restart", g.inWords(control.Restart), "on the page shown")
	g.lastUsed = control.KeysAndMouse
	assert.Equal(t, "R", g.inWords(control.Restart))
}
