// Command spritegen draws the demo's sprites and writes them as PNG files:
//
//	go run ./cmd/spritegen -out assets/sprites
//
// The sprites are simple shapes drawn with anti-aliased coverage: the player,
// the Near and Far enemies and a projectile. The PNGs are committed; run this
// again after changing a shape.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("out", "assets/sprites", "output `directory`")
	flag.Parse()
	for name, draw := range sprites {
		if err := write(filepath.Join(*out, name+".png"), draw()); err != nil {
			fmt.Fprintln(os.Stderr, "spritegen:", err)
			os.Exit(1)
		}
	}
}

// write saves img as a PNG atomically: a temporary file renamed over path.
func write(path string, img image.Image) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".sprite-*.png")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := png.Encode(tmp, img); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
