package ai

import (
	"io/fs"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/enemyai/enemyai/entity"
)

// ShippedTree builds the tree file shipped under assets/trees with the given
// name, like "near.tree".
func ShippedTree(name string) (*treefile.File, error) {
	src, err := fs.ReadFile(assets.Trees, name)
	if err != nil {
		return nil, &treefile.Problem{File: ShippedTreeName(name), Msg: "no such shipped tree"}
	}
	return Syntax.Parse(ShippedTreeName(name), src)
}

// ShippedTreeName is how messages name a shipped tree file.
func ShippedTreeName(name string) string { return "assets/trees/" + name + " (embedded)" }

// ShippedTrees builds every kind's tree from the shipped tree files its Tree
// names: the trees of the embedded configuration.
func ShippedTrees(kinds []*entity.Kind) (Trees, error) {
	trees := Trees{}
	for _, k := range kinds {
		def, err := ShippedTree(k.Tree)
		if err != nil {
			return nil, err
		}
		if trees[k.Name], err = Build(def); err != nil {
			return nil, err
		}
	}
	return trees, nil
}
