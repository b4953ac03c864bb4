package game

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"

	"github.com/enemyai/enemyai/assets"
	"github.com/hajimehoshi/bitmapfont/v3"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Colours of the demo. Gizmos follow Unity's: green detect, blue attack.
var (
	colourBackground = color.NRGBA{18, 22, 30, 255}
	colourFloor      = color.NRGBA{34, 42, 54, 255}
	colourGrid       = color.NRGBA{44, 54, 68, 255}
	colourDetect     = color.NRGBA{60, 220, 90, 255}
	colourAttack     = color.NRGBA{70, 130, 255, 255}
	colourText       = color.NRGBA{230, 235, 240, 255}
	colourDim        = color.NRGBA{150, 160, 175, 255}
	colourHPBack     = color.NRGBA{10, 10, 14, 220}
	colourHPGood     = color.NRGBA{90, 210, 90, 255}
	colourHPLow      = color.NRGBA{230, 70, 60, 255}
)

// art is the demo's images and font, loaded once.
type art struct {
	player, projectile *ebiten.Image
	kinds              map[bool]*ebiten.Image // by Kind.Ranged: far or near
	white              *ebiten.Image          // a 1x1 white source for shapes, inside a 3x3 border
	face               text.Face
}

func loadArt() (*art, error) {
	a := &art{kinds: map[bool]*ebiten.Image{}, face: text.NewGoXFace(bitmapfont.Face)}
	load := func(name string) (*ebiten.Image, error) {
		data, err := assets.Sprite(name)
		if err != nil {
			return nil, err
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("sprite %s: %w", name, err)
		}
		return ebiten.NewImageFromImage(img), nil
	}
	var err error
	for _, s := range []struct {
		dst  **ebiten.Image
		name string
	}{{&a.player, "player"}, {&a.projectile, "projectile"}} {
		if *s.dst, err = load(s.name); err != nil {
			return nil, err
		}
	}
	if a.kinds[false], err = load("near"); err != nil {
		return nil, err
	}
	if a.kinds[true], err = load("far"); err != nil {
		return nil, err
	}
	white := ebiten.NewImage(3, 3)
	white.Fill(color.White)
	a.white = white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	return a, nil
}
