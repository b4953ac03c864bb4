// Command spritegen draws the demo's sprites and writes them as PNG files:
//
//	go run ./cmd/spritegen -out assets/sprites
//
// The sprites are simple shapes drawn with anti-aliased coverage: the player,
// the Near and Far enemies and a projectile. The PNGs are committed; run this
// again after changing a shape.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/enemyai/enemyai/internal/atomicfile"
)

func main() {
	out := flag.String("out", "assets/sprites", "output `directory`")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "spritegen:", err)
		os.Exit(1)
	}
	for name, draw := range sprites {
		if err := write(filepath.Join(*out, name+".png"), draw()); err != nil {
			fmt.Fprintln(os.Stderr, "spritegen:", err)
			os.Exit(1)
		}
	}
}

// write saves img as a PNG file atomically.
func write(path string, img image.Image) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	_, err := atomicfile.WriteFile(path, buf.Bytes())
	return err
}
