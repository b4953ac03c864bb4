package bt

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// probe is a test agent: leaves return what out says for them (Success when
// unset) and log every hook call.
type probe struct {
	out map[string]Status
	log []string
}

func newProbe() *probe { return &probe{out: map[string]Status{}} }

// set makes the named leaves return st from now on.
func (p *probe) set(st Status, names ...string) {
	for _, n := range names {
		p.out[n] = st
	}
}

func (p *probe) result(name string) Status {
	if s, ok := p.out[name]; ok {
		return s
	}
	return Success
}

// take returns the log since the last call, joined by spaces.
func (p *probe) take() string {
	s := strings.Join(p.log, " ")
	p.log = p.log[:0]
	return s
}

// act returns a stateful action that logs "name.start", "name.tick" and
// "name.halt".
func act(name string) *Node[*probe] {
	return StatefulAction(name,
		func(p *probe) Status { p.log = append(p.log, name+".start"); return p.result(name) },
		func(p *probe) Status { p.log = append(p.log, name+".tick"); return p.result(name) },
		func(p *probe) { p.log = append(p.log, name+".halt") })
}

// cond returns a condition that logs "name?" and succeeds unless set to Failure.
func cond(name string) *Node[*probe] {
	return Condition(name, func(p *probe) bool {
		p.log = append(p.log, name+"?")
		return p.result(name) != Failure
	})
}

// run builds root and returns a function that ticks it with an increasing clock.
func run(t *testing.T, root *Node[*probe]) (tick func(p *probe) Status, tree *Tree[*probe], in *Instance) {
	t.Helper()
	tree, err := New(root)
	require.NoError(t, err)
	in = tree.NewInstance()
	now := uint32(0)
	return func(p *probe) Status { now++; return tree.Tick(in, p, now) }, tree, in
}

// step is one tick of a scripted test: leaves to set, then the expected root
// status and hook log.
type step struct {
	set  map[string]Status
	want Status
	log  string
}

// play runs steps against root.
func play(t *testing.T, root *Node[*probe], steps []step) {
	t.Helper()
	tick, _, _ := run(t, root)
	p := newProbe()
	for i, s := range steps {
		for name, st := range s.set {
			p.set(st, name)
		}
		got := tick(p)
		require.Equal(t, s.want, got, "tick %d status", i+1)
		require.Equal(t, s.log, p.take(), "tick %d hook calls", i+1)
	}
}

// S is shorthand for a map of leaf results.
type S = map[string]Status
