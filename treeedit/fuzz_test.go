package treeedit_test

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/stretchr/testify/require"
)

// mnode is a node of the reference model of a tree: what its line says,
// without positions.
type mnode struct {
	name, label, leaf string
	kind              bt.Kind
	args              []string
	off               bool
	kids              []*mnode
}

func model(n *treefile.Node) *mnode {
	m := &mnode{name: n.Name, label: n.Label(), leaf: n.Leaf, kind: n.Kind, args: slices.Clone(n.Args), off: n.Off}
	for _, c := range n.Children {
		m.kids = append(m.kids, model(c))
	}
	return m
}

func (m *mnode) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s[%s:%s|%v|%s(%s)]", m.name, m.kind, m.label, m.off, m.leaf, strings.Join(m.args, ","))
	if len(m.kids) > 0 {
		b.WriteString("{")
		for _, k := range m.kids {
			b.WriteString(k.String())
		}
		b.WriteString("}")
	}
	return b.String()
}

// preorder returns the model's nodes in pre-order and each one's parent.
func (m *mnode) preorder() (nodes []*mnode, parent map[*mnode]*mnode) {
	parent = map[*mnode]*mnode{}
	var walk func(n *mnode)
	walk = func(n *mnode) {
		nodes = append(nodes, n)
		for _, k := range n.kids {
			parent[k] = n
			walk(k)
		}
	}
	walk(m)
	return nodes, parent
}

func (m *mnode) clone() *mnode {
	c := *m
	c.args = slices.Clone(m.args)
	c.kids = nil
	for _, k := range m.kids {
		c.kids = append(c.kids, k.clone())
	}
	return &c
}

// The values the fuzz target's edits take.
var (
	fuzzNames  = []string{"a", "b", "attack", "seesPlayer", "x y", "", "n#", "a[b", "ünïcode", strings.Repeat("n", 70), "moveHome", "─x"}
	fuzzArgs   = [][]string{{"detect"}, {"0.3"}, {"2"}, {"1 s"}, nil, {"a)"}, {"attack", "x"}, {"90 ticks"}, {" 1"}, {""}}
	fuzzLeaves = append([]string{"nope", "move#", ""}, func() []string {
		var names []string
		for _, l := range ai.Vocabulary() {
			names = append(names, l.Name)
		}
		return names
	}()...)
	fuzzParams = []string{"3", "0.5 s", "30 ticks", "success 1 failure 1", "success 2 failure 1", "0", "x", "2 s]", " 4 "}
)

// fuzzEdit is an edit the fuzz target makes, and what it means: apply
// makes it on the model of the text before it (holes filled from the tree
// read back, r, and the ID the edit returned), for the model to be
// compared with r.
type fuzzEdit struct {
	edit  edit
	apply func(m *mnode, r []*mnode, focus int) *mnode
}

// decode returns the edit the bytes b (at least 3) ask of an editor.
func decode(e *treeedit.Editor, b []byte) fuzzEdit {
	n := e.Len()
	id, arg, other := int(b[1])%(n+1)-1+min(int(b[0])%2, 1), int(b[2]), int(b[1])/7%n // id is at times -1 or out of range
	catalog := treeedit.Catalog("")
	place := func() treeedit.Place {
		switch arg % 3 {
		case 0:
			return e.Inside(other)
		case 1:
			return e.Before(other)
		}
		return e.After(other)
	}
	// The model's node at a place, as before the edit.
	insertAt := func(m *mnode, at treeedit.Place, node *mnode) {
		nodes, _ := m.preorder()
		p := nodes[at.Parent]
		p.kids = slices.Insert(p.kids, min(max(at.Index, 0), len(p.kids)), node)
	}
	at := func(m *mnode, i int) (*mnode, *mnode) {
		nodes, parent := m.preorder()
		return nodes[i], parent[nodes[i]]
	}
	switch b[0] % 14 {
	case 0:
		c, p := catalog[arg%len(catalog)], place()
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Add(p, c.Insert) },
			func(m *mnode, r []*mnode, focus int) *mnode {
				added := *r[focus]
				added.kids = nil
				insertAt(m, p, &added)
				return m
			}}
	case 1:
		p := place()
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) {
			clip, err := e.Copy(id)
			if err != nil {
				return treeedit.Applied{}, err
			}
			return e.Paste(p, clip)
		}, func(m *mnode, r []*mnode, focus int) *mnode {
			node, _ := at(m, id)
			pasted := node.clone()
			pasted.name = r[focus].name
			insertAt(m, p, pasted)
			return m
		}}
	case 2:
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(id) },
			func(m *mnode, _ []*mnode, _ int) *mnode {
				node, parent := at(m, id)
				parent.kids = slices.DeleteFunc(parent.kids, func(k *mnode) bool { return k == node })
				return m
			}}
	case 3, 4, 5:
		to := treeedit.Place{Parent: other, Index: arg % 4}
		switch b[0] % 14 {
		case 3:
			return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveUp(id) }, move(e, id, to, -1)}
		case 4:
			return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveDown(id) }, move(e, id, to, 1)}
		}
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Move(id, to) }, move(e, id, to, 0)}
	case 6:
		c := catalog[arg%len(catalog)]
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Wrap(id, c.Insert) },
			func(m *mnode, r []*mnode, focus int) *mnode {
				wrapper := *r[focus]
				node, parent := at(m, id)
				wrapper.kids = []*mnode{node}
				if parent == nil {
					return &wrapper
				}
				parent.kids[slices.Index(parent.kids, node)] = &wrapper
				return m
			}}
	case 7:
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Unwrap(id) },
			func(m *mnode, _ []*mnode, _ int) *mnode {
				node, parent := at(m, id)
				for _, k := range node.kids {
					k.off = k.off || node.off
				}
				if parent == nil {
					return node.kids[0]
				}
				i := slices.Index(parent.kids, node)
				parent.kids = slices.Replace(parent.kids, i, i+1, node.kids...)
				return m
			}}
	case 8:
		kind := bt.Kind(arg % 17)
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.ChangeKind(id, kind) }, changed(id, int(kind), "label", "leaf", "args")}
	case 9:
		name := fuzzNames[arg%len(fuzzNames)]
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Rename(id, name) },
			func(m *mnode, r []*mnode, focus int) *mnode {
				node, _ := at(m, id)
				node.name = name
				return m
			}}
	case 10:
		args := fuzzArgs[arg%len(fuzzArgs)]
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetArgs(id, args) },
			func(m *mnode, _ []*mnode, _ int) *mnode {
				node, _ := at(m, id)
				node.args = slices.Clone(args)
				return m
			}}
	case 11:
		leaf := fuzzLeaves[arg%len(fuzzLeaves)]
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetLeaf(id, leaf) }, changed(id, -1, "leaf", "args", "label")}
	case 12:
		params := fuzzParams[arg%len(fuzzParams)]
		return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetParams(id, params) }, changed(id, -1, "label")}
	}
	off := arg%2 == 0
	return fuzzEdit{func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(id, off) },
		func(m *mnode, _ []*mnode, _ int) *mnode {
			node, _ := at(m, id)
			node.off = off
			return m
		}}
}

// move returns what moving node id to a place (dir 0), or up (-1) or down
// (1) among its siblings, does to the model.
func move(e *treeedit.Editor, id int, to treeedit.Place, dir int) func(m *mnode, _ []*mnode, _ int) *mnode {
	return func(m *mnode, _ []*mnode, _ int) *mnode {
		nodes, parent := m.preorder()
		node, from := nodes[id], parent[nodes[id]]
		i := slices.Index(from.kids, node)
		dst, index := nodes[to.Parent], to.Index
		if dir != 0 {
			dst, index = from, i+dir
		} else if dst == from && index > i {
			index--
		}
		from.kids = slices.Delete(from.kids, i, i+1)
		dst.kids = slices.Insert(dst.kids, min(index, len(dst.kids)), node)
		return m
	}
}

// changed returns what changing node id does to the model: the fields
// named as the tree read back has them (a label with its kind), and the
// kind asked for (if not -1).
func changed(id int, kind int, fields ...string) func(m *mnode, r []*mnode, focus int) *mnode {
	return func(m *mnode, r []*mnode, focus int) *mnode {
		nodes, _ := m.preorder()
		node, got := nodes[id], r[focus]
		defer func() {
			if kind >= 0 {
				node.kind = bt.Kind(kind)
			}
		}()
		for _, f := range fields {
			switch f {
			case "label":
				node.label, node.kind = got.label, got.kind
			case "leaf":
				node.leaf = got.leaf
			case "args":
				node.args = got.args
			}
		}
		return m
	}
}

// commentLines returns the text's comment lines, sorted.
func commentLines(src []byte) []string {
	var out []string
	for line := range strings.Lines(string(src)) {
		if l := strings.TrimSpace(line); strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	sort.Strings(out)
	return out
}

// FuzzEdits makes random edits, undos and redos on the shipped trees and
// base: no text that does not build is ever applied; every text applied
// reads back as the tree the edit meant (a model of the tree before it,
// changed as the edit says), keeping every comment but those of a branch
// deleted or pasted; a refused edit leaves the text as it was; undo and
// redo give back each text byte for byte, and undoing every edit gives back
// the text the editor started with.
// fuzzEditsMost is how many edits of an input FuzzEdits makes: a few more
// than MaxUndo, so that the oldest is forgotten. An input of a thousand
// took 0.1 s a run, and minimizing it stalled the fuzzing for minutes.
const fuzzEditsMost = treeedit.MaxUndo + 8

// fuzzEditsNodes is how many nodes a tree may grow to before FuzzEdits
// makes no more edits of an input: each edit parses and builds the whole
// tree, and an input pasting a branch again and again grew a tree of
// hundreds of nodes in 0.8 s a run, which minimizing (500 runs) made seven
// minutes of CI.
const fuzzEditsNodes = 96

func FuzzEdits(f *testing.F) {
	f.Add(byte(0), []byte{0, 1, 3, 6, 4, 13, 13, 1, 8, 5, 3, 2, 14, 0, 0})
	f.Add(byte(1), []byte{1, 9, 2, 2, 20, 1, 8, 30, 5, 15, 0, 0, 7, 3, 0})
	f.Add(byte(2), []byte{6, 5, 11, 12, 10, 9, 10, 11, 4, 11, 3, 30, 9, 14, 4})
	f.Add(byte(3), []byte{5, 40, 2, 3, 9, 0, 4, 5, 1, 16, 0, 0, 7, 12, 3})
	texts := shipped(f)
	names := slices.Sorted(func(yield func(string) bool) {
		for name := range texts {
			if !yield(name) {
				return
			}
		}
	})
	texts["base.tree"], names = []byte(base), append(names, "base.tree")
	f.Fuzz(func(t *testing.T, which byte, ops []byte) {
		name := names[int(which)%len(names)]
		src := texts[name]
		e, err := treeedit.New(name, src)
		require.NoError(t, err)
		done, undone := [][]byte{}, [][]byte{} // the texts Undo and Redo must give back
		start := src                           // the text undoing every edit it can gives back: beyond MaxUndo, not src
		ops = ops[:min(len(ops), 3*fuzzEditsMost)]
		for len(ops) >= 3 && e.Len() <= fuzzEditsNodes {
			b := ops[:3]
			ops = ops[3:]
			before := e.Text()
			switch b[0] % 16 {
			case 14:
				got, ok := e.Undo()
				require.Equal(t, len(done) > 0, ok)
				if ok {
					require.Equal(t, string(done[len(done)-1]), string(got))
					undone, done = append(undone, before), done[:len(done)-1]
				}
				continue
			case 15:
				got, ok := e.Redo()
				require.Equal(t, len(undone) > 0, ok)
				if ok {
					require.Equal(t, string(undone[len(undone)-1]), string(got))
					done, undone = append(done, before), undone[:len(undone)-1]
				}
				continue
			}
			edit := decode(e, b)
			a, err := edit.edit(e)
			if err != nil {
				var refused *treeedit.Refused
				require.True(t, errors.As(err, &refused), "%v", err)
				for _, p := range refused.Problems {
					require.True(t, p.Node >= -1 && p.Node < e.Len(), "problem %v of node %d", p, p.Node)
				}
				require.Equal(t, string(before), string(e.Text()), "a refused edit changes nothing")
				continue
			}
			require.Equal(t, string(a.Text), string(e.Text()))
			_, err = ai.BuildFile(name, a.Text)
			require.NoError(t, err, "an applied text builds:\n%s", a.Text)
			if bytes.Equal(a.Text, before) {
				continue
			}
			done, undone = append(done, before), nil
			if len(done) > treeedit.MaxUndo { // the oldest edit is forgotten
				done = done[1:]
				start = done[0]
			}
			was, err := ai.Syntax.Parse(name, before)
			require.NoError(t, err)
			now, err := ai.Syntax.Parse(name, a.Text)
			require.NoError(t, err)
			r, _ := model(now.Root).preorder()
			want := edit.apply(model(was.Root), r, a.Node)
			require.Equal(t, want.String(), model(now.Root).String(), "edit %v of\n%s\nmade\n%s", b, before, a.Text)
			if op := b[0] % 14; op != 1 && op != 2 {
				require.Equal(t, commentLines(before), commentLines(a.Text), "the comments are kept")
			}
		}
		for {
			if _, ok := e.Undo(); !ok {
				break
			}
		}
		require.Equal(t, string(start), string(e.Text()), "undone to the start, or as far as MaxUndo edits back")
	})
}
