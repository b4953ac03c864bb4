package ai_test

import (
	"fmt"
	"strconv"
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
	s.minds.Remember(16) // watched, as in a session: the enemies keep their nodes' memory
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
	assert.EqualError(t, err, `no kind "boss" (kinds: coward, far, near)`)
}

// TestNodeStatsCountTheChangesARecorderLogs: a Far enemy dodging a strafing
// player shoots, holds and closes in again and again; every node's status
// changes counted are the transitions its recorder logs, halts included.
func TestNodeStatsCountTheChangesARecorderLogs(t *testing.T) {
	s := newSim(t, entity.Vec{X: 6, Y: 10}, spawn("far", 10, 10))
	s.minds.Remember(64)
	stats, err := ai.NewNodeStats(s.w, s.minds, "far")
	require.NoError(t, err)
	logged := map[string]int{}
	shape := s.minds.Shape(0)
	for tick := range 600 {
		dir := []entity.Vec{{Y: 1}, {Y: -1}}[tick/90%2]
		s.w.Step(entity.PlayerIntent{Move: dir, Invulnerable: true}, entity.Dt)
		stats.Observe(s.w, s.minds)
		for _, tr := range s.minds.Recorder(0).OnTick(s.w.Tick, nil) {
			logged[shape.Name(tr.Node)]++
		}
	}
	var out strings.Builder
	require.NoError(t, stats.Write(&out))
	rows := 0
	for _, line := range strings.Split(out.String(), "\n")[2:] {
		f := strings.Fields(line)
		if len(f) < 5 {
			continue
		}
		name := f[len(f)-5]
		assert.Equal(t, strconv.Itoa(logged[name]), f[len(f)-2], "%s's status changes", name)
		rows++
	}
	assert.Equal(t, shape.Len(), rows)
	assert.Positive(t, logged["keepDistance"], "the enemy closed in and was halted")
}
