package ai_test

import (
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestABadBreakpointNamesTheColumn(t *testing.T) {
	tests := []struct{ src, want string }{
		{"", "column 1: empty: give an enemy or kind, then a condition, like near.* dist < 2"},
		{"near.*", "column 7: a condition must follow near.*, like dist < 2"},
		{"near.* dist", "column 12: missing a comparison, like dist < 2 at the end"},
		{"near.* dist < far", `column 15: dist is compared with a number or a range (detect, attack, lose, min_distance), got "far"`},
		{"near.* hp < half", `column 13: hp is compared with a fraction of the kind's hp, like 0.5, got "half"`},
		{"near.* branch < attack", "column 15: branch is a name: compare it with == or !="},
		{"near.* speed > 2", `column 8: unknown "speed": a condition starts with dist, hp, branch, leaf, node or (`},
		{"near.* node flee sleeping", `column 18: unknown status "sleeping": want success, failure or running`},
		{"near.* (dist < 2 || hp < 0.5", `column 29: missing ")" at the end`},
		{"near.* dist < 2 hp < 0.5", `column 17: unexpected "hp": join conditions with && or ||`},
		{"near.* dist ~ 2", `column 13: unexpected "~"`},
		{"near.* dist = 2", `column 13: want a comparison (<, <=, >, >=, ==, !=) after dist, got "="`},
	}
	for _, tc := range tests {
		_, err := ai.ParseBreak(tc.src)
		var be *ai.BreakError
		require.ErrorAs(t, err, &be, "%q", tc.src)
		assert.EqualError(t, err, tc.want, "%q", tc.src)
	}
}

// TestABreakpointFiresOnTheTickItsConditionBecomesTrue: a Near enemy the
// player strikes down to a sixth of its HP fires "near.* branch == attack &&
// hp < 0.5" on the ticks it goes into an attack hurt, not while it goes on
// attacking; a condition that never holds, never.
func TestABreakpointFiresOnTheTickItsConditionBecomesTrue(t *testing.T) {
	s := newSim(t, entity.Vec{X: 9.3, Y: 10}, spawn("near", 10, 10))
	hurt, err := ai.ParseBreak("near.* branch == attack && hp < 0.5")
	require.NoError(t, err)
	never, err := ai.ParseBreak("near-1 (dist > 100 || leaf == nothing) && node strike running")
	require.NoError(t, err)
	require.NoError(t, hurt.Watches(s.w))
	var fired []uint32
	var why []string
	for range 600 {
		s.w.Step(entity.PlayerIntent{Attack: s.w.Enemies[0].HP > 25, Invulnerable: true}, entity.Dt)
		for _, hit := range hurt.Check(s.w, s.minds) {
			assert.Equal(t, 0, hit.Enemy)
			fired = append(fired, s.w.Tick)
			why = append(why, hit.Why)
		}
		assert.Nil(t, never.Check(s.w, s.minds))
	}
	require.NotEmpty(t, fired, "the hurt enemy attacked")
	assert.Less(t, len(fired), 600/2, "on entering, not on every tick")
	for _, w := range why {
		assert.Contains(t, w, "near-1 attack (strike); dist ")
		assert.Contains(t, w, ", hp 0.17 of 60")
	}

	nobody, err := ai.ParseBreak("boss.* dist < 2")
	require.NoError(t, err)
	assert.EqualError(t, nobody.Watches(s.w), `boss.* dist < 2: no enemy of kind "boss"`)
}

// FuzzParseBreak: no expression makes the parser panic, and every refusal
// is a *BreakError whose column lies within the expression or just after.
func FuzzParseBreak(f *testing.F) {
	for _, seed := range []string{"near.* branch == attack && hp < 0.5", "far-1 dist < 2", "coward.* node flee running",
		"near.* (dist < attack || branch == chase) && hp < 0.25", "near.* ((", "x dist <= -1e300", "near.* node", "é.* hp ! 1"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		b, err := ai.ParseBreak(src)
		if err == nil {
			require.NotNil(t, b)
			return
		}
		var be *ai.BreakError
		require.ErrorAs(t, err, &be)
		assert.GreaterOrEqual(t, be.Column, 1)
		assert.LessOrEqual(t, be.Column, len([]rune(src))+1)
	})
}
