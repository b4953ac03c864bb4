package assets

import (
	"embed"
	"io/fs"
)

// ConfigName is the name errors use for the embedded default configuration.
const ConfigName = "assets/config.toml (embedded default)"

// Config is the default configuration, in TOML.
//
//go:embed config.toml
var Config []byte

//go:embed scenarios/*.toml
var scenarios embed.FS

//go:embed trees/*.tree
var trees embed.FS

// Trees holds the shipped behavior tree files, under their base names, like
// "near.tree".
var Trees, _ = fs.Sub(trees, "trees")

// Scenarios holds the shipped scenario files, under their base names, like
// "near_chase.toml".
var Scenarios, _ = fs.Sub(scenarios, "scenarios")

// Sprites holds the sprites drawn by cmd/spritegen, as PNG files named
// "player.png", "near.png", "far.png" and "projectile.png".
//
//go:embed sprites/*.png
var sprites embed.FS

// Sprite returns the PNG data of the named sprite, like "near".
func Sprite(name string) ([]byte, error) { return sprites.ReadFile("sprites/" + name + ".png") }
