package game

import (
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
)

// speeds are the time-control steps; the world always advances by 1/60 s per
// step, and a speed sets how many steps run per update.
var speeds = []float64{0.25, 0.5, 1, 2, 4}

// normalSpeed is the index of 1x in speeds.
const normalSpeed = 2

// logLines is how many decisions the panel lists.
const logLines = 20

// labelMode is what the labels above enemies show; L cycles through them.
type labelMode int

const (
	labelsState labelMode = iota // the branch each enemy is in
	labelsID                     // each enemy's ID, as -select and traces name it
	labelsOff
)

// debugger is the state of the in-game tree debugger.
type debugger struct {
	selected    int // index of the selected enemy, or -1
	showPanel   bool
	labels      labelMode
	paused      bool
	speed       int     // index into speeds
	owed        float64 // fractional steps carried to the next update
	panelScroll int     // first tree row shown
	breaks      breakpoints
	scrubbing   bool // the timeline is being dragged
}

func newDebugger() debugger {
	return debugger{selected: -1, showPanel: true, speed: normalSpeed}
}

// steps returns how many world steps a running game takes this update.
func (d *debugger) steps() int {
	d.owed += speeds[d.speed]
	n := int(d.owed)
	d.owed -= float64(n)
	return n
}

// control applies the time-control and display keys.
func (d *debugger) control(in control.Input) {
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
		d.labels = (d.labels + 1) % (labelsOff + 1)
	}
}

// ticksPerSecond is how many ticks Shift with an arrow moves.
const ticksPerSecond = 60

// travel moves through time for this update: running, it plays the steps
// the speed asks for from the present (from the past, that drops the old
// future); paused, N or the right arrow steps one tick forward (re-simulated
// while in the past, played at the present) and the left arrow one back,
// Shift making it a second.
func (g *Game) travel(in control.Input) error {
	if !g.dbg.paused {
		for range g.dbg.steps() {
			if err := g.step(in); err != nil {
				return err
			}
			if g.dbg.paused { // a breakpoint
				break
			}
		}
		return nil
	}
	n := 1
	if in.Shift {
		n = ticksPerSecond
	}
	switch {
	case in.Back:
		g.seek(g.run.World.Tick - min(uint32(n), g.run.World.Tick))
	case in.Forward || in.Step:
		if in.Forward {
			in.Move = entity.Vec{} // the arrow steps through time; it does not walk
		}
		for range n {
			if g.run.Past() {
				g.seek(g.run.World.Tick + 1)
			} else if err := g.step(in); err != nil {
				return err
			}
		}
	}
	return nil
}

// seek shows tick t of the recorded window.
func (g *Game) seek(t uint32) {
	g.run.Seek(t)
	g.syncFork()
	g.rest.reset()
}

// selectWith applies clicks and Tab to the selection.
func (g *Game) selectWith(in control.Input) {
	switch {
	case in.RightClick:
		g.setSelected(-1)
	case in.Click && g.cam.view.contains(in.MouseX, in.MouseY):
		g.setSelected(g.enemyAt(in.MouseX, in.MouseY))
	case in.NextEnemy && len(g.run.World.Enemies) > 0:
		g.setSelected((g.dbg.selected + 1) % len(g.run.World.Enemies))
	}
	if in.Wheel != 0 && g.inPanel(in.MouseX, in.MouseY) {
		g.dbg.panelScroll = max(0, g.dbg.panelScroll-int(in.Wheel))
	}
}

// setSelected selects enemy i (-1: none), switching reasons from the old
// selection to the new one. Its history is there already: every enemy's is
// recorded. Selected while paused, its tick is re-simulated so its reasons
// show at once.
func (g *Game) setSelected(i int) {
	old := g.dbg.selected
	if old == i {
		return
	}
	if old >= 0 {
		g.run.Minds.Explain(old, false)
		if g.what != nil {
			g.what.fork.B.Minds.Explain(old, false)
		}
	}
	g.dbg.selected, g.dbg.panelScroll = i, 0
	g.dbg.breaks.clear()
	if i >= 0 {
		g.run.Minds.Explain(i, true)
		if g.what != nil {
			g.what.fork.B.Minds.Explain(i, true)
			if g.what.fork.Done() {
				g.what.fork.B.Seek(g.what.fork.B.World.Tick)
			}
		}
		if g.run.World.Tick > 0 {
			g.seek(g.run.World.Tick)
		}
	}
}

// enemyAt returns the enemy under the screen point (x, y), or -1: the nearest
// one whose body, enlarged a little for easy clicking, contains the point.
func (g *Game) enemyAt(x, y int) int {
	p := g.cam.world(float32(x), float32(y))
	best, bestDist := -1, 0.0
	for i := range g.run.World.Enemies {
		e := &g.run.World.Enemies[i]
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
