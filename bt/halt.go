package bt

// halt halts node id if it is running: its running descendants first, deepest
// first, then its own halt hook. Halting a node that is not running does
// nothing, so every running node is halted exactly once.
func (k *ticker[C]) halt(id int32) {
	st := &k.state[id]
	if st.status != Running {
		return
	}
	k.haltChildren(id)
	n := &k.nodes[id]
	if n.kind == KindStatefulAction && n.halt != nil {
		n.halt(k.ctx)
	}
	st.status = Idle
	if k.debug != nil && k.debug.recorder != nil {
		k.debug.recorder.add(Transition{Tick: k.now, Node: int(id), From: Running, To: Idle})
	}
}

// haltChildren halts every running child of node id.
func (k *ticker[C]) haltChildren(id int32) {
	for c := id + 1; c < k.nodes[id].next; c = k.nodes[c].next {
		k.halt(c)
	}
}

// decide ends the tick of reactive node id whose child decided its status. If the node was running a later child, that child was preempted and
// is halted now, unless a stateful action of the new branch already had it
// halted when it started (see flushPending).
//
// While a reactive node ticks the children before its running one, that
// running child is pending. A node that is not running has no running
// descendants, and a reactive node settles its pending child before it
// finishes, so at most one node is pending at a time.
func (k *ticker[C]) decide(id int32, st *nodeState, child int32) {
	if running := id + int32(st.child); st.status == Running && running > child {
		k.pending = -1
		k.halt(running)
	}
	st.child = uint16(child - id)
}

// flushPending halts the pending preempted node, if any: a stateful action is
// about to start.
func (k *ticker[C]) flushPending() {
	if p := k.pending; p >= 0 {
		k.pending = -1
		k.halt(p)
	}
}
