package config

import (
	"strconv"
	"unicode"
	"unicode/utf8"
)

// Bounds of what a message quotes, in characters, so that no input of any
// size makes a message longer than a few lines: a file name keeps its end,
// everything else its start.
const (
	// QuotedChars is how much of a value the user typed a message quotes:
	// a flag's value, a name, a key.
	QuotedChars     = 40
	maxFileChars    = 160
	maxMessageChars = 600
)

// Excerpt returns s, or its first n characters followed by "…" when it is
// longer: the one cut every message makes of what it quotes. Its cost is
// bounded by n, whatever the length of s.
func Excerpt(s string, n int) string {
	chars := 0
	for i := range s {
		if chars == n {
			return s[:i] + "…"
		}
		chars++
	}
	return s
}

// truncate is Excerpt, by the name this package's files use.
var truncate = Excerpt

// Counted says how many of a noun there are, in the plural unless one: "1
// kill", "2 kills", as every message counts.
func Counted(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// Quote returns a value the user typed as a message quotes it: an excerpt
// of QuotedChars characters, in double quotes with Go's escapes.
func Quote(s string) string { return strconv.Quote(Excerpt(s, QuotedChars)) }

// Plain returns s as a message shows a value the user typed without quotes,
// cut to n characters (Excerpt): as it is, or quoted with its escapes when
// it holds a line break or another character that does not print, so that
// a message stays one line whatever was typed.
func Plain(s string, n int) string {
	e := Excerpt(s, n)
	for _, r := range e {
		if !unicode.IsPrint(r) {
			return strconv.Quote(e)
		}
	}
	return e
}

// ShortName returns a file name as messages show it: whole, or "…" and its
// last characters when it is longer than a line's worth; quoted with its
// escapes when it holds a character that does not print (a line break, a
// terminal's escape), so that a message stays one line and a name cannot
// drive the terminal.
func ShortName(path string) string {
	name := lastChars(path, maxFileChars)
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return strconv.Quote(name)
		}
	}
	return name
}

// lastChars returns s, or "…" and its last n-1 characters if it is longer.
func lastChars(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return "…" + string(r[len(r)-n+1:])
}
