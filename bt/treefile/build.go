package treefile

import (
	"fmt"

	"github.com/enemyai/enemyai/bt"
)

// Leaves looks up the leaves a tree file names: its caller's vocabulary.
type Leaves[C any] interface {
	// Leaf returns the leaf node n runs, which must be of the given kind (a
	// guard's condition is a KindCondition), or says what is wrong with it:
	// the error is reported at n's line and column.
	Leaf(n *Node, kind bt.Kind) (*bt.Node[C], error)
}

// Build turns a tree file into a bt.Tree: composites and decorators as
// written, leaves from leaves, nodes that are off left out with everything
// under them (their leaves are not looked up); the root must be on.
// problems are the file's problems found while reading it (see
// Reader.Read); every problem, the reading's and the leaves', is reported at
// once, in the order of the file.
func Build[C any](f *File, problems []*Problem, leaves Leaves[C]) (*bt.Tree[C], error) {
	if f == nil { // no root: nothing to build, and the reading said why
		if len(problems) == 0 {
			return nil, fmt.Errorf("treefile: no file to build")
		}
		return nil, Join(problems[0].File, problems)
	}
	b := builder[C]{file: f.Name, errs: problems, leaves: leaves}
	var node *bt.Node[C]
	if r := f.Root; r.Off {
		b.errs = append(b.errs, &Problem{File: f.Name, Line: r.Line, Column: r.Column, Msg: fmt.Sprintf("the root %q is off: a tree needs its root on", r.Name)})
	} else {
		node = b.node(r)
	}
	if len(b.errs) > 0 {
		return nil, Join(f.Name, b.errs)
	}
	tree, err := bt.New(node)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Name, err)
	}
	return tree, nil
}

type builder[C any] struct {
	file   string
	errs   []*Problem
	leaves Leaves[C]
}

// node builds the subtree under n, or nil if any of it has a problem.
// Children that are off are skipped with everything under them: the tree
// is built as if their lines were not there.
func (b *builder[C]) node(n *Node) *bt.Node[C] {
	kids := make([]*bt.Node[C], 0, len(n.Children))
	ok := !n.Broken() // a broken node was reported as it was read; its children are still checked
	for _, c := range n.Children {
		if c.Off {
			continue
		}
		k := b.node(c)
		kids = append(kids, k)
		ok = ok && k != nil
	}
	switch {
	case !ok:
		return nil
	case n.Kind.IsLeaf():
		return b.leaf(n, n.Kind)
	case n.Kind == bt.KindGuard:
		cond := b.leaf(n, bt.KindCondition)
		if cond == nil {
			return nil
		}
		return bt.Compose(n.Kind, n.Name, 0, 0, cond, kids...)
	}
	node := bt.Compose(n.Kind, n.Name, n.Param, n.Failures, nil, kids...)
	if n.Duration != "" { // shown as written, "cooldown 0.5 s", not in ticks
		node.Labelled(n.Label())
	}
	return node
}

// leaf looks up n's leaf, noting what is wrong with it at n's place.
func (b *builder[C]) leaf(n *Node, kind bt.Kind) *bt.Node[C] {
	leaf, err := b.leaves.Leaf(n, kind)
	if err != nil {
		b.errs = append(b.errs, &Problem{File: b.file, Line: n.Line, Column: n.Column, Msg: err.Error()})
		return nil
	}
	return leaf
}
