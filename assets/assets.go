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

// The sprites drawn by cmd/spritegen, embedded as PNG files under these
// names (a test holds the files and cmd/spritegen to them): the player, a
// projectile, and the enemy sprites a kind may name, the melee default first
// and the ranged default second.
const (
	PlayerSprite     = "player"
	ProjectileSprite = "projectile"
)

// EnemySprites are the sprites a kind's sprite key may name: a melee kind
// takes the first unless it names one, a ranged kind the second.
var EnemySprites = []string{"near", "far"}

//go:embed sprites/*.png
var sprites embed.FS

// SpriteFiles holds the sprites, as PNG files under their names.
var SpriteFiles, _ = fs.Sub(sprites, "sprites")

// Sprite returns the PNG data of the named sprite, like "near".
func Sprite(name string) ([]byte, error) { return sprites.ReadFile("sprites/" + name + ".png") }
