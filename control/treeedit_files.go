package control

import (
	"crypto/sha256"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treeedit"
)

// saveTree writes the tree edited: over the tree file the kind runs, or, on
// the embedded tree, into a new file in the working directory (near.tree,
// or the next free name: a file the game did not write is never
// overwritten), which later saves write again while it holds what the game
// wrote there, atomically; never, from the past, a tree the present does
// not run over a file that holds another, which a later save wrote. In a
// browser it keeps the tree in local storage, where the next visit starts
// from it, and downloads it.
func (c *Controller) saveTree() {
	t := &c.Trees
	f := c.TreeShown(t.Kind)
	if InBrowser {
		session.KeepTree(t.Kind, f.Text)
		if err := c.TreeEditor().SetBase(f.Text); err != nil {
			panic("control: a tree the session runs does not build: " + err.Error())
		}
		if err := download(t.Kind+".tree", f.Text); err != nil {
			t.Problem = "Kept in this browser, but not downloaded: " + err.Error()
			return
		}
		c.Say("kept " + t.Kind + "'s tree in this browser for your next visit, and downloaded it as " + t.Kind + ".tree")
		return
	}
	path := c.saveTreePath()
	if c.Run.Past() && string(f.Text) != string(c.Run.HeadTreeFile(t.Kind).Text) && c.holdsAnother(path, f.Text) {
		t.Problem = fmt.Sprintf("Not saved: this is the tree at t %d, and %s holds a later one: K keeps the what-if, or P plays on from here, and Ctrl+S then saves this one", c.Run.World.Tick, filepath.Base(path))
		return
	}
	if c.changedOnDisk(f.Path) {
		c.reloadTree(f.Path)
		t.Problem = fmt.Sprintf("Not saved: %s changed on disk since the game read it, and runs now: Ctrl+Z brings your tree back, and Ctrl+S then writes it over the file", filepath.Base(path))
		if c.Tuner.Problem != "" {
			t.Problem = fmt.Sprintf("Not saved: %s changed on disk since the game read it, and does not load (the banner says why): mend it, or move it away and save yours", filepath.Base(path))
		}
		return
	}
	sum, err := atomicfile.WriteFile(path, f.Text)
	if err != nil {
		t.Problem = "Not saved: " + err.Error()
		return
	}
	if err := c.TreeEditor().SetBase(f.Text); err != nil {
		panic("control: a tree the session runs does not build: " + err.Error())
	}
	c.onDisk(path, sum)
	if t.wrote == nil {
		t.wrote = map[string]string{}
	}
	t.Problem = ""
	abs, _ := filepath.Abs(path)
	if f.Path == "" {
		t.wrote[t.Kind] = path
		c.Say(fmt.Sprintf("saved %s's tree to %s: play it with -tree %s=%s", t.Kind, abs, t.Kind, path))
		return
	}
	c.Say(fmt.Sprintf("saved %s's tree to %s", t.Kind, abs))
}

// holdsAnother reports whether the file at path holds a tree other than
// text.
func (c *Controller) holdsAnother(path string, text []byte) bool {
	data, err := config.ReadFile(path)
	return err == nil && string(data) != string(text)
}

// saveTreePath returns where Ctrl+S writes the tree edited: the file the
// kind runs; on the embedded tree the file a save wrote before, if it still
// holds what was written, else a new one.
func (c *Controller) saveTreePath() string {
	t := &c.Trees
	if path := c.TreeShown(t.Kind).Path; path != "" {
		return path
	}
	if path, ok := t.wrote[t.Kind]; ok {
		if data, err := config.ReadFile(path); err == nil && c.readOrWrote(path, sha256.Sum256(data)) {
			return path
		}
	}
	return freeName(t.Kind + ".tree")
}

// EditedFile names the tree file the editor edits, as its window heads it:
// the file the kind runs, which Ctrl+S writes, its name cut from the left
// to at most 32 characters; "near.tree (built in)" for the embedded tree
// before a save ("near.tree (built in, not saved)" once edited), and after
// one the file it wrote; in a browser the name
// Ctrl+S downloads. A tree edited since it was read or saved is marked
// "(not saved)", and the embedded tree saved and not edited since
// "(saved)": a file's tree is edited when it differs from what the game
// last read from the file or wrote to it (so not after the file's own tree
// was reloaded over edits, nor at a tick before them), the embedded tree
// when it differs from what it started as or was last saved.
func (c *Controller) EditedFile() string {
	shown := c.TreeShown(c.Trees.Kind)
	runs := shown.Path // the file the kind runs, or "" for its embedded tree
	var edited bool
	if runs != "" {
		edited = !c.readOrWrote(runs, sha256.Sum256(shown.Text))
	} else {
		edited = c.TreeEditor().Modified()
	}
	path := runs
	switch {
	case InBrowser:
		return c.Trees.Kind + ".tree"
	case runs == "" && c.Trees.wrote[c.Trees.Kind] == "" && edited:
		return c.Trees.Kind + ".tree (built in, not saved)"
	case runs == "" && c.Trees.wrote[c.Trees.Kind] == "":
		return c.Trees.Kind + ".tree (built in)"
	case runs == "":
		path = c.Trees.wrote[c.Trees.Kind]
	}
	if r := []rune(path); len(r) > 32 {
		path = "…" + string(r[len(r)-31:])
	}
	switch {
	case edited:
		return path + " (not saved)"
	case runs == "":
		return path + " (saved)"
	}
	return path
}

// readOrWrote reports whether sum is that of what the tree file at path
// held when the game last read or wrote it: its reload is no change.
func (c *Controller) readOrWrote(path string, sum [32]byte) bool {
	s, ok := c.Trees.disk[path]
	return ok && s == sum
}

// onDisk notes that the tree file at path holds what sum is that of, as
// the game read or wrote it.
func (c *Controller) onDisk(path string, sum [32]byte) {
	if c.Trees.disk == nil {
		c.Trees.disk = map[string][32]byte{}
	}
	c.Trees.disk[path] = sum
}

// changedOnDisk reports whether the tree file at path holds something else
// than the game last read or wrote there; not for "" (an embedded tree),
// nor for a file it cannot read (a save says why).
func (c *Controller) changedOnDisk(path string) bool {
	if path == "" {
		return false
	}
	data, err := config.ReadFile(path)
	return err == nil && !c.readOrWrote(path, sha256.Sum256(data))
}

// reloadTree reads the tree file at path now, as its watcher would.
func (c *Controller) reloadTree(path string) { c.applyTree(path, config.Reload(path, ai.BuildFile)) }

// DropTree takes a tree file dropped on the game, named name: the tree of
// the kind it is named after (near.tree), else of the kind edited or
// selected, checked as a file is; the editor opens on it either way, with
// the file's problems if it does not build.
func (c *Controller) DropTree(name string, data []byte) {
	t := &c.Trees
	kind := strings.TrimSuffix(filepath.Base(name), ".tree")
	switch {
	case c.Run.World.Kind(kind) != nil:
	case t.Open:
		kind = t.Kind
	case c.Selected >= 0:
		kind = c.Run.World.Enemies[c.Selected].Kind.Name
	default:
		c.Say(fmt.Sprintf("%s: drop a tree named after a kind, like near.tree, or select an enemy first", name))
		return
	}
	if t.Kind != kind {
		t.Node = 0
	}
	t.Open, t.Kind, t.Pick, t.Typing = true, kind, nil, NoField
	c.holdForTrees()
	if c.Edit(func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetText(data) }) {
		c.Say(fmt.Sprintf("%s: %s's tree, every %s enemy runs it now", filepath.Base(name), kind, kind))
	}
}
