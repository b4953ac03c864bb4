package bt

// This file is a second opinion on the tick loop: a plain recursive behavior
// tree written for reading, one tick function per node kind in the manner of
// BehaviorTree.CPP's, following the tables in doc.go. The fuzz target in
// oracle_test.go checks that Tree.Tick and this reference agree on every
// status, every hook call and every recorded transition.

// refNode is one node of the reference tree with its per-agent state.
type refNode struct {
	id       int
	kind     Kind
	name     string
	n        int // count, or Parallel's success threshold
	failures int // Parallel's failure threshold
	children []*refNode

	status  Status
	last    Status
	visited uint32
	running int    // sequences and selectors: the index of the child that decided the last tick
	count   int    // Repeat, RetryUntilSuccess: finished runs so far
	until   uint64 // Cooldown: the first tick it may tick its child again; Timeout: the deadline
}

// refTree runs a reference tree for one scripted agent.
type refTree struct {
	root  *refNode
	agent *script
	now   uint32
	log   []Transition
}

func (r *refTree) tickRoot(now uint32) Status {
	r.now = now
	return r.tick(r.root)
}

func (r *refTree) haltRoot(now uint32) {
	r.now = now
	r.halt(r.root)
}

// tick ticks n and records its transition if its status changed.
func (r *refTree) tick(n *refNode) Status {
	n.visited = r.now
	var s Status
	switch n.kind {
	case KindCondition:
		s = r.agent.condition(n.name)
	case KindAction:
		s = r.agent.action(n.name)
	case KindStatefulAction:
		if n.status == Running {
			s = r.agent.tick(n.name)
		} else {
			s = r.agent.start(n.name)
		}
	case KindSequence:
		s = r.sequence(n, Success)
	case KindSelector:
		s = r.sequence(n, Failure)
	case KindReactiveSequence:
		s = r.reactive(n, Success)
	case KindReactiveSelector:
		s = r.reactive(n, Failure)
	case KindParallel:
		s = r.parallel(n)
	default:
		s = r.decorator(n)
	}
	if s != n.status {
		r.log = append(r.log, Transition{Tick: r.now, Node: n.id, From: n.status, To: s})
	}
	n.status, n.last = s, s
	return s
}

// sequence ticks a memoryful sequence (goOn Success) or selector (goOn
// Failure): from the running child if it was running, else from the first,
// while children return goOn.
func (r *refTree) sequence(n *refNode, goOn Status) Status {
	from := 0
	if n.status == Running {
		from = n.running
	}
	for i := from; i < len(n.children); i++ {
		if s := r.tick(n.children[i]); s != goOn {
			n.running = i
			return s
		}
	}
	return goOn
}

// reactive ticks a reactive sequence or selector: always from the first
// child; the child that decides the node's status ends the tick, and a later
// child that was running is halted then.
func (r *refTree) reactive(n *refNode, goOn Status) Status {
	for i, c := range n.children {
		s := r.tick(c)
		if s == goOn {
			continue
		}
		if n.status == Running && n.running > i {
			r.halt(n.children[n.running])
		}
		n.running = i
		return s
	}
	return goOn
}

// parallel ticks every child that has not finished since the parallel
// started, counting results in child order, and finishes as soon as a
// threshold is reached, halting the children still running.
func (r *refTree) parallel(n *refNode) Status {
	fresh := n.status != Running
	succeeded, failed := 0, 0
	for _, c := range n.children {
		if fresh || !c.status.done() {
			r.tick(c)
		}
		switch c.status {
		case Success:
			succeeded++
		case Failure:
			failed++
		}
		if succeeded >= n.n {
			r.haltChildren(n)
			return Success
		}
		if failed >= n.failures || failed > len(n.children)-n.n {
			r.haltChildren(n)
			return Failure
		}
	}
	return Running
}

func (r *refTree) decorator(n *refNode) Status {
	child := n.children[0]
	switch n.kind {
	case KindGuard:
		if r.agent.condition(n.name) == Failure {
			r.halt(child)
			return Failure
		}
		return r.tick(child)
	case KindInverter:
		switch s := r.tick(child); s {
		case Success:
			return Failure
		case Failure:
			return Success
		default:
			return s
		}
	case KindForceSuccess:
		if r.tick(child) == Running {
			return Running
		}
		return Success
	case KindForceFailure:
		if r.tick(child) == Running {
			return Running
		}
		return Failure
	case KindRepeat, KindRetryUntilSuccess:
		// Repeat counts successes and stops at a failure; RetryUntilSuccess
		// counts failures and stops at a success.
		counted, stop := Success, Failure
		if n.kind == KindRetryUntilSuccess {
			counted, stop = Failure, Success
		}
		if n.status != Running {
			n.count = 0
		}
		switch r.tick(child) {
		case Running:
			return Running
		case stop:
			return stop
		}
		n.count++
		if n.count < n.n {
			return Running
		}
		return counted
	case KindCooldown:
		if uint64(r.now) < n.until {
			return Failure
		}
		s := r.tick(child)
		if s != Running {
			n.until = uint64(r.now) + uint64(n.n) + 1
		}
		return s
	case KindTimeout:
		if n.status != Running {
			n.until = uint64(r.now) + uint64(n.n)
		} else if uint64(r.now) >= n.until {
			r.halt(child)
			return Failure
		}
		return r.tick(child)
	}
	panic("reference: unknown kind " + n.kind.String())
}

// halt halts n if it is running: its children first, then its own hook.
func (r *refTree) halt(n *refNode) {
	if n.status != Running {
		return
	}
	r.haltChildren(n)
	if n.kind == KindStatefulAction {
		r.agent.halt(n.name)
	}
	n.status = Idle
	r.log = append(r.log, Transition{Tick: r.now, Node: n.id, From: Running, To: Idle})
}

func (r *refTree) haltChildren(n *refNode) {
	for _, c := range n.children {
		r.halt(c)
	}
}

// each calls f for n and its subtree in pre-order.
func (n *refNode) each(f func(*refNode)) {
	f(n)
	for _, c := range n.children {
		c.each(f)
	}
}
