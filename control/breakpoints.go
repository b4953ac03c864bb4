package control

import (
	"fmt"
	"slices"
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

// Conditions returns the conditional breakpoints set, as they were written.
func (b *Breakpoints) Conditions() []string {
	out := make([]string, len(b.conds))
	for i, cond := range b.conds {
		out[i] = cond.Source
	}
	return out
}

// BreakEditor is where conditional breakpoints are typed in the game (E):
// whether it is open, the expression being typed, and what was wrong with
// the last one entered.
type BreakEditor struct {
	Open    bool
	Draft   string
	Problem string
}

// Type makes draft the expression being typed; a change forgets what was
// wrong with the last one entered, which no longer says what is there.
func (e *BreakEditor) Type(draft string) {
	if draft != e.Draft {
		e.Draft, e.Problem = draft, ""
	}
}

// AddBreak sets the conditional breakpoint src (see ai.Break for the
// grammar), from the next tick on: it fires on a tick its expression
// becomes true. A malformed one, or one that watches no enemy of the world,
// is refused with the column or the name at fault and is kept in the editor
// to be mended; a set one clears the editor.
func (c *Controller) AddBreak(src string) error {
	br, err := ai.ParseBreakIn(c.Run.World, src)
	if err != nil {
		c.Editor.Draft, c.Editor.Problem = src, err.Error()
		return err
	}
	c.Breaks.conds = append(c.Breaks.conds, br)
	c.Editor.Draft, c.Editor.Problem = "", ""
	c.Say("breakpoint set: " + src)
	return nil
}

// RemoveBreak removes the i-th conditional breakpoint of Conditions.
func (c *Controller) RemoveBreak(i int) {
	if i < 0 || i >= len(c.Breaks.conds) {
		return
	}
	c.Say("breakpoint removed: " + c.Breaks.conds[i].Source)
	c.Breaks.conds = slices.Delete(c.Breaks.conds, i, i+1)
}

// breakpointsWith applies the breakpoint keys and clicks: a click on a tree
// row of the panel toggles a breakpoint on that node, H toggles pausing when
// the player is hit, X clears every breakpoint, E opens the editor of
// conditional breakpoints, which then takes what is typed (see Keyboard).
func (c *Controller) breakpointsWith(in Input) {
	if in.Acted(EditBreaks) {
		c.Editor.Open = !c.Editor.Open
	} else if c.Editor.Open { // it has the keyboard (see Keyboard)
		c.Editor.Type(typed(c.Editor.Draft, in))
		if in.Acted(EditChoose) {
			_ = c.AddBreak(c.Editor.Draft) // a problem stays in the editor, to be mended
		}
	}
	if in.Click && in.Over == OverPanel && c.PanelShown() && in.OverRow >= 0 && !c.Trees.Open {
		c.toggleBreak(in.OverRow) // while the tree editor is open, a click selects the node to edit; a graph's box: see graphWith
	}
	if in.Acted(BreakOnHit) {
		c.Breaks.OnHit = !c.Breaks.OnHit
		c.Say("pause when the player is hit: " + OnOff(c.Breaks.OnHit))
	}
	if in.Acted(ClearBreaks) {
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
	var hits []int
	for _, cond := range b.conds {
		for _, hit := range cond.Check(w, c.Run.Minds) {
			why = append(why, hit.Why+" ("+cond.Source+")")
			hits = append(hits, hit.Enemy)
		}
	}
	if len(why) == 0 {
		return
	}
	c.pauseByUser()
	if len(hits) > 0 && !slices.Contains(hits, c.Selected) {
		c.Select(hits[0]) // its panel, at this tick
		c.ShowPanel = true
	}
	c.Stop, c.stoppedAt = fmt.Sprintf("breakpoint at tick %d: %s", w.Tick, strings.Join(why, "; ")), w.Tick
	c.Say(c.Stop)
}

// OnOff says whether a switch is on.
func OnOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// toggleBreak sets or clears the breakpoint on node id of the selected
// enemy's tree, clicked in its panel; not while the panel shows a tree
// replaced after the tick shown (RanShown), whose nodes breakpoints do not
// name.
func (c *Controller) toggleBreak(id int) {
	if c.RanShown() {
		c.Say("this tree was replaced after this tick: step on to set breakpoints in the new one")
		return
	}
	c.Breaks.toggle(id)
}

// BreakShown reports whether the panel marks node id of the tree it shows
// with a breakpoint.
func (c *Controller) BreakShown(id int) bool { return !c.RanShown() && c.Breaks.On(id) }
