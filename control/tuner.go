package control

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/bt/treefile"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/session"
)

// Tunable are the fields the keys 1 to 9 pick.
var Tunable = config.TunableFields()

// DefaultSaveName is where Ctrl+S first saves when the game runs on the
// embedded configuration.
const DefaultSaveName = "enemies.toml"

// Tuner is live tuning: the configuration file watched and saved to, the
// undo list, and the banner. The tuned values themselves live in one place:
// the world's kinds, changed through the session so that rewinding and
// replays see them.
type Tuner struct {
	Path      string // the configuration file; "" while on the embedded default
	watcher   *config.ConfigWatcher
	trees     []*config.Watcher[*bt.Tree[*ai.Agent]] // the tree files on disk the kinds run
	lastSaved [32]byte                               // SHA-256 of what this game last wrote
	file      *entity.Config                         // the file's content as last read or written: what Ctrl+S compares with

	Field int // 1-based index into Tunable; 0: none picked

	Problem  string // what is wrong now (a broken file, a failed save): the red banner
	Warnings string // what the file allows but flags: the amber banner
}

// startTuner reads the configuration file as the session did and watches it,
// if the game was started on one, and every tree file on disk a kind runs
// (named by -tree, or beside the configuration). A replay watches nothing:
// it plays what was recorded.
func (c *Controller) startTuner() error {
	o := c.Run.Origin()
	file, err := config.ParseConfig(o.ConfigName, o.Config)
	if err != nil {
		return err
	}
	c.Tuner.file = file
	c.Tuner.Warnings = warningText(file.Warnings)
	if InBrowser {
		c.SayOn("in a browser: saving (Ctrl+S) keeps your tuning here and downloads it; files are not watched", "",
			"in a browser: saving (the save button) keeps your tuning here and downloads it; files are not watched")
		return nil
	}
	if c.opts.ReplayPath != "" {
		return nil
	}
	if c.opts.ConfigPath != "" {
		if err := c.watch(c.opts.ConfigPath); err != nil {
			return err
		}
	}
	return c.watchTrees()
}

// watchTrees watches every tree file on disk that a kind runs.
func (c *Controller) watchTrees() error {
	watched := map[string]bool{}
	for _, f := range c.Run.TreeFiles() {
		if f.Path == "" || watched[f.Path] {
			continue
		}
		w, err := config.WatchFile(f.Path, ai.BuildFile)
		if err != nil {
			return err
		}
		watched[f.Path] = true
		c.onDisk(f.Path, sha256.Sum256(f.Text))
		c.Tuner.trees = append(c.Tuner.trees, w)
	}
	return nil
}

// closeWatchers stops watching the configuration and tree files.
func (c *Controller) closeWatchers() {
	if c.Tuner.watcher != nil {
		c.Tuner.watcher.Close()
		c.Tuner.watcher = nil
	}
	for _, w := range c.Tuner.trees {
		w.Close()
	}
	c.Tuner.trees = nil
}

func (c *Controller) watch(path string) error {
	if c.Tuner.watcher != nil {
		c.Tuner.watcher.Close()
	}
	w, err := config.WatchConfig(path)
	if err != nil {
		return err
	}
	c.Tuner.Path, c.Tuner.watcher = path, w
	return nil
}

// tuneWith applies the tuning keys and any reload of the configuration file.
func (c *Controller) tuneWith(in Input) {
	t := &c.Tuner
	c.pollWatcher()
	if in.Value(PickField) > 0 && in.Value(PickField) <= len(Tunable) && c.Selected >= 0 {
		t.Field = in.Value(PickField)
	}
	if in.Acted(NextField) && c.Selected >= 0 {
		t.Field = t.Field%len(Tunable) + 1
	}
	adjust := in.Value(Adjust)
	if in.Wheel != 0 && in.Over == OverTuner && c.PanelShown() && !c.Trees.Open { // the editor has the tuning keys, and the wheel waits with them
		adjust += int(math.Copysign(1, in.Wheel))
	}
	if adjust != 0 && t.Field > 0 && c.Selected >= 0 {
		c.adjust(c.Run.World.Enemies[c.Selected].Kind.Name, Tunable[t.Field-1], adjust)
	}
	if in.Acted(Undo) {
		c.undoLast()
	}
	if in.Acted(Redo) {
		c.redoLast()
	}
	switch {
	case in.Acted(Save) && c.Trees.Open:
		c.saveTree()
	case in.Acted(Save):
		c.save()
	}
}

// adjust moves one field of the named kind by steps, within its limits,
// through the door: live, or in the past a what-if.
func (c *Controller) adjust(kind string, f config.KindField, steps int) {
	cur := c.KindShown(kind)
	if !f.AppliesTo(&cur) {
		c.Say(fmt.Sprintf("%s is melee: %s only matters to ranged kinds", kind, f))
		return
	}
	next := f.Adjust(cur, steps)
	if f.Get(&next) == f.Get(&cur) {
		return
	}
	ch := change{kinds: []entity.Kind{next}, what: changeText(kind, f, f.Get(&cur), f.Get(&next))}
	if err := c.apply(ch); err != nil {
		c.Say(err.Error())
	}
}

// changeText says what a change of a kind's field did, like
// "near detect 4.00 -> 4.25".
func changeText(kind string, f config.KindField, from, to float64) string {
	return fmt.Sprintf("%s %s %s -> %s", kind, f, f.Format(from), f.Format(to))
}

// edits returns the tuned values that differ from the file's.
func (c *Controller) edits() []config.KindValue {
	var values []config.KindValue
	for _, k := range c.Run.World.Kinds {
		fk := c.Tuner.file.Kinds[k.Name]
		if fk == nil {
			continue
		}
		for _, f := range Tunable {
			if f.AppliesTo(k) && f.Get(k) != f.Get(fk) {
				values = append(values, config.KindValue{Kind: k.Name, Field: f, Value: f.Get(k)})
			}
		}
	}
	return values
}

// save writes the tuned values into the configuration file, keeping its other
// settings and comments, atomically. On the embedded default the first save
// writes a new file in the working directory (enemies.toml, or the next free
// name if a file the game did not write has that one) and watches it from
// then on, so later saves update it.
func (c *Controller) save() {
	if InBrowser {
		c.saveInBrowser()
		return
	}
	t := &c.Tuner
	path, src := t.Path, assets.Config
	if path == "" {
		path = freeName(DefaultSaveName)
	} else {
		data, err := config.ReadFile(path)
		if err != nil {
			t.Problem = "not saved: " + err.Error()
			return
		}
		src = data
	}
	out, err := config.SetKindValues(path, src, c.edits())
	if err != nil {
		t.Problem = "not saved: " + problemText(err, "")
		return
	}
	sum, err := atomicfile.WriteFile(path, out)
	if err != nil {
		t.Problem = "not saved: " + err.Error()
		return
	}
	t.lastSaved, t.Problem = sum, ""
	if saved, err := config.ParseConfig(path, out); err == nil {
		t.file = saved
	}
	abs, _ := filepath.Abs(path)
	c.Say("saved to " + abs)
	if t.Path == "" {
		if err := c.watch(path); err != nil {
			t.Problem = "saved, but not watching: " + err.Error()
		}
	}
}

// saveInBrowser keeps the tuned configuration in the browser, where the next
// visit starts on it, and offers it as a download: a browser has no files to
// save into.
func (c *Controller) saveInBrowser() {
	t := &c.Tuner
	out, err := config.SetKindValues(DefaultSaveName, c.Run.Origin().Config, c.edits())
	if err != nil {
		t.Problem = "not saved: " + problemText(err, "")
		return
	}
	keep(out)
	if err := download(DefaultSaveName, out); err != nil {
		t.Problem = "kept in this browser, but not downloaded: " + err.Error()
		return
	}
	t.Problem = ""
	if saved, err := config.ParseConfig(DefaultSaveName, out); err == nil {
		t.file = saved
	}
	c.Say("kept in this browser for your next visit, and downloaded as " + DefaultSaveName)
}

// freeName returns name if no file has it, else the first of name-2,
// name-3, ... that is free: a file the game did not write is never
// overwritten.
func freeName(name string) string {
	ext := filepath.Ext(name)
	base := strings.TrimSuffix(name, ext)
	for i := 1; ; i++ {
		candidate := name
		if i > 1 {
			candidate = base + "-" + strconv.Itoa(i) + ext
		}
		if _, err := os.Lstat(candidate); os.IsNotExist(err) {
			return candidate
		}
	}
}

// pollWatcher applies the newest reload of the configuration file and of
// each tree file, if any.
func (c *Controller) pollWatcher() {
	if c.Tuner.watcher != nil {
		select {
		case u := <-c.Tuner.watcher.Updates():
			c.applyUpdate(u)
		default:
		}
	}
	for _, w := range c.Tuner.trees {
		select {
		case u := <-w.Updates():
			c.applyTree(w.Path(), u)
		default:
		}
	}
}

// applyTree gives every kind that runs the tree file at path its new
// content, through the door: live at this tick boundary (their enemies'
// running nodes are halted once and they start the new tree fresh), or in
// the past a what-if. A file that does not parse or build shows the red
// banner, and the last good tree stays in effect.
func (c *Controller) applyTree(path string, u config.Update[*bt.Tree[*ai.Agent]]) {
	t := &c.Tuner
	if u.Err != nil {
		t.Problem = problemText(u.Err, checkCommand(path)) + "  (still running the last good tree)"
		return
	}
	if c.readOrWrote(path, u.Sum) {
		t.Problem = "" // as the game read or wrote it: in force already
		return
	}
	files := map[string]session.TreeFile{}
	var kinds []string
	unsaved := false // a kind runs edits not saved to the file
	for kind, f := range c.Run.TreeFiles() {
		if f.Path == path {
			files[kind] = session.TreeFile{Path: path, Text: u.Data}
			kinds = append(kinds, kind)
			unsaved = unsaved || !c.readOrWrote(path, sha256.Sum256(f.Text))
		}
	}
	c.onDisk(path, u.Sum)
	slices.Sort(kinds)
	ch := change{trees: files, source: byFile,
		what: fmt.Sprintf("reloaded %s: every %s enemy runs it now", filepath.Base(path), strings.Join(kinds, " and "))}
	// Edits not saved are not lost: Ctrl+Z takes the file's tree back and
	// gives them back, as it takes back an edit.
	var back change
	keep := unsaved && !c.Run.Past()
	if keep {
		back = c.inverse(ch)
		ch.what += "; it replaced edits you had not saved: Ctrl+Z brings them back"
	}
	switch err := c.apply(ch); {
	case errors.Is(err, errNoChange):
		t.Problem = ""
	case err != nil:
		t.Problem = problemText(err, checkCommand(path)) + "  (still running the last good tree)"
	default:
		t.Problem = ""
		if keep {
			c.pushUndo(back)
		}
	}
}

// applyUpdate applies what a reload of the configuration file changed, or
// shows why it cannot. Values the file did not change keep their in-game
// tuning; a file this game just saved is already in effect.
func (c *Controller) applyUpdate(u config.ConfigUpdate) {
	t := &c.Tuner
	if u.Err != nil {
		t.Problem = problemText(u.Err, "") + "  (still running on the last good configuration)"
		return
	}
	t.Problem, t.Warnings = "", warningText(u.Value.Warnings)
	prev := t.file
	t.file = u.Value
	if u.Sum == t.lastSaved {
		return
	}
	var changed []entity.Kind
	var what []string
	for _, k := range c.Run.World.Kinds {
		next, diffs := config.MergeKindChanges(c.KindShown(k.Name), prev.Kinds[k.Name], u.Value.Kinds[k.Name])
		for _, d := range diffs {
			what = append(what, k.Name+" "+d)
		}
		if len(diffs) > 0 {
			changed = append(changed, next)
		}
	}
	if len(changed) == 0 {
		return
	}
	ch := change{kinds: changed, source: byFile,
		what: fmt.Sprintf("reloaded %s: %s", filepath.Base(t.Path), strings.Join(what, ", "))}
	c.apply(ch) // kinds' values always build; no change: in force already
}

// problemText lists err's problems for a banner, the first problemsShown of
// them, then how many more there are and, when all is not empty, the
// command that lists them all.
func problemText(err error, all string) string {
	lines, more := problemLines(err)
	return listed(lines, more, all)
}

// problemLines returns err's problems, one per line, and how many more it
// counts without listing them: a file's list is cut at a limit, its last
// line counting the rest (config.FileError.Unlisted,
// treefile.Problem.Unlisted).
func problemLines(err error) (lines []string, more int) {
	for _, fe := range config.FileErrors(err) {
		if fe.Unlisted > 0 {
			more += fe.Unlisted
		} else {
			lines = append(lines, fe.Error())
		}
	}
	for _, p := range treefile.Problems(err) {
		if p.Unlisted > 0 {
			more += p.Unlisted
		} else {
			lines = append(lines, p.Error())
		}
	}
	if len(lines) == 0 && more == 0 {
		lines = strings.Split(err.Error(), "\n")
	}
	return lines, more
}

// problemsShown is how many of a file's problems a banner lists.
const problemsShown = 4

// listed joins the first problemsShown lines and says how many more there
// are, besides more left out already, and, when all is not empty, the
// command that lists them all.
func listed(lines []string, more int, all string) string {
	if len(lines) > problemsShown {
		lines, more = lines[:problemsShown:problemsShown], more+len(lines)-problemsShown
	}
	if more > 0 {
		tail := fmt.Sprintf("and %d more", more)
		if all != "" {
			tail += ": " + all + " lists them all"
		}
		lines = append(lines, tail)
	}
	return strings.Join(lines, "\n")
}

// checkCommand is the command that lists every problem of the tree file at
// path.
func checkCommand(path string) string {
	if strings.ContainsAny(path, " '\"\\$`") {
		path = strconv.Quote(path)
	}
	return "go run ./cmd/trees -check " + path
}

func warningText(ws []error) string {
	if len(ws) == 0 {
		return ""
	}
	var lines []string
	for _, w := range ws {
		lines = append(lines, w.Error())
	}
	return "warning: " + listed(lines, 0, "")
}
