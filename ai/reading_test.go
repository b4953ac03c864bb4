package ai

import (
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

// TestReadingsShowLimitsAsTunedAndNeverReadAsTheirLimit: a limit reads as
// the tuner shows it, and a measured value that differs from its limit
// never reads the same as the limit.
func TestReadingsShowLimitsAsTunedAndNeverReadAsTheirLimit(t *testing.T) {
	tests := []struct{ got, want string }{
		{compare("dist", 3.94, "detect", 4, true), "dist 3.9 <= detect 4.0"},
		{compare("dist", 4.04, "detect", 4, false), "dist 4.04 > detect 4.0"},
		{compare("dist", 4, "detect", 4, true), "dist 4.0 <= detect 4.0"},
		{compare("dist", 5.74, "", 10, true), "dist 5.7 <= 10.0"}, // playerWithin(10): a distance, not a named range
		{compare("dist", 10.5, "", 10, false), "dist 10.5 > 10.0"},
		{compare("dist", 7.24, "detect", 7.25, true), "dist 7.2 <= detect 7.25"},
		{compare("dist", 5.2, "detect", 7.25, true), "dist 5.2 <= detect 7.25"},
		{compare("dist", 4.0001, "detect", 4, false), "dist 4.0001 > detect 4.0"},
		{compare("dist", 0.99999999, "attack", 1, true), "dist 1.0 <= attack 1.0"},
		{compare("dist", 7.3, "detect", 7.25, false), "dist 7.3 > detect 7.25"},
		{compare("dist", 7.251, "detect", 7.25, false), "dist 7.3 > detect 7.25"},
		// Within by the check on squares, though its square root is a
		// rounding error beyond: it reads as the check decided.
		{compare("dist", 5.000000000000001, "lose", 5, true), "dist 5.0 <= lose 5.0"},
		{apart(29.96, 30), "29.96"},
		{limitText(0.75), "0.75"},
		{limitText(18.000000000000004), "18.0"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, tc.got)
	}
}

// TestSeesPlayerReadsTheRangeThatDecided: seesPlayer's reason names
// detect, or lose while the enemy keeps track of the player; beyond detect
// the distance never reads as the lose range, as a player's who just got
// away did ("dist 5.0 > detect 4.0" after "dist 5.0 <= lose 5.0").
func TestSeesPlayerReadsTheRangeThatDecided(t *testing.T) {
	near := &entity.Kind{Detect: 4, Lose: 5}
	tests := []struct {
		name string
		dist float64
		sees bool
		want string
	}{
		{"within detect", 3.5, true, "dist 3.5 <= detect 4.0"},
		{"tracking within lose", 4.99, true, "dist 5.0 <= lose 5.0 (still tracking)"},
		{"got away beyond lose", 5.04, false, "dist 5.04 > detect 4.0"},
		{"beyond detect, not tracking", 4.5, false, "dist 4.5 > detect 4.0"},
		{"far beyond", 6.02, false, "dist 6.0 > detect 4.0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := &entity.World{}
			w.Player.Pos = entity.Vec{X: tc.dist}
			a := &Agent{W: w, E: &entity.Enemy{Kind: near, Sees: tc.sees}}
			assert.Equal(t, tc.want, whySees(a))
		})
	}
}

func TestHPBelowReadsAsItDecides(t *testing.T) {
	kind := &entity.Kind{HP: 60}
	tests := []struct {
		hp   float64
		want string
	}{
		{60, "hp 60.0 >= 30.0 (0.5 of 60)"},
		{30, "hp 30.0 >= 30.0 (0.5 of 60)"},
		{29.5, "hp 29.5 < 30.0 (0.5 of 60)"},
	}
	for _, tc := range tests {
		a := &Agent{E: &entity.Enemy{Kind: kind, HP: tc.hp}}
		assert.Equal(t, tc.want, whyHPBelow(a, 0.5))
	}
}

func TestTheStateReadsADecision(t *testing.T) {
	assert.Equal(t, "chase (moveToPlayer, running)", branchText(Decision{Branch: "chase", Leaf: "moveToPlayer", Status: bt.Running}))
	assert.Equal(t, "dead", branchText(Decision{Branch: "dead", Status: bt.Idle}))
}
