package bt

// Guard returns a decorator that ticks child only while ok returns true; the
// Japanese tutorial's DecoratorNode. The condition is checked on every tick,
// also while the child is running.
//
//	ok returns   Guard does
//	true         ticks the child and returns its status
//	false        halts the child if it was running; Failure
func Guard[C any](name string, ok func(C) bool, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindGuard, name: name, cond: ok, children: []*Node[C]{child}}
}

// Inverter returns a decorator that swaps its child's Success and Failure.
// Running passes through.
func Inverter[C any](name string, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindInverter, name: name, children: []*Node[C]{child}}
}

// ForceSuccess returns a decorator that turns its child's Failure into Success.
// Running passes through.
func ForceSuccess[C any](name string, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindForceSuccess, name: name, children: []*Node[C]{child}}
}

// ForceFailure returns a decorator that turns its child's Success into Failure.
// Running passes through.
func ForceFailure[C any](name string, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindForceFailure, name: name, children: []*Node[C]{child}}
}

// Repeat returns a decorator that runs its child to success times times in a
// row; the Japanese tutorial's RepeaterNode. At most one repetition finishes
// per tick, so a tick's cost stays bounded.
//
//	child returns   Repeat does
//	Success         counts it; times reached: Success, else Running (next run starts next tick)
//	Failure         Failure; the count starts over the next time
//	Running         Running
//
// times must be at least 1.
func Repeat[C any](name string, times int, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindRepeat, name: name, n: times, children: []*Node[C]{child}}
}

// RetryUntilSuccess returns a decorator that runs its child again after a
// failure, up to attempts runs in all. At most one attempt finishes per tick.
//
//	child returns   RetryUntilSuccess does
//	Success         Success
//	Failure         counts it; attempts reached: Failure, else Running (next attempt next tick)
//	Running         Running
//
// attempts must be at least 1.
func RetryUntilSuccess[C any](name string, attempts int, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindRetryUntilSuccess, name: name, n: attempts, children: []*Node[C]{child}}
}

// Cooldown returns a decorator that, once its child has finished (Success or
// Failure), fails without ticking the child until ticks ticks of the caller's
// clock have passed. A child that is halted does not start the cooldown.
//
//	state                     Cooldown does
//	cooling down              Failure; the child is not ticked
//	ready, child finishes     returns the child's status; the cooldown starts
//	ready, child Running      Running
//
// ticks must be at least 1.
func Cooldown[C any](name string, ticks int, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindCooldown, name: name, n: ticks, children: []*Node[C]{child}}
}

// Timeout returns a decorator that lets its child run for at most ticks ticks
// of the caller's clock, counted from the tick on which it started. On the
// first tick at or past the deadline it halts the child and fails.
//
//	state                     Timeout does
//	before the deadline       ticks the child and returns its status
//	deadline reached          halts the child; Failure
//
// ticks must be at least 1.
func Timeout[C any](name string, ticks int, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindTimeout, name: name, n: ticks, children: []*Node[C]{child}}
}

// decorate ticks any decorator.
func (k *ticker[C]) decorate(n *flat[C], prev Status) Status {
	child := n.kids[0]
	switch n.kind {
	case KindGuard:
		if !n.cond(k.ctx) {
			k.halt(child)
			return Failure
		}
		return k.tick(child)
	case KindInverter:
		switch s := k.tick(child); s {
		case Success:
			return Failure
		case Failure:
			return Success
		default:
			return s
		}
	case KindForceSuccess:
		if s := k.tick(child); s == Running {
			return s
		}
		return Success
	case KindForceFailure:
		if s := k.tick(child); s == Running {
			return s
		}
		return Failure
	}
	memo := &k.state[n.memo].tick
	switch n.kind {
	case KindRepeat, KindRetryUntilSuccess:
		if prev != Running {
			*memo = 0
		}
		s := k.tick(child)
		if s == Running || (s == Success) == (n.kind == KindRetryUntilSuccess) {
			return s
		}
		*memo++
		if int(*memo) >= n.n {
			return s
		}
		return Running
	case KindCooldown:
		if k.now < *memo {
			return Failure
		}
		s := k.tick(child)
		if s != Running {
			*memo = k.now + uint32(n.n)
		}
		return s
	default: // KindTimeout
		if prev != Running {
			*memo = k.now + uint32(n.n)
		} else if k.now >= *memo {
			k.halt(child)
			return Failure
		}
		return k.tick(child)
	}
}
