// Package guard answers the command line on a machine without a display,
// before Ebitengine can panic. Import it first, for its side effect, from the
// main package of a program that imports Ebitengine:
//
//	import _ "github.com/enemyai/enemyai/internal/cli/guard"
//
// Ebitengine v2.8.8 opens the X display while its packages initialize and
// panics without one. Go initializes packages in order of their import paths
// among those whose dependencies are ready, and this package's path sorts
// before Ebitengine's while it needs nothing Ebitengine's packages do not, so
// its init runs first: without a display, it handles -h, bad flags and bad
// files with their usual exit statuses and otherwise says there is no
// display, and exits. With a display it does nothing. TestGuardRunsBefore
// Ebitengine, in package main, checks the order.
package guard

import (
	"os"

	"github.com/enemyai/enemyai/internal/cli"
)

func init() {
	if !cli.HasDisplay() {
		os.Exit(cli.Headless(os.Args[1:], os.Stderr, cli.Check))
	}
}
