package control

import "github.com/enemyai/enemyai/entity"

// Input is one update's snapshot of what the player does: held keys as they
// are, pressed keys only on the update they were pressed.
type Input struct {
	Move    entity.Vec // from WASD or the arrows, each axis -1, 0 or 1
	Attack  bool       // Space held
	Gizmos  bool       // G pressed: toggle the range circles
	Help    bool       // F1 pressed: toggle the key list
	Restart bool       // R pressed
	Quit    bool       // Esc pressed

	Click          bool    // left button pressed this update, at (MouseX, MouseY)
	MouseDown      bool    // left button held: dragging the timeline
	RightClick     bool    // right button pressed this update: deselect
	MouseX, MouseY int     // cursor on the logical screen
	Wheel          float64 // mouse wheel movement this update, up positive
	NextEnemy      bool    // Tab pressed: select the next enemy
	Panel          bool    // B pressed: toggle the tree panel
	GraphView      bool    // T pressed: the panel's tree as text or as a graph
	Heat           bool    // C pressed: the next heat map window of the crowd, or none
	Labels         bool    // L pressed: toggle the labels above enemies
	Pause          bool    // P pressed: pause or resume
	Step           bool    // N or period pressed: one tick forward while paused
	Back, Forward  bool    // left or right arrow pressed: one tick back or forward while paused
	Shift          bool    // Shift held: the arrows move a second
	Slower, Faster bool    // - or = pressed: halve or double the speed
	BreakOnHit     bool    // H pressed: toggle pausing when the player is hit
	ClearBreaks    bool    // X pressed: clear every breakpoint
	EditBreaks     bool    // E pressed: open or close the editor of conditional breakpoints

	SwapFutures bool // V pressed: draw the other future of a what-if normally
	KeepFork    bool // K pressed: make the what-if the session's future
	DropFork    bool // Delete or Backspace pressed: drop the what-if

	Field  int  // 1 to 9 pressed: tune that field of the selected enemy's kind (see config.TunableFields)
	Adjust int  // ] (+1) or [ (-1) pressed: change the tuned field by one step
	Save   bool // Ctrl+S pressed
	Undo   bool // Ctrl+Z pressed

	// What the cursor is over, on the screen as the game last drew it: the
	// game resolves (MouseX, MouseY) against its layout before handing the
	// input over.
	Over         Area
	OverEnemy    int    // over the arena: the enemy under the cursor, or -1
	OverRow      int    // over the panel: the tree node of the row (or graph box) under the cursor, or -1
	OverKnob     int    // over the graph: the node whose fold knob is under the cursor, or -1
	TimelineTick uint32 // the tick of the timeline at the cursor's x, for dragging

	Unfocused bool // the game's window is in the background: time stands still
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
)

// Apply records in the snapshot that the key for action acted, with the
// key's value (a direction's sign, a field's number).
func (in *Input) Apply(a Action, value int) {
	switch a {
	case MoveX:
		in.Move.X += float64(value)
	case MoveY:
		in.Move.Y += float64(value)
	case Strike:
		in.Attack = true
	case ToggleGizmos:
		in.Gizmos = true
	case ToggleHelp:
		in.Help = true
	case Restart:
		in.Restart = true
	case Quit:
		in.Quit = true
	case NextEnemy:
		in.NextEnemy = true
	case TogglePanel:
		in.Panel = true
	case ToggleGraph:
		in.GraphView = true
	case CycleHeat:
		in.Heat = true
	case CycleLabels:
		in.Labels = true
	case Pause:
		in.Pause = true
	case StepForward:
		in.Step = true
	case Back:
		in.Back = true
	case Forward:
		in.Forward = true
	case Slower:
		in.Slower = true
	case Faster:
		in.Faster = true
	case BreakOnHit:
		in.BreakOnHit = true
	case ClearBreaks:
		in.ClearBreaks = true
	case EditBreaks:
		in.EditBreaks = true
	case SwapFutures:
		in.SwapFutures = true
	case KeepFork:
		in.KeepFork = true
	case DropFork:
		in.DropFork = true
	case PickField:
		in.Field = value
	case Adjust:
		in.Adjust += value
	case Save:
		in.Save = true
	case Undo:
		in.Undo = true
	}
}
