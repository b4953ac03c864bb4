package control

import (
	"slices"
	"strings"
)

// PadButton is a button of a gamepad in the standard layout (the W3C
// Gamepad API's, which Ebitengine maps every known pad to): A is the bottom
// button of the right cluster, Start the right one of the centre.
type PadButton int

// The buttons of a standard gamepad.
const (
	PadA PadButton = iota
	PadB
	PadX
	PadY
	PadLB // the front top left shoulder button
	PadRB
	PadLT // the front bottom left trigger
	PadRT
	PadBack
	PadStart
	PadUp // the directional pad
	PadDown
	PadLeft
	PadRight
	PadR3 // the right stick, pressed

	padButtons // how many buttons there are
)

// padNames are how the key lists name the buttons.
var padNames = [padButtons]string{"A", "B", "X", "Y", "LB", "RB", "LT", "RT", "Back", "Start", "Up", "Down", "Left", "Right", "R3"}

// String names the button as the key lists do, like "A" or "LB".
func (b PadButton) String() string { return padNames[b] }

// Button binds a gamepad button to an action, as Key binds a key.
type Button struct {
	Button PadButton
	Action Action
	Value  int  // what the action takes: a direction's sign
	Held   bool // it acts on every update it is held, not when pressed
}

// Pad is one gamepad as an update reads it: which buttons are held and which
// were pressed on this update, and where the left stick points (each axis
// from -1 to 1, down and right positive).
type Pad interface {
	Held(b PadButton) bool
	Pressed(b PadButton) bool
	Stick() (x, y float64)
}

// stickDeadZone is how far the left stick must lean before it moves the
// player: a pad at rest drifts a little.
const stickDeadZone = 0.35

// ReadPad records in the input what the pad does, through the bindings
// table: its buttons' actions, and the left stick as the move keys.
func (in *Input) ReadPad(p Pad) {
	for _, b := range Bindings {
		for _, btn := range b.Pad {
			if btn.Held && p.Held(btn.Button) || !btn.Held && p.Pressed(btn.Button) {
				in.Act(btn.Action, btn.Value)
				in.PadUsed = true
			}
		}
	}
	x, y := p.Stick()
	for _, axis := range []struct {
		action Action
		lean   float64
	}{{MoveX, x}, {MoveY, y}} {
		switch {
		case axis.lean > stickDeadZone:
			in.Act(axis.action, 1)
			in.PadUsed = true
		case axis.lean < -stickDeadZone:
			in.Act(axis.action, -1)
			in.PadUsed = true
		}
	}
}

// PadLabel is how the key lists write a binding's pad buttons, like "LB /
// RB", or "" for none: the directional pad's buttons as "d-pad", after the
// left stick, which moves as they do.
func (b Binding) PadLabel() string {
	var names []string
	for _, btn := range b.Pad {
		n := btn.Button.String()
		if btn.Button >= PadUp && btn.Button <= PadRight { // the d-pad moves, as the left stick does
			n = "left stick, d-pad"
		}
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return strings.Join(names, " / ")
}
