package control

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// change is a change of kinds' values or of the trees they run that the
// user asks for: a tuning key, an undo, a reload of the configuration or of
// a tree file. Every one goes through Controller.apply, the one door that
// decides whether it is live or a what-if.
type change struct {
	kinds []entity.Kind               // kinds' new values, whole
	trees map[string]session.TreeFile // kinds' new tree files, by kind name
	what  string                      // what it does, like "near detect 4.00 -> 4.25"
	// source says where it comes from, for what follows it:
	source changeSource
}

// changeSource is where a change comes from.
type changeSource int

const (
	// byKey is a change made in the game (a tuning key): undoable.
	byKey changeSource = iota
	// byUndo takes back a change made in the game.
	byUndo
	// byFile is a file changed on disk: it stays in force, so made in the
	// past it is also made live once play goes on from there.
	byFile
	// byRedo makes again a change Ctrl+Z took back: undoable, like byKey,
	// but it keeps what else there is to redo.
	byRedo
)

// errNoChange is what apply answers for a change that changes nothing where
// it would be made.
var errNoChange = errors.New("nothing changes")

// undoLevels is how many changes Ctrl+Z can take back.
const undoLevels = 100

// apply is the one door for changes of kinds and trees. At the present it
// changes the session from the next tick on, for every enemy of the kinds,
// remembers how to undo a change made by a key, and says what changed. Paused
// in the past it joins the what-if on show at its tick, if the tick shown is
// that tick or after it, else starts one at the tick shown; the
// recorded future stays; a change from a file is also kept to be made live
// when play goes on. It returns errNoChange for a change that changes
// nothing there, and a tree's errors (with file, line and column) for one
// that does not build; neither changes anything. A change of trees takes
// away what the tree editor said an edit was refused for, or a save: that
// was of the trees before it.
func (c *Controller) apply(ch change) (err error) {
	if len(ch.trees) > 0 {
		defer func() {
			if err == nil {
				c.Trees.Problem, c.Trees.Problems = "", nil
			}
		}()
	}
	if c.Run.Past() {
		if ch.source == byKey {
			c.redo = nil
		}
		if ch.source == byFile {
			c.pending = append(c.pending, ch)
		}
		return c.joinWhatIf(ch)
	}
	undo := c.inverse(ch)
	if len(undo.kinds) == 0 && len(undo.trees) == 0 {
		return errNoChange
	}
	if len(ch.trees) > 0 {
		if err := c.Run.SetTrees(ch.trees); err != nil {
			return err
		}
	}
	if len(ch.kinds) > 0 {
		c.Run.SetKinds(ch.kinds...)
	}
	if ch.source == byKey {
		c.redo = nil
	}
	if ch.source == byKey || ch.source == byRedo {
		c.pushUndo(undo)
	}
	c.Say(ch.what)
	return nil
}

// pushUndo makes back the change Ctrl+Z takes back next, keeping the newest
// undoLevels.
func (c *Controller) pushUndo(back change) {
	c.undo = append(c.undo, back)
	if len(c.undo) > undoLevels {
		c.undo = slices.Delete(c.undo, 0, len(c.undo)-undoLevels)
	}
}

// inverse returns the change that gives back what ch would change in the
// world shown, keeping only the kinds and trees it really changes.
func (c *Controller) inverse(ch change) change {
	back := change{what: ch.what, source: byUndo}
	for _, k := range ch.kinds {
		if now := *c.Run.World.Kind(k.Name); now != k {
			back.kinds = append(back.kinds, now)
		}
	}
	files := c.Run.TreeFiles()
	for kind, f := range ch.trees {
		if now := files[kind]; !bytes.Equal(now.Text, f.Text) || now.Path != f.Path {
			if back.trees == nil {
				back.trees = map[string]session.TreeFile{}
			}
			back.trees[kind] = now
		}
	}
	return back
}

// applyPending makes live, once play goes on from the past, the file
// changes made while paused there: the files on disk stay in force.
func (c *Controller) applyPending() {
	pending := c.pending
	c.pending = nil
	for _, ch := range pending {
		ch.what += " (changed on disk while paused in the past)"
		if err := c.apply(ch); err != nil && !errors.Is(err, errNoChange) { // no change: kept with a what-if already
			c.Tuner.Problem = problemText(err, "") + "  (still running the last good tree)"
		}
	}
}

// KindShown returns a kind's values where a change would be made, as the
// tuner shows them: in the what-if a change joins if it changes the kind,
// else in the session at the tick shown.
func (c *Controller) KindShown(name string) entity.Kind {
	if w := c.stacked(); w != nil {
		if k, ok := w.kind(name); ok {
			return k
		}
	}
	return *c.Run.World.Kind(name)
}

// undoLast takes back the newest change: the newest of the what-if a
// change would join (see stacked), if there is one, else the newest change
// made by a key, through the door (in the past, taking it back is a what-if
// too).
func (c *Controller) undoLast() {
	if w := c.stacked(); w != nil {
		c.undoWhatIf(w)
		return
	}
	n := len(c.undo)
	if n == 0 {
		c.Say("nothing to undo")
		return
	}
	back := c.undo[n-1]
	back.what = "undone: " + c.undoText(back)
	again := c.inverse(back)
	again.source = byRedo // its note is worked out when it is made again, from the values then
	switch err := c.apply(back); {
	case errors.Is(err, errNoChange):
		if !c.Run.Past() { // taken back already, by a what-if kept
			c.undo = c.undo[:n-1]
		}
		c.Say(fmt.Sprintf("nothing to undo at t %d: the values are those the undo gives back", c.Run.World.Tick))
	case err != nil:
		c.Say(err.Error())
	case !c.Run.Past():
		c.undo = c.undo[:n-1]
		c.redo = append(c.redo, again)
	}
}

// redoLast makes again the newest change Ctrl+Z took back, through the
// door: live, or in the past a what-if.
func (c *Controller) redoLast() {
	n := len(c.redo)
	if n == 0 {
		c.Say("nothing to redo")
		return
	}
	again := c.redo[n-1]
	again.what = "redone: " + c.undoText(again)
	switch err := c.apply(again); {
	case errors.Is(err, errNoChange):
		c.redo = c.redo[:n-1]
		c.Say("nothing to redo: the values are those the redo gives")
	case err != nil:
		c.Say(err.Error())
	default:
		c.redo = c.redo[:n-1]
	}
}

// undoText says what taking back a change does, from the values shown now
// to those it gives back, like "near detect 4.25 -> 4.00".
func (c *Controller) undoText(back change) string {
	var parts []string
	for _, k := range back.kinds {
		parts = append(parts, kindChanges(c.KindShown(k.Name), k)...)
	}
	for _, kind := range slices.Sorted(maps.Keys(back.trees)) {
		parts = append(parts, treeChange(kind, c.TreeShown(kind), back.trees[kind]))
	}
	return strings.Join(parts, ", ")
}

// kindChanges says how a kind's tunable fields differ from one set of values
// to another, one "near detect 4.00 -> 5.00" per field.
func kindChanges(from, to entity.Kind) []string {
	var out []string
	for _, f := range config.TunableFields() {
		if f.AppliesTo(&to) && f.Get(&from) != f.Get(&to) {
			out = append(out, changeText(to.Name, f, f.Get(&from), f.Get(&to)))
		}
	}
	return out
}

// kindValues returns the values of the world's kinds.
func kindValues(w *entity.World) []entity.Kind {
	kinds := make([]entity.Kind, len(w.Kinds))
	for i, k := range w.Kinds {
		kinds[i] = *k
	}
	return kinds
}
