package game

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// fit cuts s to at most n characters, marking the cut with "..".
func fit(s string, n int) string {
	if n <= 2 {
		return ""
	}
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimRight(string(r[:n-2]), " ") + ".."
}

// counted says how many of a noun there are, in the plural unless one:
// "1 kill", "2 kills".
func counted(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
