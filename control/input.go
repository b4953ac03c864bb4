package control

import "github.com/enemyai/enemyai/entity"

// Input is one update's snapshot of what the player does: which actions
// acted (held keys while they are held, pressed keys on the update they were
// pressed) and with which value, and where the pointer is. Every device
// becomes this: the keyboard through the bindings table, and the pointer.
type Input struct {
	acts [actionCount]int8 // each action's value this update: 0 if it did not act
	Pointer
	Unfocused bool // the game is in the background (its window, or under a sheet or list the device lays over it): time stands still
	// Text is what was typed this update, for the tree editor's lists and
	// fields.
	Text string
	// PadUsed is whether a gamepad did something this update: the screens
	// that show the controls then show the pad's.
	PadUsed bool
}

// Pointer is the mouse (or a finger) in one update.
type Pointer struct {
	Click          bool    // left button pressed this update, at (MouseX, MouseY)
	MouseDown      bool    // left button held: dragging the timeline
	RightClick     bool    // right button pressed this update: deselect
	MouseX, MouseY int     // cursor on the logical screen
	Wheel          float64 // wheel movement this update, up positive

	// What the cursor is over, on the screen as the game laid it out: the
	// game resolves (MouseX, MouseY) against its layout before handing the
	// input over.
	Over         Area
	OverEnemy    int    // over the arena: the enemy under the cursor, or -1
	OverRow      int    // over the panel: the tree node of the row (or graph box) under the cursor, or -1
	OverKnob     int    // over the graph: the node whose fold knob is under the cursor, or -1
	TimelineTick uint32 // the tick of the timeline at the cursor's x, for dragging
}

// Area is a part of the screen the cursor can be over.
type Area int

// The areas of the screen.
const (
	OverNothing  Area = iota // the HUD, the banners, a margin
	OverArena                // the view of the arena
	OverPanel                // the open tree panel, but for its tuner
	OverTuner                // the tuner on the open panel: the wheel tunes there
	OverTimeline             // the timeline's bar
	OverGraph                // the panel's graph view: the wheel zooms there
	OverMenu                 // an open menu's box: a finger there taps its lines, not the touch controls under it
)

// Acts returns an input in which each of the actions acted, with value 1:
// for scripted input and tests.
func Acts(actions ...Action) Input {
	var in Input
	for _, a := range actions {
		in.Act(a, 1)
	}
	return in
}

// With returns in with action a acted with value too.
func (in Input) With(a Action, value int) Input {
	in.Act(a, value)
	return in
}

// At returns in with the pointer p.
func (in Input) At(p Pointer) Input {
	in.Pointer = p
	return in
}

// Act records that a key of action a acted with value: a direction's sign,
// a field's number, or 0 for an action that takes none. Directions add up
// within -1 and 1, so that left and right held together stand still; steps
// of the tuned value add up; any other action keeps the newest value.
func (in *Input) Act(a Action, value int) {
	switch {
	case a == MoveX || a == MoveY:
		value = min(max(int(in.acts[a])+value, -1), 1)
	case a == Adjust:
		value += int(in.acts[a])
	case value == 0:
		value = 1
	}
	in.acts[a] = int8(value)
}

// Merge returns in with what acted in other too: each action other acted
// with takes other's value, and other's text follows in's.
func (in Input) Merge(other Input) Input {
	for a, v := range other.acts {
		if v != 0 {
			in.acts[a] = v
		}
	}
	in.Text += other.Text
	return in
}

// Acted reports whether action a acted this update.
func (in Input) Acted(a Action) bool { return in.acts[a] != 0 }

// Value returns the value action a acted with this update, or 0.
func (in Input) Value(a Action) int { return int(in.acts[a]) }

// Intent returns what the player does in the world: the direction they move
// in (each axis -1, 0 or 1) and whether they strike.
func (in Input) Intent() entity.PlayerIntent {
	return entity.PlayerIntent{Move: entity.Vec{X: float64(in.acts[MoveX]), Y: float64(in.acts[MoveY])}, Attack: in.Acted(Strike)}
}

// Any reports whether any action acted this update.
func (in Input) Any() bool { return in.acts != [actionCount]int8{} }
