package bt

// A region is a subtree of sequences, selectors (plain or reactive) and
// leaves: nothing in it has a counter or a deadline. What it did on its last
// tick then comes down to one thing, the action it left running, if any:
// every node above that action is running, with the action's branch as its
// running child, and every other node is finished or idle. Only a stateful
// action has a hook to call when it is halted, and only the running action
// can be.
//
// So the whole region's memory is one word. And the order in which a tick
// calls its leaves depends only on the running action and on what each leaf
// returns: from the region's entry, a leaf that succeeds or fails leads to
// the next leaf to call or to the region's result, and a leaf that returns
// Running ends the tick, running. region works the order out once for each
// action that may be running, and for none, into a table of steps: a step is
// a leaf to call while a given action runs, and what comes after it. A tick
// starts at the entry step of the action its word says runs, and follows the
// table, calling one leaf after another; the word keeps the entry step of the
// action left running, so the next tick starts without a lookup.
//
// The table also knows the rest of what the tick loop does with a running
// stateful action: a step for it calls its tick hook while it runs and its
// start hook otherwise, and a step whose outcome makes a reactive node decide
// by a child before the running action's branch halts that action right
// after the leaf, as decide (preempt.go) does, calling its halt hook.

// leanRegion is a region compiled into a table of steps: for each running
// action (none, then each action in pre-order) a block of one step per leaf,
// in pre-order. A step's place in the table is its number.
type leanRegion[C any] struct {
	steps []leanStep[C]
	// hooks gives, for each block, the halt hook of its running action: nil
	// for none, a plain action or a stateful one without a hook. leaves is
	// the number of steps in a block.
	hooks  []func(C)
	leaves uint32
	// word is the region's word: its status, and above it the entry step of
	// its running action, or 0, the entry step when none runs: a tick with
	// no action running starts at the first leaf.
	word int32
	lean *Lean[C]
}

// leanStep is one leaf of a region, to call while a given action runs.
type leanStep[C any] struct {
	cond func(C) bool   // a condition's function, or nil
	act  func(C) Status // an action's function, or nil
	// next gives, for the leaf's Success and Failure, the step after it, or
	// the region's status negated when that decides the region's; plus
	// haltFlag (or, negated, minus it) when that outcome halts the block's
	// running action first, calling its hook, so that a tick tests one
	// number a leaf, halting or not.
	next [2]int32
	// running is what the region's word holds after the action returned
	// Running: Running, and above it the action's entry step.
	running uint32
	id      int32 // the leaf's node ID
	// haltsRunning is set when the leaf returning Running halts the
	// block's running action: its hook is called after the leaf.
	haltsRunning bool
}

// haltFlag marks a leanStep's next whose outcome halts the running action
// first: added to a step's number, taken from a negated status. A table has
// far fewer steps (maxRegionSteps).
const haltFlag = 1 << 29

// region compiles the region rooted at node id, whose word is w.
func (c *leanCompiler[C]) region(id, w int32) leanFn[C] {
	l := c.lean
	nodes, layout := l.tree.nodes, l.layout
	var leaves, runs []int32 // the leaves' node IDs in pre-order; the actions'
	index := map[int32]int32{}
	for k := id; k < nodes[id].next; k++ {
		layout.region[k] = id
		if kind := nodes[k].kind; kind.IsLeaf() {
			index[k] = int32(len(leaves))
			leaves = append(leaves, k)
			if kind != KindCondition {
				runs = append(runs, k)
			}
		}
	}
	n := int32(len(leaves))
	order := regionOrder[C]{nodes: nodes, root: id, index: index, runs: runs}
	entries := make([]int32, len(runs)+1) // by block, its entry step
	for block := range entries {
		order.block(block)
		entries[block] = int32(block)*n + order.enter(id)
	}
	for i, action := range runs {
		layout.resume[action] = entries[1+i]
	}
	r := &leanRegion[C]{word: w, lean: l, hooks: make([]func(C), len(entries)), leaves: uint32(n)}
	for block := range entries {
		order.block(block)
		if block > 0 {
			r.hooks[block] = nodes[runs[block-1]].halt
		}
		for _, leaf := range leaves {
			node := &nodes[leaf]
			st := leanStep[C]{cond: node.cond, id: leaf}
			hooked := r.hooks[block] != nil
			for o, s := range [2]Status{Success, Failure} {
				next := order.after(leaf, s)
				if next >= 0 {
					next += int32(block) * n
				}
				switch {
				case !hooked || !order.halts(leaf, s):
				case next >= 0:
					next += haltFlag
				default:
					next -= haltFlag
				}
				st.next[o] = next
			}
			st.haltsRunning = hooked && order.halts(leaf, Running)
			if node.kind != KindCondition {
				st.act = node.act
				if node.kind == KindStatefulAction && order.running != leaf {
					st.act = node.start
				}
				st.running = uint32(Running) | uint32(layout.resume[leaf])<<8
			}
			r.steps = append(r.steps, st)
		}
	}
	return func(ctx C, in *LeanInstance) Status {
		was := in.words()[r.word]
		s := was >> 8
		for {
			st := &r.steps[s]
			outcome := 0
			if st.act != nil {
				status := st.act(ctx)
				if status == Running {
					if st.haltsRunning {
						r.hooks[s/r.leaves](ctx)
					}
					in.tip, in.entered = st.id, st.id
					if st.running != was {
						in.words()[r.word] = st.running
						in.changed = in.now
					}
					return Running
				}
				if outcome = int(status) - int(Success); uint(outcome) > 1 {
					r.lean.badStatus(st.id, status)
				}
			} else if !st.cond(ctx) {
				outcome = 1
			}
			next := st.next[outcome]
			if uint32(next) >= haltFlag { // the region's status, or a halt first
				switch {
				case next >= haltFlag:
					r.hooks[s/r.leaves](ctx)
					next -= haltFlag
				case next <= -haltFlag:
					r.hooks[s/r.leaves](ctx)
					next += haltFlag
				}
				if next < 0 {
					in.tip, in.entered = st.id, st.id
					return keep(in, r.word, was, Status(-next), 0)
				}
			}
			s = uint32(next)
		}
	}
}

// regionOrder works out the order of a region's leaves for one running
// action.
type regionOrder[C any] struct {
	nodes   []flat[C]
	root    int32
	index   map[int32]int32 // each leaf's index in the region
	runs    []int32         // the region's actions
	running int32           // the running action's node ID, or -1
}

// block works out the order for the given block of steps: while no action
// runs for block 0, else while action number block runs.
func (s *regionOrder[C]) block(block int) {
	s.running = -1
	if block > 0 {
		s.running = s.runs[block-1]
	}
}

// enter returns the index of the first leaf a tick of node id calls: a
// memoryful sequence or selector over the running action resumes at its
// branch; other composites start at their first child.
func (s *regionOrder[C]) enter(id int32) int32 {
	for !s.nodes[id].kind.IsLeaf() {
		n := &s.nodes[id]
		child := id + 1
		if (n.kind == KindSequence || n.kind == KindSelector) && id < s.running && s.running < n.next {
			for s.nodes[child].next <= s.running {
				child = s.nodes[child].next
			}
		}
		id = child
	}
	return s.index[id]
}

// after returns the index of the leaf to call after leaf id returned st, or
// the region's status negated if st decides it.
func (s *regionOrder[C]) after(id int32, st Status) int32 {
	for id != s.root {
		parent := &s.nodes[s.nodes[id].parent]
		if st == parent.goOn && s.nodes[id].next < parent.next {
			return s.enter(s.nodes[id].next)
		}
		id = s.nodes[id].parent
	}
	return -int32(st)
}

// halts reports whether leaf id returning st halts the running action: as
// the status climbs from the leaf, a reactive node decides by a child before
// the running action's branch (see decide in preempt.go). Climbing stops
// where a composite goes on to a next child; the running action, if it was
// not halted by then, is the leaf's or is ticked later.
func (s *regionOrder[C]) halts(id int32, st Status) bool {
	for s.running >= 0 && id != s.root {
		child := &s.nodes[id]
		id = child.parent
		parent := &s.nodes[id]
		if st == parent.goOn && child.next < parent.next {
			return false
		}
		reactive := parent.kind == KindReactiveSequence || parent.kind == KindReactiveSelector
		if st != parent.goOn && reactive && child.next <= s.running && s.running < parent.next {
			return true
		}
	}
	return false
}
