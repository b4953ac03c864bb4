package game

// speeds are the time-control steps; the world always advances by 1/60 s per
// step, and a speed sets how many steps run per update.
var speeds = []float64{0.25, 0.5, 1, 2, 4}

// normalSpeed is the index of 1x in speeds.
const normalSpeed = 2

// logLines is how many decisions the panel lists.
const logLines = 20

// recordedTransitions is how many status changes the selected enemy's
// recorder keeps.
const recordedTransitions = 256

// debugger is the state of the in-game tree debugger.
type debugger struct {
	selected    int // index of the selected enemy, or -1
	showPanel   bool
	showLabels  bool
	paused      bool
	speed       int     // index into speeds
	owed        float64 // fractional steps carried to the next update
	panelScroll int     // first tree row shown
}

func newDebugger() debugger {
	return debugger{selected: -1, showPanel: true, showLabels: true, speed: normalSpeed}
}

// steps returns how many world steps this update runs.
func (d *debugger) steps(in Input) int {
	if d.paused {
		if in.Step {
			return 1
		}
		return 0
	}
	d.owed += speeds[d.speed]
	n := int(d.owed)
	d.owed -= float64(n)
	return n
}

// control applies the time-control and display keys.
func (d *debugger) control(in Input) {
	if in.Pause {
		d.paused = !d.paused
	}
	if in.Slower && d.speed > 0 {
		d.speed--
	}
	if in.Faster && d.speed < len(speeds)-1 {
		d.speed++
	}
	if in.Panel {
		d.showPanel = !d.showPanel
	}
	if in.Labels {
		d.showLabels = !d.showLabels
	}
}

// selectWith applies clicks and Tab to the selection.
func (g *Game) selectWith(in Input) {
	switch {
	case in.RightClick:
		g.setSelected(-1)
	case in.Click && !g.inPanel(in.MouseX, in.MouseY):
		g.setSelected(g.enemyAt(in.MouseX, in.MouseY))
	case in.NextEnemy && len(g.world.Enemies) > 0:
		g.setSelected((g.dbg.selected + 1) % len(g.world.Enemies))
	}
	if in.Wheel != 0 && g.inPanel(in.MouseX, in.MouseY) {
		g.dbg.panelScroll = max(0, g.dbg.panelScroll-int(in.Wheel))
	}
}

// setSelected selects enemy i (-1: none), switching the debugger's reasons
// and recorder from the old selection to the new one.
func (g *Game) setSelected(i int) {
	if old := g.dbg.selected; old >= 0 && old != i {
		g.minds.Explain(old, 0)
	}
	if i >= 0 && i != g.dbg.selected {
		g.minds.Explain(i, recordedTransitions)
		g.dbg.panelScroll = 0
	}
	g.dbg.selected = i
}

// enemyAt returns the enemy under the screen point (x, y), or -1: the nearest
// one whose body, enlarged a little for easy clicking, contains the point.
func (g *Game) enemyAt(x, y int) int {
	p := g.cam.world(float32(x), float32(y))
	best, bestDist := -1, 0.0
	for i := range g.world.Enemies {
		e := &g.world.Enemies[i]
		at := e.Pos
		if e.Dead {
			at = e.Home
		}
		if d := at.Dist(p); d <= e.Kind.Radius*1.6 && (best < 0 || d < bestDist) {
			best, bestDist = i, d
		}
	}
	return best
}
