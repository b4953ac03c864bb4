package bt

// Sequence returns a composite that ticks its children in order while they
// succeed, like a logical AND. It is memoryful: after a child returned Running,
// the next tick resumes at that child without re-ticking the ones before it.
//
//	child returns   Sequence does
//	Success         ticks the next child; after the last one: Success
//	Failure         Failure
//	Running         Running; the next tick resumes at this child
func Sequence[C any](name string, children ...*Node[C]) *Node[C] {
	return &Node[C]{kind: KindSequence, name: name, children: children}
}

// ReactiveSequence returns a sequence that starts again at its first child on
// every tick, so conditions before a running child are re-checked each tick.
//
//	child returns   ReactiveSequence does
//	Success         ticks the next child; after the last one: Success
//	Failure         Failure; then halts a later child that was running
//	Running         Running; then halts a later child that was running
//
// A later running child is halted after the deciding child's tick, before the
// sequence returns; children before it that succeed again leave it alone (see
// the package documentation on halting).
func ReactiveSequence[C any](name string, children ...*Node[C]) *Node[C] {
	return &Node[C]{kind: KindReactiveSequence, name: name, children: children}
}
