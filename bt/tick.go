package bt

// ticker carries one tick or halt of one instance through the tree. It lives on
// the caller's stack.
type ticker[C any] struct {
	nodes []flat[C]
	state []nodeState
	ctx   C
	debug *debugState // the instance's, or nil when nobody is looking
	now   uint32
	// changed is whether a node's status changed during this tick or halt.
	changed bool
	// last is the instance's tick before this one; stale has a bit set if
	// a node this tick visited was not visited then; visits counts the
	// visits. With the instance's count of the tick before, they say
	// whether this tick visited the nodes that one did.
	last, stale, visits uint32
}

// Tick ticks the tree once for one agent: ctx is what the leaves receive, now
// is the caller's clock (an update counter starting at 1 and growing by at
// least 1 per tick) that Cooldown and Timeout count in and debuggers read. It
// returns the root's status. Tick does not allocate.
func (t *Tree[C]) Tick(in *Instance, ctx C, now uint32) Status {
	var k ticker[C]
	k.start(t, in, ctx, now)
	s := k.run(t.nodes, k.state)
	if k.changed {
		in.changed = now
	}
	if k.changed || k.stale != 0 || k.visits != in.visits {
		in.turned = now
	}
	in.visits = k.visits
	return s
}

// Halt halts every running node of the instance, deepest first, calling the
// halt hooks of running stateful actions; for example when the agent dies. The
// next Tick starts the tree afresh. now is the caller's clock, used for the
// recorded transitions.
func (t *Tree[C]) Halt(in *Instance, ctx C, now uint32) {
	var k ticker[C]
	k.start(t, in, ctx, now)
	k.halt(0)
	if k.changed {
		in.changed, in.turned = now, now
	}
}

// start prepares k for one tick or halt of instance in of tree t.
func (k *ticker[C]) start(t *Tree[C], in *Instance, ctx C, now uint32) {
	if in == nil || in.shape != t.shape {
		panic("bt: the instance was not made by this tree's NewInstance")
	}
	k.nodes, k.state, k.ctx, k.debug, k.now, k.last = t.nodes, in.states(), ctx, in.debug, now, in.Now()
}

// run ticks the whole tree and returns the root's status; nodes and state are
// k's, passed in rather than read back from k, which measured faster. It walks
// the tree in a loop instead of recursing: it enters a node, going down to the
// child the node ticks first, until a node finishes its tick with a status;
// then it climbs, handing each status to the parent, until a parent ticks
// another child (and run goes down again) or the root finishes. Sequences,
// selectors and leaves are handled in the loop itself; decorators and
// parallels, which are rarer, by enter and resume.
//
// A node's state keeps its status from the previous tick until the node
// finishes, so while a node's children run, its status says whether it was
// running before this tick.
//
// Where each kind's behaviour is:
//
//	Condition, Action                here, in the switch on the way down
//	StatefulAction                   stateful (leaves.go)
//	Sequence, Selector               here: resume at the running child (down), move on or stop (up)
//	ReactiveSequence/Selector        here: from child 0 (down); decide (preempt.go) halts a preempted child (up)
//	Parallel                         enter, resume -> parallel (parallel.go)
//	decorators                       enter, resume -> enterDecorator, resumeDecorator -> flat.before, flat.after (decorators.go)
//	halting                          halt, haltChildren (halt.go)
func (k *ticker[C]) run(nodes []flat[C], state []nodeState) Status {
	id := int32(0)
	for {
		n, st := &nodes[id], &state[id]
		k.stale |= st.tick ^ k.last
		k.visits++
		st.tick = k.now
		var s Status
		switch n.kind {
		case KindCondition:
			s = Failure
			if n.cond(k.ctx) {
				s = Success
			}
		case KindAction:
			if s = n.act(k.ctx); !s.valid() {
				k.badStatus(id, s)
			}
		case KindStatefulAction:
			s = k.stateful(id, n, st.status)
		case KindSequence, KindSelector:
			if st.status == Running {
				id += int32(st.child)
			} else {
				id++
			}
			continue
		case KindReactiveSequence, KindReactiveSelector:
			id++
			continue
		default:
			var next int32
			if next, s = k.enter(id, n, st); next >= 0 {
				id = next
				continue
			}
		}
		for {
			prev := st.status
			st.status, st.last = s, s
			k.changed = k.changed || s != prev
			if k.debug != nil && (s != prev || k.debug.reasons != nil) {
				k.observe(id, prev, s)
			}
			if n.parent < 0 {
				return s
			}
			child, after := id, n.next
			id = n.parent
			n, st = &nodes[id], &state[id]
			next := int32(-1)
			switch n.kind {
			case KindSequence, KindSelector:
				if s != n.goOn {
					st.child = uint16(child - id)
				} else if after < n.next {
					next = after
				}
			case KindReactiveSequence, KindReactiveSelector:
				if s != n.goOn {
					k.decide(id, st, child)
				} else if after < n.next {
					next = after
				}
			default:
				next, s = k.resume(id, n, st, after, s)
			}
			if next >= 0 {
				id = next
				break
			}
		}
	}
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
		k.debug.reasons.give(id, k.now, why(k.ctx))
	}
}

// enter starts the tick of decorator or parallel id: it returns the child to
// tick, or -1 and the node's status when it finishes without ticking one.
func (k *ticker[C]) enter(id int32, n *flat[C], st *nodeState) (int32, Status) {
	if n.kind == KindParallel {
		return k.parallel(id, st, 0)
	}
	return k.enterDecorator(id, n, st)
}

// resume continues the tick of decorator or parallel id after a child returned
// s; after is the ID that follows the child's subtree. It returns the next
// child to tick, or -1 and the node's status.
func (k *ticker[C]) resume(id int32, n *flat[C], st *nodeState, after int32, s Status) (int32, Status) {
	if n.kind == KindParallel {
		return k.parallel(id, st, after)
	}
	return -1, k.resumeDecorator(n, s)
}
