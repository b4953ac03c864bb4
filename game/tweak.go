package game

import (
	"cmp"
	"fmt"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// tunable are the fields 1, 2 and 3 pick.
var tunable = []config.KindField{config.FieldDetect, config.FieldAttack, config.FieldSpeed}

// Tuning limits, in world units (per second for speed).
const (
	tuneStep = 0.25
	tuneMin  = 0.25
	tuneMax  = 40
)

// defaultSaveName is where Ctrl+S saves when the game runs on the embedded
// configuration.
const defaultSaveName = "enemies.toml"

// messageTicks is how long a message stays on screen, in updates (3 s).
const messageTicks = 180

// tuner is the state of live range tuning: the file watched and saved to,
// the edits made, and what the banner says.
type tuner struct {
	path      string // the configuration file; "" while on the embedded default
	watcher   *config.ConfigWatcher
	lastSaved [32]byte       // SHA-256 of what this game last wrote
	file      *entity.Config // the file's content as last read or written, to see what a reload changes

	field  int                  // 1-based index into tunable; 0: none picked
	undo   []tuneEdit           // newest last
	edited map[tuneKey]struct{} // what Ctrl+S writes

	problem  string // the configuration file's errors: the banner
	warnings string // what the file allows but flags
	message  string // a passing note: saved, reloaded
	messageT int    // updates left for message
}

type tuneKey struct {
	kind  string
	field config.KindField
}

// tuneEdit is one change, for undo.
type tuneEdit struct {
	kind  *entity.Kind
	field config.KindField
	old   float64
}

// startTuner watches the configuration file, if the game was started on one.
func (g *Game) startTuner() error {
	g.tune.edited = map[tuneKey]struct{}{}
	g.tune.warnings = warningText(g.cfg.Warnings)
	g.tune.file = g.cfg.Clone()
	if g.opts.ConfigPath == "" {
		return nil
	}
	return g.watch(g.opts.ConfigPath)
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
func (g *Game) tuneWith(in Input) {
	t := &g.tune
	if t.messageT > 0 {
		t.messageT--
	}
	g.pollWatcher()
	if in.Field > 0 && g.dbg.selected >= 0 {
		t.field = in.Field
	}
	adjust := in.Adjust
	if in.Wheel != 0 && !g.inPanel(in.MouseX, in.MouseY) {
		adjust += int(math.Copysign(1, in.Wheel))
	}
	if adjust != 0 && t.field > 0 && g.dbg.selected >= 0 {
		g.adjust(g.world.Enemies[g.dbg.selected].Kind, tunable[t.field-1], float64(adjust)*tuneStep)
	}
	if in.Undo {
		g.undo()
	}
	if in.Save {
		g.save()
	}
}

// adjust changes one field of kind k by delta, within limits, remembering
// the old value for undo.
func (g *Game) adjust(k *entity.Kind, f config.KindField, delta float64) {
	old := f.Get(k)
	v := math.Round((old+delta)/tuneStep) * tuneStep
	v = math.Min(math.Max(v, tuneMin), tuneMax)
	if f == config.FieldAttack && k.Ranged {
		v = math.Max(v, k.MinDistance+tuneStep) // a ranged enemy must be able to shoot
	}
	if v == old {
		return
	}
	f.Set(k, v)
	g.tune.undo = append(g.tune.undo, tuneEdit{kind: k, field: f, old: old})
	g.tune.edited[tuneKey{k.Name, f}] = struct{}{}
}

// undo reverts the last change.
func (g *Game) undo() {
	n := len(g.tune.undo)
	if n == 0 {
		g.say("nothing to undo")
		return
	}
	e := g.tune.undo[n-1]
	g.tune.undo = g.tune.undo[:n-1]
	e.field.Set(e.kind, e.old)
	g.say(fmt.Sprintf("undone: %s %s back to %.2f", e.kind.Name, e.field, e.old))
}

// save writes the tuned values into the configuration file, keeping its other
// settings and comments, atomically. On the embedded default it writes a new
// file in the working directory and watches it from then on.
func (g *Game) save() {
	path, src := g.tune.path, assets.Config
	if path == "" {
		path = defaultSaveName
		if _, err := os.Stat(path); err == nil {
			g.tune.problem = fmt.Sprintf("not saved: %s already exists here; start with -config %s to edit it", path, path)
			return
		}
	} else {
		data, err := os.ReadFile(path)
		if err != nil {
			g.tune.problem = "not saved: " + err.Error()
			return
		}
		src = data
	}
	var values []config.KindValue
	for key := range g.tune.edited {
		values = append(values, config.KindValue{Kind: key.kind, Field: key.field, Value: key.field.Get(g.world.Kind(key.kind))})
	}
	slices.SortFunc(values, func(a, b config.KindValue) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Field, b.Field))
	})
	out, err := config.SetKindValues(path, src, values)
	if err != nil {
		g.tune.problem = "not saved: " + firstLines(problemLines(err))
		return
	}
	sum, err := atomicfile.WriteFile(path, out)
	if err != nil {
		g.tune.problem = "not saved: " + err.Error()
		return
	}
	g.tune.lastSaved, g.tune.problem = sum, ""
	abs, _ := filepath.Abs(path)
	g.say("saved to " + abs)
	if g.tune.path == "" {
		if err := g.watch(path); err != nil {
			g.tune.problem = "saved, but not watching: " + err.Error()
		}
	}
}

// pollWatcher applies the newest reload of the configuration file, if any.
func (g *Game) pollWatcher() {
	if g.tune.watcher == nil {
		return
	}
	select {
	case u := <-g.tune.watcher.Updates():
		g.applyUpdate(u)
	default:
	}
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
	t.problem, t.warnings = "", warningText(u.Config.Warnings)
	prev := t.file
	t.file = u.Config
	if u.Sum == t.lastSaved {
		return
	}
	changed := g.world.ApplyKindChanges(prev, u.Config)
	if len(changed) > 0 {
		g.say(fmt.Sprintf("reloaded %s: %s changed", filepath.Base(t.path), strings.Join(changed, ", ")))
	}
}

func (g *Game) say(msg string) { g.tune.message, g.tune.messageT = msg, messageTicks }

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
