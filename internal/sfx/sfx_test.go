package sfx

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryEffectIsShortAudibleAndWithinRange: each effect lasts under a
// second, is heard (its loudest sample above a tenth) and never clips.
func TestEveryEffectIsShortAudibleAndWithinRange(t *testing.T) {
	const rate = 48000
	for e := range Count {
		t.Run(e.String(), func(t *testing.T) {
			s := Samples(e, rate)
			require.NotEmpty(t, s)
			assert.Less(t, Seconds(e), 1.0)
			assert.Len(t, s, int(math.Ceil(Seconds(e)*rate)))
			peak := 0.0
			for _, x := range s {
				peak = max(peak, math.Abs(x))
			}
			assert.Greater(t, peak, 0.1, "heard")
			assert.LessOrEqual(t, peak, 1.0, "never clips")
			assert.InDelta(t, 0, s[len(s)-1], 0.05, "fades out: no click at the end")
			assert.Equal(t, s, Samples(e, rate), "the same every time")
		})
	}
}

func TestPCMIsStereoFloat32(t *testing.T) {
	s, pcm := Samples(Shot, 8000), PCM(Shot, 8000)
	require.Len(t, pcm, len(s)*8)
	for i := range s {
		left := math.Float32frombits(binary.LittleEndian.Uint32(pcm[i*8:]))
		right := math.Float32frombits(binary.LittleEndian.Uint32(pcm[i*8+4:]))
		assert.Equal(t, float32(s[i]), left)
		assert.Equal(t, left, right)
	}
}

func TestAStepsEventsAreHeard(t *testing.T) {
	tests := []struct {
		name   string
		events []entity.Event
		want   []Effect
	}{
		{"nothing", nil, nil},
		{"the player strikes", []entity.Event{{Kind: entity.EventAttack, Source: entity.PlayerID, Target: "near-1"}}, []Effect{Strike}},
		{"an enemy strikes the player", []entity.Event{{Kind: entity.EventAttack, Source: "near-1", Target: entity.PlayerID},
			{Kind: entity.EventHit, Source: "near-1", Target: entity.PlayerID, Damage: 10}}, []Effect{Hurt}},
		{"the player kills", []entity.Event{{Kind: entity.EventHit, Source: entity.PlayerID, Target: "far-2"},
			{Kind: entity.EventDeath, Source: entity.PlayerID, Target: "far-2"}}, []Effect{Death}},
		{"the player dies", []entity.Event{{Kind: entity.EventDeath, Source: "far-1", Target: entity.PlayerID}}, []Effect{Hurt}},
		{"a shot", []entity.Event{{Kind: entity.EventShoot, Source: "far-1", Target: entity.PlayerID}}, []Effect{Shot}},
		{"a respawn is silent", []entity.Event{{Kind: entity.EventRespawn, Source: "near-1"}}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var want [Count]bool
			for _, e := range tc.want {
				want[e] = true
			}
			assert.Equal(t, want, Heard(tc.events))
		})
	}
}
