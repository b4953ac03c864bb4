package bt

// Selector returns a composite that ticks its children in order until one does
// not fail, like a logical OR; the tutorials call it Fallback or SelectorNode.
// It is memoryful: after a child returned Running, the next tick resumes at that
// child without re-trying the ones before it.
//
//	child returns   Selector does
//	Success         Success
//	Failure         ticks the next child; after the last one: Failure
//	Running         Running; the next tick resumes at this child
func Selector[C any](name string, children ...*Node[C]) *Node[C] {
	return &Node[C]{kind: KindSelector, name: name, children: children}
}

// ReactiveSelector returns a selector that starts again at its first child on
// every tick, so a higher-priority branch takes over as soon as it can. This is
// the usual root of an enemy: attack if possible, else chase, else go home.
//
//	child returns   ReactiveSelector does
//	Success         halts the lower-priority child that was running, if any; Success
//	Failure         ticks the next child; after the last one: Failure
//	Running         halts the child that was running if it is another one; Running
//
// A running child that is preempted is halted before any action of the new
// branch starts (see the package documentation on halting).
func ReactiveSelector[C any](name string, children ...*Node[C]) *Node[C] {
	return &Node[C]{kind: KindReactiveSelector, name: name, children: children}
}
