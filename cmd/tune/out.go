package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/sweep"
)

// checkOut makes sure that tune can write its files into the folder dir
// before any game runs: dir is a folder, or does not exist yet and its
// nearest existing parent is a folder, and a file can be made there. A
// file, a device or the spec named as -out is refused.
func checkOut(dir string) error {
	if info, err := os.Lstat(dir); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		if _, err := os.Stat(dir); err != nil {
			return fmt.Errorf("-out %s: a link that leads to no folder (what it names is missing, or the links loop): name a folder for the results", shortPath(dir))
		}
	}
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

// written is what a run writes into -out: files by name, files it may
// write over by pattern (see path.Match; names not known before it runs),
// and the replays of its kind there (by pattern) of which it writes the
// names in replays, or none when replays is nil.
type written struct {
	files, patterns []string
	replayPattern   string
	replays         []string
}

// The files of a sweep: its results, which every shard writes, and its
// pictures, which the whole sweep's run or merge writes.
var (
	resultFiles  = []string{"results.csv", manifestName}
	pictureFiles = []string{"heatmap.png", "heatmap.svg", "summary.txt"}
)

// sweepWrites returns what a sweep's run (o's shard of it) writes.
func sweepWrites(sw *sweep.Sweep, o options) written {
	w := written{files: resultFiles, replayPattern: sweep.ReplayPattern}
	if o.run.Shards <= 1 {
		w.files = slices.Concat(resultFiles, pictureFiles)
	}
	if o.replays {
		w.replays = sw.ReplayNames(o.run.Shard, o.run.Shards)
		w.patterns = []string{filepath.Join("replays", sweep.ReplayPattern)}
	}
	return w
}

// searchWrites returns what a search writes: its elites, the tree files
// beside best.toml and, with -replays, the winner's confirmation games,
// which are not named before it is found.
func searchWrites(o options) written {
	w := written{files: []string{"results.csv", "summary.txt", "best.toml", "search.png", "search.svg"},
		patterns: []string{filepath.Join("elites", "elite-*.toml"), "*.tree"}}
	if o.replays {
		w.patterns = append(w.patterns, filepath.Join("replays", sweep.ConfirmReplayPattern))
	} else {
		w.replayPattern = sweep.ConfirmReplayPattern
	}
	return w
}

// mergeWrites is what a merge writes: a whole sweep's files.
var mergeWrites = written{files: slices.Concat(resultFiles, pictureFiles)}

// check makes sure, before any game, that the run can write its files into
// dir (made later if missing; see checkOut), that none of them is a file
// the run reads (inputs), also through links, and that dir/replays holds
// no replays of an earlier run that this one would leave beside results
// they do not match.
func (w written) check(dir string, inputs []sweep.File) error {
	if _, err := os.Stat(dir); err != nil {
		return nil // nothing there yet: checkOut said it can be made
	}
	var in, out []cli.File
	for _, f := range inputs {
		in = append(in, cli.File{Name: f.Name, Path: f.Path})
	}
	for _, name := range w.files {
		out = append(out, cli.File{Name: "-out", Path: filepath.Join(dir, name)})
	}
	for _, pattern := range w.patterns {
		found, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			return err
		}
		for _, f := range found {
			out = append(out, cli.File{Name: "-out", Path: f})
		}
	}
	if err := cli.CheckFiles(in, out); err != nil {
		return err
	}
	if err := w.checkReplaysFolder(dir); err != nil {
		return err
	}
	return w.checkEarlierReplays(dir)
}

// checkReplaysFolder refuses, when the run writes replays (-replays), a
// dir/replays that is there and is no folder, where they could not go.
func (w written) checkReplaysFolder(dir string) error {
	for _, pattern := range w.patterns {
		if strings.HasPrefix(pattern, "replays"+string(filepath.Separator)) {
			folder := filepath.Join(dir, "replays")
			if info, err := os.Stat(folder); err == nil && !info.IsDir() {
				return fmt.Errorf("-out %s: %s is a file, not a folder: -replays writes the games there", shortPath(dir), shortPath(folder))
			}
			return nil
		}
	}
	return nil
}

// checkEarlierReplays refuses replays of an earlier run in dir/replays
// that this run would not write over.
func (w written) checkEarlierReplays(dir string) error {
	if w.replayPattern == "" {
		return nil
	}
	found, err := filepath.Glob(filepath.Join(dir, "replays", w.replayPattern))
	if err != nil {
		return err
	}
	var left []string
	for _, f := range found {
		if !slices.Contains(w.replays, filepath.Base(f)) {
			left = append(left, filepath.Base(f))
		}
	}
	if len(left) == 0 {
		return nil
	}
	return fmt.Errorf("-out %s: %s holds %d replays of an earlier run (like %s) that this run would not write over, and its results would not match them: move them away, or name another -out",
		shortPath(dir), shortPath(filepath.Join(dir, "replays")), len(left), left[0])
}
