package game

import (
	"bytes"
	"fmt"
	"image"
	"image/png"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/hajimehoshi/ebiten/v2"
)

// saveScreenshot writes the screen as a PNG file atomically.
func saveScreenshot(screen *ebiten.Image, path string) error {
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("-screenshot: %w", err)
	}
	if err := control.WriteOut(path, buf.Bytes()); err != nil {
		return cli.FlagError{Err: fmt.Errorf("-screenshot: %w", err)} // where it points writes nothing
	}
	return nil
}
