package bt

// Condition returns a leaf that asks a question of the agent: Success when ok
// returns true, Failure when it returns false. A condition is never Running and
// never starts anything, so ticking it does not preempt a running sibling.
func Condition[C any](name string, ok func(C) bool) *Node[C] {
	return &Node[C]{kind: KindCondition, name: name, cond: ok}
}

// Action returns a leaf that acts on the agent and reports how it went. It may
// return Running to be ticked again on the next tick. It keeps no state of its
// own and has no start: use StatefulAction for an action that must know whether
// it is starting or must clean up when interrupted. Returning Idle is a
// programming error and panics naming the node.
func Action[C any](name string, tick func(C) Status) *Node[C] {
	return &Node[C]{kind: KindAction, name: name, act: tick}
}

// StatefulAction returns a leaf with a lifecycle, like BehaviorTree.CPP's
// StatefulActionNode and the OnStart / OnRunning / OnFinish of the Japanese
// tutorial:
//
//   - start is called on the first tick (the node was Idle, finished or halted);
//   - tick is called on every following tick while the node is Running;
//   - halt is called once if the node is Running and its parent stops ticking it
//     (preemption, a failing guard, a finishing parallel, a halted tree). It may
//     be nil when there is nothing to undo.
//
// start and tick return Success, Failure or Running.
func StatefulAction[C any](name string, start, tick func(C) Status, halt func(C)) *Node[C] {
	return &Node[C]{kind: KindStatefulAction, name: name, start: start, act: tick, halt: halt}
}

// stateful ticks stateful action id whose status before this tick was prev.
func (k *ticker[C]) stateful(id int32, n *flat[C], prev Status) Status {
	s := n.startOrTick(k.ctx, prev == Running)
	if !s.valid() {
		k.badStatus(id, s)
	}
	return s
}

// startOrTick calls stateful action n's tick hook if it was running, its
// start hook otherwise.
func (n *flat[C]) startOrTick(ctx C, running bool) Status {
	if running {
		return n.act(ctx)
	}
	return n.start(ctx)
}

// badStatus panics because action id returned s.
func (k *ticker[C]) badStatus(id int32, s Status) { panicBadStatus(k.path(id), s) }

// panicBadStatus panics because the action at path returned s.
func panicBadStatus(path string, s Status) {
	panic("bt: " + path + " returned " + s.String() + "; an action must return Success, Failure or Running")
}

// path returns node id's names from the root, separated by "/".
func (k *ticker[C]) path(id int32) string {
	p := k.nodes[id].name
	for id = k.nodes[id].parent; id >= 0; id = k.nodes[id].parent {
		p = k.nodes[id].name + "/" + p
	}
	return p
}
