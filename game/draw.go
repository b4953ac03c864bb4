package game

import (
	"image/color"
	"math"

	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// gizmoStroke is the width of a gizmo circle, in pixels.
const gizmoStroke = 2

// minGridPixels is the closest grid lines are drawn, in pixels.
const minGridPixels = 12

// drawFloor draws the arena with a grid line every world unit, or every 2,
// 5, 10, 20, ... units when lines would be closer than minGridPixels: the
// cost of a frame depends on the screen, not on the arena's size.
func (g *Game) drawFloor(dst *ebiten.Image) {
	a := g.ctl.Shown().World.Arena
	x0, y0 := g.cam.screen(entity.Vec{})
	x1, y1 := g.cam.screen(entity.Vec{X: a.Width, Y: a.Height})
	vector.FillRect(dst, x0, y0, x1-x0, y1-y0, colourFloor, false)
	step := gridStep(g.cam.scale)
	for x := step; x < a.Width; x += step {
		sx, _ := g.cam.screen(entity.Vec{X: x})
		vector.StrokeLine(dst, sx, y0, sx, y1, 1, colourGrid, false)
	}
	for y := step; y < a.Height; y += step {
		_, sy := g.cam.screen(entity.Vec{Y: y})
		vector.StrokeLine(dst, x0, sy, x1, sy, 1, colourGrid, false)
	}
}

// gridStep returns the world units between grid lines at scale pixels per
// unit: 1, 2 or 5 times a power of ten, at least minGridPixels apart.
func gridStep(scale float64) float64 {
	if !(scale > 0) {
		return math.Inf(1)
	}
	for step := 1.0; ; step *= 10 {
		for _, m := range []float64{1, 2, 5} {
			if step*m*scale >= minGridPixels {
				return step * m
			}
		}
	}
}

// drawSprite draws img centred on p, scaled so its width spans diameter
// world units, turned by angle radians, tinted by cs.
func (g *Game) drawSprite(dst, img *ebiten.Image, p entity.Vec, diameter, angle float64, cs ebiten.ColorScale) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, ColorScale: cs}
	op.GeoM.Translate(-float64(w)/2, -float64(h)/2)
	op.GeoM.Rotate(angle)
	op.GeoM.Scale(diameter*g.cam.scale/float64(w), diameter*g.cam.scale/float64(w))
	x, y := g.cam.screen(p)
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(img, op)
}

// drawEnemies draws the enemies not in the rest layer.
func (g *Game) drawEnemies(dst *ebiten.Image) {
	for i := range g.ctl.Shown().World.Enemies {
		if !g.baked(i) {
			g.drawEnemy(dst, &g.ctl.Shown().World.Enemies[i])
		}
	}
}

// drawEnemy draws a living enemy with its HP bar, swelling in its wind-up and
// flashing when hit, or a dead one as a faint mark at home.
func (g *Game) drawEnemy(dst *ebiten.Image, e *entity.Enemy) {
	img := g.art.sprite(e.Kind)
	cs := g.art.tint(e.Kind)
	if e.Dead {
		cs.ScaleAlpha(0.18)
		g.drawSprite(dst, img, e.Home, 2*e.Kind.Radius, 0, cs)
		return
	}
	size := 2.4 * e.Kind.Radius
	switch e.Phase {
	case entity.WindUp: // the tell: it swells before it strikes
		size *= 1 + 0.25*(1-float64(e.PhaseTicks)/math.Max(float64(entity.Ticks(e.Kind.WindUp)), 1))
	case entity.Strike:
		size *= 1.25
	}
	flash(&cs, e.FlashTicks)
	g.drawSprite(dst, img, e.Pos, max(size, minBodyPixels/g.cam.scale), 0, cs)
	if !g.cam.crowded || e.HP < e.Kind.HP { // in a crowd, only the hurt show their bar
		g.drawHPBar(dst, e.Pos, e.Kind.Radius, e.HP/e.Kind.HP)
	}
}

// minBodyPixels is the smallest an enemy is drawn, in pixels, however far
// the view is zoomed out to hold a crowd: a dot that can still be seen.
const minBodyPixels = 2

// minPlayerPixels is the smallest the player is drawn, in pixels: findable
// in an arena zoomed out to hold 100,000 enemies.
const minPlayerPixels = 10

// flash brightens a body that was just hit.
func flash(cs *ebiten.ColorScale, left int) {
	if left > 0 {
		cs.Scale(2.2, 2.2, 2.2, 1)
	}
}

// drawHPBar draws a health bar above a body of the given radius.
func (g *Game) drawHPBar(dst *ebiten.Image, p entity.Vec, radius, frac float64) {
	x, y := g.cam.screen(p)
	w := max(g.cam.pixels(2*radius), 24)
	top := y - g.cam.pixels(radius) - 10
	vector.FillRect(dst, x-w/2-1, top-1, w+2, 6, colourHPBack, false)
	c := colourHPGood
	if frac < 0.35 {
		c = colourHPLow
	}
	vector.FillRect(dst, x-w/2, top, w*float32(math.Max(0, frac)), 4, c, false)
}

// drawProjectiles draws the shots in flight.
func (g *Game) drawProjectiles(dst *ebiten.Image) {
	for i := range g.ctl.Shown().World.Projectiles {
		pr := &g.ctl.Shown().World.Projectiles[i]
		g.drawSprite(dst, g.art.projectile, pr.Pos, 4*pr.Radius, 0, ebiten.ColorScale{})
	}
}

// drawPlayer draws the player turned toward where it walks.
func (g *Game) drawPlayer(dst *ebiten.Image) {
	p := &g.ctl.Shown().World.Player
	var cs ebiten.ColorScale
	if p.Dead {
		cs.Scale(0.5, 0.5, 0.5, 0.6)
	}
	flash(&cs, p.FlashTicks)
	if float64(p.CooldownTicks) > float64(entity.Ticks(p.Stats.Cooldown))*0.6 { // the swing, briefly
		x, y := g.cam.screen(p.Pos)
		vector.StrokeCircle(dst, x, y, g.cam.pixels(p.Stats.AttackRange), 3, color.NRGBA{255, 255, 255, 160}, false)
	}
	g.drawSprite(dst, g.art.player, p.Pos, max(2.3*p.Stats.Radius, minPlayerPixels/g.cam.scale), math.Atan2(p.Facing.Y, p.Facing.X), cs)
	g.drawHPBar(dst, p.Pos, p.Stats.Radius, p.HP/p.Stats.HP)
}
