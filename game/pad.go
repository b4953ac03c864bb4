package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/enemyai/enemyai/control"
)

// padButtons are Ebitengine's standard-layout buttons of control's pad
// buttons.
var padButtons = [...]ebiten.StandardGamepadButton{
	control.PadA:     ebiten.StandardGamepadButtonRightBottom,
	control.PadB:     ebiten.StandardGamepadButtonRightRight,
	control.PadX:     ebiten.StandardGamepadButtonRightLeft,
	control.PadY:     ebiten.StandardGamepadButtonRightTop,
	control.PadLB:    ebiten.StandardGamepadButtonFrontTopLeft,
	control.PadRB:    ebiten.StandardGamepadButtonFrontTopRight,
	control.PadLT:    ebiten.StandardGamepadButtonFrontBottomLeft,
	control.PadRT:    ebiten.StandardGamepadButtonFrontBottomRight,
	control.PadBack:  ebiten.StandardGamepadButtonCenterLeft,
	control.PadStart: ebiten.StandardGamepadButtonCenterRight,
	control.PadUp:    ebiten.StandardGamepadButtonLeftTop,
	control.PadDown:  ebiten.StandardGamepadButtonLeftBottom,
	control.PadLeft:  ebiten.StandardGamepadButtonLeftLeft,
	control.PadRight: ebiten.StandardGamepadButtonLeftRight,
	control.PadR3:    ebiten.StandardGamepadButtonRightStick,
}

// gamepad is a connected pad with the standard layout, read through
// Ebitengine.
type gamepad ebiten.GamepadID

func (p gamepad) Held(b control.PadButton) bool {
	return ebiten.IsStandardGamepadButtonPressed(ebiten.GamepadID(p), padButtons[b])
}

func (p gamepad) Pressed(b control.PadButton) bool {
	return inpututil.IsStandardGamepadButtonJustPressed(ebiten.GamepadID(p), padButtons[b])
}

func (p gamepad) Stick() (x, y float64) {
	id := ebiten.GamepadID(p)
	return ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickHorizontal),
		ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical)
}

// readPads reads every connected pad with the standard layout into in.
func readPads(in *control.Input, ids []ebiten.GamepadID) []ebiten.GamepadID {
	ids = ebiten.AppendGamepadIDs(ids[:0])
	for _, id := range ids {
		if ebiten.IsStandardGamepadLayoutAvailable(id) {
			in.ReadPad(gamepad(id))
		}
	}
	return ids
}
