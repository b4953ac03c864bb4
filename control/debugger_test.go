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

// TestAJumpBackKeepsTheReasonsOfFadedNodes: an enemy selected from the
// start of the arena with 1,500 more enemies, shown at earlier ticks after
// jumps back on the timeline, gives every node the reason it gave when the
// tick was live: also a faded node that last ran before the keyframe a jump
// re-simulates from and ran again later (inAttackRange at tick 300).
func TestAJumpBackKeepsTheReasonsOfFadedNodes(t *testing.T) {
	c := open(t, session.Source{ScenarioPath: "arena", Enemies: 1500}, Options{NoHold: true})
	c.Select(0)
	live := map[uint32][]string{}
	for range 600 {
		keys(t, c, Input{})
		live[c.Run.World.Tick] = rowReasons(c)
	}
	for _, tick := range []uint32{300, 200, 450, 100, 590, 301} {
		c.Seek(tick)
		assert.Equal(t, live[tick], rowReasons(c), "tick %d", tick)
	}
}

// rowReasons returns the selected enemy's rows as "name: reason".
func rowReasons(c *Controller) (out []string) {
	for _, r := range c.Inspected().Rows {
		out = append(out, r.Name+": "+r.Reason)
	}
	return out
}

// TestASelectionInThePastKeepsReasonsForward: an enemy selected at an
// early tick of the arena with 300 more enemies, shown at a later tick by
// a jump forward on the timeline, gives its faded nodes the reasons of the
// tick they last ran, as when the later tick was live: those within the
// 14 s a selection re-simulates.
func TestASelectionInThePastKeepsReasonsForward(t *testing.T) {
	c := open(t, session.Source{ScenarioPath: "arena", Enemies: 300}, Options{NoHold: true})
	live := map[uint32][]string{}
	c.Select(0)
	for range 600 {
		keys(t, c, Input{})
		live[c.Run.World.Tick] = rowReasons(c)
	}
	c.Select(-1)
	c.Seek(100)
	c.Select(0)
	for _, tick := range []uint32{300, 590} {
		c.Seek(tick)
		assert.Equal(t, live[tick], rowReasons(c), "tick %d", tick)
	}
}
