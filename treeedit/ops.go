package treeedit

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
)

// Place is where a node goes: among the children of node Parent, before
// the one at Index (an Index of the number of children or more: after the
// last one).
type Place struct {
	Parent, Index int
}

// Before returns the place just before node id among its siblings. The
// root's places, beside it, have Parent -1, where no node can go: a tree
// file has one root.
func (e *Editor) Before(id int) Place {
	if id < 0 || id >= len(e.nodes) {
		return Place{Parent: id}
	}
	return Place{Parent: e.nodes[id].Parent, Index: e.nodes[id].Index}
}

// After returns the place just after node id among its siblings.
func (e *Editor) After(id int) Place {
	p := e.Before(id)
	p.Index++
	return p
}

// Inside returns the place after the last child of node id.
func (e *Editor) Inside(id int) Place {
	if id < 0 || id >= len(e.nodes) {
		return Place{Parent: id}
	}
	return Place{Parent: id, Index: len(e.nodes[id].Kids)}
}

// Add adds a node at a place: a vocabulary leaf with its default
// arguments, or a composite or decorator kind, which comes in off (it has
// no child yet: add its children, then switch it on).
func (e *Editor) Add(at Place, what Insert) (Applied, error) {
	if err := e.checkPlace(at); err != nil {
		return Applied{}, err
	}
	n, params, err := e.newNode(what, at.Parent, -1)
	if err != nil {
		return Applied{}, err
	}
	n.Off = !n.Kind.IsLeaf()
	c := e.change(at.Parent)
	c.focus = newItem(withLabel(n, label(n.Kind, params)))
	c.insert(at, c.focus)
	return e.apply(c)
}

// Paste adds a copied branch at a place: clip is tree file text, like
// Copy's, read as a tree file is (its problems are at its own lines) and
// indented as the text indents, comments included, but for comments after
// its last node. A branch named as a node already at the place is renamed
// with a number ("attack2").
func (e *Editor) Paste(at Place, clip []byte) (Applied, error) {
	if err := e.checkPlace(at); err != nil {
		return Applied{}, err
	}
	clip = withEndings(clip, e.text.eol)
	f, problems := ai.Syntax.Read(clipName, clip)
	if len(problems) > 0 {
		return Applied{}, refusedText(e.text, treefile.Join(clipName, problems), func(int) int { return at.Parent })
	}
	root := *readText(clip, f).root
	if name := e.freeName(f.Root.Name, at.Parent, -1); name != f.Root.Name {
		n := *f.Root
		n.Name = name
		root.rest = n.Text() + root.comment
	}
	c := e.change(at.Parent)
	c.focus = &root
	c.insert(at, c.focus)
	return e.apply(c)
}

// clipName names pasted text in messages.
const clipName = "pasted text"

// withEndings returns src with its line endings made eol.
func withEndings(src []byte, eol string) []byte {
	s := strings.ReplaceAll(string(src), "\r\n", "\n")
	if eol != "\n" {
		s = strings.ReplaceAll(s, "\n", eol)
	}
	return []byte(s)
}

// Copy returns node id's branch as tree file text, the node at column 1 and
// its comments with it (those above its line up to a blank line, and those
// between the lines of its branch): Paste reads it, and so does a tree
// file reader.
func (e *Editor) Copy(id int) ([]byte, error) {
	if err := e.checkID(id); err != nil {
		return nil, err
	}
	root := *e.text.items[id]
	root.lead = commentsAbove(root.lead)
	st := e.text.style
	st.final = true
	return st.write(&root, nil, 0).src, nil
}

// commentsAbove returns the comment lines at the end of lines, up to the
// last blank line.
func commentsAbove(lines []string) []string {
	i := len(lines)
	for i > 0 && strings.HasPrefix(strings.TrimLeft(lines[i-1], " \t"), "#") {
		i--
	}
	return lines[i:]
}

// Delete deletes node id with its branch and the lines above it. The node
// after it, else the one before it, is the one to select. An only child is
// not deleted: its parent, a composite or a decorator, needs a child.
func (e *Editor) Delete(id int) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	n := e.nodes[id]
	if n.Parent < 0 {
		return Applied{}, e.refuse(id, "the root %q cannot be deleted: a tree has one root", n.Node.Name)
	}
	if p := e.nodes[n.Parent]; len(p.Kids) == 1 {
		return Applied{}, e.refuse(id, "%q is the only child of %q [%s], which needs one: delete %q with it, or add another child first",
			n.Node.Name, p.Node.Name, p.Node.Kind, p.Node.Name)
	}
	c := e.change(id)
	c.remove(id)
	kids := c.cur(n.Parent).kids
	if n.Index < len(kids) {
		c.focus = kids[n.Index]
	} else {
		c.focus = kids[n.Index-1]
	}
	return e.apply(c)
}

// Move moves node id with its branch and the lines above it to a place,
// whose Index counts the children as they are before the move.
func (e *Editor) Move(id int, to Place) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	if err := e.checkPlace(to); err != nil {
		return Applied{}, err
	}
	n := e.nodes[id]
	if n.Parent < 0 {
		return Applied{}, e.refuse(id, "the root %q cannot move: every node is below it", n.Node.Name)
	}
	for p := to.Parent; p >= 0; p = e.nodes[p].Parent {
		if p == id {
			return Applied{}, e.refuse(id, "%q cannot move into its own branch", n.Node.Name)
		}
	}
	index := to.Index
	if to.Parent == n.Parent && index > n.Index {
		index--
	}
	c := e.change(id)
	it := c.cur(id)
	c.remove(id)
	c.insert(Place{Parent: to.Parent, Index: index}, it)
	return e.apply(c)
}

// MoveUp moves node id before the sibling before it.
func (e *Editor) MoveUp(id int) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	if n := e.nodes[id]; n.Parent >= 0 && n.Index == 0 {
		return Applied{}, e.refuse(id, "%q is the first child of %q already", n.Node.Name, e.nodes[n.Parent].Node.Name)
	}
	p := e.Before(id)
	p.Index--
	return e.Move(id, p)
}

// MoveDown moves node id after the sibling after it.
func (e *Editor) MoveDown(id int) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	if n := e.nodes[id]; n.Parent >= 0 && n.Index == len(e.nodes[n.Parent].Kids)-1 {
		return Applied{}, e.refuse(id, "%q is the last child of %q already", n.Node.Name, e.nodes[n.Parent].Node.Name)
	}
	p := e.After(id)
	p.Index++
	return e.Move(id, p)
}

// Wrap puts a new composite or decorator in node id's place, with node id
// as its only child, taking the comments above it. The new node is off if
// node id is.
func (e *Editor) Wrap(id int, in Insert) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	if in.Kind.IsLeaf() {
		return Applied{}, e.refuse(id, "a node is wrapped in a composite or a decorator, not in %s", treefile.Article(in.Kind))
	}
	info := e.nodes[id]
	n, params, err := e.newNode(in, info.Parent, id)
	if err != nil {
		return Applied{}, err
	}
	n.Off = info.Node.Off
	c := e.change(id)
	it := c.mut(id)
	wrapper := newItem(withLabel(n, label(n.Kind, params)))
	wrapper.lead, wrapper.col, it.lead = it.lead, it.col, nil
	wrapper.kids = []*item{it}
	if info.Parent < 0 {
		c.root = wrapper
	} else {
		p := c.cur(info.Parent)
		p.kids[slices.Index(p.kids, it)] = wrapper
	}
	c.focus = wrapper
	return e.apply(c)
}

// Unwrap puts node id's children in its place, the comments above it
// going above the first. The children of a node that is off are switched
// off, so that the tree as built stays as it was.
func (e *Editor) Unwrap(id int) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	info := e.nodes[id]
	switch {
	case len(info.Kids) == 0:
		return Applied{}, e.refuse(id, "%q is %s: it wraps nothing", info.Node.Name, treefile.Article(info.Node.Kind))
	case info.Parent < 0 && len(info.Kids) > 1:
		return Applied{}, e.refuse(id, "unwrapping the root %q would leave %d roots: a tree file has one", info.Node.Name, len(info.Kids))
	}
	c := e.change(id)
	for _, k := range info.Kids {
		if info.Node.Off && !e.nodes[k].Node.Off {
			n := c.node(k)
			n.Off = true
			c.setNode(k, n)
		}
	}
	first := c.mut(info.Kids[0])
	var lead []string
	for _, l := range c.cur(id).lead {
		body, eol := cutEnding(l)
		lead = append(lead, shiftComment(body, first.col-c.cur(id).col)+eol)
	}
	first.lead = append(lead, first.lead...)
	kids := c.cur(id).kids
	if info.Parent < 0 {
		c.root = kids[0]
	} else {
		p := c.mut(info.Parent)
		i := slices.Index(p.kids, c.cur(id))
		p.kids = slices.Replace(p.kids, i, i+1, kids...)
	}
	c.focus = kids[0]
	return e.apply(c)
}

// ChangeKind makes node id a node of another kind, keeping its name and
// children where the new kind allows them: a composite or decorator may
// become any composite (a parallel with [parallel success 1 failure 1]), or
// a decorator if at most one of its children is on; a leaf may become
// another leaf kind, which builds only if its vocabulary leaf is of that
// kind (SetLeaf changes both). Counts and durations stay when both kinds have them
// (repeat and retry until success, cooldown and timeout), other parameters
// start as an added node's do. Otherwise it says which children cannot
// stay, and changes nothing.
func (e *Editor) ChangeKind(id int, kind bt.Kind) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	old := e.nodes[id].Node
	if kind > bt.KindTimeout {
		return Applied{}, e.refuse(id, "no node kind %d: the kinds go from %d to %d", kind, bt.KindCondition, bt.KindTimeout)
	}
	c := e.change(id)
	n := c.node(id)
	n.Kind = kind
	params := ""
	switch {
	case kind == old.Kind:
		return e.apply(c)
	case kind.IsLeaf() && !old.Kind.IsLeaf():
		return Applied{}, e.refuse(id, "%q [%s] cannot become %s: a leaf has no children, so %s cannot stay",
			old.Name, old.Label(), treefile.Article(kind), e.names(e.nodes[id].Kids))
	case old.Kind.IsLeaf() && !kind.IsLeaf():
		return Applied{}, e.refuse(id, "%q is %s: %s needs children, and a leaf has none: wrap %q in a [%s] instead",
			old.Name, treefile.Article(old.Kind), treefile.Article(kind), old.Name, kind)
	case kind.IsLeaf():
	case kind.IsDecorator() && len(e.on(id)) > 1:
		return Applied{}, e.refuse(id, "%q [%s] cannot become %s: a decorator has one child that is on, so %s cannot stay (switch them off, or move them out first)",
			old.Name, old.Label(), treefile.Article(kind), e.names(e.on(id)[1:]))
	default:
		params = keptParams(old, kind)
		n.Leaf, n.Args = "", nil
		if kind == bt.KindGuard {
			n.Leaf = firstCondition()
			n.Args = defaultArgs(n.Leaf)
		}
	}
	c.setLine(id, withLabel(n, label(kind, params)))
	return e.apply(c)
}

// keptParams returns the parameters a node of kind takes when it was old:
// old's count or duration when kind has one too, else the kind's defaults.
func keptParams(old *treefile.Node, kind bt.Kind) string {
	counted := func(k bt.Kind) bool { return k == bt.KindRepeat || k == bt.KindRetryUntilSuccess }
	timed := func(k bt.Kind) bool { return k == bt.KindCooldown || k == bt.KindTimeout }
	switch {
	case counted(kind) && counted(old.Kind):
		return strconv.Itoa(old.Param)
	case timed(kind) && timed(old.Kind):
		return old.Duration
	}
	s, _ := spec(kind)
	return s.params
}

// on returns the IDs of node id's children that are on.
func (e *Editor) on(id int) []int {
	return slices.DeleteFunc(slices.Clone(e.nodes[id].Kids), func(k int) bool { return e.nodes[k].Node.Off })
}

// names lists the nodes' names quoted, "a", "b" and "c".
func (e *Editor) names(ids []int) string {
	q := make([]string, len(ids))
	for i, id := range ids {
		q[i] = strconv.Quote(e.nodes[id].Node.Name)
	}
	if len(q) < 2 {
		return strings.Join(q, "")
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}

// Rename gives node id another name. A leaf that ran the leaf of its own
// name keeps running it, now written after its kind.
func (e *Editor) Rename(id int, name string) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	if err := checkName(name); err != nil {
		return Applied{}, e.refuse(id, "%v", err)
	}
	c := e.change(id)
	n := c.node(id)
	n.Name = name
	c.setNode(id, n)
	return e.apply(c)
}

// SetArgs sets the arguments of a leaf or a guard's condition, as text
// ("attack", "0.5", "2 s"): the vocabulary's own reader checks each against
// its parameter's range (ai.ParamSpec.Check says the same of one
// argument).
func (e *Editor) SetArgs(id int, args []string) (Applied, error) {
	n, err := e.leafNode(id)
	if err != nil {
		return Applied{}, err
	}
	for _, a := range args {
		if err := checkArg(a); err != nil {
			return Applied{}, e.refuse(id, "%v", err)
		}
	}
	n.Args = slices.Clone(args)
	c := e.change(id)
	c.setNode(id, n)
	return e.apply(c)
}

// SetLeaf makes a leaf or a guard run another vocabulary leaf, with its
// parameters' defaults; a leaf takes the vocabulary leaf's kind.
func (e *Editor) SetLeaf(id int, leaf string) (Applied, error) {
	n, err := e.leafNode(id)
	if err != nil {
		return Applied{}, err
	}
	if err := checkLeaf(leaf); err != nil {
		return Applied{}, e.refuse(id, "%v", err)
	}
	n.Leaf, n.Args = leaf, defaultArgs(leaf)
	if l := vocabularyLeaf(leaf); l != nil && n.Kind.IsLeaf() {
		n.Kind = l.Kind
	}
	c := e.change(id)
	c.setNode(id, n)
	return e.apply(c)
}

// leafNode returns a copy of node id to change its leaf or arguments, or
// why it has none.
func (e *Editor) leafNode(id int) (*treefile.Node, error) {
	if err := e.checkID(id); err != nil {
		return nil, err
	}
	n := *e.nodes[id].Node
	n.Children = nil
	if !n.Kind.IsLeaf() && n.Kind != bt.KindGuard {
		return nil, e.refuse(id, "%q is %s: only leaves and guards run a leaf with arguments", n.Name, treefile.Article(n.Kind))
	}
	return &n, nil
}

// SetParams sets the parameters of a parallel, repeat, retry until
// success, cooldown or timeout as brackets hold them after the kind: "3",
// "0.5 s", "30 ticks", "success 2 failure 1". The reader checks them, with
// a file's messages.
func (e *Editor) SetParams(id int, params string) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	n := e.nodes[id].Node
	if _, ok := spec(n.Kind); !ok || n.Label() == n.Kind.String() {
		return Applied{}, e.refuse(id, "%q is %s: it takes no parameters", n.Name, treefile.Article(n.Kind))
	}
	if strings.ContainsAny(params, "[],#") || !printable(params) {
		return Applied{}, e.refuse(id, "parameters %q: a kind's parameters hold no brackets, commas, '#' or control characters", params)
	}
	c := e.change(id)
	c.setLine(id, withLabel(n, label(n.Kind, strings.Join(strings.Fields(params), " "))))
	return e.apply(c)
}

// SetOff switches node id off (off true: the tree is built as if its
// branch were not there) or on again; a composite or decorator added off
// is switched on once it has a child.
func (e *Editor) SetOff(id int, off bool) (Applied, error) {
	if err := e.checkID(id); err != nil {
		return Applied{}, err
	}
	if info := e.nodes[id]; !off && !info.Node.Kind.IsLeaf() && len(info.Kids) == 0 {
		return Applied{}, e.refuse(id, "%q [%s] has no children yet: add a child before switching it on", info.Node.Name, info.Node.Kind)
	}
	c := e.change(id)
	n := c.node(id)
	n.Off = off
	c.setNode(id, n)
	return e.apply(c)
}

// newNode returns the node to insert as what among the children of parent
// (but for node except, which the new node wraps), and the parameters its
// kind takes.
func (e *Editor) newNode(what Insert, parent, except int) (*treefile.Node, string, error) {
	if what.Kind > bt.KindTimeout {
		return nil, "", e.refuse(parent, "no node kind %d: the kinds go from %d to %d", what.Kind, bt.KindCondition, bt.KindTimeout)
	}
	name := what.Name
	if name == "" {
		name = e.freeName(defaultName(what), parent, except)
	}
	if err := checkName(name); err != nil {
		return nil, "", e.refuse(parent, "%v", err)
	}
	n := &treefile.Node{Name: name, Kind: what.Kind}
	params := ""
	switch {
	case what.Kind.IsLeaf():
		n.Leaf = cmp.Or(what.Leaf, name)
	case what.Kind == bt.KindGuard:
		n.Leaf = cmp.Or(what.Leaf, firstCondition())
	default:
		s, _ := spec(what.Kind)
		params = s.params
	}
	if n.Leaf != "" {
		if err := checkLeaf(n.Leaf); err != nil {
			return nil, "", e.refuse(parent, "%v", err)
		}
		n.Args = defaultArgs(n.Leaf)
	}
	return n, params, nil
}

// freeName returns name, or name with the first number from 2 that makes
// it a name no child of parent has (but for node except).
func (e *Editor) freeName(name string, parent, except int) string {
	if parent < 0 {
		return name
	}
	taken := map[string]bool{}
	for _, k := range e.nodes[parent].Kids {
		if k != except {
			taken[e.nodes[k].Node.Name] = true
		}
	}
	free := name
	for i := 2; taken[free]; i++ {
		free = name + strconv.Itoa(i)
	}
	return free
}

// withLabel returns n's line as File.Text writes it, with label in its
// brackets instead of its own kind and parameters.
func withLabel(n *treefile.Node, label string) string {
	return n.Name + " [" + label + n.Text()[len(n.Name)+2+len(n.Label()):]
}

// checkID says whether id is a node of the current text.
func (e *Editor) checkID(id int) error {
	if id < 0 || id >= len(e.nodes) {
		return e.refuse(-1, "no node %d: the tree's nodes are 0 to %d", id, len(e.nodes)-1)
	}
	return nil
}

// checkPlace says whether a node can go at a place.
func (e *Editor) checkPlace(at Place) error {
	if at.Parent == -1 {
		return e.refuse(0, "nothing goes beside the root %q: a tree file has one root", e.nodes[0].Node.Name)
	}
	return e.checkID(at.Parent)
}
