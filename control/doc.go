// Package control steers the game without needing a display: the
// Controller applies one update's Input to a session (time control and time
// travel, the selection, breakpoints, live tuning and file reloads,
// what-ifs, the decision trace and the passing note), the key bindings
// the input is read from, with the text of the key lists (F1, the browser
// page, docs/play.md), and the touch screen (Touch), which makes fingers
// the same input as keys and the mouse through controls laid out for the
// size the screen is shown at (LayTouch).
//
// Package game reads the keyboard, the pads, the mouse and the fingers into
// an Input through Bindings and Touch, resolves the cursor against its layout (Input.Over), hands the
// input to Controller.Update and draws what the controller holds. Nothing
// here imports Ebitengine, so it is tested without a display.
package control
