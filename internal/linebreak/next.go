package linebreak

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Next returns the first line of s, of at most n characters (n > 0), and
// the rest, without the spaces between them: s whole if it fits, else cut
// at the last space where a line may end (a space right after the n
// characters too), or, where there is none, after n characters.
func Next(s string, n int) (line, rest string) {
	if utf8.RuneCountInString(s) <= n {
		return s, ""
	}
	end := byteIndex(s, n+1)
	cut := breakAt(s, end)
	if cut <= 0 {
		cut = byteIndex(s, n)
	}
	return strings.TrimRight(s[:cut], " "), strings.TrimLeft(s[cut:], " ")
}

// breakAt returns the byte index of the last space of s before end where a
// line may end, or 0 if there is none: not one beside a word of symbols
// alone, nor one of a run of spaces but its first.
func breakAt(s string, end int) int {
	for cut := strings.LastIndex(s[:end], " "); cut > 0; cut = strings.LastIndex(s[:cut], " ") {
		if s[cut-1] == ' ' {
			continue
		}
		before := s[strings.LastIndex(s[:cut], " ")+1 : cut]
		after, _, _ := strings.Cut(strings.TrimLeft(s[cut:], " "), " ")
		if !symbolsAlone(before) && !symbolsAlone(after) {
			return cut
		}
	}
	return 0
}

// symbolsAlone reports whether word has characters, none of them a letter
// or a digit: "==", "&&", "(", ".".
func symbolsAlone(word string) bool {
	return word != "" && !strings.ContainsFunc(word, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// byteIndex returns the byte offset of rune n of s, or len(s).
func byteIndex(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// Glued returns s with each space where Next would not end a line (beside a
// word of symbols alone) made a no-break space (U+00A0), for text that
// another library breaks into lines by Unicode's rules, as debugui does.
func Glued(s string) string {
	words := strings.Split(s, " ")
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			if symbolsAlone(words[i-1]) || symbolsAlone(w) {
				b.WriteString("\u00a0")
			} else {
				b.WriteString(" ")
			}
		}
		b.WriteString(w)
	}
	return b.String()
}
