package game

import (
	"github.com/enemyai/enemyai/session"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oneEnemy returns a game on a 32x18 arena with a single Near enemy at (16, 9)
// and the player far away in a corner.
func oneEnemy(t *testing.T) *Game {
	t.Helper()
	return onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [1.0, 1.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [16.0, 9.0]\n")
}

// onScenario returns a game on the given scenario text, driven by the test.
func onScenario(t *testing.T, scenario string) *Game {
	t.Helper()
	path := filepath.Join(t.TempDir(), "one.toml")
	require.NoError(t, os.WriteFile(path, []byte(scenario), 0o644))
	g, err := New(Options{Source: session.Source{ScenarioPath: path}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	return g
}

// drawFrame draws the game on a screen nobody reads: for what drawing lays
// out and caches, which needs no display.
func drawFrame(g *Game) { g.Draw(ebiten.NewImage(int(g.screen.w), int(g.screen.h))) }

// pixels draws the game and returns the screen.
func pixels(t *testing.T, g *Game) *image.RGBA {
	t.Helper()
	return capture(t, g.Draw)
}

// capture runs draw on a transparent screen and returns what it drew; it
// reads the pixels back, which needs a display.
func capture(t *testing.T, draw func(*ebiten.Image)) *image.RGBA {
	t.Helper()
	needsDisplay(t)
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	draw(screen)
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	return img
}

func isGreen(c color.RGBA) bool { return c.G > 150 && c.R < 120 && c.B < 150 }
func isBlue(c color.RGBA) bool  { return c.B > 200 && c.R < 120 && c.G < 170 }

// around returns the colours of the pixels on the circle of radius r around
// (cx, cy), every 10 degrees, avoiding the HP bar above the enemy.
func around(img *image.RGBA, cx, cy float32, r float64) []color.RGBA {
	var out []color.RGBA
	for deg := 0; deg < 360; deg += 10 {
		a := float64(deg) * math.Pi / 180
		x := int(math.Floor(float64(cx) + r*math.Cos(a))) // pixel x covers [x, x+1)
		y := int(math.Floor(float64(cy) + r*math.Sin(a)))
		out = append(out, img.RGBAAt(x, y))
	}
	return out
}

func count(cs []color.RGBA, pred func(color.RGBA) bool) int {
	n := 0
	for _, c := range cs {
		if pred(c) {
			n++
		}
	}
	return n
}

func TestGizmosDrawDetectAndAttackRadii(t *testing.T) {
	g := oneEnemy(t)
	e := &g.ctl.Run.World.Enemies[0]
	cx, cy := g.cam.screen(e.Pos)
	detect, attack := float64(g.cam.pixels(e.Kind.Detect)), float64(g.cam.pixels(e.Kind.Attack))
	img := pixels(t, g)

	assert.Equal(t, 36, count(around(img, cx, cy, detect), isGreen), "green all around at the detect radius")
	assert.Equal(t, 36, count(around(img, cx, cy, attack), isBlue), "blue all around at the attack radius")
	for _, r := range []float64{(detect + attack) / 2, detect + 6, attack + 6} {
		cs := around(img, cx, cy, r)
		assert.Zero(t, count(cs, isGreen)+count(cs, isBlue), "no gizmo colour at radius %.0f", r)
	}

	require.NoError(t, g.update(control.Acts(control.ToggleGizmos)))
	img = pixels(t, g)
	assert.Zero(t, count(around(img, cx, cy, detect), isGreen), "G hides the detect circle")
	assert.Zero(t, count(around(img, cx, cy, attack), isBlue), "G hides the attack circle")
}

func TestGizmosFollowRangeChanges(t *testing.T) {
	g := oneEnemy(t)
	e := &g.ctl.Run.World.Enemies[0]
	e.Kind.Detect = 6
	cx, cy := g.cam.screen(e.Pos)
	img := pixels(t, g)
	assert.Equal(t, 36, count(around(img, cx, cy, float64(g.cam.pixels(6))), isGreen))
	assert.Zero(t, count(around(img, cx, cy, float64(g.cam.pixels(4))), isGreen))
}

func TestKeysThroughUpdate(t *testing.T) {
	g := oneEnemy(t)
	start := g.ctl.Run.World.Player.Pos
	require.NoError(t, g.update(control.Acts().With(control.MoveX, 1)))
	assert.InDelta(t, start.X+g.ctl.Run.World.Player.Stats.Speed*entity.Dt, g.ctl.Run.World.Player.Pos.X, 1e-9, "D moves right one step")
	require.NoError(t, g.update(control.Acts(control.ToggleHelp)))
	assert.True(t, g.ctl.ShowHelp)
	g.ctl.Run.World.Player.HP = 1
	g.ctl.Run.World.Player.Dead = true
	require.NoError(t, g.update(control.Acts(control.Restart)))
	assert.False(t, g.ctl.Run.World.Player.Dead, "R restarts")
	require.NoError(t, g.update(control.Acts(control.OpenMenu)))
	assert.False(t, g.ctl.ShowHelp, "Esc closes the key list first")
	assert.False(t, g.views.menu.menu.Open)
	require.NoError(t, g.update(control.Acts(control.OpenMenu)))
	assert.True(t, g.views.menu.menu.Open, "Esc opens the menu")
	require.NoError(t, g.update(control.Acts().With(control.MoveY, -1)))
	assert.ErrorIs(t, g.update(control.Acts(control.Confirm)), ebiten.Termination, "its last line quits")
}

func TestHUDAndPanelsDrawWithinTheScreen(t *testing.T) {
	g := oneEnemy(t)
	g.ctl.ShowHelp = true
	g.ctl.Run.World.Player.Dead = true
	img := pixels(t, g)
	// The HUD band is drawn and has text in it.
	bright := 0
	for x := 0; x < 400; x++ {
		for y := 0; y < int(g.screen.hud); y++ {
			if c := img.RGBAAt(x, y); c.R > 200 && c.G > 200 {
				bright++
			}
		}
	}
	assert.Positive(t, bright)
}

// TestRestingEnemiesLeaveNoGhostWhenTheyMove: an idle enemy's circles are
// cached; once it chases, they follow it and nothing stays behind at home.
func TestRestingEnemiesLeaveNoGhostWhenTheyMove(t *testing.T) {
	g := oneEnemy(t)
	e := &g.ctl.Run.World.Enemies[0]
	for range bakeEvery + 2 {
		require.NoError(t, g.update(control.Input{}))
		drawFrame(g)
	}
	require.True(t, g.views.arena.rest.has(0), "idle long enough: cached")
	hx, hy := g.cam.screen(e.Home)
	detect := float64(g.cam.pixels(e.Kind.Detect))

	g.ctl.Run.World.Player.Pos = e.Home.Add(entity.Vec{X: -3})
	for range 30 {
		require.NoError(t, g.update(control.Input{}))
	}
	require.Less(t, e.Pos.X, e.Home.X-1, "it chased west")
	img := pixels(t, g)
	assert.False(t, g.views.arena.rest.has(0))
	east := img.RGBAAt(int(hx+float32(detect)), int(hy))
	assert.False(t, isGreen(east), "no ghost of the old detect circle at home")
	cx, cy := g.cam.screen(e.Pos)
	assert.Equal(t, 36, count(around(img, cx, cy, detect), isGreen), "the circle is drawn where it is")
}

// TestAnEnemyThatHasNotDecidedYetIsAtRest: before its first tick an enemy
// stands where it was placed, and is drawn as a resting one is, thinned in
// a crowd, not with every circle of every enemy (a game at tick 0, -seek 0).
func TestAnEnemyThatHasNotDecidedYetIsAtRest(t *testing.T) {
	g := oneEnemy(t)
	w, minds := g.ctl.Run.World, g.ctl.Run.Minds
	require.Zero(t, w.Tick)
	require.False(t, minds.Decision(&w.Enemies[0]).Decided())
	assert.True(t, atRest(minds, &w.Enemies[0]))
	w.Enemies[0].FlashTicks = 3
	assert.False(t, atRest(minds, &w.Enemies[0]), "a flash changes from frame to frame")
}

// TestTheRestLayersLabelsMakeWayForThePlayer: a resting enemy's label,
// drawn once into the rest layer, moves off the player's halo and hit
// points when the player walks onto it, as a moving enemy's label does.
func TestTheRestLayersLabelsMakeWayForThePlayer(t *testing.T) {
	g := oneEnemy(t)
	e := &g.ctl.Run.World.Enemies[0]
	e.Dead, e.RespawnTicks = true, 1_000_000 // dead: at rest, labelled "dead" above its home
	drawFrame(g)
	require.Len(t, g.views.arena.rest.labelled, 1)
	marks := func() rect { return g.playerMarks() }
	require.False(t, g.views.arena.rest.labelled[0].overlaps(marks()))

	g.ctl.Run.World.Player.Pos = e.Home.Add(entity.Vec{Y: -0.8}) // onto the label
	g.lay()                                                      // as the update that moved them does
	drawFrame(g)
	for _, r := range g.views.arena.rest.labelled {
		assert.False(t, r.overlaps(marks()), "a label in the player's halo")
	}
}

// TestTheSelectionsRingLeavesANeighboursLabelReadable: the ring around the
// selected enemy is drawn under the labels of enemies at rest, so that a
// neighbour's label the ring runs through reads as it did before the
// selection. It was drawn over the rest layer: "idle" read "idlo".
func TestTheSelectionsRingLeavesANeighboursLabelReadable(t *testing.T) {
	g := onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [1.0, 1.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [16.0, 9.0]\n\n[[enemies]]\nkind = \"near\"\nhome = [16.3, 9.7]\n") // its label clear of the other's middle
	g.ctl.ShowGizmos, g.ctl.ShowPanel = false, false // the view as it is: no panel beside it
	for range 5 {
		require.NoError(t, g.update(control.Input{}))
	}
	neighbours := func() (rect, *image.RGBA) { // the label nearest enemy 1, and the screen
		img := pixels(t, g)
		x, y := g.cam.screen(g.ctl.Shown().World.Enemies[1].Pos)
		var best rect
		for _, r := range g.views.arena.rest.labelled {
			if math.Hypot(r.x+r.w/2-float64(x), r.y+r.h/2-float64(y)) < math.Hypot(best.x+best.w/2-float64(x), best.y+best.h/2-float64(y)) {
				best = r
			}
		}
		return best, img
	}
	at, before := neighbours()
	g.ctl.Select(0)
	g.lay()
	still, after := neighbours()
	require.Equal(t, at, still, "the neighbour's label stays where it was")
	e := &g.ctl.Shown().World.Enemies[0]
	_, y := g.cam.screen(e.Pos)
	ring := float64(g.cam.pixels(e.Kind.Radius * 1.5))
	require.Less(t, math.Abs(at.y+at.h/2-float64(y)-ring), at.h/2, "the ring runs through the label")
	glyphs, changed := 0, 0 // the label's bright pixels: its letters
	for py := int(at.y); py < int(at.y+at.h); py++ {
		for px := int(at.x); px < int(at.x+at.w); px++ {
			if c := before.RGBAAt(px, py); int(c.R)+int(c.G)+int(c.B) > 450 {
				glyphs++
				if after.RGBAAt(px, py) != c {
					changed++
				}
			}
		}
	}
	require.Positive(t, glyphs)
	assert.Zero(t, changed, "of the label's %d letter pixels, changed by the selection", glyphs)
}

// TestATintMakesTheSpriteLookItsColour: a tinted kind's sprite is scaled so
// its average colour becomes the tint, so a kind made of data alone does not
// look like the kind whose sprite it borrows.
func TestATintMakesTheSpriteLookItsColour(t *testing.T) {
	g := oneEnemy(t)
	k := &entity.Kind{Sprite: "near", Tint: "#f0a040"}
	cs := g.art.tint(k)
	avg := g.art.average["near"]
	got := []float64{avg[0] * float64(cs.R()), avg[1] * float64(cs.G()), avg[2] * float64(cs.B())}
	assert.InDeltaSlice(t, []float64{0xf0 / 255.0, 0xa0 / 255.0, 0x40 / 255.0}, got, 1e-6)
	assert.Equal(t, ebiten.ColorScale{}, g.art.tint(&entity.Kind{Sprite: "near"}), "no tint, no change")
}

// TestLabelsCoverNeitherEachOtherNorThePlayer: in a crowd pressing on the
// player, the labels written, of enemies at rest (in the rest layer) and of
// the others, cover no other label, the middle of no body but their own,
// nor the player's halo and hit points;
// the selected enemy's is written, whatever other label it covers, below
// or beside its body where above it would cover the player's marks.
func TestLabelsCoverNeitherEachOtherNorThePlayer(t *testing.T) {
	for _, tc := range []struct {
		name     string
		enemies  int
		zoom     int // index into control.ArenaZooms: lower, more enemies in view
		resting  int // the labels of enemies at rest at least
		scenario string
	}{
		{"a crowd pressing on the player", 300, -1, 20, "arena"},
		{"the whole arena of a crowd, most at rest", 300, 0, 8, "arena"}, // fewer: none over the middle of another body
	} {
		t.Run(tc.name, func(t *testing.T) {
			labelsInACrowd(t, tc.scenario, tc.enemies, tc.zoom, tc.resting)
		})
	}
}

// labelsInACrowd plays scenario with enemies more for 420 ticks, zoomed to
// zoom (-1: as the game starts), and checks the labels drawn.
func labelsInACrowd(t *testing.T, scenario string, enemies, zoom, resting int) {
	g, err := New(Options{Source: session.Source{ScenarioPath: scenario, Enemies: enemies}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	for range 420 {
		require.NoError(t, g.update(control.Input{}))
	}
	if zoom >= 0 {
		g.ctl.ArenaZoom = zoom
	}
	w := g.ctl.Shown().World
	nearest := 0
	for i := range w.Enemies {
		if w.Enemies[i].Pos.Dist(w.Player.Pos) < w.Enemies[nearest].Pos.Dist(w.Player.Pos) {
			nearest = i
		}
	}
	g.ctl.Select(nearest)
	framed(g) // bakes the rest layer
	v := &g.views.arena
	placed := v.placeLabels(&g.stage)
	require.NotEmpty(t, placed)
	require.GreaterOrEqual(t, len(v.rest.labelled), resting, "enemies at rest have labels")
	player := g.playerMarks()
	assert.Equal(t, g.clearOf(player, g.label(&w.Enemies[nearest]), &w.Enemies[nearest]), placed[0], "the selected enemy's first")
	var all []rect
	for i, l := range placed {
		if i > 0 {
			all = append(all, l.at)
		}
		assert.False(t, l.at.overlaps(player), "a label at %v covers the player at %v", l.at, player)
	}
	all = append(all, v.rest.labelled...)
	for _, l := range all {
		for i := range w.Enemies {
			e := &w.Enemies[i]
			x, y, r := g.labelledBody(e)
			middle := rect{x - r/2, y - r/2, r, r}
			if !g.bodiesAreDots() && g.cam.shows(drawnAt(e), e.Kind.Radius) && l.overlaps(middle) {
				ownX, ownY := g.labelAnchor(e)
				assert.True(t, l.x+l.w/2 == ownX && l.y == ownY, "a label at %v covers %s's middle %v", l, e.ID, middle)
			}
		}
	}
	near := 0
	for i, a := range all {
		if math.Hypot(a.x-player.x, a.y-player.y) < 150 {
			near++
		}
		for _, b := range all[i+1:] {
			assert.False(t, a.overlaps(b), "labels at %v and %v", a, b)
		}
	}
	assert.Positive(t, near, "labels are written near the player")
}

// TestNoBarsWhereBodiesAreDots: zoomed out over a charging horde until
// bodies are a few pixels across, no HP bar is drawn, which would carpet
// the crowd; near, the bars are there.
func TestNoBarsWhereBodiesAreDots(t *testing.T) {
	g := chargingHorde(t)
	bars := func(zoom int) int { return coloured(t, g, zoom, colourHPGood, true) } // the player's own bar aside
	far := bars(0)
	require.Less(t, g.cam.pixels(2*g.ctl.Run.World.LargestRadius()), float32(minBarBodyPixels), "zoomed out, bodies are dots")
	assert.Zero(t, far, "zoomed out: no bars")
	near := 0 // the first zoom whose bodies are twice as wide as a bar needs
	for ; near < len(control.ArenaZooms)-1; near++ {
		g.ctl.ArenaZoom = near
		g.lay()
		if g.cam.pixels(2*g.ctl.Run.World.LargestRadius()) >= 2*minBarBodyPixels {
			break
		}
	}
	assert.Positive(t, bars(near), "zoomed in to zoom %d: bars", near)
}

// TestEnemiesBarsMakeWayForThePlayer: zoomed in on a horde pressing on the
// player, no enemy's HP bar is drawn over the player's halo and hit
// points, where they made a tangle around the player's own bar; the bars
// around it are drawn.
func TestEnemiesBarsMakeWayForThePlayer(t *testing.T) {
	g := chargingHorde(t)
	for range 270 {
		require.NoError(t, g.update(control.Input{}))
	}
	g.ctl.ArenaZoom = len(control.ArenaZooms) - 1
	g.lay()
	w := g.ctl.Shown().World
	pressing := 0
	for i := range w.Enemies {
		if !g.views.arena.rest.has(i) && g.hpBar(w.Enemies[i].Pos, w.Enemies[i].Kind.Radius).overlaps(g.marks) {
			pressing++
		}
	}
	require.Positive(t, pressing, "enemies whose bars would cover the player's marks")
	img := pixels(t, g)
	own := g.hpBar(w.Player.Pos, w.Player.Stats.Radius)
	inside, outside := 0, 0
	v := g.cam.view
	for y := int(v.y); y < int(v.y+v.h); y++ {
		for x := int(v.x); x < int(v.x+v.w); x++ {
			if img.RGBAAt(x, y) != (color.RGBA{colourHPGood.R, colourHPGood.G, colourHPGood.B, 255}) || own.contains(x, y) {
				continue
			}
			if g.marks.contains(x, y) {
				inside++
			} else {
				outside++
			}
		}
	}
	assert.Zero(t, inside, "no enemy's bar in the player's marks %v", g.marks)
	assert.Positive(t, outside, "the bars around them")
}

// TestLabelsThinOutWhereBodiesAreDots: zoomed out over a charging horde
// until bodies are dots, the same word is written no nearer than wordRoom
// pixels to itself, a few times over the crowd rather than over every few
// bodies; another word is written beside it; near, the words are as dense
// as their places allow.
func TestLabelsThinOutWhereBodiesAreDots(t *testing.T) {
	g := chargingHorde(t)
	closest := func() (n int, nearest float64) {
		framed(g)
		placed := g.views.arena.placeLabels(&g.stage)
		nearest = math.Inf(1)
		for i, a := range placed {
			for _, b := range placed[i+1:] {
				nearest = min(nearest, math.Hypot(a.at.x-b.at.x, a.at.y-b.at.y))
			}
		}
		return len(placed), nearest
	}
	g.ctl.ArenaZoom = 0
	g.lay()
	require.True(t, g.bodiesAreDots(), "zoomed all the way out, bodies are dots")
	n, nearest := closest()
	v := g.cam.view
	assert.Positive(t, n, "some labels are written")
	assert.LessOrEqual(t, float64(n), math.Ceil(v.w/wordRoom)*math.Ceil(v.h/wordRoom), "at most a word a room")
	assert.GreaterOrEqual(t, nearest, float64(wordRoom), "the same word no nearer than wordRoom to itself")
	g.ctl.Labels = control.LabelsID
	ids, _ := closest()
	assert.Greater(t, ids, n, "IDs, each its own word, are written wherever they have room")
	for word := range g.views.arena.labels.words.at {
		assert.NotContains(t, word, "horde-", "nor remembered as words, one grid each")
	}
	g.ctl.Labels = control.LabelsState
	g.ctl.ArenaZoom = len(control.ArenaZooms) - 1
	g.lay()
	require.False(t, g.bodiesAreDots(), "zoomed in, bodies are bodies")
	_, nearest = closest()
	assert.Less(t, nearest, float64(wordRoom), "zoomed in, labels are as dense as their places allow")

	var w wordSpots
	w.clear(rect{0, 0, 1000, 1000})
	w.add("charge", 500, 500)
	assert.True(t, w.near("charge", 500+wordRoom, 500), "the same word beside")
	assert.False(t, w.near("attack", 500, 500), "another word")
	assert.False(t, w.near("charge", 500+2*wordRoom, 500), "the same word two rooms away")
	w.add("charge", 1500, -20) // beside the view: not noted, and no cell out of range
	assert.False(t, w.near("charge", 999, 0))
}

// TestALabelAtTheTopOfTheViewGoesBelowTheBody: an enemy at the arena's top
// edge, where the view begins, has its label below its body rather than
// cut off above the view; elsewhere it is above.
func TestALabelAtTheTopOfTheViewGoesBelowTheBody(t *testing.T) {
	g := onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [1.0, 17.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [16.0, 0.3]\n\n[[enemies]]\nkind = \"near\"\nhome = [16.0, 9.0]\n")
	framed(g)
	w := g.ctl.Shown().World
	top, middle := g.label(&w.Enemies[0]), g.label(&w.Enemies[1])
	_, bodyY := g.cam.screen(w.Enemies[0].Pos)
	assert.GreaterOrEqual(t, top.at.y, g.cam.view.y, "the label at %v stays in the view at %v", top.at, g.cam.view)
	assert.Greater(t, top.at.y, float64(bodyY), "below the body")
	_, bodyY = g.cam.screen(w.Enemies[1].Pos)
	assert.Less(t, middle.at.y+middle.at.h, float64(bodyY), "elsewhere above it")
}

// TestNoRingsThatHideTheirBodies: zoomed out over a charging horde until
// bodies are dots, no attack circle is drawn, which would be a blob over
// each body hiding its colour; near, the circles are there.
func TestNoRingsThatHideTheirBodies(t *testing.T) {
	g := chargingHorde(t)
	rings := func(zoom int) int { return coloured(t, g, zoom, colourAttack, false) }
	require.True(t, g.ctl.ShowGizmos)
	far := rings(0)
	require.True(t, g.bodiesAreDots(), "zoomed out, bodies are dots")
	assert.Zero(t, far, "zoomed out: no attack circles")
	assert.Positive(t, rings(len(control.ArenaZooms)-1), "zoomed in: attack circles")
}

// chargingHorde returns a game of the horde scenario with 3,000 enemies
// more, 150 ticks in: the crowd charges from all over the grown arena, the
// nearest, drawn at least 3 s of running away, close in on the player.
func chargingHorde(t *testing.T) *Game {
	t.Helper()
	g, err := New(Options{Source: session.Source{ScenarioPath: "horde", Enemies: 3000}})
	require.NoError(t, err)
	t.Cleanup(func() { g.Close() })
	g.input = func() control.Input { return control.Input{} }
	for range 150 {
		require.NoError(t, g.update(control.Input{}))
	}
	return g
}

// coloured counts the pixels of colour c in the view of g zoomed to zoom,
// leaving out the player's marks if asked.
func coloured(t *testing.T, g *Game, zoom int, c color.NRGBA, notPlayer bool) (n int) {
	g.ctl.ArenaZoom = zoom
	g.lay()
	img := pixels(t, g)
	v, player := g.cam.view, g.playerMarks()
	for y := int(v.y); y < int(v.y+v.h); y++ {
		for x := int(v.x); x < int(v.x+v.w); x++ {
			if img.RGBAAt(x, y) == (color.RGBA{c.R, c.G, c.B, 255}) && !(notPlayer && player.contains(x, y)) {
				n++
			}
		}
	}
	return n
}
