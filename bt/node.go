package bt

// Node is one node of a tree definition under construction, built by the
// functions named after each kind (Sequence, Condition, Repeat, ...). Nodes are
// descriptions only: New validates a root Node and compiles it into a Tree,
// which is what agents run. A Node can be reused in several definitions.
//
// C is the agent context every leaf receives: usually a pointer to the agent.
type Node[C any] struct {
	kind     Kind
	name     string
	children []*Node[C]
	n        int // Repeat, Retry, Cooldown and Timeout: the count; Parallel: success threshold.
	failures int // Parallel: failure threshold.

	cond  func(C) bool
	act   func(C) Status
	start func(C) Status
	halt  func(C)
	why   func(C) string
	meta  any
	label string // what displays show after the name; "": the kind and parameters
}

// Why attaches a reason function to a leaf or guard and returns the node. After
// the node is ticked on an instance whose reasons are switched on (see
// Instance.Explain), the function is called with the same context and its text
// is kept as the node's reason, for example "dist 5.2 > detect 4.0". Nothing is
// called for instances nobody explains, so reasons cost nothing in the common
// case.
func (n *Node[C]) Why(reason func(C) string) *Node[C] {
	n.why = reason
	return n
}

// With attaches meta, a value of the builder's own, to the node and returns
// the node. The tree keeps it for each place the node takes: Shape.Meta
// returns it. Package bt does not look at it; a game can declare there, for
// example, what a leaf reads, to know which agents it may skip.
func (n *Node[C]) With(meta any) *Node[C] {
	n.meta = meta
	return n
}

// Meta returns the value attached with With, or nil.
func (n *Node[C]) Meta() any { return n.meta }

// Labelled sets what displays show after the node's name (Row.Label,
// Shape.Text), in place of its kind and parameters, and returns the node:
// a tree file's "cooldown 0.5 s" for a Cooldown that counts 30 ticks, say,
// where the label would be "cooldown 30".
func (n *Node[C]) Labelled(label string) *Node[C] {
	n.label = label
	return n
}

// Condition returns a condition's function, or a guard's, or nil: for
// builders that wrap a condition leaf into a Guard.
func (n *Node[C]) Condition() func(C) bool { return n.cond }

// Reason returns the reason function attached with Why, or nil.
func (n *Node[C]) Reason() func(C) string { return n.why }

// Name returns the node's name.
func (n *Node[C]) Name() string { return n.name }

// Kind returns the node's kind.
func (n *Node[C]) Kind() Kind { return n.kind }
