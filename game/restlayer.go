package game

import (
	"image/color"

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
	version   control.Version // the controller's version the layer was drawn at: see control.Controller.Version
	selected  int             // the enemy selected when it was drawn
	// labelled are the places of the labels the layer wrote, each where
	// none of the others was (placer): the labels of the enemies drawn on
	// top give way to them.
	labelled []rect
	placer   labelPlacer
	marks    rect // where the player's halo and hit points were when it was drawn
}

// restState is what the layer shows of one enemy: decided is whether its
// tree has ticked, which gives it its label (idle).
type restState struct {
	in, dead, decided        bool
	pos                      entity.Vec
	detect, lose, attack, hp float64
}

// restStateOf is what the layer shows of enemy e, whose mind is in m.
func restStateOf(m *ai.Minds, e *entity.Enemy) restState {
	return restState{in: true, dead: e.Dead, decided: m.Decision(e).Decided(), pos: e.Pos,
		detect: e.Kind.Detect, lose: e.Kind.LoseRange(), attack: e.Kind.Attack, hp: e.HP}
}

// atRest reports whether enemy e looks the same from frame to frame: dead,
// idle at home, or not decided yet (before its first tick it stands where
// it was placed), and not flashing.
func atRest(m *ai.Minds, e *entity.Enemy) bool {
	if e.Dead {
		return true
	}
	d := m.Decision(e)
	return (d.Activity == ai.Resting || !d.Decided()) && e.FlashTicks == 0
}

// has reports whether the rest layer draws enemy i.
func (l *restLayer) has(i int) bool { return i < len(l.baked) && l.baked[i].in }

// draw brings the layer up to date and draws it.
func (l *restLayer) draw(dst *ebiten.Image, s *stage) {
	fresh := l.img == nil || l.img.Bounds().Dx() != int(s.screen.w) || l.img.Bounds().Dy() != int(s.screen.h)
	if fresh { // first drawn, or the screen turned
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = ebiten.NewImage(int(s.screen.w), int(s.screen.h))
	}
	for len(l.baked) < len(s.ctl.Shown().World.Enemies) {
		l.baked = append(l.baked, restState{})
	}
	stale := fresh || l.version != s.ctl.Version() || l.gizmos != s.ctl.ShowGizmos || l.labels != s.ctl.Labels || l.cam != s.cam || l.selected != s.ctl.Selected ||
		l.coversPlayer(s)
	joining := false
	for i := range s.ctl.Shown().World.Enemies {
		e, b := &s.ctl.Shown().World.Enemies[i], l.baked[i]
		rest := atRest(s.ctl.Shown().Minds, e)
		switch {
		case b.in && !(rest && b == restStateOf(s.ctl.Shown().Minds, e)):
			stale = true
		case !b.in && rest:
			joining = true
		}
	}
	l.sinceBake++
	if stale || (joining && l.sinceBake >= bakeEvery) {
		l.bake(s)
	}
	dst.DrawImage(l.img, nil)
}

// coversPlayer reports whether a label the layer wrote covers the player's
// halo or hit points where the player is now, having moved since the layer
// was baked: the player walked onto it, and the layer is baked again, its
// labels placed around them.
func (l *restLayer) coversPlayer(s *stage) bool {
	marks := s.marks
	if marks == l.marks {
		return false // as baked: a label there is the selected enemy's, with no room elsewhere
	}
	for _, r := range l.labelled {
		if r.overlaps(marks) {
			return true
		}
	}
	return false
}

// bake redraws the layer with every enemy at rest in the view: their
// circles and labels for the share of a crowd the view's detail affords,
// and for the selected enemy and its neighbours.
func (l *restLayer) bake(s *stage) {
	l.img.Clear()
	l.gizmos, l.labels, l.cam, l.sinceBake, l.version, l.selected = s.ctl.ShowGizmos, s.ctl.Labels, s.cam, 0, s.ctl.Version(), s.ctl.Selected
	shown := s.ctl.Shown()
	for i := range shown.World.Enemies {
		e := &shown.World.Enemies[i]
		l.baked[i] = restState{}
		if !atRest(shown.Minds, e) {
			continue
		}
		l.baked[i] = restStateOf(shown.Minds, e)
		if s.ctl.ShowGizmos && !e.Dead && s.cam.sees(e.Pos, e.Kind.LoseRange()) && s.inFull(i, s.cam.detail.rings) {
			s.addRings(l.img, e)
		}
	}
	s.rings.flush(l.img)
	for i := range shown.World.Enemies {
		if e := &shown.World.Enemies[i]; l.baked[i].in && s.cam.sees(e.Pos, e.Kind.Radius) {
			s.drawEnemy(l.img, e, s.inFull(i, s.cam.detail.labels), true)
		}
	}
	l.labelled = l.labelled[:0]
	if l.labels == control.LabelsOff {
		return
	}
	l.placer.begin(s)
	marks := s.marks
	l.marks = marks
	l.placer.spots.take(marks, true)
	l.placer.takeBodies(s)
	for i := range shown.World.Enemies {
		if e := &shown.World.Enemies[i]; l.baked[i].in && s.cam.shows(drawnAt(e), e.Kind.Radius) && s.inFull(i, s.cam.detail.labels) {
			lbl, word := s.labelAndWord(e)
			if i == s.ctl.Selected {
				lbl = s.clearOf(marks, lbl, e)
			}
			if l.placer.place(lbl, word, i == s.ctl.Selected) {
				lbl.draw(l.img)
				l.labelled = append(l.labelled, lbl.at)
			}
		}
	}
}

// inFull reports whether resting enemy i is drawn in full: the selected
// enemy and its neighbours always, the others as the share of the crowd the
// view affords.
func (s *stage) inFull(i int, share float64) bool {
	if sel := s.ctl.Selected; sel >= 0 {
		w := s.ctl.Shown().World
		if i == sel || w.Enemies[i].Pos.Dist(w.Enemies[sel].Pos) <= neighbourhood {
			return true
		}
	}
	return shows(i, share)
}

// neighbourhood is how near the selected enemy, in world units, its
// neighbours are: drawn in full however crowded the view.
const neighbourhood = 3.0

// drawGizmos draws the circles of enemies not in the rest layer.
func (v *arenaView) drawGizmos(dst *ebiten.Image, s *stage) {
	for i := range s.ctl.Shown().World.Enemies {
		if e := &s.ctl.Shown().World.Enemies[i]; !e.Dead && !v.rest.has(i) && s.cam.sees(e.Pos, e.Kind.LoseRange()) {
			s.addRings(dst, e)
		}
	}
	s.rings.flush(dst)
}

// addRings queues enemy e's detect and attack circles for dst, and the
// faint lose circle: how far the player must get once it is seen. A circle
// that would not clear the body by its stroke's width is left out: zoomed
// far out, it is a blob over the body that hides its colour.
func (s *stage) addRings(dst *ebiten.Image, e *entity.Enemy) {
	x, y := s.cam.screen(e.Pos)
	body := max(s.cam.pixels(1.2*e.Kind.Radius), minBodyPixels/2) // half the sprite drawEnemy draws, at rest
	ring := func(r, w float32, clr color.NRGBA) {
		if r-w/2 >= body+w {
			s.rings.add(dst, x, y, r, w, clr)
		}
	}
	if lose := e.Kind.LoseRange(); lose > e.Kind.Detect {
		ring(s.cam.pixels(lose), 1, colourLose)
	}
	ring(s.cam.pixels(e.Kind.Detect), gizmoStroke, colourDetect)
	ring(s.cam.pixels(e.Kind.Attack), gizmoStroke, colourAttack)
}
