//go:build browser

package main

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/enemyai/enemyai/control"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This test loads the browser build in headless Chromium, served by Handler
// on 127.0.0.1, and plays it. WebGL runs on the CPU there (SwiftShader), at
// about ten ticks a second, so it counts game ticks, never wall time; the
// deadlines only stop a test that hangs. `make test-web` runs it.

// buildWeb builds the page as make web does, into a temporary folder.
func buildWeb(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "enemyai.wasm"), "../..")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	require.NoError(t, err)
	for _, f := range []string{filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), "../../web/index.html"} {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644))
	}
	return dir
}

// browser starts headless Chromium with WebGL on SwiftShader and a page that
// believes it has focus, so the game does not pause itself.
func browser(t *testing.T) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	require.NoError(t, err, "make test-web installs Debian's chromium")
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.WindowSize(1280, 800),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("ignore-gpu-blocklist", true),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	ctx, cancelTime := context.WithTimeout(ctx, 8*time.Minute)
	t.Cleanup(func() { cancelTime(); cancel(); cancelAlloc() })
	_, err = chromedp.Call(ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
	require.NoError(t, err)
	return ctx
}

// state is what the game publishes as window.enemyai.
type state struct {
	Tick     int     `json:"tick"`
	Updates  int     `json:"updates"`
	PlayerX  float64 `json:"playerX"`
	PlayerY  float64 `json:"playerY"`
	Enemies  int     `json:"enemies"`
	Selected string  `json:"selected"`
	Panel    bool    `json:"panel"`
	Paused   bool    `json:"paused"`
	Scenario string  `json:"scenario"`
	Config   string  `json:"config"`
	Start    bool    `json:"start"` // the start screen is up
	Hints    string  `json:"hints"` // the device whose controls the screens show: keys, pad or touch
	// The game's logical screen, 1280x720 on its side and upright as the
	// page's proportions make it, and where things are on it: the player's
	// centre and radius, the first enemies in the view, and the touch controls when
	// shown.
	Screen    [2]float64 `json:"screen"`
	Player    [3]float64 `json:"player"`
	EnemiesAt []struct {
		ID string  `json:"id"`
		X  float64 `json:"x"`
		Y  float64 `json:"y"`
	} `json:"enemiesAt"`
	Editing bool `json:"editing"` // the tree editor is open
	Picking bool `json:"picking"` // and lists the choices to add
	// Where the tree editor's window is on the logical screen, and how tall
	// its rows of buttons are (0: debugui's own).
	EditorAt  [4]float64     `json:"editorAt"`
	EditorRow float64        `json:"editorRow"`
	Controls  []touchControl `json:"controls"`
	Touch     bool           `json:"touch"`
}

// touchControl is a touch control on the logical screen: its name and
// place.
type touchControl struct {
	Name string  `json:"name"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
}

// read returns the game's state, or the zero state before it runs.
func read(t *testing.T, ctx context.Context) state {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[state](`window.enemyai || {}`))
	require.NoError(t, err)
	return s
}

// waitTicks waits until the game has played at least n ticks.
func waitTicks(t *testing.T, ctx context.Context, n int) state {
	t.Helper()
	for range 3000 {
		if s := read(t, ctx); s.Tick >= n {
			return s
		}
		require.Empty(t, messages(t, ctx), "the page shows an error")
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("the game did not reach tick %d", n)
	return state{}
}

// messages returns what the page shows of the program's standard error.
func messages(t *testing.T, ctx context.Context) string {
	t.Helper()
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("messages").textContent`))
	require.NoError(t, err)
	return text
}

// screenshot returns the page as a PNG file.
func screenshot(t *testing.T, ctx context.Context) []byte {
	t.Helper()
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	return shot
}

// tap presses a key for two of the game's updates and lets it go, then
// waits for an update with it up: updates, not ticks, for a key that may
// hold the game, whose ticks then stand still; and not wall time, which a
// busy machine stretches (300 ms let an editor's keys be lost under load).
func tap(t *testing.T, ctx context.Context, name, code string, vk int64) {
	t.Helper()
	hold(t, ctx, name, code, vk, func() { waitUpdates(t, ctx, 2) })
	waitUpdates(t, ctx, 1)
}

// waitUpdates waits until the game has run n updates after now, so that it
// has seen what the page was just told, and returns its state then.
func waitUpdates(t *testing.T, ctx context.Context, n int) state {
	t.Helper()
	from := read(t, ctx).Updates
	var s state
	require.Eventually(t, func() bool { s = read(t, ctx); return s.Updates >= from+n }, time.Minute, 20*time.Millisecond)
	return s
}

// nextUpdate waits for the game's first update after the page reads this
// call, and returns its state: in one round trip to the browser, the page
// watching for the update itself.
func nextUpdate(t *testing.T, ctx context.Context) state {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[state](`new Promise(done => {
		const from = window.enemyai.updates;
		const look = () => window.enemyai.updates > from ? done(window.enemyai) : setTimeout(look, 1);
		look();
	})`, func(p *runtime.EvaluateParams) { await := true; p.AwaitPromise = &await }))
	require.NoError(t, err)
	return s
}

// key holds a key down for a few ticks, as a player would: ticks counted
// from when the page has the key down, so that a slow round trip to the
// browser cannot let it go before the game has seen it.
func key(t *testing.T, ctx context.Context, name, code string, vk int64, ticks int) {
	t.Helper()
	hold(t, ctx, name, code, vk, func() { waitTicks(t, ctx, read(t, ctx).Tick+ticks) })
}

func TestThePagePlaysTheGame(t *testing.T) {
	srv := httptest.NewServer(Handler(buildWeb(t)))
	defer srv.Close()
	ctx := browser(t)

	// What the browser logs, for the sound's warning below.
	var logged []string
	var mu sync.Mutex
	require.NoError(t, chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *cdplog.EventEntryAdded:
			logged = append(logged, ev.Entry.Text)
		case *runtime.EventConsoleAPICalled:
			for _, a := range ev.Args {
				logged = append(logged, string(a.Value)+a.Description)
			}
		}
	}))
	_, err := chromedp.Call(ctx, cdplog.Enable, cdp.Empty{})
	require.NoError(t, err)
	_, err = chromedp.Call(ctx, runtime.Enable, cdp.Empty{})
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")))
	require.Eventually(t, func() bool { return read(t, ctx).Start }, 5*time.Minute, 100*time.Millisecond, "the start screen")
	assert.Equal(t, 0, read(t, ctx).Tick, "the world stands still under the start screen")
	tap(t, ctx, "Enter", "Enter", 13) // plays, and is the gesture the sound waits for
	start := waitTicks(t, ctx, 20)
	assert.False(t, start.Paused, "focus emulation keeps the game running")
	mu.Lock()
	for _, l := range logged {
		assert.NotContains(t, l, "AudioContext was not allowed to start", "the sound waits for the start screen's gesture")
	}
	mu.Unlock()
	assert.Equal(t, 6, start.Enemies, "the embedded configuration's enemies")

	img, err := png.Decode(bytes.NewReader(screenshot(t, ctx)))
	require.NoError(t, err)
	assert.Positive(t, countPixels(img, func(r, g, b uint8) bool { return g > 180 && r < 110 && b < 140 }), "the green detect circles")
	assert.Positive(t, countPixels(img, func(r, g, b uint8) bool { return b > 200 && r < 120 && g < 170 }), "the blue attack circles")

	// The page's keys button stays off the game's timeline, the strip along
	// the bottom of its 1280x720 screen.
	type box struct{ X, Y, W, H float64 }
	boxes, err := chromedp.Run(ctx, chromedp.Evaluate[[2]box](`[document.getElementById("help"), document.querySelector("canvas")].map(e => {
		const r = e.getBoundingClientRect(); return {X: r.x, Y: r.y, W: r.width, H: r.height}; })`))
	require.NoError(t, err)
	help, game := boxes[0], boxes[1]
	timeline := box{game.X, game.Y + game.H*(1-34.0/720), game.W, game.H * 34 / 720}
	assert.False(t, help.X < timeline.X+timeline.W && timeline.X < help.X+help.W && help.Y < timeline.Y+timeline.H && timeline.Y < help.Y+help.H,
		"the keys button at %+v covers the timeline at %+v", help, timeline)
	// Nor the HUD's text: it sits in the top right corner the HUD keeps for
	// the desktop's "F1: keys", the last 84 of its 1280 pixels.
	// The game's screen keeps its proportions in the canvas, with bars beside
	// or above it.
	scale := min(game.W/1280, game.H/720)
	screenX := game.X + (game.W-1280*scale)/2
	assert.GreaterOrEqual(t, help.X, screenX+(1280-84)*scale-1, "the keys button at %+v covers the HUD's text", help)

	key(t, ctx, "d", "KeyD", 68, 5)
	moved := read(t, ctx)
	assert.Greater(t, moved.PlayerX, start.PlayerX+0.2, "D walks right")

	tap(t, ctx, "Tab", "Tab", 9)
	require.Eventually(t, func() bool { return read(t, ctx).Selected == "near-1" }, time.Minute, 100*time.Millisecond, "Tab selects the first enemy")
	selected := read(t, ctx)
	assert.True(t, selected.Panel, "and opens its tree panel")
	assert.True(t, selected.Paused, "and holds the game while the panel is read")
	if path := os.Getenv("WEB_SCREENSHOT"); path != "" {
		require.NoError(t, os.WriteFile(path, screenshot(t, ctx), 0o644))
	}
	tap(t, ctx, "p", "KeyP", 80)
	require.Eventually(t, func() bool { return !read(t, ctx).Paused }, time.Minute, 100*time.Millisecond, "P plays on")

	// The page's key list covers the game, which holds while it is open.
	toggleKeys := func() {
		_, err := chromedp.Run(ctx, chromedp.Evaluate[any](`document.querySelector("#help summary").click()`))
		require.NoError(t, err)
	}
	toggleKeys()
	require.Eventually(t, func() bool { return read(t, ctx).Paused }, time.Minute, 100*time.Millisecond, "the page's key list holds the game")
	toggleKeys()
	require.Eventually(t, func() bool { return !read(t, ctx).Paused }, time.Minute, 100*time.Millisecond, "closed, the game plays on")

	// Tune near's detect range and save: the browser keeps it, and the next
	// visit starts on it.
	key(t, ctx, "1", "Digit1", 49, 2)
	key(t, ctx, "]", "BracketRight", 221, 2)
	hold(t, ctx, "Control", "ControlLeft", 17, func() { key(t, ctx, "s", "KeyS", 83, 2) })
	stored, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("enemyai/config") || ""`))
	require.NoError(t, err)
	assert.Contains(t, stored, "detect = 4.25", "Ctrl+S kept the tuned configuration in the browser")
	require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
	var again state
	require.Eventually(t, func() bool { again = read(t, ctx); return again.Start }, 5*time.Minute, 100*time.Millisecond, "the start screen again")
	assert.Equal(t, "enemies.toml (kept in this browser)", again.Config, "a reload starts on it")
}

// hold keeps a key down while do runs.
func hold(t *testing.T, ctx context.Context, name, code string, vk int64, do func()) {
	t.Helper()
	press := func(kind input.DispatchKeyEventType) {
		_, err := chromedp.Call(ctx, input.DispatchKeyEvent,
			input.DispatchKeyEventParams{Type: kind, Key: name, Code: code, WindowsVirtualKeyCode: vk})
		require.NoError(t, err)
	}
	press(input.DispatchKeyEventTypeKeyDown)
	do()
	press(input.DispatchKeyEventTypeKeyUp)
}

func TestAScenarioInTheAddressRuns(t *testing.T) {
	srv := httptest.NewServer(Handler(buildWeb(t)))
	defer srv.Close()
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?scenario=near_chase&select=near-1")))
	s := waitTicks(t, ctx, 90) // the script waits 60 ticks, then walks toward the enemy
	assert.Contains(t, s.Scenario, "near_chase")
	assert.Equal(t, 1, s.Enemies)
	assert.Equal(t, "near-1", s.Selected)
	assert.True(t, s.Panel)
	assert.Greater(t, s.PlayerX, 3.0, "the scripted player walks from its start at x = 2")

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?enemies=-5")))
	text := ""
	for range 600 {
		if text = messages(t, ctx); text != "" {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	assert.Equal(t, "enemyai: -enemies -5: must be from 0 to 100000 (?h in the address lists the flags)\n", text,
		"a bad flag says so on the page")
	status, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("status").textContent`))
	require.NoError(t, err)
	assert.Equal(t, "The address asks for something the game cannot do (?h lists the flags):", status)

	// ?h lists every flag, longer than the window: it starts at the top and
	// scrolls to its last line, with the keys button gone.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?h")))
	for range 600 {
		if text = messages(t, ctx); strings.Contains(text, "-tree") {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	require.Contains(t, text, "-tree", "?h lists the flags")
	page, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => {
		const l = document.getElementById("loading"), s = document.getElementById("status").getBoundingClientRect();
		const top = s.top, tall = l.scrollHeight, shown = l.clientHeight;
		l.scrollTop = l.scrollHeight;
		const bottom = document.getElementById("messages").getBoundingClientRect().bottom;
		return [top, tall, shown, bottom, innerHeight, document.getElementById("help").getBoundingClientRect().height];
	})()`))
	require.NoError(t, err)
	top, tall, shown, bottom, window, keys := page[0], page[1], page[2], page[3], page[4], page[5]
	require.Greater(t, tall, shown, "the list is longer than the window")
	assert.GreaterOrEqual(t, top, 0.0, "its heading is in view")
	assert.LessOrEqual(t, bottom, window, "scrolled, its last line is in view")
	assert.Zero(t, keys, "the keys button is gone")
}

// countPixels counts the pixels of img whose colour is.
func countPixels(img image.Image, is func(r, g, b uint8) bool) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if is(uint8(r>>8), uint8(g>>8), uint8(bl>>8)) {
				n++
			}
		}
	}
	return n
}

// TestABreakpointTypedInThePageStopsTheGame opens the breakpoint editor with
// E on a paused game, types a breakpoint (the editor has the keyboard: no
// click on its field) and Enter, closes it with Esc and plays on: the game
// pauses on the tick cmd/sim -break names for it.
func TestABreakpointTypedInThePageStopsTheGame(t *testing.T) {
	srv := httptest.NewServer(Handler(buildWeb(t)))
	defer srv.Close()
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?scenario=near_chase")))
	waitTicks(t, ctx, 5)
	press := func(name, code string, vk int64) { tap(t, ctx, name, code, vk) }
	press("p", "KeyP", 80)
	require.Eventually(t, func() bool { return read(t, ctx).Paused }, time.Minute, 100*time.Millisecond, "P pauses")
	press("e", "KeyE", 69)
	// The editor has the keyboard as it opens: no click on its field first.
	const expr = "near-1 branch == attack"
	for _, r := range expr { // a key down and up each, as a keyboard types: wait for two updates
		for _, kind := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeKeyDown, input.DispatchKeyEventTypeKeyUp} {
			_, err := chromedp.Call(ctx, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: kind, Key: string(r), Text: string(r)})
			require.NoError(t, err)
		}
		waitUpdates(t, ctx, 2)
	}
	press("Enter", "Enter", 13)
	if path := os.Getenv("WEB_SCREENSHOT_EDITOR"); path != "" {
		require.NoError(t, os.WriteFile(path, screenshot(t, ctx), 0o644))
	}
	press("Escape", "Escape", 27) // closes the editor: the keys play again
	press("p", "KeyP", 80)
	var s state
	require.Eventually(t, func() bool { s = read(t, ctx); return s.Paused }, 5*time.Minute, 100*time.Millisecond, "the breakpoint pauses")
	assert.Equal(t, 149, s.Tick, "on the tick cmd/sim -scenario near_chase -break '"+expr+"' names")
}

// TestThePagePlaysByTouch plays the page as a phone held upright, 390x844,
// by touch alone: the game lays its screen out upright, filling the page,
// with the keys button in the HUD's corner; a second's drag on the left half
// walks the player, the pause button pauses, a tap on an enemy selects it on
// the next update, and in a screenshot the controls are there and leave the
// player uncovered. Turned on its side, it shows the small screen on its
// side. WEB_SCREENSHOT_TOUCH keeps the screenshot (and
// WEB_SCREENSHOT_SIDEWAYS one on its side).
func TestThePagePlaysByTouch(t *testing.T) {
	srv := httptest.NewServer(Handler(buildWeb(t)))
	defer srv.Close()
	ctx := browser(t)
	_, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride,
		emulation.SetDeviceMetricsOverrideParams{Width: 390, Height: 844, DeviceScaleFactor: 1, Mobile: true})
	require.NoError(t, err)
	_, err = chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")))
	require.Eventually(t, func() bool { return read(t, ctx).Start }, 5*time.Minute, 100*time.Millisecond, "the start screen")
	assert.False(t, read(t, ctx).Touch, "no touch, no controls")
	assert.Equal(t, "touch", read(t, ctx).Hints, "a phone's start screen shows the touch controls before any touch")
	if path := os.Getenv("WEB_SCREENSHOT_START"); path != "" {
		require.NoError(t, os.WriteFile(path, screenshot(t, ctx), 0o644))
	}

	// The game's screen, upright, is fitted into the canvas, which fills the
	// page, and fills it in turn: no band across the middle.
	canvas, err := chromedp.Run(ctx, chromedp.Evaluate[[4]float64](`(() => {
		const r = document.querySelector("canvas").getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()`))
	require.NoError(t, err)
	assert.Equal(t, [4]float64{0, 0, 390, 844}, canvas, "the canvas fits the phone")
	scrolls, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.scrollingElement.scrollHeight > innerHeight || document.scrollingElement.scrollWidth > innerWidth`))
	require.NoError(t, err)
	assert.False(t, scrolls, "the page does not scroll")
	sw, sh := read(t, ctx).Screen[0], read(t, ctx).Screen[1]
	require.Greater(t, sh, sw, "the game's screen is upright")
	scale := min(canvas[2]/sw, canvas[3]/sh)
	assert.InDelta(t, canvas[2], sw*scale, 1, "the game's screen is as wide as the page")
	assert.InDelta(t, canvas[3], sh*scale, 0.05*canvas[3], "and about as tall")
	at := func(gx, gy float64) *input.TouchPoint {
		id := 1.0
		return &input.TouchPoint{X: canvas[0] + (canvas[2]-sw*scale)/2 + gx*scale, Y: canvas[1] + (canvas[3]-sh*scale)/2 + gy*scale, ID: &id}
	}
	// The keys button sits in the HUD's top right corner, the last 84 of
	// its pixels, off its text.
	keys, err := chromedp.Run(ctx, chromedp.Evaluate[[4]float64](`(() => {
		const r = document.getElementById("help").getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()`))
	require.NoError(t, err)
	assert.GreaterOrEqual(t, keys[0], canvas[0]+(canvas[2]-sw*scale)/2+(sw-84)*scale-1, "the keys button at %v covers the HUD's text", keys)
	assert.Less(t, keys[1], canvas[1]+(canvas[3]-sh*scale)/2+24*scale, "the keys button at %v is in the HUD", keys)
	touch := func(kind input.DispatchTouchEventType, points ...*input.TouchPoint) {
		if points == nil {
			points = []*input.TouchPoint{}
		}
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points})
		require.NoError(t, err)
	}
	// seen waits for the game to have run an update after now, so it saw
	// what was just touched.
	seen := func() state { return waitUpdates(t, ctx, 2) }
	// tapAt touches p until an update has seen it and lifts, and returns the
	// state of the update that saw it lift. A touch that lasts
	// control.TapUpdates updates is a long press, not a tap, and under load
	// the round trips to the browser may take that long: the page notes the
	// updates run when the finger touches and when it lifts, and tapAt
	// touches again while they say it was a long press.
	_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`window.touched = {};
		addEventListener("touchstart", () => { window.touched.start = window.enemyai.updates; }, true);
		addEventListener("touchend", () => { window.touched.end = window.enemyai.updates; }, true);
		true`))
	require.NoError(t, err)
	tapAt := func(p *input.TouchPoint) state {
		for range 5 {
			touch(input.DispatchTouchEventTypeTouchStart, p)
			nextUpdate(t, ctx)
			touch(input.DispatchTouchEventTypeTouchEnd)
			lifted := nextUpdate(t, ctx)
			long, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.touched.end - window.touched.start`))
			require.NoError(t, err)
			if long <= control.TapUpdates { // the lift found it held long-1 updates after the first
				return lifted
			}
			t.Logf("a touch of %d updates was a long press: touching again", long)
		}
		t.Fatal("every touch lasted too long to be a tap")
		return state{}
	}

	// A tap off the start screen's menu plays (touched again if the browser,
	// busy, made it a long press).
	tapAt(at(sw/2, sh*0.6))
	require.Eventually(t, func() bool { return !read(t, ctx).Start }, time.Minute, 20*time.Millisecond, "a tap plays")
	waitTicks(t, ctx, 20)

	// A second's drag to the right on the left half of the arena.
	touch(input.DispatchTouchEventTypeTouchStart, at(sw*0.2, sh*0.45))
	seen()
	touch(input.DispatchTouchEventTypeTouchMove, at(sw*0.6, sh*0.45))
	from := seen()
	walked := waitTicks(t, ctx, from.Tick+60)
	touch(input.DispatchTouchEventTypeTouchEnd)
	assert.True(t, walked.Touch, "the first touch shows the controls")
	assert.GreaterOrEqual(t, walked.PlayerX-from.PlayerX, 2.0, "a second's drag walks the player 2 units or more")

	// The pause button, then a tap on an enemy where it stands still.
	s := seen()
	// press touches the control at p until an update has seen it and
	// lifts, and returns the state of the update that saw it lift: a
	// control acts as it is touched, so a long press is no matter, and
	// touching again would act twice.
	press := func(p *input.TouchPoint) state {
		touch(input.DispatchTouchEventTypeTouchStart, p)
		nextUpdate(t, ctx)
		touch(input.DispatchTouchEventTypeTouchEnd)
		return nextUpdate(t, ctx)
	}
	button := func(s state, name string) *input.TouchPoint {
		for _, c := range s.Controls {
			if c.Name == name {
				return at(c.X+c.W/2, c.Y+c.H/2)
			}
		}
		t.Fatalf("no %s button among %+v", name, s.Controls)
		return nil
	}
	touch(input.DispatchTouchEventTypeTouchStart, button(s, "pause"))
	seen()
	touch(input.DispatchTouchEventTypeTouchEnd)
	s = seen()
	require.True(t, s.Paused, "the pause button pauses")
	require.NotEmpty(t, s.EnemiesAt)
	enemy := s.EnemiesAt[0]
	tapped := tapAt(at(enemy.X, enemy.Y))
	assert.Equal(t, enemy.ID, tapped.Selected, "a tap selects the enemy under it on the next update")
	assert.True(t, tapped.Panel, "and opens its panel")

	// The controls are drawn and leave the player uncovered.
	shot := screenshot(t, ctx)
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	assert.Equal(t, image.Pt(390, 844), img.Bounds().Size())
	assert.Positive(t, countPixels(img, func(r, g, b uint8) bool { return r > 100 && r < 140 && g > 30 && g < 60 && b > 30 && b < 60 }), "the strike button")
	s = read(t, ctx)
	p := s.Player
	for _, c := range s.Controls {
		assert.False(t, c.X < p[0]+p[2] && p[0]-p[2] < c.X+c.W && c.Y < p[1]+p[2] && p[1]-p[2] < c.Y+c.H,
			"the %s control at %+v covers the player at %v", c.Name, c, p)
	}
	if path := os.Getenv("WEB_SCREENSHOT_TOUCH"); path != "" {
		require.NoError(t, os.WriteFile(path, shot, 0o644))
	}

	// More opens the sheet of every button over the screen, which holds the
	// game; the sheet's edit button, as the toolbar's, opens the tree
	// editor on the enemy's kind and closes the sheet. The editor's buttons
	// stand in rows a finger can pick (24 CSS pixels or more), nine to a
	// row, and a tap where the window lays out Child opens the list of
	// choices to add; the edit button closes the editor.
	require.False(t, slices.ContainsFunc(s.Controls, func(c touchControl) bool { return c.Name == "edit" }),
		"upright, the edit button is not on the toolbar's first page: %+v", s.Controls)
	press(button(s, "pause")) // plays on
	s = press(button(s, "more"))
	require.Greater(t, len(s.Controls), 30, "the sheet shows every button: %+v", s.Controls)
	held := waitUpdates(t, ctx, 10)
	assert.True(t, held.Paused, "the game holds while the sheet is open")
	assert.Equal(t, s.Tick, held.Tick, "its clock stands still")
	if path := os.Getenv("WEB_SCREENSHOT_TOUCH_SHEET"); path != "" {
		require.NoError(t, os.WriteFile(path, screenshot(t, ctx), 0o644))
	}
	s = press(button(s, "pause")) // on the row, below the sheet: it pauses, and closes the sheet
	require.True(t, s.Paused)
	require.Less(t, len(s.Controls), 10, "the sheet closed: %+v", s.Controls)
	s = press(button(s, "more"))
	s = press(button(s, "edit"))
	require.True(t, s.Editing, "the edit button opens the tree editor")
	s = waitUpdates(t, ctx, 3) // the window is laid out on the update after
	assert.GreaterOrEqual(t, s.EditorRow*scale, 24.0, "the editor's rows of buttons, %v pixels at %.2f CSS pixels each", s.EditorRow, scale)
	// debugui's window: a title bar 24 pixels tall, then its body, whose
	// content starts 5 pixels in, its columns 4 apart.
	w := s.EditorAt
	column := (w[2] - 2*5 - 8*4) / 9
	s = tapAt(at(w[0]+5+column/2, w[1]+24+5+s.EditorRow/2))
	assert.True(t, s.Picking, "a tap on Child, in the window at %v, opens the list of choices", w)
	if path := os.Getenv("WEB_SCREENSHOT_TOUCH_EDITOR"); path != "" {
		require.NoError(t, os.WriteFile(path, screenshot(t, ctx), 0o644))
	}
	press(button(s, "edit"))
	s = waitUpdates(t, ctx, 2)
	assert.False(t, s.Editing, "the edit button closes the editor, and its list: %+v", s)

	// Turned on its side, the phone shows the small screen on its side,
	// 960x540, filling its height, the controls still off the player.
	_, err = chromedp.Call(ctx, emulation.SetDeviceMetricsOverride,
		emulation.SetDeviceMetricsOverrideParams{Width: 844, Height: 390, DeviceScaleFactor: 1, Mobile: true})
	require.NoError(t, err)
	require.Eventually(t, func() bool { return read(t, ctx).Screen == [2]float64{960, 540} }, time.Minute, 50*time.Millisecond,
		"on its side, the small screen: %v", read(t, ctx).Screen)
	s = read(t, ctx)
	p = s.Player
	require.NotEmpty(t, s.Controls)
	for _, c := range s.Controls {
		assert.False(t, c.X < p[0]+p[2] && p[0]-p[2] < c.X+c.W && c.Y < p[1]+p[2] && p[1]-p[2] < c.Y+c.H,
			"on its side, the %s control at %+v covers the player at %v", c.Name, c, p)
	}
	if path := os.Getenv("WEB_SCREENSHOT_SIDEWAYS"); path != "" {
		require.NoError(t, os.WriteFile(path, screenshot(t, ctx), 0o644))
	}
}
