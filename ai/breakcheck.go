package ai

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/spell"
)

// BreakHit is a breakpoint firing for one enemy: its index in the world and
// why, its decision and the values the expression read, like "near-1 attack
// (strike); dist 0.85, hp 0.17 (10 of 60)": hp as expressions read it, a
// fraction, then the hit points it is a fraction of.
type BreakHit struct {
	Enemy int
	Why   string
}

// Check reports the enemies the breakpoint watches for which its expression
// became true on the tick w just played; nil if none. A check that does not
// follow one of the tick before in the same world (the first, or after a
// seek or a restart) only notes where the expression holds: a breakpoint
// fires on the same ticks however the ticks are played, live, in a replay
// or by cmd/sim.
//
// A parked enemy's expression is worked out once, on the first tick it is
// checked parked, and again only when the player's distance crosses one of
// the limits the expression compares it with: until it wakes, nothing else
// an expression reads changes (its hit points, decision and nodes are as
// its last step left them). A kind-wide breakpoint over a crowd at rest so
// costs little more than the crowd.
func (b *Break) Check(w *entity.World, m *Minds) []BreakHit {
	fresh := w != b.world || w.Tick != b.tick+1
	b.world, b.tick = w, w.Tick
	for len(b.was) < len(w.Enemies) {
		b.was = append(b.was, false)
		b.parked = append(b.parked, parkedHold{})
	}
	if fresh {
		clear(b.parked)
	}
	var hits []BreakHit
	for i := range w.Enemies {
		e := &w.Enemies[i]
		if !b.watches(e) {
			continue
		}
		holds := b.holds(w, m, i, e)
		if holds && !b.was[i] && !fresh {
			hits = append(hits, BreakHit{Enemy: i, Why: b.explain(w, m, e)})
		}
		b.was[i] = holds
	}
	return hits
}

// parkedHold is what a breakpoint's expression came to for a parked enemy:
// valid while the enemy stays parked since the same tick and the square of
// the player's distance stays strictly between lo2 and hi2, the squares of
// the nearest limits the expression compares the distance with, moved
// inwards by far more than rounding: then the distance itself is between
// the limits, and no comparison changes. Squares spare a square root per
// parked enemy and tick.
type parkedHold struct {
	valid    bool
	since    uint32
	holds    bool
	lo2, hi2 float64
}

// holds evaluates the expression for enemy i, e, on the tick w just played:
// once for a parked enemy, while the player stays between the same limits.
func (b *Break) holds(w *entity.World, m *Minds, i int, e *entity.Enemy) bool {
	if !w.Parked(i) {
		return b.expr.holds(w, m, e)
	}
	p := &b.parked[i]
	if p.valid && p.since == w.ParkedSince(i) {
		dx, dy := e.Pos.X-w.Player.Pos.X, e.Pos.Y-w.Player.Pos.Y
		if d2 := dx*dx + dy*dy; d2 > p.lo2 && d2 < p.hi2 {
			return p.holds
		}
	}
	lo, hi := math.Inf(-1), math.Inf(1)
	b.expr.bracket(e, e.Pos.Dist(w.Player.Pos), &lo, &hi)
	*p = parkedHold{valid: true, since: w.ParkedSince(i), holds: b.expr.holds(w, m, e), lo2: -1, hi2: -1}
	const margin = 1e-9 // relative; a distance and its square are off by a few parts in 1e16
	if lo >= 0 {
		p.lo2 = lo * (1 + margin) * lo * (1 + margin)
	}
	if hi > 0 {
		p.hi2 = hi * (1 - margin) * hi * (1 - margin)
	}
	return p.holds
}

// bracket narrows lo and hi to the nearest limits below and above d that
// the expression compares the player's distance with, for enemy e: while
// the distance stays strictly between them, no comparison changes.
func (n *breakNode) bracket(e *entity.Enemy, d float64, lo, hi *float64) {
	switch {
	case n.left != nil:
		n.left.bracket(e, d, lo, hi)
		n.right.bracket(e, d, lo, hi)
		return
	case n.field != "dist":
		return
	}
	limit := n.limit(e)
	if limit <= d {
		*lo = max(*lo, limit)
	}
	if limit >= d {
		*hi = min(*hi, limit)
	}
}

// Watches reports whether the breakpoint's target names an enemy or kind of
// w: a breakpoint on nobody would never fire.
func (b *Break) Watches(w *entity.World) error {
	for i := range w.Enemies {
		if b.watches(&w.Enemies[i]) {
			return nil
		}
	}
	if b.kind != "" {
		return fmt.Errorf("%s: no enemy of kind %s", config.Plain(b.Source, config.QuotedChars), config.Quote(b.kind))
	}
	return fmt.Errorf("%s: no enemy %s", config.Plain(b.Source, config.QuotedChars), config.Quote(b.id))
}

// ParseBreakIn reads breakpoint src as ParseBreak does and checks it
// against w: that it watches an enemy (see Watches), and, when w's brain is
// a Minds, that every node, branch and leaf it names is in the tree of a
// kind it watches. A breakpoint on a name no tree has could never fire, and
// is refused with the name's column.
func ParseBreakIn(w *entity.World, src string) (*Break, error) {
	b, err := ParseBreak(src)
	if err != nil {
		return nil, err
	}
	if err := b.Watches(w); err != nil {
		return nil, err
	}
	if m, ok := w.Brain.(*Minds); ok {
		if err := b.expr.checkNames(b.vocabulary(w, m)); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// breakNames are the names a breakpoint may compare with: the nodes and
// branches of the trees of the kinds it watches, the nodes that may be the
// tip (all but composites, which always tick a child), and those kinds'
// names.
type breakNames struct {
	nodes, tips, branches, kinds []string
}

// vocabulary returns the names of the trees of the kinds b watches in w.
func (b *Break) vocabulary(w *entity.World, m *Minds) breakNames {
	var v breakNames
	for _, k := range w.Kinds {
		watched := false
		for i := range w.Enemies {
			if w.Enemies[i].Kind == k && b.watches(&w.Enemies[i]) {
				watched = true
				break
			}
		}
		if !watched {
			continue
		}
		v.kinds = append(v.kinds, k.Name)
		shape := m.Tree(k).Shape()
		for id := range shape.Len() {
			v.nodes = append(v.nodes, shape.Name(id))
			if !shape.Kind(id).IsComposite() {
				v.tips = append(v.tips, shape.Name(id))
			}
		}
		v.branches = append(v.branches, m.Branches(k)...)
	}
	return v
}

// checkNames reports the first name the expression compares with that is
// not among the names it may be.
func (n *breakNode) checkNames(v breakNames) error {
	if n.left != nil {
		if err := n.left.checkNames(v); err != nil {
			return err
		}
		return n.right.checkNames(v)
	}
	what, names := "node", v.nodes
	switch {
	case n.op == "node":
	case n.field == "leaf":
		what, names = "leaf", v.tips
		if slices.Contains(v.nodes, n.name) && !slices.Contains(v.tips, n.name) {
			return &BreakError{n.column, fmt.Sprintf("%s is a composite node in the tree of %s, which always ticks a child, never the tip: the breakpoint could never fire (node %s running holds while it runs)",
				config.Quote(n.name), strings.Join(v.kinds, " or "), n.name)}
		}
	case n.field == "branch":
		what, names = "branch", v.branches
	default:
		return nil
	}
	if slices.Contains(names, n.name) {
		return nil
	}
	msg := fmt.Sprintf("no %s %s in the tree of %s: the breakpoint could never fire", what, config.Quote(n.name), strings.Join(v.kinds, " or "))
	if hint := spell.Closest(n.name, names); hint != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", hint)
	}
	return &BreakError{n.column, msg}
}

// Watched reports whether the breakpoint watches enemy e.
func (b *Break) Watched(e *entity.Enemy) bool { return b.watches(e) }

func (b *Break) watches(e *entity.Enemy) bool {
	if b.kind != "" {
		return e.Kind.Name == b.kind
	}
	return e.ID == b.id
}

// explain says why the breakpoint fired for e: its decision and what the
// expression read.
func (b *Break) explain(w *entity.World, m *Minds, e *entity.Enemy) string {
	d := m.Decision(e)
	hp := strconv.FormatFloat(max(math.Round(e.HP*100)/100, 0), 'f', -1, 64)
	return fmt.Sprintf("%s %s (%s); dist %.2f, hp %.2f (%s of %s)", e.ID, d.Branch, d.Leaf, e.Pos.Dist(w.Player.Pos), max(e.HP/e.Kind.HP, 0), hp,
		strconv.FormatFloat(e.Kind.HP, 'f', -1, 64))
}

// holds evaluates the expression for enemy e on the tick w just played.
func (n *breakNode) holds(w *entity.World, m *Minds, e *entity.Enemy) bool {
	switch n.op {
	case "||":
		return n.left.holds(w, m, e) || n.right.holds(w, m, e)
	case "&&":
		return n.left.holds(w, m, e) && n.right.holds(w, m, e)
	case "node":
		return n.nodeHolds(m, e)
	}
	switch n.field {
	case "branch":
		return (m.Decision(e).Branch == n.name) == (n.op == "==")
	case "leaf":
		return (m.Decision(e).Leaf == n.name) == (n.op == "==")
	case "hp":
		return compareNumbers(e.HP/e.Kind.HP, n.op, n.number)
	}
	return compareNumbers(e.Pos.Dist(w.Player.Pos), n.op, n.limit(e))
}

// limit returns what a distance comparison compares with for enemy e: its
// number, or one of e's kind's ranges.
func (n *breakNode) limit(e *entity.Enemy) float64 {
	switch n.name {
	case "detect":
		return e.Kind.Detect
	case "attack":
		return e.Kind.Attack
	case "lose":
		return e.Kind.LoseRange()
	case "min_distance":
		return e.Kind.MinDistance
	}
	return n.number
}

// nodeHolds reports whether e's node of n's name was ticked on its last
// tick and ended with the status n asks for. An enemy ticked lean keeps no
// node memory: a session, which breakpoints watch, remembers every enemy's
// transitions, so every enemy ticks a full instance.
func (n *breakNode) nodeHolds(m *Minds, e *entity.Enemy) bool {
	if e.Dead || int(e.Index) >= len(m.minds) || m.minds[int(e.Index)].in == nil {
		return false
	}
	in := m.minds[int(e.Index)].in
	shape := in.Tree()
	for id := range shape.Len() {
		if shape.Name(id) == n.name && in.VisitedNow(id) && in.Status(id) == n.status {
			return true
		}
	}
	return false
}

func compareNumbers(v float64, op string, limit float64) bool {
	switch op {
	case "<":
		return v < limit
	case "<=":
		return v <= limit
	case ">":
		return v > limit
	case ">=":
		return v >= limit
	case "==":
		return v == limit
	}
	return v != limit
}
