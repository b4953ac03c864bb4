package bt

import (
	"slices"
	"strings"
	"sync"
)

// Shape is a tree's structure without its functions: the nodes' names, kinds,
// paths and links. Displays and debuggers read a Shape together with an
// Instance; neither needs the agent's type.
type Shape struct {
	nodes  []NodeInfo
	memos  []int32  // per node: index of its memo slot in an instance, or -1
	slots  int      // state slots an instance needs
	labels []string // per node: kind and parameters

	// prefixes holds each node's tree connectors for text displays, made on
	// first use: their total length grows with the square of the depth, so
	// building a tree does not pay for them.
	prefixes     []string
	prefixesOnce sync.Once
}

// NodeInfo describes one node of a tree. IDs are pre-order indices: the root
// is 0 and every node's subtree follows it.
type NodeInfo struct {
	ID       int
	Name     string
	Path     string // names from the root, separated by "/"
	Kind     Kind
	Parent   int   // -1 for the root
	Children []int // IDs, in order
	Depth    int   // 0 for the root
	Param    int   // Repeat, RetryUntilSuccess, Cooldown, Timeout: the count; Parallel: the success threshold
	Failures int   // Parallel: the failures that end it, as it counts them (at most what puts success out of reach)
	Meta     any   // what the builder attached with Node.With, or nil
}

// Len returns the number of nodes.
func (s *Shape) Len() int { return len(s.nodes) }

// Name returns the name of node id: what Node(id).Name is, without building
// its path, for callers on a hot path.
func (s *Shape) Name(id int) string { return s.nodes[id].Name }

// Kind returns the kind of node id, without building its path.
func (s *Shape) Kind(id int) Kind { return s.nodes[id].Kind }

// Meta returns what the builder attached to node id with Node.With, or nil,
// without building its path.
func (s *Shape) Meta(id int) any { return s.nodes[id].Meta }

// Alike reports whether the trees of shapes s and o tick alike but for their
// nodes' names: the same nodes in the same places, of the same kinds with
// the same parameters. What their leaves do the shapes do not know: a caller
// that made both trees says whether their leaves are the same (with what it
// attached as Meta, say) before an instance of one goes on as the other
// (see Instance.CopyFrom), as a tree whose nodes were only renamed does.
func (s *Shape) Alike(o *Shape) bool {
	if s == o {
		return true
	}
	if len(s.nodes) != len(o.nodes) || s.slots != o.slots {
		return false
	}
	for id := range s.nodes {
		a, b := &s.nodes[id], &o.nodes[id]
		if a.Kind != b.Kind || a.Parent != b.Parent || a.Param != b.Param || a.Failures != b.Failures || !slices.Equal(a.Children, b.Children) {
			return false
		}
	}
	return true
}

// Node returns the node with the given ID; building its Path allocates.
func (s *Shape) Node(id int) NodeInfo {
	info := s.nodes[id]
	info.Path = s.Path(id)
	return info
}

// Path returns the names from the root to node id, separated by "/", like
// "root/chase/moveToPlayer".
func (s *Shape) Path(id int) string {
	var names []string
	for p := id; p >= 0; p = s.nodes[p].Parent {
		names = append(names, s.nodes[p].Name)
	}
	slices.Reverse(names)
	return strings.Join(names, "/")
}

// Find returns the ID of the node with the given path, and whether it exists.
func (s *Shape) Find(path string) (int, bool) {
	first, rest, more := strings.Cut(path, "/")
	if len(s.nodes) == 0 || s.nodes[0].Name != first {
		return -1, false
	}
	id := 0
	for more {
		var name string
		name, rest, more = strings.Cut(rest, "/")
		next := -1
		for _, c := range s.nodes[id].Children {
			if s.nodes[c].Name == name {
				next = c
				break
			}
		}
		if next < 0 {
			return -1, false
		}
		id = next
	}
	return id, true
}

// InstanceBytes returns the bytes of per-agent state one instance of this tree
// holds: the Instance header and its node state.
func (s *Shape) InstanceBytes() int { return instanceHeaderBytes + s.slots*nodeStateBytes }

// Tip returns the ID of the deepest node on the path ticked last: starting at
// the root, the running child visited on the instance's last tick, or else the
// last child visited then. It returns -1 if the instance was never ticked.
func (s *Shape) Tip(in *Instance) int {
	state := in.states()
	now := in.Now()
	if now == 0 || len(state) == 0 {
		return -1
	}
	tip := 0
	for {
		next := -1
		for _, c := range s.nodes[tip].Children {
			if state[c].tick != now {
				continue
			}
			next = c
			if state[c].status == Running {
				break
			}
		}
		if next < 0 {
			return tip
		}
		tip = next
	}
}
