package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
)

// TestTextScaledByAFractionIsSampledLinearly: the bitmap font keeps its
// square pixels at whole scales and is sampled linearly at fractions, where
// the nearest pixel would draw "v" as "w".
func TestTextScaledByAFractionIsSampledLinearly(t *testing.T) {
	for _, c := range []struct {
		scale float64
		want  ebiten.Filter
	}{
		{1, ebiten.FilterNearest},
		{2, ebiten.FilterNearest},
		{4, ebiten.FilterNearest},
		{1.25, ebiten.FilterLinear}, // the banner
		{1.5, ebiten.FilterLinear},  // the menus and the start screen
		{2.5, ebiten.FilterLinear},
	} {
		op := textOptions(c.scale)
		assert.Equal(t, c.want, op.Filter, "scale %g", c.scale)
		assert.Equal(t, c.scale, op.GeoM.Element(0, 0), "scale %g", c.scale)
		assert.Equal(t, c.scale, op.GeoM.Element(1, 1), "scale %g", c.scale)
	}
}
