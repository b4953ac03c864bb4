package session

import (
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

func TestTrailPointsKeepPositionsToAFraction(t *testing.T) {
	cases := []struct {
		arena entity.Arena
		pos   entity.Vec
		want  entity.Vec // where an outside position is drawn: on the edge
	}{
		{entity.Arena{Width: 32, Height: 18}, entity.Vec{X: 4.66, Y: 8.68}, entity.Vec{X: 4.66, Y: 8.68}},
		{entity.Arena{Width: 32, Height: 18}, entity.Vec{}, entity.Vec{}},
		{entity.Arena{Width: 32, Height: 18}, entity.Vec{X: 32, Y: 18}, entity.Vec{X: 32, Y: 18}},
		{entity.Arena{Width: 1000, Height: 1000}, entity.Vec{X: 999.99, Y: 0.01}, entity.Vec{X: 999.99, Y: 0.01}},
		{entity.Arena{Width: 10, Height: 10}, entity.Vec{X: -1, Y: 11}, entity.Vec{X: 0, Y: 10}},
	}
	for _, c := range cases {
		got := scalerFor(c.arena).point(c.pos).at(c.arena)
		assert.InDelta(t, c.want.X, got.X, c.arena.Width/trailScale, "%v in %v", c.pos, c.arena)
		assert.InDelta(t, c.want.Y, got.Y, c.arena.Height/trailScale, "%v in %v", c.pos, c.arena)
	}
}
