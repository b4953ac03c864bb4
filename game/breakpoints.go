package game

import (
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
)

// breakpoints pause the game on the tick something happens: a node of the
// selected enemy's tree changing status, or the player being hit.
type breakpoints struct {
	nodes map[int]bool // node IDs in the selected enemy's tree
	onHit bool
}

// toggle sets or clears a breakpoint on node id.
func (b *breakpoints) toggle(id int) {
	if b.nodes == nil {
		b.nodes = map[int]bool{}
	}
	if b.nodes[id] {
		delete(b.nodes, id)
	} else {
		b.nodes[id] = true
	}
}

// clear forgets the node breakpoints, which belong to one enemy's tree.
func (b *breakpoints) clear() { b.nodes = nil }

// any reports whether any breakpoint is set.
func (b *breakpoints) any() bool { return len(b.nodes) > 0 || b.onHit }

// breakpointsWith applies the breakpoint keys and clicks: a click on a tree
// row of the panel toggles a breakpoint on that node, H toggles pausing when
// the player is hit, X clears every breakpoint.
func (g *Game) breakpointsWith(in control.Input) {
	if in.Click && g.panelShown() {
		if id := g.rowAt(in.MouseX, in.MouseY); id >= 0 {
			g.dbg.breaks.toggle(id)
		}
	}
	if in.BreakOnHit {
		g.dbg.breaks.onHit = !g.dbg.breaks.onHit
		g.say("pause when the player is hit: " + onOff(g.dbg.breaks.onHit))
	}
	if in.ClearBreaks {
		g.dbg.breaks = breakpoints{}
		g.say("breakpoints cleared")
	}
}

// checkBreakpoints pauses the game if a breakpoint fired on the tick just
// played, and says why.
func (g *Game) checkBreakpoints() {
	b := &g.dbg.breaks
	if !b.any() {
		return
	}
	w := g.run.World
	var why []string
	if b.onHit {
		for _, ev := range w.Events {
			if ev.Kind == entity.EventHit && ev.Target == entity.PlayerID {
				why = append(why, fmt.Sprintf("player hit by %s (%.0f)", ev.Source, ev.Damage))
			}
		}
	}
	if sel := g.dbg.selected; sel >= 0 && len(b.nodes) > 0 {
		if rec := g.run.Minds.Recorder(sel); rec != nil {
			shape := g.run.Minds.Shape(sel)
			for _, t := range rec.OnTick(w.Tick, nil) {
				if b.nodes[t.Node] {
					why = append(why, fmt.Sprintf("%s %s %s -> %s", w.Enemies[sel].ID, shape.Path(t.Node), t.From, t.To))
				}
			}
		}
	}
	if len(why) > 0 {
		g.dbg.paused = true
		g.say(fmt.Sprintf("breakpoint at tick %d: %s", w.Tick, strings.Join(why, "; ")))
	}
}
