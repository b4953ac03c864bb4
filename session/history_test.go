package session

import (
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// TestTrailSamplesHoldWhereEveryEnemyStoodOnTheirTick plays a crowd that
// mostly rests, goes back and plays another future, and checks every trail
// sample held against the world sought to its tick: a sample copies the
// places of the enemies that did not step since the one before, so one
// that missed a step, or kept what a dropped future stepped, shows here.
func TestTrailSamplesHoldWhereEveryEnemyStoodOnTheirTick(t *testing.T) {
	s, err := New(Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: 7, Enemies: 300})
	require.NoError(t, err)
	walk := func(until uint32, dirs ...entity.Vec) {
		for s.Head() < until {
			next := s.Head() + 1
			s.Advance(entity.PlayerIntent{Move: dirs[next/90%uint32(len(dirs))], Attack: next%7 == 0, Invulnerable: true})
		}
	}
	walk(400, entity.Vec{X: 1}, entity.Vec{Y: 1}, entity.Vec{X: -1}, entity.Vec{Y: -1})
	for back := range uint32(5) { // from each tick between two samples
		s.Seek(s.Head() - 60 - back)
		walk(s.Head()+61, entity.Vec{X: -1}, entity.Vec{Y: float64(back%2*2) - 1})
	}
	require.Greater(t, s.trails.len(), 100)
	scale := scalerFor(s.World.Arena)
	for k := range s.trails.len() {
		sample := s.trails.at(k)
		s.Seek(sample.tick)
		require.Equal(t, sample.tick, s.World.Tick)
		require.Len(t, sample.pos, len(s.World.Enemies), "tick %d", sample.tick)
		for i := range s.World.Enemies {
			require.Equal(t, scale.point(s.World.Enemies[i].Pos), sample.pos[i], "tick %d, enemy %d", sample.tick, i)
		}
	}
}
