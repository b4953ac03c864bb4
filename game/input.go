package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/enemyai/enemyai/control"
)

// boundKey is a key of control.Bindings resolved to Ebitengine's key.
type boundKey struct {
	control.Key
	key ebiten.Key
}

// boundKeys are every key of control.Bindings and control.EditorBindings,
// resolved once: the controller decides which act (the editor's while it
// is open, the game's others while it is closed).
var boundKeys = func() []boundKey {
	var keys []boundKey
	for _, b := range append(control.Bindings[:len(control.Bindings):len(control.Bindings)], control.EditorBindings...) {
		for _, k := range b.Keys {
			var key ebiten.Key
			if err := key.UnmarshalText([]byte(k.Name)); err != nil {
				panic("control.Bindings names a key Ebitengine does not know: " + k.Name)
			}
			keys = append(keys, boundKey{Key: k, key: key})
		}
	}
	return keys
}()

// devices reads the keyboard, the gamepads, the mouse and the fingers into
// an input, keeping the pads' and the touches' IDs from update to update.
type devices struct {
	pads    []ebiten.GamepadID
	touches []ebiten.TouchID
	fingers []control.Finger
	keyed   bool // a key acted on this update: the touch controls hide
}

// read reads the keyboard and the gamepads, through control.Bindings, the
// mouse, and the fingers through the touch controls of the frame on s, with
// over saying what is under each.
func (d *devices) read(s *stage, over func(x, y int) control.Area) control.Input {
	var in control.Input
	d.keyed = false
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	for _, k := range boundKeys {
		if k.Ctrl != ctrl {
			continue // Ctrl+S saves; it does not also walk down
		}
		if k.Held && ebiten.IsKeyPressed(k.key) || !k.Held && inpututil.IsKeyJustPressed(k.key) {
			in.Act(k.Action, k.Value)
			d.keyed = true
		}
	}
	in.Text = string(ebiten.AppendInputChars(nil))
	d.pads = readPads(&in, d.pads)
	in.Click = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.MouseDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.RightClick = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	in.MouseX, in.MouseY = ebiten.CursorPosition()
	_, in.Wheel = ebiten.Wheel()
	d.readFingers(&in, s, over)
	return in
}
