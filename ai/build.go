package ai

import (
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
)

// Build turns a tree file into the tree definition enemies run: composites
// and decorators as written, leaves from the vocabulary. A leaf that is not
// in the vocabulary, is of another kind than written, or has wrong arguments
// is reported with its file, line and column; every problem is reported.
func Build(t *config.Tree) (*bt.Tree[*Agent], error) {
	b := builder{file: t.File}
	return b.tree(t.Root)
}

// BuildFile reads the tree file src, which file names, and builds it. Every
// problem of the file is reported in one go, its layout's and its leaves'
// (in the order of the file, up to config.MaxProblems and then a count).
func BuildFile(file string, src []byte) (*bt.Tree[*Agent], error) {
	t, problems := config.ReadTree(file, src)
	if t == nil {
		return nil, config.JoinProblems(file, problems)
	}
	b := builder{file: file, errs: problems}
	return b.tree(t.Root)
}

// tree builds the tree under root, or returns every problem found.
func (b *builder) tree(root *config.TreeNode) (*bt.Tree[*Agent], error) {
	node := b.node(root)
	if len(b.errs) > 0 {
		return nil, config.JoinProblems(b.file, b.errs)
	}
	tree, err := bt.New(node)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", b.file, err)
	}
	return tree, nil
}

type builder struct {
	file string
	errs []*config.FileError
}

func (b *builder) fail(n *config.TreeNode, format string, args ...any) {
	b.errs = append(b.errs, &config.FileError{File: b.file, Line: n.Line, Column: n.Column, Msg: fmt.Sprintf(format, args...)})
}

func (b *builder) node(n *config.TreeNode) *bt.Node[*Agent] {
	if n.Broken() { // reported as it was read
		for _, c := range n.Children {
			b.node(c)
		}
		return nil
	}
	kids := make([]*bt.Node[*Agent], 0, len(n.Children))
	for _, c := range n.Children {
		if k := b.node(c); k != nil {
			kids = append(kids, k)
		}
	}
	if len(kids) != len(n.Children) {
		return nil
	}
	switch {
	case n.Kind.IsLeaf():
		return b.leaf(n, n.Kind)
	case n.Kind == bt.KindGuard:
		cond := b.leaf(n, bt.KindCondition)
		if cond == nil {
			return nil
		}
		return bt.Compose(n.Kind, n.Name, 0, 0, cond, kids...)
	}
	return bt.Compose(n.Kind, n.Name, n.Param, n.Failures, nil, kids...)
}

// leaf builds the vocabulary leaf n runs, which must be of the given kind.
func (b *builder) leaf(n *config.TreeNode, kind bt.Kind) *bt.Node[*Agent] {
	spec, ok := vocabulary[n.Leaf]
	if !ok {
		b.unknownLeaf(n)
		return nil
	}
	if spec.Kind != kind {
		b.fail(n, "%s is %s %s, not %s %s: write [%s]", n.Leaf, article(spec.Kind), spec.Kind, article(kind), kind, spec.Kind)
		return nil
	}
	if len(n.Args) != len(spec.Params) {
		b.fail(n, "%s takes %d argument(s), got %d: write %s", n.Leaf, len(spec.Params), len(n.Args), spec.Usage())
		return nil
	}
	args := make([]any, len(n.Args))
	for i, text := range n.Args {
		v, err := spec.Params[i].read(text)
		if err != nil {
			b.fail(n, "%s: %s: %v", spec.Usage(), spec.Params[i].Name, err)
			return nil
		}
		args[i] = v
	}
	return spec.build(n.Name, args).With(spec.reads(args))
}

// article returns "an" before a kind starting with a vowel, else "a".
func article(k bt.Kind) string {
	if strings.ContainsRune("aeiou", rune(k.String()[0])) {
		return "an"
	}
	return "a"
}

// unknownLeaf reports n's leaf, which is not in the vocabulary, with the
// leaf it is probably a slip for, or else every leaf there is.
func (b *builder) unknownLeaf(n *config.TreeNode) {
	var names, usages []string
	for _, l := range Vocabulary() {
		names, usages = append(names, l.Name), append(usages, l.Usage())
	}
	if hint := config.Closest(n.Leaf, names); hint != "" {
		b.fail(n, "unknown leaf %q (did you mean %s?)", n.Leaf, vocabulary[hint].Usage())
		return
	}
	b.fail(n, "unknown leaf %q (known: %s)", n.Leaf, strings.Join(usages, ", "))
}
