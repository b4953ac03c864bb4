package control

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryKeyHasATouchPath: every row of the key lists says how a touch
// screen does it, and every action a key does has a touch control that does
// it too, but moving, which the stick does, picking a menu's line, which a
// tap on it does, and picking a field by its number, which the field button
// steps through.
func TestEveryKeyHasATouchPath(t *testing.T) {
	for _, b := range Bindings {
		assert.NotEmpty(t, b.TouchLabel(), "%s has no touch path", b.Label)
		for _, k := range b.Keys {
			covered := false
			for _, btn := range b.Touch.Buttons {
				covered = covered || btn.Action == k.Action || btn.Coarse && k.Action == Coarse ||
					btn.Action == NextField && k.Action == PickField
			}
			if k.Action == MoveX || k.Action == MoveY || k.Action == Confirm {
				covered = b.Touch.Gesture != ""
			}
			assert.True(t, covered, "%s (%s) has no touch control", k.Name, b.Label)
		}
	}
}

// TestTheTouchLabelsNameTheControls: the key lists show the touch path
// beside the keys and the pad.
func TestTheTouchLabelsNameTheControls(t *testing.T) {
	labels := map[string]string{}
	for _, b := range Bindings {
		labels[b.Label] = b.TouchLabel()
	}
	assert.Equal(t, "stick: drag on the left half", labels["WASD / arrows"])
	assert.Equal(t, "strike", labels["Space"])
	assert.Equal(t, "next; tap an enemy", labels["click, Tab"])
	assert.Equal(t, "graph; pinch zooms, a drag pans", labels["T"])
	assert.Equal(t, "<< / < / > / >>", labels["paused: Left / Right"])
	assert.Equal(t, "drag the timeline", labels["timeline"])
}

// touchScreens are the screens the touch layout is checked on: phones and
// a tablet, upright and on their side, and a desktop's touch screen.
var touchScreens = []struct {
	name string
	w, h float64
	size float64 // a control's side on the logical screen
}{
	{"phone upright", 390, 844, 145},
	{"phone on its side", 844, 390, 82},
	{"tablet upright", 820, 1180, 69},
	{"desktop", 1280, 800, 50}, // a fingertip is 44, but restart's label needs 50
}

// TestTheTouchControlsFitTheirRow: at every size, the controls are a
// fingertip on the device (or as wide as the longest label needs), each
// label fits its button at the font's own size, they stay inside their row
// without overlapping, the
// toolbar's pages hold every button once, and so does the sheet, within
// the screen above the row and without overlapping.
func TestTheTouchControlsFitTheirRow(t *testing.T) {
	view := Rect{0, 24, 1280, 624}
	for _, s := range touchScreens {
		t.Run(s.name, func(t *testing.T) {
			size := TouchSize(s.w, s.h, 1280, 720)
			assert.Equal(t, s.size, size)
			first := LayTouch(view, size, 0, Rect{}, false)
			var seen []string
			for page, shows := 0, 0; page < first.Pages; page++ {
				l := LayTouch(view, size, shows, Rect{}, false)
				assert.Equal(t, page, l.Page)
				shows = l.Buttons[len(l.Buttons)-1].Index + 1 // the next page's first
				rects := l.Rects()
				for i, r := range rects {
					assert.True(t, r.X >= l.Row.X && r.Y >= l.Row.Y && r.X+r.W <= l.Row.X+l.Row.W && r.Y+r.H <= l.Row.Y+l.Row.H,
						"page %d: %v leaves the row %v", page, r, l.Row)
					for _, o := range rects[i+1:] {
						assert.False(t, r.Overlaps(o), "page %d: %v overlaps %v", page, r, o)
					}
				}
				for _, b := range l.Buttons {
					seen = append(seen, b.Name)
					need := float64(utf8.RuneCountInString(b.Name)*treegraph.CharWidth + 2*TouchLabelInset)
					assert.LessOrEqual(t, need, b.At.W, "%s's label fits its button", b.Name)
				}
			}
			var all []string
			for _, b := range toolbar {
				all = append(all, b.Name)
			}
			assert.Equal(t, all, seen, "every button, once")
			assert.Equal(t, []string{"pause", "<<", "<", ">"}, all[:4], "the debugger's first")
			for _, name := range []string{"help", "panel", "edit"} {
				assert.Less(t, LayTouch(view, size, slices.Index(all, name), Rect{}, false).Page, 2, "%s on the first two pages", name)
			}
			assert.Equal(t, 0, LayTouch(view, size, len(toolbar), Rect{}, false).Page, "the buttons go round")

			screen := Rect{0, 0, 1280, 720}
			sheet := LayTouch(view, size, 0, screen, true)
			if first.Pages == 1 {
				assert.Empty(t, sheet.Sheet, "every button on the row: no sheet")
				return
			}
			seen = nil
			for i, b := range sheet.Sheet {
				seen = append(seen, b.Name)
				r := b.At
				assert.True(t, r.X > screen.X && r.Y > screen.Y && r.X+r.W < screen.X+screen.W && r.Y+r.H < sheet.Row.Y,
					"the sheet's %s at %v leaves the screen above the row %v", b.Name, r, sheet.Row)
				assert.GreaterOrEqual(t, r.H, float64(minSheetButton))
				for _, o := range sheet.Sheet[i+1:] {
					assert.False(t, r.Overlaps(o.At), "the sheet's %v overlaps %v", r, o.At)
				}
			}
			assert.Equal(t, all, seen, "the sheet: every button, once")
		})
	}
	t.Run("a phone's upright screen", func(t *testing.T) {
		l := LayTouch(Rect{0, 60, 476, 300}, TouchSize(390, 844, 476, 1030), 0, Rect{}, false)
		require.Greater(t, l.Pages, 2)
		for _, name := range []string{"help", "panel", "edit"} {
			assert.Less(t, pageOf(Rect{0, 60, 476, 300}, TouchSize(390, 844, 476, 1030), name), 2, "%s on the first two pages", name)
		}
	})
	// The field, - and + on one page, and slow and fast, on every row wide
	// enough for three buttons: a phone on its side, with a panel beside
	// the arena or not, a tablet, the desktop.
	for _, s := range touchScreens {
		for width := 300.0; width <= 1280; width += 10 {
			view, size := Rect{0, 24, width, 600}, TouchSize(s.w, s.h, 1280, 720)
			if len(LayTouch(view, size, 0, Rect{}, false).Buttons) < 3 {
				continue
			}
			for _, group := range [][]string{{"field", "-", "+"}, {"slow", "fast"}, {"zoom+", "zoom-"}} {
				for _, name := range group[1:] {
					assert.Equal(t, pageOf(view, size, group[0]), pageOf(view, size, name), "%s, a row %v wide: %s and %s", s.name, width, group[0], name)
				}
			}
		}
	}
}

// pageOf returns the page of the toolbar, laid out over view with controls
// of the given size, that holds the named button.
func pageOf(view Rect, size float64, name string) int {
	return LayTouch(view, size, slices.IndexFunc(toolbar, func(b TouchButton) bool { return b.Name == name }), Rect{}, false).Page
}

// touchLayout is the controls of a phone held upright, over a view of the
// whole width.
func touchLayout() TouchLayout {
	return LayTouch(Rect{0, 24, 1280, 624}, TouchSize(390, 844, 1280, 720), 0, Rect{}, false)
}

// TestFingersActAsKeysAndTheMouse: each gesture, update by update, and the
// input it makes.
func TestFingersActAsKeysAndTheMouse(t *testing.T) {
	l := touchLayout()
	button := func(name string) Finger {
		for _, b := range l.Buttons {
			if b.Name == name {
				return Finger{ID: 7, X: int(b.At.X + 5), Y: int(b.At.Y + 5)}
			}
		}
		panic("no button " + name + " on the first page")
	}
	centre := func(r Rect) (int, int) { return int(r.X + r.W/2), int(r.Y + r.H/2) }
	strikeX, strikeY := centre(l.Strike)
	moreX, moreY := centre(l.More)
	restX, restY := centre(l.Stick)
	arena := func(id, x, y int) Finger { return Finger{ID: id, X: x, Y: y, Over: OverArena} }
	tests := []struct {
		name    string
		updates [][]Finger // the fingers on each update
		want    []Input    // the input each update makes
	}{
		{"a drag on the left half leans the stick", [][]Finger{{arena(1, 200, 300)}, {arena(1, 300, 220)}, {}},
			[]Input{{}, Acts().With(MoveX, 1).With(MoveY, -1), {}}},
		{"a lean within the dead zone stands still", [][]Finger{{arena(1, 200, 300)}, {arena(1, 240, 300)}},
			[]Input{{}, {}}},
		{"the stick's resting place holds it too", [][]Finger{{{ID: 1, X: restX, Y: restY}}, {{ID: 1, X: restX, Y: restY + 100}}},
			[]Input{{}, Acts().With(MoveY, 1)}},
		{"a tap on the arena clicks where it touched, as it lifts", [][]Finger{{arena(1, 900, 300)}, {arena(1, 902, 301)}, {}},
			[]Input{{}, {}, Input{}.At(Pointer{Click: true, MouseX: 900, MouseY: 300})}},
		{"a tap on the left half clicks too", [][]Finger{{arena(1, 100, 300)}, {}},
			[]Input{{}, Input{}.At(Pointer{Click: true, MouseX: 100, MouseY: 300})}},
		{"a long press is no tap", append(append([][]Finger{}, repeat([]Finger{arena(1, 900, 300)}, TapUpdates+1)...), []Finger{}),
			repeat(Input{}, TapUpdates+2)},
		{"strike, held", [][]Finger{{{ID: 2, X: strikeX, Y: strikeY}}, {{ID: 2, X: strikeX, Y: strikeY}}, {}},
			[]Input{Acts(Strike), Acts(Strike), {}}},
		{"a toolbar button acts once, as it is touched", [][]Finger{{button("pause")}, {button("pause")}},
			[]Input{Acts(Pause), {}}},
		{"a finger off the arena is the mouse", [][]Finger{{{ID: 3, X: 500, Y: 690, Over: OverTimeline}}, {{ID: 3, X: 520, Y: 690, Over: OverTimeline}}, {}},
			[]Input{Input{}.At(Pointer{Click: true, MouseDown: true, MouseX: 500, MouseY: 690}),
				Input{}.At(Pointer{MouseDown: true, MouseX: 520, MouseY: 690}), {}}},
		{"a pinch spreading over the graph is the wheel", [][]Finger{
			{{ID: 4, X: 900, Y: 300, Over: OverGraph}, {ID: 5, X: 1000, Y: 300, Over: OverGraph}},
			{{ID: 4, X: 880, Y: 300, Over: OverGraph}, {ID: 5, X: 1020, Y: 300, Over: OverGraph}},
			{{ID: 4, X: 940, Y: 300, Over: OverGraph}, {ID: 5, X: 960, Y: 300, Over: OverGraph}}},
			[]Input{Input{}.At(Pointer{MouseX: 950, MouseY: 300}), Input{}.At(Pointer{MouseX: 950, MouseY: 300, Wheel: 1}),
				Input{}.At(Pointer{MouseX: 950, MouseY: 300, Wheel: -1})}},
		{"the stick and strike together", [][]Finger{{arena(1, 200, 300), {ID: 2, X: strikeX, Y: strikeY}}, {arena(1, 100, 300), {ID: 2, X: strikeX, Y: strikeY}}},
			[]Input{Acts(Strike), Acts(Strike).With(MoveX, -1)}},
		{"more makes no input", [][]Finger{{{ID: 6, X: moreX, Y: moreY}}, {}}, []Input{{}, {}}},
		{"a menu over the controls takes the tap, not the button under it", [][]Finger{
			{func() Finger { f := button("pause"); f.Over = OverMenu; return f }()}, {}},
			[]Input{Input{}.At(Pointer{Click: true, MouseDown: true, MouseX: button("pause").X, MouseY: button("pause").Y}), {}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			touch := readEach(t, &l, tc.updates, tc.want)
			assert.True(t, touch.Shown, "a touch shows the controls")
		})
	}
}

// readEach reads the fingers of each update through the controls laid out
// as l, on a touch screen touched for the first time, checking the input
// each makes against want's, and returns the touch screen.
func readEach(t *testing.T, l *TouchLayout, updates [][]Finger, want []Input) Touch {
	t.Helper()
	var touch Touch
	for i, fingers := range updates {
		var in Input
		touch.Read(&in, fingers, l)
		assert.Equal(t, want[i], in, "update %d", i)
	}
	return touch
}

// TestTheStillControlsDoNothing: while an editor has the keys (Still), the
// player neither moves nor strikes: the stick's place and strike do
// nothing, a drag on the arena's left half leans no stick, and a tap there
// clicks, as on the right; the toolbar acts as before.
func TestTheStillControlsDoNothing(t *testing.T) {
	l := touchLayout()
	l.Still = true
	centre := func(r Rect) Finger { return Finger{ID: 1, X: int(r.X + r.W/2), Y: int(r.Y + r.H/2)} }
	arena := func(x, y int) Finger { return Finger{ID: 1, X: x, Y: y, Over: OverArena} }
	pause := Finger{ID: 1, X: int(l.Buttons[0].At.X + 5), Y: int(l.Buttons[0].At.Y + 5)}
	require.Equal(t, Pause, l.Buttons[0].Action)
	for _, tc := range []struct {
		name    string
		updates [][]Finger
		want    []Input
	}{
		{"strike", [][]Finger{{centre(l.Strike)}, {centre(l.Strike)}, {}}, []Input{{}, {}, {}}},
		{"the stick's resting place", [][]Finger{{centre(l.Stick)}, {func() Finger { f := centre(l.Stick); f.Y += 100; return f }()}, {}},
			[]Input{{}, {}, {}}},
		{"a drag on the left half", [][]Finger{{arena(200, 300)}, {arena(300, 220)}, {}}, []Input{{}, {}, {}}},
		{"a tap on the left half clicks", [][]Finger{{arena(100, 300)}, {}},
			[]Input{{}, Input{}.At(Pointer{Click: true, MouseX: 100, MouseY: 300})}},
		{"a toolbar button", [][]Finger{{pause}, {}}, []Input{Acts(Pause), {}}},
	} {
		t.Run(tc.name, func(t *testing.T) { readEach(t, &l, tc.updates, tc.want) })
	}
}

// repeat returns n copies of v.
func repeat[T any](v T, n int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// TestTheFirstTouchShowsTheControlsAndPlays: before the controls show, a
// drag on the left half of the arena moves already, and a tap selects.
func TestTheFirstTouchShowsTheControlsAndPlays(t *testing.T) {
	l := touchLayout()
	l.Shown = false
	var touch Touch
	for i, fingers := range [][]Finger{{{ID: 1, X: 200, Y: 300, Over: OverArena}}, {{ID: 1, X: 300, Y: 300, Over: OverArena}}} {
		var in Input
		touch.Read(&in, fingers, &l)
		assert.Equal(t, i == 1, in.Acted(MoveX), "update %d", i)
	}
	assert.True(t, touch.Shown)
	touch = Touch{}
	var in Input
	touch.Read(&in, []Finger{{ID: 2, X: 900, Y: 300, Over: OverArena}}, &l)
	touch.Read(&in, nil, &l)
	assert.Equal(t, Pointer{Click: true, MouseX: 900, MouseY: 300}, in.Pointer)
}

// TestMoreTurnsThePageUnderAWindow: where no sheet may lie (a window, the
// tree editor or the key list, over the screen), more shows the next page,
// and after the last the first.
func TestMoreTurnsThePageUnderAWindow(t *testing.T) {
	var touch Touch
	touch.Shown = true
	l := touchLayout()
	require.Greater(t, l.Pages, 1, "a phone shows the toolbar a page at a time")
	x, y := int(l.More.X+1), int(l.More.Y+1)
	for page := 1; page <= l.Pages; page++ {
		touch.Read(&Input{}, []Finger{{ID: page, X: x, Y: y}}, &l)
		touch.Read(&Input{}, nil, &l)
		assert.False(t, touch.Sheet)
		l = LayTouch(Rect{0, 24, 1280, 624}, l.Size, touch.Shows, Rect{}, false)
		assert.Equal(t, page%l.Pages, l.Page)
	}
}

// TestMoreOpensTheSheetOfEveryButton: more opens the sheet; a tap on a
// button of it acts as the button does, closes it, and the row's page then
// shows the button; a tap beside its buttons, or on more, only closes it;
// the row's buttons and the stick's place still act; the keyboard closes
// it.
func TestMoreOpensTheSheetOfEveryButton(t *testing.T) {
	view, size := Rect{0, 24, 1280, 624}, TouchSize(390, 844, 1280, 720)
	screen := Rect{0, 0, 1280, 720}
	sheetButton := func(l TouchLayout, name string) Finger {
		i := slices.IndexFunc(l.Sheet, func(b PlacedTouch) bool { return b.Name == name })
		require.GreaterOrEqual(t, i, 0, "no %s on the sheet", name)
		return Finger{ID: 9, X: int(l.Sheet[i].At.X + 2), Y: int(l.Sheet[i].At.Y + 2)}
	}
	for _, c := range []struct {
		name  string
		tap   func(l TouchLayout) Finger
		want  Input
		shows string // the button on the row's page after, or "" for the first page
	}{
		{"a button acts", func(l TouchLayout) Finger { return sheetButton(l, "save") }, Acts(Save), "save"},
		{"a button that steps a second", func(l TouchLayout) Finger { return sheetButton(l, ">>") }, Acts(Forward, Coarse, PauseFirst), ">>"},
		{"beside the buttons", func(l TouchLayout) Finger { return Finger{ID: 9, X: 2, Y: 2, Over: OverArena} }, Input{}, ""},
		{"more closes it", func(l TouchLayout) Finger { return Finger{ID: 9, X: int(l.More.X + 2), Y: int(l.More.Y + 2)} }, Input{}, ""},
		{"a button of the row acts", func(l TouchLayout) Finger {
			return Finger{ID: 9, X: int(l.Buttons[0].At.X + 2), Y: int(l.Buttons[0].At.Y + 2)}
		}, Acts(Pause), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var touch Touch
			touch.Shown = true
			l := LayTouch(view, size, 0, screen, touch.Sheet)
			require.Greater(t, l.Pages, 1, "a phone shows the toolbar a page at a time")
			touch.Read(&Input{}, []Finger{{ID: 1, X: int(l.More.X + 1), Y: int(l.More.Y + 1)}}, &l)
			touch.Read(&Input{}, nil, &l)
			require.True(t, touch.Sheet, "more opens the sheet")
			l = LayTouch(view, size, touch.Shows, screen, touch.Sheet)
			require.Len(t, l.Sheet, len(toolbar))

			var in Input
			touch.Read(&in, []Finger{c.tap(l)}, &l)
			touch.Read(&Input{}, nil, &l)
			assert.Equal(t, c.want, in)
			assert.False(t, touch.Sheet, "closed")
			l = LayTouch(view, size, touch.Shows, screen, touch.Sheet)
			assert.Empty(t, l.Sheet)
			if c.shows != "" {
				assert.True(t, slices.ContainsFunc(l.Buttons, func(b PlacedTouch) bool { return b.Name == c.shows }), "%s on the row: %v", c.shows, l.Buttons)
			} else {
				assert.Equal(t, 0, l.Page)
			}
		})
	}
	t.Run("the stick", func(t *testing.T) {
		touch := Touch{Shown: true, Sheet: true}
		l := LayTouch(view, size, 0, screen, touch.Sheet)
		x, y := int(l.Stick.X+l.Stick.W/2), int(l.Stick.Y+l.Stick.H/2)
		var in Input
		touch.Read(&in, []Finger{{ID: 1, X: x, Y: y}}, &l)
		touch.Read(&in, []Finger{{ID: 1, X: x + int(size), Y: y}}, &l)
		assert.True(t, in.Acted(MoveX), "the stick's place holds the stick")
		assert.False(t, touch.Sheet)
	})
	touch := Touch{Shown: true, Sheet: true}
	touch.Hide()
	assert.False(t, touch.Sheet, "a key closes it, as it hides the controls")
}

// TestATouchedGameReplaysAsAKeyedOne plays a game by touch through the
// controller, recording it and its trace: the same game played by keys
// gives the same trace byte for byte, and so does the replay of the
// recording.
func TestATouchedGameReplaysAsAKeyedOne(t *testing.T) {
	l := touchLayout()
	strikeX, strikeY := int(l.Strike.X+10), int(l.Strike.Y+10)
	// Each stretch of updates: the fingers, and the keys that do the same.
	type stretch struct {
		updates int
		fingers []Finger
		keys    Input
	}
	script := []stretch{
		{30, nil, Input{}},
		{1, []Finger{{ID: 1, X: 100, Y: 300, Over: OverArena}}, Input{}},
		{100, []Finger{{ID: 1, X: 400, Y: 420, Over: OverArena}}, Acts().With(MoveX, 1).With(MoveY, 1)},
		{120, []Finger{{ID: 1, X: 100, Y: 300, Over: OverArena}, {ID: 2, X: strikeX, Y: strikeY}}, Acts(Strike)},
		{1, nil, Input{}},
		{1, []Finger{{ID: 3, X: int(l.Buttons[0].At.X + 2), Y: int(l.Buttons[0].At.Y + 2)}}, Acts(l.Buttons[0].Action)},
		{100, nil, Input{}},
	}
	dir := t.TempDir()
	play := func(name string, byTouch bool) string {
		trace := filepath.Join(dir, name+".trace")
		c := onRecorded(t, filepath.Join(dir, name+".json"), trace)
		var touch Touch
		for _, s := range script {
			for range s.updates {
				in := s.keys
				if byTouch {
					in = Input{}
					touch.Read(&in, s.fingers, &l)
				}
				require.NoError(t, c.Update(in))
			}
		}
		require.NoError(t, c.Close())
		out, err := os.ReadFile(trace)
		require.NoError(t, err)
		return string(out)
	}
	touched, keyed := play("touch", true), play("keys", false)
	require.Contains(t, touched, `"target":"near-1"`, "the player struck the enemy")
	assert.True(t, keyed == touched, "touch and keys, the same game: %s", firstDiff(keyed, touched))

	trace := filepath.Join(dir, "replayed.trace")
	c := open(t, session.Source{ReplayPath: filepath.Join(dir, "touch.json")}, Options{TracePath: trace})
	for range 360 {
		require.NoError(t, c.Update(Input{}))
	}
	require.NoError(t, c.Close())
	replayed, err := os.ReadFile(trace)
	require.NoError(t, err)
	assert.True(t, touched == string(replayed), "the replay of the touched game: %s", firstDiff(touched, string(replayed)))
}

// firstDiff returns the first line where a and b differ, for a message.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d: %q, then %q", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("%d lines, then %d", len(la), len(lb))
}

// onRecorded returns a controller on a small arena where the player starts
// left of a Near enemy, recording the run and its trace.
func onRecorded(t *testing.T, record, trace string) *Controller {
	t.Helper()
	path := filepath.Join(t.TempDir(), "touch.toml")
	require.NoError(t, os.WriteFile(path, []byte("[arena]\nwidth = 24.0\nheight = 18.0\nplayer_start = [2.0, 2.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [9.0, 8.0]\n"), 0o644))
	return open(t, session.Source{ScenarioPath: path}, Options{RecordPath: record, TracePath: trace})
}

// TestANarrowerRowKeepsTheButtonTapped: a row made narrower (a panel, or the
// key list, opening beside the arena) shows the page that holds the button
// tapped last, the key list's help say, which the narrower pages put on
// another page than the one shown before.
func TestANarrowerRowKeepsTheButtonTapped(t *testing.T) {
	var touch Touch
	wide := touchLayout()
	size := wide.Size
	help := slices.IndexFunc(toolbar, func(b TouchButton) bool { return b.Action == ToggleHelp })
	l := LayTouch(Rect{0, 24, 1280, 624}, size, help, Rect{}, false)
	at := l.Buttons[slices.IndexFunc(l.Buttons, func(b PlacedTouch) bool { return b.Action == ToggleHelp })].At
	in := Input{}
	touch.Read(&in, []Finger{{ID: 1, X: int(at.X + 1), Y: int(at.Y + 1)}}, &l)
	touch.Read(&Input{}, nil, &l)
	require.True(t, in.Acted(ToggleHelp))
	narrow := LayTouch(Rect{0, 24, 760, 624}, size, touch.Shows, Rect{}, false)
	require.Greater(t, narrow.Pages, wide.Pages, "the narrower row takes more pages")
	assert.True(t, slices.ContainsFunc(narrow.Buttons, func(b PlacedTouch) bool { return b.Action == ToggleHelp }),
		"the help button on the page shown: %v", narrow.Buttons)
}
