package game

import (
	"image"
	"image/color"
	"math"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// arenaView is the arena as the world shown looks: the floor, the
// selection, enemies at rest from a cached layer (their labels over the
// selection's ring), their range circles, bodies, a what-if's ghosts,
// shots, labels and the player.
type arenaView struct {
	rest   restLayer
	labels labelPlacer
	placed []placedLabel // the labels of the frame, reused
}

// draw draws the arena in the frame's camera, clipped to its view.
func (v *arenaView) draw(screen *ebiten.Image, s *stage) {
	view := s.cam.view
	dst := screen.SubImage(image.Rect(int(view.x), int(view.y), int(view.x+view.w), int(view.y+view.h))).(*ebiten.Image)
	s.drawFloor(dst)
	s.drawSelection(dst) // under the labels the rest layer wrote
	v.rest.draw(dst, s)
	if s.ctl.ShowGizmos {
		v.drawGizmos(dst, s)
	}
	v.drawEnemies(dst, s)
	s.drawGhosts(dst)
	s.drawProjectiles(dst)
	if s.ctl.Labels != control.LabelsOff {
		v.drawLabels(dst, s)
	}
	s.drawPlayer(dst) // last: findable in any crowd
}

// enemyAt returns the enemy drawn under the screen point (x, y), or -1: the
// nearest one whose body, enlarged a little for easy clicking, contains the
// point.
func (v *arenaView) enemyAt(x, y int, s *stage) int {
	p := s.cam.world(float32(x), float32(y))
	best, bestDist := -1, 0.0
	w := s.ctl.Shown().World // what is drawn is what a click picks
	for i := range w.Enemies {
		e := &w.Enemies[i]
		reach := max(e.Kind.Radius*1.6, 8/s.cam.scale) // at least 8 pixels, however small the view
		if d := drawnAt(e).Dist(p); d <= reach && (best < 0 || d < bestDist) {
			best, bestDist = i, d
		}
	}
	return best
}

// gizmoStroke is the width of a gizmo circle, in pixels.
const gizmoStroke = 2

// minGridPixels is the closest grid lines are drawn, in pixels.
const minGridPixels = 12

// drawFloor draws the arena with a grid line every world unit, or every 2,
// 5, 10, 20, ... units when lines would be closer than minGridPixels: the
// cost of a frame depends on the screen, not on the arena's size.
func (s *stage) drawFloor(dst *ebiten.Image) {
	a := s.ctl.Shown().World.Arena
	x0, y0 := s.cam.screen(entity.Vec{})
	x1, y1 := s.cam.screen(entity.Vec{X: a.Width, Y: a.Height})
	vector.FillRect(dst, x0, y0, x1-x0, y1-y0, colourFloor, false)
	step := gridStep(s.cam.scale)
	for x := step; x < a.Width; x += step {
		sx, _ := s.cam.screen(entity.Vec{X: x})
		vector.StrokeLine(dst, sx, y0, sx, y1, 1, colourGrid, false)
	}
	for y := step; y < a.Height; y += step {
		_, sy := s.cam.screen(entity.Vec{Y: y})
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
func (s *stage) drawSprite(dst, img *ebiten.Image, p entity.Vec, diameter, angle float64, cs ebiten.ColorScale) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, ColorScale: cs}
	op.GeoM.Translate(-float64(w)/2, -float64(h)/2)
	op.GeoM.Rotate(angle)
	op.GeoM.Scale(diameter*s.cam.scale/float64(w), diameter*s.cam.scale/float64(w))
	x, y := s.cam.screen(p)
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(img, op)
}

// drawEnemies draws the enemies not in the rest layer; but for the
// selected one's, their HP bars make way for the player's halo and hit
// points, where a horde pressing on the player drew a tangle of them.
func (v *arenaView) drawEnemies(dst *ebiten.Image, s *stage) {
	for i := range s.ctl.Shown().World.Enemies {
		if e := &s.ctl.Shown().World.Enemies[i]; !v.rest.has(i) && s.cam.sees(e.Pos, e.Kind.Radius) {
			s.drawEnemy(dst, e, true, i == s.ctl.Selected || !s.hpBar(e.Pos, e.Kind.Radius).overlaps(s.marks))
		}
	}
}

// drawEnemy draws a living enemy with its HP bar (when bar allows it and it
// is drawn in full, or hurt), swelling in its wind-up and flashing when
// hit, or a dead one as a faint mark at home.
func (s *stage) drawEnemy(dst *ebiten.Image, e *entity.Enemy, full, bar bool) {
	img := s.art.sprite(e.Kind)
	cs := s.art.tint(e.Kind)
	if e.Dead {
		cs.ScaleAlpha(0.18)
		s.drawSprite(dst, img, e.Home, 2*e.Kind.Radius, 0, cs)
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
	s.drawSprite(dst, img, e.Pos, max(size, minBodyPixels/s.cam.scale), 0, cs)
	// In a crowd only some show a full bar, and none where the view is
	// zoomed so far out that bars would be wider than the bodies they
	// stand for: a carpet of bars over the crowd.
	if bar && (full || e.HP < e.Kind.HP) && s.barFits(e.Kind.Radius) {
		s.drawHPBar(dst, e.Pos, e.Kind.Radius, e.HP/e.Kind.HP)
	}
}

// minBodyPixels is the smallest an enemy is drawn, in pixels, however far
// the view is zoomed out to hold a crowd: a dot that can still be seen;
// minBarBodyPixels the smallest across an enemy's body is drawn with its
// HP bar.
const (
	minBodyPixels    = 2
	minBarBodyPixels = 8
)

// barFits reports whether a body of the given radius is wide enough on
// screen to bear an HP bar (minBarBodyPixels).
func (s *stage) barFits(radius float64) bool { return s.cam.pixels(2*radius) >= minBarBodyPixels }

// bodiesAreDots reports whether the view is zoomed so far out that the
// widest body is too small to bear an HP bar: then no enemy has one, and
// labels are thinned out (see placeLabels).
func (s *stage) bodiesAreDots() bool { return !s.barFits(s.ctl.Shown().World.LargestRadius()) }

// colourPlayerHalo rings the player, so that they stand out of a crowd.
var colourPlayerHalo = color.NRGBA{255, 255, 255, 210}

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
func (s *stage) drawHPBar(dst *ebiten.Image, p entity.Vec, radius, frac float64) {
	b := s.hpBar(p, radius)
	vector.FillRect(dst, float32(b.x), float32(b.y), float32(b.w), float32(b.h), colourHPBack, false)
	c := colourHPGood
	if frac < 0.35 {
		c = colourHPLow
	}
	vector.FillRect(dst, float32(b.x+1), float32(b.y+1), float32((b.w-2)*math.Max(0, frac)), float32(b.h-2), c, false)
}

// hpBar is where the HP bar of a body at p with the given radius is drawn,
// its dark ground with the bar inside it: above the body, as wide as it or
// a little wider.
func (s *stage) hpBar(p entity.Vec, radius float64) rect {
	x, y := s.cam.screen(p)
	w := max(s.cam.pixels(2*radius), 24)
	top := y - s.cam.pixels(radius) - 10
	return rect{float64(x - w/2 - 1), float64(top - 1), float64(w + 2), 6}
}

// drawProjectiles draws the shots in flight.
func (s *stage) drawProjectiles(dst *ebiten.Image) {
	for i := range s.ctl.Shown().World.Projectiles {
		pr := &s.ctl.Shown().World.Projectiles[i]
		s.drawSprite(dst, s.art.projectile, pr.Pos, 4*pr.Radius, 0, ebiten.ColorScale{})
	}
}

// halo is the radius of the ring drawn around the player, in pixels: a
// little wider than its body, and never smaller than minPlayerPixels.
func (s *stage) halo(p *entity.Player) float32 {
	return max(s.cam.pixels(1.6*p.Stats.Radius), minPlayerPixels) + 4
}

// drawPlayer draws the player turned toward where it walks.
func (s *stage) drawPlayer(dst *ebiten.Image) {
	p := &s.ctl.Shown().World.Player
	var cs ebiten.ColorScale
	if p.Dead {
		cs.Scale(0.5, 0.5, 0.5, 0.6)
	}
	flash(&cs, p.FlashTicks)
	if float64(p.CooldownTicks) > float64(entity.Ticks(p.Stats.Cooldown))*0.6 { // the swing, briefly
		x, y := s.cam.screen(p.Pos)
		vector.StrokeCircle(dst, x, y, s.cam.pixels(p.Stats.AttackRange), 3, color.NRGBA{255, 255, 255, 160}, false)
	}
	x, y := s.cam.screen(p.Pos)
	s.rings.add(dst, x, y, s.halo(p), 2, colourPlayerHalo) // findable in any crowd
	s.rings.flush(dst)
	s.drawSprite(dst, s.art.player, p.Pos, max(2.3*p.Stats.Radius, minPlayerPixels/s.cam.scale), math.Atan2(p.Facing.Y, p.Facing.X), cs)
	s.drawHPBar(dst, p.Pos, p.Stats.Radius, p.HP/p.Stats.HP)
}
