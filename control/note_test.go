package control

import (
	"testing"

	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestANoteNamesTheControlsOfTheDevice: a note that names controls says
// them in the words of the device the screen names; others are the same on
// every device.
func TestANoteNamesTheControlsOfTheDevice(t *testing.T) {
	c := open(t, session.Source{ScenarioPath: "near_chase"}, Options{})
	keys(t, c, Acts(EditTree)) // nobody selected
	for device, want := range map[InputDevice]string{
		KeysAndMouse: "select an enemy first (click it, or Tab)",
		Gamepad:      "select an enemy first (Y)",
		TouchScreen:  "select an enemy first (tap it, or the next button)",
	} {
		assert.Contains(t, c.Note.ShownOn(device), want, device)
	}
	assert.Equal(t, c.Note.ShownOn(KeysAndMouse), c.Note.Shown())
	keys(t, c, Acts(ToggleGraph))
	assert.Contains(t, c.Note.ShownOn(TouchScreen), "pinch: zoom")
	assert.Contains(t, c.Note.ShownOn(KeysAndMouse), "wheel: zoom")
	keys(t, c, Acts(ToggleGraph))
	for _, device := range []InputDevice{KeysAndMouse, Gamepad, TouchScreen} {
		assert.Equal(t, "tree panel: text", c.Note.ShownOn(device))
	}
	for range noteTicks {
		c.Note.tick()
	}
	assert.Empty(t, c.Note.ShownOn(TouchScreen), "gone in its time")
}

// TestANoteStaysWhileTheGameIsPaused: a note counts its time down only
// while the game plays, so that one said while paused (a tuning, a save)
// is there until it is read, and goes in its time once play goes on.
func TestANoteStaysWhileTheGameIsPaused(t *testing.T) {
	c := open(t, session.Source{ScenarioPath: "near_chase"}, Options{Select: "near-1"})
	keys(t, c, Acts(Pause), Acts().With(PickField, 1).With(Adjust, 1))
	said := c.Note.Shown()
	require.Contains(t, said, "near detect 4.00 -> 4.25")
	for range 2 * noteTicks {
		keys(t, c, Input{})
	}
	assert.Equal(t, said, c.Note.Shown(), "paused: the note stays")
	keys(t, c, Acts(Pause))
	for range noteTicks {
		keys(t, c, Input{})
	}
	assert.Empty(t, c.Note.Shown(), "played on: gone in its time")
}
