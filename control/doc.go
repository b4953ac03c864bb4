// Package control holds what steers the game without needing a display:
// one update's input snapshot, and the key bindings it is read from, with
// the text of the key lists (F1, the browser page, the README).
//
// Package game reads the keyboard and the mouse into an Input through
// Bindings; nothing here imports Ebitengine, so it is tested without a
// display.
package control
