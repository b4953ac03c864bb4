package game

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAScreenshotRunPlaysExactlyItsFrames: Ebitengine may run several
// updates before it draws, as a slow machine does; a run with -screenshot
// and -frames N then holds at tick N until the draw takes the picture,
// and its recording holds N ticks, every time.
func TestAScreenshotRunPlaysExactlyItsFrames(t *testing.T) {
	needsDisplay(t)
	dir := t.TempDir()
	record := filepath.Join(dir, "r.json")
	g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}, Screenshot: filepath.Join(dir, "s.png"), Frames: 30, RecordPath: record})
	require.NoError(t, err)
	g.input = func() control.Input { return control.Input{} }
	for range 33 { // three updates more before the first draw
		require.NoError(t, g.Update())
	}
	assert.Equal(t, uint32(30), g.ctl.Run.World.Tick)
	drawFrame(g)
	assert.True(t, errors.Is(g.Update(), ebiten.Termination), "the run ends after the screenshot")
	require.NoError(t, g.Close())
	r, err := session.LoadReplay(record)
	require.NoError(t, err)
	for r.Replaying() {
		r.Advance(entity.PlayerIntent{})
	}
	assert.Equal(t, uint32(30), r.Head(), "the recording holds the run's ticks")
}
