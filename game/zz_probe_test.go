package game

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/draw"
)

func shot(t *testing.T, g *Game, dev size, name string) {
	screen := ebiten.NewImage(int(g.screen.w), int(g.screen.h))
	g.Draw(screen)
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	k := min(dev.w/g.screen.w, dev.h/g.screen.h) * 2 // a phone of DPR 2
	out := image.NewRGBA(image.Rect(0, 0, int(g.screen.w*k), int(g.screen.h*k)))
	draw.CatmullRom.Scale(out, out.Bounds(), img, img.Bounds(), draw.Src, nil)
	f, err := os.Create(fmt.Sprintf("/tmp/probe_%s.png", name))
	require.NoError(t, err)
	require.NoError(t, png.Encode(f, out))
	f.Close()
}

func TestZZProbe(t *testing.T) {
	for _, dev := range []size{{390, 844}} {
		g, err := New(Options{Source: session.Source{ScenarioPath: "arena"}})
		require.NoError(t, err)
		g.input = func() control.Input { return control.Input{} }
		g.lastUsed = control.KeysAndMouse
		g.Layout(int(dev.w), int(dev.h))
		require.NoError(t, g.Update())
		require.NoError(t, g.update(control.Acts(control.ToggleHelp)))
		shot(t, g, dev, fmt.Sprintf("help1_%v", dev.w))
		require.NoError(t, g.update(control.Acts(control.ToggleHelp)))
		shot(t, g, dev, fmt.Sprintf("help2_%v", dev.w))
		g.Close()
	}
}
