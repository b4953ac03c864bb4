package game

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMain runs the package's tests inside Ebitengine's game loop, where
// images can be drawn and read back. It needs a display: `make test` runs it
// under xvfb-run.
func TestMain(m *testing.M) {
	r := &testLoop{m: m}
	if err := ebiten.RunGame(r); err != nil {
		panic(err)
	}
	os.Exit(r.code)
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
