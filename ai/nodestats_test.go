package ai_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNodeStatsCountWhatTheNodesDid: a Near enemy with the player in reach
// attacks again and again: its strike runs for a whole attack at a stretch
// (wind-up, strike and recovery), and the root is ticked every tick.
func TestNodeStatsCountWhatTheNodesDid(t *testing.T) {
	s := newSim(t, entity.Vec{X: 9.3, Y: 10}, spawn("near", 10, 10))
	stats, err := ai.NewNodeStats(s.w, s.minds, "near")
	require.NoError(t, err)
	for range 300 {
		s.w.Step(entity.PlayerIntent{Invulnerable: true}, entity.Dt)
		stats.Observe(s.w, s.minds)
	}
	var out strings.Builder
	require.NoError(t, stats.Write(&out))
	k := s.w.Kind("near")
	attack := entity.Ticks(k.WindUp) + entity.Ticks(k.Strike) + entity.Ticks(k.Recovery)
	lines := strings.Split(out.String(), "\n")
	assert.Equal(t, "near: 1 enemy over 300 ticks", lines[0])
	assert.Regexp(t, `^\s*near\s+300\s`, lines[2], "the root, every tick")
	assert.Regexp(t, fmt.Sprintf(`^\s*│  └─ strike\s+\d+\s+\d+\s+\d+\s+%d\.0\s*$`, attack), lines[6], "a whole attack at a stretch")

	_, err = ai.NewNodeStats(s.w, s.minds, "boss")
	assert.EqualError(t, err, `no kind "boss" (the kinds are [coward far near])`)
}
