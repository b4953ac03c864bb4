package bt

// Compose builds a composite or decorator of the given kind: the one place
// a kind becomes a node, for builders that read trees from files, the way
// BehaviorTree.CPP keeps its factory in the library. param is what
// NodeInfo.Param holds for the kind (the count of Repeat and
// RetryUntilSuccess, the ticks of Cooldown and Timeout, Parallel's success
// threshold), failures is Parallel's failure threshold, and guard is a
// Guard's condition, a Condition node whose function, reason and meta it
// takes.
// Leaves are built by their own constructors: for a leaf kind, Compose
// returns nil. New checks the result as any other definition.
func Compose[C any](kind Kind, name string, param, failures int, guard *Node[C], children ...*Node[C]) *Node[C] {
	var child *Node[C]
	if len(children) > 0 {
		child = children[0]
	}
	switch kind {
	case KindSequence:
		return Sequence(name, children...)
	case KindReactiveSequence:
		return ReactiveSequence(name, children...)
	case KindSelector:
		return Selector(name, children...)
	case KindReactiveSelector:
		return ReactiveSelector(name, children...)
	case KindParallel:
		return Parallel(name, param, failures, children...)
	case KindGuard:
		return Guard(name, guard.Condition(), child).Why(guard.Reason()).With(guard.Meta())
	case KindInverter:
		return Inverter(name, child)
	case KindForceSuccess:
		return ForceSuccess(name, child)
	case KindForceFailure:
		return ForceFailure(name, child)
	case KindRepeat:
		return Repeat(name, param, child)
	case KindRetryUntilSuccess:
		return RetryUntilSuccess(name, param, child)
	case KindCooldown:
		return Cooldown(name, param, child)
	case KindTimeout:
		return Timeout(name, param, child)
	}
	return nil
}
