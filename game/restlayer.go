package game

import (
	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
)

// bakeEvery is the fewest frames between two rebuilds of the rest layer for
// enemies that came to rest; an enemy that leaves rest rebuilds it at once.
const bakeEvery = 30

// restLayer caches how enemies at rest look — idle at home, or dead and
// waiting to respawn: their circles, sprite, HP bar and label, in an image
// the size of the screen. A crowd of resting enemies then costs one blit per
// frame instead of thousands of triangles and sprites; enemies that move or
// fight are drawn every frame on top.
type restLayer struct {
	img       *ebiten.Image
	baked     []restState // per enemy: what the layer shows of it
	gizmos    bool        // the display options the layer was drawn with
	labels    control.LabelMode
	cam       camera
	sinceBake int
	version   uint64 // the controller's version the layer was drawn at: see control.Controller.Version
}

// restState is what the layer shows of one enemy.
type restState struct {
	in                       bool
	dead                     bool
	pos                      entity.Vec
	detect, lose, attack, hp float64
}

func restStateOf(e *entity.Enemy) restState {
	return restState{in: true, dead: e.Dead, pos: e.Pos, detect: e.Kind.Detect, lose: e.Kind.LoseRange(), attack: e.Kind.Attack, hp: e.HP}
}

// atRest reports whether enemy e looks the same from frame to frame.
func atRest(m *ai.Minds, e *entity.Enemy) bool {
	return e.Dead || (m.Decision(e).Activity == ai.Resting && e.FlashTicks == 0)
}

// baked reports whether the rest layer draws enemy i.
func (g *Game) baked(i int) bool { return i < len(g.rest.baked) && g.rest.baked[i].in }

// drawRestLayer brings the layer up to date and draws it.
func (g *Game) drawRestLayer(dst *ebiten.Image) {
	l := &g.rest
	if l.img == nil {
		l.img = ebiten.NewImage(ScreenWidth, ScreenHeight)
	}
	for len(l.baked) < len(g.ctl.Shown().World.Enemies) {
		l.baked = append(l.baked, restState{})
	}
	stale := l.version != g.ctl.Version() || l.gizmos != g.ctl.ShowGizmos || l.labels != g.ctl.Labels || l.cam != g.cam
	joining := false
	for i := range g.ctl.Shown().World.Enemies {
		e, b := &g.ctl.Shown().World.Enemies[i], l.baked[i]
		rest := atRest(g.ctl.Shown().Minds, e)
		switch {
		case b.in && !(rest && b == restStateOf(e)):
			stale = true
		case !b.in && rest:
			joining = true
		}
	}
	l.sinceBake++
	if stale || (joining && l.sinceBake >= bakeEvery) {
		g.bake()
	}
	dst.DrawImage(l.img, nil)
}

// bake redraws the layer with every enemy at rest: in a crowd, without their
// circles and labels, which would only cover the arena with the same rings
// and "idle" (see camera.crowded).
func (g *Game) bake() {
	l := &g.rest
	l.img.Clear()
	l.gizmos, l.labels, l.cam, l.sinceBake, l.version = g.ctl.ShowGizmos, g.ctl.Labels, g.cam, 0, g.ctl.Version()
	for i := range g.ctl.Shown().World.Enemies {
		e := &g.ctl.Shown().World.Enemies[i]
		l.baked[i] = restState{}
		if !atRest(g.ctl.Shown().Minds, e) {
			continue
		}
		l.baked[i] = restStateOf(e)
		if g.ctl.ShowGizmos && !e.Dead && !g.cam.crowded {
			g.addRings(l.img, e)
		}
	}
	g.rings.flush(l.img)
	for i := range g.ctl.Shown().World.Enemies {
		if l.baked[i].in {
			g.drawEnemy(l.img, &g.ctl.Shown().World.Enemies[i])
		}
	}
	if l.labels != control.LabelsOff && !g.cam.crowded { // in a crowd, "idle" over every head says nothing
		for i := range g.ctl.Shown().World.Enemies {
			if l.baked[i].in {
				g.drawLabel(l.img, &g.ctl.Shown().World.Enemies[i])
			}
		}
	}
}

// drawGizmos draws the circles of enemies not in the rest layer.
func (g *Game) drawGizmos(dst *ebiten.Image) {
	for i := range g.ctl.Shown().World.Enemies {
		if e := &g.ctl.Shown().World.Enemies[i]; !e.Dead && !g.baked(i) {
			g.addRings(dst, e)
		}
	}
	g.rings.flush(dst)
}

// addRings queues enemy e's detect and attack circles for dst, and the
// faint lose circle: how far the player must get once it is seen.
func (g *Game) addRings(dst *ebiten.Image, e *entity.Enemy) {
	x, y := g.cam.screen(e.Pos)
	if lose := e.Kind.LoseRange(); lose > e.Kind.Detect {
		g.rings.add(dst, x, y, g.cam.pixels(lose), 1, colourLose)
	}
	g.rings.add(dst, x, y, g.cam.pixels(e.Kind.Detect), gizmoStroke, colourDetect)
	g.rings.add(dst, x, y, g.cam.pixels(e.Kind.Attack), gizmoStroke, colourAttack)
}
