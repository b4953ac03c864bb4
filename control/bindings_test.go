package control_test

import (
	"html"
	"os"
	"regexp"
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

// TestTheKeyListsListTheBoundKeys checks that the manual's table of keys (docs/play.md) and
// the browser page's list name the same keys as the bindings, in the same
// order: the game's F1 list is made from them.
func TestTheKeyListsListTheBoundKeys(t *testing.T) {
	readme, err := os.ReadFile("../docs/play.md")
	require.NoError(t, err)
	table := string(readme)[strings.Index(string(readme), "| Key | Does |"):]
	table = table[:strings.Index(table, "\n\n")]
	var fromReadme []string
	for _, row := range strings.Split(table, "\n")[2:] {
		cell := strings.TrimSpace(strings.Split(strings.ReplaceAll(row, `\|`, "\x00"), "|")[1])
		fromReadme = append(fromReadme, strings.ReplaceAll(cell, "\x00", "|"))
	}
	assert.Equal(t, labels(), fromReadme, "the keys in docs/play.md")

	page, err := os.ReadFile("../web/index.html")
	require.NoError(t, err)
	list := string(page)[strings.Index(string(page), "<summary>keys</summary>"):]
	list = list[:strings.Index(list, "</table>")]
	var fromPage []string
	for _, m := range regexp.MustCompile(`<tr><td>(.*?)</td>`).FindAllStringSubmatch(list, -1) {
		fromPage = append(fromPage, html.UnescapeString(m[1]))
	}
	assert.Equal(t, labels(), fromPage, "the browser page's keys")
}

func TestHelpLinesAlignTheKeysInAColumn(t *testing.T) {
	lines := control.HelpLines()
	require.Len(t, lines, len(control.Bindings))
	column := -1
	for i, line := range lines {
		b := control.Bindings[i]
		require.True(t, strings.HasPrefix(line, b.Label), line)
		rest := []rune(line)[len([]rune(b.Label)):]
		at := len([]rune(b.Label)) + len(rest) - len([]rune(strings.TrimLeft(string(rest), " ")))
		if column < 0 {
			column = at
		}
		assert.Equal(t, column, at, "%q: the help starts in the same column", line)
		assert.True(t, strings.HasSuffix(line, b.Help))
	}
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
			in.Apply(k.Action, k.Value)
			assert.NotEqual(t, control.Input{}, in, "%s (%s) changes the snapshot", k.Name, b.Label)
		}
	}
	tests := []struct {
		action control.Action
		value  int
		want   control.Input
	}{
		{control.MoveX, -1, control.Input{Move: entity.Vec{X: -1}}},
		{control.MoveY, 1, control.Input{Move: entity.Vec{Y: 1}}},
		{control.PickField, 7, control.Input{Field: 7}},
		{control.Adjust, -1, control.Input{Adjust: -1}},
		{control.Save, 0, control.Input{Save: true}},
	}
	for _, tc := range tests {
		var in control.Input
		in.Apply(tc.action, tc.value)
		assert.Equal(t, tc.want, in)
	}
}
