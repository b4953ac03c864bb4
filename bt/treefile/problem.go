package treefile

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Problem is one problem of a tree file: which file, which line and column
// (0 when unknown), and what is wrong.
type Problem struct {
	File         string
	Line, Column int
	Msg          string
	// Unlisted is, on the line that ends a list cut at MaxProblems, how
	// many problems the list leaves out (its Msg says so); else 0.
	Unlisted int
}

// maxFileChars is how much of a file's name a message keeps: its end.
const maxFileChars = 160

// Error formats the problem as "file:line:column: message".
func (p *Problem) Error() string {
	var b strings.Builder
	b.WriteString(lastChars(p.File, maxFileChars))
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
		if p.Column > 0 {
			fmt.Fprintf(&b, ":%d", p.Column)
		}
	}
	b.WriteString(": " + p.Msg)
	return b.String()
}

// Join joins a file's problems into one error, in the order of the file: at
// most MaxProblems of them, then a line counting the rest. It returns nil
// for none.
func Join(file string, problems []*Problem) error {
	if len(problems) == 0 {
		return nil
	}
	slices.SortStableFunc(problems, func(a, b *Problem) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column))
	})
	errs := make([]error, 0, MaxProblems+1)
	for _, p := range problems[:min(len(problems), MaxProblems)] {
		errs = append(errs, p)
	}
	switch rest := len(problems) - len(errs); {
	case rest == 1:
		errs = append(errs, &Problem{File: file, Msg: "and 1 more problem", Unlisted: 1})
	case rest > 1:
		errs = append(errs, &Problem{File: file, Msg: "and " + strconv.Itoa(rest) + " more problems", Unlisted: rest})
	}
	return errors.Join(errs...)
}

// Problems returns every *Problem in err, which may be a join of several.
func Problems(err error) []*Problem {
	var out []*Problem
	var walk func(error)
	walk = func(e error) {
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, inner := range j.Unwrap() {
				walk(inner)
			}
			return
		}
		var p *Problem
		if errors.As(e, &p) {
			out = append(out, p)
		}
	}
	if err != nil {
		walk(err)
	}
	return out
}

// excerptChars is how much of what the file says a message quotes.
const excerptChars = 40

// excerpt returns what a message shows of s, which the file says: s, or its
// first n characters and "…" if it is longer, reading no more of s than
// that, so that a message stays short whatever the line. It is written with
// Go's escapes, as between the double quotes of a Go string: a control
// character, a byte that is not UTF-8, a quote or a backslash is escaped
// (a NUL is \x00), so that a message is one line that a terminal or a log
// shows as it is.
func excerpt(s string, n int) string {
	more := ""
	for i := range s {
		if n == 0 {
			s, more = s[:i], "…"
			break
		}
		n--
	}
	q := strconv.Quote(s)
	return q[1:len(q)-1] + more
}

// quoted returns an excerpt of s in double quotes: how a message quotes
// what the file says.
func quoted(s string) string { return `"` + excerpt(s, excerptChars) + `"` }

// lastChars returns s, or "…" and its last n-1 characters if it is longer.
func lastChars(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return "…" + string(r[len(r)-n+1:])
}
