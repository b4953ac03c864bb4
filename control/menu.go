package control

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/enemyai/enemyai/assets"
)

// A menu is a list of lines: the moves (the arrows, WASD, the d-pad or the
// stick) choose a line, once per press however long it is held, left and
// right change a setting, and Enter, Space, the pad's A or a click on a line
// picks it; picking a setting steps it on.

// MenuLine is one line of a menu as it is drawn: what it says and, for a
// setting, its value ("" for a command).
type MenuLine struct {
	Label, Value string
}

// Menu is a menu's cursor, and the moves of the last input, from which it
// tells a press from a hold.
type Menu struct {
	At    int
	moved [2]int // the last input's MoveX and MoveY
}

// menuStep is what one input does to a menu.
type menuStep struct {
	pick   bool // the line at the cursor is picked
	change int  // -1 or 1: the setting at the cursor changes that way
}

// read moves the cursor within n lines and says what in does to the menu;
// over is the line under the pointer, or -1.
func (m *Menu) read(in Input, n, over int) menuStep {
	x, y := in.Value(MoveX), in.Value(MoveY)
	pressed := func(v, last int) int {
		if v != last {
			return v
		}
		return 0
	}
	step := menuStep{change: pressed(x, m.moved[0]), pick: in.Acted(Confirm)}
	if dy := pressed(y, m.moved[1]); dy != 0 {
		m.At = (m.At + dy + n) % n
	}
	m.moved = [2]int{x, y}
	if in.Click && over >= 0 && over < n {
		m.At, step.pick = over, true
	}
	m.At = min(max(m.At, 0), n-1)
	return step
}

// cycle steps i by d within n values, round.
func cycle(i, d, n int) int { return ((i+d)%n + n) % n }

// Crowds are the numbers of extra enemies the start screen offers.
var Crowds = []int{0, 100, 1000, 10000}

// StartMenu is the start screen's menu: play, what (the player's own game or
// a shipped scenario), with how many extra enemies, and, on the desktop,
// quit.
type StartMenu struct {
	Menu
	Scenarios []string // "" for the player's own game, then the shipped scenarios' names
	Scenario  int      // the one chosen, in Scenarios
	Crowd     int      // the number of extra enemies chosen, in Crowds
}

// NewStartMenu returns the start screen's menu offering scenarios, the
// shipped scenarios' names, after the player's own game.
func NewStartMenu(scenarios []string) StartMenu {
	return StartMenu{Scenarios: append([]string{""}, scenarios...)}
}

// The start screen's lines.
const (
	startPlay = iota
	startScenario
	startCrowd
	startQuit
)

// StartAction is what the start screen asks for after an input.
type StartAction int

// What the start screen can ask for.
const (
	StartWaits StartAction = iota // nothing yet
	StartPlays                    // start the game chosen (Choice)
	StartQuits                    // end the program (the desktop only)
)

// Lines returns the start screen's lines.
func (s *StartMenu) Lines() []MenuLine {
	lines := []MenuLine{
		{"Play", ""},
		{"Scenario", s.ScenarioName()},
		{"Extra enemies", fmt.Sprint(Crowds[s.Crowd])},
	}
	if !InBrowser {
		lines = append(lines, MenuLine{"Quit", ""})
	}
	return lines
}

// ScenarioName is how the start screen names the scenario chosen.
func (s *StartMenu) ScenarioName() string {
	if name := s.Scenarios[s.Scenario]; name != "" {
		return name
	}
	return "your game"
}

// Choice returns what the player chose: the shipped scenario's name ("" for
// their own game) and the number of extra enemies.
func (s *StartMenu) Choice() (scenario string, enemies int) {
	return s.Scenarios[s.Scenario], Crowds[s.Crowd]
}

// Update reads one input on the start screen; over is the line under the
// pointer, or -1. Enter, Space or the pad's A or Start plays what is
// chosen, as does a click on Play or off the lines; a click on a choice
// steps it on; Esc quits on the desktop.
func (s *StartMenu) Update(in Input, over int) StartAction {
	n := len(s.Lines())
	if in.Acted(OpenMenu) {
		if in.PadUsed || InBrowser {
			return StartPlays
		}
		return StartQuits
	}
	step := s.read(in, n, over)
	if in.Click && over < 0 {
		return StartPlays // a click or tap anywhere else starts
	}
	if step.pick && in.Click && (s.At == startScenario || s.At == startCrowd) {
		step.change, step.pick = 1, false // a click on a choice steps it on; Enter there plays it
	}
	switch {
	case step.change != 0 && s.At == startScenario:
		s.Scenario = cycle(s.Scenario, step.change, len(s.Scenarios))
	case step.change != 0 && s.At == startCrowd:
		s.Crowd = cycle(s.Crowd, step.change, len(Crowds))
	case step.pick && s.At == startQuit:
		return StartQuits
	case step.pick:
		return StartPlays
	}
	return StartWaits
}

// PauseMenu is the menu Esc (the pad's Start) opens over a game: resume,
// restart, the settings and, on the desktop, quit. While it is open the
// world holds still: the game hands it the input instead of the controller.
type PauseMenu struct {
	Menu
	Open     bool
	Settings bool // the settings page is shown, instead of the main one
}

// The pause menu's main lines.
const (
	pauseResume = iota
	pauseRestart
	pauseSettings
	pauseQuit
)

// The settings page's lines.
const (
	setVolume = iota
	setSound
	setCircles
	setLabels
	setHold
	setHints
	setBack
)

// PauseAction is what the pause menu asks for after an input.
type PauseAction int

// What the pause menu can ask for.
const (
	PauseStays    PauseAction = iota // the menu stays open, or closed
	PauseResumes                     // the menu closed: play on
	PauseQuits                       // end the program (the desktop only)
	PauseSettings                    // a setting of Settings changed: keep them
)

// pauseMain returns the pause menu's main lines: resume, restart, the
// settings and, on the desktop, quit.
func pauseMain() []MenuLine {
	lines := []MenuLine{{"Resume", ""}, {"Restart", ""}, {"Settings", ""}}
	if !InBrowser {
		lines = append(lines, MenuLine{"Quit", ""})
	}
	return lines
}

// menuHelp is what the key lists say the menu's key opens: its main lines,
// "menu: resume, restart, settings, quit" (no quit in a browser).
func menuHelp() string {
	var names []string
	for _, l := range pauseMain() {
		names = append(names, strings.ToLower(l.Label))
	}
	return "menu: " + strings.Join(names, ", ")
}

// labelNames are how the menu names the label modes.
var labelNames = [...]string{LabelsState: "state", LabelsID: "IDs", LabelsOff: "off"}

// Lines returns the menu's lines: the main page's, or the settings' as c
// and s hold them.
func (m *PauseMenu) Lines(c *Controller, s Settings) []MenuLine {
	if !m.Settings {
		return pauseMain()
	}
	return []MenuLine{
		{"Volume", strings.Repeat("|", s.Volume) + strings.Repeat(".", MaxVolume-s.Volume)},
		{"Sound", OnOff(!s.Mute)},
		{"Range circles", OnOff(c.ShowGizmos)},
		{"Labels", labelNames[c.Labels]},
		{"Hold while inspecting", OnOff(c.HoldToRead)},
		{"Input hints", s.Hints.String()},
		{"Back", ""},
	}
}

// Update reads one input: Esc (Start) opens the menu, and closes it (from
// the settings, goes back to the main page); with the key list open, it
// closes the list first. While the menu is open the input chooses and
// picks its lines, changing c and s. over is the line under the pointer,
// or -1.
func (m *PauseMenu) Update(in Input, over int, c *Controller, s *Settings) (PauseAction, error) {
	if !m.Open {
		if in.Acted(OpenMenu) && c.ShowHelp {
			c.closeHelp()
		} else if in.Acted(OpenMenu) {
			*m = PauseMenu{Open: true}
			m.moved = [2]int{in.Value(MoveX), in.Value(MoveY)} // a key held as it opens moves nothing
		}
		return PauseStays, nil
	}
	if in.Acted(OpenMenu) {
		if m.Settings {
			m.Settings, m.At = false, pauseSettings
			return PauseStays, nil
		}
		m.Open = false
		return PauseResumes, nil
	}
	step := m.read(in, len(m.Lines(c, *s)), over)
	if !m.Settings {
		if !step.pick {
			return PauseStays, nil
		}
		switch m.At {
		case pauseRestart:
			m.Open = false
			return PauseResumes, c.restart()
		case pauseSettings:
			m.Settings, m.At = true, 0
			return PauseStays, nil
		case pauseQuit:
			return PauseQuits, nil
		}
		m.Open = false
		return PauseResumes, nil
	}
	if step.pick && m.At == setBack {
		m.Settings, m.At = false, pauseSettings
		return PauseStays, nil
	}
	d := step.change
	if step.pick {
		d = 1
	}
	if d == 0 {
		return PauseStays, nil
	}
	switch m.At {
	case setVolume:
		if step.pick { // a click steps on, round from the loudest to silence
			s.Volume = cycle(s.Volume, 1, MaxVolume+1)
		} else {
			s.Volume = min(max(s.Volume+d, 0), MaxVolume)
		}
		return PauseSettings, nil
	case setSound:
		s.Mute = !s.Mute
		return PauseSettings, nil
	case setCircles:
		c.ShowGizmos = !c.ShowGizmos
	case setLabels:
		c.Labels = LabelMode(cycle(int(c.Labels), d, int(LabelsOff)+1))
	case setHold:
		c.HoldToRead = !c.HoldToRead
	case setHints:
		s.Hints = Hints(cycle(int(s.Hints), d, len(hintNames)))
		return PauseSettings, nil
	}
	return PauseStays, nil
}

// startActions are the actions the start screen shows the controls of.
var startActions = []Action{MoveX, Strike, NextEnemy, Pause, OpenMenu, Mute, ToggleHelp}

// StartControls are the controls the start screen shows for a device, from
// the bindings table: each line's keys, pad buttons or touch controls (of
// the lines the device has) and what they do.
func StartControls(d InputDevice) []MenuLine {
	var lines []MenuLine
	for _, b := range Bindings {
		if !slices.ContainsFunc(b.Keys, func(k Key) bool { return slices.Contains(startActions, k.Action) }) {
			continue
		}
		if label := b.LabelOn(d); label != "" {
			lines = append(lines, MenuLine{label, b.HelpOn(d)})
		}
	}
	return lines
}

// ScenarioNote is what the start screen says of a choice: the first
// paragraph of a shipped scenario's opening comment, or, for "", the
// player's own game.
func ScenarioNote(name string) string {
	if name == "" {
		return "Your own game: you move and strike, the enemies come in waves."
	}
	return scenarioNotes()[name]
}

// scenarioNotes reads the notes of the shipped scenarios once, by name: the
// start screen asks for one every frame.
var scenarioNotes = sync.OnceValue(func() map[string]string {
	notes := map[string]string{}
	files, _ := fs.Glob(assets.Scenarios, "*.toml") // the pattern is well formed
	for _, file := range files {
		data, _ := fs.ReadFile(assets.Scenarios, file) // a file Glob found
		var words []string
		for line := range strings.Lines(string(data)) {
			text, ok := strings.CutPrefix(strings.TrimSpace(line), "#")
			if !ok || strings.TrimSpace(text) == "" {
				break
			}
			words = append(words, strings.TrimSpace(text))
		}
		notes[strings.TrimSuffix(file, ".toml")] = strings.Join(words, " ")
	}
	return notes
})
