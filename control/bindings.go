package control

import "fmt"

// Action is what a key does.
type Action int

// The actions keys are bound to.
const (
	MoveX        Action = iota // value -1 or 1
	MoveY                      // value -1 (up) or 1
	Strike                     // held
	ToggleGizmos               // the range circles
	ToggleHelp                 // the key list
	Restart
	OpenMenu    // the pause menu (on the start screen: quit, on the desktop)
	Confirm     // pick the menu's line
	Mute        // sound on/off
	NextEnemy   // select the next enemy
	TogglePanel // the tree panel
	ToggleGraph // the panel's tree as text or graph
	CycleHeat   // the crowd's heat map on the graph: 1 s, 10 s, all, off
	CycleLabels // state, IDs, off
	Pause
	StepForward // one tick, while paused
	Back        // one tick back while paused (Shift: a second)
	Forward     // one tick forward while paused (Shift: a second)
	Slower
	Faster
	BreakOnHit  // pause when the player is hit
	ClearBreaks // forget every breakpoint
	EditBreaks  // the editor of conditional breakpoints
	SwapFutures // of a what-if
	KeepFork
	DropFork
	PickField // value: the tunable field's number, from 1
	Adjust    // value -1 or 1: the picked field by one step
	Save      // with Ctrl
	Undo      // with Ctrl
	Coarse    // held: the arrows move a second while paused
	// PauseFirst comes with a step of the touch toolbar or the pad, which
	// have no other use while the game runs: it pauses a running game, and
	// the step then acts (the keyboard's arrows walk while it runs).
	PauseFirst
	ToggleHold // pause while an enemy's panel, graph or heat map opens
	ZoomIn     // the view of the arena, on the player
	ZoomOut
	NextField // the next tunable field, after the last the first: the touch toolbar's field button
	Redo      // with Ctrl: what Ctrl+Z undid
	EditTree  // the tree editor of the selected enemy's kind

	// The tree editor's actions (EditorBindings), which act only while it
	// is open, when the keyboard is the editor's.
	EditPrev      // the node above (in a list: the choice above)
	EditNext      // the node below
	EditPage      // value: how many rows the selection moves, up (< 0) or down: a page of the list
	EditParent    // the node's parent
	EditChild     // the node's first child
	EditAddChild  // pick a node to add as the last child
	EditAddBefore // pick a node to add before it
	EditAddAfter  // pick a node to add after it
	EditWrap      // pick a composite or decorator to wrap it in
	EditKind      // pick the kind it becomes
	EditUnwrap    // a decorator or composite with one child gives way to it
	EditDelete
	EditMove // value -1 (up among its siblings) or 1
	EditOff  // switch the node off or on
	EditCopy
	EditCut
	EditPaste
	EditRename // type a new name
	EditParams // type new parameters
	EditChoose // Enter: the choice, or the text typed
	EditErase  // Backspace: the last character typed
	EditCancel // Esc: the list or the typing, else the editor

	actionCount // how many actions there are
)

// Key binds one keyboard key to an action.
type Key struct {
	Name   string // as Ebitengine names it (ebiten.Key's String), like "ArrowLeft" or "Digit1"
	Action Action
	Value  int  // what the action takes: a direction's sign, a field's number
	Held   bool // it acts on every update it is held, not when pressed
	Ctrl   bool // it acts with Ctrl (or Cmd) held; while Ctrl is held, only such keys act
}

// Binding is one row of the key lists: the keys or gestures, as the lists
// write them, what they do, the keyboard keys behind them (none for a
// gesture of the mouse alone), the gamepad buttons that do the same, if
// any (see ReadPad), and how a touch screen does it (see Touch).
type Binding struct {
	Label string
	Help  string
	Keys  []Key
	Pad   []Button
	Touch TouchPath
}

// LabelOn returns how the key lists write the binding for device d: its
// keys, its pad buttons or its touch controls; "" when d has none for it.
func (b Binding) LabelOn(d InputDevice) string {
	switch d {
	case Gamepad:
		return b.PadLabel()
	case TouchScreen:
		return b.TouchLabel()
	}
	return b.Label
}

// HelpOn returns what the key lists say the binding does on device d: in
// a touch screen's words where they differ (TouchPath.Help), else Help (a
// pad's list names the keys, the pad's buttons beside them).
func (b Binding) HelpOn(d InputDevice) string {
	if d == TouchScreen && b.Touch.Help != "" {
		return b.Touch.Help
	}
	return b.Help
}

// Bindings are every key and gesture of the game, in the order the key
// lists give them. Reading the keyboard (package game), the F1 list, the
// browser page's list and docs/play.md's all come from, or
// are tested against, this table.
var Bindings = []Binding{
	{"WASD / arrows", "move", []Key{
		{Name: "A", Action: MoveX, Value: -1, Held: true}, {Name: "ArrowLeft", Action: MoveX, Value: -1, Held: true},
		{Name: "D", Action: MoveX, Value: 1, Held: true}, {Name: "ArrowRight", Action: MoveX, Value: 1, Held: true},
		{Name: "W", Action: MoveY, Value: -1, Held: true}, {Name: "ArrowUp", Action: MoveY, Value: -1, Held: true},
		{Name: "S", Action: MoveY, Value: 1, Held: true}, {Name: "ArrowDown", Action: MoveY, Value: 1, Held: true}}, []Button{
		{PadLeft, MoveX, -1, true}, {PadRight, MoveX, 1, true}, {PadUp, MoveY, -1, true}, {PadDown, MoveY, 1, true}},
		gesture("stick: drag on the left half")},
	{"Space", "strike", []Key{{Name: "Space", Action: Strike, Held: true}}, []Button{{PadA, Strike, 0, true}},
		tb(TouchButton{Name: "strike", Action: Strike, Held: true})},
	{"G", "range circles on/off", []Key{{Name: "G", Action: ToggleGizmos}}, nil, tb(TouchButton{Name: "rings", Action: ToggleGizmos})},
	{"PageUp / PageDown", "zoom in on the player / out (or the wheel on the arena)", []Key{
		{Name: "PageUp", Action: ZoomIn}, {Name: "PageDown", Action: ZoomOut}}, nil,
		tb(TouchButton{Name: "zoom+", Action: ZoomIn}, TouchButton{Name: "zoom-", Action: ZoomOut}).Saying("zoom in on the player / out")},
	{"click, Tab", "select an enemy, open its panel (empty ground: none)", []Key{{Name: "Tab", Action: NextEnemy}}, []Button{{PadY, NextEnemy, 0, false}},
		gesture("tap an enemy", TouchButton{Name: "next", Action: NextEnemy})},
	{"B", "tree panel of the selected enemy", []Key{{Name: "B", Action: TogglePanel}}, []Button{{PadX, TogglePanel, 0, false}},
		tb(TouchButton{Name: "panel", Action: TogglePanel})},
	{"T", "tree as text or graph (wheel: zoom, drag: pan)", []Key{{Name: "T", Action: ToggleGraph}}, []Button{{PadB, ToggleGraph, 0, false}},
		gesture("pinch zooms, a drag pans", TouchButton{Name: "graph", Action: ToggleGraph}).Saying("tree as text or graph")},
	{"C", "crowd heat map of the kind: last 1 s, 10 s, all, off", []Key{{Name: "C", Action: CycleHeat}}, nil,
		tb(TouchButton{Name: "heat", Action: CycleHeat})},
	{"L", "labels: state, enemy IDs, off", []Key{{Name: "L", Action: CycleLabels}}, nil, tb(TouchButton{Name: "labels", Action: CycleLabels})},
	{"P", "pause / resume (from a past tick: drops the rest; a replay plays on)", []Key{{Name: "P", Action: Pause}}, []Button{{PadR3, Pause, 0, false}},
		tb(TouchButton{Name: "pause", Action: Pause})},
	{"I", "hold the game while you read a panel on/off", []Key{{Name: "I", Action: ToggleHold}}, nil, tb(TouchButton{Name: "hold", Action: ToggleHold})},
	{"paused: Left / Right", "one tick back / forward (Shift: 1 s); N or . steps", []Key{
		{Name: "ArrowLeft", Action: Back}, {Name: "ArrowRight", Action: Forward},
		{Name: "N", Action: StepForward}, {Name: "Period", Action: StepForward},
		{Name: "Shift", Action: Coarse, Held: true}}, []Button{{PadLB, Back, 0, false}, {PadRB, Forward, 0, false},
		{PadLB, PauseFirst, 0, false}, {PadRB, PauseFirst, 0, false}},
		tb(TouchButton{Name: "<<", Action: Back, Coarse: true, PauseFirst: true}, TouchButton{Name: "<", Action: Back, PauseFirst: true},
			TouchButton{Name: ">", Action: StepForward, PauseFirst: true}, TouchButton{Name: ">>", Action: Forward, Coarse: true, PauseFirst: true}).
			Saying("1 s back / a tick back / a step / 1 s forward (pausing)")},
	{"timeline", "click or drag to go back in time", nil, nil, gesture("drag the timeline").Saying("tap or drag to go back in time")},
	{"click a tree row", "breakpoint on that node", nil, nil, gesture("tap a tree row")},
	{"H", "pause when the player is hit", []Key{{Name: "H", Action: BreakOnHit}}, nil, tb(TouchButton{Name: "on hit", Action: BreakOnHit})},
	{"X", "clear every breakpoint", []Key{{Name: "X", Action: ClearBreaks}}, nil, tb(TouchButton{Name: "clear", Action: ClearBreaks})},
	{"E", "type a breakpoint: near.* branch == attack && hp < 0.5", []Key{{Name: "E", Action: EditBreaks}}, nil,
		tb(TouchButton{Name: "break", Action: EditBreaks})},
	{"- / =", "slower / faster (0.25x to 4x)", []Key{
		{Name: "Minus", Action: Slower}, {Name: "NumpadSubtract", Action: Slower},
		{Name: "Equal", Action: Faster}, {Name: "NumpadAdd", Action: Faster}}, []Button{{PadLT, Slower, 0, false}, {PadRT, Faster, 0, false}},
		tb(TouchButton{Name: "slow", Action: Slower}, TouchButton{Name: "fast", Action: Faster})},
	{"1 … 9", "tune a value of its kind (shown in the panel)", digits(), nil, tb(TouchButton{Name: "field", Action: NextField})},
	{"[ ] or wheel on it", "change the tuned value", []Key{
		{Name: "BracketLeft", Action: Adjust, Value: -1}, {Name: "BracketRight", Action: Adjust, Value: 1}}, nil,
		tb(TouchButton{Name: "-", Action: Adjust, Value: -1}, TouchButton{Name: "+", Action: Adjust, Value: 1})},
	{"V", "what-if: draw the other future on top", []Key{{Name: "V", Action: SwapFutures}}, nil, tb(TouchButton{Name: "other", Action: SwapFutures})},
	{"K", "what-if: keep it as the future", []Key{{Name: "K", Action: KeepFork}}, nil, tb(TouchButton{Name: "keep", Action: KeepFork})},
	{"Delete / Backspace", "what-if: drop it", []Key{{Name: "Delete", Action: DropFork}, {Name: "Backspace", Action: DropFork}}, nil,
		tb(TouchButton{Name: "drop", Action: DropFork})},
	{"F2", "edit the tree of the selected enemy's kind (its window lists its keys)", []Key{{Name: "F2", Action: EditTree}}, nil,
		tb(TouchButton{Name: "edit", Action: EditTree}).Saying("edit the tree of the selected enemy's kind (its window has its buttons)")},
	{"Ctrl+Z", "undo the last tuning or tree edit", []Key{{Name: "Z", Action: Undo, Ctrl: true}}, nil, tb(TouchButton{Name: "undo", Action: Undo})},
	{"Ctrl+Y", "redo what Ctrl+Z undid", []Key{{Name: "Y", Action: Redo, Ctrl: true}}, nil, tb(TouchButton{Name: "redo", Action: Redo}).Saying("redo what undo undid")},
	{"Ctrl+S", "save the tuned values (editing: the tree)", []Key{{Name: "S", Action: Save, Ctrl: true}}, nil, tb(TouchButton{Name: "save", Action: Save})},
	{"R", "restart", []Key{{Name: "R", Action: Restart}}, nil, tb(TouchButton{Name: "restart", Action: Restart})},
	{"F1", "the list of every key", []Key{{Name: "F1", Action: ToggleHelp}}, []Button{{PadBack, ToggleHelp, 0, false}}, tb(TouchButton{Name: "help", Action: ToggleHelp}).Saying("the list of every control")},
	{"M", "sound on/off", []Key{{Name: "M", Action: Mute}}, nil, tb(TouchButton{Name: "sound", Action: Mute})},
	{"Esc", menuHelp(), []Key{{Name: "Escape", Action: OpenMenu}}, []Button{{PadStart, OpenMenu, 0, false}},
		tb(TouchButton{Name: "menu", Action: OpenMenu})},
	{"Enter", "in a menu: pick (arrows choose)", []Key{
		{Name: "Enter", Action: Confirm}, {Name: "NumpadEnter", Action: Confirm}, {Name: "Space", Action: Confirm}}, []Button{{PadA, Confirm, 0, false}},
		gesture("tap a line").Saying("in a menu: pick")},
}

// digits binds 1 to 9 to the tunable fields.
func digits() []Key {
	keys := make([]Key, 9)
	for i := range keys {
		keys[i] = Key{Name: fmt.Sprintf("Digit%d", i+1), Action: PickField, Value: i + 1}
	}
	return keys
}
