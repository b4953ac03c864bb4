package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/session"
)

// A menu's lines are drawn in a column of boxes, the cursor's highlighted,
// a setting's value at the right between arrows; the pointer picks the line
// it is over.
const (
	menuLineHeight = 34
	menuLineGap    = 6
	menuScale      = 1.5
)

// menuRects lays out n menu lines in a column width wide, from (x, y).
func menuRects(x, y, width float64, n int) []rect {
	rs := make([]rect, n)
	for i := range rs {
		rs[i] = rect{x, y + float64(i)*(menuLineHeight+menuLineGap), width, menuLineHeight}
	}
	return rs
}

// lineAt returns the line of rs that holds screen point (x, y), or -1.
func lineAt(rs []rect, x, y int) int {
	for i, r := range rs {
		if r.contains(x, y) {
			return i
		}
	}
	return -1
}

// drawMenuLines draws a menu's lines into their rectangles, the one at the
// cursor highlighted.
func (s *stage) drawMenuLines(dst *ebiten.Image, lines []control.MenuLine, rs []rect, at int) {
	for i, l := range lines {
		r, bg := rs[i], color.NRGBA{30, 36, 48, 255}
		if i == at {
			bg = color.NRGBA{60, 90, 140, 255}
		}
		s.fillBox(dst, "menu line", r, bg)
		ty := r.y + (r.h-textHeight(menuScale))/2
		labelWidth := r.w - 24 // the label takes what the value leaves
		if l.Value != "" {
			v := s.fitTo("< "+l.Value+" >", r.w/2-12, menuScale)
			s.print(dst, v, r.x+r.w-12-s.textWidth(v, menuScale), ty, menuScale, colourText)
			labelWidth -= s.textWidth(v, menuScale) + 12
		}
		s.print(dst, s.fitTo(l.Label, labelWidth, menuScale), r.x+12, ty, menuScale, colourText)
	}
}

// shade darkens the whole screen under a menu.
func (s *stage) shade(dst *ebiten.Image, name string, alpha uint8) {
	s.fillBox(dst, name, rect{0, 0, s.screen.w, s.screen.h}, color.NRGBA{6, 8, 12, alpha})
}

// startView is the start screen: the game's name and goal, its menu (play,
// a shipped scenario, extra enemies, quit), what the scenario chosen is,
// and the controls of the device in use. The world behind it stands still.
type startView struct {
	open    bool
	menu    control.StartMenu
	problem string // why the run chosen could not start, if it could not
}

// newStartView returns the start screen, open if opts ask for it.
func newStartView(opts Options) startView {
	return startView{open: opts.Start, menu: control.NewStartMenu(session.ShippedScenarios())}
}

// The start screen's layout: its menu in a column in the middle, under the
// title and the goal (upright, lower: the goal's lines wrap).
const (
	startMenuWidth     = 520
	startControlsLabel = 216 // the width of the controls' labels' column: the longest, the stick's, whole
	// startControlsLabelUpright is that width upright, where the column
	// starts at the screen's left margin.
	startControlsLabelUpright = 140
)

// startRows are where the start screen's lines are on a screen, from the
// top: the title, drawn at titleScale, the goal, the line under it (upright,
// under the goal's wrapped lines instead) and the menu.
type startRows struct{ title, titleScale, goal, under, menu float64 }

// startRowsFor lays the start screen's lines out on screen sc: the small
// screen on its side packs them closer under a smaller title, so that the
// controls fit under the menu.
func startRowsFor(sc screen) startRows {
	switch {
	case sc.compact:
		return startRows{title: 14, titleScale: 4, goal: 72, under: 96, menu: 122}
	case sc.portrait:
		return startRows{title: 48, titleScale: 5, goal: 128, menu: 280}
	}
	return startRows{title: 48, titleScale: 5, goal: 128, under: 156, menu: 200}
}

// startWords are the start screen's words for the device whose controls it
// shows: how one picks an enemy, what the controls are, and how the menu is
// played.
var startWords = [...]struct{ pick, device, how string }{
	control.KeysAndMouse: {"click", "keys; F1 in the game lists every key", "Enter, Space or a click plays; the arrows choose, left / right change"},
	control.Gamepad:      {"select", "pad; Back in the game lists every button", "A or Start plays; the d-pad chooses, left / right change"},
	control.TouchScreen:  {"tap", "touch; the game's help button lists them all", "a tap on Play or off the lines plays; a tap on a choice steps it on"},
}

// startMenuColumn is where the start screen's menu is on screen sc: its
// left, top and width.
func startMenuColumn(sc screen) (x, y, width float64) {
	width = min(startMenuWidth, sc.w-40)
	return (sc.w - width) / 2, startRowsFor(sc).menu, width
}

// rects lays out the start screen's menu lines.
func (v *startView) rects(s *stage) []rect {
	x, y, width := startMenuColumn(s.screen)
	return menuRects(x, y, width, len(v.menu.Lines()))
}

// update hands one input to the start screen's menu and starts the game
// chosen: the same run, or, for another scenario or crowd, a run rebuilt
// from the options as New builds one.
func (v *startView) update(g *Game, in control.Input) error {
	switch v.menu.Update(in, lineAt(v.rects(&g.stage), in.MouseX, in.MouseY)) {
	case control.StartQuits:
		return g.run.end()
	case control.StartPlays:
		opts := g.run.opts
		opts.ScenarioPath, opts.Enemies = v.menu.Choice()
		if opts.ScenarioPath != g.run.opts.ScenarioPath || opts.Enemies != g.run.opts.Enemies {
			if err := g.open(opts); err != nil {
				v.problem = err.Error()
				return nil
			}
		}
		v.open = false
	}
	return nil
}

// draw draws the start screen over the still world.
func (v *startView) draw(dst *ebiten.Image, s *stage) {
	if !v.open {
		return
	}
	s.shade(dst, "start screen", 235)
	sc := s.screen
	// centre draws text centred from y down, cut to the screen's width, or
	// upright wrapped to it, a line every step; it returns the y under it.
	centre := func(text string, y, scale, step float64, clr color.Color) float64 {
		lines := []string{s.fitTo(text, sc.w-40, scale)}
		if sc.portrait {
			lines = s.wrapTo(text, sc.w-40, scale)
		}
		for _, l := range lines {
			s.print(dst, l, (sc.w-s.textWidth(l, scale))/2, y, scale, clr)
			y += step
		}
		return y
	}
	at := startRowsFor(sc)
	centre("ENEMY AI", at.title, at.titleScale, 0, colourText)
	y := centre("Survive. Every 30 s a wave brings more enemies; the HUD counts your kills and your best time.", at.goal, 1.5, 24, colourText)
	if !sc.portrait {
		y = at.under
	}
	shown := s.shownDevice()
	words := startWords[shown]
	centre("Every enemy runs a behavior tree: "+words.pick+" one to see why it does what it does.", y, 1.25, bannerLine+2, colourDim)
	rs := v.rects(s)
	s.drawMenuLines(dst, v.menu.Lines(), rs, v.menu.At)
	y = rs[len(rs)-1].y + menuLineHeight + 16
	scenario, _ := v.menu.Choice()
	note, clr := control.ScenarioNote(scenario), colourDim
	if v.problem != "" {
		note, clr = v.problem, colourHPLow
	}
	for _, l := range s.wrapTo(note, min(startMenuWidth+200, sc.w-40), 1.25) {
		centre(l, y, 1.25, 0, clr)
		y += bannerLine
	}
	hows := 1.0 // how many lines how takes: upright, it wraps
	if sc.portrait {
		hows = float64(len(s.wrapTo(words.how, sc.w-40, 1.25)))
	}
	menuX, _, _ := startMenuColumn(sc)
	labelX, label := menuX-100, float64(startControlsLabel)
	if sc.portrait {
		labelX, label = 20, startControlsLabelUpright
	}
	valueX := labelX + label + 10
	// Upright, a control's label and value wrap to their columns rather
	// than lose their ends; on its side each fits a line.
	cell := func(text string, width float64) []string {
		if sc.portrait {
			return s.wrapTo(text, width, 1.25)
		}
		return []string{s.fitTo(text, width, 1.25)}
	}
	type row struct{ label, value []string } // a control's lines
	var rows []row
	lines := 0
	for _, l := range control.StartControls(shown) {
		r := row{cell(l.Label, label), cell(l.Value, min(startMenuWidth, sc.w-20-valueX))}
		rows, lines = append(rows, r), lines+max(len(r.label), len(r.value))
	}
	y = sc.h - 40 - (hows-1)*bannerLine - float64(lines)*lineHeight*1.25
	centre("Controls ("+words.device+")", y-24, 1.25, bannerLine, colourText)
	for _, r := range rows {
		for i, l := range r.label {
			s.print(dst, l, labelX, y+float64(i)*lineHeight*1.25, 1.25, colourText)
		}
		for i, l := range r.value {
			s.print(dst, l, valueX, y+float64(i)*lineHeight*1.25, 1.25, colourDim)
		}
		y += float64(max(len(r.label), len(r.value))) * lineHeight * 1.25
	}
	centre(words.how, sc.h-28-(hows-1)*bannerLine, 1.25, bannerLine, colourDim)
}

// menuView is the pause menu, over the game, which holds still while it is
// open.
type menuView struct {
	menu control.PauseMenu
}

// The pause menu's layout: a column in the middle of the screen, as wide
// as it leaves upright.
const (
	pauseWidth = 440
	pauseTop   = 150
)

// pauseColumn is the pause menu's left and width on screen sc.
func pauseColumn(sc screen) (x, width float64) {
	width = min(pauseWidth, sc.w-20)
	return (sc.w - width) / 2, width
}

// The pause menu's box holds its title above its lines and its hint below.
const (
	pauseTitleRoom = 64
	pauseHintRoom  = 48
)

// layout lays out the menu of n lines: its box, and its lines in it. The
// box stands in the pause column from pauseTop, or, where that would cover
// the player's halo or hit points or come within deathGap of them, in the
// middle of the roomiest part of the arena beside them that holds it (the
// death screen's parts), else of the screen beside them (over the panel or
// the key list, on a screen held upright); in the pause column still when
// none does.
func (v *menuView) layout(s *stage, n int) (box rect, lines []rect) {
	x, width := pauseColumn(s.screen)
	box = rect{x, pauseTop, width, pauseTitleRoom + float64(n)*(menuLineHeight+menuLineGap) - menuLineGap + pauseHintRoom}
	if box.overlaps(s.marks.grown(deathGap)) { // beside the player in the arena, else over the panels
		parts := append(s.roomBesidePlayer(s.cam.view), s.roomBesidePlayer(rect{0, 0, s.screen.w, s.screen.h})...)
		for _, part := range parts {
			if box.w <= part.w && box.h <= part.h {
				box.x, box.y = part.x+(part.w-box.w)/2, part.y+(part.h-box.h)/2
				break
			}
		}
	}
	return box, menuRects(box.x+20, box.y+pauseTitleRoom, box.w-40, n)
}

// contains reports whether the menu is open with screen point (x, y) in its
// box.
func (v *menuView) contains(x, y int, s *stage) bool {
	if !v.menu.Open {
		return false
	}
	box, _ := v.layout(s, len(v.menu.Lines(s.ctl, s.settings)))
	return box.contains(x, y)
}

// rects lays out the menu's lines, as it shows them now.
func (v *menuView) rects(s *stage) []rect {
	_, rs := v.layout(s, len(v.menu.Lines(s.ctl, s.settings)))
	return rs
}

// update hands one input to the menu, which Esc opens; it reports whether
// the menu took the input, so that the world holds still.
func (v *menuView) update(g *Game, in control.Input) (took bool, err error) {
	was, over := v.menu.Open, -1
	if was { // a closed menu has no lines to be over
		over = lineAt(v.rects(&g.stage), in.MouseX, in.MouseY)
	}
	act, err := v.menu.Update(in, over, g.ctl, &g.settings)
	switch {
	case err != nil:
		return true, err
	case act == control.PauseQuits:
		return true, g.run.end()
	case act == control.PauseSettings:
		g.keepSettings()
	}
	return was || v.menu.Open, nil
}

// draw draws the menu, when it is open, over a shaded screen.
func (v *menuView) draw(dst *ebiten.Image, s *stage) {
	if !v.menu.Open {
		return
	}
	s.shade(dst, "menu shade", 150)
	lines := v.menu.Lines(s.ctl, s.settings)
	box, rs := v.layout(s, len(lines))
	s.fillBox(dst, "menu", box, color.NRGBA{14, 17, 24, 255})
	vector.StrokeRect(dst, float32(box.x)+0.5, float32(box.y)+0.5, float32(box.w)-1, float32(box.h)-1, 1, colourDim, false)
	title := "Paused"
	if v.menu.Settings {
		title = "Settings"
	}
	s.print(dst, title, box.x+20, box.y+16, 2.5, colourText)
	s.drawMenuLines(dst, lines, rs, v.menu.At)
	hint := "arrows choose, left / right change, Enter picks, Esc goes back"
	switch s.shownDevice() {
	case control.Gamepad:
		hint = "d-pad chooses, left / right change, A picks, Start goes back"
	case control.TouchScreen:
		hint = "tap a line to pick it or change it"
	}
	if s.settings.Hints != control.HintsOff {
		s.print(dst, s.fitTo(hint, box.w-40, 1), box.x+20, box.y+box.h-26, 1, colourDim)
	}
}
