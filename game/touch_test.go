package game

import (
	"strings"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheTouchControlsLabelsShareOneSize: on every device, the touch
// controls' labels are written at one size, the largest at which each fits
// its button, where a phone on its side wrote the short ones large and the
// long ones small.
func TestTheTouchControlsLabelsShareOneSize(t *testing.T) {
	needsDisplay(t)
	for _, device := range testDevices[1:] {
		t.Run(deviceName(device), func(t *testing.T) {
			g := onLongNames(t)
			g.device, g.touch.Shown = device, true
			require.NoError(t, g.update(control.Input{}))
			drawn := framed(g)
			heights := map[float64][]string{}
			for i, txt := range drawn.texts {
				if box, ok := boxAt(drawn.boxes[:txt.boxes], txt.r.x, txt.r.y); ok && strings.HasPrefix(box.name, "touch control ") {
					heights[txt.r.h] = append(heights[txt.r.h], drawn.texts[i].s)
				}
			}
			require.NotEmpty(t, heights)
			assert.Len(t, heights, 1, "the labels by height: %v", heights)
		})
	}
}

// TestTheStickStandsStillForTheEditors: while an editor has the keys the
// player neither moves nor strikes, and the touch controls say so: the
// stick and strike stay in the row, faint, and do nothing.
func TestTheStickStandsStillForTheEditors(t *testing.T) {
	needsDisplay(t)
	g := onLongNames(t)
	g.device, g.touch.Shown = size{390, 844}, true
	require.NoError(t, g.update(control.Input{}))
	framed(g)
	open := g.frame.touch
	assert.False(t, open.Still, "nothing open: the player walks")
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	require.True(t, g.ctl.Trees.Open)
	framed(g)
	assert.True(t, g.frame.touch.Still, "the tree editor has the keys")
	still := g.frame.touch
	assert.Equal(t, []float64{open.Stick.X, open.Strike.X, open.Buttons[0].At.X}, []float64{still.Stick.X, still.Strike.X, still.Buttons[0].At.X},
		"the row keeps its order: no button moves under a finger")
	require.NoError(t, g.update(control.Acts(control.EditTree)))
	framed(g)
	assert.False(t, g.frame.touch.Still, "closed: the player walks again")
}
