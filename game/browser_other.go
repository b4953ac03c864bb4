//go:build !js

package game

// publish is only for the browser build.
func (g *Game) publish() {}
