package session

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTheHistoryKeepsToItsBudget: a crowd keeps the whole window and
// every recorder's changes up to the budget's bounds, then less, never
// under ten seconds and a few changes.
func TestTheHistoryKeepsToItsBudget(t *testing.T) {
	tests := []struct {
		enemies    int
		window     uint32 // seconds
		remembered int
	}{
		{0, 60, Remembered},
		{1_000, 60, Remembered},
		{8_000, 60, Remembered},
		{16_000, 60, 131},
		{22_000, 60, 95},
		{50_000, 25, 41},
		{100_000, 11, 20},
		{1_000_000, 10, minRemembered},
	}
	for _, tc := range tests {
		window := uint32((keyframesFor(tc.enemies) - 2) * KeyframeEvery / 60)
		assert.Equal(t, tc.window, window, "%d enemies: window", tc.enemies)
		assert.Equal(t, tc.remembered, rememberedFor(tc.enemies), "%d enemies: changes remembered", tc.enemies)
		if tc.window > 10 {
			assert.LessOrEqual(t, keyframesFor(tc.enemies)*tc.enemies*keyframeBytesPerEnemy, KeyframeBudget)
		}
		if tc.remembered > minRemembered {
			assert.LessOrEqual(t, rememberedFor(tc.enemies)*tc.enemies*transitionBytes, RecorderBudget)
		}
	}
}
