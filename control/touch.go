package control

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/enemyai/enemyai/treegraph"
)

// The touch screen plays as the keys do: a floating stick moves, a strike
// button strikes, a tap is a click, a drag off the arena is the mouse's, a
// pinch over the graph is its wheel, and a toolbar has a button for every
// other key (the Touch column of Bindings). All of it becomes the same
// Input, so a game played by touch replays as one played by keys. This file
// is the logic, without a display: the game reads the fingers, resolves
// what each one is over and draws the controls from the layout here.

// TouchButton binds a button of the touch toolbar to an action, as Key binds
// a key.
type TouchButton struct {
	Name   string // its label on the screen and in the key lists, like "pause"
	Action Action
	Value  int  // what the action takes: a direction's sign
	Held   bool // it acts on every update it is touched, not when touched
	Coarse bool // it also acts Coarse: a step of a second
	// PauseFirst: it also acts PauseFirst, pausing a running game before
	// its step.
	PauseFirst bool
}

// TouchPath is how a touch screen does what a binding does: a gesture, the
// toolbar's buttons, or both.
type TouchPath struct {
	Gesture string // like "tap it" or "drag it", or ""
	Buttons []TouchButton
	// Help is what the key lists say it does on a touch screen where the
	// binding's Help names keys or the mouse, or "".
	Help string
}

// Saying returns the touch path with what it does on a touch screen, where
// the binding's Help names keys or the mouse.
func (p TouchPath) Saying(help string) TouchPath {
	p.Help = help
	return p
}

// tb returns the touch path of the toolbar's buttons alone.
func tb(buttons ...TouchButton) TouchPath { return TouchPath{Buttons: buttons} }

// gesture returns the touch path of a gesture, and buttons beside it.
func gesture(g string, buttons ...TouchButton) TouchPath {
	return TouchPath{Gesture: g, Buttons: buttons}
}

// TouchLabel is how the key lists write a binding's touch path, like "next;
// tap it": the buttons' names, then the gesture.
func (b Binding) TouchLabel() string {
	var names []string
	for _, btn := range b.Touch.Buttons {
		names = append(names, btn.Name)
	}
	buttons := strings.Join(names, " / ")
	switch {
	case b.Touch.Gesture == "":
		return buttons
	case buttons == "":
		return b.Touch.Gesture
	}
	return buttons + "; " + b.Touch.Gesture
}

// Rect is an area of the logical screen, in its pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether screen point (x, y) lies inside r.
func (r Rect) Contains(x, y int) bool {
	return float64(x) >= r.X && float64(x) < r.X+r.W && float64(y) >= r.Y && float64(y) < r.Y+r.H
}

// Overlaps reports whether r and o share more than an edge.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// touchTarget is how big a touch control is on the device, in its pixels (a
// browser's CSS pixels): a fingertip, as Apple's guide asks.
const touchTarget = 44

// TouchSize returns how big a touch control is on a logical screen of
// screenW x screenH shown on a device of deviceW x deviceH pixels, with its
// proportions kept: a fingertip on the device, and never smaller than the
// toolbar's labels need (touchLabelsNeed).
func TouchSize(deviceW, deviceH, screenW, screenH float64) float64 {
	return max(LogicalPixels(touchTarget, deviceW, deviceH, screenW, screenH), touchLabelsNeed)
}

// TouchLabelInset is how far a touch control's label keeps from each side
// of the control.
const TouchLabelInset = 4

// touchLabelsNeed is how wide a control must be for the toolbar's longest
// label ("restart") to fit at the font's own size within its insets: no
// button is narrower, so that no label is cut. The row's own labels (move,
// more, close, strike in its wider button) are shorter.
var touchLabelsNeed = func() float64 {
	longest := 0
	for _, b := range toolbar {
		longest = max(longest, utf8.RuneCountInString(b.Name))
	}
	return float64(longest*treegraph.CharWidth + 2*TouchLabelInset)
}()

// LogicalPixels returns how many pixels of a logical screen of screenW x
// screenH, shown on a device of deviceW x deviceH pixels with its
// proportions kept, make at least length of the device's pixels (a
// browser's CSS pixels).
func LogicalPixels(length, deviceW, deviceH, screenW, screenH float64) float64 {
	scale := min(deviceW/screenW, deviceH/screenH) // device pixels per logical pixel
	if !(scale > 0) {
		return length
	}
	return math.Ceil(length / scale)
}

// TouchLayout is where the touch controls are, for one screen, when they
// are shown (the half where a thumb sets the stick down, even when not): a row of
// size-high controls along the bottom of the arena's view (the stick's
// resting place on the left, the strike button on the right, between them
// a page of the toolbar and the button that opens the sheet of all of
// them), and the half of the view where a thumb sets the stick down. The
// game fits the arena above the row, so no control covers the player; the
// sheet, while open, lies over the screen above the row, and the world
// holds still.
type TouchLayout struct {
	Shown   bool
	Row     Rect
	Stick   Rect          // where the stick rests: a touch here, or on the arena left of Half, holds it
	Strike  Rect          // held: strike
	Buttons []PlacedTouch // this page of the toolbar
	More    Rect          // opens and closes the sheet, or turns the page where no sheet may lie, when a page does not hold every button
	Sheet   []PlacedTouch // every toolbar button, while the sheet is open
	SheetAt Rect          // where the sheet lies when open (the screen between the top given and the row), or the empty Rect where none may
	Page    int           // the page shown, from 0
	Pages   int
	Half    float64 // the screen x left of which a touch on the arena is the stick
	Size    float64 // a control's side, in logical pixels
	// Still says the player neither moves nor strikes (an editor has the
	// keys: Controller.Editing): the stick and strike stay where they are,
	// drawn faint, and do nothing, and a touch on the arena taps.
	Still bool
}

// PlacedTouch is a toolbar button where it is drawn, and its index in the
// toolbar.
type PlacedTouch struct {
	TouchButton
	At    Rect
	Index int
}

// toolbarFirst are the actions whose buttons the toolbar shows first, on a
// screen that shows it a page at a time, in the order one reaches for
// them: the debugger's time controls, the list of every control, the
// panel and the tree editor, tuning (a phone held upright shows the field,
// - and + on one page), the graph and heat, what-ifs.
var toolbarFirst = []Action{Pause, Back, StepForward, Forward, ToggleHelp, TogglePanel, EditTree,
	NextField, Adjust, Undo, ToggleGraph, CycleHeat, KeepFork, DropFork, EditBreaks, Save}

// toolbar are the toolbar's buttons: every touch button but strike's, which
// has its own, those of toolbarFirst first, the others in the order of
// Bindings. toolbarGroup gives each button's group, which a page of the
// toolbar does not split unless the group starts it: the pair of buttons of
// one binding (- and +, slow and fast, zoom+ and zoom-) with the field
// beside - and +; every other button is a group of its own (the four
// arrows through time are used two by two).
var toolbar, toolbarGroup = func() ([]TouchButton, []int) {
	type grouped struct {
		TouchButton
		group int
	}
	var all []grouped
	for i, b := range Bindings {
		for _, btn := range b.Touch.Buttons {
			if btn.Action == Strike {
				continue
			}
			group := -1 - len(all) // its own
			if len(b.Touch.Buttons) == 2 {
				group = i // its binding's pair
			}
			all = append(all, grouped{btn, group})
		}
	}
	rank := func(b grouped) int {
		if i := slices.Index(toolbarFirst, b.Action); i >= 0 {
			return i
		}
		return len(toolbarFirst)
	}
	slices.SortStableFunc(all, func(a, b grouped) int { return rank(a) - rank(b) })
	adjust := all[slices.IndexFunc(all, func(b grouped) bool { return b.Action == Adjust })].group
	buttons, groups := make([]TouchButton, len(all)), make([]int, len(all))
	for i, b := range all {
		buttons[i], groups[i] = b.TouchButton, b.group
		if b.Action == NextField {
			groups[i] = adjust
		}
	}
	return buttons, groups
}()

// pageStarts returns the toolbar index each page of at most fit buttons
// starts at: a page ends before a group it would split, unless the group
// starts it.
func pageStarts(fit int) []int {
	starts := []int{0}
	for start := 0; start+fit < len(toolbar); {
		end := start + fit
		first := end // the first of the group that the page would split
		for first > start && toolbarGroup[first-1] == toolbarGroup[end] {
			first--
		}
		if first > start {
			end = first
		}
		starts = append(starts, end)
		start = end
	}
	return starts
}

// LayTouch lays out the touch controls as a row of the given size along the
// bottom of view (the arena's view on the logical screen), showing the page
// of the toolbar that holds button shows (an index into the toolbar, wrapped
// to the buttons there are): a row made narrower, as a panel opens beside
// the arena, still shows the button last tapped. The sheet of every button
// may lie over sheet (the logical screen below the HUD, say), of which it
// takes the part above the row, or nowhere where sheet is the empty Rect (a
// window lies over the screen, which the sheet would hide, or which would
// hide it); open says it is open (see laySheet).
func LayTouch(view Rect, size float64, shows int, sheet Rect, open bool) TouchLayout {
	gap := math.Round(size / 8)
	row := Rect{view.X, view.Y + view.H - size, view.W, size}
	l := TouchLayout{Shown: true, Row: row, Size: size, Half: view.X + view.W/2}
	l.Stick = Rect{row.X + gap, row.Y, size, size}
	l.Strike = Rect{row.X + row.W - gap - size*1.25, row.Y, size * 1.25, size}
	left, right := l.Stick.X+l.Stick.W+gap, l.Strike.X-gap
	fit := max(int((right-left+gap)/(size+gap)), 1)
	starts := []int{0}
	if fit < len(toolbar) {
		fit = max(fit-1, 1) // room for more
		starts = pageStarts(fit)
		l.More = Rect{left + float64(fit)*(size+gap), row.Y, size, size}
	}
	l.Pages = len(starts)
	shown := (shows%len(toolbar) + len(toolbar)) % len(toolbar)
	l.Page = sort.SearchInts(starts, shown+1) - 1
	first, end := starts[l.Page], len(toolbar)
	if l.Page+1 < l.Pages {
		end = starts[l.Page+1]
	}
	for i, btn := range toolbar[first:end] {
		l.Buttons = append(l.Buttons, PlacedTouch{btn, Rect{left + float64(i)*(size+gap), row.Y, size, size}, first + i})
	}
	if sheet != (Rect{}) && l.Pages > 1 {
		l.SheetAt = Rect{sheet.X, sheet.Y, sheet.W, row.Y - sheet.Y}
		if open {
			l.laySheet()
		}
	}
	return l
}

// laySheet lays out every toolbar button, in the toolbar's order, in rows
// across SheetAt from its bottom up, nearest the thumbs: as many a row as a
// fingertip's width allows, each as tall as a control, or shorter, down to
// minSheetButton, where the rows would not fit.
func (l *TouchLayout) laySheet() {
	area := l.SheetAt
	gap := math.Round(l.Size / 8)
	cols := max(int((area.W-gap)/(l.Size+gap)), 1)
	rows := (len(toolbar) + cols - 1) / cols
	w := (area.W-gap)/float64(cols) - gap
	h := min(l.Size, max((area.H-gap)/float64(rows)-gap, minSheetButton))
	bottom := area.Y + area.H - gap // the last row's, a gap above the controls' row
	for i, btn := range toolbar {
		row, col := i/cols, i%cols
		l.Sheet = append(l.Sheet, PlacedTouch{btn, Rect{area.X + gap + float64(col)*(w+gap), bottom + gap - float64(rows-row)*(h+gap), w, h}, i})
	}
}

// minSheetButton is the height below which the sheet's buttons do not
// shrink to fit a short screen: a finger's pick, as the editors' rows.
const minSheetButton = 24

// Rects returns every control's rectangle: the row's stick, strike, more
// and toolbar buttons.
func (l *TouchLayout) Rects() []Rect {
	if !l.Shown {
		return nil
	}
	out := []Rect{l.Stick, l.Strike}
	if l.Pages > 1 {
		out = append(out, l.More)
	}
	for _, b := range l.Buttons {
		out = append(out, b.At)
	}
	return out
}

// Finger is a touch on the screen in one update: its ID, which stays the
// same while it touches, where it is on the logical screen, and what the
// game's frame has under it.
type Finger struct {
	ID   int
	X, Y int
	Over Area
}

// role is what a finger does, decided when it touches down.
type role int

const (
	roleStick   role = iota // moves the player
	roleTap                 // on the arena, a click when it lifts soon and still
	rolePointer             // the mouse: a click as it touches down, dragging while it stays
	roleButton              // on a control
	roleNone                // on more, between the controls, or closing the sheet: done as it touched down
)

// touching is a finger the touch screen follows from update to update.
type touching struct {
	Finger
	role           role
	button         TouchButton
	startX, startY int
	updates        int  // how many updates it has touched
	moved          bool // further from where it touched down than a tap
}

// Touch is the touch screen's state from update to update: whether its
// controls are shown, the toolbar's page, and the fingers it follows.
type Touch struct {
	Shown bool // from the first touch, until a key is used
	// Shows is the toolbar button the page shown holds (see LayTouch): the
	// button tapped last.
	Shows int
	// Sheet is whether the sheet of every toolbar button is open: more
	// opens it, and any touch closes it, one on a button of it or of the
	// row also acting. The game holds still while it is open.
	Sheet   bool
	fingers []touching
	pinch   float64 // the fingers' distance at the last step of a pinch, or 0
}

// TapUpdates is how many updates a touch may last and still be a tap:
// 0.3 s.
const TapUpdates = 18

// pinchStep is how much a pinch must spread or close, as a ratio of the
// fingers' distance, to zoom by a step, as a notch of the wheel does.
const pinchStep = 1.3

// Hide hides the controls and closes the sheet, as using the keyboard
// does.
func (t *Touch) Hide() { t.Shown, t.Sheet = false, false }

// Read records in the input what the fingers do on this update, through
// the controls as laid out (l) on the screen shown: a finger that touches
// down shows the controls. Fingers that were there before and are not any
// more have lifted.
func (t *Touch) Read(in *Input, fingers []Finger, l *TouchLayout) {
	kept := t.fingers[:0]
	for _, f := range t.fingers {
		if i := slices.IndexFunc(fingers, func(n Finger) bool { return n.ID == f.ID }); i >= 0 {
			f.X, f.Y = fingers[i].X, fingers[i].Y
			f.updates++
			f.moved = f.moved || math.Hypot(float64(f.X-f.startX), float64(f.Y-f.startY)) > l.Size/4
			kept = append(kept, f)
			continue
		}
		if (f.role == roleTap || f.role == roleStick) && f.Over == OverArena && !f.moved && f.updates < TapUpdates {
			in.Pointer = Pointer{Click: true, MouseX: f.startX, MouseY: f.startY}
		}
	}
	t.fingers = kept
	for _, f := range fingers {
		if !slices.ContainsFunc(t.fingers, func(d touching) bool { return d.ID == f.ID }) {
			t.fingers = append(t.fingers, t.touchDown(in, f, l))
			t.Shown = true
		}
	}
	var pointers []*touching
	for i := range t.fingers {
		f := &t.fingers[i]
		switch f.role {
		case roleStick:
			t.lean(in, f, l)
		case roleButton:
			if f.button.Held {
				in.Act(f.button.Action, f.button.Value)
			}
		case rolePointer:
			pointers = append(pointers, f)
		}
	}
	t.point(in, pointers)
}

// touchDown decides what a finger touching down does, and does what a
// control does when touched: the toolbar's buttons act, more opens the
// sheet (or turns the page where none may lie), and while it is open a
// touch closes it, acting if on a button of it or of the row.
func (t *Touch) touchDown(in *Input, f Finger, l *TouchLayout) touching {
	d := touching{Finger: f, role: rolePointer, startX: f.X, startY: f.Y}
	if f.Over == OverMenu { // the menu lies over the controls: it takes the tap
		return d
	}
	if len(l.Sheet) > 0 && t.Sheet { // a touch anywhere closes it; on the row, the row's control acts too
		t.Sheet = false
		for _, b := range l.Sheet {
			if b.At.Contains(f.X, f.Y) {
				return t.press(in, d, b)
			}
		}
		if !l.Row.Contains(f.X, f.Y) || l.More.Contains(f.X, f.Y) {
			d.role = roleNone
			return d
		}
	}
	if !l.Shown { // the first touch shows the controls, and moves or selects
		if f.Over == OverArena {
			d.role = roleTap
			if float64(f.X) < l.Half && !t.sticking() && !l.Still {
				d.role = roleStick
			}
		}
		return d
	}
	for _, b := range l.Buttons {
		if b.At.Contains(f.X, f.Y) {
			return t.press(in, d, b)
		}
	}
	switch {
	case l.Pages > 1 && l.More.Contains(f.X, f.Y):
		d.role = roleNone
		if l.SheetAt != (Rect{}) {
			t.Sheet = true
		} else { // no sheet over a window: the next page
			t.Shows = l.Buttons[len(l.Buttons)-1].Index + 1
		}
	case l.Row.Contains(f.X, f.Y) && l.Still:
		d.role = roleNone // between the controls, or on those that do nothing now
	case l.Strike.Contains(f.X, f.Y):
		d.role, d.button = roleButton, TouchButton{Name: "strike", Action: Strike, Held: true}
	case l.Row.Contains(f.X, f.Y) && !l.Stick.Contains(f.X, f.Y):
		d.role = roleNone // between the controls
	case !l.Still && (l.Stick.Contains(f.X, f.Y) || f.Over == OverArena && float64(f.X) < l.Half && !t.sticking()):
		d.role = roleStick
	case f.Over == OverArena:
		d.role = roleTap
	}
	return d
}

// press makes finger d press toolbar button b, which acts as it touches
// down unless it acts while held, and which the row's page then shows.
func (t *Touch) press(in *Input, d touching, b PlacedTouch) touching {
	d.role, d.button = roleButton, b.TouchButton
	t.Shows = b.Index
	if !b.Held {
		in.Act(b.Action, b.Value)
		if b.Coarse {
			in.Act(Coarse, 0)
		}
		if b.PauseFirst {
			in.Act(PauseFirst, 0)
		}
	}
	return d
}

// sticking reports whether a finger holds the stick.
func (t *Touch) sticking() bool { return t.stick() >= 0 }

// stick returns the index of the finger that holds the stick, or -1.
func (t *Touch) stick() int {
	return slices.IndexFunc(t.fingers, func(d touching) bool { return d.role == roleStick })
}

// lean moves the player the way the stick leans from where its finger
// touched down, past the dead zone, as the pad's left stick does.
func (t *Touch) lean(in *Input, f *touching, l *TouchLayout) {
	dx, dy := float64(f.X-f.startX)/l.Size, float64(f.Y-f.startY)/l.Size
	for _, axis := range []struct {
		action Action
		lean   float64
	}{{MoveX, dx}, {MoveY, dy}} {
		switch {
		case axis.lean > stickDeadZone:
			in.Act(axis.action, 1)
		case axis.lean < -stickDeadZone:
			in.Act(axis.action, -1)
		}
	}
}

// point makes the fingers that act as the mouse its pointer: one clicks as
// it touches down and drags while it stays (the timeline, the graph); two
// pinch, and their spreading or closing is the wheel at their middle.
func (t *Touch) point(in *Input, pointers []*touching) {
	switch len(pointers) {
	case 0:
		t.pinch = 0
	case 1:
		f := pointers[0]
		in.Pointer = Pointer{Click: f.updates == 0, MouseDown: true, MouseX: f.X, MouseY: f.Y}
		t.pinch = 0
	default:
		a, b := pointers[0], pointers[1]
		dist := math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y))
		in.Pointer = Pointer{MouseX: (a.X + b.X) / 2, MouseY: (a.Y + b.Y) / 2}
		switch {
		case t.pinch == 0:
			t.pinch = dist
		case dist > t.pinch*pinchStep:
			in.Wheel, t.pinch = 1, dist
		case dist < t.pinch/pinchStep:
			in.Wheel, t.pinch = -1, dist
		}
	}
}

// Stick returns where the stick's finger touched down and where it is now,
// and whether a finger holds it.
func (t *Touch) Stick() (fromX, fromY, x, y int, ok bool) {
	if i := t.stick(); i >= 0 {
		f := t.fingers[i]
		return f.startX, f.startY, f.X, f.Y, true
	}
	return 0, 0, 0, 0, false
}

// Held reports whether a finger is on the control at r.
func (t *Touch) Held(r Rect) bool {
	for _, f := range t.fingers {
		if f.role == roleButton && r.Contains(f.startX, f.startY) {
			return true
		}
	}
	return false
}
