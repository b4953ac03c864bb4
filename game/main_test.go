package game

import (
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// looping is whether the tests run inside Ebitengine's game loop, where
// images can be drawn and read back: with a display (`make test` runs this
// package under xvfb-run). Without one the tests run plainly, and those that
// draw skip (see needsDisplay).
var looping bool

// TestMain runs the package's tests inside Ebitengine's game loop when a
// window can be opened, and plainly otherwise.
// Whether there is a display is asked of the environment, not of RunGame:
// Ebitengine makes no image after a RunGame that failed.
func TestMain(m *testing.M) {
	looping = runtime.GOOS != "linux" || os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
	if !looping {
		os.Exit(m.Run())
	}
	r := &testLoop{m: m}
	if err := ebiten.RunGame(r); err != nil {
		panic(err)
	}
	os.Exit(r.code)
}

// needsDisplay skips a test that draws when there is no display to draw on.
func needsDisplay(t *testing.T) {
	t.Helper()
	if !looping {
		t.Skip("draws: needs a display (run under xvfb-run)")
	}
}

// testLoop is a game whose first update runs the tests and quits.
type testLoop struct {
	m    *testing.M
	code int
}

func (l *testLoop) Update() error {
	l.code = l.m.Run()
	return ebiten.Termination
}

func (l *testLoop) Draw(*ebiten.Image)         {}
func (l *testLoop) Layout(int, int) (int, int) { return 64, 64 }
