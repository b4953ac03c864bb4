package cli

import "github.com/enemyai/enemyai/control"

// FlagsHint says where the flags are listed, after a bad one: on the command
// line, -h; in a browser, whose address holds the flags, ?h.
func FlagsHint() string {
	if control.InBrowser {
		return "?h in the address lists the flags"
	}
	return "enemyai -h lists the flags"
}
