package game

import "github.com/enemyai/enemyai/control"

// point says what the cursor is over, on the screen as last drawn, for the
// controller: the arena and the enemy under it, the panel's tuner, a tree row
// of the panel or a box or knob of its graph, the timeline and its tick.
func (g *Game) point(in *control.Input) {
	x, y := in.MouseX, in.MouseY
	in.OverEnemy, in.OverRow, in.OverKnob, in.TimelineTick = -1, -1, -1, g.tickAt(x)
	switch {
	case onBar(x, y):
		in.Over = control.OverTimeline
	case g.overTuner(x, y):
		in.Over = control.OverTuner
	case g.ctl.Graph && g.inPanel(x, y) && g.graphBox().contains(x, y):
		in.Over = control.OverGraph
		in.OverRow, in.OverKnob = g.graphAt(x, y)
	case g.inPanel(x, y):
		in.Over, in.OverRow = control.OverPanel, g.rowAt(x, y)
	case g.cam.view.contains(x, y):
		in.Over, in.OverEnemy = control.OverArena, g.enemyAt(x, y)
	}
}

// enemyAt returns the enemy under the screen point (x, y), or -1: the nearest
// one whose body, enlarged a little for easy clicking, contains the point.
func (g *Game) enemyAt(x, y int) int {
	p := g.cam.world(float32(x), float32(y))
	best, bestDist := -1, 0.0
	w := g.ctl.Shown().World // what is drawn is what a click picks
	for i := range w.Enemies {
		e := &w.Enemies[i]
		at := e.Pos
		if e.Dead {
			at = e.Home
		}
		reach := max(e.Kind.Radius*1.6, 8/g.cam.scale) // at least 8 pixels, however small the view
		if d := at.Dist(p); d <= reach && (best < 0 || d < bestDist) {
			best, bestDist = i, d
		}
	}
	return best
}
