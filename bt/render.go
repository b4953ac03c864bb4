package bt

import (
	"fmt"
	"strconv"
	"strings"
)

// Row is one node as a display shows it for one instance: the connectors that
// draw the tree, what the node is, what it did and why. Text renders rows one
// per line; an in-game panel can draw them its own way.
type Row struct {
	ID     int
	Prefix string // tree connectors before the name, like "│  ├─ "
	Name   string
	Label  string // the kind with its parameters, like "cooldown 30"
	Kind   Kind
	// Status is what the node shows: its status if it was ticked on the last
	// tick, else its last status.
	Status Status
	Fresh  bool   // ticked on the instance's last tick; a stale row is drawn faded
	Halted bool   // it was running and was halted since
	Ticked uint32 // the caller's tick on which the node was last ticked, or 0
	Tip    bool   // the deepest node ticked last
	OnPath bool   // on the path from the root to the tip
	Reason string // the leaf's reason, if reasons are on
	Detail string // a decorator's live counter, like "run 2 of 3" or "ready in 12"
}

// Rows returns one Row per node, in pre-order, appended to dst[:0]. in may be
// nil to show the definition alone.
func (s *Shape) Rows(in *Instance, dst []Row) []Row {
	dst = dst[:0]
	tip := -1
	if in != nil {
		tip = s.Tip(in)
	}
	for id := range s.nodes {
		info := &s.nodes[id]
		r := Row{ID: id, Prefix: s.prefix(id), Name: info.Name, Label: s.labels[id], Kind: info.Kind}
		if in != nil {
			r.Fresh, r.Ticked = in.VisitedNow(id), in.Visited(id)
			r.Status = in.Status(id)
			if !r.Fresh {
				r.Status = in.LastStatus(id)
			}
			r.Halted = in.Status(id) == Idle && in.LastStatus(id) == Running
			r.Reason = in.Reason(id)
			r.Detail = s.detail(in, id)
		}
		dst = append(dst, r)
	}
	for id := tip; id >= 0; id = s.nodes[id].Parent {
		dst[id].OnPath = true
	}
	if tip >= 0 {
		dst[tip].Tip = true
	}
	return dst
}

// detail describes a counting decorator's memory.
func (s *Shape) detail(in *Instance, id int) string {
	slot := s.memos[id]
	if slot < 0 {
		return ""
	}
	word, info := *in.memo(slot), &s.nodes[id]
	running := in.Status(id) == Running
	switch info.Kind {
	case KindRepeat:
		if running {
			return "done " + strconv.Itoa(int(word)) + " of " + strconv.Itoa(info.Param)
		}
	case KindRetryUntilSuccess:
		if running {
			return "failed " + strconv.Itoa(int(word)) + " of " + strconv.Itoa(info.Param)
		}
	case KindCooldown:
		if now := in.Now(); now < word {
			return "ready in " + strconv.Itoa(int(word-now))
		}
	case KindTimeout:
		if now := in.Now(); running && now < word {
			return strconv.Itoa(int(word-now)) + " left"
		}
	}
	return ""
}

// Mark returns the one-character glyph a text display shows for a status:
// "●" running, "✓" success, "✗" failure, "·" idle.
func Mark(s Status) string {
	switch s {
	case Running:
		return "●"
	case Success:
		return "✓"
	case Failure:
		return "✗"
	}
	return "·"
}

// Text renders the tree with an instance's statuses, one line per node in the
// style of py_trees' display:
//
//	root [reactive selector] ● running
//	├─ attack [sequence] ✗ failure
//	│  ├─ attacking [condition] ✗ failure — not attacking
//
// A node not ticked on the last tick shows its last status in parentheses with
// the tick it was visited; the tip is marked "◀". in may be nil.
func (s *Shape) Text(in *Instance) string {
	var b strings.Builder
	for _, r := range s.Rows(in, nil) {
		b.WriteString(r.Prefix)
		b.WriteString(r.Name)
		b.WriteString(" [")
		b.WriteString(r.Label)
		b.WriteString("]")
		if in != nil {
			b.WriteString(" ")
			writeStatus(&b, r)
		}
		if r.Detail != "" {
			b.WriteString(" (" + r.Detail + ")")
		}
		if r.Reason != "" {
			b.WriteString(" — " + r.Reason)
		}
		if r.Tip {
			b.WriteString(" ◀")
		}
		b.WriteString("\n")
	}
	return b.String()
}

func writeStatus(b *strings.Builder, r Row) {
	switch {
	case r.Fresh:
		b.WriteString(Mark(r.Status) + " " + r.Status.String())
	case r.Halted:
		fmt.Fprintf(b, "(halted, was running @%d)", r.Ticked)
	case r.Ticked == 0:
		b.WriteString("· idle")
	default:
		fmt.Fprintf(b, "(%s %s @%d)", Mark(r.Status), r.Status, r.Ticked)
	}
}

// Shown returns the status a debugger marks and colours the row with: its
// Status, but Idle for a node halted since it ran, whose Status is its last
// one, Running, and which runs no more (Since says "halted").
func (r Row) Shown() Status {
	if r.Halted {
		return Idle
	}
	return r.Status
}

// Since says when a stale row's status and reason are from, for a debugger
// to write beside them: "@148" (the tick it was last ticked), or "halted,
// ran @148" for a node halted since it last ran, on tick 148 (the halt came
// on a later tick). A row ticked on the last tick says "halted" if it was
// halted after it ran (as a tree swapped for another halts its running
// action), else nothing; so does a row never ticked.
func (r Row) Since() string {
	switch {
	case r.Fresh && r.Halted:
		return "halted"
	case r.Fresh || r.Ticked == 0:
		return ""
	case r.Halted:
		return "halted, ran @" + strconv.FormatUint(uint64(r.Ticked), 10)
	}
	return "@" + strconv.FormatUint(uint64(r.Ticked), 10)
}

// DOT renders the tree as a Graphviz digraph named name, each node filled with
// an instance's status colour (gold running, green success, red failure, grey
// idle); stale nodes are dashed and pale, the tip has a thick border. in may be
// nil. Render it with, for example, `dot -Tsvg`.
func (s *Shape) DOT(name string, in *Instance) string {
	var b strings.Builder
	fmt.Fprintf(&b, "digraph %s {\n", strconv.Quote(name))
	b.WriteString("  node [fontname=\"Helvetica\" style=\"filled\"];\n")
	for _, r := range s.Rows(in, nil) {
		style, fill := "filled", hexTowardWhite(r.Shown().Colour(), dotFill)
		if in != nil && !r.Fresh {
			style, fill = "filled,dashed", hexTowardWhite(r.Shown().Colour(), dotStale)
		}
		label := r.Name + "\n" + r.Label
		if r.Reason != "" {
			label += "\n" + r.Reason
		}
		pen := 1
		if r.Tip {
			pen = 3
		}
		fmt.Fprintf(&b, "  n%d [label=%s shape=%s style=%q fillcolor=%q penwidth=%d];\n",
			r.ID, strconv.Quote(label), dotShape(r.Kind), style, fill, pen)
	}
	for id := range s.nodes {
		for _, c := range s.nodes[id].Children {
			fmt.Fprintf(&b, "  n%d -> n%d;\n", id, c)
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// How far the Graphviz fills are mixed toward white from the status palette:
// a node ticked last, and a stale one.
const (
	dotFill  = 0.35
	dotStale = 0.8
)

func dotShape(k Kind) string {
	switch {
	case k == KindCondition:
		return "ellipse"
	case k.IsLeaf():
		return "box"
	case k.IsDecorator():
		return "octagon"
	}
	return "component"
}

// label returns the kind of node id with its parameters, like "repeat 3".
func (s *Shape) label(id int) string {
	info := &s.nodes[id]
	switch info.Kind {
	case KindRepeat, KindRetryUntilSuccess, KindCooldown, KindTimeout:
		return info.Kind.String() + " " + strconv.Itoa(info.Param)
	case KindParallel:
		return "parallel " + strconv.Itoa(info.Param) + " to succeed"
	}
	return info.Kind.String()
}

// prefix returns node id's tree connectors, computing every node's on the
// first call.
func (s *Shape) prefix(id int) string {
	s.prefixesOnce.Do(s.layout)
	return s.prefixes[id]
}

// layout computes each node's connector prefix.
func (s *Shape) layout() {
	s.prefixes = make([]string, len(s.nodes))
	indents := make([]string, len(s.nodes)) // what a node's children inherit
	for id := range s.nodes {
		p := s.nodes[id].Parent
		if p < 0 {
			continue
		}
		siblings := s.nodes[p].Children
		last := siblings[len(siblings)-1] == id
		if last {
			s.prefixes[id], indents[id] = indents[p]+"└─ ", indents[p]+"   "
		} else {
			s.prefixes[id], indents[id] = indents[p]+"├─ ", indents[p]+"│  "
		}
	}
}
