package game

import (
	"strings"
	"unicode/utf8"
)

// fit cuts s to at most n characters, marking the cut with "…" (one
// character of the font).
func fit(s string, n int) string {
	if n < 2 {
		return ""
	}
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimRight(string(r[:n-1]), " ") + "…"
}

// hanging wraps s into lines of at most n characters after head, which
// starts the first line; the others are indented as far, so that what
// follows a heading reads as one block.
func hanging(head, s string, n int) []string {
	width := utf8.RuneCountInString(head)
	lines := wrap(s, n-width)
	for i := range lines {
		if i == 0 {
			lines[i] = head + lines[i]
		} else {
			lines[i] = strings.Repeat(" ", width) + lines[i]
		}
	}
	return lines
}
