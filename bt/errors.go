package bt

import "strings"

// BuildError is one problem New found in a definition. Path names the node
// from the root, with names separated by "/"; a child without a name stands as
// "#N", its place among its siblings.
type BuildError struct {
	Path string
	Msg  string
}

// Error returns "bt: PATH: MSG".
func (e *BuildError) Error() string { return "bt: " + e.Path + ": " + e.Msg }

// BuildErrors is every problem New found, in the order of the definition. It
// is the error New returns: errors.As(err, &list) gives the whole list, and
// errors.As(err, &one) with a *BuildError the first problem.
type BuildErrors []*BuildError

// Error returns one line per problem.
func (l BuildErrors) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Unwrap returns the problems, for errors.Is and errors.As.
func (l BuildErrors) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}
