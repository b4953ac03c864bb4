//go:generate go run ../cmd/spritegen -out sprites

// Package assets embeds the demo's default configuration, scenarios, sprites
// and fonts, so the game and the simulator run from a single binary.
package assets
