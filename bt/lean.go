package bt

import "sync"

// Lean is a tree compiled for agents nobody watches: it ticks a LeanInstance,
// which keeps only what decides the agent's next ticks (which nodes are
// running and which child each composite runs, the counters and deadlines of
// Repeat, RetryUntilSuccess, Cooldown and Timeout, what a parallel's children
// finished with). A Lean tick calls the same leaves and halt hooks in the same
// order as Tree.Tick and returns the same status, but records no visit ticks,
// no last statuses, no transitions and no reasons. A subtree of sequences,
// selectors, conditions and plain actions, such as a whole enemy tree, is
// compiled into a table of which leaf to call after which, and remembers its
// running action in one word, so a tick costs little more than its leaves:
// about what a stateless tree of interface nodes costs, or less.
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
	words  []uint32
	now    uint32 // the clock of the tick or halt under way
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
	return &LeanInstance{layout: l.layout, words: make([]uint32, l.layout.words)}
}

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
// is to reset: nothing in a region has a halt hook.
func (l *Lean[C]) halt(id int32, ctx C, in *LeanInstance) {
	w := l.layout.slot[id]
	if w < 0 || Status(in.words[w]) != Running {
		return
	}
	n := &l.tree.nodes[id]
	for c := id + 1; c < n.next; c = l.tree.nodes[c].next {
		l.halt(c, ctx, in)
	}
	if n.kind == KindStatefulAction && n.halt != nil {
		n.halt(ctx)
	}
	in.words[w] = uint32(Idle) // what a running region or composite kept above its status is spent
}

// badStatus panics because action id returned s.
func (l *Lean[C]) badStatus(id int32, s Status) { panicBadStatus(l.tree.shape.Path(int(id)), s) }

// Tree returns the shape of the tree whose Lean made the instance.
func (in *LeanInstance) Tree() *Shape { return in.layout.shape }
