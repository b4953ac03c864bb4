package bt

// A Lean tree is compiled into closures that do what the tick loop (tick.go)
// does, on a LeanInstance's words. Where a subtree holds only sequences,
// selectors and leaves (the enemy tree is one), it is compiled into a table
// instead (see leanRegion): a tick then calls its leaves one after another,
// with no call for the composites between them. Every
// other node is a closure that keeps its status in its word, since its parent,
// a halt or a copy to a full Instance reads it there. The equality with
// Tree.Tick is checked by FuzzAgainstReference and TestAgainstReference, which
// tick a lean instance, and one that switches between lean and full, beside
// the reference.

// leanFn ticks one compiled node for the agent ctx on instance in. It takes
// two arguments, so calls between nodes move two registers.
type leanFn[C any] func(ctx C, in *LeanInstance) Status

// leanCompiler compiles a tree for lean instances.
type leanCompiler[C any] struct {
	lean *Lean[C]
	// plain says, per node, whether its subtree holds only sequences,
	// selectors and leaves; leaves and actions count its leaves and its
	// actions, plain or stateful.
	plain           []bool
	leaves, actions []int
	maxSteps        int // the most steps a region of more than one node may have
}

// compileLean compiles t for lean instances, making regions of plain
// subtrees of at most maxSteps steps (see leanRegion) and of every leaf.
func compileLean[C any](t *Tree[C], maxSteps int) *Lean[C] {
	n := len(t.nodes)
	layout := &leanLayout{shape: t.shape, slot: make([]int32, n), region: make([]int32, n), resume: make([]int32, n)}
	for id := range n {
		layout.slot[id], layout.region[id] = -1, -1
	}
	c := &leanCompiler[C]{lean: &Lean[C]{tree: t, layout: layout}, maxSteps: maxSteps,
		plain: make([]bool, n), leaves: make([]int, n), actions: make([]int, n)}
	for id := n - 1; id >= 0; id-- {
		node := &t.nodes[id]
		c.plain[id] = node.kind.IsLeaf() || node.goOn != Idle
		if node.kind.IsLeaf() {
			c.leaves[id] = 1
		}
		if node.kind.IsLeaf() && node.kind != KindCondition {
			c.actions[id] = 1
		}
		for k := id + 1; k < int(node.next); k = int(t.nodes[k].next) {
			c.plain[id] = c.plain[id] && c.plain[k]
			c.leaves[id] += c.leaves[k]
			c.actions[id] += c.actions[k]
		}
	}
	c.lean.root = c.compile(0)
	return c.lean
}

// maxRegionSteps bounds the table of one region, a step for each leaf and
// running action or none: a plain subtree that needs more is compiled
// composite by composite. The enemy tree's has 30 steps.
const maxRegionSteps = 1 << 14

// compile returns the function that ticks node id and keeps its status,
// giving it its words.
func (c *leanCompiler[C]) compile(id int32) leanFn[C] {
	l := c.lean
	n := &l.tree.nodes[id]
	w := int32(l.layout.words)
	l.layout.slot[id] = w
	l.layout.words++
	if n.kind.hasMemo() {
		l.layout.words++
	}
	switch {
	case n.kind.IsLeaf(), c.plain[id] && (c.actions[id]+1)*c.leaves[id] <= c.maxSteps:
		return c.region(id, w)
	case n.goOn != Idle:
		return c.composite(id, w)
	case n.kind == KindParallel:
		return c.parallel(id, w)
	}
	return c.decorator(id, w)
}

// children compiles the children of node id, returning them and their IDs.
func (c *leanCompiler[C]) children(id int32) ([]leanFn[C], []int32) {
	var kids []leanFn[C]
	var ids []int32
	nodes := c.lean.tree.nodes
	for k := id + 1; k < nodes[id].next; k = nodes[k].next {
		kids = append(kids, c.compile(k))
		ids = append(ids, k)
	}
	return kids, ids
}

// composite compiles sequence or selector id, whose word is w, when its
// subtree is not a region. A memoryful one resumes at the child it was
// running; a reactive one starts at its first child and, when a child
// decides, halts a later child it was running (see preempt.go). Both go on
// while children return goOn and keep the child that decided.
func (c *leanCompiler[C]) composite(id, w int32) leanFn[C] {
	l, n := c.lean, &c.lean.tree.nodes[id]
	kids, ids := c.children(id)
	goOn := n.goOn
	reactive := n.kind == KindReactiveSequence || n.kind == KindReactiveSelector
	return func(ctx C, in *LeanInstance) Status {
		in.tip, in.entered = id, id
		was := in.words()[w]
		from := 0
		if !reactive && Status(was) == Running {
			from = int(was >> 8)
		}
		for i := from; i < len(kids); i++ {
			if s := kids[i](ctx, in); s != goOn {
				if running := int(was >> 8); reactive && Status(was) == Running && running > i {
					l.halt(ids[running], ctx, in)
				}
				return keep(in, w, was, s, uint32(i))
			}
		}
		return keep(in, w, was, goOn, was>>8)
	}
}

// keep writes status s and the number above it into word w, which held was,
// and returns s. It writes only when that changes the word, so the tick of an
// agent whose decision holds writes nothing.
func keep(in *LeanInstance, w int32, was uint32, s Status, above uint32) Status {
	if now := uint32(s) | above<<8; now != was {
		in.words()[w] = now
		in.changed = in.now
	}
	return s
}

// parallel compiles Parallel id, whose word is w: it ticks the children that
// have not finished (all of them when it starts), counts in order, and halts
// the rest once a threshold is reached (see parallel.go).
func (c *leanCompiler[C]) parallel(id, w int32) leanFn[C] {
	l, n := c.lean, &c.lean.tree.nodes[id]
	successes, failures := n.n, n.failures
	type kid struct {
		tick leanFn[C]
		id   int32
		word int32
	}
	var kids []kid
	for k := id + 1; k < n.next; k = l.tree.nodes[k].next {
		kids = append(kids, kid{c.compile(k), k, l.layout.slot[k]})
	}
	return func(ctx C, in *LeanInstance) Status {
		fresh := Status(in.words()[w]) != Running
		succeeded, failed := 0, 0
		// The tip is the first running child's, else the last child ticked,
		// as Shape.Tip finds it; after a halt nothing under the parallel
		// runs, and the tip is the node entered last.
		in.entered = id
		last, runningTip := id, int32(-1)
		for _, k := range kids {
			s := Status(in.words()[k.word])
			if fresh || !s.done() {
				s = k.tick(ctx, in)
				last = in.tip
				if s == Running && runningTip < 0 {
					runningTip = in.tip
				}
			}
			switch s {
			case Success:
				succeeded++
			case Failure:
				failed++
			}
			if succeeded >= successes || failed >= failures {
				for _, h := range kids {
					l.halt(h.id, ctx, in)
				}
				s = Success
				if succeeded < successes {
					s = Failure
				}
				in.tip = in.entered
				in.set(w, uint32(s))
				return s
			}
		}
		if in.tip = last; runningTip >= 0 {
			in.tip = runningTip
		}
		in.set(w, uint32(Running))
		return Running
	}
}

// decorator compiles decorator id, whose word is w and, for the counting
// ones, w+1 its counter or deadline: the rules are the tick loop's (see
// flat.before and flat.after in decorators.go).
func (c *leanCompiler[C]) decorator(id, w int32) leanFn[C] {
	l, n := c.lean, &c.lean.tree.nodes[id]
	child, hasMemo := c.compile(id+1), n.kind.hasMemo()
	return func(ctx C, in *LeanInstance) Status {
		in.tip, in.entered = id, id
		var memo *uint32
		var was uint32
		if hasMemo {
			memo = &in.words()[w+1]
			was = *memo
		}
		s := Failure
		switch n.before(ctx, Status(in.words()[w]) == Running, memo, in.now) {
		case haltAndFail:
			l.halt(id+1, ctx, in)
		case tickChild:
			s = n.after(child(ctx, in), memo, in.now)
		}
		if hasMemo && *memo != was {
			in.changed = in.now
		}
		in.set(w, uint32(s))
		return s
	}
}
