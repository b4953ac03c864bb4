package bt

// ticker carries one tick or halt of one instance through the tree. It lives on
// the caller's stack.
type ticker[C any] struct {
	nodes []flat[C]
	state []nodeState
	ctx   C
	debug *debugState // the instance's, or nil when nobody is looking
	now   uint32
	// pending is a running child of the reactive node being ticked that is
	// preempted if a sibling starts an action, or -1. See preempt.
	pending int32
}

// Tick ticks the tree once for one agent: ctx is what the leaves receive, now
// is the caller's clock (an update counter starting at 1 and growing by at
// least 1 per tick) that Cooldown and Timeout count in and debuggers read. It
// returns the root's status. Tick does not allocate.
func (t *Tree[C]) Tick(in *Instance, ctx C, now uint32) Status {
	var k ticker[C]
	k.start(t, in, ctx, now)
	return k.tick(0)
}

// Halt halts every running node of the instance, deepest first, calling the
// halt hooks of running stateful actions; for example when the agent dies. The
// next Tick starts the tree afresh. now is the caller's clock, used for the
// recorded transitions.
func (t *Tree[C]) Halt(in *Instance, ctx C, now uint32) {
	var k ticker[C]
	k.start(t, in, ctx, now)
	k.halt(0)
}

// start prepares k for one tick or halt of instance in of tree t.
func (k *ticker[C]) start(t *Tree[C], in *Instance, ctx C, now uint32) {
	if in == nil || len(in.state) != t.shape.slots {
		panic("bt: the instance was not made by this tree's NewInstance")
	}
	k.nodes, k.state, k.ctx, k.debug, k.now, k.pending = t.nodes, in.state, ctx, in.debug, now, -1
}

// tick ticks node id and returns its status.
func (k *ticker[C]) tick(id int32) Status {
	n := &k.nodes[id]
	st := &k.state[id]
	prev := st.status
	st.tick = k.now
	var s Status
	switch n.kind {
	case KindCondition:
		s = Failure
		if n.cond(k.ctx) {
			s = Success
		}
	case KindAction, KindStatefulAction:
		s = k.act(n, prev)
	case KindSequence:
		s = k.ordered(n, st, prev, Success)
	case KindReactiveSequence:
		s = k.reactive(n, st, prev, Success)
	case KindSelector:
		s = k.ordered(n, st, prev, Failure)
	case KindReactiveSelector:
		s = k.reactive(n, st, prev, Failure)
	case KindParallel:
		s = k.parallel(n, prev)
	default:
		s = k.decorate(n, prev)
	}
	st.status, st.last = s, s
	if k.debug != nil {
		k.observe(id, prev, s)
	}
	return s
}

// observe records a transition and takes the node's reason, for an instance
// somebody is looking at.
//
//go:noinline
func (k *ticker[C]) observe(id int32, prev, s Status) {
	if r := k.debug.recorder; r != nil && s != prev {
		r.add(Transition{Tick: k.now, Node: int(id), From: prev, To: s})
	}
	if why := k.nodes[id].why; k.debug.reasons != nil && why != nil {
		k.debug.reasons[id] = why(k.ctx)
	}
}

// halt halts node id if it is running: its running descendants first, deepest
// first, then its own halt hook. Halting a node that is not running does
// nothing, so every running node is halted exactly once.
func (k *ticker[C]) halt(id int32) {
	st := &k.state[id]
	if st.status != Running {
		return
	}
	n := &k.nodes[id]
	for _, c := range n.kids {
		k.halt(c)
	}
	if n.kind == KindStatefulAction && n.halt != nil {
		n.halt(k.ctx)
	}
	st.status = Idle
	if k.debug != nil && k.debug.recorder != nil {
		k.debug.recorder.add(Transition{Tick: k.now, Node: int(id), From: Running, To: Idle})
	}
}

// haltChildren halts every running child of n.
func (k *ticker[C]) haltChildren(n *flat[C]) {
	for _, c := range n.kids {
		k.halt(c)
	}
}

// runningChild returns the index of the child a running sequence or selector
// returned Running for, or -1 if it is not running.
func runningChild(st *nodeState, prev Status) int {
	if prev != Running {
		return -1
	}
	return int(st.child)
}

// preempt prepares a reactive node to tick its child j while its child running
// (an index, or -1) is running. If j comes first, the running child becomes
// pending: it is halted just before the first stateful action under child j
// starts, or when child j decides the reactive node's result, whichever comes
// first. So a preempted branch is halted before the new one starts anything,
// and not at all if child j fails without starting anything. outer is the
// pending node to restore otherwise.
func (k *ticker[C]) preempt(n *flat[C], j, running int, outer int32) {
	if running > j {
		k.pending = n.kids[running]
	} else {
		k.pending = outer
	}
}

// settle ends a reactive node's tick: the child it found pending is halted if
// still running, and the enclosing node's pending child, outer, is restored.
func (k *ticker[C]) settle(outer int32) {
	if k.pending != outer {
		k.flushPending()
	}
	k.pending = outer
}

// flushPending halts the pending preempted node, if any.
func (k *ticker[C]) flushPending() {
	if p := k.pending; p >= 0 {
		k.pending = -1
		k.halt(p)
	}
}
