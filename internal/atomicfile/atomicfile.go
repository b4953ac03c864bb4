// Package atomicfile writes files so that a reader, or a crash, never sees
// them half written, and never replaces what is not a file: a symlink is
// written through to its target, and a device or a pipe is written to as it
// is.
package atomicfile

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Why WriteFile and Check refuse a path.
var (
	errReadOnly   = errors.New("the file is read-only; make it writable or save elsewhere")
	errDirectory  = errors.New("a directory: name a file")
	errNotFile    = errors.New("neither a regular file, a character device like /dev/null nor a pipe: name a file")
	errLinkLoop   = errors.New("too many levels of symbolic links")
	errNoFolder   = errors.New("the folder does not exist")
	errNotAFolder = errors.New("the folder is not a directory")
)

// staleAfter is how old a temporary file of ours must be before WriteFile
// takes it for the leftover of a crash and removes it.
const staleAfter = time.Minute

// maxLinks is how many symbolic links WriteFile follows, as Linux does.
const maxLinks = 40

// WriteFile writes data to path so that the file is at every moment either
// its old content or the new: a temporary file in the same directory, synced,
// then renamed over path. A symbolic link is followed to its target, which
// is written so and may be new; the link stays. A character device (like
// /dev/null or /dev/full) or a named pipe is written to directly, and its
// error is WriteFile's: nothing renames over it. Anything else that is not
// a regular file, a directory say, is refused. An existing file keeps its
// permissions and, where the process may set them, its owner and group. A
// read-only file is not replaced: WriteFile returns an error saying so.
// Temporary files left by an earlier write that crashed are removed. It
// returns the SHA-256 of data.
func WriteFile(path string, data []byte) ([32]byte, error) {
	sum := sha256.Sum256(data)
	f, err := Create(path)
	if err != nil {
		return sum, err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return sum, f.named(err)
	}
	return sum, f.named(f.Commit())
}

// File is a file being written whole, as WriteFile writes one, for a
// stream too long to hold in memory (a trace): what is written goes to a
// temporary file beside the path's target, which Commit puts in place and
// Abort removes. A device or a pipe is written to directly.
type File struct {
	*os.File
	path   string      // the path named
	target string      // what its links name
	info   fs.FileInfo // the target as it was, or nil if new
	direct bool        // a device or a pipe: written as it is
}

// Create opens path for writing whole (see File), as WriteFile does: a
// symbolic link is followed to its target, a device or a pipe is opened for
// writing (a pipe waits for its reader, as a shell's redirection does), a
// read-only file or anything else that is not a regular file is refused,
// and temporary files left by a crash are removed.
func Create(path string) (*File, error) {
	target, info, err := resolve(path)
	if err != nil {
		return nil, err
	}
	if info != nil && !info.Mode().IsRegular() {
		if err := kindProblem(target, info.Mode()); err != nil {
			return nil, err
		}
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		return &File{File: f, path: path, target: target, info: info, direct: true}, nil
	}
	if info != nil && info.Mode().Perm()&0o222 == 0 {
		return nil, &os.PathError{Op: "save", Path: path, Err: errReadOnly}
	}
	removeStale(target)
	tmp, err := os.CreateTemp(filepath.Dir(target), tempPrefix(target)+"*.tmp")
	if err != nil { // named by the user's file and folder, not ours
		return nil, &os.PathError{Op: "save", Path: path, Err: fmt.Errorf("cannot make a file in %s: %w", filepath.Dir(target), errors.Unwrap(err))}
	}
	f := &File{File: tmp, path: path, target: target, info: info}
	unfinished.Store(f, struct{}{})
	return f, nil
}

// unfinished holds the files Create made that are neither committed nor
// aborted: what RemoveUnfinished removes.
var unfinished sync.Map

// RemoveUnfinished removes the temporary files of every File being written,
// as a program stopped by a signal does before it exits, so that what it was
// writing leaves nothing behind and the old files stand as they were.
// The files stay open, so that a write under way on another goroutine goes
// on into nothing rather than failing before the program exits.
func RemoveUnfinished() {
	unfinished.Range(func(k, _ any) bool {
		os.Remove(k.(*File).Name())
		unfinished.Delete(k)
		return true
	})
}

// Commit puts what was written in place of the path's old file, if any,
// at once: synced, with the old file's permissions and, where the process
// may set them, its owner and group (a new file: 0644). A device or a pipe
// is closed.
func (f *File) Commit() error {
	if f.direct {
		return f.Close()
	}
	defer unfinished.Delete(f)
	defer os.Remove(f.Name())
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if f.info != nil {
		mode = f.info.Mode().Perm()
	}
	if err := os.Chmod(f.Name(), mode); err != nil {
		return err
	}
	if f.info != nil {
		keepOwner(f.Name(), f.info)
	}
	return os.Rename(f.Name(), f.target)
}

// named returns err, which names the path's target, with the path named
// first when a link led there: "out/summary.txt: write /dev/full: no space
// left on device" says which output failed.
func (f *File) named(err error) error {
	if err == nil || f.path == f.target {
		return err
	}
	return fmt.Errorf("%s: %w", f.path, err)
}

// Abort closes the file and removes what was written, leaving the path's
// old file as it was; a device or a pipe is closed.
func (f *File) Abort() {
	f.Close()
	if !f.direct {
		os.Remove(f.Name())
		unfinished.Delete(f)
	}
}

// Check reports whether WriteFile could write path, without writing it:
// a regular file that may be replaced, or a new one in a folder that
// exists and takes files (a file is made there and removed again), or a
// device or a pipe (not opened: a pipe would wait for its reader). A
// program checks its outputs so before it does the work whose result they
// hold.
func Check(path string) error {
	target, info, err := resolve(path)
	switch {
	case err != nil:
		return err
	case info != nil && !info.Mode().IsRegular():
		return kindProblem(path, info.Mode())
	case info != nil && info.Mode().Perm()&0o222 == 0:
		return &os.PathError{Op: "write", Path: path, Err: errReadOnly}
	}
	dir := filepath.Dir(target)
	switch folder, err := os.Stat(dir); {
	case errors.Is(err, fs.ErrNotExist):
		return &os.PathError{Op: "write", Path: path, Err: errNoFolder}
	case err != nil:
		return &os.PathError{Op: "write", Path: path, Err: errors.Unwrap(err)}
	case !folder.IsDir():
		return &os.PathError{Op: "write", Path: path, Err: errNotAFolder}
	}
	f, err := os.CreateTemp(dir, tempPrefix(target)+"check-*.tmp")
	if err != nil {
		return &os.PathError{Op: "write", Path: path, Err: errors.Unwrap(err)}
	}
	f.Close()
	return os.Remove(f.Name())
}

// resolve follows path's symbolic links to what they name, which may not
// exist yet (info nil).
func resolve(path string) (target string, info fs.FileInfo, err error) {
	target = path
	for range maxLinks {
		info, err := os.Lstat(target)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return target, nil, nil
		case err != nil:
			return target, nil, err
		case info.Mode()&fs.ModeSymlink == 0:
			return target, info, nil
		}
		link, err := os.Readlink(target)
		if err != nil {
			return target, nil, err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(target), link)
		}
		target = link
	}
	return target, nil, &os.PathError{Op: "write", Path: path, Err: errLinkLoop}
}

// kindProblem is why a path that is not a regular file cannot be written,
// or nil for a device or a pipe, which can.
func kindProblem(path string, mode fs.FileMode) error {
	switch {
	case mode&(fs.ModeCharDevice|fs.ModeNamedPipe) != 0:
		return nil
	case mode.IsDir():
		return &os.PathError{Op: "write", Path: path, Err: errDirectory}
	}
	return &os.PathError{Op: "write", Path: path, Err: errNotFile}
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
