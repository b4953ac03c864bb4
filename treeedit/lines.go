package treeedit

import (
	"strings"
	"unicode/utf8"

	"github.com/enemyai/enemyai/bt/treefile"
)

// text is a tree file's text that reads and builds, held as its nodes'
// lines: each node's line with the lines above it (the comments and blank
// lines since the node line before), so that an edit writes anew only the
// lines of the nodes it touches and copies every other line byte for byte.
type text struct {
	src    []byte
	file   *treefile.File
	root   *item
	items  []*item  // by ID: the nodes in pre-order, which is the order of their lines
	parent []int    // by ID: the parent's ID, -1 for the root
	tail   []string // the lines after the last node's, endings included
	style
}

// style is how a text lays its lines out, which an edit keeps.
type style struct {
	step       int    // how many columns a level indents
	connectors bool   // whether it indents with the tree connectors File.Text writes
	eol        string // the line ending of a line written anew
	final      bool   // whether the text ends with a line ending
}

// item is one node's line and the lines above it.
type item struct {
	node *treefile.Node // what the line says as read; nil for a node an edit adds
	lead []string       // the lines above it since the node line before, endings included
	// indent is its line's indentation as read, and rest the line after
	// it without its ending, as read or as an edit writes it anew.
	indent, rest string
	comment      string // a comment closing its line, with the spaces before it, kept when it is written anew
	eol          string // its line's ending: "\n", "\r\n", or "" for a last line without one or a line added
	col          int    // the columns before its name as read
	drawn        string // the indentation the style gave it where it was read
	kids         []*item
}

// connectorRunes are the tree connectors that count as indentation.
const connectorRunes = "│├└─"

// readText holds src, which reads as f without a problem, as lines.
func readText(src []byte, f *treefile.File) *text {
	lines := splitLines(string(src))
	t := &text{src: src, file: f, style: style{step: 2, eol: "\n", final: len(src) > 0 && src[len(src)-1] == '\n'}}
	if _, eol := cutEnding(lines[0]); eol != "" {
		t.eol = eol
	}
	if kids := f.Root.Children; len(kids) > 0 {
		t.step = kids[0].Column - f.Root.Column
	}
	count := nodes(f.Root)
	all, kids := make([]item, count), make([]*item, count-1) // every item, and every item's children, in one place each
	t.items, t.parent = make([]*item, 0, count), make([]int, 0, count)
	next := 0 // the index of the first line not taken yet
	var add func(n *treefile.Node, parent int) *item
	add = func(n *treefile.Node, parent int) *item {
		body, eol := cutEnding(lines[n.Line-1])
		indent, rest := splitIndent(body)
		id := len(t.items)
		it := &all[id]
		*it = item{node: n, lead: lines[next : n.Line-1], indent: indent, rest: rest, comment: commentOf(rest), eol: eol, col: n.Column - 1}
		it.kids, kids = kids[:0:len(n.Children)], kids[len(n.Children):]
		next = n.Line
		t.items, t.parent = append(t.items, it), append(t.parent, parent)
		t.connectors = t.connectors || strings.TrimLeft(indent, " ") != "" // what is not a space is a connector
		for _, c := range n.Children {
			it.kids = append(it.kids, add(c, id))
		}
		return it
	}
	t.root = add(f.Root, -1)
	t.tail = lines[next:]
	t.indents(t.root, func(it *item, _ int, indent string) { it.drawn = indent })
	return t
}

// nodes counts the nodes under n.
func nodes(n *treefile.Node) int {
	count := 1
	for _, c := range n.Children {
		count += nodes(c)
	}
	return count
}

// splitLines splits s after each line ending, keeping the endings.
func splitLines(s string) []string {
	lines := make([]string, 0, strings.Count(s, "\n")+1)
	for line := range strings.Lines(s) {
		lines = append(lines, line)
	}
	return lines
}

// cutEnding splits a line from its ending.
func cutEnding(line string) (body, eol string) {
	switch {
	case strings.HasSuffix(line, "\r\n"):
		return line[:len(line)-2], "\r\n"
	case strings.HasSuffix(line, "\n"):
		return line[:len(line)-1], "\n"
	}
	return line, ""
}

// splitIndent splits a node's line into its indentation (spaces and tree
// connectors, as the reader counts it) and the rest.
func splitIndent(line string) (indent, rest string) {
	i := 0
	for i < len(line) {
		if line[i] == ' ' {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(line[i:])
		if !strings.ContainsRune(connectorRunes, r) {
			break
		}
		i += size
	}
	return line[:i], line[i:]
}

// commentOf returns the comment that closes a node's line, with the spaces
// before it, or "".
func commentOf(rest string) string {
	cut := strings.IndexByte(rest, '#')
	if cut < 0 {
		return ""
	}
	return rest[len(strings.TrimRight(rest[:cut], " \t")):]
}

// indents calls f for every item under root in pre-order, with its depth
// below root and the indentation the style gives it there.
func (s *style) indents(root *item, f func(it *item, depth int, indent string)) {
	if !s.connectors { // spaces: one run of them serves every depth
		var spaces string
		var walk func(it *item, depth int)
		walk = func(it *item, depth int) {
			if len(spaces) < depth*s.step {
				spaces = strings.Repeat(" ", 2*depth*s.step)
			}
			f(it, depth, spaces[:depth*s.step])
			for _, k := range it.kids {
				walk(k, depth+1)
			}
		}
		walk(root, 0)
		return
	}
	var walk func(it *item, depth int, indent, below string)
	walk = func(it *item, depth int, indent, below string) {
		f(it, depth, indent)
		for i, k := range it.kids {
			last := i == len(it.kids)-1
			walk(k, depth+1, below+s.branch(last), below+s.through(last))
		}
	}
	walk(root, 0, "", "")
}

// branch returns the connector that indents a child one level below its
// parent, the last one's ending the line down.
func (s *style) branch(last bool) string {
	corner := "├"
	if last {
		corner = "└"
	}
	if s.step == 1 {
		return corner
	}
	return corner + strings.Repeat("─", s.step-2) + " "
}

// through returns what indents the lines below a child at its parent's
// level: the line down to the next child, or spaces below the last.
func (s *style) through(last bool) string {
	if last || s.step == 1 {
		return strings.Repeat(" ", s.step)
	}
	return "│" + strings.Repeat(" ", s.step-1)
}

// written is a text an edit writes: its bytes, and for each of its lines
// the item the line belongs to (its node's line or a line above it; nil
// for the tail), and its items in pre-order, which are its node IDs.
type written struct {
	src   []byte
	owner []*item
	order []*item
}

// write writes the tree under root in the style: every item's lines as
// they were read, except the indentation of a node that moved in the tree
// (re-indenting the comments above it alike) and the lines an edit wrote
// anew, then the tail. size is about how long the text will be.
func (s *style) write(root *item, tail []string, size int) written {
	var b strings.Builder
	b.Grow(size)
	var w written
	line := func(it *item, indent, l, eol string) {
		if eol == "" {
			eol = s.eol
		}
		b.WriteString(indent)
		b.WriteString(l)
		b.WriteString(eol)
		w.owner = append(w.owner, it)
	}
	s.indents(root, func(it *item, depth int, indent string) {
		w.order = append(w.order, it)
		shift := utf8.RuneCountInString(indent) - it.col
		for _, l := range it.lead {
			body, eol := cutEnding(l)
			line(it, "", shiftComment(body, shift), eol)
		}
		if indent == it.drawn {
			indent = it.indent
		}
		line(it, indent, it.rest, it.eol)
	})
	for _, l := range tail {
		body, eol := cutEnding(l)
		line(nil, "", body, eol)
	}
	out := b.String()
	if !s.final {
		out = strings.TrimSuffix(out, s.eol)
	}
	w.src = []byte(out)
	return w
}

// shiftComment moves a comment line by shift columns, as far as its leading
// spaces allow; other lines stay as they are.
func shiftComment(line string, shift int) string {
	body := strings.TrimLeft(line, " \t")
	if !strings.HasPrefix(body, "#") || shift == 0 {
		return line
	}
	if shift > 0 {
		return strings.Repeat(" ", shift) + line
	}
	spaces := len(line) - len(strings.TrimLeft(line, " "))
	return line[min(spaces, -shift):]
}
