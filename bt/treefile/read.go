package treefile

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/internal/spell"
)

// File is a behavior tree read from a tree file: what Build turns into a
// bt.Tree with the caller's leaves.
type File struct {
	Name string // the file's name, for messages
	Root *Node
}

// Node is one node of a tree file.
type Node struct {
	Name string
	Kind bt.Kind
	// Param is what bt.NodeInfo.Param holds for the kind (bt.Compose takes
	// it): the count of repeat and retry until success, the duration in
	// ticks of cooldown and timeout, parallel's successes to succeed.
	Param    int
	Failures int    // parallel: failures to fail
	Duration string // cooldown, timeout: the duration as written, like "0.5 s"
	Leaf     string // leaves and guards: the vocabulary leaf it runs
	Args     []string
	// Off is set for a node written off, "[sequence, off]": Build skips it
	// and everything under it, as if those lines were not there.
	Off      bool
	Children []*Node

	Line, Column int // where the node's name starts

	broken bool // its line had a problem: kept so the lines below it fit in
	lost   bool // a line that may have been its child could not be read: its shape is not checked
}

// kindNames names the kinds, in bt's order.
var kindNames = func() []string {
	var names []string
	for k := bt.KindCondition; k <= bt.KindTimeout; k++ {
		names = append(names, k.String())
	}
	return names
}()

// kindByName maps the bracketed kinds to bt's kinds.
var kindByName = func() map[string]bt.Kind {
	m := map[string]bt.Kind{}
	for i, name := range kindNames {
		m[name] = bt.KindCondition + bt.Kind(i)
	}
	return m
}()

// kindList names the kinds for messages.
func kindList() string { return strings.Join(kindNames, ", ") }

// closestKind returns the kind that the first of words (up to three, as
// long as the longest kind's name) are a typing slip away from, trying the
// most words first, or "".
func closestKind(words []string) string {
	for k := min(len(words), 3); k > 0; k-- {
		if hint := spell.Closest(strings.Join(words[:k], " "), kindNames); hint != "" {
			return hint
		}
	}
	return ""
}

// Parse reads a tree file. Every problem is reported with its line and
// column (up to MaxProblems, then a count), each as a *Problem, joined.
func (r Reader) Parse(file string, src []byte) (*File, error) {
	t, problems := r.Read(file, src)
	if len(problems) > 0 {
		return nil, Join(file, problems)
	}
	return t, nil
}

// Read reads a tree file as far as it can: with problems, the file holds
// the nodes that could be read (nil without a root), so that a builder can
// check their leaves and report every problem of the file at once (see
// Join). Nodes whose lines had problems are Broken.
func (r Reader) Read(file string, src []byte) (*File, []*Problem) {
	if len(src) > MaxFileBytes {
		return nil, []*Problem{{File: file, Msg: fmt.Sprintf("%d bytes: larger than %d MiB, the most a tree file may hold", len(src), MaxFileBytes>>20)}}
	}
	p := treeParser{file: file, reader: r}
	root := p.parse(string(src))
	if root == nil {
		return nil, p.errs
	}
	return &File{Name: file, Root: root}, p.errs
}

// Broken reports whether the node's line had a problem: it stands in the
// tree so that the lines below it fit in, but it is not what the file meant.
func (n *Node) Broken() bool { return n.broken }

type treeParser struct {
	file   string
	reader Reader
	errs   []*Problem
}

func (p *treeParser) fail(line, col int, format string, args ...any) {
	p.errs = append(p.errs, &Problem{File: p.file, Line: line, Column: col, Msg: fmt.Sprintf(format, args...)})
}

// open is a node whose children may still follow, with the column they have.
type open struct {
	node     *Node
	childCol int // 0 until the first child sets it
}

// sibling names a child of a parent, to find children named alike.
type sibling struct {
	parent *Node
	name   string
}

// byteOrderMark is UTF-8's byte-order mark, which a tree file may start
// with.
const byteOrderMark = "\ufeff"

// parse reads the nodes line by line. Its cost is linear in the file's
// length: a file beyond MaxNodes or MaxDepth is refused where it
// crosses the limit, before anything is built.
func (p *treeParser) parse(src string) *Node {
	// A byte-order mark, which some editors write first, is not part of
	// the first line: its columns count from what follows.
	src = strings.TrimPrefix(src, byteOrderMark)
	var root *Node
	var stack []open
	nodes := 0
	// named holds the line of each parent's first child of each name.
	named := make(map[sibling]int, min(strings.Count(src, "\n"), MaxNodes))
	step := 0 // how far the file indents a child, set by its first child
	line := 0
	for raw := range strings.Lines(src) {
		line++
		raw = strings.TrimRight(raw, "\r\n")
		if blank := strings.TrimLeftFunc(raw, unicode.IsSpace); blank == "" || blank[0] == '#' {
			continue // blank lines and comments indent nothing
		}
		if at, r := indentEnd(raw); unicode.IsSpace(r) {
			what := "a tab"
			if r != '\t' {
				what = fmt.Sprintf("a %U space", r) // a no-break space pasted from a page, say
			}
			p.fail(line, utf8.RuneCountInString(raw[:at])+1, "%s in the indentation: indent with spaces", what)
			if r != '\t' { // read on as if it were a space, so that one slip is one problem
				raw = spacedIndentation(raw)
			} else {
				if len(stack) > 0 { // a tab's width is anyone's guess; whatever it meant, the node above has a child
					stack[len(stack)-1].node.lost = true
				}
				continue
			}
		}
		col, body := indentation(raw)
		if nodes++; nodes > MaxNodes {
			p.fail(line, col, "more than %d nodes: a tree file may define at most %d", MaxNodes, MaxNodes)
			abandon(stack)
			break
		}
		n := p.node(line, col, body)
		if root == nil {
			if col != 1 {
				p.fail(line, col, "the root node must start at column 1")
			}
			root = n
			stack = []open{{node: n}}
			continue
		}
		for len(stack) > 0 && col <= stack[len(stack)-1].node.Column {
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			p.fail(line, col, "a second root: %s at column %d is not below %s", n.describe(), col, root.describe())
			continue
		}
		if len(stack) > MaxDepth {
			p.fail(line, col, "nodes nested deeper than %d levels: a tree file may nest at most %d", MaxDepth, MaxDepth)
			abandon(stack)
			break
		}
		parent := &stack[len(stack)-1]
		switch {
		case parent.childCol == 0:
			parent.childCol = col
			if step == 0 {
				step = col - parent.node.Column
			} else if col-parent.node.Column != step {
				p.fail(line, col, "%s is indented by %d below %s, where the file indents by %d: indent every level alike",
					n.describe(), col-parent.node.Column, parent.node.describe(), step)
			}
		case col != parent.childCol:
			p.fail(line, col, "bad indentation: %s is at column %d, its siblings under %s at column %d", n.describe(), col, parent.node.describe(), parent.childCol)
			continue
		}
		if key := (sibling{parent.node, n.Name}); !n.broken {
			if first, ok := named[key]; ok {
				p.fail(line, col, "two children of %s are named %q (the other at line %d)", parent.node.describe(), n.Name, first)
			} else {
				named[key] = line
			}
		}
		parent.node.Children = append(parent.node.Children, n)
		stack = append(stack, open{node: n})
	}
	if root == nil && len(p.errs) == 0 {
		p.fail(1, 1, "the file has no nodes")
	}
	if root != nil {
		p.checkShape(root)
	}
	return root
}

// abandon marks the open nodes when parsing stops early: their children
// are not all read, so their shape is not checked.
func abandon(stack []open) {
	for _, o := range stack {
		o.node.lost = true
	}
}

// describe names the node in a message: its name quoted, or where it is if
// its line could not be read.
func (n *Node) describe() string {
	if n.broken && strings.HasPrefix(n.Name, "(line ") {
		return fmt.Sprintf("the node at line %d", n.Line)
	}
	return strconv.Quote(n.Name)
}

// indentation returns the column of the first character that is not
// indentation (spaces or tree connectors), from 1, and the rest of the line
// without a trailing comment's spaces.
func indentation(raw string) (int, string) {
	at, _ := indentEnd(raw)
	return utf8.RuneCountInString(raw[:at]) + 1, strings.TrimSpace(raw[at:])
}

// spacedIndentation returns raw with each white space character of its
// indentation, up to the first that is none, made a space.
func spacedIndentation(raw string) string {
	rest := strings.TrimLeftFunc(raw, unicode.IsSpace)
	lead := raw[:len(raw)-len(rest)]
	return strings.Repeat(" ", utf8.RuneCountInString(lead)) + rest
}

// indentEnd returns where the indentation of raw (spaces and tree
// connectors) ends, and the character there (0 at the line's end).
func indentEnd(raw string) (int, rune) {
	for i, r := range raw {
		if r != ' ' && r != '│' && r != '├' && r != '└' && r != '─' {
			return i, r
		}
	}
	return len(raw), 0
}

// node reads the node written on a line at column col: name [kind params]
// leaf(args) # comment. A line with a problem gives a broken node, which
// keeps the lines below it in place and holds nothing but where it is and
// its name: as written when that could be read, else its line.
func (p *treeParser) node(line, col int, body string) *Node {
	n := &Node{Line: line, Column: col}
	if p.read(n, body) {
		return n
	}
	name := n.Name
	if name == "" {
		name = fmt.Sprintf("(line %d)", line)
	}
	return &Node{Name: name, Line: line, Column: col, broken: true}
}

// read reads the line's body into n and reports whether it is a node,
// else its problem: n keeps its name if that could be read.
func (p *treeParser) read(n *Node, body string) bool {
	line, col := n.Line, n.Column
	if cut := strings.Index(body, "#"); cut >= 0 {
		body = strings.TrimSpace(body[:cut])
	}
	open := strings.IndexByte(body, '[')
	if open < 0 {
		p.fail(line, col, "%s needs its kind in brackets, like [sequence] (kinds: %s)", quoted(body), kindList())
		return false
	}
	n.Name = strings.TrimSpace(body[:open])
	close := strings.IndexByte(body[open:], ']')
	switch {
	case n.Name == "":
		p.fail(line, col, "a node needs a name before its [kind]")
		return false
	case !printable(n.Name):
		p.fail(line, col, "name %s: not valid UTF-8, or holds a control character", quoted(n.Name))
		n.Name = ""
		return false
	case !nameChars(n.Name):
		p.fail(line, col, "name %s: use letters, digits, _ and -, and a leaf's call like hpBelow(0.5) (no spaces, '/' or other signs)", quoted(n.Name))
		n.Name = ""
		return false
	case len(n.Name) > MaxNameBytes:
		p.fail(line, col, "name %s is %d bytes long: at most %d", quoted(n.Name), len(n.Name), MaxNameBytes)
		n.Name = ""
		return false
	case close < 0:
		p.fail(line, col+utf8.RuneCountInString(body[:open]), "the [kind] is not closed with ]")
		return false
	}
	kindCol := col + utf8.RuneCountInString(body[:open]) + 1
	inner := body[open+1 : open+close]
	if comma := strings.IndexByte(inner, ','); comma >= 0 {
		mark := strings.TrimSpace(inner[comma+1:])
		if mark != offMark {
			spaces := len(inner[comma+1:]) - len(strings.TrimLeft(inner[comma+1:], " "))
			p.fail(line, kindCol+utf8.RuneCountInString(inner[:comma+1])+spaces,
				"unknown mark %s after the comma in [%s]: the only mark is %q, as in [sequence, off]", quoted(mark), excerpt(inner, excerptChars), offMark)
			return false
		}
		n.Off, inner = true, inner[:comma]
	}
	if kind, ok := kindByName[strings.TrimSpace(inner)]; ok && !hasParams(kind) {
		n.Kind = kind // the common case, read without splitting it into words
	} else if !p.kind(n, strings.Fields(inner), line, kindCol) {
		return false
	}
	rest := strings.TrimSpace(body[open+close+1:])
	restCol := col + utf8.RuneCountInString(body) - utf8.RuneCountInString(rest)
	switch {
	case n.Kind.IsLeaf() || n.Kind == bt.KindGuard:
		if rest == "" && n.Kind == bt.KindGuard {
			p.fail(line, restCol, "a guard needs the condition it checks, like: [guard] playerWithin(detect)")
			return false
		}
		if rest == "" {
			rest = n.Name
		}
		return p.call(n, rest, line, restCol)
	case rest != "":
		p.fail(line, restCol, "unexpected %s after [%s]: only leaves and guards name a leaf", quoted(rest), n.Kind)
		return false
	}
	return true
}

// hasParams reports whether nodes of the kind take parameters in brackets.
func hasParams(k bt.Kind) bool {
	return k == bt.KindParallel || k == bt.KindRepeat || k == bt.KindRetryUntilSuccess || k == bt.KindCooldown || k == bt.KindTimeout
}

// kind reads the words in brackets: the kind and its parameters.
func (p *treeParser) kind(n *Node, words []string, line, col int) bool {
	var params []string
	name := strings.Join(words, " ")
	for k, w := 0, words; k <= len(w); k++ {
		if kind, ok := kindByName[strings.Join(w[:k], " ")]; ok {
			n.Kind, params, name = kind, w[k:], strings.Join(w[:k], " ")
		}
	}
	if _, ok := kindByName[name]; !ok {
		known := "kinds: " + kindList()
		if hint := closestKind(words); hint != "" {
			known = "did you mean [" + hint + "]?"
		}
		p.fail(line, col, "unknown node kind [%s] (%s)", excerpt(strings.Join(words, " "), excerptChars), known)
		return false
	}
	want := ""
	switch n.Kind {
	case bt.KindRepeat, bt.KindRetryUntilSuccess:
		want = "a count, like [" + name + " 3]"
		if len(params) == 1 {
			if c, err := strconv.Atoi(params[0]); err == nil && c >= 1 && c <= bt.MaxCount {
				n.Param = c
				return true
			}
		}
	case bt.KindParallel:
		want = "thresholds, like [parallel success 1 failure 1]"
		if len(params) == 4 && params[0] == "success" && params[2] == "failure" {
			s, err1 := strconv.Atoi(params[1])
			f, err2 := strconv.Atoi(params[3])
			if err1 == nil && err2 == nil && s >= 1 && f >= 1 {
				n.Param, n.Failures = s, f
				return true
			}
		}
	case bt.KindCooldown, bt.KindTimeout:
		want = "a duration in seconds or ticks, like [" + name + " 0.5 s] or [" + name + " 30 ticks]"
		if len(params) == 2 {
			if ticks, ok := p.reader.DurationTicks(params[0], params[1]); ok {
				n.Param, n.Duration = ticks, params[0]+" "+params[1]
				return true
			}
		}
	default:
		if len(params) == 0 {
			return true
		}
		p.fail(line, col, "[%s] takes no parameters, got %s", name, quoted(strings.Join(params, " ")))
		return false
	}
	if len(params) == 0 {
		p.fail(line, col, "[%s] is missing its parameters: %s", name, want)
	} else {
		p.fail(line, col, "[%s] has wrong parameters %s: want %s", name, quoted(strings.Join(params, " ")), want)
	}
	return false
}

// DurationTicks reads a duration written as a number and a unit, "0.5 s" or
// "30 ticks", as whole ticks (seconds rounded to the nearest tick), from 1 to
// bt.MaxCount; ok is false for anything else.
func (r Reader) DurationTicks(value, unit string) (ticks int, ok bool) {
	x, err := strconv.ParseFloat(value, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || x <= 0 {
		return 0, false
	}
	switch unit {
	case "s":
		x = math.Round(x * r.TicksPerSecond)
	case "ticks", "tick":
		if x != math.Trunc(x) {
			return 0, false
		}
	default:
		return 0, false
	}
	if x < 1 || x > bt.MaxCount {
		return 0, false
	}
	return int(x), true
}

// call reads the leaf a leaf or guard runs, a vocabulary name with
// arguments in parentheses, and reports whether it could.
func (p *treeParser) call(n *Node, text string, line, col int) bool {
	name, args, hasArgs := strings.Cut(text, "(")
	n.Leaf = strings.TrimSpace(name)
	switch {
	case !isIdentifier(n.Leaf):
		p.fail(line, col, "%s is not a leaf name: want a name, with arguments in parentheses like playerWithin(detect)", quoted(text))
		return false
	case len(n.Leaf) > MaxNameBytes:
		p.fail(line, col, "leaf name %s is %d bytes long: at most %d", quoted(n.Leaf), len(n.Leaf), MaxNameBytes)
		return false
	}
	if !hasArgs {
		return true
	}
	if !strings.HasSuffix(args, ")") {
		p.fail(line, col+utf8.RuneCountInString(text), "the arguments of %s are not closed with )", n.Leaf)
		return false
	}
	args = strings.TrimSuffix(args, ")")
	if strings.TrimSpace(args) == "" {
		return true
	}
	if commas := strings.Count(args, ","); commas >= MaxLeafArgs {
		p.fail(line, col, "%s has %d arguments: a leaf takes at most %d", n.Leaf, commas+1, MaxLeafArgs)
		return false
	}
	for _, a := range strings.Split(args, ",") {
		n.Args = append(n.Args, strings.TrimSpace(a))
	}
	return true
}

// printable reports whether s is valid UTF-8 without control characters:
// what a trace line or a display can show as it is.
func printable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return false
		}
	}
	return true
}

func isIdentifier(s string) bool {
	for i, r := range s {
		if !(unicode.IsLetter(r) || r == '_' || i > 0 && unicode.IsDigit(r)) {
			return false
		}
	}
	return s != ""
}

// checkShape reports composites without children, decorators without
// exactly one child and leaves with children, counting only the children
// that are on: a composite whose children are all off is as empty as one
// without any. A node that is off, or under one, is not built, so its shape
// is not checked (a branch may be half written while it is off), except that
// a leaf never has children. A file whose root is off reads (as a branch
// copied from a tree does), but does not build.
func (p *treeParser) checkShape(root *Node) { p.shape(root, root.Off) }

// shape checks the subtree under n, which is off if it or a node above it
// is.
func (p *treeParser) shape(n *Node, off bool) {
	on := 0
	for _, child := range n.Children {
		p.shape(child, off || child.Off)
		if !child.Off {
			on++
		}
	}
	if n.broken || n.lost {
		return
	}
	c := len(n.Children)
	switch {
	case n.Kind.IsLeaf() && c > 0:
		p.fail(n.Children[0].Line, n.Children[0].Column, "%q is %s: it cannot have children", n.Name, Article(n.Kind))
	case off:
	case n.Kind.IsComposite() && c == 0:
		p.fail(n.Line, n.Column, "%q [%s] has no children: indent at least one node below it", n.Name, n.Kind)
	case !n.Kind.IsLeaf() && c > 0 && on == 0:
		p.fail(n.Line, n.Column, "%q [%s] has no child that is on: turn one on, or turn %q off too", n.Name, n.Label(), n.Name)
	case n.Kind.IsDecorator() && on != 1:
		p.fail(n.Line, n.Column, "%q [%s] decorates exactly one child, has %d%s", n.Name, n.Kind, on, onOf(on, c))
	case n.Kind == bt.KindParallel && (n.Param > on || n.Failures > on):
		p.fail(n.Line, n.Column, "%q [parallel success %d failure %d] has only %d children%s", n.Name, n.Param, n.Failures, on, onOf(on, c))
	}
}

// onOf says " on" after a count of children that leaves some off out.
func onOf(on, all int) string {
	if on < all {
		return " on"
	}
	return ""
}

// Text renders the tree in the tree file format, with the connectors
// `cmd/trees -format text` prints; Parse reads it back as the same tree,
// nodes that are off included.
func (t *File) Text() string {
	var b strings.Builder
	var walk func(n *Node, prefix, childPrefix string)
	walk = func(n *Node, prefix, childPrefix string) {
		b.WriteString(prefix + n.Text() + "\n")
		for i, c := range n.Children {
			if i == len(n.Children)-1 {
				walk(c, childPrefix+"└─ ", childPrefix+"   ")
			} else {
				walk(c, childPrefix+"├─ ", childPrefix+"│  ")
			}
		}
	}
	walk(t.Root, "", "")
	return b.String()
}

// offMark is what marks a node that is off, after a comma in its brackets.
const offMark = "off"

// Text returns the node's line as File.Text writes it, without its
// indentation or children: "name [kind params, off] leaf(args)".
func (n *Node) Text() string {
	line := n.Name + " [" + n.Label()
	if n.Off {
		line += ", " + offMark
	}
	line += "]"
	if c := n.callText(); c != "" {
		line += " " + c
	}
	return line
}

// Label returns the node's kind with its parameters, as written in
// brackets: "sequence", "repeat 3", "cooldown 0.5 s".
func (n *Node) Label() string {
	switch n.Kind {
	case bt.KindRepeat, bt.KindRetryUntilSuccess:
		return fmt.Sprintf("%s %d", n.Kind, n.Param)
	case bt.KindParallel:
		return fmt.Sprintf("parallel success %d failure %d", n.Param, n.Failures)
	case bt.KindCooldown, bt.KindTimeout:
		return n.Kind.String() + " " + n.Duration
	}
	return n.Kind.String()
}

// callText returns the leaf call as written, or "" when the leaf is the
// node's own name without arguments.
func (n *Node) callText() string {
	if n.Leaf == "" || n.Leaf == n.Name && len(n.Args) == 0 && n.Kind != bt.KindGuard {
		return ""
	}
	if len(n.Args) == 0 {
		return n.Leaf
	}
	return n.Leaf + "(" + strings.Join(n.Args, ", ") + ")"
}

// Article returns the kind with "a" or "an" before it: "an action".
func Article(k bt.Kind) string {
	if strings.ContainsRune("aeiou", rune(k.String()[0])) {
		return "an " + k.String()
	}
	return "a " + k.String()
}

// nameChars reports whether a node's name is letters, digits, _ and -, or
// a leaf's call named as the leaf (playerWithin(attack), hpBelow(0.5)):
// what paths, breakpoints and -explain can name. A byte-order mark or a
// right-to-left mark inside a name would read as another name.
func nameChars(name string) bool {
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("_-().,", r) {
			return false
		}
	}
	return true
}
