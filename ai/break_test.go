package ai_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
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
		{"near.* hp < NaN", `column 13: hp is compared with "NaN": the breakpoint could never fire; give a finite number`},
		{"near.* dist < -1", "column 15: dist < -1: a distance is never below 0, so the breakpoint could never fire"},
		{"near.* dist >= -0.5", "column 16: dist >= -0.5: a distance is never below 0, so the breakpoint could never fire"},
		{"near.* dist < 0", "column 15: dist < 0: a distance is never below 0, so the breakpoint could never fire"},
		{"near.* dist > -inf", `column 15: dist is compared with "-inf": the breakpoint could never fire; give a finite number`},
		{"near.* hp < -5", "column 13: hp < -5: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire"},
		{"near.* hp < 0", "column 13: hp < 0: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire"},
		{"near.* hp > 1", "column 13: hp > 1: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire"},
		{"near.* hp >= 0", "column 14: hp >= 0: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire"},
		{"near.* hp < 2", "column 13: hp < 2: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire"},
		{"near.* hp <= 1", "column 14: hp <= 1: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire"},
		{"near.* hp == 1.5", "column 14: hp == 1.5: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire"},
		{"near.* hp != -1", "column 14: hp != -1: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire"},
		{"near.* " + strings.Repeat("(", 17) + "dist < 2" + strings.Repeat(")", 17),
			"column 24: parentheses nested more than 16 deep: a breakpoint nests at most 16"},
		{"near.* " + strings.Repeat("(", 5_000_000), "column 24: parentheses nested more than 16 deep: a breakpoint nests at most 16"},
		{"near.* " + strings.Repeat("dist < 2 || ", 64) + "hp < 1", "column 776: more than 64 conditions: a breakpoint checks at most 64"},
		{"near.* " + strings.Repeat("x", 100_000), `column 8: unknown "` + strings.Repeat("x", config.QuotedChars) + `…": a condition starts with dist, hp, branch, leaf, node or (`},
		{strings.Repeat("é", 100_000) + "* dist < 2", `column 1: "` + strings.Repeat("é", config.QuotedChars) + `…": want an enemy's ID like far-1 or a kind like near.*`},
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
		assert.Contains(t, w, ", hp 0.17 (10 of 60)")
	}

	nobody, err := ai.ParseBreak("boss.* dist < 2")
	require.NoError(t, err)
	assert.EqualError(t, nobody.Watches(s.w), `boss.* dist < 2: no enemy of kind "boss"`)
}

// TestABreakpointThatCouldNeverFireIsRefused: a node, branch or leaf no
// watched tree has is refused at its column, with the name meant when there
// is one.
func TestABreakpointThatCouldNeverFireIsRefused(t *testing.T) {
	s := newSim(t, entity.Vec{X: 20, Y: 10}, spawn("near", 10, 10), spawn("coward", 30, 10))
	tests := []struct{ src, want string }{
		{"near.* node nosuch running", `column 13: no node "nosuch" in the tree of near: the breakpoint could never fire`},
		{"near.* branch == nosuch", `column 18: no branch "nosuch" in the tree of near: the breakpoint could never fire`},
		{"near-1 dist < 2 && branch != chse", `column 30: no branch "chse" in the tree of near: the breakpoint could never fire (did you mean "chase"?)`},
		{"near.* leaf == flee", `column 16: no leaf "flee" in the tree of near: the breakpoint could never fire`},
		{"near.* leaf == attack", `column 16: "attack" is a composite node in the tree of near, which always ticks a child, never the tip: the breakpoint could never fire (node attack running holds while it runs)`},
		{"near.* leaf == strike", ""},
		{"near.* node strike running || branch == idle || leaf == moveHome", ""},
		{"coward.* node flee running && branch == cower", ""},
		{"coward-1 branch == dead", ""},
	}
	for _, tc := range tests {
		_, err := ai.ParseBreakIn(s.w, tc.src)
		if tc.want == "" {
			assert.NoError(t, err, tc.src)
			continue
		}
		var be *ai.BreakError
		require.ErrorAs(t, err, &be, tc.src)
		assert.EqualError(t, err, tc.want, tc.src)
	}
}

// TestAKindWideBreakpointFiresAlikeParkedOrNot: a parked enemy's
// expression is worked out once while it rests, yet a crowd's breakpoints
// fire on the same ticks, for the same enemies and reasons, with parking on
// or off, also as the player crosses a distance they compare with beyond
// the reach that wakes the enemy.
func TestAKindWideBreakpointFiresAlikeParkedOrNot(t *testing.T) {
	sources := []string{
		"near.* dist < 12 && branch == idle",
		"far.* dist >= 9.5 && dist < 14 || hp < 0.5",
		"coward.* (dist < lose || dist > 20) && node moveHome success",
		"near.* leaf == moveHome && dist <= detect",
	}
	run := func(park bool) (hits []string, whileParked int) {
		cfg, err := config.DefaultConfig()
		require.NoError(t, err)
		cfg.Enemies = nil
		cfg.Arena = entity.Arena{Width: 60, Height: 60, PlayerStart: entity.Vec{X: 30, Y: 30}}
		w := entity.NewWorld(cfg, 5)
		w.SpawnRandom(300)
		w.Park(park)
		minds := attachShipped(t, w)
		var breaks []*ai.Break
		for _, src := range sources {
			b, err := ai.ParseBreakIn(w, src)
			require.NoError(t, err)
			breaks = append(breaks, b)
		}
		dirs := []entity.Vec{{X: 1}, {Y: 1}, {X: -1}, {Y: -1}}
		for range 1500 {
			w.Step(entity.PlayerIntent{Move: dirs[w.Tick/200%4], Attack: w.Tick%97 == 0, Invulnerable: true}, entity.Dt)
			for k, b := range breaks {
				for _, hit := range b.Check(w, minds) {
					hits = append(hits, fmt.Sprintf("t %d break %d: %s", w.Tick, k, hit.Why))
					if w.Parked(hit.Enemy) {
						whileParked++
					}
				}
			}
		}
		return hits, whileParked
	}
	parked, whileParked := run(true)
	stepped, _ := run(false)
	assert.Greater(t, whileParked, 10, "breakpoints fired for parked enemies")
	assert.Greater(t, len(parked), whileParked, "and for awake ones")
	assert.Equal(t, stepped, parked)
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
