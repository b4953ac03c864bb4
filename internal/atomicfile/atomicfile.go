// Package atomicfile writes files so that a reader, or a crash, never sees
// them half written.
package atomicfile

import (
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// errReadOnly is why WriteFile refuses to replace a read-only file.
var errReadOnly = errors.New("the file is read-only; make it writable or save elsewhere")

// staleAfter is how old a temporary file of ours must be before WriteFile
// takes it for the leftover of a crash and removes it.
const staleAfter = time.Minute

// WriteFile writes data to path so that the file is at every moment either
// its old content or the new: a temporary file in the same directory, synced,
// then renamed over path. An existing file keeps its permissions and, where
// the process may set them, its owner and group. A read-only file is not
// replaced: WriteFile returns an error saying so. Temporary files left by an
// earlier write that crashed are removed. It returns the SHA-256 of data.
func WriteFile(path string, data []byte) ([32]byte, error) {
	sum := sha256.Sum256(data)
	mode := os.FileMode(0o644)
	info, err := os.Stat(path)
	if err == nil {
		mode = info.Mode().Perm()
		if mode&0o222 == 0 {
			return sum, &os.PathError{Op: "save", Path: path, Err: errReadOnly}
		}
	}
	removeStale(path)
	tmp, err := os.CreateTemp(filepath.Dir(path), tempPrefix(path)+"*.tmp")
	if err != nil {
		return sum, err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return sum, err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return sum, err
	}
	if err := tmp.Close(); err != nil {
		return sum, err
	}
	if err := os.Chmod(tmp.Name(), mode); err != nil {
		return sum, err
	}
	if info != nil {
		keepOwner(tmp.Name(), info)
	}
	return sum, os.Rename(tmp.Name(), path)
}

// tempPrefix is the start of the names of path's temporary files.
func tempPrefix(path string) string { return "." + filepath.Base(path) + "." }

// removeStale removes temporary files of path older than staleAfter: what a
// write that crashed left behind. Younger ones may belong to a write under way.
func removeStale(path string) {
	dir := filepath.Dir(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := tempPrefix(path)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !strings.HasSuffix(e.Name(), ".tmp") {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > staleAfter {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
