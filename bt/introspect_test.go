package bt

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type dist struct{ d, detect float64 }

func enemyish(t *testing.T) (*Tree[*dist], *Instance) {
	t.Helper()
	sees := Condition("sees", func(a *dist) bool { return a.d <= a.detect }).
		Why(func(a *dist) string { return fmt.Sprintf("dist %.1f vs detect %.1f", a.d, a.detect) })
	tree, err := New(ReactiveSelector("root",
		ReactiveSequence("chase", sees, Action("move", func(a *dist) Status { a.d--; return Running })),
		Cooldown("rest", 30, Action("idle", func(*dist) Status { return Success }))))
	require.NoError(t, err)
	return tree, tree.NewInstance()
}

func TestTextShowsStatusesStaleNodesTipAndReasons(t *testing.T) {
	tree, in := enemyish(t)
	a := &dist{d: 5, detect: 4}
	tree.Tick(in, a, 1)
	in.Explain(true)
	a.d = 3
	tree.Tick(in, a, 2)
	assert.Equal(t, `root [reactive selector] ● running
├─ chase [reactive sequence] ● running
│  ├─ sees [condition] ✓ success — dist 3.0 vs detect 4.0
│  └─ move [action] ● running ◀
└─ rest [cooldown 30] (✓ success @1) (ready in 30)
   └─ idle [action] (✓ success @1)
`, tree.Shape().Text(in))
}

// TestALabelledNodeShowsItsLabel: a node labelled by its builder, as a tree
// file labels a duration as written, shows that label in rows and text, in
// place of its kind and parameters.
func TestALabelledNodeShowsItsLabel(t *testing.T) {
	tree, err := New(Sequence("root",
		Cooldown("rest", 30, Action("idle", func(*dist) Status { return Success })).Labelled("cooldown 0.5 s"),
		Timeout("wait", 120, Action("idle", func(*dist) Status { return Success }))))
	require.NoError(t, err)
	rows := tree.Shape().Rows(nil, nil)
	assert.Equal(t, []string{"sequence", "cooldown 0.5 s", "action", "timeout 120", "action"},
		[]string{rows[0].Label, rows[1].Label, rows[2].Label, rows[3].Label, rows[4].Label})
	assert.Contains(t, tree.Shape().Text(nil), "rest [cooldown 0.5 s]")
}

func TestTextWithoutInstanceShowsTheDefinition(t *testing.T) {
	tree, _ := enemyish(t)
	assert.Equal(t, `root [reactive selector]
├─ chase [reactive sequence]
│  ├─ sees [condition]
│  └─ move [action]
└─ rest [cooldown 30]
   └─ idle [action]
`, tree.Shape().Text(nil))
}

func TestRowsMarkHaltedAndPath(t *testing.T) {
	tree, in := enemyish(t)
	a := &dist{d: 3, detect: 4}
	tree.Tick(in, a, 1)
	a.d = 9
	tree.Tick(in, a, 2)
	rows := tree.Shape().Rows(in, nil)
	require.Len(t, rows, 6)
	move := rows[3]
	assert.True(t, move.Halted)
	assert.False(t, move.Fresh)
	assert.Equal(t, Running, move.Status, "a stale row shows its last status")
	assert.Equal(t, Idle, move.Shown(), "but is marked idle, halted")
	assert.Equal(t, Success, rows[0].Shown(), "a row not halted: its status")
	idle := rows[5]
	assert.True(t, idle.Tip)
	assert.True(t, idle.Fresh)
	since := make([]string, len(rows))
	for i, r := range rows {
		since[i] = r.Since()
	}
	assert.Equal(t, []string{"", "", "", "halted, ran @1", "", ""}, since,
		"a stale row says when its status is from; a row ticked last, or never, says nothing")
	assert.Equal(t, []uint32{2, 2, 2, 1, 2, 2}, []uint32{
		rows[0].Ticked, rows[1].Ticked, rows[2].Ticked, rows[3].Ticked, rows[4].Ticked, rows[5].Ticked})
	assert.Equal(t, []bool{true, false, false, false, true, true}, []bool{
		rows[0].OnPath, rows[1].OnPath, rows[2].OnPath, rows[3].OnPath, rows[4].OnPath, rows[5].OnPath})
	assert.Empty(t, rows[2].Reason, "reasons are off by default")

	a.d = 3
	tree.Tick(in, a, 3)
	rows = tree.Shape().Rows(in, rows)
	assert.Equal(t, []string{"", "", "", "", "@2", "@2"}, []string{
		rows[0].Since(), rows[1].Since(), rows[2].Since(), rows[3].Since(), rows[4].Since(), rows[5].Since()},
		"the rest branch, not ticked since the chase came back")
}

func TestDOT(t *testing.T) {
	tree, in := enemyish(t)
	tree.Tick(in, &dist{d: 3, detect: 4}, 1)
	dot := tree.Shape().DOT("near", in)
	assert.Contains(t, dot, `digraph "near" {`)
	assert.Contains(t, dot, `n3 [label="move\naction" shape=box style="filled" fillcolor="#ffdb80" penwidth=3];`)
	assert.Contains(t, dot, `n4 [label="rest\ncooldown 30" shape=octagon style="filled,dashed" fillcolor="#e8e9eb" penwidth=1];`)
	assert.Contains(t, dot, "n0 -> n1;\n  n0 -> n4;\n  n1 -> n2;\n  n1 -> n3;\n  n4 -> n5;\n}\n")
}

func TestRecorderRing(t *testing.T) {
	r := NewRecorder(3)
	for i := range 5 {
		r.add(Transition{Tick: uint32(i + 1)})
	}
	assert.Equal(t, 3, r.Len())
	assert.Equal(t, uint64(5), r.Total())
	assert.Equal(t, []uint32{5, 4, 3}, []uint32{r.At(0).Tick, r.At(1).Tick, r.At(2).Tick})
	assert.Panics(t, func() { r.At(3) })
	r.Reset()
	assert.Zero(t, r.Len())
}

func TestRecorderOnlyRecordsChanges(t *testing.T) {
	tree, in := enemyish(t)
	rec := NewRecorder(32)
	in.Record(rec)
	a := &dist{d: 3, detect: 4}
	tree.Tick(in, a, 1)
	n := rec.Len()
	tree.Tick(in, a, 2)
	assert.Equal(t, n, rec.Len(), "the same statuses again record nothing")
	a.d = 9
	tree.Tick(in, a, 3)
	var got []string
	for i := rec.Len() - 1; i >= 0; i-- {
		tr := rec.At(i)
		if tr.Tick == 3 {
			got = append(got, fmt.Sprintf("%s %s>%s", tree.Shape().Node(tr.Node).Name, tr.From, tr.To))
		}
	}
	assert.Equal(t, []string{"sees success>failure", "move running>idle", "chase running>failure",
		"idle idle>success", "rest idle>success", "root running>success"}, got)
	in.Record(nil)
	assert.Nil(t, in.Recorder())
}

// TestRecorderCopiesAnother: a copy holds what the recorder copied holds,
// the newest that fit, counts as many, and goes on by itself.
func TestRecorderCopiesAnother(t *testing.T) {
	src := NewRecorder(8)
	for tick := uint32(1); tick <= 6; tick++ {
		src.add(Transition{Tick: tick})
	}
	for _, tc := range []struct {
		capacity int
		want     []Transition
	}{
		{8, []Transition{{Tick: 1}, {Tick: 2}, {Tick: 3}, {Tick: 4}, {Tick: 5}, {Tick: 6}}},
		{3, []Transition{{Tick: 4}, {Tick: 5}, {Tick: 6}}},
	} {
		r := NewRecorder(tc.capacity)
		r.add(Transition{Tick: 99})
		r.CopyFrom(src)
		assert.Equal(t, tc.want, r.Transitions(nil), "capacity %d", tc.capacity)
		assert.Equal(t, uint64(6), r.Total())
		r.add(Transition{Tick: 7})
		assert.Equal(t, 6, src.Len(), "the original goes on apart")
	}
}

func TestRecorderOrdersAndDrops(t *testing.T) {
	r := NewRecorder(4)
	for tick := uint32(1); tick <= 6; tick++ {
		r.add(Transition{Tick: tick, Node: int(tick % 2)})
	}
	ticks := func(ts []Transition) (out []uint32) {
		for _, t := range ts {
			out = append(out, t.Tick)
		}
		return out
	}
	tests := []struct {
		name string
		do   func()
		want []uint32
	}{
		{"oldest first, the ring keeps the last four", func() {}, []uint32{3, 4, 5, 6}},
		{"dropping after a tick forgets the newer ones", func() { r.DropAfter(4) }, []uint32{3, 4}},
		{"recording goes on from there", func() { r.add(Transition{Tick: 5}) }, []uint32{3, 4, 5}},
		{"dropping before everything empties it", func() { r.DropAfter(0) }, nil},
	}
	for _, tc := range tests {
		tc.do()
		assert.Equal(t, tc.want, ticks(r.Transitions(nil)), tc.name)
	}
	r.add(Transition{Tick: 9, Node: 1})
	r.add(Transition{Tick: 9, Node: 2})
	r.add(Transition{Tick: 10, Node: 3})
	assert.Equal(t, []uint32{9, 9}, ticks(r.OnTick(9, nil)))
	assert.Equal(t, Transition{Tick: 9, Node: 1}, r.Oldest(0))
}

func TestNameIsTheNodesNameWithoutItsPath(t *testing.T) {
	tree, _ := enemyish(t)
	s := tree.Shape()
	var names []string
	for id := range s.Len() {
		assert.Equal(t, s.Node(id).Name, s.Name(id))
		names = append(names, s.Name(id))
	}
	assert.Equal(t, []string{"root", "chase", "sees", "move", "rest", "idle"}, names)
}

// TestARewoundInstanceGivesTheReasonsOfItsPast: an instance set back to an
// earlier copy of itself gives each node's reason of the tick it last ran
// before that copy, also of a node that ran again since (near, on ticks 1-3
// and 9-10), as far back as it was explained, and so does one set forward
// again; its next tick, a future other than the one it had, gives its own.
func TestARewoundInstanceGivesTheReasonsOfItsPast(t *testing.T) {
	d := []float64{3, 3, 3, 9, 9, 9, 9, 9, 2, 2} // on ticks 1-10: sees, and near after it, only at 3 and less
	type want struct{ sees, near string }
	for _, c := range []struct {
		name      string
		explainAt uint32 // the tick before which reasons are switched on
		back      uint32 // the tick of the copy the instance is set back to after tick 10
		then      uint32 // the tick of a copy it is set to next, 0 for none
		want      want
	}{
		{"back to a tick near did not run", 1, 6, 0, want{"dist 9.0 vs detect 5.0", "near 3.0"}},
		{"back to a tick near ran", 1, 2, 0, want{"dist 3.0 vs detect 5.0", "near 3.0"}},
		{"back to before anything was explained", 5, 6, 0, want{"dist 9.0 vs detect 5.0", ""}},
		{"back, then forward again", 1, 2, 6, want{"dist 9.0 vs detect 5.0", "near 3.0"}},
		{"back, then back further", 1, 6, 2, want{"dist 3.0 vs detect 5.0", "near 3.0"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tree, ids := nearish(t)
			in := tree.NewInstance()
			a := &dist{detect: 5}
			copies := map[uint32]*Instance{}
			for tick := uint32(1); tick <= 10; tick++ {
				if tick == c.explainAt {
					in.Explain(true)
				}
				a.d = d[tick-1]
				tree.Tick(in, a, tick)
				copies[tick] = tree.NewInstance()
				copies[tick].CopyFrom(in)
			}
			assert.Equal(t, want{"dist 2.0 vs detect 5.0", "near 2.0"}, want{in.Reason(ids[0]), in.Reason(ids[1])})
			in.CopyFrom(copies[c.back])
			if c.then > 0 {
				in.CopyFrom(copies[c.then])
			}
			assert.Equal(t, c.want, want{in.Reason(ids[0]), in.Reason(ids[1])})

			a.d = 4 // the next tick gives its reasons anew
			tree.Tick(in, a, in.Now()+1)
			assert.Equal(t, want{"dist 4.0 vs detect 5.0", "near 4.0"}, want{in.Reason(ids[0]), in.Reason(ids[1])})
		})
	}
}

// nearish returns a tree whose conditions sees and near give reasons, near
// ticked only when sees succeeds, and their IDs.
func nearish(t *testing.T) (*Tree[*dist], [2]int) {
	t.Helper()
	tree, err := New(ReactiveSelector("root",
		Sequence("chase",
			Condition("sees", func(a *dist) bool { return a.d <= a.detect }).
				Why(func(a *dist) string { return fmt.Sprintf("dist %.1f vs detect %.1f", a.d, a.detect) }),
			Condition("near", func(a *dist) bool { return a.d < 1 }).
				Why(func(a *dist) string { return fmt.Sprintf("near %.1f", a.d) })),
		Action("idle", func(*dist) Status { return Running })))
	require.NoError(t, err)
	var ids [2]int
	for i, name := range []string{"root/chase/sees", "root/chase/near"} {
		id, ok := tree.Shape().Find(name)
		require.True(t, ok)
		ids[i] = id
	}
	return tree, ids
}

// TestACopyIntoATreeAlikeKeepsTheReasons: an instance of a tree alike (a
// rename) that explains takes the reasons of the instance it copies, its
// own forgotten; one copied from its own tree's (a rewind) keeps its own.
func TestACopyIntoATreeAlikeKeepsTheReasons(t *testing.T) {
	tree, in := enemyish(t)
	in.Explain(true)
	a := &dist{d: 3, detect: 4}
	tree.Tick(in, a, 1)
	require.Equal(t, "dist 3.0 vs detect 4.0", in.Reason(2))
	sees := Condition("looks", func(a *dist) bool { return a.d <= a.detect }).
		Why(func(a *dist) string { return fmt.Sprintf("seen at %.1f", a.d) })
	renamed, err := New(ReactiveSelector("root",
		ReactiveSequence("hunt", sees, Action("move", func(a *dist) Status { a.d--; return Running })),
		Cooldown("rest", 30, Action("idle", func(*dist) Status { return Success }))))
	require.NoError(t, err)
	fresh := renamed.NewInstance()
	fresh.Explain(true)
	renamed.Tick(fresh, &dist{d: 1, detect: 4}, 1)
	require.Equal(t, "seen at 1.0", fresh.Reason(2))
	fresh.CopyFrom(in)
	assert.Equal(t, "dist 3.0 vs detect 4.0", fresh.Reason(2), "the copy's reasons")

	past := tree.NewInstance()
	past.CopyFrom(in) // a keyframe, which explains nothing
	tree.Tick(in, a, 2)
	require.Equal(t, "dist 2.0 vs detect 4.0", in.Reason(2))
	in.CopyFrom(past)
	assert.Equal(t, "dist 3.0 vs detect 4.0", in.Reason(2), "rewound, its own reason of tick 1")
}
