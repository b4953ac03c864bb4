package game

import (
	"strings"
	"testing"

	"github.com/ebitengine/debugui"
	"github.com/enemyai/enemyai/control"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheEditorTakesWhatItIsGiven(t *testing.T) {
	played := control.Acts(control.OpenMenu, control.NextEnemy).With(control.MoveX, 1).At(control.Pointer{Click: true, MouseX: 900, MouseY: 600, Wheel: 1})
	tests := []struct {
		name     string
		captured debugui.InputCapturingState
		want     control.Input
	}{
		{"closed, or the pointer elsewhere", 0, played},
		{"the pointer over it: the clicks and the wheel are its", debugui.InputCapturingStateHover,
			control.Acts(control.OpenMenu, control.NextEnemy).With(control.MoveX, 1).At(control.Pointer{MouseX: 900, MouseY: 600})},
		{"typing: the keys are its too, and Esc does not quit", debugui.InputCapturingStateHover | debugui.InputCapturingStateFocus,
			control.Input{Pointer: control.Pointer{MouseX: 900, MouseY: 600}}},
		{"typing with the pointer elsewhere: a click there counts", debugui.InputCapturingStateFocus,
			control.Input{Pointer: control.Pointer{Click: true, MouseX: 900, MouseY: 600, Wheel: 1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := breakEditor{window{captured: tc.captured}}
			assert.Equal(t, tc.want, e.shield(played))
		})
	}
}

func TestEOpensTheEditorBesideTheArenaAndTheButtonClosesIt(t *testing.T) {
	g := onLongNames(t)
	drawn := func() []string {
		require.NoError(t, g.views.editor.update(g.ctl, &g.frame))
		return windowsDrawn(t, g, "breakpoint editor")
	}
	assert.NotContains(t, drawn(), "breakpoint editor")
	require.NoError(t, g.update(control.Acts(control.EditBreaks)))
	assert.Contains(t, drawn(), "breakpoint editor", "E opens it")
	require.NoError(t, g.update(control.Acts(control.EditBreaks)))
	assert.NotContains(t, drawn(), "breakpoint editor", "and the break button closes it")
}

// windowsDrawn draws a frame of g and returns the names of the boxes drawn,
// checking that the window named, if drawn, lies beside the arena.
func windowsDrawn(t *testing.T, g *Game, window string) []string {
	t.Helper()
	g.drawn = &layoutLog{}
	drawFrame(g)
	var names []string
	for _, b := range g.drawn.boxes {
		names = append(names, b.name)
		if b.name == window {
			assert.False(t, b.r.overlaps(g.arenaRect()), "the %s at %v covers the arena at %v", window, b.r, g.arenaRect())
		}
	}
	return names
}

// TestTheHUDSaysTheEditorHasTheKeyboard: while the breakpoint editor is
// open, the HUD says the game is paused while you type and Esc closes the
// editor (on a touch screen, its break button), whatever paused it: P would
// type a p, not resume.
func TestTheHUDSaysTheEditorHasTheKeyboard(t *testing.T) {
	g := played(t, 60)
	require.NoError(t, g.update(control.Acts(control.EditBreaks)))
	g.lastUsed = control.TouchScreen // as after a tap on its button
	assert.Contains(t, strings.Join(framed(g).said(), "\n"), "PAUSED while you type (break closes)")
	require.NoError(t, g.update(control.Acts(control.EditCancel)))
	g.lastUsed = control.KeysAndMouse
	for _, pause := range []control.Input{{}, control.Acts(control.Pause)} {
		require.NoError(t, g.update(pause))
		require.NoError(t, g.update(control.Acts(control.EditBreaks)))
		require.True(t, g.ctl.Paused)
		said := strings.Join(framed(g).said(), "\n")
		assert.Contains(t, said, "PAUSED while you type (Esc closes)")
		assert.NotContains(t, said, "P plays on")
		assert.NotContains(t, said, "P resumes")
		require.NoError(t, g.update(control.Acts(control.EditCancel)))
		require.False(t, g.ctl.Editor.Open)
	}
}
