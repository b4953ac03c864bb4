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
