package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/session"
)

// File is a file a command reads or writes, and what names it in messages:
// a flag like "-record", or "the tree file of near".
type File struct {
	Name string
	Path string
}

// CheckFiles reports, before a command does any work, an output it could
// not write at the end (a missing folder, a directory, a read-only file;
// see atomicfile.Check), and an output that is one of the inputs or
// another output: the same file, also through links, or the same new
// path. A device, like /dev/null, may take several outputs. Outputs named
// "" or "-" (standard output) are not files.
func CheckFiles(inputs, outputs []File) error {
	var seen []seenFile
	for _, in := range inputs {
		if in.Path != "" {
			seen = append(seen, seenFile{in, identify(in.Path)})
		}
	}
	for _, out := range outputs {
		if out.Path == "" || out.Path == "-" {
			continue
		}
		if err := atomicfile.Check(out.Path); err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return fmt.Errorf("%s: cannot write %s: %w", out.Name, config.ShortName(out.Path), err)
		}
		id := identify(out.Path)
		for _, s := range seen {
			if id.same(s.id) {
				return fmt.Errorf("%s %s is the same file as %s %s: an output must not overwrite an input or another output",
					out.Name, config.ShortName(out.Path), s.Name, config.ShortName(s.Path))
			}
		}
		seen = append(seen, seenFile{out, id})
	}
	return nil
}

// seenFile is a file CheckFiles compares the outputs with.
type seenFile struct {
	File
	id identity
}

// identity is what tells two paths apart: the file there (nil if there is
// none), and the absolute path with the links of its folder followed.
type identity struct {
	info fs.FileInfo
	path string
}

func identify(path string) identity {
	id := identity{path: path}
	if info, err := os.Stat(path); err == nil {
		id.info = info
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return id
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		abs = filepath.Join(dir, filepath.Base(abs))
	}
	id.path = abs
	return id
}

// same reports whether two paths name the same file; a character device
// takes whatever is written to it, so it is never the same.
func (a identity) same(b identity) bool {
	if a.info != nil && b.info != nil {
		return os.SameFile(a.info, b.info) && a.info.Mode()&fs.ModeCharDevice == 0
	}
	return a.path == b.path
}

// Inputs lists the files a source reads: the configuration, the scenario
// (when it is a file), the replay and the tree files -tree names; and,
// once run is open, the tree files it was built from.
func Inputs(s session.Source, run *session.Session) []File {
	files := []File{{"-config", s.ConfigPath}, {"-replay", s.ReplayPath}}
	if _, err := os.Stat(s.ScenarioPath); err == nil {
		files = append(files, File{"-scenario", s.ScenarioPath})
	}
	for _, kind := range slices.Sorted(maps.Keys(s.Trees)) {
		files = append(files, File{"-tree " + config.Plain(kind, config.QuotedChars), s.Trees[kind]})
	}
	if run != nil {
		trees := run.TreeFiles()
		for _, kind := range slices.Sorted(maps.Keys(trees)) {
			if f := trees[kind]; f.Path != "" && f.Replay == "" {
				files = append(files, File{"the tree file of " + kind, f.Path})
			}
		}
	}
	return files
}

// Outputs lists the files the game writes.
func (o Options) Outputs() []File {
	return []File{{"-trace", o.TracePath}, {"-record", o.RecordPath}, {"-screenshot", o.Screenshot}, {"-cpuprofile", o.CPUProfile}}
}
