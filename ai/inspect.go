package ai

import (
	"fmt"
	"image/color"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// Inspection is what a debugger shows of one enemy: its tree with this tick's
// statuses and reasons, its state, and its latest decisions. Build it with
// Minds.Inspect; it holds no drawing code, so it is tested without a display.
type Inspection struct {
	ID, Kind string
	Decision Decision
	Rows     []Row     // the tree, one row per node, in pre-order
	State    []Field   // kind, position, home, HP, distance, branch, attack, cooldowns
	Log      []LogLine // the latest transitions, newest first
}

// Row is one node of the inspected tree and how to show it.
type Row struct {
	bt.Row
	// Colour is the colour of the status the node shows (bt.Row.Shown),
	// faded when the node was not ticked this tick.
	Colour color.NRGBA
}

// Field is one line of the agent state: a label and a value.
type Field struct{ Label, Value string }

// LogLine is one recorded transition, or one event of the world involving the
// enemy (Event set, Path, From and To not).
type LogLine struct {
	Tick     uint32
	Path     string // the node's path below the root, like "chase/seesPlayer"
	From, To bt.Status
	Event    string // like "shoot -> player" or "hit by player (25)"
}

// String formats the line as "t 123  2.05s  chase/seesPlayer  success -> failure",
// or with the event in place of the transition.
func (l LogLine) String() string {
	at := fmt.Sprintf("t %d  %.2fs  ", l.Tick, float64(l.Tick)*entity.Dt)
	if l.Event != "" {
		return at + "* " + l.Event
	}
	return at + l.Path + "  " + l.From.String() + " -> " + l.To.String()
}

// EventLine describes event ev as seen by enemy id, or "" if it does not
// involve the enemy.
func EventLine(ev entity.Event, id string) string {
	switch {
	case ev.Source == id && ev.Target != "":
		return string(ev.Kind) + " -> " + ev.Target
	case ev.Source == id:
		return string(ev.Kind)
	case ev.Target == id && ev.Kind == entity.EventHit:
		return fmt.Sprintf("hit by %s (%.0f)", ev.Source, ev.Damage)
	case ev.Target == id:
		return string(ev.Kind) + " by " + ev.Source
	}
	return ""
}

// fadedAlpha is the alpha of a row not ticked this tick.
const fadedAlpha = 110

// StatusColour returns the colour a debugger shows for a status, from bt's
// palette; faded (more transparent) when the node was not ticked on the last
// tick.
func StatusColour(s bt.Status, fresh bool) color.NRGBA {
	c := s.Colour()
	if !fresh {
		c.A = fadedAlpha
	}
	return c
}

// Inspect describes enemy i of w, with at most logLines decisions up to the
// world's tick. Reasons are there only if Explain was switched on for it, the
// log only if Remember was. A dead enemy's rows are all stale, with no tip
// and no path: its tree does not tick. Its rows are of the tree it runs
// now (Instance); InspectRan's, of the tree it ran on the world's tick.
func (m *Minds) Inspect(w *entity.World, i, logLines int) Inspection {
	return m.inspect(w, i, logLines, m.Instance(i), m.Shape(i))
}

// InspectRan is Inspect with the rows of the tree enemy i ran on the
// world's tick (see Ran): a tree replaced after it shows as it ran.
func (m *Minds) InspectRan(w *entity.World, i, logLines int) Inspection {
	in, shape := m.Ran(i)
	return m.inspect(w, i, logLines, in, shape)
}

// inspect describes enemy i of w with the rows of instance in of shape.
func (m *Minds) inspect(w *entity.World, i, logLines int, in *bt.Instance, shape *bt.Shape) Inspection {
	e := &w.Enemies[i]
	ins := Inspection{ID: e.ID, Kind: e.Kind.Name, Decision: m.Decision(e)}
	if in == nil {
		return ins
	}
	for _, r := range shape.Rows(in, nil) {
		if e.Dead { // its tree no longer ticks: the rows are of its last tick alive, none current
			r.Fresh, r.Tip, r.OnPath = false, false, false
		}
		ins.Rows = append(ins.Rows, Row{Row: r, Colour: StatusColour(r.Shown(), r.Fresh)})
	}
	ins.State = agentState(w, e, ins.Decision)
	if rec := m.Recorder(i); rec != nil {
		for j := 0; j < rec.Len() && len(ins.Log) < logLines; j++ {
			t := rec.At(j)
			if t.Tick > w.Tick {
				continue // a future the world was rewound from
			}
			path := m.minds[i].shapeAt(t.Tick).Path(t.Node)
			if cut := len(e.Kind.Name) + 1; len(path) > cut {
				path = path[cut:]
			}
			ins.Log = append(ins.Log, LogLine{Tick: t.Tick, Path: path, From: t.From, To: t.To})
		}
	}
	return ins
}

func agentState(w *entity.World, e *entity.Enemy, d Decision) []Field {
	attack := e.Phase.String()
	if e.Attacking() {
		attack += fmt.Sprintf(" (%.2f s left)", entity.Seconds(max(e.PhaseTicks, 0)))
	}
	position, home := e.Pos.String(), fmt.Sprintf("%v, %.1f away", e.Home, e.Pos.Dist(e.Home))
	toPlayer := fmt.Sprintf("%.2f", e.Pos.Dist(w.Player.Pos))
	if e.Dead { // drawn as a faint mark at home, where it respawns: it stands nowhere
		position, home, toPlayer = position+", where it fell", e.Home.String()+", where it respawns", "none, dead"
	}
	fields := []Field{
		{"kind", fmt.Sprintf("%s (%s)", e.Kind.Name, map[bool]string{false: "melee", true: "ranged"}[e.Kind.Ranged])},
		{"position", position},
		{"home", home},
		{"HP", fmt.Sprintf("%.0f / %.0f", e.HP, e.Kind.HP)},
		{"to player", fmt.Sprintf("%s (detect %s, attack %s)", toPlayer, limitText(e.Kind.Detect), limitText(e.Kind.Attack))},
		{"branch", branchText(d)},
		{"attack", attack},
		{"cooldown", fmt.Sprintf("%.2f s", entity.Seconds(e.CooldownTicks))},
	}
	if e.Dead {
		fields = append(fields, Field{"respawn in", fmt.Sprintf("%.1f s", entity.Seconds(e.RespawnTicks))})
	}
	return fields
}

// branchText reads a decision as the state shows it: "chase (moveToPlayer,
// running)", or "dead", when there is no leaf.
func branchText(d Decision) string {
	if d.Leaf == "" {
		return d.Branch
	}
	return fmt.Sprintf("%s (%s, %s)", d.Branch, d.Leaf, d.Status)
}

// AddEvents interleaves with the log the events, oldest first, that the
// inspected enemy took part in (attacks, shots, hits, its death and
// respawn), keeping the newest logLines lines, newest first.
func (ins *Inspection) AddEvents(events []entity.Event, logLines int) {
	var mine []LogLine
	for _, ev := range events {
		if line := EventLine(ev, ins.ID); line != "" {
			mine = append(mine, LogLine{Tick: ev.Tick, Event: line})
		}
	}
	merged := make([]LogLine, 0, min(len(ins.Log)+len(mine), logLines))
	i, j := 0, len(mine)-1 // ins.Log is newest first, mine oldest first
	for len(merged) < logLines && (i < len(ins.Log) || j >= 0) {
		// On the same tick the event comes after the decisions that led to it.
		if j >= 0 && (i == len(ins.Log) || mine[j].Tick >= ins.Log[i].Tick) {
			merged = append(merged, mine[j])
			j--
		} else {
			merged = append(merged, ins.Log[i])
			i++
		}
	}
	ins.Log = merged
}
