package control

import (
	"path/filepath"

	"github.com/enemyai/enemyai/internal/atomicfile"
)

// WriteOut writes a file the user asked for: atomically on the desktop, as a
// download in a browser.
func WriteOut(path string, data []byte) error {
	if InBrowser {
		return download(filepath.Base(path), data)
	}
	_, err := atomicfile.WriteFile(path, data)
	return err
}
