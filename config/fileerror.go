package config

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// FileError is one problem in a configuration, scenario or replay file:
// which file, which line and column (0 when unknown), which field, and what is
// wrong.
type FileError struct {
	File   string
	Line   int
	Column int
	Field  string // dotted path, like "kinds.near.detect" or "enemies[2].home"; "" for syntax errors
	Msg    string
	// Unlisted is, on the line that ends a list cut at MaxProblems, how
	// many problems the list leaves out (its Msg says so); else 0.
	Unlisted int
}

// Error formats the problem as "file:line: field: message", with ":column"
// after the line when it is known.
func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(ShortName(e.File))
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Column > 0 {
			fmt.Fprintf(&b, ":%d", e.Column)
		}
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(truncate(e.Field, 80) + ": ")
	}
	b.WriteString(truncate(e.Msg, maxMessageChars))
	return b.String()
}

// FileErrors returns every *FileError in err, which may be a join of several.
func FileErrors(err error) []*FileError {
	var out []*FileError
	var walk func(error)
	walk = func(e error) {
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, inner := range j.Unwrap() {
				walk(inner)
			}
			return
		}
		var fe *FileError
		if errors.As(e, &fe) {
			out = append(out, fe)
		}
	}
	if err != nil {
		walk(err)
	}
	return out
}

// sortProblems orders problems by line, column, then field, so that messages
// come in the order of the file whatever order they were found in; problems
// of no line (a table or key that is missing) come last.
func sortProblems(errs []*FileError) {
	slices.SortStableFunc(errs, func(a, b *FileError) int {
		lineless := func(e *FileError) bool { return e.Line == 0 } // a missing key has no line: after those that do
		return cmp.Or(cmpBool(lineless(a), lineless(b)), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column), cmp.Compare(a.Field, b.Field))
	})
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// moreProblems is the last line of a list cut at MaxProblems.
func moreProblems(n int) string {
	if n == 1 {
		return "and 1 more problem"
	}
	return "and " + strconv.Itoa(n) + " more problems"
}

// FieldError returns a problem with field, a dotted key like
// "kinds.near.tree" whose value came from the TOML text src of file, found
// after the file was read: on the line src sets the key (or, where it
// does not, its table's).
func FieldError(file string, src []byte, field, msg string) *FileError {
	return &FileError{File: file, Line: indexKeyLines(string(src)).line(field), Field: field, Msg: msg}
}

// Sets reports whether the TOML text src sets key itself, a dotted key
// like "kinds.near.tree", where a file may leave it to another.
func Sets(src []byte, key string) bool {
	_, ok := indexKeyLines(string(src))[key]
	return ok
}
