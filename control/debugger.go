package control

import (
	"fmt"
	"math"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// Speeds are the time-control steps; the world always advances by 1/60 s per
// step, and a speed sets how many steps run per update.
var Speeds = []float64{0.25, 0.5, 1, 2, 4}

// normalSpeed is the index of 1x in Speeds.
const normalSpeed = 2

// ArenaZooms are the zooms of the view of the arena: 1 shows it whole,
// more follows the player.
var ArenaZooms = []float64{1, 2, 4, 8, 16, 32}

// ArenaScale returns the view's zoom.
func (d *Debugger) ArenaScale() float64 { return ArenaZooms[d.ArenaZoom] }

// zoomArena zooms the view of the arena in (steps > 0) or out.
func (d *Debugger) zoomArena(steps int) {
	d.ArenaZoom = min(max(d.ArenaZoom+steps, 0), len(ArenaZooms)-1)
}

// LogLines is how many decisions the panel lists.
const LogLines = 20

// LabelMode is what the labels above enemies show; L cycles through them.
type LabelMode int

// The label modes, in the order L cycles through them.
const (
	LabelsState LabelMode = iota // the branch each enemy is in
	LabelsID                     // each enemy's ID, as -select and traces name it
	LabelsOff
)

// Debugger is the state of the in-game tree debugger and of what the screen
// shows.
type Debugger struct {
	Selected    int // index of the selected enemy, or -1
	ShowPanel   bool
	ShowHelp    bool
	HelpPage    int // the key list's page shown, where it takes several (see ShowHelpPages)
	ShowGizmos  bool
	Labels      LabelMode
	Paused      bool
	Speed       int  // index into Speeds
	PanelScroll int  // first tree row shown, within the panel's rows
	Scrubbing   bool // the timeline is being dragged
	// Stop says why a breakpoint (or a replay's end) stopped the game, at
	// tick stoppedAt, until play goes on (see StopIsShown).
	Stop string
	// HoldToRead pauses a running game while an enemy's panel, its graph or
	// a heat map opens (see hold); I switches it.
	HoldToRead bool
	// ArenaZoom is how far the view of the arena is zoomed in on the player,
	// as an index into ArenaZooms; the game starts it where a body reads.
	ArenaZoom int
	GraphView

	owed      float64 // fractional steps carried to the next update
	panelRows int     // how many tree rows the panel shows (see ShowRows)
	helpPages int     // how many pages the key list takes (see ShowHelpPages)
	held      hold    // why the game is paused, when it is
	stoppedAt uint32  // the tick Stop speaks of
	// replayEnded is set when a replay played to its end, until play goes
	// on live (P, or a restart): the arrows step within the replay, not
	// past its end.
	replayEnded bool
}

// AtReplaysEnd reports whether a replay played to its end and play has
// not gone on live since: the arrows step back, not on.
func (c *Controller) AtReplaysEnd() bool { return c.replayEnded }

// StopIsShown reports whether the tick shown is the one Stop speaks of:
// scrubbed away from it, what stopped the game is not what is on screen.
func (d *Debugger) StopIsShown(shown uint32) bool { return d.Stop != "" && shown == d.stoppedAt }

// forgetStopAfter forgets why the game stopped if that was after tick t,
// in a future that has just been replaced: it happened in no future left.
func (d *Debugger) forgetStopAfter(t uint32) {
	if d.stoppedAt > t {
		d.Stop = ""
	}
}

func newDebugger(panelRows int) Debugger {
	return Debugger{Selected: -1, ShowPanel: true, Speed: normalSpeed, panelRows: panelRows, GraphView: newGraphView()}
}

// ShowRows tells the debugger how many tree rows the panel shows, as its
// layout decides each frame (fewer under an editor's window): scrolling
// stops where the last row shows.
func (d *Debugger) ShowRows(n int) { d.panelRows = n }

// ShowHelpPages tells the debugger how many pages the key list takes on the
// screen, as its layout decides each frame (a phone's column holds fewer
// lines): the key list's key turns its pages, then closes it.
func (d *Debugger) ShowHelpPages(n int) {
	d.helpPages = n
	d.HelpPage = min(d.HelpPage, max(n-1, 0))
}

// toggleHelp opens the key list on its first page, turns to its next page,
// or closes it after its last.
func (d *Debugger) toggleHelp() {
	if d.ShowHelp && d.HelpPage+1 < d.helpPages {
		d.HelpPage++
		return
	}
	d.ShowHelp, d.HelpPage = !d.ShowHelp, 0
}

// PanelShown reports whether the tree panel is open.
func (d *Debugger) PanelShown() bool { return d.Selected >= 0 && d.ShowPanel }

// steps returns how many world steps a running game takes this update.
func (d *Debugger) steps() int {
	d.owed += Speeds[d.Speed]
	n := int(d.owed)
	d.owed -= float64(n)
	return n
}

// control applies the time-control and display keys.
func (c *Controller) control(in Input) {
	d := &c.Debugger
	if in.Acted(Pause) {
		c.pause()
	}
	switch {
	case in.Acted(ZoomIn):
		d.zoomArena(1)
	case in.Acted(ZoomOut):
		d.zoomArena(-1)
	case in.Wheel != 0 && in.Over == OverArena:
		d.zoomArena(int(math.Copysign(1, in.Wheel)))
	}
	if in.Acted(Slower) && d.Speed > 0 {
		d.Speed--
	}
	if in.Acted(Faster) && d.Speed < len(Speeds)-1 {
		d.Speed++
	}
	switch {
	case in.Acted(TogglePanel) && c.Selected < 0:
		c.askForAnEnemy("the panel shows its tree")
	case in.Acted(TogglePanel):
		d.ShowPanel = !d.ShowPanel
	}
	if in.Acted(CycleLabels) {
		d.Labels = (d.Labels + 1) % (LabelsOff + 1)
	}
}

// TicksPerSecond is how many ticks Shift with an arrow moves.
const TicksPerSecond = 60

// deathPlays is how long the world plays on after the player dies before
// its clock stops, so that the moments before the death stay in the
// recorded window for as long as the death screen is up.
const deathPlays = 3 * TicksPerSecond

// afterDeath reports whether the present is deathPlays ticks past the
// player's death, where the clock stands still until a restart or a
// resume from the past. A replay plays on through what it recorded, its
// restarts included.
func (c *Controller) afterDeath() bool {
	w := c.Run.World
	return !c.Run.Past() && !c.Run.Replaying() && w.Player.Dead && w.Tick-c.Run.PlayerDiedAt() >= deathPlays
}

// travel moves through time for this update: running, it plays the steps
// the speed asks for from the present (from the past, that drops the old
// future); paused, N or the right arrow steps one tick forward (re-simulated
// while in the past, played at the present) and the left arrow one back,
// Shift making it a second. A step of the touch toolbar or the pad pauses a
// running game first (PauseFirst).
func (c *Controller) travel(in Input) error {
	if !c.Paused && in.Acted(PauseFirst) {
		c.pauseByUser()
	}
	if !c.Paused {
		for range c.steps() {
			if c.afterDeath() {
				break
			}
			if err := c.step(in.Intent()); err != nil {
				return err
			}
			if c.Paused { // a breakpoint
				break
			}
		}
		return nil
	}
	n := 1
	if in.Acted(Coarse) {
		n = TicksPerSecond
	}
	switch {
	case in.Acted(Back):
		c.Seek(c.Run.World.Tick - min(uint32(n), c.Run.World.Tick))
	case in.Acted(Forward) || in.Acted(StepForward):
		intent := in.Intent()
		if in.Acted(Forward) {
			intent.Move = entity.Vec{} // the arrow steps through time; it does not walk
		}
		for range n {
			switch {
			case c.Run.Past():
				c.Seek(c.Run.World.Tick + 1)
			case c.replayEnded:
				ends := fmt.Sprintf("the replay ends at t %d: ", c.Run.World.Tick)
				c.SayOn(ends+"P plays on live", ends+"R3 plays on live", ends+"pause plays on live")
				return nil
			default:
				if err := c.step(intent); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// Seek shows tick t of the recorded window, re-simulated, while an enemy is
// selected, from as far back as a selection is (see
// session.Session.SeekExplaining), so that its faded nodes give the reasons
// of the ticks they last ran whichever way the jump went.
func (c *Controller) Seek(t uint32) {
	if c.Selected >= 0 {
		c.Run.SeekExplaining(t)
	} else {
		c.Run.Seek(t)
	}
	c.syncFork()
}

// timelineWith seeks where the timeline is clicked or dragged, pausing the
// game there.
func (c *Controller) timelineWith(in Input) {
	switch {
	case in.Click && in.Over == OverTimeline:
		c.Scrubbing = true
	case !in.MouseDown:
		c.Scrubbing = false
	}
	if c.Scrubbing {
		c.Paused = true
		if t := min(max(in.TimelineTick, c.Run.Start()), c.Run.End()); t != c.Run.World.Tick && t != c.ahead {
			_ = c.SeekAhead(t) // within what the run holds
		}
	}
}

// selectWith applies clicks and Tab to the selection, opening the panel on
// the enemy chosen, and the wheel over the panel to its scroll.
func (c *Controller) selectWith(in Input) {
	switch {
	case in.RightClick:
		c.Select(-1)
	case in.Click && in.Over == OverArena:
		c.Select(in.OverEnemy)
		c.ShowPanel = c.ShowPanel || in.OverEnemy >= 0
	case in.Acted(NextEnemy) && len(c.Run.World.Enemies) > 0:
		c.Select(c.nextLiving())
		c.ShowPanel = true
	}
	if in.Wheel != 0 && in.Over == OverPanel && c.PanelShown() && !c.Graph {
		rows := c.PanelShape().Len()
		c.PanelScroll = min(max(0, c.PanelScroll-int(in.Wheel)), max(0, rows-c.panelRows))
	}
}

// nextLiving returns the enemy Tab selects: the first after the selected
// one, in index order and round again, that is alive in the world shown;
// the next one when none is.
func (c *Controller) nextLiving() int {
	n, shown := len(c.Run.World.Enemies), c.Shown().World.Enemies
	for k := 1; k <= n; k++ {
		if i := (c.Selected + k) % n; i < len(shown) && !shown[i].Dead {
			return i
		}
	}
	return (c.Selected + 1) % n
}

// Select selects enemy i (-1: none), switching reasons from the old
// selection to the new one. Its history is there already: every enemy's is
// recorded. Its tick is re-simulated from as far back as is quick (see
// session.Session.SeekExplaining), so that its reasons show at once, those
// of nodes it ticked a while ago too.
func (c *Controller) Select(i int) {
	if i >= len(c.Run.World.Enemies) {
		i = -1
	}
	old := c.Selected
	if old == i {
		return
	}
	if old >= 0 {
		c.Run.Minds.Explain(old, false)
		if c.What != nil {
			c.What.Fork.B.Minds.Explain(old, false)
		}
	}
	c.Selected, c.PanelScroll = i, 0
	c.forgetGraph()
	c.Breaks.clear()
	if i >= 0 {
		c.Run.Minds.Explain(i, true)
		if c.What != nil {
			c.What.Fork.B.Minds.Explain(i, true)
			if c.What.Fork.Done() {
				c.What.Fork.B.SeekExplaining(c.What.Fork.B.World.Tick)
			}
		}
		if c.Run.World.Tick > 0 { // its reasons, as far back as a quick re-simulation goes
			c.Run.SeekExplaining(c.Run.World.Tick)
			c.syncFork()
		}
	}
}

// RanShown reports whether the panel shows the tree the selected enemy ran
// on the tick shown, which was replaced after it (ai.Minds.Ran), rather than
// the one it runs from the next: unless the tree editor, which edits that
// one, is open.
func (c *Controller) RanShown() bool {
	return !c.Trees.Open && c.Selected >= 0 && c.Shown().Minds.Replaced(c.Selected)
}

// Inspected describes the selected enemy at the tick shown as its panel
// shows it (see RanShown), with at most LogLines decisions.
func (c *Controller) Inspected() ai.Inspection {
	shown := c.Shown()
	if c.RanShown() {
		return shown.Minds.InspectRan(shown.World, c.Selected, LogLines)
	}
	return shown.Minds.Inspect(shown.World, c.Selected, LogLines)
}

// PanelShape returns the shape of the selected enemy's tree as its panel
// shows it (see RanShown).
func (c *Controller) PanelShape() *bt.Shape {
	if c.RanShown() {
		_, shape := c.Shown().Minds.Ran(c.Selected)
		return shape
	}
	return c.Shown().Minds.Shape(c.Selected)
}
