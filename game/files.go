package game

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// checkWritable reports whether a file can be created at path, without
// leaving one behind.
func checkWritable(path string) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".enemyai-check-*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, errors.Unwrap(err))
	}
	f.Close()
	return os.Remove(f.Name())
}
