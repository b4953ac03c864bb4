package game

import (
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
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/session"
)

// tunable are the fields the keys 1 to 9 pick.
var tunable = config.TunableFields()

// defaultSaveName is where Ctrl+S first saves when the game runs on the
// embedded configuration.
const defaultSaveName = "enemies.toml"

// tuner is live tuning: the configuration file watched and saved to, the
// undo list, and the banner. The tuned values themselves live in one place:
// the world's kinds, changed through the session so that rewinding and
// replays see them.
type tuner struct {
	path      string // the configuration file; "" while on the embedded default
	watcher   *config.ConfigWatcher
	trees     []*config.Watcher[*bt.Tree[*ai.Agent]] // the tree files on disk the kinds run
	lastSaved [32]byte                               // SHA-256 of what this game last wrote
	file      *entity.Config                         // the file's content as last read or written: what Ctrl+S compares with

	field int        // 1-based index into tunable; 0: none picked
	undo  []tuneEdit // newest last

	problem  string // what is wrong now (a broken file, a failed save): the red banner
	warnings string // what the file allows but flags: the amber banner
}

// tuneEdit is one change, for undo: the kind by name, so undo reaches the
// live world whatever restarts happened since.
type tuneEdit struct {
	kind  string
	field config.KindField
	old   float64
}

// startTuner reads the configuration file as the session did and watches it,
// if the game was started on one.
func (g *Game) startTuner() error {
	o := g.run.Origin()
	file, err := config.ParseConfig(o.ConfigName, o.Config)
	if err != nil {
		return err
	}
	g.tune.file = file
	g.tune.warnings = warningText(file.Warnings)
	if inBrowser {
		g.say("in a browser: Ctrl+S keeps your tuning here and downloads it; files are not watched")
		return nil
	}
	if g.opts.ConfigPath == "" || g.opts.ReplayPath != "" {
		return nil
	}
	if err := g.watch(g.opts.ConfigPath); err != nil {
		return err
	}
	return g.watchTrees()
}

// watchTrees watches every tree file on disk that a kind runs.
func (g *Game) watchTrees() error {
	watched := map[string]bool{}
	for _, f := range g.run.TreeFiles() {
		if f.Path == "" || watched[f.Path] {
			continue
		}
		w, err := config.WatchFile(f.Path, ai.BuildFile)
		if err != nil {
			return err
		}
		watched[f.Path] = true
		g.tune.trees = append(g.tune.trees, w)
	}
	return nil
}

// closeWatchers stops watching the configuration and tree files.
func (g *Game) closeWatchers() {
	if g.tune.watcher != nil {
		g.tune.watcher.Close()
		g.tune.watcher = nil
	}
	for _, w := range g.tune.trees {
		w.Close()
	}
	g.tune.trees = nil
}

func (g *Game) watch(path string) error {
	if g.tune.watcher != nil {
		g.tune.watcher.Close()
	}
	w, err := config.WatchConfig(path)
	if err != nil {
		return err
	}
	g.tune.path, g.tune.watcher = path, w
	return nil
}

// tuneWith applies the tuning keys and any reload of the configuration file.
func (g *Game) tuneWith(in control.Input) {
	t := &g.tune
	g.note.tick()
	g.pollWatcher()
	if in.Field > 0 && in.Field <= len(tunable) && g.dbg.selected >= 0 {
		t.field = in.Field
	}
	adjust := in.Adjust
	if in.Wheel != 0 && !g.inPanel(in.MouseX, in.MouseY) {
		adjust += int(math.Copysign(1, in.Wheel))
	}
	if adjust != 0 && t.field > 0 && g.dbg.selected >= 0 {
		g.adjust(g.run.World.Enemies[g.dbg.selected].Kind.Name, tunable[t.field-1], adjust)
	}
	if in.Undo {
		g.undoTuning()
	}
	if in.Save {
		g.save()
	}
}

// adjust moves one field of the named kind by steps, within its limits,
// remembering the old value for undo.
func (g *Game) adjust(kind string, f config.KindField, steps int) {
	cur := *g.run.World.Kind(kind)
	if !f.AppliesTo(&cur) {
		g.say(fmt.Sprintf("%s is melee: %s only matters to ranged kinds", kind, f))
		return
	}
	if g.run.Past() {
		cur = g.stackedKind(kind) // changes at one tick stack into one what-if
	}
	next := f.Adjust(cur, steps)
	if f.Get(&next) == f.Get(&cur) {
		return
	}
	change := changeText(kind, f, f.Get(&cur), f.Get(&next))
	if g.run.Past() { // a what-if: the recorded future stays
		if err := g.whatIfKind(next, change); err != nil {
			g.say(err.Error())
		}
		return
	}
	g.run.SetKinds(next)
	g.rest.reset()
	g.tune.undo = append(g.tune.undo, tuneEdit{kind: kind, field: f, old: f.Get(&cur)})
	g.say(change)
}

// undoTuning reverts the last change, in the live world.
func (g *Game) undoTuning() {
	n := len(g.tune.undo)
	if n == 0 {
		g.say("nothing to undo")
		return
	}
	e := g.tune.undo[n-1]
	g.tune.undo = g.tune.undo[:n-1]
	k := *g.run.World.Kind(e.kind)
	was := e.field.Get(&k)
	e.field.Set(&k, e.old)
	g.run.SetKinds(k)
	g.rest.reset()
	g.say("undone: " + changeText(e.kind, e.field, was, e.old))
}

// changeText says what a change of a kind's field did, like
// "near detect 4.00 -> 4.25".
func changeText(kind string, f config.KindField, from, to float64) string {
	return fmt.Sprintf("%s %s %s -> %s", kind, f, f.Format(from), f.Format(to))
}

// edits returns the tuned values that differ from the file's.
func (g *Game) edits() []config.KindValue {
	var values []config.KindValue
	for _, k := range g.run.World.Kinds {
		fk := g.tune.file.Kinds[k.Name]
		if fk == nil {
			continue
		}
		for _, f := range tunable {
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
func (g *Game) save() {
	if inBrowser {
		g.saveInBrowser()
		return
	}
	t := &g.tune
	path, src := t.path, assets.Config
	if path == "" {
		path = freeName(defaultSaveName)
	} else {
		data, err := os.ReadFile(path)
		if err != nil {
			t.problem = "not saved: " + err.Error()
			return
		}
		src = data
	}
	out, err := config.SetKindValues(path, src, g.edits())
	if err != nil {
		t.problem = "not saved: " + firstLines(problemLines(err))
		return
	}
	sum, err := atomicfile.WriteFile(path, out)
	if err != nil {
		t.problem = "not saved: " + err.Error()
		return
	}
	t.lastSaved, t.problem = sum, ""
	if saved, err := config.ParseConfig(path, out); err == nil {
		t.file = saved
	}
	abs, _ := filepath.Abs(path)
	g.say("saved to " + abs)
	if t.path == "" {
		if err := g.watch(path); err != nil {
			t.problem = "saved, but not watching: " + err.Error()
		}
	}
}

// saveInBrowser keeps the tuned configuration in the browser, where the next
// visit starts on it, and offers it as a download: a browser has no files to
// save into.
func (g *Game) saveInBrowser() {
	t := &g.tune
	out, err := config.SetKindValues(defaultSaveName, g.run.Origin().Config, g.edits())
	if err != nil {
		t.problem = "not saved: " + firstLines(problemLines(err))
		return
	}
	keep(out)
	if err := download(defaultSaveName, out); err != nil {
		t.problem = "kept in this browser, but not downloaded: " + err.Error()
		return
	}
	t.problem = ""
	if saved, err := config.ParseConfig(defaultSaveName, out); err == nil {
		t.file = saved
	}
	g.say("kept in this browser for your next visit, and downloaded as " + defaultSaveName)
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
func (g *Game) pollWatcher() {
	if g.tune.watcher != nil {
		select {
		case u := <-g.tune.watcher.Updates():
			g.applyUpdate(u)
		default:
		}
	}
	for _, w := range g.tune.trees {
		select {
		case u := <-w.Updates():
			g.applyTree(w.Path(), u)
		default:
		}
	}
}

// applyTree gives every kind that runs the tree file at path its new
// content, at this tick boundary: their enemies' running nodes are halted
// once and they start the new tree fresh. A file that does not parse or
// build shows the red banner, and the last good tree stays in effect.
func (g *Game) applyTree(path string, u config.Update[*bt.Tree[*ai.Agent]]) {
	t := &g.tune
	if u.Err != nil {
		t.problem = firstLines(problemLines(u.Err)) + "  (still running the last good tree)"
		return
	}
	files := map[string]session.TreeFile{}
	var kinds []string
	for kind, f := range g.run.TreeFiles() {
		if f.Path == path {
			files[kind] = session.TreeFile{Path: path, Text: u.Data}
			kinds = append(kinds, kind)
		}
	}
	if g.run.Past() { // a what-if: the recorded future stays
		if err := g.whatIfTrees(files, "reloaded "+filepath.Base(path)); err != nil {
			t.problem = firstLines(problemLines(err)) + "  (the what-if keeps its last good tree)"
		}
		return
	}
	if err := g.run.SetTrees(files); err != nil {
		t.problem = firstLines(problemLines(err)) + "  (still running the last good tree)"
		return
	}
	t.problem = ""
	g.rest.reset()
	slices.Sort(kinds)
	g.say(fmt.Sprintf("reloaded %s: every %s enemy runs it now", filepath.Base(path), strings.Join(kinds, " and ")))
}

// applyUpdate applies what a reload of the configuration file changed, or
// shows why it cannot. Values the file did not change keep their in-game
// tuning; a file this game just saved is already in effect.
func (g *Game) applyUpdate(u config.ConfigUpdate) {
	t := &g.tune
	if u.Err != nil {
		t.problem = firstLines(problemLines(u.Err)) + "  (still running on the last good configuration)"
		return
	}
	t.problem, t.warnings = "", warningText(u.Value.Warnings)
	prev := t.file
	t.file = u.Value
	if u.Sum == t.lastSaved {
		return
	}
	var changed []entity.Kind
	var what []string
	for _, k := range g.run.World.Kinds {
		next, diffs := config.MergeKindChanges(*k, prev.Kinds[k.Name], u.Value.Kinds[k.Name])
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
	g.run.SetKinds(changed...)
	g.rest.reset()
	g.say(fmt.Sprintf("reloaded %s: %s", filepath.Base(t.path), strings.Join(what, ", ")))
}

// problemLines returns err's problems, one per line.
func problemLines(err error) []string {
	var lines []string
	for _, fe := range config.FileErrors(err) {
		lines = append(lines, fe.Error())
	}
	if len(lines) == 0 {
		lines = strings.Split(err.Error(), "\n")
	}
	return lines
}

// firstLines joins the first two lines and says how many more there are.
func firstLines(lines []string) string {
	if len(lines) > 2 {
		lines = append(lines[:2:2], fmt.Sprintf("and %d more", len(lines)-2))
	}
	return strings.Join(lines, "\n")
}

func warningText(ws []error) string {
	if len(ws) == 0 {
		return ""
	}
	var lines []string
	for _, w := range ws {
		lines = append(lines, w.Error())
	}
	return "warning: " + firstLines(lines)
}
