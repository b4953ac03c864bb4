package session_test

import (
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNodeSharesAreExactAfterASeek counts the nodes of a crowd two ways: live
// from the first tick, and turned on late, which re-simulates the ticks
// already played. Both give the same shares for every window, at the
// present and after seeking back, and the shares are those of counting the
// ticks by hand.
func TestNodeSharesAreExactAfterASeek(t *testing.T) {
	live, err := session.New(origin(t, "", 40))
	require.NoError(t, err)
	live.CountNodes(true)
	late, err := session.New(origin(t, "", 40))
	require.NoError(t, err)
	var byHand ai.Crowd
	var living float64
	visitsByHand := make([]float64, live.Minds.Tree(live.World.Kind("near")).Shape().Len())
	for live.Head() < 1500 {
		live.Advance(keyboard(live.Head() + 1))
		late.Advance(keyboard(late.Head() + 1))
		if live.Head() > 1500-600 { // the last ten seconds, counted by hand
			live.Minds.Count(live.World, &byHand, true)
			for id, v := range byHand.Kinds[2].Visits {
				visitsByHand[id] += float64(v)
			}
			living += float64(byHand.Kinds[2].Living)
		}
	}
	require.Equal(t, "near", live.World.Kinds[2].Name)
	assert.False(t, late.CountingNodes())
	late.CountNodes(true)
	assert.Equal(t, live.Hash(nil), late.Hash(nil), "counting late leaves the tick shown as it was")
	tenSeconds := live.NodeShares("near", 600)
	assert.Equal(t, uint32(600), tenSeconds.Ticks)
	between := 0
	for id, v := range visitsByHand {
		assert.InDelta(t, v/living, tenSeconds.Visited[id], 1e-12)
		if v > 0 && v < living {
			between++
		}
	}
	assert.Positive(t, between, "some nodes were ticked by some of the crowd")
	for _, window := range []uint32{60, 600, 0} {
		assert.Equal(t, live.NodeShares("near", window), late.NodeShares("near", window), "window %d", window)
	}
	live.Seek(700)
	late.Seek(700)
	for _, window := range []uint32{60, 600, 0} {
		a, b := live.NodeShares("near", window), late.NodeShares("near", window)
		assert.Equal(t, a, b, "window %d after a seek", window)
		assert.Equal(t, uint32(700), a.To)
	}
	assert.Equal(t, uint32(700), live.NodeShares("near", 0).Ticks, "the whole history up to the tick shown")
	root := live.NodeShares("near", 0).Visited[0]
	assert.InDelta(t, 1, root, 1e-12, "every living enemy ticks its root")
}

// TestTurnedOnInThePastTheHeatMapCountsTheTickShown: in a crowd whose
// history is longer than the re-simulation budget reaches, heat maps turned
// on at a tick in the past count the window up to that tick, not the
// stretch before the present.
func TestTurnedOnInThePastTheHeatMapCountsTheTickShown(t *testing.T) {
	s, err := session.New(origin(t, "", 10000)) // the budget re-simulates 400 ticks of it
	require.NoError(t, err)
	for s.Head() < 900 {
		s.Advance(keyboard(s.Head() + 1))
	}
	s.Seek(300)
	s.CountNodes(true)
	require.Equal(t, uint32(300), s.World.Tick)
	for _, tc := range []struct{ window, ticks uint32 }{{60, 60}, {600, 300}} {
		shares := s.NodeShares("near", tc.window)
		assert.Equal(t, tc.ticks, shares.Ticks, "window %d", tc.window)
		assert.Equal(t, tc.ticks, shares.Held, "window %d: every tick held was counted", tc.window)
		assert.Equal(t, uint32(300), shares.To, "window %d", tc.window)
	}
	// At the present, the ten seconds before it hold ticks the budget left
	// uncounted: the shares say so, for the heat map's heading.
	s.Seek(s.Head())
	shares := s.NodeShares("near", 600)
	assert.Equal(t, uint32(600), shares.Held)
	assert.Less(t, shares.Ticks, shares.Held, "ticks counted")
}
