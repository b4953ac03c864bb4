package bt

// Sequence returns a composite that ticks its children in order while they
// succeed, like a logical AND. It is memoryful: after a child returned Running,
// the next tick resumes at that child without re-ticking the ones before it.
//
//	child returns   Sequence does
//	Success         ticks the next child; after the last one: Success
//	Failure         Failure
//	Running         Running; the next tick resumes at this child
func Sequence[C any](name string, children ...*Node[C]) *Node[C] {
	return &Node[C]{kind: KindSequence, name: name, children: children}
}

// ReactiveSequence returns a sequence that starts again at its first child on
// every tick, so conditions before a running child are re-checked each tick.
//
//	child returns   ReactiveSequence does
//	Success         ticks the next child; after the last one: Success
//	Failure         halts the child that was running, if any; Failure
//	Running         halts the child that was running if it is another one; Running
//
// A running child that is preempted is halted before any action of the new
// branch starts (see the package documentation on halting).
func ReactiveSequence[C any](name string, children ...*Node[C]) *Node[C] {
	return &Node[C]{kind: KindReactiveSequence, name: name, children: children}
}

// sequence ticks a Sequence node.
func (k *ticker[C]) sequence(n *flat[C], st *nodeState, prev Status) Status {
	first := 0
	if prev == Running {
		first = int(st.child)
	}
	for j := first; j < len(n.kids); j++ {
		if s := k.tick(n.kids[j]); s != Success {
			st.child = uint16(j)
			return s
		}
	}
	return Success
}

// reactiveSequence ticks a ReactiveSequence node.
func (k *ticker[C]) reactiveSequence(n *flat[C], st *nodeState, prev Status) Status {
	running := runningChild(st, prev)
	outer := k.pending
	for j, c := range n.kids {
		k.preempt(n, j, running, outer)
		if s := k.tick(c); s != Success {
			st.child = uint16(j)
			k.settle(outer)
			return s
		}
	}
	k.pending = outer
	return Success
}
