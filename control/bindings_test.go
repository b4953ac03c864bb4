package control_test

import (
	"html"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// labels returns the first column of every binding.
func labels() []string {
	var out []string
	for _, b := range control.Bindings {
		out = append(out, b.Label)
	}
	return out
}

// TestTheKeyListsListTheBoundKeys checks that the manual's table of keys (docs/play.md), with
// its pad and touch columns, and the browser page's list name the same keys
// as the bindings, in the same order: the game's F1 list is made from them.
func TestTheKeyListsListTheBoundKeys(t *testing.T) {
	readme, err := os.ReadFile("../docs/play.md")
	require.NoError(t, err)
	table := string(readme)[strings.Index(string(readme), "| Key | Pad | Touch | Does |"):]
	table = table[:strings.Index(table, "\n\n")]
	var fromReadme, padsFromReadme, touchFromReadme, pads, touch []string
	for _, row := range strings.Split(table, "\n")[2:] {
		cells := strings.Split(strings.ReplaceAll(row, `\|`, "\x00"), "|")
		fromReadme = append(fromReadme, strings.ReplaceAll(strings.TrimSpace(cells[1]), "\x00", "|"))
		padsFromReadme = append(padsFromReadme, strings.TrimSpace(cells[2]))
		touchFromReadme = append(touchFromReadme, strings.TrimSpace(cells[3]))
	}
	for _, b := range control.Bindings {
		pads = append(pads, b.PadLabel())
		touch = append(touch, b.TouchLabel())
	}
	assert.Equal(t, labels(), fromReadme, "the keys in docs/play.md")
	assert.Equal(t, pads, padsFromReadme, "the pad's buttons in docs/play.md")
	assert.Equal(t, touch, touchFromReadme, "the touch controls in docs/play.md")

	page, err := os.ReadFile("../web/index.html")
	require.NoError(t, err)
	list := string(page)[strings.Index(string(page), "<summary>keys</summary>"):]
	list = list[:strings.Index(list, "</table>")]
	var fromPage, touchFromPage []string
	for _, m := range regexp.MustCompile(`<tr><td>(.*?)</td><td>(.*?)</td>`).FindAllStringSubmatch(list, -1) {
		fromPage = append(fromPage, html.UnescapeString(m[1]))
		touchFromPage = append(touchFromPage, html.UnescapeString(m[2]))
	}
	assert.Equal(t, labels(), fromPage, "the browser page's keys")
	assert.Equal(t, touch, touchFromPage, "the browser page's touch controls")
}

func TestEveryKeyIsBoundOnceAndActs(t *testing.T) {
	seen := map[string]bool{}
	for _, b := range control.Bindings {
		for _, k := range b.Keys {
			id := k.Name
			if k.Held {
				id += " held"
			}
			if k.Ctrl {
				id = "Ctrl+" + id
			}
			assert.False(t, seen[id], "%s is bound twice", id)
			seen[id] = true
			var in control.Input
			in.Act(k.Action, k.Value)
			assert.True(t, in.Acted(k.Action), "%s (%s) acts", k.Name, b.Label)
		}
	}
}

// TestAnInputSaysWhatActedAndWithWhichValue: directions add up within -1
// and 1, a field keeps its number, a plain action is on.
func TestAnInputSaysWhatActedAndWithWhichValue(t *testing.T) {
	tests := []struct {
		name   string
		in     control.Input
		intent entity.PlayerIntent
		field  int
		adjust int
		save   bool
	}{
		{"left", control.Acts().With(control.MoveX, -1), entity.PlayerIntent{Move: entity.Vec{X: -1}}, 0, 0, false},
		{"A and the left arrow", control.Acts().With(control.MoveX, -1).With(control.MoveX, -1), entity.PlayerIntent{Move: entity.Vec{X: -1}}, 0, 0, false},
		{"left and right", control.Acts().With(control.MoveX, -1).With(control.MoveX, 1), entity.PlayerIntent{}, 0, 0, false},
		{"down, striking", control.Acts(control.Strike).With(control.MoveY, 1), entity.PlayerIntent{Move: entity.Vec{Y: 1}, Attack: true}, 0, 0, false},
		{"field 7", control.Acts().With(control.PickField, 7), entity.PlayerIntent{}, 7, 0, false},
		{"a step down", control.Acts().With(control.Adjust, -1), entity.PlayerIntent{}, 0, -1, false},
		{"save", control.Acts(control.Save), entity.PlayerIntent{}, 0, 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.intent, tc.in.Intent())
			assert.Equal(t, tc.field, tc.in.Value(control.PickField))
			assert.Equal(t, tc.adjust, tc.in.Value(control.Adjust))
			assert.Equal(t, tc.save, tc.in.Acted(control.Save))
			assert.False(t, tc.in.Acted(control.OpenMenu))
		})
	}
}

// TestTheEditorsKeyListIsItsBindings checks docs/trees.md's table of the
// tree editor's keys against control.EditorBindings, row by row.
func TestTheEditorsKeyListIsItsBindings(t *testing.T) {
	doc, err := os.ReadFile("../docs/trees.md")
	require.NoError(t, err)
	table := string(doc)[strings.Index(string(doc), "| Key | Touch | Does |"):]
	table = table[:strings.Index(table, "\n\n")]
	var want, got []string
	for _, b := range control.EditorBindings {
		want = append(want, "| "+b.Label+" | "+b.TouchLabel()+" | "+b.Help+" |")
	}
	got = strings.Split(table, "\n")[2:]
	assert.Equal(t, want, got)
}

// TestEveryEditorKeyIsBoundOnce: the editor's keys do not repeat.
func TestEveryEditorKeyIsBoundOnce(t *testing.T) {
	seen := map[string]bool{}
	for _, b := range control.EditorBindings {
		for _, k := range b.Keys {
			id := k.Name
			if k.Ctrl {
				id = "Ctrl+" + id
			}
			assert.False(t, seen[id], "%s is bound twice", id)
			seen[id] = true
		}
	}
}

// TestNoEditorKeyIsAGameKeyThatStillActs: while the editor is open, the
// game's keys that still act (F1, F2, P, Ctrl+Z, Ctrl+Y, Ctrl+S) are not
// also the editor's.
func TestNoEditorKeyIsAGameKeyThatStillActs(t *testing.T) {
	kept := map[string]string{}
	for _, b := range control.Bindings {
		for _, k := range b.Keys {
			in := control.Acts(k.Action)
			if control.KeptWhileEditing(in) {
				kept[k.Name+strconv.FormatBool(k.Ctrl)] = b.Label
			}
		}
	}
	require.NotEmpty(t, kept)
	for _, b := range control.EditorBindings {
		for _, k := range b.Keys {
			assert.Empty(t, kept[k.Name+strconv.FormatBool(k.Ctrl)], "%s (%s) is also the game's", k.Name, b.Label)
		}
	}
}

// TestTouchHelpNamesNoKeys: what the key lists say a control does on a
// touch screen names no key and no mouse, which a phone has not.
func TestTouchHelpNamesNoKeys(t *testing.T) {
	keyboardWords := []string{"Ctrl", "Shift", "click", "wheel", "arrow", "Tab", "Esc", "Enter", "F1", "F2", "key"}
	for _, b := range control.Bindings {
		if b.LabelOn(control.TouchScreen) == "" {
			continue
		}
		for _, word := range keyboardWords {
			assert.NotContains(t, b.HelpOn(control.TouchScreen), word, "%s (on a touch screen: %s)", b.Label, b.TouchLabel())
		}
	}
}
