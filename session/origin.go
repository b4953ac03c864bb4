package session

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strconv"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// Origin is what a session starts from: the configuration and scenario as
// they were read (their text, so a replay file carries them), the seed and
// the extra enemies. Together with the inputs and changes of a session it
// determines every tick.
type Origin struct {
	ConfigName   string // where the configuration came from, for messages
	Config       []byte // its TOML text
	ScenarioName string // where the scenario came from; "" without one
	Scenario     []byte // its TOML text
	Seed         uint64
	Enemies      int // extra enemies at random homes
	// Trees holds the tree files the kinds name, by the name they use, like
	// "near.tree". A kind's tree missing here is read from TreeDir, the
	// configuration file's folder, if set and the file is there, else it is
	// the shipped one of that name (assets/trees).
	Trees   map[string]TreeFile
	TreeDir string
}

// TreeFile is a tree file's text and where it was read: a path on disk, or
// "" for a shipped one.
type TreeFile struct {
	Path string
	Text []byte
	// Replay names the replay file the text was read from, if it was: a
	// problem in it is the replay's, whatever file it was recorded from.
	Replay string
}

// displayName is how messages name the tree file called name.
func (f TreeFile) displayName(name string) string {
	if f.Replay != "" {
		return f.Replay + ": recorded " + name
	}
	if f.Path != "" {
		return f.Path
	}
	return ai.ShippedTreeName(name)
}

// treeFile returns the tree file kind k names: the origin's, or the
// shipped one.
func (o *Origin) treeFile(k *entity.Kind) (TreeFile, error) {
	name := k.Tree
	if f, ok := o.Trees[name]; ok {
		return f, nil
	}
	if o.TreeDir != "" {
		path := filepath.Join(o.TreeDir, filepath.FromSlash(name))
		data, err := config.ReadFile(path)
		var fe *config.FileError
		switch {
		case err == nil:
			return TreeFile{Path: path, Text: data}, nil
		case !errors.As(err, &fe) || fe.Msg != config.FileNotFound:
			return TreeFile{}, err
		}
	}
	src, err := fs.ReadFile(assets.Trees, name)
	if err != nil {
		file, text, field := o.ConfigName, o.Config, "kinds."+k.Name+".tree"
		if config.Sets(o.Scenario, field) { // a kind of the scenario's own
			file, text = o.ScenarioName, o.Scenario
		}
		where := "no shipped tree file " + strconv.Quote(name)
		if o.TreeDir != "" {
			where = fmt.Sprintf("no tree file %q in %s, beside the configuration, and none shipped by that name", name, config.ShortName(o.TreeDir))
		}
		return TreeFile{}, config.FieldError(file, text, field, where)
	}
	return TreeFile{Text: src}, nil
}

// buildTree reads and builds the tree file called name.
func buildTree(name string, f TreeFile) (*bt.Tree[*ai.Agent], error) {
	return ai.BuildFile(f.displayName(name), f.Text)
}

// trees builds the tree of every kind of cfg, and returns the files used,
// by name.
func (o *Origin) trees(kinds []*entity.Kind) (ai.Trees, map[string]TreeFile, error) {
	trees, files := ai.Trees{}, map[string]TreeFile{}
	for _, k := range kinds {
		f, err := o.treeFile(k)
		if err != nil {
			return nil, nil, err
		}
		if trees[k.Name], err = buildTree(k.Tree, f); err != nil {
			return nil, nil, err
		}
		files[k.Tree] = f
	}
	return trees, files, nil
}

// build parses the origin's files: the configuration with the scenario's
// arena and enemies applied, and the scenario's script steps: nil without a
// scenario or steps, when the keyboard plays.
func (o *Origin) build() (*entity.Config, []entity.Step, error) {
	if o.Enemies < 0 || o.Enemies > config.MaxEnemies {
		return nil, nil, fmt.Errorf("%d extra enemies: must be from 0 to %d", o.Enemies, config.MaxEnemies)
	}
	cfg, err := config.ParseConfig(o.ConfigName, o.Config)
	if err != nil {
		return nil, nil, err
	}
	if o.ScenarioName == "" {
		return cfg, nil, nil
	}
	sc, err := config.ParseScenario(o.ScenarioName, o.Scenario, cfg)
	if err != nil {
		return nil, nil, err
	}
	return sc.Apply(cfg), sc.Steps, nil
}
