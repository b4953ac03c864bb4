package game

import (
	"fmt"
	"image/color"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The tree panel's place on the screen and its text grid.
const (
	panelWidth  = 460
	panelX      = ScreenWidth - panelWidth - 8
	panelY      = hudHeight + 8
	panelHeight = timelineY - panelY - 8
	panelPad    = 10
	lineHeight  = 15
	charWidth   = 6 // the bitmap font's advance for narrow characters, at scale 1
	// panelChars is how many narrow characters fit on a panel line.
	panelChars = (panelWidth - 2*panelPad - 14) / charWidth
	// treeRows is how many tree rows the panel shows before scrolling.
	treeRows = 16
)

var (
	colourSelect  = color.NRGBA{255, 220, 80, 255}
	colourPath    = translucent(bt.Running.Colour(), 40)
	colourPanel   = color.NRGBA{12, 15, 22, 235}
	colourHeading = color.NRGBA{170, 190, 215, 255}
)

// translucent returns c with alpha a.
func translucent(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}

// inPanel reports whether screen point (x, y) lies on the open panel.
func (g *Game) inPanel(x, y int) bool {
	return g.ctl.PanelShown() && x >= panelX && x < panelX+panelWidth && y >= panelY && y < panelY+panelHeight
}

// panelTitleHeight is the height of the panel's title, "near-1 decides
// chase", drawn at twice the text size.
const panelTitleHeight = 32

// tunerTop is the screen y of the tuner, under the panel's title.
const tunerTop = panelY + panelPad + panelTitleHeight

// treeTop is the screen y of the first tree row in the panel, under the
// tuner for the selected enemy's kind.
func (g *Game) treeTop() int {
	return tunerTop + g.tuning().height + 8 + lineHeight + 2
}

// rowAt returns the ID of the tree node whose row is at screen point (x, y)
// in the open panel, or -1.
func (g *Game) rowAt(x, y int) int {
	top := g.treeTop()
	if !g.inPanel(x, y) || y < top || g.ctl.Graph {
		return -1
	}
	rows := g.ctl.Shown().Minds.Shape(g.ctl.Selected).Len()
	scroll := min(g.ctl.PanelScroll, max(0, rows-treeRows))
	if scroll > 0 {
		top += lineHeight
	}
	i := (y - top) / lineHeight
	if y < top || i >= min(treeRows, rows-scroll) {
		return -1
	}
	return scroll + i
}

// overTuner reports whether screen point (x, y) is on the open panel's
// tuner, where the wheel tunes.
func (g *Game) overTuner(x, y int) bool {
	return g.inPanel(x, y) && y >= tunerTop && y < tunerTop+g.tuning().height
}

// drawSelection marks the selected enemy: a yellow ring, its range circles
// even with gizmos off, a line to the player while it sees them, and its home
// when it is away from it.
func (g *Game) drawSelection(dst *ebiten.Image) {
	if g.ctl.Selected < 0 {
		return
	}
	e := &g.ctl.Shown().World.Enemies[g.ctl.Selected]
	x, y := g.cam.screen(e.Pos)
	hx, hy := g.cam.screen(e.Home)
	ring := e.Kind.Radius * 1.5
	if e.Dead || e.Pos.Dist(e.Home) > ring { // at home, the ring marks it: no cross over the face
		const arm = 6
		vector.StrokeLine(dst, hx-arm, hy-arm, hx+arm, hy+arm, 2, colourSelect, false)
		vector.StrokeLine(dst, hx-arm, hy+arm, hx+arm, hy-arm, 2, colourSelect, false)
	}
	if e.Dead {
		g.rings.add(dst, hx, hy, g.cam.pixels(ring), 2, colourSelect)
		g.rings.flush(dst)
		return
	}
	if e.Pos.Dist(e.Home) > ai.HomeEpsilon {
		vector.StrokeLine(dst, x, y, hx, hy, 1, color.NRGBA{255, 220, 80, 110}, false)
	}
	if ai.Sees(g.ctl.Shown().World, e) {
		px, py := g.cam.screen(g.ctl.Shown().World.Player.Pos)
		vector.StrokeLine(dst, x, y, px, py, 2, color.NRGBA{255, 90, 70, 200}, false)
	}
	if !g.ctl.ShowGizmos {
		g.addRings(dst, e)
	}
	g.rings.add(dst, x, y, g.cam.pixels(ring), 3, colourSelect)
	g.rings.flush(dst)
}

// drawLabels writes the current branch, or the ID, above every enemy not in
// the rest layer.
func (g *Game) drawLabels(dst *ebiten.Image) {
	for i := range g.ctl.Shown().World.Enemies {
		if !g.baked(i) {
			g.drawLabel(dst, &g.ctl.Shown().World.Enemies[i])
		}
	}
}

// drawLabel writes enemy e's current branch, or its ID, above it.
func (g *Game) drawLabel(dst *ebiten.Image, e *entity.Enemy) {
	at := e.Pos
	if e.Dead {
		at = e.Home
	}
	s := g.ctl.Shown()
	word := s.Minds.Decision(e).Branch
	if g.ctl.Labels == control.LabelsID {
		word = e.ID
	}
	img := g.labelImage(word, s.Minds.Activity(s.World, e))
	x, y := g.cam.screen(at)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x)-float64(img.Bounds().Dx())/2, float64(y-g.cam.pixels(e.Kind.Radius)-26))
	dst.DrawImage(img, op)
}

// labelImage returns the word drawn once in the colour of what the enemy
// does, so a thousand labels are a thousand quads rather than thousands of
// glyphs.
func (g *Game) labelImage(word string, a ai.Activity) *ebiten.Image {
	key := labelKey{word, a}
	if img, ok := g.labels[key]; ok {
		return img
	}
	img := ebiten.NewImage(max(len(word), 1)*charWidth, lineHeight)
	g.print(img, word, 0, 0, 1, activityColours[a])
	g.labels[key] = img
	return img
}

// labelKey names a drawn label.
type labelKey struct {
	word     string
	activity ai.Activity
}

// activityColours colour labels by what an enemy does, whatever its tree's
// branches are called.
var activityColours = [...]color.NRGBA{
	ai.Resting:   {160, 170, 185, 255},
	ai.Moving:    {120, 190, 255, 255},
	ai.Pursuing:  bt.Running.Colour(), // acting on the player, as a running node does
	ai.Attacking: {255, 100, 80, 255},
	ai.Dead:      {110, 110, 120, 255},
}

// drawPanel draws the selected enemy's tree, state and decision log.
func (g *Game) drawPanel(dst *ebiten.Image) {
	ins := g.inspect()
	g.fillBox(dst, "panel", rect{panelX, panelY, panelWidth, panelHeight}, colourPanel)
	vector.StrokeRect(dst, panelX+0.5, panelY+0.5, panelWidth-1, panelHeight-1, 1, colourDim, false) // inside the edge
	x, y := float64(panelX+panelPad), float64(panelY+panelPad)
	g.print(dst, fit(fmt.Sprintf("%s decides %s", ins.ID, ins.Decision.Branch), panelChars/2), x, y, 2, colourSelect)
	y = g.drawTuning(dst, x, tunerTop)

	y += 8
	if g.ctl.Graph {
		g.graph.rows = g.graph.rows[:0]
		for _, r := range ins.Rows {
			g.graph.rows = append(g.graph.rows, r.Row)
		}
		g.layGraph(g.graph.rows)
		g.print(dst, fit(g.graphHeading(), panelChars), x, y, 1, colourHeading)
		g.drawGraph(dst)
		y += lineHeight + 2 + graphHeight
	} else {
		y = g.drawTextTree(dst, ins, x, y)
	}

	y += 8
	g.print(dst, fit("Log, newest first  "+g.breakpointSummary(), panelChars), x, y, 1, colourHeading)
	y += lineHeight + 2
	bottom := float64(panelY + panelHeight - panelPad - lineHeight)
	for _, l := range ins.Log {
		if y > bottom {
			break
		}
		clr := ai.StatusColour(l.To, true)
		if l.Event != "" {
			clr = colourText
		}
		g.print(dst, fit(l.String(), panelChars), x, y, 1, clr)
		y += lineHeight
	}
}

// drawTextTree draws the selected enemy's tree as text rows (see drawRow),
// and its state under it, from y down; it returns the next y.
func (g *Game) drawTextTree(dst *ebiten.Image, ins ai.Inspection, x, y float64) float64 {
	g.print(dst, "Tree  (faded: not ticked this tick; click a row: breakpoint)", x, y, 1, colourHeading)
	y += lineHeight + 2
	rows := ins.Rows
	scroll := min(g.ctl.PanelScroll, max(0, len(rows)-treeRows))
	if scroll > 0 {
		g.print(dst, fmt.Sprintf("  ... %d rows above (wheel scrolls)", scroll), x, y, 1, colourDim)
		y += lineHeight
	}
	for _, r := range rows[scroll:min(len(rows), scroll+treeRows)] {
		g.drawRow(dst, r, x, y)
		if g.ctl.Breaks.On(r.ID) {
			vector.FillCircle(dst, float32(x)-5, float32(y)+7, 4, colourDeath, true)
		}
		y += lineHeight
	}
	if below := len(rows) - scroll - treeRows; below > 0 {
		g.print(dst, fmt.Sprintf("  ... %d rows below (wheel scrolls)", below), x, y, 1, colourDim)
		y += lineHeight
	}

	y += 8
	g.print(dst, "State", x, y, 1, colourHeading)
	y += lineHeight + 2
	for _, f := range ins.State {
		g.print(dst, fit(fmt.Sprintf("%-10s %s", f.Label, f.Value), panelChars), x, y, 1, colourText)
		y += lineHeight
	}
	return y
}

// inspect describes the selected enemy at the tick shown, its log with the
// events it took part in.
func (g *Game) inspect() ai.Inspection {
	w := g.ctl.Shown().World
	ins := g.ctl.Shown().Minds.Inspect(w, g.ctl.Selected, control.LogLines)
	g.marks = g.ctl.Shown().Events(g.ctl.Shown().Start(), w.Tick, g.marks)
	ins.AddEvents(g.marks, control.LogLines)
	return ins
}

// breakpointSummary lists the breakpoints set, for the panel.
func (g *Game) breakpointSummary() string {
	b := &g.ctl.Breaks
	if !b.Any() {
		return "(H: pause on hit)"
	}
	var set []string
	if n := b.Nodes(); n > 0 {
		set = append(set, counted(n, "node breakpoint"))
	}
	if n := len(b.Conditions()); n > 0 {
		set = append(set, counted(n, "condition"))
	}
	if b.OnHit {
		set = append(set, "on hit")
	}
	return "[" + strings.Join(set, ", ") + "; X clears]"
}

// drawRow draws one tree row: a status square, the connectors and name in the
// status colour, the kind, the reason; the path to the tip is highlighted.
func (g *Game) drawRow(dst *ebiten.Image, r ai.Row, x, y float64) {
	if r.OnPath {
		vector.FillRect(dst, float32(x)-4, float32(y)-1, panelWidth-2*panelPad+8, lineHeight, colourPath, false)
	}
	vector.FillRect(dst, float32(x), float32(y)+3, 9, 9, r.Colour, false)
	indent := drawConnectors(dst, r.Prefix, float32(x)+14, float32(y))
	line := strings.Repeat(" ", indent) + r.Name
	if r.Tip {
		line += " <"
	}
	g.print(dst, fit(line, panelChars), x+14, y, 1, r.Colour)
	rest := "  " + r.Label
	if r.Detail != "" {
		rest += " (" + r.Detail + ")"
	}
	if r.Reason != "" {
		rest += ": " + r.Reason
	}
	used := utf8.RuneCountInString(line)
	g.print(dst, fit(rest, panelChars-used), x+14+float64(used*charWidth), y, 1, colourDim)
}

// drawConnectors draws a text prefix of tree connectors ("│  ", "├─ ", "└─ ",
// "   " per level) as lines, since the bitmap font has no box-drawing glyphs,
// and returns how many characters of space it took.
func drawConnectors(dst *ebiten.Image, prefix string, x, y float32) int {
	levels := []rune(prefix)
	const step = 3 * charWidth
	clr := color.NRGBA{110, 120, 135, 255}
	for i := 0; i+3 <= len(levels); i += 3 {
		cx := x + float32(i/3)*step + charWidth/2
		top, mid, bottom := y-2, y+lineHeight/2, y+lineHeight-2
		switch levels[i] {
		case '│':
			vector.StrokeLine(dst, cx, top, cx, bottom+2, 1, clr, false)
		case '├':
			vector.StrokeLine(dst, cx, top, cx, bottom+2, 1, clr, false)
			vector.StrokeLine(dst, cx, mid, cx+step-charWidth, mid, 1, clr, false)
		case '└':
			vector.StrokeLine(dst, cx, top, cx, mid, 1, clr, false)
			vector.StrokeLine(dst, cx, mid, cx+step-charWidth, mid, 1, clr, false)
		}
	}
	return len(levels)
}

// drawTuning shows the selected enemy's kind's control.Tunable values, the
// one being edited highlighted, and how to change and save them, from y
// down. It returns the next y.
func (g *Game) drawTuning(dst *ebiten.Image, x, y float64) float64 {
	k := g.ctl.Shown().World.Enemies[g.ctl.Selected].Kind
	g.print(dst, fmt.Sprintf("Tune %s (every %s follows)", k.Name, k.Name), x, y, 1, colourHeading)
	layout := g.tuning()
	for _, l := range layout.labels {
		clr := colourText
		if l.chosen {
			clr = colourSelect
		}
		g.print(dst, l.text, x+float64(l.column*charWidth), y+float64(tunerHeadingHeight+l.line*lineHeight), 1, clr)
	}
	keys := y + float64(layout.height-lineHeight)
	g.print(dst, fit(tunerKeys(control.InBrowser, g.ctl.Tuner.Path), panelChars), x, keys, 1, colourDim)
	return y + float64(layout.height)
}

// tunerKeys is the tuner's line of keys, saying what Ctrl+S does: in a
// browser, keep the tuning there and download it; else save it to the
// configuration file, or to a new file beside the embedded default.
func tunerKeys(inBrowser bool, path string) string {
	save := "save " + filepath.Base(path)
	switch {
	case inBrowser:
		save = "keep here, download"
	case path == "":
		save = "save new " + control.DefaultSaveName
	}
	return "[ ] or wheel here: change  Ctrl+Z: undo  Ctrl+S: " + save
}

// tunerHeadingHeight is the height of the tuner's heading line.
const tunerHeadingHeight = lineHeight + 2

// tunerLayout is where the tuner's labels go: each field of the kind that
// applies to it as "1 detect 4.00", wrapped to the panel's width, the
// chosen one marked; and the tuner's height, with its heading and keys.
type tunerLayout struct {
	labels []tunerLabel
	height int
}

// tunerLabel is one tunable field's label and its place in the tuner, in
// characters and lines under the heading.
type tunerLabel struct {
	text         string
	column, line int
	chosen       bool
}

// tuning lays out the tuner for the selected enemy's kind.
func (g *Game) tuning() tunerLayout {
	shown := g.ctl.KindShown(g.ctl.Shown().World.Enemies[g.ctl.Selected].Kind.Name) // a what-if's values where it is made
	k := &shown
	var t tunerLayout
	column, line := 0, 0
	for i, f := range control.Tunable {
		if !f.AppliesTo(k) {
			continue
		}
		l := tunerLabel{text: fmt.Sprintf("%d %s %s", i+1, f, f.Format(f.Get(k))), chosen: g.ctl.Tuner.Field == i+1}
		if l.chosen {
			l.text = ">" + l.text + "<"
		}
		width := len(l.text) + 2
		if column > 0 && (column+width)*charWidth > panelWidth-2*panelPad {
			column, line = 0, line+1
		}
		l.column, l.line = column, line
		t.labels = append(t.labels, l)
		column += width
	}
	t.height = tunerHeadingHeight + (line+2)*lineHeight
	return t
}
