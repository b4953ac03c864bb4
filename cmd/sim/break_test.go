package main

import (
	"path/filepath"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestABreakpointStopsOnTheSameTickLiveInAReplayAndHere: "near.* branch ==
// attack && hp < 0.5" pauses the game live on a tick; the replay of that
// game pauses on the same tick, and cmd/sim -replay breaks there too.
func TestABreakpointStopsOnTheSameTickLiveInAReplayAndHere(t *testing.T) {
	const expr = "near.* branch == attack && hp < 0.5"
	path := filepath.Join(t.TempDir(), "run.json")
	pausedAt := func(opts cli.Options) uint32 {
		run, ctlOpts, err := cli.Prepare(opts)
		require.NoError(t, err)
		c, err := control.New(run, ctlOpts, 16)
		require.NoError(t, err)
		defer func() { require.NoError(t, c.Close()) }()
		for range 600 {
			require.NoError(t, c.Update(control.Input{}))
			if c.Paused {
				assert.Contains(t, c.Stop, "near-1 attack (strike); dist 0.85, hp 0.17 (10 of 60)")
				return c.Run.World.Tick
			}
		}
		t.Fatal("the breakpoint never fired")
		return 0
	}
	live := pausedAt(cli.Options{Source: session.Source{ScenarioPath: "death_respawn"}, RecordPath: path, Breaks: cli.Breaks{expr}})
	assert.Equal(t, uint32(76), live)
	assert.Equal(t, live, pausedAt(cli.Options{Source: session.Source{ReplayPath: path}, Breaks: cli.Breaks{expr}}), "in the replay")

	code, out, errOut := runSim("-replay", path, "-break", expr)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "break at tick 76: near-1 attack (strike); dist 0.85, hp 0.17 (10 of 60) ("+expr+")\n")
	assert.Contains(t, out, "│  └─ strike [stateful action] ● running — recovery, 0.30 s left ◀\n", "with the tree and its reasons")
}

func TestABadBreakpointExitsTwoWithTheColumn(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-scenario", "near_chase", "-break", "near.* dist ~ 2"},
			`sim: invalid value "near.* dist ~ 2" for flag -break: column 13: unexpected "~"`},
		{[]string{"-scenario", "near_chase", "-break", "far.* dist < 2"},
			`sim: -break far.* dist < 2: no enemy of kind "far"`},
	}
	for _, tc := range tests {
		code, _, errOut := runSim(tc.args...)
		assert.Equal(t, 2, code)
		assert.Contains(t, errOut, tc.want)
	}
}
