package treegraph_test

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// guardTree is a small tree with a condition that explains itself.
func guardTree(t testing.TB) (*bt.Tree[*float64], *bt.Instance) {
	sees := bt.Condition("sees", func(d *float64) bool { return *d < 5 }).
		Why(func(d *float64) string { return fmt.Sprintf("dist %.2f < detect 5.0", *d) })
	tree, err := bt.New(bt.ReactiveSelector("guard",
		bt.ReactiveSequence("alarm", sees, bt.Action("shout", func(*float64) bt.Status { return bt.Running })),
		bt.Action("patrol", func(*float64) bt.Status { return bt.Running })))
	require.NoError(t, err)
	in := tree.NewInstance()
	in.Explain(true)
	d := 3.0
	tree.Tick(in, &d, 1)
	return tree, in
}

// drawn sizes, lays out and draws g as a tidy tree and returns its scene
// and size.
func drawn(g *treegraph.Graph) (s treegraph.Scene, w, h float64) {
	g.Size()
	var l treegraph.Layouter
	w, h = l.Layout(g, treegraph.Gap)
	g.Draw(w, h, &s)
	return s, w, h
}

// TestSceneShowsTheTick checks what the picture of a tick holds: the tip's
// second outline, thick gold links down the path, faded stale nodes, the
// reason under a condition, and the heat line of a crowd.
func TestSceneShowsTheTick(t *testing.T) {
	tree, in := guardTree(t)
	g := treegraph.New(tree.Shape())
	g.Notes = true
	g.Show(tree.Shape().Rows(in, nil))
	g.Nodes[3].Heat = &treegraph.Heat{Visited: 0.5, Running: 0.25}
	s, w, h := drawn(g)
	var texts []string
	for _, tx := range s.Texts {
		texts = append(texts, tx.Text)
	}
	assert.Contains(t, texts, "dist 3.00 < detect")
	assert.Contains(t, texts, "5.0", "a reason wraps at a space")
	assert.Contains(t, texts, "● shout")
	assert.Contains(t, texts, "seen 50% run 25%")
	assert.Contains(t, texts, "· patrol", "never ticked")
	gold := 0
	for _, ln := range s.Lines {
		if ln.Colour == bt.Running.Colour() {
			gold++
		}
	}
	assert.Equal(t, 6, gold, "two links, of three strokes each, from the root down to the tip")
	tips := 0
	for _, sh := range s.Shapes {
		if sh.Fill.A == 0 && sh.Stroke.A > 0 {
			tips++
		}
	}
	assert.Equal(t, 1, tips, "one tip outline")
	for _, sh := range s.Shapes {
		for _, p := range sh.Outline {
			assert.True(t, p.X >= -4 && p.X <= w+4 && p.Y >= -4 && p.Y <= h+4, "%v inside the picture", p)
		}
	}
}

// TestPicturesAreWritten writes a tree as SVG and PNG.
func TestPicturesAreWritten(t *testing.T) {
	tree, in := guardTree(t)
	g := treegraph.New(tree.Shape())
	g.Show(tree.Shape().Rows(in, nil))
	s, w, h := drawn(g)
	var svg, pic bytes.Buffer
	require.NoError(t, s.WriteSVG(&svg))
	assert.True(t, strings.HasPrefix(svg.String(), "<?xml"), "%.80s", svg.String())
	assert.Contains(t, svg.String(), "patrol")
	require.NoError(t, s.WritePNG(&pic))
	img, err := png.Decode(&pic)
	require.NoError(t, err)
	assert.InDelta(t, 2*(w+24), img.Bounds().Dx(), 2, "twice the picture and its margins")
	assert.InDelta(t, 2*(h+24), img.Bounds().Dy(), 2)
}

// ExampleDiff lists what changed between two versions of a tree.
func ExampleDiff() {
	sees := bt.Condition("sees", func(int) bool { return true })
	move := bt.Action("move", func(int) bt.Status { return bt.Running })
	before, _ := bt.New(bt.ReactiveSelector("near", bt.ReactiveSequence("chase", sees, move), bt.Action("home", func(int) bt.Status { return bt.Success })))
	after, _ := bt.New(bt.ReactiveSelector("near", bt.Sequence("chase", sees, move), bt.Action("wait", func(int) bt.Status { return bt.Running })))
	g, changed := treegraph.Diff(before.Shape(), after.Shape())
	fmt.Println("changed:", changed)
	_ = g.WriteChanges(os.Stdout)
	// Output:
	// changed: true
	// ~ near/chase [sequence] was reactive sequence
	// - near/home [action]
	// + near/wait [action]
}

// TestAStaleReasonIsFaded: a node not ticked on the tick shown keeps the
// reason of its last tick under it, after that tick, faded as the node is
// (a running action halted since says so), and a node ticked shows its
// reason in full.
func TestAStaleReasonIsFaded(t *testing.T) {
	sees := bt.Condition("sees", func(d *float64) bool { return *d < 5 }).
		Why(func(d *float64) string { return fmt.Sprintf("dist %.0f < 5", *d) })
	tired := bt.Condition("tired", func(d *float64) bool { return true }).
		Why(func(d *float64) string { return fmt.Sprintf("walked %.0f", *d) })
	tree, err := bt.New(bt.ReactiveSelector("guard",
		bt.ReactiveSequence("alarm", sees, bt.Action("shout", func(*float64) bt.Status { return bt.Running })),
		bt.Sequence("rest", tired, bt.Action("patrol", func(*float64) bt.Status { return bt.Running }))))
	require.NoError(t, err)
	in := tree.NewInstance()
	in.Explain(true)
	notes := func(d float64, tick uint32) map[string]uint8 {
		tree.Tick(in, &d, tick)
		g := treegraph.New(tree.Shape())
		g.Notes = true
		g.Show(tree.Shape().Rows(in, nil))
		s, _, _ := drawn(g)
		alpha := map[string]uint8{}
		for _, tx := range s.Texts {
			alpha[tx.Text] = tx.Colour.A
		}
		return alpha
	}
	first := notes(9, 1)
	assert.Equal(t, uint8(255), first["walked 9"], "ticked: in full")
	second := notes(3, 2)
	require.Contains(t, second, "@1: walked 9", "rest was not ticked: its reason of tick 1 stays")
	assert.Less(t, second["@1: walked 9"], uint8(255), "faded")
	require.Contains(t, second, "halted, ran @1", "patrol, halted by the alarm")
	require.Contains(t, second, "· patrol", "marked idle, as it runs no more")
	assert.Less(t, second["halted, ran @1"], uint8(255), "faded")
	assert.Equal(t, uint8(255), second["dist 3 < 5"])
}

// TestAnOutlineWritesItsHeatWhereAsked: an outline's box writes its heat
// line on a second line, or, with HeatBeside, after its kind on its one
// line, the box as tall as without heat and wider by the line.
func TestAnOutlineWritesItsHeatWhereAsked(t *testing.T) {
	for _, beside := range []bool{false, true} {
		t.Run(fmt.Sprint("beside=", beside), func(t *testing.T) {
			tree, _ := guardTree(t)
			g := treegraph.New(tree.Shape())
			g.Outline = true
			g.Size()
			plain := g.Nodes[3].Box
			g.HeatBeside = beside
			g.Nodes[3].Heat = &treegraph.Heat{Visited: 0.5, Running: 0.25}
			g.Size()
			var l treegraph.Layouter
			w, h := l.Outline(g)
			var s treegraph.Scene
			g.Draw(w, h, &s)
			box := g.Nodes[3].Box
			var title, heat treegraph.Point
			for _, tx := range s.Texts {
				switch tx.Text {
				case "shout":
					title = tx.At
				case "seen 50% run 25%":
					heat = tx.At
				}
			}
			if beside {
				assert.Equal(t, plain.H, box.H, "one line")
				assert.Equal(t, title.Y, heat.Y, "on the title's line")
				assert.Equal(t, title.X+float64(len("shout action  ")*treegraph.CharWidth), heat.X, "after the kind")
				assert.Equal(t, plain.W+float64(len("  seen 50% run 25%")*treegraph.CharWidth), box.W)
			} else {
				assert.Equal(t, plain.H+treegraph.LineHeight, box.H, "a line more")
				assert.Equal(t, title.X, heat.X, "under the title")
				assert.Equal(t, title.Y+treegraph.LineHeight, heat.Y)
			}
		})
	}
}
