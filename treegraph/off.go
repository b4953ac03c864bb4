package treegraph

import (
	"image/color"
	"math"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
)

// AddOff adds to the graph of a tree the nodes its file has switched off
// ("[sequence, off]") and everything under them, each where the file puts
// it among its siblings, drawn dashed and faded: the tree as it will run
// when they are switched on, with what is not running yet told apart. root
// is the file's root and the graph must be of the tree built from it (New
// of its shape), whose nodes are the file's nodes that are not off, in the
// same pre-order. A node of the tree keeps its ID; the k-th node off, in the
// file's pre-order, gets ID len(tree's nodes)+k. A graph that is not of
// root's tree is left as it is.
func (g *Graph) AddOff(root *treefile.Node) {
	if root == nil || root.Off || !g.builtFrom(root) {
		return
	}
	built := 0
	var walk func(n *treefile.Node, id int)
	walk = func(n *treefile.Node, id int) {
		kids := make([]int, 0, len(n.Children))
		for _, c := range n.Children {
			kid := 0
			switch {
			case !g.Nodes[id].Off && !c.Off:
				built++
				kid = built
			default:
				kid = len(g.Nodes)
				label := c.Label()
				if c.Off {
					label += ", off"
				}
				g.Nodes = append(g.Nodes, Node{
					Row:    bt.Row{ID: kid, Name: c.Name, Label: label, Kind: c.Kind},
					Parent: id, Depth: g.Nodes[id].Depth + 1, Off: true,
				})
			}
			kids = append(kids, kid)
			walk(c, kid)
		}
		g.Nodes[id].Children = kids
	}
	walk(root, 0)
}

// builtFrom says whether the graph is of the tree built from root: its
// nodes are root's nodes that are not off, in pre-order, by name and kind.
func (g *Graph) builtFrom(root *treefile.Node) bool {
	at := 0
	var match func(n *treefile.Node) bool
	match = func(n *treefile.Node) bool {
		if n.Off {
			return true
		}
		if at >= len(g.Nodes) || g.Nodes[at].Name != n.Name || g.Nodes[at].Kind != n.Kind {
			return false
		}
		at++
		for _, c := range n.Children {
			if !match(c) {
				return false
			}
		}
		return true
	}
	return match(root) && at == len(g.Nodes)
}

// The look of a node that is off: its outline and the link to it dashed,
// its text faded.
const (
	dashOn, dashOff = 5.0, 4.0
	offAlpha        = 140
)

// dashedOutline appends the closed outline pts as dashes of width w, each a
// thin filled shape, so that they are drawn over the boxes, not under them
// as lines are.
func (dst *Scene) dashedOutline(pts []Point, w float64, c color.NRGBA) {
	closed := append(pts[:len(pts):len(pts)], pts[0])
	dashes(closed, func(a, b Point) {
		nx, ny := (a.Y-b.Y)/2*w, (b.X-a.X)/2*w // half the width, across the dash
		if l := math.Hypot(b.X-a.X, b.Y-a.Y); l > 0 {
			nx, ny = nx/l, ny/l
		}
		dst.Shapes = append(dst.Shapes, Shape{Outline: []Point{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}}, Fill: c})
	})
}

// dashedLine appends the line from a to b as dashes.
func (dst *Scene) dashedLine(a, b Point, w float64, c color.NRGBA) {
	dashes([]Point{a, b}, func(from, to Point) { dst.Lines = append(dst.Lines, Line{from, to, w, c}) })
}

// dashes calls dash with every piece of a dash along the path through pts,
// the first dash starting at its first point; the pattern runs on round
// corners, so that a curve of short edges is dashed like a straight line.
func dashes(pts []Point, dash func(from, to Point)) {
	phase := 0.0 // how far into the pattern the edge starts
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		length := math.Hypot(b.X-a.X, b.Y-a.Y)
		if length == 0 {
			continue
		}
		ux, uy := (b.X-a.X)/length, (b.Y-a.Y)/length
		for at := -phase; at < length; at += dashOn + dashOff {
			from, to := max(at, 0), min(at+dashOn, length)
			if to > from {
				dash(Point{a.X + ux*from, a.Y + uy*from}, Point{a.X + ux*to, a.Y + uy*to})
			}
		}
		phase = math.Mod(phase+length, dashOn+dashOff)
	}
}
