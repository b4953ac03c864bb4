package game

import (
	"strings"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheCameraFollowsThePlayerWithinTheArena: zoomed in, the view centres
// on the player where the arena allows and stops at its edges; zoomed out,
// the arena is centred whole.
func TestTheCameraFollowsThePlayerWithinTheArena(t *testing.T) {
	arena := entity.Arena{Width: 100, Height: 50}
	view := rect{0, 24, 1000, 600}
	whole := newCamera(arena, 0, view, 1, entity.Vec{X: 90, Y: 45})
	x0, y0 := whole.screen(entity.Vec{})
	x1, y1 := whole.screen(entity.Vec{X: 100, Y: 50})
	assert.InDelta(t, view.x+view.w/2, float64(x0+x1)/2, 0.5, "zoom 1: the arena centred")
	assert.InDelta(t, view.y+view.h/2, float64(y0+y1)/2, 0.5)

	for _, tc := range []struct {
		name   string
		player entity.Vec
		centre bool
	}{
		{"in the middle: centred on the player", entity.Vec{X: 50, Y: 25}, true},
		{"in a corner: the arena's corner at the view's", entity.Vec{X: 1, Y: 1}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCamera(arena, 0, view, 4, tc.player)
			assert.InDelta(t, 4*whole.scale, c.scale, 1e-9)
			px, py := c.screen(tc.player)
			if tc.centre {
				assert.InDelta(t, view.x+view.w/2, float64(px), 0.5)
				assert.InDelta(t, view.y+view.h/2, float64(py), 0.5)
				return
			}
			cx, cy := c.screen(entity.Vec{})
			assert.InDelta(t, view.x+viewMargin, float64(cx), 0.5, "no ground beyond the arena's edge")
			assert.InDelta(t, view.y+viewMargin, float64(cy), 0.5)
			assert.True(t, c.sees(tc.player, 1))
			assert.False(t, c.sees(entity.Vec{X: 99, Y: 49}, 1), "the far corner is out of view")
		})
	}
}

// TestACrowdThinsOutSmoothly: the share of a resting crowd drawn in full
// falls with the crowd's density, without a cliff, and the same enemies stay
// drawn as it changes.
func TestACrowdThinsOutSmoothly(t *testing.T) {
	prev := detail{1, 1}
	for n := 1; n <= 5000; n = n*5/4 + 1 {
		d := newDetail(1000*600, n, 60)
		assert.LessOrEqual(t, d.rings, prev.rings, "%d enemies", n)
		assert.LessOrEqual(t, d.labels, prev.labels, "%d enemies", n)
		assert.Greater(t, d.labels, 0.0, "%d enemies: some labels still show", n)
		prev = d
	}
	shown := 0
	for i := range 1000 {
		if shows(i, 0.25) {
			shown++
			assert.True(t, shows(i, 0.5), "an enemy shown at a quarter stays shown at a half")
		}
	}
	assert.InDelta(t, 250, shown, 10, "a quarter of the crowd, spread evenly")
}

// TestACrowdStartsZoomedInOnThePlayer: the default arena starts whole; 300
// more enemies, or 100,000 in a grown arena, start zoomed in until the view
// holds a followable crowd at a readable scale, and the wheel over the arena
// zooms.
func TestACrowdStartsZoomedInOnThePlayer(t *testing.T) {
	for _, tc := range []struct {
		enemies int
		zoomed  bool
	}{{0, false}, {300, true}, {100000, true}} {
		g, err := New(Options{Source: session.Source{ScenarioPath: "arena", Enemies: tc.enemies}})
		require.NoError(t, err)
		t.Cleanup(func() { g.Close() })
		assert.Equal(t, tc.zoomed, g.ctl.ArenaZoom > 0, "%d enemies", tc.enemies)
		assert.GreaterOrEqual(t, g.cam.scale, float64(readableScale), "%d enemies", tc.enemies)
		z := g.ctl.ArenaZoom
		x, y := g.cam.screen(g.ctl.Run.World.Player.Pos)
		require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Wheel: 1, MouseX: int(x), MouseY: int(y)}}))
		assert.Equal(t, min(z+1, len(control.ArenaZooms)-1), g.ctl.ArenaZoom, "the wheel over the arena zooms in")
	}
}

// TestAPhoneHeldUprightStartsZoomedIn: on a phone held upright the default
// arena, fitted whole, covers less than half of the view, so the game
// starts zoomed in on the player, as it learns the screen's size on its
// first update; held sideways, or on a desktop, the arena starts whole.
// Until the player zooms, the start's zoom follows the screen as it turns,
// a panel open or not; after, the player's zoom stays.
func TestAPhoneHeldUprightStartsZoomedIn(t *testing.T) {
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	shownOn := func(w, h int) int {
		g.Layout(w, h)
		require.NoError(t, g.Update())
		return g.ctl.ArenaZoom
	}
	assert.Equal(t, 0, shownOn(1280, 720), "a desktop")
	assert.Equal(t, 1, shownOn(390, 844), "a phone held upright")
	assert.GreaterOrEqual(t, g.cam.covers(g.ctl.Run.World.Arena), 0.5)
	assert.Equal(t, 0, shownOn(844, 390), "turned sideways")
	assert.Equal(t, 1, shownOn(390, 844), "and upright again")
	g.ctl.Select(0)
	require.True(t, g.ctl.PanelShown())
	assert.Equal(t, 0, shownOn(844, 390), "turned sideways with a panel open")
	assert.Equal(t, 1, shownOn(390, 844), "and upright again: the screen's zoom, whatever is open")
	g.ctl.Select(-1)
	g.input = func() control.Input { return control.Acts(control.ZoomIn) }
	require.NoError(t, g.Update())
	g.input = func() control.Input { return control.Input{} }
	require.Equal(t, 2, g.ctl.ArenaZoom)
	assert.Equal(t, 2, shownOn(844, 390), "the player's zoom stays as the phone turns")
}

// TestTheSelectedEnemyStaysInTheZoomedView: zoomed in, the view follows the
// player and the selected enemy with them, centred between them, where
// both fit it, as on a phone held upright whose panel shrinks the view;
// an enemy too far for both to fit leaves the view on the player.
func TestTheSelectedEnemyStaysInTheZoomedView(t *testing.T) {
	g := onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [10.0, 9.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [20.0, 9.0]\n\n[[enemies]]\nkind = \"near\"\nhome = [31.0, 17.0]\n")
	g.Layout(390, 844)
	g.ctl.ArenaZoom = 1
	reach := bodyReach(g.ctl.Run.World)
	inView := func(enemy int) (bool, bool) {
		w := g.ctl.Run.World
		return g.cam.holds(w.Player.Pos, reach), g.cam.holds(w.Enemies[enemy].Pos, reach)
	}
	for _, tc := range []struct {
		enemy int
		both  bool
	}{{0, true}, {1, false}} {
		g.ctl.Select(tc.enemy)
		require.NoError(t, g.update(control.Input{}))
		require.True(t, g.ctl.PanelShown())
		player, enemy := inView(tc.enemy)
		assert.True(t, player, "enemy %d: the player in view", tc.enemy)
		assert.Equal(t, tc.both, enemy, "enemy %d in view where both fit", tc.enemy)
	}
	g.ctl.Select(-1)
	g.ctl.Select(0)
	dead := &g.ctl.Run.World.Enemies[0] // fallen far off, drawn at home, where it respawns
	dead.Dead, dead.Pos = true, entity.Vec{X: 31, Y: 17}
	g.ctl.Paused = true // the world as set
	require.NoError(t, g.update(control.Input{}))
	assert.True(t, g.cam.holds(dead.Home, reach), "a dead enemy in view where it is drawn")
	g.ctl.ArenaZoom = 0
	require.NoError(t, g.update(control.Input{}))
	player, enemy := inView(1)
	assert.True(t, player && enemy, "the whole arena, unzoomed")
}

// TestABannerDoesNotMoveTheArena: a banner coming (a breakpoint's, a
// reload's) leaves the arena where it was drawn wherever the arena stays
// clear of it, as on a desktop beside a panel; where it would not, the
// arena is fitted below it. Either way no banner covers the arena.
func TestABannerDoesNotMoveTheArena(t *testing.T) {
	for _, tc := range []struct {
		device       size
		panel, still bool
	}{
		{size{}, true, true},           // beside the panel the arena is narrower than the view: room above it
		{size{844, 390}, false, false}, // the arena fills the height
	} {
		t.Run(deviceName(tc.device), func(t *testing.T) {
			g, err := New(Options{Source: session.Source{ScenarioPath: "near_chase"}})
			require.NoError(t, err)
			t.Cleanup(func() { g.Close() })
			g.input = func() control.Input { return control.Input{} }
			g.device = tc.device
			if tc.panel {
				g.ctl.Select(0)
			}
			framed(g)
			before := g.cam
			for _, banner := range []string{"breakpoint at t 12: near-1 strike idle -> running", strings.Repeat("a long reload problem ", 12)} {
				g.ctl.Stop = banner
				framed(g)
				reach := bodyReach(g.ctl.Run.World)
				assert.GreaterOrEqual(t, g.cam.oy-reach*g.cam.scale, g.cam.view.y, "%q: the arena drawn below the banners", banner)
				assert.Equal(t, g.screen.hud+bannersHeight(g.frame.banners), g.cam.view.y, "and clipped there")
				if tc.still {
					assert.Equal(t, [3]float64{before.ox, before.oy, before.scale}, [3]float64{g.cam.ox, g.cam.oy, g.cam.scale}, "%q: the arena stays", banner)
				} else {
					assert.NotEqual(t, before.oy, g.cam.oy, "%q: fitted below the banner", banner)
				}
			}
		})
	}
}
