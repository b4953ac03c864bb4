package entity

import (
	"errors"
	"fmt"
	"strings"
)

// FileError is one problem in a configuration or scenario file: which file,
// which line (0 when unknown), which field, and what is wrong.
type FileError struct {
	File  string
	Line  int
	Field string // dotted path, like "kinds.near.detect" or "enemies[2].home"; "" for syntax errors
	Msg   string
}

// Error formats the problem as "file:line: field: message".
func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	b.WriteString(e.Msg)
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
