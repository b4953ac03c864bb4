package game

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
)

// hudView is what is said over the arena: the status line, the banners of
// the configuration's problems under it, and the game-over screen.
type hudView struct {
	menu *control.PauseMenu // the pause menu, which stands in for the game-over message while open
}

// draw draws the status line, the banners and, after a death in the world
// shown (the game's, or a what-if's), the game-over screen: its message
// only while the pause menu is closed, as the menu offers what it says.
func (h hudView) draw(dst *ebiten.Image, s *stage) {
	if s.ctl.Shown().World.Player.Dead {
		s.drawGameOver(dst, !h.menu.Open)
	}
	s.drawStatus(dst)
	s.drawBanners(dst)
}

// drawStatus draws the status line: rates, enemy count, the player's HP, state.
func (s *stage) drawStatus(dst *ebiten.Image) {
	s.fillBox(dst, "HUD", rect{0, 0, s.screen.w, s.screen.hud}, color.NRGBA{10, 12, 18, 255})
	w := s.ctl.Shown().World
	live := 0
	for i := range w.Enemies {
		if !w.Enemies[i].Dead {
			live++
		}
	}
	p := &w.Player
	parts := []hudPart{{clock(w.Tick), 0}, {fmt.Sprintf("enemies %d (%d alive)", len(w.Enemies), live), 1},
		{fmt.Sprintf("HP %3.0f/%.0f", p.HP, p.Stats.HP), 0}, {fmt.Sprintf("kills %d", w.Kills), 0},
		{fmt.Sprintf("best %.1f s", entity.Seconds(int(max(s.ctl.Best, control.Survived(s.ctl.Run))))), 2}}
	if !s.picture { // a picture for the docs is the same however fast the machine drew it
		parts = append(parts, hudPart{fmt.Sprintf("TPS %4.1f  FPS %5.1f", ebiten.ActualTPS(), ebiten.ActualFPS()), 3})
	}
	switch {
	case s.ctl.Playing() != "":
		parts = append(parts, hudPart{"[" + s.ctl.Playing() + "]", 0})
	case s.ctl.Run.Scripted():
		parts = append(parts, hudPart{"[scripted player]", 0})
	}
	switch {
	case s.unfocused && s.pageKeys:
		parts = append(parts, hudPart{"PAUSED while you read the keys", 0})
	case s.touch.Sheet:
		parts = append(parts, hudPart{"PAUSED while you pick a button", 0})
	case s.unfocused:
		parts = append(parts, hudPart{"PAUSED (window not focused)", 0})
	case s.ctl.Editor.Open && s.ctl.Paused: // it has the keyboard: P types
		parts = append(parts, hudPart{s.hinted("PAUSED while you type", hint{control.EditCancel, " closes"}), 0})
	case s.ctl.Run.RecordedAhead():
		parts = append(parts, hudPart{s.hinted("REWOUND", hint{control.Pause, " plays the replay on"}), 0})
	case s.ctl.Run.Past():
		parts = append(parts, hudPart{s.hinted("REWOUND", hint{control.Pause, " resumes from here"}), 0})
	case s.ctl.HeldToRead():
		parts = append(parts, hudPart{s.hinted("HELD while you read", hint{control.Pause, " plays on"}), 0})
	case s.ctl.Paused && !s.stepsAct():
		parts = append(parts, hudPart{s.hinted("PAUSED", hint{control.Pause, " resumes"}), 0})
	case s.ctl.Paused:
		parts = append(parts, hudPart{s.hinted("PAUSED", hint{control.Pause, " resumes"}, hint{control.Forward, " step"}), 0})
	}
	if s := control.Speeds[s.ctl.Speed]; s != 1 {
		parts = append(parts, hudPart{fmt.Sprintf("speed %gx", s), 0})
	}
	keys := s.inWords(control.ToggleHelp) + ": keys"
	right := s.screen.w - 8 - s.textWidth(keys, 1.25)
	if !control.InBrowser && s.settings.Hints != control.HintsOff { // the page's keys button is there instead
		s.print(dst, keys, right, 4, 1.25, colourDim)
	}
	lay := func(parts []string) []string { return []string{strings.Join(parts, hudGap)} }
	if s.screen.portrait {
		lay = func(parts []string) []string {
			return s.packTo(parts, right-24, s.screen.w-16, int((s.screen.hud-6)/hudLine))
		}
	}
	width := func(line int) float64 {
		if line == 0 {
			return right - 24 // beside the hint, or the page's keys button
		}
		return s.screen.w - 16
	}
	for i, l := range s.fitParts(parts, lay, width) {
		s.print(dst, s.fitTo(l, width(i), 1.25), 8, 4+float64(i*hudLine), 1.25, colourText)
	}
}

// hint is an action and what it does, as the HUD and the timeline say how
// to go on: "P" and " resumes".
type hint struct {
	action control.Action
	does   string
}

// hinted returns state followed by what to do about it on the device the
// player used last, in brackets (see hints), like "PAUSED (P resumes,
// arrows step)"; just state where the device has no button for any.
func (s *stage) hinted(state string, hs ...hint) string {
	if said := s.hints(hs...); len(said) > 0 {
		return state + " (" + strings.Join(said, ", ") + ")"
	}
	return state
}

// hints says each hint in the words of the device the player used last
// (see inWords), like "P resumes"; an action the device has no button for
// is left out.
func (s *stage) hints(hs ...hint) []string {
	var said []string
	for _, h := range hs {
		if who := s.inWords(h.action); who != "" {
			said = append(said, who+h.does)
		}
	}
	return said
}

// inWords names what does action a on the device the player used last, as
// the HUD and the timeline say it: "P" on the keyboard, "R3" on a pad,
// "pause" (the button) on a touch screen, "more, then restart" where the
// toolbar's row shows another page; "" where the device has none (a pad's
// steps are of a tick only).
func (s *stage) inWords(a control.Action) string {
	word := actionWords[a][s.shownDevice()]
	if word != "" && s.shownDevice() == control.TouchScreen && s.offTheRow(a) {
		word = "more, then " + word
	}
	return word
}

// offTheRow reports whether the touch controls are shown with a page of
// the toolbar on their row that has none of the buttons actionWords names
// for action a.
func (s *stage) offTheRow(a control.Action) bool {
	l := &s.frame.touch
	if !l.Shown || l.Pages < 2 {
		return false
	}
	for _, b := range l.Buttons {
		switch {
		case b.Action == a,
			a == control.Coarse && b.Coarse,                           // << and >>
			a == control.Forward && b.Action == control.StepForward,   // > of < >
			a == control.EditCancel && b.Action == control.EditBreaks: // break closes the breakpoint editor
			return false
		}
	}
	return true
}

// stepsAct reports whether the keys and buttons that step through time act:
// not while the tree editor is open, whose keys the arrows are (the
// timeline still takes a click or a drag).
func (s *stage) stepsAct() bool { return !s.ctl.Trees.Open }

// drags reports whether the device whose controls the screens name has a
// pointer to click or drag the timeline with: not a pad.
func (s *stage) drags() bool { return s.shownDevice() != control.Gamepad }

// shownDevice is the device whose controls the screens name: the one used last,
// or the one the hints setting names.
func (s *stage) shownDevice() control.InputDevice { return s.settings.Hints.Shows(s.lastUsed) }

// clickWord is how the pointer picks on the device used: a tap on a touch
// screen, else a click.
func (s *stage) clickWord() string {
	if s.shownDevice() == control.TouchScreen {
		return "tap"
	}
	return "click"
}

// actionWords are the words for what does an action, by the device used
// (control.InputDevice): the keys and the mouse, a pad, a touch screen.
var actionWords = map[control.Action][3]string{
	control.Pause:       {"P", "R3", "pause"},
	control.ToggleHelp:  {"F1", "Back", "help"},
	control.EditCancel:  {"Esc", "", "break"}, // the breakpoint editor's: its button closes it on a touch screen
	control.ToggleGraph: {"T", "B", "graph"},
	control.CycleHeat:   {"C", "", "heat"},
	control.BreakOnHit:  {"H", "", "on hit"},
	control.Forward:     {"arrows", "LB/RB", "< >"},
	control.Back:        {"left arrow", "LB", "<"},
	control.Coarse:      {"Shift: 1 s", "", "<< >>: 1 s"},
	control.SwapFutures: {"V", "", "other"},
	control.KeepFork:    {"K", "", "keep"},
	control.DropFork:    {"Del", "", "drop"},
	control.ClearBreaks: {"X", "", "clear"},
	control.EditTree:    {"Esc", "Esc", "edit"}, // closing the tree editor (F2 too): its toolbar button on a touch screen
	control.Restart:     {"R", "", "restart"},
	control.OpenMenu:    {"Esc", "Start", "menu"},
}

// scrollWords say how the rows of the panel's text tree out of its view
// are reached on the device used: the wheel scrolls them; a pad and a
// finger have none, and the graph shows every row (the tree editor
// scrolls the text tree to the node it selects).
func (s *stage) scrollWords() string {
	switch graph := s.inWords(control.ToggleGraph); s.shownDevice() {
	case control.KeysAndMouse:
		return "wheel scrolls"
	case control.TouchScreen:
		button := "the " + actionWords[control.ToggleGraph][control.TouchScreen] + " button"
		if s.offTheRow(control.ToggleGraph) {
			button = "more, then " + button
		}
		return button + " shows all"
	default:
		return graph + ": the graph shows all"
	}
}

// hudPart is a part of the status line, and how soon it gives way when
// the line is too long: the highest spare first, 0 never.
type hudPart struct {
	text  string
	spare int
}

// fitParts lays out the status line's parts with lay, leaving out the
// spare ones, the highest first, while a line would be cut (line i may be
// width(i) pixels wide). What the game is doing (paused, rewound, held, a
// replay's tick) stays whole where the rates, the best time and the count
// of enemies fit no longer.
func (s *stage) fitParts(parts []hudPart, lay func([]string) []string, width func(int) float64) []string {
	for spare := maxSpare + 1; ; spare-- {
		var texts []string
		for _, p := range parts {
			if p.spare < spare {
				texts = append(texts, p.text)
			}
		}
		lines := lay(texts)
		fits := true
		for i, l := range lines {
			fits = fits && s.textWidth(l, 1.25) <= width(i)
		}
		if fits || spare == 1 {
			return lines
		}
	}
}

// maxSpare is the highest spare of a part of the status line.
const maxSpare = 3

// hudGap is the space between the HUD's parts, and hudLine the height of
// its lines when it takes several (upright).
const (
	hudGap  = "   "
	hudLine = 18
)

// packTo packs parts, in order, into at most n lines of the HUD's text
// (at scale 1.25), the first one first pixels wide and the others wide:
// each line takes the parts that fit, the last all those left, to be cut.
func (s *stage) packTo(parts []string, first, wide float64, n int) []string {
	lines := []string{""}
	for _, p := range parts {
		l := &lines[len(lines)-1]
		width := wide
		if len(lines) == 1 {
			width = first
		}
		switch {
		case *l == "":
			*l = p
		case s.textWidth(*l+hudGap+p, 1.25) <= width || len(lines) == n:
			*l += hudGap + p
		default:
			lines = append(lines, p)
		}
	}
	return lines
}

// clock formats a tick as the HUD and the logs show time: "t 741  12.35 s".
func clock(tick uint32) string {
	return fmt.Sprintf("t %d  %.2f s", tick, float64(tick)*entity.Dt)
}

// helpView is the key list F1 shows, in the column the panel takes, so that
// the arena stays in view beside it.
type helpView struct{}

// draw draws the key list, when it is on, over the panel's column: each
// control of the device used with what it does, wrapped under it; where the
// column holds fewer lines than the list has (a phone's), the page shown,
// and how to turn to the next.
func (helpView) draw(dst *ebiten.Image, s *stage) {
	pages := s.frame.help
	if !s.ctl.ShowHelp || len(pages) == 0 { // laid out on the next update when opened since
		return
	}
	s.drawSide(dst, "key list", color.NRGBA{10, 12, 18, 255})
	x, y := s.side.x+panelPad, s.side.y+panelPad
	device := s.shownDevice()
	title := "Keys"
	if device == control.TouchScreen {
		title = "Controls"
	}
	page := min(s.ctl.HelpPage, len(pages)-1)
	closes := hint{control.ToggleHelp, " closes"}
	if page+1 < len(pages) {
		closes = hint{control.ToggleHelp, ": next page"}
	}
	s.print(dst, title, x, y, 2, colourText)
	hx := x + s.textWidth(title, 2) + 12
	s.print(dst, s.fitTo(s.hinted("the game holds", closes, hint{control.Pause, " plays on"}), s.side.x+s.side.w-panelPad-hx, 1),
		hx, y+8, 1, colourDim)
	y += panelTitleHeight
	step := textHeight(1) // a page above its number
	if len(pages) == 1 {
		step = s.helpStep(len(pages[0]))
	}
	for _, l := range pages[page] {
		s.print(dst, l, x, y, 1, colourText)
		y += step
	}
	if len(pages) > 1 {
		s.print(dst, fmt.Sprintf("page %d of %d", page+1, len(pages)), x, s.side.y+s.side.h-panelPad-textHeight(1), 1, colourDim)
	}
}

// helpStep is how far apart the lines of a key list of one page are: a
// panel's lines, closed up to the text's own height to keep its n lines
// within the side.
func (s *stage) helpStep(n int) float64 {
	return max(min(lineHeight, s.helpRoom()/float64(n)), textHeight(1))
}

// helpRoom is the height the side leaves the key list's lines, under its
// title.
func (s *stage) helpRoom() float64 { return s.side.h - 2*panelPad - panelTitleHeight }

// helpPages cuts the key list of device into the pages the side holds, a
// binding's lines never split: one page where it holds the whole list,
// with its lines closed up to the text's own height if need be.
func (s *stage) helpPages(device control.InputDevice) [][]string {
	rows := helpRows(device)
	total := 0
	for _, r := range rows {
		total += len(r)
	}
	room := s.helpRoom()
	if float64(total)*textHeight(1) <= room {
		return [][]string{slices.Concat(rows...)}
	}
	fits := max(int((room-textHeight(1)-4)/textHeight(1)), 1) // the page's number under its lines
	pages := [][]string{nil}
	for _, r := range rows {
		if last := len(pages) - 1; len(pages[last]) > 0 && len(pages[last])+len(r) > fits {
			pages = append(pages, nil)
		}
		pages[len(pages)-1] = append(pages[len(pages)-1], r...)
	}
	return pages
}

// helpRows are the key list's lines for a device, by binding: each
// binding's controls on it (control.Binding.LabelOn; on a pad the keys,
// with the pad's buttons after what they do) in a column and what they do
// beside them, wrapped within the panel's width. A label wider than the
// column (a touch screen's gestures) wraps within it, so that no part of
// it reads as what a control does.
func helpRows(device control.InputDevice) [][]string {
	type row struct{ label, help string }
	var rows []row
	width := 0
	for _, b := range control.Bindings {
		r := row{b.LabelOn(device), b.HelpOn(device)}
		switch {
		case device == control.Gamepad:
			r.label = b.Label
			if pad := b.PadLabel(); pad != "" {
				r.help += " [pad: " + pad + "]"
			}
		case r.label == "":
			continue
		}
		rows = append(rows, r)
		if n := len([]rune(r.label)); n <= helpColumnMax {
			width = max(width, n)
		}
	}
	width += 2
	var out [][]string
	for _, r := range rows {
		keys, helps := wrap(r.label, width-2), wrap(r.help, panelChars-width)
		lines := make([]string, max(len(keys), len(helps)))
		for i := range lines {
			key, help := "", ""
			if i < len(keys) {
				key = keys[i]
			}
			if i < len(helps) {
				help = helps[i]
			}
			lines[i] = strings.TrimRight(key+strings.Repeat(" ", width-len([]rune(key)))+help, " ")
		}
		out = append(out, lines)
	}
	return out
}

// helpColumnMax is the widest label of the key list's column, in
// characters: a wider one takes a line of its own.
const helpColumnMax = 20

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

// banners returns why a breakpoint stopped the game (blue, until play goes
// on; greyed while another tick is shown), the configuration file's problem
// (red) and its warnings (amber), if any, wrapped to a width of the screen.
func (s *stage) banners(width float64) []banner {
	var out []banner
	stop := color.NRGBA{40, 70, 130, 255}
	if !s.ctl.StopIsShown(s.ctl.Shown().World.Tick) {
		stop = color.NRGBA{55, 60, 72, 255} // scrubbed away: it is not what is on screen
	}
	for _, b := range []struct {
		text string
		bg   color.NRGBA
	}{
		{s.ctl.Stop, stop}, // why a breakpoint stopped the game, until play goes on
		{s.ctl.Tuner.Problem, color.NRGBA{150, 30, 30, 255}},
		{s.ctl.Tuner.Warnings, color.NRGBA{130, 95, 10, 255}},
	} {
		if b.text == "" {
			continue
		}
		var lines []string
		for _, l := range strings.Split(b.text, "\n") {
			lines = append(lines, s.wrapTo(l, width-20, bannerScale)...)
		}
		out = append(out, banner{lines, b.bg})
	}
	return out
}

// bannersHeight is how tall the banners are: the view starts below them.
func bannersHeight(banners []banner) float64 {
	h := 0.0
	for _, b := range banners {
		h += float64(len(b.lines)*bannerLine + bannerPad)
	}
	return h
}

// drawBanner shows the configuration file's problem (red) and its warnings
// (amber) under the HUD, above the view of the arena and beside the panel.
func (s *stage) drawBanners(dst *ebiten.Image) {
	y := s.screen.hud
	width := s.cam.view.w
	for _, b := range s.frame.banners {
		h := float64(len(b.lines)*bannerLine + bannerPad)
		s.fillBox(dst, "banner", rect{0, y, width, h}, b.bg)
		for i, l := range b.lines {
			s.print(dst, l, 10, y+4+float64(i*bannerLine), bannerScale, colourText)
		}
		y += h
	}
}
