package game

import (
	"fmt"
	"image/color"
	"strings"
	"unicode/utf8"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// keys is the F1 list, from the key bindings.
var keys = control.HelpLines()

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
	vector.FillRect(dst, 0, 0, ScreenWidth, hudHeight, color.NRGBA{10, 12, 18, 255}, false)
	w := g.ctl.Shown().World
	live := 0
	for i := range w.Enemies {
		if !w.Enemies[i].Dead {
			live++
		}
	}
	p := &w.Player
	line := fmt.Sprintf("%s   enemies %d (%d alive)   HP %3.0f/%.0f   kills %d   best %.1f s   TPS %4.1f  FPS %5.1f",
		clock(w.Tick), len(w.Enemies), live, p.HP, p.Stats.HP, w.Kills, entity.Seconds(int(max(g.ctl.Best, g.ctl.Survived()))),
		ebiten.ActualTPS(), ebiten.ActualFPS())
	switch {
	case g.ctl.Run.Replaying():
		line += "   [replay]"
	case g.ctl.Run.Scripted():
		line += "   [scripted player]"
	}
	switch {
	case g.unfocused:
		line += "   PAUSED (window not focused)"
	case g.ctl.Run.Past():
		line += "   REWOUND (P resumes from here)"
	case g.ctl.Paused:
		line += "   PAUSED (P resumes, arrows step)"
	}
	if s := control.Speeds[g.ctl.Speed]; s != 1 {
		line += fmt.Sprintf("   speed %gx", s)
	}
	g.print(dst, line, 8, 4, 1.25, colourText)
	g.print(dst, "F1: keys", ScreenWidth-90, 4, 1.25, colourDim)
}

// clock formats a tick as the HUD and the logs show time: "t 741  12.35 s".
func clock(tick uint32) string {
	return fmt.Sprintf("t %d  %.2f s", tick, float64(tick)*entity.Dt)
}

// drawHelp draws the key list in a box sized to hold it.
func (g *Game) drawHelp(dst *ebiten.Image) {
	longest := 0
	for _, k := range keys {
		longest = max(longest, utf8.RuneCountInString(k))
	}
	w, h := float32(longest*charWidth*3/2+40), float32(54+len(keys)*20+14)
	x, y := (ScreenWidth-w)/2, (ScreenHeight-h)/2
	vector.FillRect(dst, x, y, w, h, color.NRGBA{10, 12, 18, 235}, false)
	vector.StrokeRect(dst, x, y, w, h, 2, colourDim, false)
	g.print(dst, "Keys", float64(x)+20, float64(y)+14, 2, colourText)
	for i, k := range keys {
		g.print(dst, k, float64(x)+20, float64(y)+54+float64(i)*20, 1.5, colourText)
	}
}

// drawGameOver darkens the arena and says how to go on, in the view beside
// the panel.
func (g *Game) drawGameOver(dst *ebiten.Image) {
	v := g.cam.view
	vector.FillRect(dst, float32(v.x), float32(v.y), float32(v.w), float32(v.h), color.NRGBA{0, 0, 0, 150}, false)
	cx, cy := v.x+v.w/2, v.y+v.h/2
	g.print(dst, "YOU DIED", cx-96, cy-60, 4, colourHPLow)
	for i, msg := range g.gameOverSummary() {
		g.print(dst, msg, cx-float64(len(msg))*charWidth*1.5/2, cy+10+float64(i)*24, 1.5, colourText)
	}
}

// gameOverSummary sums up the game that just ended.
func (g *Game) gameOverSummary() []string {
	w, survived := g.ctl.Run.World, g.ctl.Survived()
	record := "best of this session"
	if g.ctl.Best > survived {
		record = fmt.Sprintf("best %.1f s", entity.Seconds(int(g.ctl.Best)))
	}
	return []string{
		fmt.Sprintf("survived %.1f s (%s), %s, %s", entity.Seconds(int(survived)), record, counted(w.Kills, "kill"), counted(w.Wave, "wave")),
		"R restarts, the timeline goes back, Esc quits",
	}
}

// drawBanner shows the configuration file's problem (red), its warnings
// (amber) and passing notes (green) under the HUD, in the view beside the
// panel.
func (g *Game) drawBanner(dst *ebiten.Image) {
	y := float32(hudHeight)
	width := float32(g.cam.view.w)
	chars := int(width-20) / (charWidth * 5 / 4)
	for _, b := range []struct {
		text string
		bg   color.NRGBA
	}{
		{g.ctl.Tuner.Problem, color.NRGBA{150, 30, 30, 235}},
		{g.ctl.Tuner.Warnings, color.NRGBA{130, 95, 10, 235}},
		{g.ctl.Note.Shown(), color.NRGBA{30, 110, 50, 235}},
	} {
		if b.text == "" {
			continue
		}
		var lines []string
		for _, l := range strings.Split(b.text, "\n") {
			lines = append(lines, wrap(l, chars)...)
		}
		h := float32(len(lines))*16 + 8
		vector.FillRect(dst, 0, y, width, h, b.bg, false)
		for i, l := range lines {
			g.print(dst, l, 10, float64(y)+4+float64(i)*16, 1.25, colourText)
		}
		y += h
	}
}

// wrap breaks s into lines of at most n characters, at spaces where it can.
func wrap(s string, n int) []string {
	var lines []string
	for n > 0 && utf8.RuneCountInString(s) > n {
		r := []rune(s)
		cut := strings.LastIndex(string(r[:n]), " ")
		if cut <= 0 {
			cut = len(string(r[:n]))
		}
		lines = append(lines, strings.TrimRight(s[:cut], " "))
		s = strings.TrimLeft(s[cut:], " ")
	}
	return append(lines, s)
}
