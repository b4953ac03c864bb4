package treeedit

import "github.com/enemyai/enemyai/bt/treefile"

// NodeInfo is one node of the current text, as a side window shows it.
type NodeInfo struct {
	ID     int
	Parent int   // -1 for the root
	Index  int   // its place among its parent's children
	Kids   []int // its children's IDs, in order
	Depth  int   // 0 for the root
	Path   string
	// Node is what its line says: name, kind, parameters (Node.Label), leaf
	// and arguments, and whether it is off. It is the editor's: do not
	// change it.
	Node *treefile.Node
	Line int // its line in the text
	// Skipped is set for a node that is off or below one: it is not in the
	// tree as built, and Shape is -1; otherwise Shape is its ID in
	// Editor.Shape, the tree the game runs and draws.
	Skipped bool
	Shape   int
	// Drawn is its ID in the picture of the text the game draws while
	// editing (treegraph.Graph.AddOff): Shape for a node in the tree as
	// built; the tree's length plus k for the k-th node skipped, in
	// pre-order.
	Drawn int
}

// Nodes returns the nodes of the current text in pre-order: Nodes()[id] is
// node id. The slice is the editor's: do not change it.
func (e *Editor) Nodes() []NodeInfo { return e.nodes }

// Len returns how many nodes the current text has, nodes that are off
// included.
func (e *Editor) Len() int { return len(e.nodes) }

// SwitchedOff reports whether the node at a path of names from the root is
// in the current text but left out of the tree as built because it, or a
// node above it, is switched off. The path may also leave out the nodes
// above it that are off, as the tree before them names it: "far/chase"
// is switched off once a cooldown wrapped around it ("far/hold/chase") is.
func (e *Editor) SwitchedOff(path string) bool {
	for _, n := range e.nodes {
		if n.Skipped && (n.Path == path || e.pathOn(n.ID) == path) {
			return true
		}
	}
	return false
}

// pathOn returns node id's path leaving out the nodes above it that are
// switched off.
func (e *Editor) pathOn(id int) string {
	n := &e.nodes[id]
	path := n.Node.Name
	for p := n.Parent; p >= 0; p = e.nodes[p].Parent {
		if !e.nodes[p].Node.Off {
			path = e.nodes[p].Node.Name + "/" + path
		}
	}
	return path
}

// Find returns the ID of the node at a path of names from the root joined
// by "/", like "near/chase/seesPlayer", and whether there is one.
func (e *Editor) Find(path string) (int, bool) {
	for _, n := range e.nodes {
		if n.Path == path {
			return n.ID, true
		}
	}
	return -1, false
}

// infos describes the text's nodes; the tree built from them holds those
// that are not skipped, in the same order.
func (t *text) infos() []NodeInfo {
	infos := make([]NodeInfo, len(t.items))
	kids := make([]int, len(t.items))      // every node's children, each node's in a run of its own
	bounds := make([][2]int, len(t.items)) // where each node's path is in paths
	size := 0
	for id, it := range t.items {
		bounds[id][1] = len(it.node.Name) // its path's length, for now
		if p := t.parent[id]; p >= 0 {
			bounds[id][1] += bounds[p][1] + 1
		}
		size += bounds[id][1]
	}
	paths := make([]byte, 0, size) // every node's path, one after another
	built := 0
	for id, it := range t.items {
		n := &infos[id]
		*n = NodeInfo{ID: id, Parent: t.parent[id], Node: it.node, Line: it.node.Line, Shape: -1, Skipped: it.node.Off}
		n.Kids, kids = kids[:0:len(it.kids)], kids[len(it.kids):]
		start := len(paths)
		if p := n.Parent; p >= 0 {
			parent := &infos[p]
			n.Index, n.Depth = len(parent.Kids), parent.Depth+1
			n.Skipped = n.Skipped || parent.Skipped
			parent.Kids = append(parent.Kids, id)
			paths = append(append(paths, paths[bounds[p][0]:bounds[p][1]]...), '/')
		}
		paths = append(paths, it.node.Name...)
		bounds[id] = [2]int{start, len(paths)}
		if !n.Skipped {
			n.Shape = built
			built++
		}
	}
	all := string(paths)
	skipped := built
	for id := range infos {
		n := &infos[id]
		n.Path, n.Drawn = all[bounds[id][0]:bounds[id][1]], n.Shape
		if n.Skipped {
			n.Drawn, skipped = skipped, skipped+1
		}
	}
	return infos
}
