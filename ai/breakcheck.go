package ai

import (
	"fmt"

	"github.com/enemyai/enemyai/entity"
)

// BreakHit is a breakpoint firing for one enemy: its index in the world and
// why, its decision and the values the expression read, like "near-1 attack
// (strike); dist 0.85, hp 0.17 of 60".
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
func (b *Break) Check(w *entity.World, m *Minds) []BreakHit {
	fresh := w != b.world || w.Tick != b.tick+1
	b.world, b.tick = w, w.Tick
	for len(b.was) < len(w.Enemies) {
		b.was = append(b.was, false)
	}
	var hits []BreakHit
	for i := range w.Enemies {
		e := &w.Enemies[i]
		if !b.watches(e) {
			continue
		}
		holds := b.expr.holds(w, m, e)
		if holds && !b.was[i] && !fresh {
			hits = append(hits, BreakHit{Enemy: i, Why: b.explain(w, m, e)})
		}
		b.was[i] = holds
	}
	return hits
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
		return fmt.Errorf("%s: no enemy of kind %q", b.Source, b.kind)
	}
	return fmt.Errorf("%s: no enemy %q", b.Source, b.id)
}

// ParseBreakIn reads breakpoint src as ParseBreak does and checks that it
// watches an enemy of w (see Watches).
func ParseBreakIn(w *entity.World, src string) (*Break, error) {
	b, err := ParseBreak(src)
	if err != nil {
		return nil, err
	}
	if err := b.Watches(w); err != nil {
		return nil, err
	}
	return b, nil
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
	return fmt.Sprintf("%s %s (%s); dist %.2f, hp %.2f of %g", e.ID, d.Branch, d.Leaf, e.Pos.Dist(w.Player.Pos), e.HP/e.Kind.HP, e.Kind.HP)
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
	limit := n.number
	switch n.name {
	case "detect":
		limit = e.Kind.Detect
	case "attack":
		limit = e.Kind.Attack
	case "lose":
		limit = e.Kind.LoseRange()
	case "min_distance":
		limit = e.Kind.MinDistance
	}
	return compareNumbers(e.Pos.Dist(w.Player.Pos), n.op, limit)
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
