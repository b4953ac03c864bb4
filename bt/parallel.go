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

// parallel ticks a Parallel node.
func (k *ticker[C]) parallel(n *flat[C], prev Status) Status {
	fresh := prev != Running
	succeeded, failed := 0, 0
	for _, c := range n.kids {
		s := k.state[c].status
		if fresh || !s.done() {
			s = k.tick(c)
		}
		switch s {
		case Success:
			succeeded++
		case Failure:
			failed++
		}
		if succeeded >= n.n {
			k.haltChildren(n)
			return Success
		}
		if failed >= n.failures || failed > len(n.kids)-n.n {
			k.haltChildren(n)
			return Failure
		}
	}
	return Running
}
