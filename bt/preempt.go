package bt

// Reactive preemption: how ReactiveSequence and ReactiveSelector hand over
// from a running child to another one.
//
// A reactive node ticks its children from the first on every tick. Its
// running child from the previous tick is left alone while the children
// before it are re-checked: one that gives the same answer as before (a
// condition of a sequence that succeeds again, a higher-priority branch of a
// selector that fails again) does not disturb it. Only when a child decides
// the node's status (the sequence's child fails or runs, the selector's child
// succeeds or runs) is the decision final, and only then, if the old running
// child is a later one, is it halted: after the deciding child's tick, before
// the reactive node returns. This is BehaviorTree.CPP's order, the same for
// plain and stateful actions.

// decide ends the tick of reactive node id, whose child with ID child decided
// its status. If the node was running a later child, that child is no longer
// part of the node's decision and is halted now, deepest first.
func (k *ticker[C]) decide(id int32, st *nodeState, child int32) {
	if running := id + int32(st.child); st.status == Running && running > child {
		k.halt(running)
	}
	st.child = uint16(child - id)
}
