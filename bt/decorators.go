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
// times must be from 1 to MaxCount.
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
// attempts must be from 1 to MaxCount.
func RetryUntilSuccess[C any](name string, attempts int, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindRetryUntilSuccess, name: name, n: attempts, children: []*Node[C]{child}}
}

// Cooldown returns a decorator that, once its child has finished (Success or
// Failure) on tick t of the caller's clock, fails without ticking the child on
// ticks t+1 to t+ticks, exactly ticks ticks, and ticks it again from t+ticks+1.
// A child that is halted does not start the cooldown.
//
//	state                     Cooldown does
//	cooling down              Failure; the child is not ticked
//	ready, child finishes     returns the child's status; the cooldown starts
//	ready, child Running      Running
//
// The cooldown is per-instance memory and survives Tree.Halt: an agent that
// dies and respawns with the same instance is still cooling down. Give it a
// fresh instance (NewInstance) to forget it. ticks must be from 1 to MaxCount.
func Cooldown[C any](name string, ticks int, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindCooldown, name: name, n: ticks, children: []*Node[C]{child}}
}

// Timeout returns a decorator that lets its child run for at most ticks ticks
// of the caller's clock, counted from the tick on which it started. On the
// first tick at or past the deadline it halts the child and fails: a child
// started on tick t is ticked on t to t+ticks-1 and halted on t+ticks.
//
//	state                     Timeout does
//	before the deadline       ticks the child and returns its status
//	deadline reached          halts the child; Failure
//
// ticks must be from 1 to MaxCount.
func Timeout[C any](name string, ticks int, child *Node[C]) *Node[C] {
	return &Node[C]{kind: KindTimeout, name: name, n: ticks, children: []*Node[C]{child}}
}

// A decorator's rules are written once, as methods of its compiled node
// that read and write its memo word through a pointer (nil for the kinds
// without one), so the tick loop and a lean tree follow the same rules:
// before, then the child's tick, then after.

// decoratorStart is what a decorator does before its child's tick.
type decoratorStart uint8

const (
	tickChild   decoratorStart = iota // tick the child
	failNow                           // fail without ticking the child
	haltAndFail                       // halt the running child and fail
)

// before says what decorator n does at the start of its tick on the clock's
// tick now, given whether it was running and its memo word.
func (n *flat[C]) before(ctx C, running bool, memo *uint32, now uint32) decoratorStart {
	switch n.kind {
	case KindGuard:
		if !n.cond(ctx) {
			return haltAndFail
		}
	case KindRepeat, KindRetryUntilSuccess:
		if !running {
			*memo = 0
		}
	case KindCooldown:
		if now < *memo {
			return failNow
		}
	case KindTimeout:
		if !running {
			*memo = later(now, n.n)
		} else if now >= *memo {
			return haltAndFail
		}
	}
	return tickChild
}

// after returns decorator n's status once its child returned s, on the
// clock's tick now, keeping its count or deadline in memo.
func (n *flat[C]) after(s Status, memo *uint32, now uint32) Status {
	switch n.kind {
	case KindInverter:
		return inverted(s)
	case KindForceSuccess:
		if s != Running {
			return Success
		}
	case KindForceFailure:
		if s != Running {
			return Failure
		}
	case KindRepeat, KindRetryUntilSuccess:
		if s == Running || (s == Success) == (n.kind == KindRetryUntilSuccess) {
			return s
		}
		if *memo++; int(*memo) < n.n {
			return Running
		}
	case KindCooldown:
		if s != Running {
			*memo = later(now, n.n+1)
		}
	}
	return s
}

// enterDecorator starts the tick of decorator id: it returns its child, or -1
// and the decorator's status when it finishes without ticking the child.
func (k *ticker[C]) enterDecorator(id int32, n *flat[C], st *nodeState) (int32, Status) {
	switch n.before(k.ctx, st.status == Running, k.memo(n), k.now) {
	case haltAndFail:
		k.halt(id + 1)
		return -1, Failure
	case failNow:
		return -1, Failure
	}
	return id + 1, Running
}

// resumeDecorator returns a decorator's status after its child returned s.
func (k *ticker[C]) resumeDecorator(n *flat[C], s Status) Status {
	return n.after(s, k.memo(n), k.now)
}

// memo returns node n's memo word in the instance, or nil if it has none.
func (k *ticker[C]) memo(n *flat[C]) *uint32 {
	if !n.kind.hasMemo() {
		return nil
	}
	return &k.state[n.memo].tick
}

// inverted returns s with Success and Failure swapped: what an Inverter
// returns for its child's status.
func inverted(s Status) Status {
	switch s {
	case Success:
		return Failure
	case Failure:
		return Success
	}
	return s
}

// later returns the tick ticks after now, or the clock's last tick if that is
// beyond it, so a deadline never wraps around to the past.
func later(now uint32, ticks int) uint32 {
	return uint32(min(uint64(now)+uint64(ticks), 1<<32-1))
}
