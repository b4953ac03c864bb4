package cli

import "strings"

// NoDisplay is what the demo says when it cannot open a window.
const NoDisplay = "enemyai: no display: run under xvfb-run or on a desktop"

// IsNoDisplay reports whether err is Ebitengine's answer to a machine with
// neither a window system nor a framebuffer device: RunGame then returns an
// error saying "no window system is available", which Ebitengine v2.10 does
// not export as a value of its own.
func IsNoDisplay(err error) bool {
	return err != nil && strings.Contains(err.Error(), "no window system is available")
}
