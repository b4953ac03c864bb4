package entity_test

import (
	"math/rand/v2"
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/require"
)

// TestTheStrikeFindsEveryEnemyInReach plays random crowds around a player
// who strikes often, looking enemies up by place, beside the reference,
// which looks at every enemy; on the way enemies are added near the player,
// moved by hand and the world is rewound. Both hit the same enemies, tick
// for tick.
func TestTheStrikeFindsEveryEnemyInReach(t *testing.T) {
	for seed := range uint64(20) {
		r := rand.New(rand.NewPCG(seed, 38))
		build := func(reference bool) *entity.World {
			cfg := defaultConfig(t)
			cfg.Arena = entity.Arena{Width: 40, Height: 30, PlayerStart: entity.Vec{X: 20, Y: 15}}
			w := entity.NewWorld(cfg, seed)
			w.SpawnRandom(50 + r.IntN(1500))
			w.Brain = charger{}
			w.Reference(reference)
			return w
		}
		r = rand.New(rand.NewPCG(seed, 38))
		a := build(false)
		r = rand.New(rand.NewPCG(seed, 38))
		b := build(true)
		var snapA, snapB entity.Snapshot
		a.Save(&snapA)
		b.Save(&snapB)
		for tick := range 200 {
			in := entity.PlayerIntent{Move: entity.Vec{X: r.Float64() - 0.5, Y: r.Float64() - 0.5}, Attack: r.IntN(3) == 0, Invulnerable: true}
			switch r.IntN(40) {
			case 0: // a newcomer at the player's side
				at := a.Player.Pos.Add(entity.Vec{X: 0.5})
				a.AddEnemy(a.Kinds[0], at)
				b.AddEnemy(b.Kinds[0], at)
			case 1: // an enemy carried to the player by hand
				i := r.IntN(len(a.Enemies))
				a.Wake(i)
				b.Wake(i)
				a.Enemies[i].Pos, b.Enemies[i].Pos = a.Player.Pos, b.Player.Pos
			case 2:
				a.Restore(&snapA)
				b.Restore(&snapB)
			case 3:
				a.Save(&snapA)
				b.Save(&snapB)
			}
			a.Step(in, entity.Dt)
			b.Step(in, entity.Dt)
			require.Equal(t, b.Events, a.Events, "seed %d, tick %d", seed, tick)
			require.Equal(t, b.AppendState(nil), a.AppendState(nil), "seed %d, tick %d", seed, tick)
		}
	}
}
