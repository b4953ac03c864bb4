package entity_test

import (
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

// TestACrowdOnOnePointSpreadsOut: 100 Near enemies sharing one home part
// instead of stacking, so they neither strike together nor die together.
func TestACrowdOnOnePointSpreadsOut(t *testing.T) {
	cfg := defaultConfig(t)
	cfg.Arena = entity.Arena{Width: 40, Height: 40, PlayerStart: entity.Vec{X: 2, Y: 2}}
	cfg.Enemies = nil
	for range 100 {
		cfg.Enemies = append(cfg.Enemies, entity.Spawn{Kind: "near", Home: entity.Vec{X: 20, Y: 20}})
	}
	w := entity.NewWorld(cfg, 1)
	for range 120 {
		w.Step(entity.PlayerIntent{}, entity.Dt)
	}
	closest := 1e9
	for i := range w.Enemies {
		for j := i + 1; j < len(w.Enemies); j++ {
			closest = min(closest, w.Enemies[i].Pos.Dist(w.Enemies[j].Pos))
		}
	}
	assert.Greater(t, closest, 0.8, "no two bodies (radius 0.45) overlap by more than a little")

	w.Player.Pos = entity.Vec{X: 20, Y: 20} // into the crowd
	w.Step(entity.PlayerIntent{Attack: true}, entity.Dt)
	hit := 0
	for _, ev := range w.Events {
		if ev.Kind == entity.EventHit && ev.Source == entity.PlayerID {
			hit++
		}
	}
	assert.Positive(t, hit)
	assert.Less(t, hit, 20, "one strike reaches the ring around the player, not the whole crowd")
	for i := range w.Enemies {
		d := w.Enemies[i].Pos.Dist(w.Player.Pos)
		assert.GreaterOrEqual(t, d, 0.45+0.4-1e-9, "the player does not stand inside an enemy")
	}
}
