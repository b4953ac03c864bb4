package config_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
)

func TestExcerptCutsCharactersNotBytes(t *testing.T) {
	tests := []struct {
		s    string
		n    int
		want string
	}{
		{"short", 40, "short"},
		{"exactly", 7, "exactly"},
		{"abcdef", 3, "abc…"},
		{"ééééé", 2, "éé…"},
		{"日本語のテキスト", 3, "日本語…"},
		{"", 3, ""},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, config.Excerpt(tc.s, tc.n), tc.s)
	}
	long := strings.Repeat("é", 10_000_000)
	got := config.Quote(long)
	assert.True(t, utf8.ValidString(got))
	assert.Equal(t, `"`+strings.Repeat("é", config.QuotedChars)+`…"`, got)
}

func ExampleQuote() {
	fmt.Println(config.Quote(strings.Repeat("near.detect=", 1000)))
	// Output: "near.detect=near.detect=near.detect=near…"
}

// TestAValueTypedReadsOnOneLine: a value typed with a line break or a
// control character is quoted with its escapes; a plain one is shown as it
// is; a long one is cut.
func TestAValueTypedReadsOnOneLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"near.sight", "near.sight"},
		{"0\n.", `"0\n."`},
		{"a\x00b", `"a\x00b"`},
		{"ééé", "ééé"},
		{"abcdef", "abc…"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, config.Plain(tc.in, map[bool]int{true: 3, false: 60}[tc.in == "abcdef"]), "%q", tc.in)
	}
	_, err := config.ParseKindValue("0\n.=1")
	assert.NotContains(t, err.Error(), "\n")
}

// TestAFileNameReadsOnOneLine: a file name with a terminal's escape or a
// line break is shown quoted with its escapes, in ShortName and in a
// file's error, so that it cannot drive the terminal; a plain one is shown
// as it is, a long one by its end.
func TestAFileNameReadsOnOneLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"assets/near.tree", "assets/near.tree"},
		{"no\x1b[2Jpe.toml", `"no\x1b[2Jpe.toml"`},
		{"a\nb.json", `"a\nb.json"`},
		{strings.Repeat("d/", 100) + "x.toml", "…" + strings.Repeat("/d", 76) + "/x.toml"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, config.ShortName(tc.in), "%q", tc.in)
		assert.Equal(t, tc.want+": file not found", (&config.FileError{File: tc.in, Msg: config.FileNotFound}).Error())
	}
}

func TestCountedSaysOneInTheSingular(t *testing.T) {
	for _, c := range []struct {
		n          int
		noun, want string
	}{{0, "kill", "0 kills"}, {1, "kill", "1 kill"}, {2, "node breakpoint", "2 node breakpoints"}, {1, "worker", "1 worker"}, {12, "line", "12 lines"}} {
		assert.Equal(t, c.want, config.Counted(c.n, c.noun))
	}
}
