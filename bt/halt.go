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
	st.status, k.changed = Idle, true
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
