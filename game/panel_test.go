package game

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/enemyai/enemyai/bt"
)

// TestARowSaysWhenItsWordsAreFrom: a tree row writes its name, its kind,
// its counter and its reason; a row not ticked on the tick shown says the
// tick they are from, and a running action halted since says so (its
// colour is its last status's, running's gold, as the text of bt says).
func TestARowSaysWhenItsWordsAreFrom(t *testing.T) {
	for _, c := range []struct {
		name       string
		row        bt.Row
		line, rest string
	}{
		{"ticked", bt.Row{Name: "seesPlayer", Label: "condition", Fresh: true, Ticked: 150, Reason: "dist 1.0 <= detect 4.0"},
			"  seesPlayer", "  condition: dist 1.0 <= detect 4.0"},
		{"the tip", bt.Row{Name: "strike", Label: "stateful action", Fresh: true, Ticked: 150, Tip: true, Reason: "wind-up"},
			"  strike <", "  stateful action: wind-up"},
		{"stale", bt.Row{Name: "seesPlayer", Label: "condition", Ticked: 148, Status: bt.Success, Reason: "dist 1.0 <= detect 4.0"},
			"  seesPlayer", "  condition @148: dist 1.0 <= detect 4.0"},
		{"halted", bt.Row{Name: "moveToPlayer", Label: "action", Ticked: 148, Status: bt.Running, Halted: true, Reason: "closing in"},
			"  moveToPlayer", "  action halted, ran @148: closing in"},
		{"halted after it ran on the tick shown", bt.Row{Name: "strike", Label: "stateful action", Fresh: true, Ticked: 150, Status: bt.Idle, Halted: true, Tip: true, Reason: "wind-up"},
			"  strike <", "  stateful action halted: wind-up"},
		{"stale with a counter, no reason", bt.Row{Name: "rest", Label: "cooldown 30", Ticked: 1, Detail: "ready in 30"},
			"  rest", "  cooldown 30 (ready in 30) @1"},
		{"never ticked", bt.Row{Name: "moveHome", Label: "action"},
			"  moveHome", "  action"},
	} {
		t.Run(c.name, func(t *testing.T) {
			line, rest := rowWords(c.row, 2)
			assert.Equal(t, c.line, line)
			assert.Equal(t, c.rest, rest)
		})
	}
}
