package session_test

import (
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShotsHitAreCountedByTheShootersKind: a hit counts as a shot that hit
// when the event's source kind is ranged, whatever its source's ID says.
func TestShotsHitAreCountedByTheShootersKind(t *testing.T) {
	s, err := session.New(origin(t, "empty.toml", 0))
	require.NoError(t, err)
	w := s.World
	far, near := w.Kind("far"), w.Kind("near")
	require.True(t, far.Ranged)
	hit := func(source string, k *entity.Kind) entity.Event {
		return entity.Event{Kind: entity.EventHit, Source: source, SourceKind: k, Target: entity.PlayerID, Damage: 1}
	}
	w.Events = []entity.Event{hit("sniper", far), hit("far-2", near), hit("far-3", far)}
	var o session.Outcome
	o.Observe(w)
	assert.Equal(t, 3, o.PlayerHits)
	assert.Equal(t, 2, o.ShotsHit, "the two hits by the ranged kind, named as it may be")
}

// TestEventsNameTheirSourcesKind plays the far_dodge scenario: every event
// an enemy causes carries its kind, and the player's carry none.
func TestEventsNameTheirSourcesKind(t *testing.T) {
	s, err := session.New(origin(t, "far_dodge.toml", 0))
	require.NoError(t, err)
	kinds := map[entity.EventKind]int{}
	for range 900 {
		s.Advance(entity.PlayerIntent{Attack: true})
		for _, ev := range s.World.Events {
			kinds[ev.Kind]++
			if ev.Source == entity.PlayerID {
				assert.Nil(t, ev.SourceKind, "%+v", ev)
				continue
			}
			require.NotNil(t, ev.SourceKind, "%+v", ev)
			assert.Equal(t, s.World.Enemies[indexOf(t, s.World, ev.Source)].Kind, ev.SourceKind)
		}
	}
	assert.Positive(t, kinds[entity.EventShoot])
	assert.Positive(t, kinds[entity.EventHit])
}

// indexOf returns the index of the enemy with the given ID.
func indexOf(t *testing.T, w *entity.World, id string) int {
	t.Helper()
	for i := range w.Enemies {
		if w.Enemies[i].ID == id {
			return i
		}
	}
	require.Failf(t, "no such enemy", "%s", id)
	return -1
}
