package session

import (
	"crypto/sha256"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/require"
)

// TestKeyframesSavedOverOldOnesGiveBackTheirTicks plays sessions with the
// shortest window, minKeyframes keyframes, for many windows, so that every
// keyframe is saved over one a window older and copies only the enemies
// that woke since (entity.World.Stood). A player roams from one part of the
// arena to another, so that enemies wake and park again; a kind is tuned, a
// tree reloaded, waves come, and the session resumes from its past, which
// starts a run of its own. Seeking to any keyframe then gives back the
// world and minds of the tick it was saved on.
func TestKeyframesSavedOverOldOnesGiveBackTheirTicks(t *testing.T) {
	for seed := range uint64(4) {
		s, err := New(Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: seed, Enemies: 300})
		require.NoError(t, err)
		s.history = historyOf(minKeyframes)
		s.history.sample(s.World)
		s.saveKeyframe()
		hash := func() [32]byte { return sha256.Sum256(s.Hash(nil)) }
		roam := func(tick uint32) entity.PlayerIntent {
			dirs := []entity.Vec{{X: 1}, {Y: 1}, {X: -1, Y: 0.3}, {Y: -1}}
			return entity.PlayerIntent{Move: dirs[tick/500%4], Attack: tick%7 == 0, Invulnerable: true}
		}
		input, want, resumed := roam, map[uint32][32]byte{}, false
		for s.Head() < 4000 {
			s.Advance(input(s.Head() + 1))
			switch {
			case s.Head() == 400:
				near := *s.World.Kind("near")
				near.Detect = 9
				s.SetKinds(near)
			case s.Head() == 1300:
				far := s.TreeFile("far")
				far.Text = append([]byte(nil), far.Text...)
				require.NoError(t, s.SetTrees(map[string]TreeFile{"far": far}))
			case s.Head() == 2200 && !resumed: // with another player: a run of its own
				s.Seek(2000)
				resumed = true
				input = func(tick uint32) entity.PlayerIntent { return roam(tick + 250) }
				for tick := range want {
					if tick > 2000 {
						delete(want, tick)
					}
				}
				continue
			}
			if s.Head()%KeyframeEvery == 0 {
				want[s.Head()] = hash()
			}
		}
		require.Positive(t, s.World.Wave, "seed %d: a wave came", seed)
		require.Positive(t, s.World.ParkedCount(), "seed %d: enemies are parked", seed)
		for k := range s.keys.len() {
			tick := s.keys.at(k).world.Tick()
			s.Seek(tick)
			require.Equal(t, want[tick], hash(), "seed %d: seeking to tick %d", seed, tick)
		}
	}
}

// TestKeyframeWithinGoesBackAsFarAsItsTicks: the keyframe a re-simulation
// starts from is the oldest before the tick within the ticks given, at
// least the newest before it, and the window's oldest for its first tick.
func TestKeyframeWithinGoesBackAsFarAsItsTicks(t *testing.T) {
	s, err := New(Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: 1})
	require.NoError(t, err)
	for s.Head() < 10*KeyframeEvery {
		s.Advance(entity.PlayerIntent{})
	}
	for _, tc := range []struct{ t, ticks, want uint32 }{
		{600, 0, 540},
		{600, 60, 540},
		{600, 130, 480},
		{600, 180, 420},
		{601, 0, 600},
		{600, 10_000, 0},
		{0, 0, 0},
	} {
		require.Equal(t, tc.want, s.keyframeWithin(tc.t, tc.ticks).world.Tick(), "tick %d, %d ticks", tc.t, tc.ticks)
	}
	require.Equal(t, s.keyframeWithin(600, 0), s.keyframeBefore(600))
}
