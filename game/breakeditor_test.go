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
			e := breakEditor{window: window{captured: tc.captured}}
			assert.Equal(t, tc.want, e.shield(played))
		})
	}
}

func TestEOpensTheEditorBesideTheArenaAndTheButtonClosesIt(t *testing.T) {
	g := onLongNames(t)
	drawn := func() []string {
		require.NoError(t, g.views.editor.update(&g.stage))
		return windowsDrawn(t, g, "breakpoint editor")
	}
	assert.NotContains(t, drawn(), "breakpoint editor")
	require.NoError(t, g.update(control.Acts(control.EditBreaks)))
	assert.Contains(t, drawn(), "breakpoint editor", "E opens it")
	require.NoError(t, g.update(control.Acts(control.EditBreaks)))
	assert.NotContains(t, drawn(), "breakpoint editor", "and the break button closes it")
}

// TestTheEditorAloneOpensAtTheTopOfTheSide: with nothing else in the side
// (no enemy's panel), the breakpoint editor opens at its top, not at its
// bottom under an empty column; with a panel, under the panel's head.
func TestTheEditorAloneOpensAtTheTopOfTheSide(t *testing.T) {
	g := onLongNames(t)
	top := func() float64 {
		require.NoError(t, g.views.editor.update(&g.stage))
		windowsDrawn(t, g, "breakpoint editor")
		for _, b := range g.drawn.boxes {
			if b.name == "breakpoint editor" {
				return b.r.y
			}
		}
		require.Fail(t, "no editor drawn")
		return 0
	}
	require.NoError(t, g.update(control.Acts(control.EditBreaks)))
	assert.Equal(t, g.frame.side.y, top(), "alone: at the top")
	g.ctl.Select(0)
	require.NoError(t, g.update(control.Input{}))
	assert.Greater(t, top(), g.frame.side.y+windowHeadroom-1, "under the panel's head")
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

// TestOnTouchTheConditionIsAskedForWithTheBrowsersDialog: with the touch
// controls in use, the editor's Type button asks for the condition with the
// platform's dialog, starting from the one typed so far (a phone brings up
// no keyboard for the game's canvas); a condition set empties the field, a
// wrong one stays with its problem, and a cancelled or empty answer
// changes nothing.
func TestOnTouchTheConditionIsAskedForWithTheBrowsersDialog(t *testing.T) {
	tests := []struct {
		name      string
		answer    string
		ok        bool
		conds     int
		draft     string
		problemed bool
	}{
		{"a condition sets a breakpoint", "near-1 dist < 2", true, 1, "", false},
		{"a wrong one stays, with its problem", "near-1 dist <", true, 0, "near-1 dist <", true},
		{"cancelled", "near-1 dist < 2", false, 0, "", false},
		{"left empty", "", true, 0, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var asked []string
			defer func(was func(string, string) (string, bool)) { askText = was }(askText)
			askText = func(question, initial string) (string, bool) {
				asked = append(asked, initial)
				return tc.answer, tc.ok
			}
			g := oneEnemy(t)
			g.stage.touch.Shown = true
			require.NoError(t, g.update(control.Acts(control.EditBreaks)))
			require.NoError(t, g.views.editor.update(&g.stage))
			g.views.editor.ask(g.ctl)
			assert.Empty(t, asked, "nothing is asked until Type is pressed")
			g.views.editor.asking = true // as the Type button does
			g.views.editor.ask(g.ctl)
			assert.Equal(t, []string{""}, asked)
			assert.Len(t, g.ctl.Breaks.Conditions(), tc.conds)
			assert.Equal(t, tc.draft, g.ctl.Editor.Draft)
			assert.Equal(t, tc.problemed, g.ctl.Editor.Problem != "")
			g.views.editor.ask(g.ctl)
			assert.Len(t, asked, 1, "asked once a press")
		})
	}
}

// TestTheEditorsHintNamesHowAConditionIsSet: the breakpoint editor's hint
// names the keys, or where the dialog asks for the condition, its button.
func TestTheEditorsHintNamesHowAConditionIsSet(t *testing.T) {
	assert.Contains(t, editorHint(false), "Enter sets it; Esc closes.")
	assert.Contains(t, editorHint(true), "Tap Type to write one; the break button closes.")
	assert.NotContains(t, editorHint(true), "Enter")
}
