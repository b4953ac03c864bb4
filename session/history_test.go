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

// TestTrailSamplesHoldWhereEveryEnemyStoodOnTheirTick plays crowds that
// mostly rest, goes back to ticks between two samples and plays other
// futures from them, and checks each future's trail samples against the
// world sought to their ticks: a sample copies the places of the enemies
// that did not step since the one before, so one that missed a step, or
// kept what a dropped future stepped, shows here.
func TestTrailSamplesHoldWhereEveryEnemyStoodOnTheirTick(t *testing.T) {
	for seed := range uint64(12) {
		s, err := New(Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: seed, Enemies: 300})
		require.NoError(t, err)
		walk := func(until uint32, dirs ...entity.Vec) {
			for s.Head() < until {
				next := s.Head() + 1
				s.Advance(entity.PlayerIntent{Move: dirs[next/90%uint32(len(dirs))], Attack: next%7 == 0, Invulnerable: true})
			}
		}
		scale := scalerFor(s.World.Arena)
		checkAfter := func(from uint32) { // the samples after tick from, then back to the present
			for k := 0; k < s.trails.len() && s.trails.at(k).tick > from; k++ {
				sample := s.trails.at(k)
				s.Seek(sample.tick)
				require.Len(t, sample.pos, len(s.World.Enemies), "seed %d, tick %d", seed, sample.tick)
				for i := range s.World.Enemies {
					require.Equal(t, scale.point(s.World.Enemies[i].Pos), sample.pos[i], "seed %d, tick %d, enemy %d", seed, sample.tick, i)
				}
			}
			s.Seek(s.Head())
		}
		walk(400, entity.Vec{X: 1}, entity.Vec{Y: 1}, entity.Vec{X: -1}, entity.Vec{Y: -1})
		checkAfter(0)
		for k, back := range []uint32{57, 61, 68, 73, 83} { // to 343, 382, 414, 441, 458: ticks between samples
			s.Seek(s.Head() - back)
			from := s.World.Tick
			require.NotZero(t, from%trailEvery)
			walk(from+100, entity.Vec{X: -1}, entity.Vec{Y: float64(k%2*2) - 1})
			checkAfter(from)
		}
	}
}
