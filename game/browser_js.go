//go:build js

package game

import (
	"syscall/js"

	"github.com/enemyai/enemyai/control"
)

// publish exposes the game's state to the page, for its scripts and the
// browser test: window.enemyai.
func (g *Game) publish() {
	w := g.ctl.Run.World
	state := map[string]any{
		"tick":     int(w.Tick),
		"updates":  g.run.updates,
		"playerX":  w.Player.Pos.X,
		"playerY":  w.Player.Pos.Y,
		"enemies":  len(w.Enemies),
		"selected": "",
		"panel":    g.ctl.PanelShown(),
		"paused":   g.ctl.Paused || g.standsStill(),
		"scenario": g.ctl.Run.Origin().ScenarioName,
		"config":   g.ctl.Run.Origin().ConfigName,
		"note":     g.ctl.Note.ShownOn(g.shownDevice()),
		"editing":  g.ctl.Trees.Open,
		"picking":  g.ctl.Trees.Pick != nil,
		"start":    g.views.start.open,
		"hints":    [...]string{control.KeysAndMouse: "keys", control.Gamepad: "pad", control.TouchScreen: "touch"}[g.shownDevice()],
		"screen":   []any{g.screen.w, g.screen.h},
	}
	if g.ctl.Selected >= 0 {
		state["selected"] = w.Enemies[g.ctl.Selected].ID
	}
	// Where things are on the logical screen, for the page's touch test:
	// the player's body, the first enemies in the view of the arena (a
	// zoomed view leaves some out) and the touch controls.
	x, y := g.cam.screen(w.Player.Pos)
	state["player"] = []any{float64(x), float64(y), w.Player.Stats.Radius * g.cam.scale}
	var enemies, controls []any
	for i := 0; i < len(w.Enemies) && len(enemies) < 8; i++ {
		if x, y := g.cam.screen(w.Enemies[i].Pos); g.cam.view.contains(int(x), int(y)) {
			enemies = append(enemies, map[string]any{"id": w.Enemies[i].ID, "x": float64(x), "y": float64(y)})
		}
	}
	state["enemiesAt"] = enemies
	l := &g.frame.touch
	if l.Shown {
		controls = append(controls, touchControl("move", l.Stick), touchControl("strike", l.Strike))
		for _, b := range l.Buttons {
			controls = append(controls, touchControl(b.Name, b.At))
		}
		if l.Pages > 1 {
			controls = append(controls, touchControl("more", l.More))
		}
		for _, b := range l.Sheet {
			controls = append(controls, touchControl(b.Name, b.At))
		}
	}
	state["controls"] = controls
	state["touch"] = l.Shown
	// The tree editor's window and the height of its rows of buttons, for
	// the page's touch test to tap them.
	if b := g.views.trees.bounds; g.ctl.Trees.Open {
		state["editorAt"] = []any{float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy())}
		state["editorRow"] = g.views.trees.row[0]
	}
	js.Global().Set("enemyai", js.ValueOf(state))
	if g.screen != keysPlacedFor { // the page's keys button goes to the HUD's corner of the screen as it is now
		keysPlacedFor = g.screen
		if place := js.Global().Get("placeKeys"); place.Type() == js.TypeFunction {
			place.Invoke()
		}
	}
}

// pageKeysOpen says whether the page's key list (its keys button's) is
// open over the game, which then holds, as it does in the background: on a
// phone the list covers the whole screen.
var pageKeysOpen = func() bool {
	help := js.Global().Get("document").Call("getElementById", "help")
	return help.Truthy() && help.Get("open").Truthy()
}

// keysPlacedFor is the screen the page last placed its keys button for.
var keysPlacedFor screen

// touchControl is a touch control for the page: its name and place.
func touchControl(name string, r control.Rect) map[string]any {
	return map[string]any{"name": name, "x": r.X, "y": r.Y, "w": r.W, "h": r.H}
}

// askText asks for a line of text with a dialog of the platform's own: in a
// browser its prompt, which a phone answers with its keyboard.
var askText = prompt

// prompt asks for a line of text with the browser's own dialog, starting
// from initial; ok is false when the user cancels it.
func prompt(question, initial string) (text string, ok bool) {
	answer := js.Global().Call("prompt", question, initial)
	if answer.Type() != js.TypeString {
		return "", false
	}
	return answer.String(), true
}

// touchScreenFirst says whether the page's main pointer is a finger, as on
// a phone or a tablet (the CSS media query "pointer: coarse").
var touchScreenFirst = func() bool {
	return js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Truthy()
}
