package game

import "github.com/enemyai/enemyai/control"

// over returns what screen point (x, y) is over, as point says.
func (g *Game) over(x, y int) control.Area {
	in := control.Input{Pointer: control.Pointer{MouseX: x, MouseY: y}}
	g.point(&in)
	return in.Over
}

// point says what the cursor is over, on the frame on the screen, for the
// controller: the start screen or the open menu (a finger there presses
// their lines as it touches down, however long it stays), the timeline and
// its tick, the panel's tuner,
// a box or knob of its graph or a tree row, the arena and the enemy under
// it. Each view answers for its own part.
func (g *Game) point(in *control.Input) {
	x, y := in.MouseX, in.MouseY
	s := &g.stage
	in.OverEnemy, in.OverRow, in.OverKnob, in.TimelineTick = -1, -1, -1, tickAt(x, s)
	if g.views.start.open || g.views.menu.contains(x, y, s) { // the start screen is a menu over all of it
		in.Over = control.OverMenu
		return
	}
	if onBar(x, y, s) {
		in.Over = control.OverTimeline
		return
	}
	if area, row, knob, ok := g.views.panel.over(x, y, s); ok {
		in.Over, in.OverRow, in.OverKnob = area, row, knob
		return
	}
	if g.cam.view.contains(x, y) {
		in.Over, in.OverEnemy = control.OverArena, g.views.arena.enemyAt(x, y, s)
	}
}
