package bt

import (
	"fmt"
	"strings"
)

// Tree is a validated, compiled behavior tree definition. It holds no agent
// state: build it once per kind of agent and share it; every agent keeps its
// own Instance (see NewInstance). A Tree is safe for concurrent use by
// goroutines ticking different instances.
type Tree[C any] struct {
	shape *Shape
	nodes []flat[C]
	ids   map[*Node[C]]int // the pre-order ID of each definition node, first place it stands
	lean  leanOf[C]
}

// flat is a node compiled into the tree's node array. Node IDs are pre-order
// indices, so the root is 0 and a node's subtree follows it.
type flat[C any] struct {
	kind     Kind
	goOn     Status // sequences and selectors: the child status that moves on to the next child
	parent   int32  // -1 for the root
	next     int32  // the ID after the node's subtree: its next sibling's, if it has one
	cond     func(C) bool
	act      func(C) Status
	n        int
	failures int   // Parallel: failures that end it, counting those that put the success threshold out of reach
	memo     int32 // Repeat, RetryUntilSuccess, Cooldown, Timeout: the state slot of its word
	name     string
	start    func(C) Status
	halt     func(C)
	why      func(C) string
}

const (
	// MaxNodes is the most nodes a tree can have: a composite keeps its
	// running child as a 16-bit offset from its own ID.
	MaxNodes = 1 << 16
	// MaxCount is the largest count Repeat, RetryUntilSuccess, Cooldown and
	// Timeout accept: about a year of ticks at 60 a second. New rejects a
	// larger one, such as math.MaxInt, rather than let it wrap; to say
	// "forever", leave the decorator out.
	MaxCount = 1<<31 - 1
)

// New validates the definition rooted at root and compiles it into a Tree.
// Every problem is reported, each as a *BuildError naming the node's path, in
// a BuildErrors list: an empty composite, a nil child or function, a missing
// or duplicate name, a count or threshold out of range, a node that contains
// itself, more than MaxNodes nodes. errors.As finds the first *BuildError, or
// the whole list as BuildErrors. Building takes time and memory in proportion
// to the number of nodes, whatever the tree's shape.
func New[C any](root *Node[C]) (*Tree[C], error) {
	if root == nil {
		return nil, BuildErrors{{Path: "(root)", Msg: "root is nil"}}
	}
	hint := size(root, MaxNodes+1)
	b := builder[C]{tree: &Tree[C]{shape: &Shape{nodes: make([]NodeInfo, 0, hint), labels: make([]string, 0, hint)}, nodes: make([]flat[C], 0, hint), ids: make(map[*Node[C]]int, hint)},
		onPath: map[*Node[C]]bool{}}
	b.add(root, -1, 0)
	if n := len(b.tree.nodes); n > MaxNodes {
		b.fail(0, "the tree has %d nodes, more than %d", n, MaxNodes)
	}
	if len(b.errs) > 0 {
		return nil, b.errs
	}
	s := b.tree.shape
	s.slots = len(s.nodes)
	s.memos = make([]int32, len(s.nodes))
	for i := range s.nodes {
		s.memos[i] = -1
		if s.nodes[i].Kind.hasMemo() {
			s.memos[i] = int32(s.slots)
			b.tree.nodes[i].memo = int32(s.slots)
			s.slots++
		}
	}
	return b.tree, nil
}

// Shape returns the tree's structure, for displays and debuggers.
func (t *Tree[C]) Shape() *Shape { return t.shape }

// ID returns the ID the tree gave the definition node n, which a debugger or
// test can pass to Instance.Status and Shape.Node instead of looking the node
// up by its path. A node used in several places of the definition has the ID
// of the first in pre-order. ok is false if n is not in the tree.
func (t *Tree[C]) ID(n *Node[C]) (id int, ok bool) {
	id, ok = t.ids[n]
	if !ok {
		id = -1
	}
	return id, ok
}

// NewInstance returns a fresh instance of the tree for one agent: every node
// Idle, never visited.
func (t *Tree[C]) NewInstance() *Instance {
	return newInstance(t.shape)
}

// size counts the nodes of the definition under n, at most about limit of
// them: how much room New makes for its tree before building it, bounded
// for a definition that contains itself.
func size[C any](n *Node[C], limit int) int {
	count := 1
	for _, c := range n.children {
		if count >= limit {
			break
		}
		if c != nil {
			count += size(c, limit-count)
		}
	}
	return count
}

type builder[C any] struct {
	tree   *Tree[C]
	onPath map[*Node[C]]bool
	errs   BuildErrors
}

// fail reports a problem with node id.
func (b *builder[C]) fail(id int32, format string, args ...any) {
	b.errs = append(b.errs, &BuildError{Path: b.tree.shape.Path(int(id)), Msg: fmt.Sprintf(format, args...)})
}

// add compiles n, the index-th child of parent (or the root, with parent -1),
// and its subtree, returning n's ID.
func (b *builder[C]) add(n *Node[C], parent int32, index int) int32 {
	id := int32(len(b.tree.nodes))
	depth := 0
	if parent >= 0 {
		depth = b.tree.shape.nodes[parent].Depth + 1
	}
	name := n.name
	if name == "" && parent >= 0 {
		name = fmt.Sprintf("#%d", index+1)
	} else if name == "" {
		name = "(root)"
	}
	b.tree.nodes = append(b.tree.nodes, flat[C]{
		kind: n.kind, goOn: n.kind.goOn(), parent: parent, n: n.n, failures: n.failures, name: name,
		cond: n.cond, act: n.act, start: n.start, halt: n.halt, why: n.why,
	})
	b.tree.shape.nodes = append(b.tree.shape.nodes, NodeInfo{
		ID: int(id), Name: name, Kind: n.kind, Parent: int(parent), Depth: depth, Param: n.n, Meta: n.meta,
	})
	label := n.label
	if label == "" {
		label = b.tree.shape.label(int(id))
	}
	b.tree.shape.labels = append(b.tree.shape.labels, label)
	if _, seen := b.tree.ids[n]; !seen {
		b.tree.ids[n] = int(id)
	}
	b.check(n, id, parent)
	if b.onPath[n] {
		b.fail(id, "node contains itself")
		return id
	}
	b.onPath[n] = true
	defer delete(b.onPath, n)

	var seen map[string]bool
	kids := make([]int, 0, len(n.children))
	for i, c := range n.children {
		if c == nil {
			b.fail(id, "child %d is nil", i+1)
			continue
		}
		if c.name != "" && b.namedBefore(n.children, i, &seen) {
			b.fail(id, "two children are named %q", c.name)
		}
		kids = append(kids, int(b.add(c, id, i)))
	}
	if n.kind == KindParallel {
		b.tree.nodes[id].failures = min(n.failures, len(kids)-n.n+1)
		b.tree.shape.nodes[id].Failures = b.tree.nodes[id].failures
	}
	b.tree.nodes[id].next = int32(len(b.tree.nodes))
	b.tree.shape.nodes[id].Children = kids
	return id
}

// namedBefore reports whether a child before children[i] has its name:
// comparing names for a few children, else with the names seen, a map made
// on the first call.
func (b *builder[C]) namedBefore(children []*Node[C], i int, seen *map[string]bool) bool {
	name := children[i].name
	if len(children) <= fewChildren {
		for _, c := range children[:i] {
			if c != nil && c.name == name {
				return true
			}
		}
		return false
	}
	if *seen == nil {
		*seen = make(map[string]bool, len(children))
	}
	dup := (*seen)[name]
	(*seen)[name] = true
	return dup
}

// fewChildren is how many children New compares names of without a map.
const fewChildren = 16

// check reports what is wrong with n itself, compiled as node id.
func (b *builder[C]) check(n *Node[C], id, parent int32) {
	switch {
	case n.name == "" && parent < 0:
		b.fail(id, "the root %s has no name; give it one, it starts every path", n.kind)
	case n.name == "":
		b.fail(id, "%s has no name", n.kind)
	case strings.Contains(n.name, "/"):
		b.fail(id, "name %q contains '/'", n.name)
	}
	switch n.kind {
	case KindCondition:
		if n.cond == nil {
			b.fail(id, "condition function is nil")
		}
	case KindAction:
		if n.act == nil {
			b.fail(id, "action function is nil")
		}
	case KindStatefulAction:
		if n.start == nil || n.act == nil {
			b.fail(id, "stateful action needs start and tick functions")
		}
	case KindGuard:
		if n.cond == nil {
			b.fail(id, "guard condition is nil")
		}
	case KindParallel:
		if c := len(n.children); c > 0 && (n.n < 1 || n.n > c || n.failures < 1 || n.failures > c) {
			b.fail(id, "parallel thresholds %d successes, %d failures must be between 1 and %d children", n.n, n.failures, c)
		}
	case KindRepeat, KindRetryUntilSuccess, KindCooldown, KindTimeout:
		if n.n < 1 {
			b.fail(id, "%s(%d) must count at least 1", n.kind, n.n)
		} else if n.n > MaxCount {
			b.fail(id, "%s(%d) counts more than %d (MaxCount) and would wrap; leave the decorator out to mean forever", n.kind, n.n, MaxCount)
		}
	}
	if n.kind.IsComposite() && len(n.children) == 0 {
		b.fail(id, "%s has no children", n.kind)
	}
	if n.why != nil && !n.kind.IsLeaf() && n.kind != KindGuard {
		b.fail(id, "only leaves and guards can give reasons")
	}
}
