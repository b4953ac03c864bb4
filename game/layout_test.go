package game

import (
	"fmt"
	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/enemyai/enemyai/session"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// longNamedTree is the Near tree with names as long as a designer may give.
const longNamedTree = `a_root_name_as_long_as_a_designer_might_ever_want_to_give_it [reactive selector]
  retreat_when_the_hit_points_run_low_and_walk_back_home_at_once [sequence]
    hurt_badly_enough_to_leave_the_fight_and_never_come_back [condition] hpBelow(0.5)
    walk_all_the_way_back_home_and_rest_there_for_a_good_while [action] moveHome
  attack_the_player_when_in_reach_and_ready_to_strike_again [sequence]
    the_player_stands_within_the_attack_range_of_this_enemy [condition] playerWithin(attack)
    the_cooldown_of_the_last_attack_is_over_and_done_with [condition] attackReady
    wind_up_strike_and_recover_in_one_long_stateful_action [stateful action] attack
  chase_the_player_it_sees_until_it_loses_track_of_them [reactive sequence]
    sees_the_player_within_detect_or_still_tracks_them [condition] seesPlayer
    close_in_to_melee_distance_and_hold_there_as_it_can [action] moveToPlayer
  return_home_when_there_is_nothing_else_left_to_do [sequence]
    walk_home_and_stand_there_until_something_happens [action] moveHome
`

// scene is one of the screens the layout test draws: how to get there.
type scene struct {
	name  string
	setUp func(t *testing.T, g *Game)
}

// testDevices are the sizes the layout tests lay the screen out for: a
// desktop's window (the zero size, before Ebitengine says one: on its side,
// 1280x720), a phone upright and on its side, and a tablet upright.
var testDevices = []size{{}, {390, 844}, {844, 390}, {820, 1180}}

// deviceName names a device in a test's name.
func deviceName(d size) string {
	if d == (size{}) {
		return "desktop"
	}
	return fmt.Sprintf("%gx%g", d.w, d.h)
}

// TestNoTextLeavesItsBox draws every screen (the key list over the panel, a
// panel with the longest names, the red and amber banners, the death screen,
// a what-if, the editors) on every device, upright and on its side, and
// checks that every line of text stays inside the box it starts in and on
// the screen, that no box but the death screen covers the arena, and that
// the death screen's message leaves the player's body uncovered.
func TestNoTextLeavesItsBox(t *testing.T) {
	long := strings.Repeat("x", treefile.MaxNameBytes-6)
	screens := []scene{
		{"the key list over the panel", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			g.ctl.ShowHelp = true
		}},
		{"a panel with long names, every field tuned", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			g.ctl.Tuner.Field = 7
			require.NoError(t, g.ctl.Update(control.Input{Pointer: control.Pointer{Click: true, Over: control.OverPanel, OverRow: 3}}))
			require.NoError(t, g.update(control.Acts(control.BreakOnHit)))
			require.Equal(t, 1, g.ctl.Breaks.Nodes())
		}},
		{"the tree as a graph", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			require.NoError(t, g.update(control.Acts(control.ToggleGraph)))
		}},
		{"banners beside the panel", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			g.ctl.Tuner.Problem = "/home/someone/projects/" + long + "/my.toml:12:9: kinds.near.detect: must be from 0.25 to 40, got 400; " +
				"the last good configuration stays in effect until the file is fixed"
			g.ctl.Tuner.Warnings = "kinds.far: attack 9.00 is beyond detect 7.00: it attacks only once it sees you\nkinds.near: lose 3.00 is below detect 4.00"
		}},
		{"a note under a long breakpoint", func(t *testing.T, g *Game) {
			g.ctl.Say("breakpoint at tick 1234567: " + strings.Repeat("near-1 "+long+" idle -> running; ", 4))
		}},
		{"the death screen beside the panel", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			g.ctl.Run.World.Player.Dead = true
			g.ctl.Run.World.Kills, g.ctl.Run.World.Wave = 123456, 7890
		}},
		{"the death screen, the body at the top", func(t *testing.T, g *Game) {
			p := &g.ctl.Run.World.Player
			p.Dead, p.Pos = true, entity.Vec{X: 16, Y: 0.5}
		}},
		{"the death screen, the body in the middle", func(t *testing.T, g *Game) {
			p := &g.ctl.Run.World.Player
			p.Dead, p.Pos = true, entity.Vec{X: 16, Y: 9}
		}},
		{"a what-if", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			g.ctl.Paused = true
			g.ctl.Seek(30)
			require.NoError(t, g.ctl.ForkHere([]config.KindValue{{Kind: "near", Field: config.FieldDetect, Value: 9}}))
		}},
		{"the breakpoint editor, nothing selected", func(t *testing.T, g *Game) {
			require.NoError(t, g.update(control.Acts(control.EditBreaks)))
			require.Error(t, g.ctl.AddBreak("near.* branch == attack && hp <"))
			require.NoError(t, g.views.editor.update(&g.stage))
		}},
		{"the breakpoint editor over the panel", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			require.NoError(t, g.update(control.Acts(control.EditBreaks)))
			require.NoError(t, g.ctl.AddBreak("near.* branch == attack_the_player_when_in_reach_and_ready_to_strike_again && hp < 0.5 || "+
				"dist < detect && node wind_up_strike_and_recover_in_one_long_stateful_action running"))
			require.NoError(t, g.views.editor.update(&g.stage))
		}},
		{"paused in the past at 4x", func(t *testing.T, g *Game) {
			g.ctl.Paused, g.ctl.Speed = true, len(control.Speeds)-1
			g.ctl.Seek(10)
		}},
		{"the tree editor", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			require.NoError(t, g.update(control.Acts(control.EditTree)))
			require.NoError(t, g.views.trees.update(&g.stage))
		}},
	}
	for _, device := range testDevices {
		for _, s := range screens {
			t.Run(deviceName(device)+", "+s.name, func(t *testing.T) {
				g := onLongNames(t)
				g.device = device
				for range 60 {
					require.NoError(t, g.update(control.Input{}))
				}
				s.setUp(t, g)
				framed(g)
				checkLayout(t, g)
			})
		}
	}
}

// onLongNames returns a game whose Near enemies run longNamedTree, a Near
// and a Far enemy in the middle of the arena and the player near them.
func onLongNames(t *testing.T) *Game {
	t.Helper()
	dir := t.TempDir()
	tree := filepath.Join(dir, "long.tree")
	require.NoError(t, os.WriteFile(tree, []byte(longNamedTree), 0o644))
	scenario := filepath.Join(dir, "two.toml")
	require.NoError(t, os.WriteFile(scenario, []byte("[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [13.0, 17.9]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [16.0, 17.5]\n\n[[enemies]]\nkind = \"far\"\nhome = [20.0, 0.2]\n"), 0o644))
	g, err := New(Options{Source: session.Source{ScenarioPath: scenario, Trees: map[string]string{"near": tree}},
		Breaks: cli.Breaks{"near.* dist < 2", "far-1 node keepDistance running"}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	return g
}

// checkLayout checks the frame g drew into its layout log.
func checkLayout(t *testing.T, g *Game) {
	t.Helper()
	screen := rect{0, 0, g.screen.w, g.screen.h}
	require.NotEmpty(t, g.drawn.texts)
	for _, txt := range g.drawn.texts {
		assert.True(t, within(txt.r, screen), "%q at %v leaves the screen", txt.s, txt.r)
		if box, ok := boxAt(g.drawn.boxes[:txt.boxes], txt.r.x, txt.r.y); ok {
			assert.True(t, within(txt.r, box.r), "%q at %v leaves the %s at %v", txt.s, txt.r, box.name, box.r)
		}
	}
	arena := g.arenaRect()
	for _, b := range g.drawn.boxes {
		if b.name == "death message" {
			p := &g.ctl.Shown().World.Player
			x, y := g.cam.screen(p.Pos)
			r := float64(g.halo(p))
			body := rect{float64(x) - r, float64(y) - r, 2 * r, 2 * r}
			assert.False(t, b.r.overlaps(body), "the %s at %v covers the player's body at %v", b.name, b.r, body)
		}
		if b.name == "death screen" || b.name == "death message" || b.name == "start screen" || b.name == "menu shade" || b.name == "menu" || b.name == "menu line" ||
			b.name == "toolbar sheet" || strings.HasPrefix(b.name, "sheet button ") {
			continue // screens that stand over the arena, as they mean to, the world held
		}
		assert.False(t, b.r.overlaps(arena), "the %s at %v covers the arena at %v", b.name, b.r, arena)
	}
}

// boxAt returns the box drawn last whose inside holds the point (x, y).
func boxAt(boxes []drawnBox, x, y float64) (drawnBox, bool) {
	for i := len(boxes) - 1; i >= 0; i-- {
		b := boxes[i].r
		if x >= b.x && x < b.x+b.w && y >= b.y && y < b.y+b.h {
			return boxes[i], true
		}
	}
	return drawnBox{}, false
}

// within reports whether r lies inside box, give or take half a pixel.
func within(r, box rect) bool {
	const slack = 0.5
	return r.x >= box.x-slack && r.y >= box.y-slack && r.x+r.w <= box.x+box.w+slack && r.y+r.h <= box.y+box.h+slack
}

// arenaRect is where the arena's playable area is on the screen.
func (g *Game) arenaRect() rect {
	a := g.ctl.Run.World.Arena
	return rect{g.cam.ox, g.cam.oy, a.Width * g.cam.scale, a.Height * g.cam.scale}
}

// TestTheTunerShowsAFieldsDigitWhereKeysPickIt: with keys (or a pad, whose
// player tunes by keys), each field is shown with the digit that picks it;
// on a touch screen, whose toolbar steps through the fields, without it.
func TestTheTunerShowsAFieldsDigitWhereKeysPickIt(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	for device, want := range map[control.InputDevice]string{
		control.KeysAndMouse: "1 detect 4.00",
		control.Gamepad:      "1 detect 4.00",
		control.TouchScreen:  "detect 4.00",
	} {
		g.lastUsed = device
		assert.Equal(t, want, g.tuning().labels[0].text, device)
	}
}

// TestTheTunersKeysFitThePanel: the tuner's line of keys is whole on the
// desktop and in the browser, whose Ctrl+S keeps and downloads, and names
// the toolbar's buttons on a touch screen; with the tree editor open, whose
// keys and buttons those are, it says how to tune again, in the words that
// close the editor.
func TestTheTunersKeysFitThePanel(t *testing.T) {
	for _, tc := range []struct {
		device    control.InputDevice
		inBrowser bool
		path      string
		save      string
	}{
		{control.KeysAndMouse, false, "", "Ctrl+S: save new enemies.toml"},
		{control.KeysAndMouse, false, "/home/someone/my.toml", "Ctrl+S: save my.toml"},
		{control.KeysAndMouse, true, "", "Ctrl+S: keep here, download"},
		{control.TouchScreen, true, "", "- +: change  undo  save: keep here, download"},
	} {
		line := tunerKeys(tc.device, tc.inBrowser, tc.path)
		assert.Equal(t, line, fit(line, panelChars), "cut: %q", line)
		assert.Contains(t, line, tc.save)
		if tc.device == control.TouchScreen {
			assert.NotContains(t, line, "Ctrl", "a phone has no such key")
		}
	}
	g := oneEnemy(t)
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.True(t, g.ctl.Trees.Open)
	for device, want := range map[control.InputDevice]string{
		control.KeysAndMouse: "tuning waits for the tree editor to close (Esc)",
		control.TouchScreen:  "tuning waits for the tree editor to close (edit)",
	} {
		g.lastUsed = device
		assert.Equal(t, want, g.tunerLine(), "the editor has the keys and buttons that tune")
		assert.Equal(t, want, fit(want, panelChars))
	}
}

// TestTheTouchControlsNeverCoverThePlayer: shown on a phone or a tablet,
// upright or on its side, the touch controls, every page of them, leave the
// arena and so the player uncovered (here at its bottom edge, where they
// are), with the panel open or not, a what-if or the key list, and no text
// leaves its box.
func TestTheTouchControlsNeverCoverThePlayer(t *testing.T) {
	screens := []scene{
		{"the arena alone", func(*testing.T, *Game) {}},
		{"the panel open", func(_ *testing.T, g *Game) { g.ctl.Select(0) }},
		{"a what-if", func(t *testing.T, g *Game) {
			g.ctl.Select(0)
			g.ctl.Paused = true
			g.ctl.Seek(30)
			require.NoError(t, g.ctl.ForkHere([]config.KindValue{{Kind: "near", Field: config.FieldDetect, Value: 9}}))
		}},
		{"the key list", func(_ *testing.T, g *Game) { g.ctl.ShowHelp = true }},
	}
	for _, device := range testDevices[1:] {
		for _, s := range screens {
			t.Run(fmt.Sprintf("%gx%g, %s", device.w, device.h, s.name), func(t *testing.T) {
				g := onLongNames(t)
				for range 60 {
					require.NoError(t, g.update(control.Input{}))
				}
				s.setUp(t, g)
				g.device, g.touch.Shown = device, true
				g.lay()
				for page := range g.frame.touch.Pages {
					g.lay()
					require.True(t, g.frame.touch.Shown)
					framed(g)
					checkLayout(t, g)
					p := g.ctl.Shown().World.Player
					x, y := g.cam.screen(p.Pos)
					r := p.Stats.Radius * g.cam.scale
					body := control.Rect{X: float64(x) - r, Y: float64(y) - r, W: 2 * r, H: 2 * r}
					for _, c := range g.frame.touch.Rects() {
						assert.False(t, c.Overlaps(body), "page %d: the control at %v covers the player at %v", page, c, body)
					}
					g.touch.Shows = g.frame.touch.Buttons[len(g.frame.touch.Buttons)-1].Index + 1 // the next page's first
				}
				g.touch.Sheet = true // the sheet of every button: the world holds while it covers the arena
				g.lay()
				framed(g)
				checkLayout(t, g)
				assert.Equal(t, g.frame.touch.Pages > 1 && !g.ctl.Windowed(), len(g.frame.touch.Sheet) > 0,
					"a sheet where the row takes pages, neither hiding a window nor under one")
				if len(g.frame.touch.Sheet) > 0 {
					assert.GreaterOrEqual(t, g.frame.touch.SheetAt.Y, g.screen.hud, "the sheet covers the HUD, which says the game holds")
				}
				for _, b := range g.frame.touch.Sheet {
					assert.True(t, b.At.Y > g.frame.touch.SheetAt.Y && b.At.Y+b.At.H < g.frame.touch.Row.Y, "the sheet's %s at %v leaves the sheet at %v", b.Name, b.At, g.frame.touch.SheetAt)
				}
				g.touch.Sheet = false
			})
		}
	}
}

// TestTheNoteIsReadWhole: what the game says along the timeline is drawn
// whole, on one line on its side and on two upright, where a line holds a
// third as much; a note longer than its lines is cut at the last one.
func TestTheNoteIsReadWhole(t *testing.T) {
	browser := "in a browser: saving (Ctrl+S) keeps your tuning here and downloads it; files are not watched"
	for _, tc := range []struct {
		device size
		note   string
		lines  int
	}{
		{size{1280, 720}, browser, 1},
		{size{390, 844}, browser, 2},
		{size{390, 844}, strings.Repeat(browser+" ", 3), 2},
	} {
		t.Run(fmt.Sprintf("%s, %d characters", deviceName(tc.device), len(tc.note)), func(t *testing.T) {
			g := onLongNames(t)
			g.device = tc.device
			g.ctl.Say(tc.note)
			framed(g)
			checkLayout(t, g)
			var said []string
			for _, txt := range g.drawn.texts {
				if txt.r.y >= g.screen.timelineY() && txt.r.y < g.screen.timelineY()+float64(g.screen.notes*lineHeight) {
					said = append(said, txt.s)
				}
			}
			require.Len(t, said, tc.lines)
			if whole := strings.Join(said, " "); len(tc.note) < 100 {
				assert.Equal(t, tc.note, whole)
			} else {
				assert.True(t, strings.HasSuffix(whole, "…"), "cut where it does not fit: %q", whole)
			}
		})
	}
}

// TestThePanelsTitleBeforeTheFirstTick: an enemy selected before its first
// tick, as after R, has not decided yet, and the title says so rather than
// "decides" and nothing; a tick later it names its branch.
func TestThePanelsTitleBeforeTheFirstTick(t *testing.T) {
	g := onLongNames(t)
	g.ctl.Select(0)
	said := func() []string { return framed(g).said() }
	assert.Contains(t, said(), "near-1 has not decided yet")
	require.NoError(t, g.update(control.Input{}))
	branch := g.ctl.Shown().Minds.Decision(&g.ctl.Shown().World.Enemies[0]).Branch
	require.NotEmpty(t, branch)
	assert.Contains(t, said(), fit("near-1 decides "+branch, panelChars/2))

	one := ai.Inspection{ID: "near-1", Decision: ai.Decision{Leaf: "solo", Status: bt.Running}}
	assert.Equal(t, "near-1 decides solo", panelTitle(one), "a tree that is one leaf decides with no branch")
}

// framed lays out and draws a frame of g and returns what it drew where.
func framed(g *Game) *layoutLog {
	g.lay()
	g.drawn = &layoutLog{}
	drawFrame(g)
	return g.drawn
}

// said returns the lines of text the frame drew, in the order drawn.
func (l *layoutLog) said() []string {
	var out []string
	for _, txt := range l.texts {
		out = append(out, txt.s)
	}
	return out
}
