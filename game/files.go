package game

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/enemyai/enemyai/config"
)

// readFile reads a file the user named, with an error naming it.
func readFile(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		msg := err.Error()
		switch {
		case errors.Is(err, os.ErrNotExist):
			msg = "file not found"
		case errors.Is(err, os.ErrPermission):
			msg = "permission denied"
		}
		return nil, &config.FileError{File: path, Msg: msg}
	}
	return data, nil
}

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
