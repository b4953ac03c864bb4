package control

import (
	"testing"

	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnEnemySelectedLateGivesItsFadedNodesReasons: selected 400 ticks
// into near_chase, near-1's nodes that were not ticked on the tick shown
// give the reasons of the tick they last ran, as when it was selected from
// the start; not only those of the nodes ticked since the last keyframe.
func TestAnEnemySelectedLateGivesItsFadedNodesReasons(t *testing.T) {
	reasons := func(selectAt int) (out []string) {
		c := open(t, session.Source{ScenarioPath: "near_chase"}, Options{NoHold: true})
		for tick := range 400 {
			if tick == selectAt {
				c.Select(0)
			}
			keys(t, c, Input{})
		}
		c.Select(0)
		require.Equal(t, uint32(400), c.Run.World.Tick)
		for _, r := range c.Inspected().Rows {
			out = append(out, r.Name+": "+r.Reason)
		}
		return out
	}
	late := reasons(400)
	assert.Contains(t, late, "moveToPlayer: closing in: dist 5.0, stops at 0.75", "a node last ticked before the newest keyframe")
	assert.Equal(t, reasons(0), late)
}
