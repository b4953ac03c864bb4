package treegraph_test

import (
	"bytes"
	"fmt"
	"image/png"
	"regexp"
	"strconv"
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// flatTree is a root with n-1 leaves of names 1 to 20 characters longer
// than "leaf": the widest family a tree file may hold.
func flatTree(t testing.TB, n int) *bt.Shape {
	var leaves []*bt.Node[int]
	for i := range n - 1 {
		leaves = append(leaves, bt.Action(fmt.Sprintf("leaf%d%s", i, "xxxxxxxxxxxxxxxxxxxx"[:i%20]), func(int) bt.Status { return bt.Success }))
	}
	tree, err := bt.New(bt.Selector("root", leaves...))
	require.NoError(t, err)
	return tree.Shape()
}

// TestAWideFamilyOfLeavesWrapsIntoRows: a flat tree of 1,000 nodes once
// drew 211,812 pixels wide; its leaves now wrap into rows at most
// WrapWidth wide, no two boxes overlap, every leaf is below the root, and
// no link crosses a box.
func TestAWideFamilyOfLeavesWrapsIntoRows(t *testing.T) {
	for _, notes := range []bool{false, true} {
		g := treegraph.New(flatTree(t, 1000))
		g.Notes = notes
		g.Size()
		var l treegraph.Layouter
		w, h := l.Layout(g, treegraph.Gap)
		assert.LessOrEqual(t, w, float64(treegraph.WrapWidth))
		assert.Less(t, h, 8000.0)
		root := g.Nodes[0].Box
		for i, n := range g.Nodes {
			b := n.Box
			assert.True(t, b.X >= 0 && b.Y >= 0 && b.X+b.W <= w+1e-9 && b.Y+b.H <= h+1e-9, "%s inside the picture", n.Name)
			if i > 0 {
				assert.Greater(t, b.Y, root.Y+root.H, "%s below the root", n.Name)
			}
			for _, m := range g.Nodes[i+1:] {
				if c := m.Box; b.X < c.X+c.W && c.X < b.X+b.W && b.Y < c.Y+c.H && c.Y < b.Y+b.H {
					t.Fatalf("%s and %s overlap", n.Name, m.Name)
				}
			}
		}
		var s treegraph.Scene
		g.Draw(w, h, &s)
		for _, ln := range s.Lines {
			for _, n := range g.Nodes {
				b := n.Box
				lo := treegraph.Point{X: min(ln.From.X, ln.To.X), Y: min(ln.From.Y, ln.To.Y)}
				hi := treegraph.Point{X: max(ln.From.X, ln.To.X), Y: max(ln.From.Y, ln.To.Y)}
				if lo.X < b.X+b.W-1 && hi.X > b.X+1 && lo.Y < b.Y+b.H-1 && hi.Y > b.Y+1 {
					t.Fatalf("a link %v-%v crosses %s", ln.From, ln.To, n.Name)
				}
			}
		}
	}
}

// TestAPictureTooWideIsScaledToFit: a tree that cannot wrap (each of 499
// children has a child of its own, with names of 64 characters) is drawn
// within MaxPictureSide, smaller, and Scale says by how much.
func TestAPictureTooWideIsScaledToFit(t *testing.T) {
	long := func(i int) string { return fmt.Sprintf("%064d", i) }
	var kids []*bt.Node[int]
	for i := range 499 {
		kids = append(kids, bt.Inverter(long(i), bt.Condition(long(i+1000), func(int) bool { return true })))
	}
	tree, err := bt.New(bt.Sequence("root", kids...))
	require.NoError(t, err)
	g := treegraph.New(tree.Shape())
	g.Size()
	var l treegraph.Layouter
	w, h := l.Layout(g, treegraph.Gap)
	require.Greater(t, w, 150_000.0)
	var s treegraph.Scene
	g.Draw(w, h, &s)
	assert.InDelta(t, treegraph.MaxPictureSide/(w+24), s.Scale(false), 1e-9)
	assert.Less(t, s.Scale(true), 1.0)

	var svg, pic bytes.Buffer
	require.NoError(t, s.WriteSVG(&svg))
	m := regexp.MustCompile(`<svg[^>]*width="([0-9.]+)pt"`).FindSubmatch(svg.Bytes())
	require.NotNil(t, m, "%.300s", svg.String())
	width, err := strconv.ParseFloat(string(m[1]), 64)
	require.NoError(t, err)
	assert.LessOrEqual(t, width, float64(treegraph.MaxPictureSide)+1)
	require.NoError(t, s.WritePNG(&pic))
	img, err := png.Decode(&pic)
	require.NoError(t, err)
	assert.LessOrEqual(t, img.Bounds().Dx(), treegraph.MaxPictureSide)
}
