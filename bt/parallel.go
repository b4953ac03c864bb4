package bt

// Parallel returns a composite that ticks all its children on every tick, as if
// at the same time. It succeeds once successes children have succeeded and
// fails once failures children have failed, or once so many have failed that
// successes can no longer be reached. Whichever way it finishes, it halts the
// children that are still running. Children that finished keep their result
// until the parallel itself finishes and are not ticked again in between.
//
//	child returns   Parallel does
//	Success         counts it; successes reached: halts the rest, Success
//	Failure         counts it; failures reached or success out of reach: halts the rest, Failure
//	Running         keeps ticking it on the following ticks; Running
//
// Both thresholds must be between 1 and the number of children.
func Parallel[C any](name string, successes, failures int, children ...*Node[C]) *Node[C] {
	return &Node[C]{kind: KindParallel, name: name, n: successes, failures: failures, children: children}
}

// parallel goes on with the tick of Parallel node id from its child with ID
// from or the first after it: it returns the next child to tick, or -1 and the
// node's status. The children before from were ticked already, or kept the
// result they finished with on an earlier tick, so their statuses give the
// counts so far.
func (k *ticker[C]) parallel(id int32, st *nodeState, from int32) (int32, Status) {
	n := &k.nodes[id]
	fresh := st.status != Running
	succeeded, failed := 0, 0
	for c := id + 1; c < n.next; c = k.nodes[c].next {
		s := k.state[c].status
		if c >= from && (fresh || !s.done()) {
			return c, Running
		}
		switch s {
		case Success:
			succeeded++
		case Failure:
			failed++
		}
		if succeeded >= n.n {
			k.haltChildren(id)
			return -1, Success
		}
		if failed >= n.failures {
			k.haltChildren(id)
			return -1, Failure
		}
	}
	return -1, Running
}
