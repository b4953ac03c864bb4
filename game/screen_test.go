package game

import (
	"image"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheScreenIsUprightWhenTheDeviceIs: a device taller than wide gets an
// upright screen as wide as the panel and its margins, as tall as the
// device's proportions make it within bounds, and two lines for the
// timeline's note; any other a 1280x720 screen and one line.
func TestTheScreenIsUprightWhenTheDeviceIs(t *testing.T) {
	for _, tc := range []struct {
		device size
		want   screen
	}{
		{size{}, screen{w: 1280, h: 720, hud: hudHeight, notes: 1}},
		{size{1280, 720}, screen{w: 1280, h: 720, hud: hudHeight, notes: 1}},
		{size{844, 390}, screen{w: 960, h: 540, hud: hudHeight, notes: 1, compact: true}},
		{size{667, 375}, screen{w: 960, h: 540, hud: hudHeight, notes: 1, compact: true}},
		{size{1024, 600}, screen{w: 1280, h: 720, hud: hudHeight, notes: 1}},
		{size{800, 800}, screen{w: 1280, h: 720, hud: hudHeight, notes: 1}},
		{size{390, 844}, screen{w: 476, h: 1030, portrait: true, hud: portraitHUDHeight, notes: 2}},
		{size{360, 800}, screen{w: 476, h: 1058, portrait: true, hud: portraitHUDHeight, notes: 2}},
		{size{820, 1180}, screen{w: 476, h: portraitMinHeight, portrait: true, hud: portraitHUDHeight, notes: 2}},
		{size{300, 1000}, screen{w: 476, h: portraitMaxHeight, portrait: true, hud: portraitHUDHeight, notes: 2}},
	} {
		t.Run(deviceName(tc.device), func(t *testing.T) {
			assert.Equal(t, tc.want, screenFor(tc.device))
			g := &Game{}
			w, h := g.Layout(int(tc.device.w), int(tc.device.h))
			assert.Equal(t, [2]int{int(tc.want.w), int(tc.want.h)}, [2]int{w, h}, "Layout hands Ebitengine the same screen")
		})
	}
}

// TestUprightThePanelIsBelowTheArena: on a phone held upright the panel,
// the key list and the breakpoint editor take the lower part of the
// screen, within it, the arena above them as wide as the screen and
// readable, the touch controls between; closed, the arena takes the
// height. On its side, the panel is the right-hand column.
func TestUprightThePanelIsBelowTheArena(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setUp func(g *Game)
	}{
		{"the panel", func(g *Game) { g.ctl.Select(0) }},
		{"the key list", func(g *Game) { g.ctl.ShowHelp = true }},
		{"the breakpoint editor", func(g *Game) { g.ctl.Editor.Open = true }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := onLongNames(t)
			g.device, g.touch.Shown = size{390, 844}, true
			require.NoError(t, g.update(control.Input{}))
			closed := g.cam.view
			tc.setUp(g)
			g.lay()
			sc, side, view := g.screen, g.side, g.cam.view
			require.True(t, sc.portrait)
			assert.Equal(t, rect{sideMargin, sc.timelineY() - sideMargin - portraitSide, sc.w - 2*sideMargin, portraitSide}, side,
				"the side takes the lower part, above the timeline")
			assert.LessOrEqual(t, view.y+view.h, side.y, "the arena's view ends above the side")
			assert.LessOrEqual(t, g.frame.touch.Row.Y+g.frame.touch.Row.H, side.y, "so do the touch controls")
			assert.Equal(t, sc.w, view.w, "the arena's view is as wide as the screen")
			assert.GreaterOrEqual(t, g.cam.scale, float64(readableScale), "and the arena readable")
			assert.Greater(t, closed.h, view.h+portraitSide, "closed, the arena's view takes the height")

			for _, device := range []size{{1280, 720}, {844, 390}} { // a desktop's window, a phone on its side
				g.device = device
				g.lay()
				sc := g.screen
				assert.Equal(t, rect{sc.w - panelWidth - sideMargin, hudHeight + sideMargin, panelWidth,
					sc.h - timelineHeight - hudHeight - 2*sideMargin}, g.side, "on its side, the right-hand column")
			}
		})
	}
}

// TestUprightAWhatIfLeavesTheArenaRoom: on a phone held upright with a
// panel open, a what-if's box takes room above the timeline; the panel
// gives way so that the arena and the touch controls keep
// portraitArenaMin (they were left a third of it).
func TestUprightAWhatIfLeavesTheArenaRoom(t *testing.T) {
	g := onLongNames(t)
	g.device, g.touch.Shown = size{390, 844}, true
	for range 60 {
		require.NoError(t, g.update(control.Input{}))
	}
	g.ctl.Select(0)
	g.ctl.Paused = true
	g.ctl.Seek(30)
	require.NoError(t, g.ctl.ForkHere([]config.KindValue{{Kind: "near", Field: config.FieldSpeed, Value: 2}}))
	g.lay()
	require.True(t, g.whatIf.open)
	require.True(t, g.screen.portrait)
	arena := g.side.y - viewMargin - g.cam.view.y
	assert.GreaterOrEqual(t, arena, float64(portraitArenaMin)-sideMargin-viewMargin, "the arena and the touch controls at %v, the side at %v", g.cam.view, g.side)
}

// TestTurningTheDeviceRedrawsForTheNewScreen: the images the size of the
// screen (the rest layer) and of the timeline's bar (the strips) are made
// anew when the device turns, and the frame is laid out on the new screen.
func TestTurningTheDeviceRedrawsForTheNewScreen(t *testing.T) {
	needsDisplay(t)
	g := onLongNames(t)
	for _, device := range []size{{}, {390, 844}, {844, 390}, {820, 1180}} {
		g.device = device
		require.NoError(t, g.update(control.Input{}))
		drawFrame(g)
		sc := g.screen
		assert.Equal(t, screenFor(device), sc)
		assert.Equal(t, image.Pt(int(sc.w), int(sc.h)), g.views.arena.rest.img.Bounds().Size(), "%s: the rest layer", deviceName(device))
		assert.Equal(t, sc.barWidth(), g.views.timeline.strips.img.Bounds().Dx(), "%s: the strips", deviceName(device))
		assert.LessOrEqual(t, g.cam.view.x+g.cam.view.w, sc.w, "%s: the arena's view", deviceName(device))
	}
}
