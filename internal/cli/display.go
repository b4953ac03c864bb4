package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
)

// NoDisplay is what the demo says when it cannot open a window.
const NoDisplay = "enemyai: no display: run under xvfb-run or on a desktop"

// HasDisplay reports whether a window can be opened: on Linux and the BSDs,
// whether an X display is named. Ebitengine v2.8.8 needs one there.
func HasDisplay() bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return os.Getenv("DISPLAY") != ""
	}
	return true
}

// Headless answers the command line without a display and returns the exit
// status: 0 for -h, 2 for a bad flag or file (one line naming it), else 1
// with NoDisplay, since the game itself needs a window.
func Headless(args []string, stderr io.Writer, check func(Options) error) int {
	o, err := Parse(args, stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case err != nil:
		fmt.Fprintf(stderr, "enemyai: %v (%s)\n", err, FlagsHint())
		return 2
	}
	if err := check(o); err != nil {
		fmt.Fprintln(stderr, "enemyai:", err)
		return 2
	}
	fmt.Fprintln(stderr, NoDisplay)
	return 1
}
