package game

import (
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/sfx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheSpeakerHearsTheStepsPlayedLive: a strike played is heard once; a
// tick gone back to is not heard again; a run without sound (every test's,
// -screenshot's, -measure's) makes no sound context, gesture or not.
func TestTheSpeakerHearsTheStepsPlayedLive(t *testing.T) {
	g := oneEnemy(t)
	var sp speaker
	require.NoError(t, g.update(control.Acts(control.Strike)))
	want := [sfx.Count]bool{}
	want[sfx.Strike] = true
	assert.Equal(t, want, sp.hear(g.ctl), "the strike")
	assert.Equal(t, [sfx.Count]bool{}, sp.hear(g.ctl), "heard once")
	for range 10 {
		require.NoError(t, g.update(control.Input{}))
	}
	sp.hear(g.ctl)
	require.NoError(t, g.update(control.Acts(control.Pause)))
	require.NoError(t, g.ctl.SeekNow(1))
	assert.Equal(t, [sfx.Count]bool{}, sp.hear(g.ctl), "the past is not heard again")
	assert.Nil(t, g.views.sound.ctx, "no sound context in a run without sound")
}

// TestABreakpointIsHeard: the game stopped by a breakpoint makes its sound.
func TestABreakpointIsHeard(t *testing.T) {
	g := oneEnemy(t)
	var sp speaker
	g.ctl.Stop, g.ctl.Paused = "breakpoint: near-1 dist < 2", true
	assert.True(t, sp.hear(g.ctl)[sfx.Break])
	assert.False(t, sp.hear(g.ctl)[sfx.Break], "once")
}
