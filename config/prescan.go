package config

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// prescan reads a TOML document's shape before the TOML library parses it,
// and refuses what the library takes too long or too much memory over: a
// document beyond MaxTOMLBytes, and, naming the line and column where a
// limit is crossed, values nested more
// than MaxNesting deep (the library's cost grows with the square of an
// inline table's depth), keys and table headers of more than MaxNesting
// parts (with the square, and worse, of theirs), and more than MaxTOMLValues
// keys, array elements and tables (each costs the library about a hundred
// bytes). It also reports a table header without its closing bracket at its
// own line, where the library names the line after it. Its own cost is one
// pass over the bytes and a stack of MaxNesting brackets.
func prescan(file string, data []byte) *FileError {
	if len(data) > MaxTOMLBytes {
		return &FileError{File: file, Msg: "larger than " + sizeName(MaxTOMLBytes) + ", the most a configuration, scenario or sweep spec may hold"}
	}
	s := scanner{file: file, data: data, line: 1}
	return s.scan()
}

// scanner is prescan's position in a document.
type scanner struct {
	file      string
	data      []byte
	line      int
	lineStart int    // where the line begins
	open      []byte // the brackets of the values being read: '[' or '{'
	values    int    // keys, array elements and tables so far
}

// fail returns a problem at byte i, its column counted in characters.
func (s *scanner) fail(i int, format string, args ...any) *FileError {
	return &FileError{File: s.file, Line: s.line, Column: utf8.RuneCount(s.data[s.lineStart:i]) + 1, Msg: fmt.Sprintf(format, args...)}
}

func (s *scanner) scan() *FileError {
	inKey, lineStart := true, true // a key may start here; nothing but blanks before on the line
	dots := 0                      // the dots of the key being read
	for i := 0; i < len(s.data); i++ {
		c := s.data[i]
		switch c {
		case '\n':
			s.newLine(i + 1)
			if len(s.open) == 0 {
				inKey, lineStart, dots = true, true, 0
			}
			continue
		case ' ', '\t', '\r':
			continue
		case '#':
			i = s.lineEnd(i) - 1
			continue
		}
		if lineStart && len(s.open) == 0 && c == '[' {
			end, fe := s.header(i)
			if fe != nil {
				return fe
			}
			i, inKey, lineStart = end-1, false, false
			if fe := s.count(i); fe != nil {
				return fe
			}
			continue
		}
		lineStart = false
		switch c {
		case '"', '\'':
			i = s.skipString(i) - 1
		case '.':
			if dots++; inKey && dots >= MaxNesting {
				return s.fail(i, "a key of more than %d parts: a file may nest tables at most %d deep", MaxNesting, MaxNesting)
			}
		case '=':
			inKey = false
			if fe := s.count(i); fe != nil {
				return fe
			}
		case ',':
			inKey, dots = s.inTable(), 0
			if fe := s.count(i); fe != nil {
				return fe
			}
		case '[', '{':
			if s.open = append(s.open, c); len(s.open) > MaxNesting {
				return s.fail(i, "values nested more than %d deep: a file may nest arrays and inline tables at most %d deep", MaxNesting, MaxNesting)
			}
			inKey, dots = c == '{', 0
		case ']', '}':
			if len(s.open) > 0 {
				s.open = s.open[:len(s.open)-1]
			}
			inKey = false
		}
	}
	return nil
}

// count counts one more key, array element or table, found at byte i.
func (s *scanner) count(i int) *FileError {
	if s.values++; s.values > MaxTOMLValues {
		return s.fail(i, "more than %d keys, array elements and tables: a file may hold at most %d", MaxTOMLValues, MaxTOMLValues)
	}
	return nil
}

// inTable reports whether the innermost value being read is an inline
// table, whose elements are keys.
func (s *scanner) inTable() bool { return len(s.open) > 0 && s.open[len(s.open)-1] == '{' }

// newLine notes that a line begins at byte i.
func (s *scanner) newLine(i int) { s.line, s.lineStart = s.line+1, i }

// lineEnd returns the index of the end of the line byte i is on: its
// newline, or the end of the document.
func (s *scanner) lineEnd(i int) int {
	if n := bytes.IndexByte(s.data[i:], '\n'); n >= 0 {
		return i + n
	}
	return len(s.data)
}

// header reads the table header starting at byte i, like [a.b] or [[a]],
// and returns where it ends. A header must close on its line, and have at
// most MaxNesting parts.
func (s *scanner) header(i int) (end int, fe *FileError) {
	closing := []byte("]")
	if bytes.HasPrefix(s.data[i:], []byte("[[")) {
		closing = []byte("]]")
	}
	dots := 0
	for j := i + len(closing); j < len(s.data) && s.data[j] != '\n'; j++ {
		switch s.data[j] {
		case '"', '\'':
			j = s.skipString(j) - 1
		case '.':
			if dots++; dots >= MaxNesting {
				return 0, s.fail(j, "a table header of more than %d parts: a file may nest tables at most %d deep", MaxNesting, MaxNesting)
			}
		case ']':
			if bytes.HasPrefix(s.data[j:], closing) {
				return j + len(closing), nil
			}
		}
	}
	text := s.data[i:s.lineEnd(i)]
	if cut := bytes.IndexByte(text, '#'); cut >= 0 {
		text = text[:cut]
	}
	return 0, &FileError{File: s.file, Line: s.line, Column: 1,
		Msg: "table header " + truncate(string(bytes.TrimSpace(text)), 40) + " is not closed with " + string(closing)}
}

// skipString returns the index after the string starting at byte i: basic
// ("...", with escapes) or literal ('...'), on one line or, tripled, on
// several. A string left open ends at its line's end, or at the document's
// for a multi-line one, for the TOML library to report.
func (s *scanner) skipString(i int) int {
	quote := s.data[i]
	triple := bytes.HasPrefix(s.data[i:], []byte{quote, quote, quote})
	j := i + 1
	if triple {
		j = i + 3
	}
	for ; j < len(s.data); j++ {
		switch c := s.data[j]; {
		case c == '\\' && quote == '"':
			if j+1 < len(s.data) && s.data[j+1] == '\n' {
				if !triple {
					return j + 1
				}
				s.newLine(j + 2)
			}
			j++
		case c == '\n' && !triple:
			return j
		case c == '\n':
			s.newLine(j + 1)
		case c == quote && !triple:
			return j + 1
		case c == quote && bytes.HasPrefix(s.data[j:], []byte{quote, quote, quote}):
			end := j + 3
			for end < len(s.data) && s.data[end] == quote && end < j+5 { // up to two quotes end the string's text
				end++
			}
			return end
		}
	}
	return len(s.data)
}
