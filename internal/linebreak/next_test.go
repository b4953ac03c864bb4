package linebreak_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/enemyai/enemyai/internal/linebreak"
)

// TestLinesBreakAtSpacesButNotBesideSymbols: a line breaks at its last
// space, also one right after its n characters, but not beside a word of
// symbols alone; a word longer than a line is cut.
func TestLinesBreakAtSpacesButNotBesideSymbols(t *testing.T) {
	for _, tc := range []struct {
		s          string
		n          int
		line, rest string
	}{
		{"short", 10, "short", ""},
		{"abcdefghij", 4, "abcd", "efghij"},
		{"a line of n characters", 16, "a line of n", "characters"},
		{"a line of n characters and", 22, "a line of n characters", "and"},
		{"fraction  (still running", 12, "fraction", "(still running"},
		{"type a breakpoint: near.* branch == attack && hp < 0.5", 48, "type a breakpoint: near.*", "branch == attack && hp < 0.5"},
		{"one tick back (Shift: 1 s); N or . steps", 33, "one tick back (Shift: 1 s); N", "or . steps"},
		{"dist 5.9 <= detect 6.0", 12, "dist", "5.9 <= detect 6.0"},
		{"== && || ( )", 4, "== &", "& || ( )"},
		{"héllo wörld", 7, "héllo", "wörld"},
	} {
		line, rest := linebreak.Next(tc.s, tc.n)
		assert.Equal(t, [2]string{tc.line, tc.rest}, [2]string{line, rest}, "%q at %d", tc.s, tc.n)
	}
}

// TestGluedKeepsWhatNextKeepsTogether: the spaces Next does not end a line
// at become no-break spaces, the others stay.
func TestGluedKeepsWhatNextKeepsTogether(t *testing.T) {
	for _, tc := range []struct{ s, want string }{
		{"plain words here", "plain words here"},
		{"hp < 0.5, and", "hp\u00a0<\u00a00.5, and"},
		{"&& || ( ).", "&&\u00a0||\u00a0(\u00a0)."},
		{"two  spaces", "two  spaces"},
	} {
		assert.Equal(t, tc.want, linebreak.Glued(tc.s), tc.s)
	}
}

func ExampleNext() {
	s := "type a breakpoint: near.* branch == attack && hp < 0.5"
	for s != "" {
		var line string
		line, s = linebreak.Next(s, 30)
		fmt.Println(line)
	}
	// Output:
	// type a breakpoint: near.*
	// branch == attack && hp < 0.5
}
