//go:build browser

package main

import (
	"io/fs"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/enemyai/enemyai/assets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheTreeEditorInThePage opens the tree editor in the page, the game
// held while the editor has the keyboard, adds the walkthrough's retreat
// branch to Near's tree by keyboard, sees the game say that every Near
// enemy runs it, and saves: the page keeps the tree and
// downloads a near.tree that is the shipped text with the branch, as the
// desktop writes it.
func TestTheTreeEditorInThePage(t *testing.T) {
	srv := httptest.NewServer(Handler(buildWeb(t)))
	defer srv.Close()
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?scenario=near_chase&select=near-1&edit=true")))
	started := func() state { // ?edit holds the game: it updates, and plays no tick
		var s state
		require.Eventually(t, func() bool { s = read(t, ctx); return s.Updates >= 5 }, 5*time.Minute, 100*time.Millisecond, "the page runs")
		return s
	}
	s := started()
	assert.True(t, s.Paused, "?edit holds the game while the editor has the keyboard")
	assert.Zero(t, s.Tick)
	editing, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.enemyai.editing`))
	require.NoError(t, err)
	require.True(t, editing, "?edit opens the editor")
	// The downloads' contents, as the page hands them to the browser.
	_, err = chromedp.Run(ctx, chromedp.Evaluate[any](`(() => { window.downloads = [];
		const made = URL.createObjectURL; URL.createObjectURL = b => { window.downloads.push(b); return made(b); }; return 0; })()`))
	require.NoError(t, err)

	press := func(name, code string, vk int64) { tap(t, ctx, name, code, vk) }
	typeText := func(text string) { // key by key, as a keyboard types: each key's character
		for _, r := range text {
			c := strings.ToUpper(string(r))
			press(string(r), "Key"+c, int64(c[0]))
		}
	}
	choose := func(key, code string, vk int64, text string) {
		press(key, code, vk)
		typeText(text)
		press("Enter", "Enter", 13)
	}
	choose("a", "KeyA", 65, "seq")
	choose("r", "KeyR", 82, "retreat")
	choose("a", "KeyA", 65, "hpbelow")
	press("ArrowLeft", "ArrowLeft", 37)
	choose("a", "KeyA", 65, "movehome")
	press("ArrowLeft", "ArrowLeft", 37)
	press("d", "KeyD", 68)
	for range 3 {
		hold(t, ctx, "Control", "ControlLeft", 17, func() { press("ArrowUp", "ArrowUp", 38) })
	}
	note, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.enemyai.note`))
	require.NoError(t, err)
	assert.Equal(t, "near: tree edited, every near enemy runs it now", note)

	hold(t, ctx, "Control", "ControlLeft", 17, func() { press("s", "KeyS", 83) })
	downloaded, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.downloads.length ? window.downloads[window.downloads.length-1].text() : ""`,
		func(p *runtime.EvaluateParams) { await := true; p.AwaitPromise = &await }))
	require.NoError(t, err)
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	want := strings.Replace(string(shipped), "near [reactive selector]\n",
		"near [reactive selector]\n  retreat [sequence]\n    hpBelow [condition] hpBelow(0.5)\n    moveHome [action]\n", 1)
	assert.Equal(t, want, downloaded, "the download is the shipped tree with the branch")
	kept, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("enemyai/tree/near") || ""`))
	require.NoError(t, err)
	assert.Equal(t, want, kept, "and the page keeps it")

	require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
	started()
	note, err = chromedp.Run(ctx, chromedp.Evaluate[string](`window.enemyai.note`))
	require.NoError(t, err)
	assert.Contains(t, note, "started on the trees kept in this browser for near", "the next visit starts on it and says so")
}
