//go:build !js

package game

// publish is only for the browser build.
func (g *Game) publish() {}

// askText asks for a line of text with a dialog of the platform's own, or
// is nil where there is none: only a browser has one.
var askText func(question, initial string) (text string, ok bool)

// touchScreenFirst says whether the screen is first used by touch, as a
// phone's is, or is nil where that cannot be known before a touch: only a
// browser knows.
var touchScreenFirst func() bool

// pageKeysOpen says whether the page's key list is open over the game, or
// is nil where there is no page: only a browser has one.
var pageKeysOpen func() bool
