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
//	Success         Success; then halts a lower-priority child that was running
//	Failure         ticks the next child; after the last one: Failure
//	Running         Running; then halts a lower-priority child that was running
//
// A lower-priority running child is halted after the deciding child's tick,
// before the selector returns; higher children that fail again leave it alone
// (see the package documentation on halting).
func ReactiveSelector[C any](name string, children ...*Node[C]) *Node[C] {
	return &Node[C]{kind: KindReactiveSelector, name: name, children: children}
}
