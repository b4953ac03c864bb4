package ai

import (
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/spell"
)

// Syntax reads the game's tree files: a duration in seconds is the nearest
// whole number of the world's ticks.
var Syntax = treefile.Reader{TicksPerSecond: 1 / entity.Dt}

// Build turns a tree file into the tree definition enemies run: composites
// and decorators as written, leaves from the vocabulary. A leaf that is not
// in the vocabulary, is of another kind than written, or has wrong arguments
// is reported with its file, line and column; every problem is reported.
func Build(f *treefile.File) (*bt.Tree[*Agent], error) {
	return treefile.Build(f, nil, vocabularyLeaves{})
}

// BuildFile reads the tree file src, which file names, and builds it. Every
// problem of the file is reported in one go, its layout's and its leaves'
// (in the order of the file, up to treefile.MaxProblems and then a count).
func BuildFile(file string, src []byte) (*bt.Tree[*Agent], error) {
	_, tree, err := ReadAndBuild(file, src)
	return tree, err
}

// ReadAndBuild reads and builds the tree file src as BuildFile does, and
// returns what it read too: the file's nodes, with nodes that are off, for
// an editor to address (nil when the file has problems).
func ReadAndBuild(file string, src []byte) (*treefile.File, *bt.Tree[*Agent], error) {
	f, problems := Syntax.Read(file, src)
	tree, err := treefile.Build(f, problems, vocabularyLeaves{})
	if err != nil {
		return nil, nil, err
	}
	return f, tree, nil
}

// vocabularyLeaves gives tree files the leaves of the vocabulary.
type vocabularyLeaves struct{}

// Leaf builds the vocabulary leaf n runs, which must be of the given kind.
func (vocabularyLeaves) Leaf(n *treefile.Node, kind bt.Kind) (*bt.Node[*Agent], error) {
	spec, ok := vocabulary[n.Leaf]
	if !ok {
		return nil, unknownLeaf(n)
	}
	if spec.Kind != kind {
		return nil, fmt.Errorf("%s is %s, not %s: write [%s]", n.Leaf, treefile.Article(spec.Kind), treefile.Article(kind), spec.Kind)
	}
	if len(n.Args) != len(spec.Params) {
		return nil, fmt.Errorf("%s takes %d argument(s), got %d: write %s", n.Leaf, len(spec.Params), len(n.Args), spec.Usage())
	}
	args := make([]any, len(n.Args))
	for i, text := range n.Args {
		v, err := spec.Params[i].read(text)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %v", spec.Usage(), spec.Params[i].Name, err)
		}
		args[i] = v
	}
	reads := spec.reads(args)
	reads.call, reads.text = fmt.Sprint(n.Leaf, args), n.Leaf
	if len(n.Args) > 0 {
		reads.text += "(" + strings.Join(n.Args, ", ") + ")"
	}
	return spec.build(n.Name, args).With(reads), nil
}

// unknownLeaf says that n's leaf is not in the vocabulary, with the leaf it
// is probably a slip for, or else every leaf there is.
func unknownLeaf(n *treefile.Node) error {
	var names, usages []string
	for _, l := range Vocabulary() {
		names, usages = append(names, l.Name), append(usages, l.Usage())
	}
	if hint := spell.Closest(n.Leaf, names); hint != "" {
		return fmt.Errorf("unknown leaf %q (did you mean %s?)", n.Leaf, vocabulary[hint].Usage())
	}
	return fmt.Errorf("unknown leaf %q (known: %s)", n.Leaf, strings.Join(usages, ", "))
}
