package bt

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// plainAct returns a plain action that logs "name!" and returns what the
// probe says for it.
func plainAct(name string) *Node[*probe] {
	return Action(name, func(p *probe) Status { p.log = append(p.log, name+"!"); return p.result(name) })
}

// TestLeanInstanceWords checks what a lean instance keeps: one word for a
// tree of sequences, selectors and leaves, and a word per node that
// remembers something otherwise.
func TestLeanInstanceWords(t *testing.T) {
	tests := []struct {
		name  string
		root  *Node[*probe]
		words int
	}{
		{"the enemy tree, one region", ReactiveSelector("root",
			Sequence("attack", plainAct("attacking"), cond("inRange"), plainAct("strike")),
			Sequence("chase", cond("detect"), plainAct("moveTo")),
			plainAct("moveHome")), 1},
		{"a leaf alone", cond("ok"), 1},
		{"stateful leaves under a sequence, one region", Sequence("root", cond("ok"), act("walk")), 1},
		{"a guard over a region", Guard("g", func(*probe) bool { return true }, Sequence("s", act("x"), act("y"))), 2},
		{"a timeout's deadline", Timeout("t", 5, plainAct("walk")), 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tree, err := New(tc.root)
			require.NoError(t, err)
			assert.Len(t, tree.Lean().NewInstance().words(), tc.words)
		})
	}
}

// TestLeanResumesAndPreempts follows a lean enemy through the takeovers of a
// reactive root over memoryful branches: the leaves it calls on each tick are
// the full instance's.
func TestLeanResumesAndPreempts(t *testing.T) {
	root := ReactiveSelector("root",
		Sequence("attack", cond("inRange"), plainAct("strike"), plainAct("recover")),
		Sequence("chase", cond("detect"), plainAct("moveTo")),
		plainAct("moveHome"))
	tree, err := New(root)
	require.NoError(t, err)
	lean, li := tree.Lean(), tree.Lean().NewInstance()
	p := newProbe()
	steps := []struct {
		set  func()
		want Status
		log  string
	}{
		{func() { p.set(Failure, "inRange", "detect"); p.set(Running, "moveHome") }, Running, "inRange? detect? moveHome!"},
		{func() { p.set(Success, "detect"); p.set(Running, "moveTo") }, Running, "inRange? detect? moveTo!"},
		{func() {}, Running, "inRange? moveTo!"},
		{func() { p.set(Success, "inRange"); p.set(Running, "recover") }, Running, "inRange? strike! recover!"},
		{func() { p.set(Failure, "inRange") }, Running, "recover!"},
		{func() { p.set(Success, "recover") }, Success, "recover!"},
		{func() {}, Running, "inRange? detect? moveTo!"},
	}
	for i, step := range steps {
		step.set()
		require.Equal(t, step.want, lean.Tick(li, p, uint32(i+1)), "tick %d", i+1)
		require.Equal(t, step.log, p.take(), "tick %d", i+1)
	}
}

func TestLeanLeafReturningIdlePanicsNamingIt(t *testing.T) {
	for _, root := range []*Node[*probe]{
		Sequence("root", Action("bad", func(*probe) Status { return Idle })),
		Sequence("root", act("a"), Action("bad", func(*probe) Status { return Idle })),
	} {
		tree, err := New(root)
		require.NoError(t, err)
		lean := tree.Lean()
		assert.PanicsWithValue(t, "bt: root/bad returned idle; an action must return Success, Failure or Running",
			func() { lean.Tick(lean.NewInstance(), newProbe(), 1) })
	}
}

func TestLeanInstanceOfAnotherTreePanics(t *testing.T) {
	tree, err := New(Sequence("root", act("a")))
	require.NoError(t, err)
	other, err := New(Sequence("root", act("a")))
	require.NoError(t, err)
	li := other.Lean().NewInstance()
	assert.PanicsWithValue(t, "bt: the lean instance was not made by this tree's Lean().NewInstance",
		func() { tree.Lean().Tick(li, newProbe(), 1) })
	assert.PanicsWithValue(t, "bt: the lean instance was not made by this tree's Lean().NewInstance",
		func() { tree.Lean().Halt(li, newProbe(), 1) })
	assert.PanicsWithValue(t, "bt: LeanInstance.CopyFrom between instances of different trees",
		func() { li.CopyFrom(tree.NewInstance()) })
	assert.PanicsWithValue(t, "bt: Instance.CopyFromLean between instances of different trees",
		func() { tree.NewInstance().CopyFromLean(li) })
}

// TestLeanIsCompiledOnce checks that a tree's Lean is the same on every call,
// so instances made from one tick with another.
func TestLeanIsCompiledOnce(t *testing.T) {
	tree, err := New(Sequence("root", act("a")))
	require.NoError(t, err)
	assert.Same(t, tree.Lean(), tree.Lean())
}

// TestLeanTicksInstancesConcurrently ticks many lean instances of one tree on
// several goroutines, each compiling the Lean on first use: under the race
// detector it shows that a Lean shares nothing it writes.
func TestLeanTicksInstancesConcurrently(t *testing.T) {
	tree, err := New(ReactiveSelector("root",
		Sequence("attack", cond("inRange"), act("strike")),
		Cooldown("rest", 3, plainAct("moveHome"))))
	require.NoError(t, err)
	results := make(chan Status, 8)
	for range 8 {
		go func() {
			p, lean := newProbe(), tree.Lean()
			p.set(Failure, "inRange")
			in := lean.NewInstance()
			var s Status
			for now := uint32(1); now <= 50; now++ {
				s = lean.Tick(in, p, now)
			}
			results <- s
		}()
	}
	for range 8 {
		assert.Equal(t, Failure, <-results, "tick 50: cooling down since moveHome finished on tick 49")
	}
}

// TestALeanInstanceIsHalfACacheLine: a lean instance is 32 bytes, so that a
// mind holding one fits a cache line.
func TestALeanInstanceIsHalfACacheLine(t *testing.T) {
	assert.Equal(t, uintptr(32), unsafe.Sizeof(LeanInstance{}))
}

// TestALeanCopyOfAFullInstanceAppendsTheLeanState ticks a full and a lean
// instance of one tree alike, halting both on the way, and checks after
// every step that the full one copied to a lean one (CopyFrom) appends the
// same state as the lean one: what either left above a node that no longer
// runs does not count.
func TestALeanCopyOfAFullInstanceAppendsTheLeanState(t *testing.T) {
	tree, err := New(Sequence("root",
		ReactiveSelector("pick", Sequence("attack", cond("inRange"), act("strike")), plainAct("moveTo")),
		Selector("after", cond("tired"), plainAct("rest"))))
	require.NoError(t, err)
	lean, li, in := tree.Lean(), tree.Lean().NewInstance(), tree.NewInstance()
	fullProbe, leanProbe := newProbe(), newProbe()
	steps := []func(p *probe){
		func(p *probe) { p.set(Failure, "inRange", "tired"); p.set(Running, "moveTo") },
		func(p *probe) { p.set(Success, "inRange"); p.set(Running, "strike") },
		nil, // a halt
		func(p *probe) { p.set(Failure, "inRange"); p.set(Success, "moveTo"); p.set(Running, "rest") },
		func(p *probe) { p.set(Success, "rest") },
	}
	for i, step := range steps {
		now := uint32(i + 1)
		if step == nil {
			tree.Halt(in, fullProbe, now)
			lean.Halt(li, leanProbe, now)
		} else {
			step(fullProbe)
			step(leanProbe)
			require.Equal(t, tree.Tick(in, fullProbe, now), lean.Tick(li, leanProbe, now), "step %d", i+1)
		}
		copied := lean.NewInstance()
		copied.CopyFrom(in)
		assert.Equal(t, li.AppendState(nil), copied.AppendState(nil), "step %d", i+1)
	}
}
