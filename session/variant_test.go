package session_test

import (
	"bytes"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAVariantKeepsTheCrowd: values pinned for a whole run leave the extra
// enemies where the original run puts them, though their homes are drawn
// out of sight by the detect range (pinned here), and give them the pinned
// values (hit points included); the run written as a replay plays back
// the same, tick for tick.
func TestAVariantKeepsTheCrowd(t *testing.T) {
	pinned := session.Variant{Values: []config.KindValue{
		{Kind: "near", Field: config.FieldDetect, Value: 9}, {Kind: "near", Field: config.FieldHP, Value: 90}}}
	varied := func() *session.Session {
		s, err := session.New(origin(t, "arena.toml", 200))
		require.NoError(t, err)
		require.NoError(t, s.Vary(pinned))
		return s
	}
	original, err := session.New(origin(t, "arena.toml", 200))
	require.NoError(t, err)
	played := varied()
	require.Len(t, played.World.Enemies, len(original.World.Enemies))
	near := played.World.Kind("near")
	assert.Equal(t, 9.0, near.Detect)
	for i, e := range played.World.Enemies {
		was := original.World.Enemies[i]
		assert.Equal(t, was.ID, e.ID)
		assert.Equal(t, was.Home, e.Home, "%s", e.ID)
		if e.Kind == near {
			assert.Equal(t, 90.0, e.HP, "%s", e.ID)
		}
	}

	for played.Head() < 300 {
		played.Advance(keyboard(played.Head() + 1))
	}
	var file bytes.Buffer
	require.NoError(t, played.WriteReplay(&file))
	r, err := session.ParseReplay("r.json", file.Bytes())
	require.NoError(t, err)
	again := varied()
	for r.Replaying() {
		r.Advance(entity.PlayerIntent{})
		again.Advance(keyboard(again.Head() + 1))
		require.Equal(t, hash(again), hash(r), "tick %d", r.Head())
	}
	assert.Equal(t, uint32(300), r.Head())
}
