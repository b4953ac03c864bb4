package bt

// Sequences and selectors are duals: a sequence goes on to the next child
// while its children succeed, a selector while they fail. Both are ticked by
// the two functions below, with goOn the status that moves to the next child;
// the first child that returns anything else decides, and when every child
// returned goOn, so does the node.

// ordered ticks a memoryful Sequence (goOn Success) or Selector (goOn
// Failure): a running child is resumed without re-ticking those before it.
func (k *ticker[C]) ordered(n *flat[C], st *nodeState, prev, goOn Status) Status {
	first := 0
	if prev == Running {
		first = int(st.child)
	}
	for j := first; j < len(n.kids); j++ {
		if s := k.tick(n.kids[j]); s != goOn {
			st.child = uint16(j)
			return s
		}
	}
	return goOn
}

// reactive ticks a ReactiveSequence (goOn Success) or ReactiveSelector (goOn
// Failure): every tick starts at the first child, and a child that decides
// before the one that was running preempts it (see preempt).
func (k *ticker[C]) reactive(n *flat[C], st *nodeState, prev, goOn Status) Status {
	running := runningChild(st, prev)
	outer := k.pending
	for j, c := range n.kids {
		k.preempt(n, j, running, outer)
		if s := k.tick(c); s != goOn {
			st.child = uint16(j)
			k.settle(outer)
			return s
		}
	}
	k.pending = outer
	return goOn
}
