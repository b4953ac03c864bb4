package control

import (
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

// fakePad is a pad a test holds and presses.
type fakePad struct {
	held, pressed map[PadButton]bool
	x, y          float64
}

func (p fakePad) Held(b PadButton) bool    { return p.held[b] }
func (p fakePad) Pressed(b PadButton) bool { return p.pressed[b] }
func (p fakePad) Stick() (float64, float64) {
	return p.x, p.y
}

// TestAPadActsAsTheKeysDo: a standard pad's stick and buttons become the
// same actions and intents as the keys (see the bindings table): the stick
// past its dead zone moves, A held strikes and pressed picks a menu's line, Y
// selects the next enemy, Start opens the menu, the shoulders step, the
// triggers change speed, the right stick pressed pauses and resumes.
func TestAPadActsAsTheKeysDo(t *testing.T) {
	tests := []struct {
		name string
		pad  fakePad
		want Input
	}{
		{"the stick leaning right and up", fakePad{x: 0.8, y: -0.6}, padded(Acts().With(MoveX, 1).With(MoveY, -1))},
		{"the stick resting", fakePad{x: 0.2, y: -0.3}, Input{}},
		{"the d-pad down", fakePad{held: map[PadButton]bool{PadDown: true}}, padded(Acts().With(MoveY, 1))},
		{"A held", fakePad{held: map[PadButton]bool{PadA: true}}, padded(Acts(Strike))},
		{"A pressed", fakePad{pressed: map[PadButton]bool{PadA: true}}, padded(Acts(Confirm))},
		{"Y", fakePad{pressed: map[PadButton]bool{PadY: true}}, padded(Acts(NextEnemy))},
		{"Start", fakePad{pressed: map[PadButton]bool{PadStart: true}}, padded(Acts(OpenMenu))},
		{"LB and RB: steps that pause a running game first", fakePad{pressed: map[PadButton]bool{PadLB: true, PadRB: true}}, padded(Acts(Back, Forward, PauseFirst))},
		{"LT", fakePad{pressed: map[PadButton]bool{PadLT: true}}, padded(Acts(Slower))},
		{"RT", fakePad{pressed: map[PadButton]bool{PadRT: true}}, padded(Acts(Faster))},
		{"Back", fakePad{pressed: map[PadButton]bool{PadBack: true}}, padded(Acts(ToggleHelp))},
		{"R3", fakePad{pressed: map[PadButton]bool{PadR3: true}}, padded(Acts(Pause))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var in Input
			in.ReadPad(tc.pad)
			assert.Equal(t, tc.want != Input{}, in.PadUsed, "the input says the pad was used")
			assert.Equal(t, tc.want, in)
		})
	}
	var keys, pad Input
	keys.Act(MoveX, 1)
	keys.Act(Strike, 0)
	pad.ReadPad(fakePad{x: 1, held: map[PadButton]bool{PadA: true}})
	assert.Equal(t, keys.Intent(), pad.Intent(), "the same intent as the keys")
	assert.Equal(t, entity.PlayerIntent{Move: entity.Vec{X: 1}, Attack: true}, pad.Intent())
}

// padded returns in as a pad makes it.
func padded(in Input) Input {
	in.PadUsed = true
	return in
}

// TestThePadLabelsNameTheButtons: the key lists show the pad beside the keys.
func TestThePadLabelsNameTheButtons(t *testing.T) {
	labels := map[string]string{}
	for _, b := range Bindings {
		labels[b.Label] = b.PadLabel()
	}
	assert.Equal(t, "left stick, d-pad", labels["WASD / arrows"])
	assert.Equal(t, "A", labels["Space"])
	assert.Equal(t, "LB / RB", labels["paused: Left / Right"])
	assert.Equal(t, "LT / RT", labels["- / ="])
	assert.Equal(t, "R3", labels["P"])
	assert.Equal(t, "", labels["G"])
}
