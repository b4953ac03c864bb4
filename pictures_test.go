package main

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shot is one picture `make screenshots` takes of the game: the flags and
// the file.
type shot struct {
	args []string
	file string
}

// shots reads the game's pictures from the Makefile's screenshots recipe,
// so that this test takes exactly what `make screenshots` does.
func shots(t *testing.T) []shot {
	t.Helper()
	data, err := os.ReadFile("Makefile")
	require.NoError(t, err)
	line := regexp.MustCompile(`(?m)^\t\$\(SHOT\) (.*) -screenshot (docs/\S+\.png)$`)
	var out []shot
	for _, m := range line.FindAllStringSubmatch(string(data), -1) {
		out = append(out, shot{args: strings.Fields(m[1]), file: m[2]})
	}
	require.NotEmpty(t, out, "the Makefile's screenshots recipe")
	return out
}

// TestTheDocsPicturesAreWhatTheProgramDraws takes every picture of the game
// that `make screenshots` takes, into a temporary folder, and compares it
// pixel by pixel with the one the docs show: a committed picture that the
// program no longer draws is stale (a -screenshot run draws the same pixels
// every time: no rates in its HUD, its frame only).
func TestTheDocsPicturesAreWhatTheProgramDraws(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("draws: needs a display (make test runs it under xvfb-run)")
	}
	bin := buildDemo(t)
	dir := t.TempDir()
	for _, s := range shots(t) {
		t.Run(s.file, func(t *testing.T) {
			t.Parallel() // each picture is its own process
			fresh := filepath.Join(dir, filepath.Base(s.file))
			out, err := exec.Command(bin, append(s.args, "-screenshot", fresh)...).CombinedOutput()
			require.NoError(t, err, "%s", out)
			differ := differentPixels(t, s.file, fresh)
			assert.Zero(t, differ, "%s is stale: %d pixels differ from what the program draws now; run make screenshots", s.file, differ)
		})
	}
}

// differentPixels counts the pixels that differ between two PNG files of
// the same size.
func differentPixels(t *testing.T, a, b string) int {
	t.Helper()
	load := func(path string) image.Image {
		f, err := os.Open(path)
		require.NoError(t, err)
		defer f.Close()
		img, err := png.Decode(f)
		require.NoError(t, err, path)
		return img
	}
	ia, ib := load(a), load(b)
	require.Equal(t, ia.Bounds(), ib.Bounds(), "%s and %s", a, b)
	n := 0
	r := ia.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if ia.At(x, y) != ib.At(x, y) {
				n++
			}
		}
	}
	return n
}
