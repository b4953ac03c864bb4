package game

import (
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one update's snapshot of the keys the game reacts to: held keys as
// they are, toggles only on the update they were pressed.
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
	Labels         bool    // L pressed: toggle the labels above enemies
	Pause          bool    // P pressed: pause or resume
	Step           bool    // N or period pressed: one tick forward while paused
	Back, Forward  bool    // left or right arrow pressed: one tick back or forward while paused
	Shift          bool    // Shift held: the arrows move a second
	Slower, Faster bool    // - or = pressed: halve or double the speed
	BreakOnHit     bool    // H pressed: toggle pausing when the player is hit
	ClearBreaks    bool    // X pressed: clear every breakpoint

	SwapFutures bool // V pressed: draw the other future of a what-if normally
	KeepFork    bool // K pressed: make the what-if the session's future
	DropFork    bool // Delete or Backspace pressed: drop the what-if

	Field  int  // 1 to 9 pressed: tune that field of the selected enemy's kind (see config.TunableFields)
	Adjust int  // ] (+1) or [ (-1) pressed: change the tuned field by one step
	Save   bool // Ctrl+S pressed
	Undo   bool // Ctrl+Z pressed
}

// readInput reads the keyboard.
func readInput() Input {
	var in Input
	held := func(keys ...ebiten.Key) bool {
		for _, k := range keys {
			if ebiten.IsKeyPressed(k) {
				return true
			}
		}
		return false
	}
	if held(ebiten.KeyA, ebiten.KeyArrowLeft) {
		in.Move.X--
	}
	if held(ebiten.KeyD, ebiten.KeyArrowRight) {
		in.Move.X++
	}
	if held(ebiten.KeyW, ebiten.KeyArrowUp) {
		in.Move.Y--
	}
	if held(ebiten.KeyS, ebiten.KeyArrowDown) {
		in.Move.Y++
	}
	in.Attack = held(ebiten.KeySpace)
	in.Gizmos = inpututil.IsKeyJustPressed(ebiten.KeyG)
	in.Help = inpututil.IsKeyJustPressed(ebiten.KeyF1)
	in.Restart = inpututil.IsKeyJustPressed(ebiten.KeyR)
	in.Quit = inpututil.IsKeyJustPressed(ebiten.KeyEscape)
	pressed := func(keys ...ebiten.Key) bool {
		for _, k := range keys {
			if inpututil.IsKeyJustPressed(k) {
				return true
			}
		}
		return false
	}
	in.Click = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.MouseDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.RightClick = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	in.MouseX, in.MouseY = ebiten.CursorPosition()
	_, in.Wheel = ebiten.Wheel()
	in.NextEnemy = pressed(ebiten.KeyTab)
	in.Panel = pressed(ebiten.KeyB)
	in.Labels = pressed(ebiten.KeyL)
	in.Pause = pressed(ebiten.KeyP)
	in.Step = pressed(ebiten.KeyN, ebiten.KeyPeriod)
	in.Back = pressed(ebiten.KeyArrowLeft)
	in.Forward = pressed(ebiten.KeyArrowRight)
	in.Shift = held(ebiten.KeyShift)
	in.BreakOnHit = pressed(ebiten.KeyH)
	in.ClearBreaks = pressed(ebiten.KeyX)
	in.SwapFutures = pressed(ebiten.KeyV)
	in.KeepFork = pressed(ebiten.KeyK)
	in.DropFork = pressed(ebiten.KeyDelete, ebiten.KeyBackspace)
	in.Slower = pressed(ebiten.KeyMinus, ebiten.KeyNumpadSubtract)
	in.Faster = pressed(ebiten.KeyEqual, ebiten.KeyNumpadAdd)
	for i, k := range []ebiten.Key{ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4,
		ebiten.KeyDigit5, ebiten.KeyDigit6, ebiten.KeyDigit7, ebiten.KeyDigit8, ebiten.KeyDigit9} {
		if pressed(k) {
			in.Field = i + 1
		}
	}
	if pressed(ebiten.KeyBracketRight) {
		in.Adjust++
	}
	if pressed(ebiten.KeyBracketLeft) {
		in.Adjust--
	}
	if ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta) {
		in.Save = pressed(ebiten.KeyS)
		in.Undo = pressed(ebiten.KeyZ)
		in.Move = entity.Vec{} // Ctrl+S is not a step down
	}
	return in
}
