package game

import (
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
	"image"
	"image/color"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSelectionByClickTabAndRightClick(t *testing.T) {
	g := oneEnemy(t)
	x, y := g.cam.screen(g.ctl.Run.World.Enemies[0].Pos)
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseX: int(x) + 5, MouseY: int(y) - 5}}))
	assert.Equal(t, 0, g.ctl.Selected, "a click on the enemy selects it")
	assert.NotNil(t, g.ctl.Run.Minds.Instance(0).Recorder(), "its history is recorded anyway")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseX: 100, MouseY: 600}}))
	assert.Equal(t, -1, g.ctl.Selected, "a click on empty ground deselects")
	require.NoError(t, g.update(control.Acts(control.NextEnemy)))
	assert.Equal(t, 0, g.ctl.Selected, "Tab selects the next enemy")
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{RightClick: true}}))
	assert.Equal(t, -1, g.ctl.Selected, "a right click deselects")
}

func TestTimeControl(t *testing.T) {
	g := oneEnemy(t)
	tick := func() uint32 { return g.ctl.Run.World.Tick }
	require.NoError(t, g.update(control.Acts(control.Pause)))
	start := tick()
	require.NoError(t, g.update(control.Input{}))
	assert.Equal(t, start, tick(), "paused: the world stands still")
	require.NoError(t, g.update(control.Acts(control.StepForward)))
	assert.Equal(t, start+1, tick(), "N advances exactly one update")
	require.NoError(t, g.update(control.Acts(control.Pause, control.Faster)))
	require.NoError(t, g.update(control.Acts(control.Faster)))
	assert.Equal(t, 4.0, control.Speeds[g.ctl.Speed])
	before := tick()
	require.NoError(t, g.update(control.Input{}))
	assert.Equal(t, before+4, tick(), "4x runs four fixed steps per update")
	for range 4 {
		require.NoError(t, g.update(control.Acts(control.Slower)))
	}
	assert.Equal(t, 0.25, control.Speeds[g.ctl.Speed], "speed stops at 0.25x")
	before = tick()
	for range 8 {
		require.NoError(t, g.update(control.Input{}))
	}
	assert.Equal(t, before+2, tick(), "0.25x runs one step every four updates")
}

// panelOnly draws just the panel on a transparent screen.
func panelOnly(t *testing.T, g *Game) *image.RGBA {
	t.Helper()
	return capture(t, func(dst *ebiten.Image) { g.views.panel.draw(dst, &g.stage) })
}

func TestPanelStaysWithinItsBounds(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	img := panelOnly(t, g)
	side := g.side
	inside := image.Rect(int(side.x), int(side.y), int(side.x+side.w), int(side.y+side.h))
	for y := range img.Bounds().Dy() {
		for x := range img.Bounds().Dx() {
			if !(image.Point{x, y}.In(inside)) {
				require.Zero(t, img.RGBAAt(x, y).A, "pixel (%d, %d) drawn outside the panel", x, y)
			}
		}
	}
}

// rowSquare returns the colour of the status square of tree row i.
func rowSquare(g *Game, img *image.RGBA, i int) color.RGBA {
	y := g.panel.treeTop + i*lineHeight + 7
	return img.RGBAAt(int(g.side.x)+panelPad+4, y)
}

func TestPanelColoursFollowTheSelectedEnemy(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Input{}))
	const chase, ret = 5, 8 // rows of the near tree
	idle := panelOnly(t, g)
	assert.Equal(t, opaque(ai.StatusColour(bt.Success, true)), rowSquare(g, idle, ret), "at home, return succeeds")
	assert.NotEqual(t, opaque(ai.StatusColour(bt.Running, true)), rowSquare(g, idle, chase))

	g.ctl.Run.World.Player.Pos = g.ctl.Run.World.Enemies[0].Pos.Add(entity.Vec{X: 3})
	require.NoError(t, g.update(control.Input{}))
	chasing := panelOnly(t, g)
	assert.Equal(t, opaque(ai.StatusColour(bt.Running, true)), rowSquare(g, chasing, chase), "the player within 4: chase runs")
	assert.NotEqual(t, rowSquare(g, idle, ret), rowSquare(g, chasing, ret), "return is not ticked: faded")
}

// opaque returns the colour as drawn over the panel background when opaque.
func opaque(c color.NRGBA) color.RGBA { return color.RGBA{c.R, c.G, c.B, 255} }

// TestAClickInAWhatIfPicksWhatIsDrawn: in a what-if drawn on top, a click
// exactly where a diverged enemy is drawn selects it, as drawing and
// hit-testing read the one world shown.
func TestAClickInAWhatIfPicksWhatIsDrawn(t *testing.T) {
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	for range 600 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.NoError(t, g.update(control.Acts(control.Pause)))
	g.ctl.Seek(100)
	require.NoError(t, g.ctl.ForkHere([]config.KindValue{{Kind: "far", Field: config.TunableFields()[1], Value: 6}}))
	require.NoError(t, g.update(control.Acts(control.Forward, control.Coarse)))
	require.Same(t, g.ctl.What.Fork.B, g.ctl.Shown())
	shown, recorded := g.ctl.Shown().World, g.ctl.Run.World
	moved := -1
	for i := range shown.Enemies {
		if shown.Enemies[i].Pos.Dist(recorded.Enemies[i].Pos) > 1.5 {
			moved = i
			break
		}
	}
	require.GreaterOrEqual(t, moved, 0, "an enemy is elsewhere in the what-if")
	g.ctl.Select(-1)
	x, y := g.cam.screen(shown.Enemies[moved].Pos)
	require.NoError(t, g.update(control.Input{Pointer: control.Pointer{Click: true, MouseX: int(x), MouseY: int(y)}}))
	assert.Equal(t, moved, g.ctl.Selected, "the click picks the enemy where it is drawn")
}
