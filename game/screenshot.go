package game

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
)

// saveScreenshot writes the screen as a PNG file atomically: a temporary file
// in the same directory, renamed over path.
func saveScreenshot(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	tmp, err := os.CreateTemp(dirOf(path), ".screenshot-*.png")
	if err != nil {
		return fmt.Errorf("saving the screenshot: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := png.Encode(tmp, img); err != nil {
		tmp.Close()
		return fmt.Errorf("saving the screenshot: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("saving the screenshot: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func dirOf(path string) string { return filepath.Dir(path) }
