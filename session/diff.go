package session

import (
	"fmt"
	"strings"
	"sync"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// Differ plays two runs of the same inputs side by side, an original and a
// changed one (a Variant, or a fork), and finds the first tick on which any
// enemy decides differently, while it sums up both outcomes.
type Differ struct {
	A, B       *Session
	OutA, OutB Outcome
	// First is the first divergence, or nil while the runs agree.
	First *Divergence
}

// Divergence is the first tick on which two runs decide differently: the
// enemy, and its decision on each side with the reasons that differ.
type Divergence struct {
	Tick uint32
	ID   string
	A, B Why
}

// Why is an enemy's decision on one tick and the reasons of the nodes it
// ticked whose status differs on the other side.
type Why struct {
	Decision ai.Decision
	Reasons  []string // like "inAttackRange failure: dist 4.6 > attack 1.0"
	// Doing says what the enemy is doing (its Activity) when that alone
	// tells the sides apart, like an attack under way on one side only.
	Doing bool
}

// String formats the decision as "chase (moveToPlayer, running): reasons".
func (w Why) String() string {
	d := w.Decision
	doing := ""
	if w.Doing {
		doing = "; " + d.Activity.Doing()
	}
	s := fmt.Sprintf("%s (%s, %s%s)", d.Branch, d.Leaf, d.Status, doing)
	if !d.Decided() {
		s = "no decision"
	}
	if len(w.Reasons) > 0 {
		s += ": " + strings.Join(w.Reasons, "; ")
	}
	return s
}

// NewDiffer compares a and b from the ticks they are on.
func NewDiffer(a, b *Session) *Differ { return &Differ{A: a, B: b} }

// Step advances both runs by one tick, each with its own recorded or
// scripted player, and compares their decisions. The runs share nothing
// they write, so they step at the same time, on two cores where there are.
func (d *Differ) Step() {
	var wg sync.WaitGroup
	wg.Go(func() {
		d.A.Advance(entity.PlayerIntent{})
		d.OutA.Observe(d.A.World)
	})
	d.B.Advance(entity.PlayerIntent{})
	d.OutB.Observe(d.B.World)
	wg.Wait()
	if d.First == nil {
		d.First = firstDifference(d.A, d.B)
	}
}

// firstDifference returns where the decisions of the ticks a and b show
// differ, if they do: the first enemy that decides differently.
func firstDifference(a, b *Session) *Divergence {
	wa, wb := a.World, b.World
	for i := range max(len(wa.Enemies), len(wb.Enemies)) {
		var da, db ai.Decision
		if i < len(wa.Enemies) {
			da = a.Minds.Decision(&wa.Enemies[i])
		}
		if i < len(wb.Enemies) {
			db = b.Minds.Decision(&wb.Enemies[i])
		}
		if da == db {
			continue
		}
		id := ""
		if i < len(wa.Enemies) {
			id = wa.Enemies[i].ID
		} else {
			id = wb.Enemies[i].ID
		}
		ra, rb := a.explainNow(i), b.explainNow(i)
		doing := da.Branch == db.Branch && da.Leaf == db.Leaf && da.Status == db.Status
		return &Divergence{Tick: wa.Tick, ID: id, A: Why{da, differing(ra, rb), doing}, B: Why{db, differing(rb, ra), doing}}
	}
	return nil
}

// explainNow returns enemy i's rows of the tick shown, with reasons: it
// re-simulates that tick from the last keyframe with reasons on.
func (s *Session) explainNow(i int) []bt.Row {
	in := s.Minds.Instance(i)
	if in == nil || i >= len(s.World.Enemies) || s.World.Enemies[i].Dead {
		return nil
	}
	was := in.Explaining()
	s.Minds.Explain(i, true)
	s.Seek(s.World.Tick)
	rows := s.Minds.Shape(i).Rows(s.Minds.Instance(i), nil)
	s.Minds.Explain(i, was)
	return rows
}

// differing returns the reasons of the rows ticked on this side whose
// status the other side does not share, or the tip's if all agree.
func differing(this, other []bt.Row) []string {
	status := map[string]bt.Status{}
	for _, r := range other {
		if r.Fresh {
			status[r.Name] = r.Status
		}
	}
	var out, tip []string
	for _, r := range this {
		if !r.Fresh || r.Reason == "" {
			continue
		}
		line := fmt.Sprintf("%s %s: %s", r.Name, r.Status, r.Reason)
		if s, ok := status[r.Name]; !ok || s != r.Status {
			out = append(out, line)
		}
		if r.Tip {
			tip = []string{line}
		}
	}
	if len(out) == 0 {
		return tip
	}
	return out
}
