package game

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestARingShowsOnlyWhereItHasPixels: rings wholly beside the view, or
// around it with the view in their hole, are not drawn.
func TestARingShowsOnlyWhereItHasPixels(t *testing.T) {
	view := image.Rect(0, 0, 800, 600)
	tests := []struct {
		name                 string
		cx, cy, inner, outer float32
		want                 bool
	}{
		{"inside the view", 400, 300, 49, 51, true},
		{"beside it", -100, 300, 49, 51, false},
		{"its edge just in", -50, 300, 49, 51, true},
		{"around a corner", -30, -30, 49, 51, true},
		{"beyond the corner", -40, -40, 49, 51, false},
		{"the view in its hole", 400, 300, 600, 602, false},
		{"the view's corner on the stroke", 400, 300, 499, 501, true},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, ringShows(view, tc.cx, tc.cy, tc.inner, tc.outer), tc.name)
	}
}
