package control

import (
	"github.com/enemyai/enemyai/session"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkKeyAt100000Enemies measures how long the game takes to answer a
// key in a crowd of 100,000 enemies with 20 s of history: each iteration is
// the update that applies the key, ticks included, as a frame would run it.
// The keys follow each other as a user's would: the last ones act in the
// past, paused, where tuning makes a what-if that plays the future again.
func BenchmarkKeyAt100000Enemies(b *testing.B) {
	const history = 20 * 60
	run, err := session.Open(session.Source{Enemies: 100_000})
	require.NoError(b, err)
	c, err := New(run, Options{}, panelRows)
	require.NoError(b, err)
	b.Cleanup(func() { c.Close() })
	for range history {
		require.NoError(b, c.Update(Input{}))
	}
	clicks := uint32(0)
	keys := []struct {
		name string
		in   func() Input
	}{
		{"Tab selects the next enemy", func() Input { return Acts(NextEnemy) }},
		{"T switches the panel to the graph", func() Input { return Acts(ToggleGraph) }},
		{"C shows the next heat map window", func() Input { return Acts(CycleHeat) }},
		{"1 and ] tune the selected kind", func() Input { return Acts().With(PickField, 1).With(Adjust, 1) }},
		{"a click on the timeline 10 s back", func() Input {
			// Each click a tick away from the last, so that each one seeks:
			// a click where the world already is does nothing.
			clicks++
			return Input{Pointer: Pointer{Click: true, Over: OverTimeline, TimelineTick: history - 600 - clicks%2}}
		}},
		{"1 and ] there make a what-if of the 10 s after", func() Input { return Acts().With(PickField, 1).With(Adjust, 1) }},
	}
	for _, k := range keys {
		b.Run(k.name, func(b *testing.B) {
			for b.Loop() {
				require.NoError(b, c.Update(k.in()))
			}
		})
	}
}
