package game

import (
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/stretchr/testify/assert"
)

// TestALabelAtTheViewsEdgeStaysInIt: zoomed in, the label of an enemy at
// the edge of the view, or in its corner, moves in from the edges where it
// was cut.
func TestALabelAtTheViewsEdgeStaysInIt(t *testing.T) {
	needsDisplay(t)
	g := onScenario(t, "[arena]\nwidth = 200.0\nheight = 120.0\nplayer_start = [100.0, 60.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [10.0, 10.0]\n\n[[enemies]]\nkind = \"near\"\nhome = [20.0, 20.0]\n")
	g.ctl.Labels = control.LabelsID
	g.ctl.ArenaZoom = len(control.ArenaZooms) - 1
	framed(g)
	v := g.cam.view
	enemies := g.ctl.Run.World.Enemies
	enemies[0].Pos = g.cam.world(float32(v.x+v.w-2), float32(v.y+v.h/2)) // at the right edge
	enemies[1].Pos = g.cam.world(float32(v.x+v.w-2), float32(v.y+v.h-2)) // in the lower right corner
	for i := range enemies {
		l := g.label(&enemies[i])
		assert.True(t, v.holds(l.at), "%s's label at %v leaves the view at %v", enemies[i].ID, l.at, v)
	}
	g.ctl.ArenaZoom = 0 // bodies smaller than half a label
	framed(g)
	v = g.cam.view
	r := float64(g.cam.pixels(enemies[0].Kind.Radius))
	enemies[0].Pos = g.cam.world(float32(v.x+v.w+r+2), float32(v.y+v.h/2)) // just off the view
	enemies[1].Pos = g.cam.world(float32(v.x+v.w/2), float32(v.y+v.h+r+2)) // just below it, its label above it in the view
	drawFrame(g)
	assert.Empty(t, g.views.arena.rest.labelled, "a body off the view has no label in it, pinned to its edge or over its place")
	assert.Empty(t, g.views.arena.placed)
}

func TestKeepMovesABoxInto(t *testing.T) {
	r := rect{10, 20, 100, 50}
	for _, c := range []struct{ in, want rect }{
		{rect{30, 30, 20, 10}, rect{30, 30, 20, 10}},  // inside: stays
		{rect{100, 65, 20, 10}, rect{90, 60, 20, 10}}, // past the right and bottom edges
		{rect{0, 0, 20, 10}, rect{10, 20, 20, 10}},    // past the left and top edges
		{rect{0, 0, 200, 80}, rect{10, 20, 200, 80}},  // larger: on the left and top edges
	} {
		assert.Equal(t, c.want, r.keep(c.in), "%v", c.in)
	}
}
