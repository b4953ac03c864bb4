package game

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
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
	colourLose       = color.NRGBA{60, 220, 90, 70} // faint: the detect colour, where sight is lost
	colourAttack     = color.NRGBA{70, 130, 255, 255}
	colourText       = color.NRGBA{230, 235, 240, 255}
	colourWhatIf     = color.NRGBA{90, 220, 235, 255} // a what-if: its box and first divergence
	colourDim        = color.NRGBA{150, 160, 175, 255}
	colourHPBack     = color.NRGBA{10, 10, 14, 220}
	colourHPGood     = color.NRGBA{90, 210, 90, 255}
	colourHPLow      = color.NRGBA{230, 70, 60, 255}
)

// art is the demo's images and font, loaded once.
type art struct {
	player, projectile *ebiten.Image
	sprites            map[string]*ebiten.Image // enemy sprites by Kind.Sprite: near or far
	average            map[string][3]float64    // each enemy sprite's average colour, 0 to 1, for tints
	white              *ebiten.Image            // a 1x1 white source for shapes, inside a 3x3 border
	face               text.Face
	tints              map[tintKey]ebiten.ColorScale // each tint worked out once
}

// tintKey is what a tint's colour scale depends on.
type tintKey struct{ tint, sprite string }

func loadArt() (*art, error) {
	a := &art{sprites: map[string]*ebiten.Image{}, average: map[string][3]float64{}, face: text.NewGoXFace(bitmapfont.Face),
		tints: map[tintKey]ebiten.ColorScale{}}
	load := func(name string) (*ebiten.Image, error) {
		data, err := assets.Sprite(name)
		if err != nil {
			return nil, err
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("sprite %s: %w", name, err)
		}
		a.average[name] = averageColour(img)
		return ebiten.NewImageFromImage(img), nil
	}
	var err error
	for _, s := range []struct {
		dst  **ebiten.Image
		name string
	}{{&a.player, assets.PlayerSprite}, {&a.projectile, assets.ProjectileSprite}} {
		if *s.dst, err = load(s.name); err != nil {
			return nil, err
		}
	}
	for _, name := range assets.EnemySprites {
		if a.sprites[name], err = load(name); err != nil {
			return nil, err
		}
	}
	white := ebiten.NewImage(3, 3)
	white.Fill(color.White)
	a.white = white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	return a, nil
}

// sprite returns kind k's sprite: the one it names, or by whether it is
// ranged for a kind built without one.
func (a *art) sprite(k *entity.Kind) *ebiten.Image {
	if img, ok := a.sprites[k.Sprite]; ok {
		return img
	}
	if k.Ranged {
		return a.sprites[assets.EnemySprites[1]]
	}
	return a.sprites[assets.EnemySprites[0]]
}

// tint returns the colour scale that makes the sprite of kind k look like
// its Tint, like "#f0a040" (validated by package config): each channel is
// scaled so that the sprite's average colour becomes the tint, keeping its
// shading. No tint: no change.
func (a *art) tint(k *entity.Kind) ebiten.ColorScale {
	key := tintKey{k.Tint, k.Sprite}
	if cs, ok := a.tints[key]; ok {
		return cs
	}
	cs := a.workOutTint(k)
	a.tints[key] = cs
	return cs
}

// workOutTint works out tint's colour scale for a kind.
func (a *art) workOutTint(k *entity.Kind) ebiten.ColorScale {
	var cs ebiten.ColorScale
	var r, g, b uint8
	if _, err := fmt.Sscanf(k.Tint, "#%02x%02x%02x", &r, &g, &b); err != nil {
		return cs
	}
	avg := a.average[k.Sprite]
	scale := func(want uint8, have float64) float32 { return float32(float64(want) / 255 / max(have, 0.05)) }
	cs.Scale(scale(r, avg[0]), scale(g, avg[1]), scale(b, avg[2]), 1)
	return cs
}

// averageColour returns the average colour of img's opaque pixels, 0 to 1.
func averageColour(img image.Image) [3]float64 {
	var sum [3]float64
	n := 0.0
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			if c.A < 200 {
				continue
			}
			sum[0], sum[1], sum[2] = sum[0]+float64(c.R)/255, sum[1]+float64(c.G)/255, sum[2]+float64(c.B)/255
			n++
		}
	}
	if n == 0 {
		return [3]float64{1, 1, 1}
	}
	return [3]float64{sum[0] / n, sum[1] / n, sum[2] / n}
}
