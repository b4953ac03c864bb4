package bt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// transitions renders a recorder's content oldest first as "path:from>to".
func transitions(tree *Tree[*probe], r *Recorder) string {
	var out []string
	for i := r.Len() - 1; i >= 0; i-- {
		tr := r.At(i)
		out = append(out, fmt.Sprintf("%s:%s>%s", tree.Shape().Node(tr.Node).Name, tr.From, tr.To))
	}
	return strings.Join(out, " ")
}

func TestHaltWholeTreeDeepestFirst(t *testing.T) {
	tick, tree, in := run(t, ReactiveSelector("root",
		Sequence("outer", act("a"), Parallel("both", 2, 1, act("b"), act("c")))))
	p := newProbe()
	p.set(Running, "b", "c")
	require.Equal(t, Running, tick(p))
	p.take()
	rec := NewRecorder(16)
	in.Record(rec)

	tree.Halt(in, p, 7)

	assert.Equal(t, "b.halt c.halt", p.take(), "hooks run once each, children in order")
	assert.Equal(t, "b:running>idle c:running>idle both:running>idle outer:running>idle root:running>idle",
		transitions(tree, rec), "deepest first")
	for id := range tree.Shape().Len() {
		assert.NotEqual(t, Running, in.Status(id), "node %d", id)
	}
	both, _ := tree.Shape().Find("root/outer/both")
	assert.Equal(t, Idle, in.Status(both))
	assert.Equal(t, Running, in.LastStatus(both), "the last status stays readable after a halt")

	tree.Halt(in, p, 8)
	assert.Empty(t, p.take(), "halting an idle tree calls nothing")

	p.set(Success, "b", "c")
	require.Equal(t, Success, tick(p))
	assert.Equal(t, "a.start b.start c.start", p.take(), "the next tick starts afresh")
}

func TestHaltPaths(t *testing.T) {
	tests := []struct {
		name  string
		root  *Node[*probe]
		first S // leaf results on the first tick, which leaves something running
		then  S // leaf results on the second tick
		want  string
	}{
		{
			name:  "reactive preemption halts the old branch after the new one ticks",
			root:  ReactiveSelector("r", Sequence("hi", cond("c"), act("x")), act("lo")),
			first: S{"c": Failure, "lo": Running},
			then:  S{"c": Success},
			want:  "c? x.start lo.halt",
		},
		{
			name:  "a reactive sequence failing on its condition halts its action before the next branch starts",
			root:  Selector("s", ReactiveSequence("hi", cond("c"), act("x")), act("y")),
			first: S{"x": Running},
			then:  S{"c": Failure, "y": Running},
			want:  "c? x.halt y.start",
		},
		{
			name:  "a guard failing halts its running subtree",
			root:  Guard("g", func(p *probe) bool { return p.result("g") == Success }, Sequence("s", act("x"), act("y"))),
			first: S{"y": Running},
			then:  S{"g": Failure},
			want:  "y.halt",
		},
		{
			name:  "a parallel finishing halts its running children",
			root:  Parallel("p", 1, 1, act("x"), act("y")),
			first: S{"x": Running, "y": Running},
			then:  S{"x": Success},
			want:  "x.tick y.halt",
		},
		{
			name:  "a timeout halts its running child",
			root:  Timeout("t", 1, act("x")),
			first: S{"x": Running},
			want:  "x.halt",
		},
		{
			name:  "a repeat halted mid-run starts its count over",
			root:  ReactiveSelector("r", cond("stop"), Repeat("rep", 2, act("x"))),
			first: S{"stop": Failure, "x": Running},
			then:  S{"stop": Success},
			want:  "stop? x.halt",
		},
		{
			name:  "a retry halted mid-run halts its child",
			root:  ReactiveSelector("r", cond("stop"), RetryUntilSuccess("retry", 3, act("x"))),
			first: S{"stop": Failure, "x": Running},
			then:  S{"stop": Success},
			want:  "stop? x.halt",
		},
		{
			name:  "a nested reactive node failing on its condition does not halt the outer running branch",
			root:  ReactiveSelector("r", ReactiveSequence("hi", cond("c"), act("x")), act("lo")),
			first: S{"c": Failure, "lo": Running},
			then:  S{},
			want:  "c? lo.tick",
		},
		{
			name:  "a stateful action under a nested reactive node halts the outer preempted branch after it starts",
			root:  ReactiveSelector("r", ReactiveSequence("hi", cond("c"), Sequence("go", act("x"))), act("lo")),
			first: S{"c": Failure, "lo": Running},
			then:  S{"c": Success, "x": Running},
			want:  "c? x.start lo.halt",
		},
		{
			name: "each running branch of a parallel is preempted and halted on its own",
			root: Parallel("p", 2, 2,
				ReactiveSelector("r1", Sequence("hi1", cond("c1"), act("x1")), act("lo1")),
				ReactiveSelector("r2", Sequence("hi2", cond("c2"), act("x2")), act("lo2"))),
			first: S{"c1": Failure, "c2": Failure, "lo1": Running, "lo2": Running},
			then:  S{"c1": Success, "c2": Success, "x1": Running, "x2": Running},
			want:  "c1? x1.start lo1.halt c2? x2.start lo2.halt",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tick, tree, _ := run(t, tc.root)
			lean, li := tree.Lean(), tree.Lean().NewInstance()
			p, pl := newProbe(), newProbe()
			for k, v := range tc.first {
				p.set(v, k)
				pl.set(v, k)
			}
			require.Equal(t, Running, tick(p))
			require.Equal(t, Running, lean.Tick(li, pl, 1), "lean")
			p.take()
			pl.take()
			for k, v := range tc.then {
				p.set(v, k)
				pl.set(v, k)
			}
			tick(p)
			lean.Tick(li, pl, 2)
			assert.Equal(t, tc.want, p.take())
			assert.Equal(t, tc.want, pl.take(), "lean")
		})
	}
}

func TestRepeatCountRestartsAfterHalt(t *testing.T) {
	tick, _, _ := run(t, ReactiveSelector("r", cond("stop"), Repeat("rep", 2, act("x"))))
	p := newProbe()
	p.set(Failure, "stop")
	require.Equal(t, Running, tick(p), "first run of two done")
	p.set(Success, "stop")
	require.Equal(t, Success, tick(p), "halted")
	p.set(Failure, "stop")
	require.Equal(t, Running, tick(p), "counting starts over: one of two")
	require.Equal(t, Success, tick(p))
}

func TestLeafReturningIdlePanicsNamingIt(t *testing.T) {
	tick, _, _ := run(t, Sequence("root", Action("bad", func(*probe) Status { return Idle })))
	assert.PanicsWithValue(t, "bt: root/bad returned idle; an action must return Success, Failure or Running",
		func() { tick(newProbe()) })
}

func TestInstanceOfAnotherTreePanics(t *testing.T) {
	_, tree, _ := run(t, Sequence("root", act("a")))
	for _, other := range []*Node[*probe]{
		Sequence("root", act("a"), act("b")),
		Sequence("root", act("a")), // the same number of nodes
	} {
		o, err := New(other)
		require.NoError(t, err)
		assert.PanicsWithValue(t, "bt: the instance was not made by this tree's NewInstance",
			func() { tree.Tick(o.NewInstance(), newProbe(), 1) })
	}
}
