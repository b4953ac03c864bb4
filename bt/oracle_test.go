package bt

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// script is an agent whose leaves return scripted outcomes, in turn, and log
// every hook call. The library and the reference each get their own copy.
type script struct {
	plan map[string][]Status
	next map[string]int
	log  []string
}

func (a *script) outcome(name string) Status {
	plan := a.plan[name]
	s := plan[a.next[name]%len(plan)]
	a.next[name]++
	return s
}

func (a *script) condition(name string) Status {
	a.log = append(a.log, name+"?")
	if a.outcome(name) == Failure {
		return Failure
	}
	return Success
}

func (a *script) action(name string) Status {
	a.log = append(a.log, name+"!")
	return a.outcome(name)
}

func (a *script) start(name string) Status {
	a.log = append(a.log, name+".start")
	return a.outcome(name)
}

func (a *script) tick(name string) Status {
	a.log = append(a.log, name+".tick")
	return a.outcome(name)
}

func (a *script) halt(name string) { a.log = append(a.log, name+".halt") }

// bytes hands out a fuzz input's bytes as choices, then zeros.
type bytes struct{ b []byte }

func (r *bytes) next(n int) int {
	if len(r.b) == 0 {
		return 0
	}
	v := int(r.b[0])
	r.b = r.b[1:]
	return v % n
}

// generated is a random tree built twice: for the library and as a reference.
type generated struct {
	lib   *Node[*script]
	ref   *refNode
	plan  map[string][]Status
	nodes int
}

// generate makes a random tree of every kind from r, at most depth levels.
func generate(r *bytes) *generated {
	g := &generated{plan: map[string][]Status{}}
	g.lib, g.ref = g.node(r, 4)
	return g
}

var outcomes = [...]Status{Success, Failure, Running}

func (g *generated) node(r *bytes, depth int) (*Node[*script], *refNode) {
	id := g.nodes
	g.nodes++
	name := fmt.Sprintf("n%d", id)
	kind := Kind(r.next(int(KindTimeout) + 1))
	if depth == 0 || g.nodes > 40 {
		kind = Kind(r.next(int(KindStatefulAction) + 1))
	}
	ref := &refNode{id: id, kind: kind, name: name}
	if kind.IsLeaf() || kind == KindGuard {
		steps := 1 + r.next(6)
		for range steps {
			g.plan[name] = append(g.plan[name], outcomes[r.next(3)])
		}
	}
	var kids []*Node[*script]
	children := 0
	switch {
	case kind.IsComposite():
		children = 1 + r.next(4)
	case kind.IsDecorator():
		children = 1
	}
	for range children {
		lib, sub := g.node(r, depth-1)
		kids = append(kids, lib)
		ref.children = append(ref.children, sub)
	}
	condition := func(a *script) bool { return a.condition(name) == Success }
	switch kind {
	case KindCondition:
		return Condition(name, condition), ref
	case KindAction:
		return Action(name, func(a *script) Status { return a.action(name) }), ref
	case KindStatefulAction:
		return StatefulAction(name,
			func(a *script) Status { return a.start(name) },
			func(a *script) Status { return a.tick(name) },
			func(a *script) { a.halt(name) }), ref
	case KindSequence:
		return Sequence(name, kids...), ref
	case KindReactiveSequence:
		return ReactiveSequence(name, kids...), ref
	case KindSelector:
		return Selector(name, kids...), ref
	case KindReactiveSelector:
		return ReactiveSelector(name, kids...), ref
	case KindParallel:
		ref.n, ref.failures = 1+r.next(children), 1+r.next(children)
		return Parallel(name, ref.n, ref.failures, kids...), ref
	case KindGuard:
		return Guard(name, condition, kids[0]), ref
	case KindInverter:
		return Inverter(name, kids[0]), ref
	case KindForceSuccess:
		return ForceSuccess(name, kids[0]), ref
	case KindForceFailure:
		return ForceFailure(name, kids[0]), ref
	}
	ref.n = 1 + r.next(4)
	switch kind {
	case KindRepeat:
		return Repeat(name, ref.n, kids[0]), ref
	case KindRetryUntilSuccess:
		return RetryUntilSuccess(name, ref.n, kids[0]), ref
	case KindCooldown:
		return Cooldown(name, ref.n, kids[0]), ref
	}
	return Timeout(name, ref.n, kids[0]), ref
}

// agree builds a random tree from data and ticks it in the library and in the
// reference, with an occasional Tree.Halt and clock jump, failing at the first
// difference in status, hook calls, recorded transitions or node memory. It
// ticks two more agents beside them: one on a lean instance, and one that
// switches between a full and a lean instance at random ticks, as a debugger
// watching and letting go of an agent does; their statuses and hook calls
// must be the reference's too.
func agree(t *testing.T, data []byte) {
	r := &bytes{b: data}
	g := generate(r)
	tree, err := New(g.lib)
	require.NoError(t, err)
	newAgent := func() *script { return &script{plan: g.plan, next: map[string]int{}} }
	libAgent, leanAgent, switchAgent := newAgent(), newAgent(), newAgent()
	ref := &refTree{root: g.ref, agent: newAgent()}
	in := tree.NewInstance()
	rec := NewRecorder(1 << 12)
	in.Record(rec)
	lean := tree.Lean()
	leanIn := lean.NewInstance()
	// The switching agent's Lean makes regions of leaves alone, or of as
	// much as a Lean does, so both ways of compiling composites are checked.
	switchLean := compileLean(tree, []int{0, maxRegionSteps}[r.next(2)])
	switcher := &switching{tree: tree, full: tree.NewInstance(), lean: switchLean.NewInstance(), compiled: switchLean}
	var got []Transition
	now := uint32(0)
	for step := range 30 {
		now += 1 + uint32(r.next(4)/3) // mostly one tick, sometimes two
		rec.Reset()
		ref.log = ref.log[:0]
		if r.next(4) == 0 {
			switcher.toggle()
			if !switcher.isLean {
				g.ref.each(func(n *refNode) {
					require.Equal(t, n.status == Running, switcher.full.Status(n.id) == Running, "step %d: %s running, copied from lean", step, tree.Shape().Path(n.id))
				})
			}
		}
		what := "tick"
		before := slices.Clone(leanIn.words())
		tipBefore, statusBefore := tree.Shape().Tip(in), in.Status(0)
		if r.next(8) == 0 {
			what = "halt"
			tree.Halt(in, libAgent, now)
			lean.Halt(leanIn, leanAgent, now)
			switcher.halt(switchAgent, now)
			ref.haltRoot(now)
		} else {
			want := ref.tickRoot(now)
			require.Equal(t, want, tree.Tick(in, libAgent, now), "step %d: root status\n%s", step, tree.Shape().Text(in))
			require.Equal(t, want, lean.Tick(leanIn, leanAgent, now), "step %d: root status, lean", step)
			require.Equal(t, want, switcher.tick(switchAgent, now), "step %d: root status, switching (lean %v)", step, switcher.isLean)
			tip := tree.Shape().Tip(in)
			require.Equal(t, tip, leanIn.Tip(), "step %d: tip, lean\n%s", step, tree.Shape().Text(in))
			require.Equal(t, want, leanIn.Status(), "step %d: the root's status, lean", step)
			if switcher.isLean {
				require.Equal(t, tip, switcher.lean.Tip(), "step %d: tip, switching", step)
			}
		}
		if in.Turned() != now { // a decision worked out before still holds
			require.Equal(t, tipBefore, tree.Shape().Tip(in), "step %d (%s): the tip, not turned\n%s", step, what, tree.Shape().Text(in))
			require.Equal(t, statusBefore, in.Status(0), "step %d (%s): the root's status, not turned", step, what)
		}
		if !slices.Equal(before, leanIn.words()) { // a word may also change and change back
			require.Equal(t, now, leanIn.Changed(), "step %d (%s): changed, lean", step, what)
		}
		wantLog := strings.Join(ref.agent.log, " ")
		require.Equal(t, wantLog, strings.Join(libAgent.log, " "), "step %d (%s): hook calls", step, what)
		require.Equal(t, wantLog, strings.Join(leanAgent.log, " "), "step %d (%s): hook calls, lean", step, what)
		require.Equal(t, wantLog, strings.Join(switchAgent.log, " "), "step %d (%s): hook calls, switching (lean %v)", step, what, switcher.isLean)
		got = rec.Transitions(got)
		require.Equal(t, fmt.Sprint(ref.log), fmt.Sprint(got), "step %d (%s): transitions", step, what)
		g.ref.each(func(n *refNode) {
			require.Equal(t, n.status, in.Status(n.id), "step %d: status of %s", step, tree.Shape().Path(n.id))
			require.Equal(t, n.last, in.LastStatus(n.id), "step %d: last status of %s", step, tree.Shape().Path(n.id))
			require.Equal(t, n.visited, in.Visited(n.id), "step %d: visit of %s", step, tree.Shape().Path(n.id))
		})
		for _, a := range []*script{libAgent, leanAgent, switchAgent, ref.agent} {
			a.log = a.log[:0]
		}
	}
}

// switching is one agent's instances of a tree, full and lean, of which it
// ticks one at a time, copying its memory over when it switches.
type switching struct {
	tree     *Tree[*script]
	compiled *Lean[*script]
	full     *Instance
	lean     *LeanInstance
	isLean   bool
}

// toggle switches from the full instance to the lean one or back. A lean
// copy takes the full instance's tip, which a caller reports as its
// decision until the next tick.
func (s *switching) toggle() {
	if s.isLean {
		s.full.CopyFromLean(s.lean)
	} else {
		s.lean.CopyFrom(s.full)
		if s.lean.Tip() != s.tree.Shape().Tip(s.full) {
			panic("the lean copy's tip is not the full instance's")
		}
	}
	s.isLean = !s.isLean
}

func (s *switching) tick(a *script, now uint32) Status {
	if s.isLean {
		return s.compiled.Tick(s.lean, a, now)
	}
	return s.tree.Tick(s.full, a, now)
}

func (s *switching) halt(a *script, now uint32) {
	if s.isLean {
		s.compiled.Halt(s.lean, a, now)
	} else {
		s.tree.Halt(s.full, a, now)
	}
}

// FuzzAgainstReference checks the tick loop against the reference
// implementation on random trees. `make test` runs it briefly; `make fuzz`
// for longer.
func FuzzAgainstReference(f *testing.F) {
	f.Add([]byte{5, 6, 3, 0, 2, 1, 1, 0, 1, 2, 2, 2, 1, 1, 1, 0})
	f.Add([]byte{6, 3, 3, 0, 1, 0, 2, 2, 2, 4, 0, 2, 1, 2, 2, 2, 0, 1, 1, 1})
	f.Add([]byte{7, 2, 1, 0, 2, 1, 2, 2, 2, 2, 0, 1, 2, 1, 0})
	f.Add([]byte{8, 2, 2, 2, 13, 2, 2, 2, 2, 15, 1, 2, 2, 1, 0, 0, 0, 0})
	f.Add([]byte{12, 1, 9, 2, 2, 1, 0, 2, 2, 1, 14, 0, 11, 1, 1, 0})
	f.Fuzz(func(t *testing.T, data []byte) { agree(t, data) })
}

// TestAgainstReference runs a few thousand fixed pseudo-random trees through
// the oracle, so plain `go test` covers it without the fuzzer.
func TestAgainstReference(t *testing.T) {
	seed := uint32(1)
	for range 3000 {
		data := make([]byte, 200)
		for i := range data {
			seed = seed*1664525 + 1013904223
			data[i] = byte(seed >> 24)
		}
		agree(t, data)
	}
}
