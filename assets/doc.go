//go:generate go run ../cmd/spritegen -out sprites

// Package assets embeds the demo's default configuration, its scenarios, tree
// files and sprites, so the game and every command run from a single binary
// (the font is the bitmapfont module's). The sweep specs in sweeps/ are
// files, for cmd/tune -spec.
package assets
