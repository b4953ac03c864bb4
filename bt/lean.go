package bt

import (
	"sync"
	"unsafe"
)

// Lean is a tree compiled for agents nobody watches: it ticks a LeanInstance,
// which keeps only what decides the agent's next ticks (which nodes are
// running and which child each composite runs, the counters and deadlines of
// Repeat, RetryUntilSuccess, Cooldown and Timeout, what a parallel's children
// finished with). A Lean tick calls the same leaves and halt hooks in the same
// order as Tree.Tick and returns the same status, but records no visit ticks,
// no last statuses, no transitions and no reasons. A subtree of sequences,
// selectors and leaves, stateful actions among them, such as a whole enemy
// tree, is compiled into a table of which leaf to call after which, and
// remembers its running action in one word, so a tick costs little more than
// its leaves: about what a stateless tree of interface nodes costs, or less.
//
// Tick most agents lean and watch the few someone looks at: Instance.CopyFromLean
// makes a full Instance of an agent when a debugger selects it, and
// LeanInstance.CopyFrom makes it lean again when the debugger lets go. Both
// keep the agent's future ticks exactly as they were.
//
// A Lean is safe for concurrent use by goroutines ticking different
// instances, like its Tree.
type Lean[C any] struct {
	tree   *Tree[C]
	root   leanFn[C]
	layout *leanLayout
}

// leanLayout is where a LeanInstance keeps each node's memory.
type leanLayout struct {
	shape *Shape
	// slot gives each node's first word in a LeanInstance, or -1 for a node
	// inside a region (see leanRegion) other than its root. Words hold a
	// node's status in their low byte and above it, for a region the entry
	// step of the action it runs, for a sequence or selector the index of
	// the child that decided its last tick. Repeat, RetryUntilSuccess, Cooldown
	// and Timeout have a second word for their counter or deadline.
	slot  []int32
	words int
	// region gives each node's region's root, or -1; resume gives each
	// action in a region the entry step its region's word holds while it
	// runs.
	region, resume []int32
}

// LeanInstance is one agent's memory of a Lean tree: a 32-bit word for each
// part of the tree that remembers something. The 10-node enemy tree needs
// one. It belongs to the Lean that made it.
type LeanInstance struct {
	layout *leanLayout // its Lean's, checked by Tick and Halt
	// base is its first word: the layout says how many it has, so that an
	// instance is 32 bytes, half a cache line, as a slice would not let it.
	base *uint32
	now  uint32 // the clock of the tick or halt under way, or of the last
	// changed is the clock of the last tick or halt that changed a word.
	changed uint32
	// tip is the node the last tick ended on (see Tip), or -1.
	tip int32
	// entered is the node the tick under way entered last: the last leaf a
	// region called, or a composite or decorator as it starts. A parallel
	// that halts its children ends its tip there, where Shape.Tip finds it
	// once nothing under the parallel runs.
	entered int32
}

// leanOf holds a tree's Lean, compiled on first use.
type leanOf[C any] struct {
	once sync.Once
	lean *Lean[C]
}

// Lean returns the tree compiled for unwatched agents. It compiles on the
// first call and returns the same Lean on every call after; a program that
// never ticks lean pays nothing for it.
func (t *Tree[C]) Lean() *Lean[C] {
	t.lean.once.Do(func() { t.lean.lean = compileLean(t, maxRegionSteps) })
	return t.lean.lean
}

// NewInstance returns a fresh lean instance for one agent: every node Idle.
func (l *Lean[C]) NewInstance() *LeanInstance {
	in := l.NewInstances(1)
	return &in[0]
}

// NewInstances returns n fresh lean instances, for a crowd: their words lie
// side by side in one block of memory, in order.
func (l *Lean[C]) NewInstances(n int) []LeanInstance {
	k := l.layout.words
	words := make([]uint32, n*k)
	ins := make([]LeanInstance, n)
	for i := range ins {
		ins[i] = LeanInstance{layout: l.layout, base: &words[i*k], tip: -1}
	}
	return ins
}

// words returns the instance's words.
func (in *LeanInstance) words() []uint32 { return unsafe.Slice(in.base, in.layout.words) }

// Tick ticks the tree once for one agent, as Tree.Tick does for an Instance:
// the same leaves and hooks are called in the same order and it returns the
// same status. It does not allocate, and is small enough to be inlined
// into its caller, which a check in a method of its own would prevent.
func (l *Lean[C]) Tick(in *LeanInstance, ctx C, now uint32) Status {
	if in.layout != l.layout {
		panicForeignLean()
	}
	in.now = now
	return l.root(ctx, in)
}

// Halt halts every running node of the instance, deepest first, calling the
// halt hooks of running stateful actions, as Tree.Halt does.
func (l *Lean[C]) Halt(in *LeanInstance, ctx C, now uint32) {
	if in.layout != l.layout {
		panicForeignLean()
	}
	in.now = now
	l.halt(0, ctx, in)
}

// panicForeignLean panics because a lean instance was ticked or halted by
// another tree's Lean.
func panicForeignLean() {
	panic("bt: the lean instance was not made by this tree's Lean().NewInstance")
}

// halt halts node id if it is running, deepest first, like ticker.halt.
// A node without a word is inside a region, whose root's word is all there
// is to reset, once the hook of the stateful action it runs, if any, is
// called: nothing else in a region has a halt hook.
func (l *Lean[C]) halt(id int32, ctx C, in *LeanInstance) {
	w := l.layout.slot[id]
	if w < 0 || Status(in.words()[w]) != Running {
		return
	}
	n := &l.tree.nodes[id]
	if l.layout.region[id] == id {
		n = &l.tree.nodes[l.layout.actionAt(int(id), int32(in.words()[w]>>8))]
	}
	for c := id + 1; c < n.next; c = l.tree.nodes[c].next {
		l.halt(c, ctx, in)
	}
	if n.kind == KindStatefulAction && n.halt != nil {
		n.halt(ctx)
	}
	in.set(w, uint32(Idle)) // what a running region or composite kept above its status is spent
}

// set writes v into word w, noting a change.
func (in *LeanInstance) set(w int32, v uint32) {
	if in.words()[w] != v {
		in.words()[w] = v
		in.changed = in.now
	}
}

// badStatus panics because action id returned s.
func (l *Lean[C]) badStatus(id int32, s Status) { panicBadStatus(l.tree.shape.Path(int(id)), s) }

// Tree returns the shape of the tree whose Lean made the instance, or nil
// for a LeanInstance no Lean made.
func (in *LeanInstance) Tree() *Shape {
	if in.layout == nil {
		return nil
	}
	return in.layout.shape
}

// Now returns the clock of the instance's last tick or halt, or 0.
func (in *LeanInstance) Now() uint32 { return in.now }

// Changed returns the clock of the last tick or halt that changed what the
// instance keeps, or 0 if none did: an agent whose tick changed nothing,
// and whose leaves read nothing that moves by itself, ticks the same way
// again while what they read stays the same.
func (in *LeanInstance) Changed() uint32 { return in.changed }

// Tip returns the node the instance's last tick ended on, as Shape.Tip
// finds it in a full instance: the deepest node ticked, the running one
// where a parallel ran several; -1 before the first tick. A halt leaves it.
func (in *LeanInstance) Tip() int { return int(in.tip) }

// Status returns the root's status: what the last tick returned, or Idle
// after a halt or before the first tick.
func (in *LeanInstance) Status() Status { return Status(in.words()[0]) }
