package control

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noPointer is an input's pointer over no line of a menu.
const noPointer = -1

// TestTheStartScreenChoosesAndStarts plays inputs on the start screen, one
// after the other, and checks what it then offers and asks for.
func TestTheStartScreenChoosesAndStarts(t *testing.T) {
	down, right, left := Acts().With(MoveY, 1), Acts().With(MoveX, 1), Acts().With(MoveX, -1)
	tests := []struct {
		name     string
		inputs   []Input
		over     int // the line under the pointer for the last input
		want     StartAction
		scenario string
		enemies  int
	}{
		{"nothing yet", []Input{{}}, noPointer, StartWaits, "", 0},
		{"Enter plays your game", []Input{Acts(Confirm)}, noPointer, StartPlays, "", 0},
		{"a click anywhere plays", []Input{Acts().At(Pointer{Click: true})}, noPointer, StartPlays, "", 0},
		{"the pad's Start plays", []Input{padded(Acts(OpenMenu))}, noPointer, StartPlays, "", 0},
		{"Esc quits", []Input{Acts(OpenMenu)}, noPointer, StartQuits, "", 0},
		{"down, right: the first scenario", []Input{down, {}, right}, noPointer, StartWaits, "arena", 0},
		{"a held move moves once", []Input{down, down, down, right}, noPointer, StartWaits, "arena", 0},
		{"left from your game: the last scenario", []Input{down, {}, left}, noPointer, StartWaits, "near_chase", 0},
		{"two down, right twice: 1000 enemies", []Input{down, {}, down, {}, right, {}, right}, noPointer, StartWaits, "", 1000},
		{"a click on the crowd steps it on", []Input{Acts().At(Pointer{Click: true})}, startCrowd, StartWaits, "", 100},
		{"a click on quit quits", []Input{Acts().At(Pointer{Click: true})}, startQuit, StartQuits, "", 0},
		{"Enter on a choice plays it", []Input{down, {}, right, Acts(Confirm)}, noPointer, StartPlays, "arena", 0},
		{"up from play: quit, picked", []Input{Acts().With(MoveY, -1), Acts(Confirm)}, noPointer, StartQuits, "", 0},
		{"the stick moves", []Input{padded(down), padded(Input{}), padded(right)}, noPointer, StartWaits, "arena", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := NewStartMenu([]string{"arena", "coward", "near_chase"})
			var got StartAction
			for i, in := range tc.inputs {
				over := noPointer
				if i == len(tc.inputs)-1 {
					over = tc.over
				}
				got = s.Update(in, over)
			}
			assert.Equal(t, tc.want, got)
			scenario, enemies := s.Choice()
			assert.Equal(t, tc.scenario, scenario)
			assert.Equal(t, tc.enemies, enemies)
		})
	}
}

// TestTheStartScreenNamesWhatItStarts: the lines a newcomer reads.
func TestTheStartScreenNamesWhatItStarts(t *testing.T) {
	s := NewStartMenu([]string{"horde"})
	assert.Equal(t, []MenuLine{{"Play", ""}, {"Scenario", "your game"}, {"Extra enemies", "0"}, {"Quit", ""}}, s.Lines())
	s.Scenario, s.Crowd = 1, 3
	assert.Equal(t, []MenuLine{{"Play", ""}, {"Scenario", "horde"}, {"Extra enemies", "10000"}, {"Quit", ""}}, s.Lines())
}

// TestEscClosesTheKeyListBeforeItOpensTheMenu: with the key list open, Esc
// closes it, and the game it held plays on; the next Esc opens the menu.
func TestEscClosesTheKeyListBeforeItOpensTheMenu(t *testing.T) {
	c := oneEnemy(t)
	require.NoError(t, c.Update(Acts(ToggleHelp)))
	require.True(t, c.ShowHelp)
	require.True(t, c.HeldToRead())
	var m PauseMenu
	s := DefaultSettings
	got, err := m.Update(Acts(OpenMenu), noPointer, c, &s)
	require.NoError(t, err)
	assert.Equal(t, PauseStays, got)
	assert.False(t, m.Open, "the menu stays closed")
	assert.False(t, c.ShowHelp, "the key list closes")
	assert.False(t, c.Paused, "and the game it held plays on")
	_, err = m.Update(Acts(OpenMenu), noPointer, c, &s)
	require.NoError(t, err)
	assert.True(t, m.Open, "the next Esc opens the menu")
}

// TestThePauseMenuHoldsTheWorldAndSetsTheGame drives the pause menu: Esc
// opens it, its lines resume, restart, open the settings and quit, and the
// settings change the controller's switches and the player's settings.
func TestThePauseMenuHoldsTheWorldAndSetsTheGame(t *testing.T) {
	down, right := Acts().With(MoveY, 1), Acts().With(MoveX, 1)
	pick := Acts(Confirm)
	settings := []Input{Acts(OpenMenu), down, {}, down, pick} // to the settings page
	tests := []struct {
		name    string
		inputs  []Input
		want    PauseAction
		open    bool
		check   func(t *testing.T, c *Controller, s Settings)
		restart bool
	}{
		{"Esc opens it", []Input{Acts(OpenMenu)}, PauseStays, true, nil, false},
		{"Esc again resumes", []Input{Acts(OpenMenu), Acts(OpenMenu)}, PauseResumes, false, nil, false},
		{"Resume resumes", []Input{Acts(OpenMenu), pick}, PauseResumes, false, nil, false},
		{"a click on Resume resumes", []Input{Acts(OpenMenu), Acts().At(Pointer{Click: true})}, PauseResumes, false, nil, false},
		{"Restart restarts", []Input{Acts(OpenMenu), down, pick}, PauseResumes, false, nil, true},
		{"Quit quits", []Input{Acts(OpenMenu), Acts().With(MoveY, -1), pick}, PauseQuits, true, nil, false},
		{"Settings opens its page", settings, PauseStays, true, nil, false},
		{"Esc on the settings goes back", append(settings, Acts(OpenMenu)), PauseStays, true, func(t *testing.T, _ *Controller, _ Settings) {}, false},
		{"volume up", append(settings, right), PauseSettings, true, func(t *testing.T, _ *Controller, s Settings) {
			assert.Equal(t, 8, s.Volume)
		}, false},
		{"sound off", append(settings, down, pick), PauseSettings, true, func(t *testing.T, _ *Controller, s Settings) {
			assert.True(t, s.Mute)
		}, false},
		{"circles off", append(settings, down, Input{}, down, right), PauseStays, true, func(t *testing.T, c *Controller, _ Settings) {
			assert.False(t, c.ShowGizmos)
		}, false},
		{"labels: IDs", append(settings, down, Input{}, down, Input{}, down, pick), PauseStays, true, func(t *testing.T, c *Controller, _ Settings) {
			assert.Equal(t, LabelsID, c.Labels)
		}, false},
		{"hints: keys", append(settings, Acts().With(MoveY, -1), Input{}, Acts().With(MoveY, -1), right), PauseSettings, true, func(t *testing.T, _ *Controller, s Settings) {
			assert.Equal(t, HintsKeys, s.Hints)
		}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := oneEnemy(t)
			for range 30 {
				require.NoError(t, c.Update(Input{}))
			}
			var m PauseMenu
			s := DefaultSettings
			var got PauseAction
			for _, in := range tc.inputs {
				over := noPointer
				if in.Click {
					over = 0
				}
				var err error
				got, err = m.Update(in, over, c, &s)
				require.NoError(t, err)
			}
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.open, m.Open)
			assert.Equal(t, tc.restart, c.Run.World.Tick == 0, "restarted")
			if tc.check != nil {
				tc.check(t, c, s)
			}
		})
	}
}

// TestTheStartScreenShowsTheControlsOfTheDevice: the keys, the pad's
// buttons or the touch controls of the lines the device has, from the
// bindings table.
func TestTheStartScreenShowsTheControlsOfTheDevice(t *testing.T) {
	assert.Equal(t, []MenuLine{
		{"WASD / arrows", "move"}, {"Space", "strike"}, {"click, Tab", "select an enemy, open its panel (empty ground: none)"},
		{"P", "pause / resume (from a past tick: drops the rest; a replay plays on)"}, {"F1", "the list of every key"},
		{"M", "sound on/off"}, {"Esc", "menu: resume, restart, settings, quit"},
	}, StartControls(KeysAndMouse))
	assert.Equal(t, []MenuLine{
		{"left stick, d-pad", "move"}, {"A", "strike"}, {"Y", "select an enemy, open its panel (empty ground: none)"},
		{"R3", "pause / resume (from a past tick: drops the rest; a replay plays on)"},
		{"Back", "the list of every key"}, {"Start", "menu: resume, restart, settings, quit"},
	}, StartControls(Gamepad))
	assert.Equal(t, []MenuLine{
		{"stick: drag on the left half", "move"}, {"strike", "strike"}, {"next; tap an enemy", "select an enemy, open its panel (empty ground: none)"},
		{"pause", "pause / resume (from a past tick: drops the rest; a replay plays on)"}, {"help", "the list of every control"},
		{"sound", "sound on/off"}, {"menu", "menu: resume, restart, settings, quit"},
	}, StartControls(TouchScreen))
}

func TestTheStartScreenSaysWhatAScenarioIs(t *testing.T) {
	assert.Equal(t, "The default arena with a player who tours it: an attract mode for the demo.", ScenarioNote("arena"))
	assert.Contains(t, ScenarioNote(""), "waves")
	assert.Equal(t, "", ScenarioNote("nosuch"))
}
