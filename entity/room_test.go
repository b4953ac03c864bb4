package entity_test

import (
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

func TestAnArenaGrowsToHoldItsCrowd(t *testing.T) {
	small := entity.Arena{Width: 32, Height: 18, PlayerStart: entity.Vec{X: 16, Y: 9}}
	tests := []struct {
		enemies       int
		width, height float64
	}{
		{0, 32, 18},
		{57, 32, 18}, // 570 square units: room enough
		{1_000, 134, 75},
		{100_000, 1334, 750},
	}
	for _, tc := range tests {
		a := small.Holding(tc.enemies)
		assert.Equal(t, tc.width, a.Width, "%d enemies", tc.enemies)
		assert.Equal(t, tc.height, a.Height, "%d enemies", tc.enemies)
		assert.GreaterOrEqual(t, a.Width*a.Height, float64(tc.enemies)*entity.RoomPerEnemy)
		assert.Equal(t, small.PlayerStart, a.PlayerStart, "nothing in it moves")
	}
}

// TestACrowdGetsHomesApart: 1,000 enemies added to the default arena get an
// arena that holds them and homes inside it, none closer to another than a
// body's width.
func TestACrowdGetsHomesApart(t *testing.T) {
	w := entity.NewWorld(defaultConfig(t), 1)
	designed := w.Enemies[0].Home
	w.AddCrowd(1_000)
	assert.Len(t, w.Enemies, 1_006)
	assert.Equal(t, entity.Arena{Width: 134, Height: 76, PlayerStart: w.Arena.PlayerStart}, w.Arena)
	assert.Equal(t, designed, w.Enemies[0].Home, "the configuration's enemies keep their homes")
	close := 0
	for i := range w.Enemies {
		assert.True(t, w.Arena.Contains(w.Enemies[i].Home))
		for j := i + 1; j < len(w.Enemies); j++ {
			if w.Enemies[i].Home.Dist(w.Enemies[j].Home) < 2*w.Enemies[i].Kind.Radius {
				close++
			}
		}
	}
	assert.Zero(t, close, "homes closer than a body's width")
}
