package cli

import (
	"io"
	"os"
)

// IsTerminal reports whether w is a terminal: a file that is a character
// device other than the null device, where a person reads what is written
// (progress is shown there, and a picture's bytes are not written there).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	if err != nil || info.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(info, null)
}
