package main

import (
	"image"
	"image/color"
)

// sprites are the images spritegen writes, by file name. Bodies are drawn
// facing right (+X) on 64x64 pixels; the game scales them to each body's
// radius and turns the player toward where it walks.
var sprites = map[string]func() image.Image{
	"player":     player,
	"near":       near,
	"far":        far,
	"projectile": projectile,
}

var (
	outline = color.NRGBA{20, 24, 32, 255}
	white   = color.NRGBA{250, 250, 245, 255}
)

func player() image.Image {
	c := newCanvas(64)
	c.fill(circle(32, 32, 29), outline)
	c.fill(circle(32, 32, 26), color.NRGBA{60, 170, 220, 255})
	c.fill(circle(28, 28, 16), color.NRGBA{120, 210, 245, 255})
	c.fill(polygon([2]float64{44, 22}, [2]float64{60, 32}, [2]float64{44, 42}), white) // facing notch
	return c
}

func near() image.Image {
	c := newCanvas(64)
	c.fill(polygon(star(32, 32, 31, 22, 9)...), outline)
	c.fill(polygon(star(32, 32, 27, 19, 9)...), color.NRGBA{215, 60, 50, 255})
	c.fill(circle(32, 34, 14), color.NRGBA{240, 110, 80, 255})
	for _, x := range []float64{26, 40} {
		c.fill(circle(x, 28, 5), white)
		c.fill(circle(x+1.5, 28, 2.5), outline)
	}
	c.fill(polygon([2]float64{24, 40}, [2]float64{40, 40}, [2]float64{32, 45}), outline) // mouth
	return c
}

func far() image.Image {
	c := newCanvas(64)
	c.fill(polygon([2]float64{32, 2}, [2]float64{62, 32}, [2]float64{32, 62}, [2]float64{2, 32}), outline)
	c.fill(polygon([2]float64{32, 7}, [2]float64{57, 32}, [2]float64{32, 57}, [2]float64{7, 32}), color.NRGBA{130, 80, 200, 255})
	c.fill(circle(32, 32, 13), white)
	c.fill(circle(35, 32, 7), color.NRGBA{250, 200, 40, 255})
	c.fill(circle(36, 32, 3), outline)
	return c
}

func projectile() image.Image {
	c := newCanvas(32)
	c.fill(circle(16, 16, 15), color.NRGBA{255, 170, 40, 90})
	c.fill(circle(16, 16, 10), color.NRGBA{255, 150, 30, 255})
	c.fill(circle(14, 14, 5), color.NRGBA{255, 240, 180, 255})
	return c
}
