package control

import (
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
)

// Breakpoints pause the game on the tick something happens: a node of the
// selected enemy's tree changing status, the player being hit, or a
// condition (-break) becoming true for an enemy.
type Breakpoints struct {
	nodes map[int]bool // node IDs in the selected enemy's tree
	OnHit bool
	conds []*ai.Break
}

// toggle sets or clears a breakpoint on node id.
func (b *Breakpoints) toggle(id int) {
	if b.nodes == nil {
		b.nodes = map[int]bool{}
	}
	if b.nodes[id] {
		delete(b.nodes, id)
	} else {
		b.nodes[id] = true
	}
}

// On reports whether node id of the selected enemy's tree has a breakpoint.
func (b *Breakpoints) On(id int) bool { return b.nodes[id] }

// Nodes returns how many nodes have a breakpoint.
func (b *Breakpoints) Nodes() int { return len(b.nodes) }

// clear forgets the node breakpoints, which belong to one enemy's tree.
func (b *Breakpoints) clear() { b.nodes = nil }

// Any reports whether any breakpoint is set.
func (b *Breakpoints) Any() bool { return len(b.nodes) > 0 || b.OnHit || len(b.conds) > 0 }

// Conditions returns how many conditional breakpoints are set.
func (b *Breakpoints) Conditions() int { return len(b.conds) }

// breakpointsWith applies the breakpoint keys and clicks: a click on a tree
// row of the panel toggles a breakpoint on that node, H toggles pausing when
// the player is hit, X clears every breakpoint.
func (c *Controller) breakpointsWith(in Input) {
	if in.Click && (in.Over == OverPanel || in.Over == OverGraph) && c.PanelShown() && in.OverRow >= 0 {
		c.Breaks.toggle(in.OverRow)
	}
	if in.BreakOnHit {
		c.Breaks.OnHit = !c.Breaks.OnHit
		c.Say("pause when the player is hit: " + OnOff(c.Breaks.OnHit))
	}
	if in.ClearBreaks {
		c.Breaks = Breakpoints{}
		c.Say("breakpoints cleared")
	}
}

// checkBreakpoints pauses the game if a breakpoint fired on the tick just
// played, and says why.
func (c *Controller) checkBreakpoints() {
	b := &c.Breaks
	if !b.Any() {
		return
	}
	w := c.Run.World
	var why []string
	if b.OnHit {
		for _, ev := range w.Events {
			if ev.Kind == entity.EventHit && ev.Target == entity.PlayerID {
				why = append(why, fmt.Sprintf("player hit by %s (%.0f)", ev.Source, ev.Damage))
			}
		}
	}
	if sel := c.Selected; sel >= 0 && len(b.nodes) > 0 {
		if rec := c.Run.Minds.Recorder(sel); rec != nil {
			shape := c.Run.Minds.Shape(sel)
			for _, t := range rec.OnTick(w.Tick, nil) {
				if b.nodes[t.Node] {
					why = append(why, fmt.Sprintf("%s %s %s -> %s", w.Enemies[sel].ID, shape.Path(t.Node), t.From, t.To))
				}
			}
		}
	}
	for _, cond := range b.conds {
		for _, hit := range cond.Check(w, c.Run.Minds) {
			why = append(why, hit.Why)
		}
	}
	if len(why) > 0 {
		c.Paused = true
		c.Say(fmt.Sprintf("breakpoint at tick %d: %s", w.Tick, strings.Join(why, "; ")))
	}
}

// OnOff says whether a switch is on.
func OnOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
