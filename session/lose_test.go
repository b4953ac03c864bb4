package session

import (
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTunedDetectSavesAndRelaunchesAsTheSameWorld tunes Near's detect in a
// running game, saves the configuration as the game does, starts a new game
// on the saved file and plays both with the same inputs: the worlds must be
// the same tick for tick. The lose range, unset in the file, follows detect.
func TestTunedDetectSavesAndRelaunchesAsTheSameWorld(t *testing.T) {
	live, err := New(Origin{ConfigName: "c.toml", Config: assets.Config})
	require.NoError(t, err)
	near := *live.World.Kind("near")
	near = config.FieldDetect.Adjust(near, 8) // 4 -> 6, as eight presses of ]
	live.SetKinds(near)
	assert.InDelta(t, 7.5, live.World.Kind("near").LoseRange(), 1e-9, "lose follows detect")

	saved, err := config.SetKindValues("c.toml", assets.Config, []config.KindValue{{Kind: "near", Field: config.FieldDetect, Value: near.Detect}})
	require.NoError(t, err)
	relaunched, err := New(Origin{ConfigName: "c.toml", Config: saved})
	require.NoError(t, err)
	for i := range 900 {
		in := entity.PlayerIntent{Move: entity.Vec{X: -0.7, Y: -0.4}, Attack: i%20 == 0}
		live.Advance(in)
		relaunched.Advance(in)
		require.Equal(t, live.Hash(nil), relaunched.Hash(nil), "tick %d", i+1)
	}
}
