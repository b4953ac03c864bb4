package game

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// keys is the key list F1 shows.
var keys = []string{
	"WASD / arrows   move",
	"Space           strike",
	"G               range circles on/off",
	"click / Tab     select an enemy (right click: none)",
	"B               tree panel of the selected enemy",
	"L               labels above enemies",
	"P               pause; N or . steps one update",
	"- / =           slower / faster (0.25x to 4x)",
	"1 / 2 / 3       tune detect / attack / speed of its kind",
	"[ ] or wheel    change the tuned value; Ctrl+Z undo",
	"Ctrl+S          save the tuned values to the config file",
	"R               restart",
	"F1              this list",
	"Esc             quit",
}

// print draws s at (x, y) in the demo's font, scaled.
func (g *Game) print(dst *ebiten.Image, s string, x, y, scale float64, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.LineSpacing = g.art.face.Metrics().HAscent + g.art.face.Metrics().HDescent + 2
	text.Draw(dst, s, g.art.face, op)
}

// drawHUD draws the status line: rates, enemy count, the player's HP, state.
func (g *Game) drawHUD(dst *ebiten.Image) {
	vector.DrawFilledRect(dst, 0, 0, ScreenWidth, hudHeight, color.NRGBA{10, 12, 18, 255}, false)
	live := 0
	for i := range g.world.Enemies {
		if !g.world.Enemies[i].Dead {
			live++
		}
	}
	p := &g.world.Player
	line := fmt.Sprintf("TPS %4.1f  FPS %5.1f   enemies %d (%d alive)   HP %3.0f/%.0f   t %.1f s   gizmos %s",
		ebiten.ActualTPS(), ebiten.ActualFPS(), len(g.world.Enemies), live, p.HP, p.Stats.HP,
		float64(g.world.Tick)*entity.Dt, onOff(g.showGizmos))
	if g.script != nil {
		line += "   [scripted player]"
	}
	switch {
	case g.unfocused:
		line += "   PAUSED (window not focused)"
	case g.dbg.paused:
		line += "   PAUSED (P resumes, N steps)"
	}
	if s := speeds[g.dbg.speed]; s != 1 {
		line += fmt.Sprintf("   speed %gx", s)
	}
	g.print(dst, line, 8, 4, 1.25, colourText)
	g.print(dst, "F1: keys", ScreenWidth-90, 4, 1.25, colourDim)
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// drawHelp draws the key list.
func (g *Game) drawHelp(dst *ebiten.Image) {
	const w, h = 540, 360
	x, y := float32(ScreenWidth-w)/2, float32(ScreenHeight-h)/2
	vector.DrawFilledRect(dst, x, y, w, h, color.NRGBA{10, 12, 18, 235}, false)
	vector.StrokeRect(dst, x, y, w, h, 2, colourDim, false)
	g.print(dst, "Keys", float64(x)+20, float64(y)+14, 2, colourText)
	for i, k := range keys {
		g.print(dst, k, float64(x)+20, float64(y)+54+float64(i)*20, 1.5, colourText)
	}
}

// drawGameOver darkens the arena and says how to go on.
func (g *Game) drawGameOver(dst *ebiten.Image) {
	vector.DrawFilledRect(dst, 0, hudHeight, ScreenWidth, ScreenHeight-hudHeight, color.NRGBA{0, 0, 0, 150}, false)
	g.print(dst, "YOU DIED", ScreenWidth/2-96, ScreenHeight/2-60, 4, colourHPLow)
	g.print(dst, fmt.Sprintf("survived %.1f s  -  press R to restart, Esc to quit", float64(g.diedAt)*entity.Dt),
		ScreenWidth/2-270, ScreenHeight/2+10, 1.75, colourText)
}

// drawBanner shows the configuration file's problem (red), its warnings
// (amber) and passing messages (green) under the HUD.
func (g *Game) drawBanner(dst *ebiten.Image) {
	y := float32(hudHeight)
	for _, b := range []struct {
		text string
		bg   color.NRGBA
	}{
		{g.tune.problem, color.NRGBA{150, 30, 30, 235}},
		{g.tune.warnings, color.NRGBA{130, 95, 10, 235}},
		{map[bool]string{true: g.tune.message}[g.tune.messageT > 0], color.NRGBA{30, 110, 50, 235}},
	} {
		if b.text == "" {
			continue
		}
		lines := strings.Split(b.text, "\n")
		h := float32(len(lines))*16 + 8
		vector.DrawFilledRect(dst, 0, y, ScreenWidth, h, b.bg, false)
		for i, l := range lines {
			g.print(dst, l, 10, float64(y)+4+float64(i)*16, 1.25, colourText)
		}
		y += h
	}
}
