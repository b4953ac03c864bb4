package treeedit

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/enemyai/enemyai/bt/treefile"
)

// The checks of what an edit writes into a node's line: a name, a leaf or
// an argument that would end the line, start a comment or be read as
// something else is refused before the line is written, so that every text
// an edit makes reads back as the tree it meant. The reader checks the
// rest, with a file's messages.

// checkName says what keeps name from being a node's name.
func checkName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("a node needs a name")
	case !printable(name):
		return fmt.Errorf("name %q: not valid UTF-8, or holds a control character", name)
	case len(name) > treefile.MaxNameBytes:
		return fmt.Errorf("name %q is %d bytes long: at most %d", name, len(name), treefile.MaxNameBytes)
	case strings.IndexFunc(name, unicode.IsSpace) >= 0 || strings.ContainsAny(name, "/[#") || strings.ContainsRune(connectorRunes, first(name)):
		return fmt.Errorf("name %q: use letters, digits and _ (no spaces, '/', '[' or '#')", name)
	}
	return nil
}

// checkLeaf says what keeps leaf from being a vocabulary leaf's name.
func checkLeaf(leaf string) error {
	for i, r := range leaf {
		if !(unicode.IsLetter(r) || r == '_' || i > 0 && unicode.IsDigit(r)) {
			return fmt.Errorf("%q is not a leaf name: want a name, like playerWithin", leaf)
		}
	}
	if leaf == "" {
		return fmt.Errorf("a leaf needs a name, like playerWithin")
	}
	return nil
}

// checkArg says what keeps arg from being a leaf's argument.
func checkArg(arg string) error {
	if arg == "" || strings.TrimSpace(arg) != arg || strings.ContainsAny(arg, ",()#") || !printable(arg) {
		return fmt.Errorf("argument %q: an argument is not empty, holds no ',', '(', ')', '#' or control characters, and neither starts nor ends with a space", arg)
	}
	return nil
}

// printable reports whether s is valid UTF-8 without control characters.
func printable(s string) bool {
	return utf8.ValidString(s) && strings.IndexFunc(s, unicode.IsControl) < 0
}

// first returns the first rune of s.
func first(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}
