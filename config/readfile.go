package config

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"strconv"
)

// ReadFile reads a file the user named, with an error naming it and saying
// plainly what is wrong ("file not found", "permission denied"). It reads
// only regular files (through symlinks), and at most MaxFileBytes: a device
// like /dev/zero, a pipe or a directory is refused before anything is read,
// and so is a file beyond the bound, after reading no more than it.
func ReadFile(path string) ([]byte, error) {
	return read(path, os.Stat, func(name string) (io.ReadCloser, error) { return os.Open(name) })
}

// ReadFS reads the file name of fsys (files dropped on the game, say) as
// ReadFile reads a file the user named: only a regular file, at most
// MaxFileBytes, with an error naming it.
func ReadFS(fsys fs.FS, name string) ([]byte, error) {
	return read(name, func(name string) (fs.FileInfo, error) { return fs.Stat(fsys, name) },
		func(name string) (io.ReadCloser, error) { return fsys.Open(name) })
}

// read reads the file name through stat and open, as ReadFile says.
func read(name string, stat func(string) (fs.FileInfo, error), open func(string) (io.ReadCloser, error)) ([]byte, error) {
	info, err := stat(name)
	if err != nil {
		return nil, &FileError{File: name, Msg: readProblem(err)}
	}
	if !info.Mode().IsRegular() {
		return nil, &FileError{File: name, Msg: NotRegular(info.Mode())}
	}
	f, err := open(name)
	if err != nil {
		return nil, &FileError{File: name, Msg: readProblem(err)}
	}
	defer f.Close()
	data, err := readBounded(f, info.Size())
	if err != nil {
		return nil, &FileError{File: name, Msg: readProblem(err)}
	}
	if len(data) > MaxFileBytes {
		return nil, &FileError{File: name, Msg: "larger than " + sizeName(MaxFileBytes) + ", the most a file may hold"}
	}
	return data, nil
}

// NoFiles is what reading a file answers where there are none: in a
// browser.
const NoFiles = "no such file here: a browser has no files"

// readBounded reads r to its end, or to one byte beyond MaxFileBytes,
// starting with room for size bytes.
func readBounded(r io.Reader, size int64) ([]byte, error) {
	buf := bytes.NewBuffer(make([]byte, 0, min(max(size, 0), MaxFileBytes)+bytes.MinRead))
	_, err := buf.ReadFrom(io.LimitReader(r, MaxFileBytes+1))
	return buf.Bytes(), err
}

// NotRegular says what a file of mode m is instead of a regular file, for a
// message naming it: "a device, not a regular file".
func NotRegular(m fs.FileMode) string {
	what := "not a regular file"
	switch {
	case m.IsDir():
		return "a directory, " + what
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe, " + what
	case m&fs.ModeSocket != 0:
		return "a socket, " + what
	case m&fs.ModeDevice != 0:
		return "a device, " + what
	}
	return what
}

// sizeName writes a number of bytes as a message says it, like "64 MiB".
func sizeName(n int) string {
	if n%(1<<20) == 0 {
		return strconv.Itoa(n>>20) + " MiB"
	}
	return strconv.Itoa(n) + " bytes"
}

// FileNotFound is the message of a FileError for a file that does not exist.
const FileNotFound = "file not found"

func readProblem(err error) string {
	switch {
	case errors.Is(err, os.ErrNotExist):
		return FileNotFound
	case errors.Is(err, os.ErrPermission):
		return "permission denied"
	case errors.Is(err, errors.ErrUnsupported): // a browser
		return NoFiles
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
