package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// checkOut makes sure that tune can write its files into the folder dir
// before any game runs: dir is a folder, or does not exist yet and its
// nearest existing parent is a folder, and a file can be made there. A
// file, a device or the spec named as -out is refused.
func checkOut(dir string) error {
	for p := dir; ; {
		info, err := os.Stat(p)
		switch {
		case err == nil && !info.IsDir():
			if p == dir {
				return fmt.Errorf("-out %s: is a file, not a folder: name a folder for the results", shortPath(dir))
			}
			return fmt.Errorf("-out %s: %s is a file, not a folder", shortPath(dir), shortPath(p))
		case err == nil:
			probe, err := os.CreateTemp(p, ".tune-probe-*")
			if err != nil {
				return fmt.Errorf("-out %s: cannot write in %s: %v", shortPath(dir), shortPath(p), unwrapPath(err))
			}
			probe.Close()
			return os.Remove(probe.Name())
		case !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR):
			return fmt.Errorf("-out %s: %v", shortPath(dir), unwrapPath(err))
		}
		parent := filepath.Dir(p)
		if parent == p {
			return fmt.Errorf("-out %s: no folder to make it in", shortPath(dir))
		}
		p = parent
	}
}

// unwrapPath returns the reason of a path error without the path, which the
// message names already.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// maxPathChars bounds a path in a message: a longer one keeps its end,
// which names the file.
const maxPathChars = 160

// shortPath returns p, or "…" and its last characters if it is longer than
// maxPathChars.
func shortPath(p string) string {
	r := []rune(p)
	if len(r) <= maxPathChars {
		return p
	}
	return "…" + string(r[len(r)-maxPathChars+1:])
}
