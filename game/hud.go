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

// print draws s at (x, y) in the demo's font, scaled, where the layout test
// checks that it stays in its box.
func (g *Game) print(dst *ebiten.Image, s string, x, y, scale float64, clr color.Color) {
	g.printClipped(dst, s, x, y, scale, clr)
	if g.drawn != nil {
		g.drawn.texts = append(g.drawn.texts, drawnText{s, rect{x, y, g.textWidth(s, scale), textHeight(scale)}, len(g.drawn.boxes)})
	}
}

// printClipped draws s at (x, y) in the demo's font, scaled: text in a
// view that pans, which dst (a sub-image) clips.
func (g *Game) printClipped(dst *ebiten.Image, s string, x, y, scale float64, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.LineSpacing = g.art.face.Metrics().HAscent + g.art.face.Metrics().HDescent + 2
	text.Draw(dst, s, g.art.face, op)
}

// drawHUD draws the status line: rates, enemy count, the player's HP, state.
func (g *Game) drawHUD(dst *ebiten.Image) {
	g.fillBox(dst, "HUD", rect{0, 0, ScreenWidth, hudHeight}, color.NRGBA{10, 12, 18, 255})
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
	const hint = "F1: keys"
	right := float64(ScreenWidth-8) - g.textWidth(hint, 1.25)
	if !control.InBrowser { // the page's keys button is there instead
		g.print(dst, hint, right, 4, 1.25, colourDim)
	}
	g.print(dst, g.fitTo(line, right-24, 1.25), 8, 4, 1.25, colourText)
}

// clock formats a tick as the HUD and the logs show time: "t 741  12.35 s".
func clock(tick uint32) string {
	return fmt.Sprintf("t %d  %.2f s", tick, float64(tick)*entity.Dt)
}

// drawHelp draws the key list in an opaque box sized to hold it, in the
// middle of the screen.
func (g *Game) drawHelp(dst *ebiten.Image) {
	const pad, title, line, scale = 20.0, 40.0, 20.0, 1.5
	width := g.textWidth("Keys", 2)
	for _, k := range keys {
		width = max(width, g.textWidth(k, scale))
	}
	box := rect{w: width + 2*pad, h: pad + title + float64(len(keys))*line + pad}
	box.x, box.y = (ScreenWidth-box.w)/2, (ScreenHeight-box.h)/2
	g.fillBox(dst, "key list", box, color.NRGBA{10, 12, 18, 255})
	vector.StrokeRect(dst, float32(box.x), float32(box.y), float32(box.w), float32(box.h), 2, colourDim, false)
	g.print(dst, "Keys", box.x+pad, box.y+pad-6, 2, colourText)
	for i, k := range keys {
		g.print(dst, k, box.x+pad, box.y+pad+title+float64(i)*line, scale, colourText)
	}
}

// drawGameOver darkens the arena and says how to go on, in the view beside
// the panel, each line cut to the view's width.
func (g *Game) drawGameOver(dst *ebiten.Image) {
	v := g.cam.view
	g.fillBox(dst, "death screen", v, color.NRGBA{0, 0, 0, 150})
	cx, cy := v.x+v.w/2, v.y+v.h/2
	title := "YOU DIED"
	g.print(dst, title, cx-g.textWidth(title, 4)/2, cy-60, 4, colourHPLow)
	for i, msg := range g.gameOverSummary() {
		msg = g.fitTo(msg, v.w-20, 1.5)
		g.print(dst, msg, cx-g.textWidth(msg, 1.5)/2, cy+10+float64(i)*24, 1.5, colourText)
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

// banner is one of the banners under the HUD: its lines, as wrapped to the
// view's width, and its colour.
type banner struct {
	lines []string
	bg    color.NRGBA
}

// bannerLine is the height of a banner's line; a banner adds bannerPad.
const (
	bannerLine  = 16
	bannerPad   = 8
	bannerScale = 1.25
)

// banners returns the configuration file's problem (red) and its warnings
// (amber), if any, wrapped to a width of the screen.
func (g *Game) banners(width float64) []banner {
	var out []banner
	for _, b := range []struct {
		text string
		bg   color.NRGBA
	}{
		{g.ctl.Tuner.Problem, color.NRGBA{150, 30, 30, 255}},
		{g.ctl.Tuner.Warnings, color.NRGBA{130, 95, 10, 255}},
	} {
		if b.text == "" {
			continue
		}
		var lines []string
		for _, l := range strings.Split(b.text, "\n") {
			lines = append(lines, g.wrapTo(l, width-20, bannerScale)...)
		}
		out = append(out, banner{lines, b.bg})
	}
	return out
}

// bannersHeight is how tall the banners for a view of the given width are:
// the view starts below them.
func (g *Game) bannersHeight(width float64) float64 {
	h := 0.0
	for _, b := range g.banners(width) {
		h += float64(len(b.lines)*bannerLine + bannerPad)
	}
	return h
}

// drawBanner shows the configuration file's problem (red) and its warnings
// (amber) under the HUD, above the view of the arena and beside the panel.
func (g *Game) drawBanner(dst *ebiten.Image) {
	y := float64(hudHeight)
	width := g.cam.view.w
	for _, b := range g.banners(width) {
		h := float64(len(b.lines)*bannerLine + bannerPad)
		g.fillBox(dst, "banner", rect{0, y, width, h}, b.bg)
		for i, l := range b.lines {
			g.print(dst, l, 10, y+4+float64(i*bannerLine), bannerScale, colourText)
		}
		y += h
	}
}

// wrapTo breaks s into lines at most width pixels wide at the given scale,
// at spaces where it can.
func (g *Game) wrapTo(s string, width, scale float64) []string {
	chars := max(int(width/(charWidth*scale)), 1)
	var lines []string
	for _, l := range wrap(s, chars) {
		for g.textWidth(l, scale) > width && utf8.RuneCountInString(l) > 1 { // wide glyphs
			cut := []rune(l)
			n := len(cut) * 9 / 10
			lines = append(lines, string(cut[:n]))
			l = string(cut[n:])
		}
		lines = append(lines, l)
	}
	return lines
}

// fitTo cuts s to at most width pixels at the given scale, marking the cut
// with "..".
func (g *Game) fitTo(s string, width, scale float64) string {
	if g.textWidth(s, scale) <= width {
		return s
	}
	for n := min(utf8.RuneCountInString(s), int(width/(charWidth*scale))+1); n > 2; n-- {
		if cut := fit(s, n); g.textWidth(cut, scale) <= width {
			return cut
		}
	}
	return ""
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
