package bt

import (
	"errors"
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
	path     string
	start    func(C) Status
	halt     func(C)
	why      func(C) string
}

// maxNodes is the most nodes a tree can have: a composite keeps its running
// child as a 16-bit offset from its own ID.
const maxNodes = 1 << 16

// BuildError is one problem New found in a definition. Path names the node
// from the root, with names separated by "/".
type BuildError struct {
	Path string
	Msg  string
}

// Error returns "bt: PATH: MSG".
func (e *BuildError) Error() string { return "bt: " + e.Path + ": " + e.Msg }

// New validates the definition rooted at root and compiles it into a Tree.
// Every problem is reported, each as a *BuildError naming the node's path,
// joined with errors.Join: an empty composite, a nil child or function, a
// missing or duplicate name, a count or threshold out of range, a node that
// contains itself, more than 65,536 nodes.
func New[C any](root *Node[C]) (*Tree[C], error) {
	if root == nil {
		return nil, &BuildError{Path: "(root)", Msg: "root is nil"}
	}
	b := builder[C]{tree: &Tree[C]{shape: &Shape{}}, onPath: map[*Node[C]]bool{}}
	b.add(root, -1, root.name)
	if n := len(b.tree.nodes); n > maxNodes {
		b.fail(root.name, "the tree has %d nodes, more than %d", n, maxNodes)
	}
	if len(b.errs) > 0 {
		return nil, errors.Join(b.errs...)
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
	s.layout()
	return b.tree, nil
}

// Shape returns the tree's structure, for displays and debuggers.
func (t *Tree[C]) Shape() *Shape { return t.shape }

// NewInstance returns a fresh instance of the tree for one agent: every node
// Idle, never visited.
func (t *Tree[C]) NewInstance() *Instance {
	return &Instance{state: make([]nodeState, t.shape.slots)}
}

type builder[C any] struct {
	tree   *Tree[C]
	onPath map[*Node[C]]bool
	errs   []error
}

func (b *builder[C]) fail(path, format string, args ...any) {
	b.errs = append(b.errs, &BuildError{Path: path, Msg: fmt.Sprintf(format, args...)})
}

// add compiles n and its subtree, returning n's ID.
func (b *builder[C]) add(n *Node[C], parent int, path string) int32 {
	id := int32(len(b.tree.nodes))
	depth := 0
	if parent >= 0 {
		depth = b.tree.shape.nodes[parent].Depth + 1
	}
	b.tree.nodes = append(b.tree.nodes, flat[C]{
		kind: n.kind, goOn: n.kind.goOn(), parent: int32(parent), n: n.n, failures: n.failures, path: path,
		cond: n.cond, act: n.act, start: n.start, halt: n.halt, why: n.why,
	})
	b.tree.shape.nodes = append(b.tree.shape.nodes, NodeInfo{
		ID: int(id), Name: n.name, Path: path, Kind: n.kind, Parent: parent, Depth: depth, Param: n.n,
	})
	b.check(n, path)
	if b.onPath[n] {
		b.fail(path, "node contains itself")
		return id
	}
	b.onPath[n] = true
	defer delete(b.onPath, n)

	seen := map[string]bool{}
	kids := make([]int32, 0, len(n.children))
	for i, c := range n.children {
		if c == nil {
			b.fail(path, "child %d is nil", i+1)
			continue
		}
		name := c.name
		if name == "" {
			name = fmt.Sprintf("#%d", i+1)
		} else if seen[name] {
			b.fail(path, "two children are named %q", name)
		}
		seen[name] = true
		kids = append(kids, b.add(c, int(id), path+"/"+name))
	}
	if n.kind == KindParallel {
		b.tree.nodes[id].failures = min(n.failures, len(kids)-n.n+1)
	}
	b.tree.nodes[id].next = int32(len(b.tree.nodes))
	info := &b.tree.shape.nodes[id]
	for _, k := range kids {
		info.Children = append(info.Children, int(k))
	}
	return id
}

// check reports what is wrong with n itself.
func (b *builder[C]) check(n *Node[C], path string) {
	switch {
	case n.name == "":
		b.fail(path, "%s has no name", n.kind)
	case strings.Contains(n.name, "/"):
		b.fail(path, "name %q contains '/'", n.name)
	}
	switch n.kind {
	case KindCondition:
		if n.cond == nil {
			b.fail(path, "condition function is nil")
		}
	case KindAction:
		if n.act == nil {
			b.fail(path, "action function is nil")
		}
	case KindStatefulAction:
		if n.start == nil || n.act == nil {
			b.fail(path, "stateful action needs start and tick functions")
		}
	case KindGuard:
		if n.cond == nil {
			b.fail(path, "guard condition is nil")
		}
	case KindParallel:
		if c := len(n.children); c > 0 && (n.n < 1 || n.n > c || n.failures < 1 || n.failures > c) {
			b.fail(path, "parallel thresholds %d successes, %d failures must be between 1 and %d children", n.n, n.failures, c)
		}
	case KindRepeat, KindRetryUntilSuccess, KindCooldown, KindTimeout:
		if n.n < 1 {
			b.fail(path, "%s(%d) must count at least 1", n.kind, n.n)
		}
	}
	if n.kind.IsComposite() && len(n.children) == 0 {
		b.fail(path, "%s has no children", n.kind)
	}
	if n.why != nil && !n.kind.IsLeaf() && n.kind != KindGuard {
		b.fail(path, "only leaves and guards can give reasons")
	}
}
