package control

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// WhatIf is a what-if on show: changes made at a tick of the past, stacked,
// and the fork of the session they make (see session.Fork). The session
// keeps its recorded future; both futures are on the same clock, one drawn
// normally and the other as ghosts with short trails.
type WhatIf struct {
	changes   []change                    // in the order they were made
	base      []entity.Kind               // the kinds' values at the fork's tick
	baseTrees map[string]session.TreeFile // the kinds' tree files at the fork's tick
	// treeChanges says what the what-if changes in each kind's tree (see
	// treeChange), worked out once when it forks: saying it builds and
	// compares trees, and the box shows it every frame.
	treeChanges []string
	Fork        *session.Fork
	// RecordedOnTop draws the recorded future normally and the fork as
	// ghosts (V switches).
	RecordedOnTop bool
}

// kinds returns the changed kinds' values, the newest of each, in the order
// the kinds were first changed.
func (w *WhatIf) kinds() []entity.Kind {
	var out []entity.Kind
	for _, ch := range w.changes {
		for _, k := range ch.kinds {
			if i := slices.IndexFunc(out, func(o entity.Kind) bool { return o.Name == k.Name }); i >= 0 {
				out[i] = k
			} else {
				out = append(out, k)
			}
		}
	}
	return out
}

// kind returns the what-if's values of the named kind, if it changes them.
func (w *WhatIf) kind(name string) (entity.Kind, bool) {
	kinds := w.kinds()
	if i := slices.IndexFunc(kinds, func(k entity.Kind) bool { return k.Name == name }); i >= 0 {
		return kinds[i], true
	}
	return entity.Kind{}, false
}

// trees returns the swapped tree files, the newest of each kind.
func (w *WhatIf) trees() map[string]session.TreeFile {
	var out map[string]session.TreeFile
	for _, ch := range w.changes {
		if len(ch.trees) > 0 && out == nil {
			out = map[string]session.TreeFile{}
		}
		maps.Copy(out, ch.trees)
	}
	return out
}

// Changes says what the what-if changes, net: each changed field once, from
// its value at the fork's tick to the what-if's (four steps of 0.25 read
// "near detect 4.00 -> 5.00"), then each kind whose tree was changed, with
// what changed in it (see treeChange).
func (w *WhatIf) Changes() []string {
	var out []string
	for _, k := range w.kinds() {
		if i := slices.IndexFunc(w.base, func(b entity.Kind) bool { return b.Name == k.Name }); i >= 0 {
			out = append(out, kindChanges(w.base[i], k)...)
		}
	}
	return append(out, w.treeChanges...)
}

// forkBudget is how many enemy-ticks a fork plays per update while it is
// made, so that a large crowd's fork shows its progress instead of
// freezing the game. What the fork computes does not depend on it.
const forkBudget = 300_000

// Shown returns the session drawn normally: the fork while one is shown on
// top after its tick (at its tick, both futures are the same), else the
// session.
func (c *Controller) Shown() *session.Session {
	if w := c.What; w != nil && !w.RecordedOnTop && w.Fork.Done() && c.Run.World.Tick > w.Fork.At {
		return w.Fork.B
	}
	return c.Run
}

// Ghosts returns the future drawn as ghosts and whether it is the changed
// one, or nil when there is none to draw.
func (c *Controller) Ghosts() (*session.Session, bool) {
	w := c.What
	if w == nil || !w.Fork.Done() || c.Run.World.Tick <= w.Fork.At {
		return nil, false
	}
	if w.RecordedOnTop {
		return w.Fork.B, true
	}
	return c.Run, false
}

// ChangesJoinWhatIf reports whether a change made now (a tuning, a tree
// edit) joins the what-if on show, whose trees and values the tuner and the
// tree editor then show.
func (c *Controller) ChangesJoinWhatIf() bool { return c.stacked() != nil }

// AtWhatIfsTick reports whether the tick shown is the tick of the what-if
// on show, whose changes the enemies run from the next tick.
func (c *Controller) AtWhatIfsTick() bool { return c.What != nil && c.What.Fork.At == c.Run.World.Tick }

// stacked returns the what-if a change made at the tick shown joins, if
// any: the one on show, from its tick on. A change made there or later is
// made at its tick, so that the values shown with the what-if's future are
// the ones a change starts from; one made before it starts another.
func (c *Controller) stacked() *WhatIf {
	if c.What != nil && c.Run.World.Tick >= c.What.Fork.At {
		return c.What
	}
	return nil
}

// joinWhatIf makes a change made at the past tick shown part of the
// what-if it joins (see stacked), at that what-if's tick, or of a new one at
// the tick shown, and plays the fork anew.
func (c *Controller) joinWhatIf(ch change) error {
	w, at, note := &WhatIf{}, c.Run.World.Tick, ch.what
	if s := c.stacked(); s != nil {
		w.changes, w.RecordedOnTop, at = slices.Clone(s.changes), s.RecordedOnTop, s.Fork.At
	} else if c.What != nil {
		note += fmt.Sprintf(" (in place of the what-if from t %d)", c.What.Fork.At)
	}
	w.changes = append(w.changes, ch)
	return c.refork(w, at, note)
}

// undoWhatIf takes the newest change out of the what-if w, or drops the
// what-if when it was its only one.
func (c *Controller) undoWhatIf(w *WhatIf) {
	last := w.changes[len(w.changes)-1]
	again := last
	again.source = byRedo
	c.redo = append(c.redo, again)
	rest := &WhatIf{changes: slices.Clone(w.changes[:len(w.changes)-1]), RecordedOnTop: w.RecordedOnTop}
	undone := "undone: " + w.undone(rest, last)
	if len(rest.changes) == 0 {
		c.dropWhatIf()
		c.Say(undone + "; no what-if left")
		return
	}
	if err := c.refork(rest, w.Fork.At, undone); err != nil {
		c.Say(err.Error())
	}
}

// undone says what taking its newest change, last, out of w changes, which
// leaves rest, as Ctrl+Z says it of a change made live: from the value w
// has to the one rest has, "near detect 5.00 -> 4.75".
func (w *WhatIf) undone(rest *WhatIf, last change) string {
	var parts []string
	for _, k := range last.kinds {
		from, _ := w.kind(k.Name)
		to, ok := rest.kind(k.Name)
		if !ok { // back to the value at the fork's tick
			to = w.base[slices.IndexFunc(w.base, func(b entity.Kind) bool { return b.Name == k.Name })]
		}
		parts = append(parts, kindChanges(from, to)...)
	}
	for _, kind := range slices.Sorted(maps.Keys(last.trees)) {
		to, ok := rest.trees()[kind]
		if !ok { // back to the tree at the fork's tick
			to = w.baseTrees[kind]
		}
		parts = append(parts, treeChange(kind, w.trees()[kind], to))
	}
	if len(parts) == 0 {
		return last.what
	}
	return strings.Join(parts, ", ")
}

// refork makes w's fork at tick at, which plays over the next updates, and
// shows it at the tick shown; a change that cannot be made leaves the
// what-if shown as it was.
func (c *Controller) refork(w *WhatIf, at uint32, note string) error {
	if shown := c.Run.World.Tick; shown != at { // a seek plays up to a keyframe's interval again
		c.Run.Seek(at)
		defer c.Run.Seek(shown)
	}
	kinds := slices.DeleteFunc(w.kinds(), func(k entity.Kind) bool { return *c.Run.World.Kind(k.Name) == k }) // no change at the fork's tick
	f, err := c.Run.Fork(kinds, w.trees())
	if err != nil {
		return err
	}
	if sel := c.Selected; sel >= 0 {
		f.B.Minds.Explain(sel, true)
	}
	w.Fork, w.base, w.baseTrees = f, kindValues(c.Run.World), c.Run.TreeFiles()
	trees := w.trees()
	for _, kind := range slices.Sorted(maps.Keys(trees)) {
		w.treeChanges = append(w.treeChanges, treeChange(kind, w.baseTrees[kind], trees[kind]))
	}
	c.What = w
	c.Say(fmt.Sprintf("what-if at t %d: %s", f.At, note))
	return nil
}

// whatIfWith plays a fork in the making, applies the what-if keys and keeps
// the fork on the tick the session shows. Resuming play drops a what-if:
// playing on from the past drops the recorded future it compares with.
func (c *Controller) whatIfWith(in Input) {
	w := c.What
	if w == nil {
		return
	}
	switch {
	case in.Acted(DropFork):
		c.dropWhatIf()
		c.Say(fmt.Sprintf("dropped the what-if from t %d", w.Fork.At))
		return
	case !c.Paused:
		c.dropWhatIf()
		return
	case in.Acted(SwapFutures):
		w.RecordedOnTop = !w.RecordedOnTop
	case in.Acted(KeepFork) && w.Fork.Done():
		c.keepWhatIf()
		return
	}
	if !w.Fork.Done() {
		w.Fork.Play(max(1, forkBudget/(len(c.Run.World.Enemies)+1)))
	}
	c.syncFork()
}

// syncFork seeks a played fork to the tick the session shows.
func (c *Controller) syncFork() {
	w := c.What
	if w != nil && w.Fork.Done() && c.Run.World.Tick > w.Fork.At && w.Fork.B.World.Tick != c.Run.World.Tick {
		w.Fork.B.Seek(c.Run.World.Tick)
	}
}

// keepWhatIf makes the fork the session's future, shown at the tick shown.
func (c *Controller) keepWhatIf() {
	w := c.What
	changes := strings.Join(w.Changes(), ", ")
	shown := c.Run.World.Tick
	c.Run.Keep(w.Fork) // which shows the fork's tick
	if shown != w.Fork.At {
		c.Run.Seek(shown)
	}
	c.forgetStopAfter(w.Fork.At)
	c.What = nil
	c.redo = nil
	if back := w.takenBack(); len(back.kinds) > 0 || len(back.trees) > 0 {
		c.pushUndo(back)
	}
	c.Say(fmt.Sprintf("kept the what-if from t %d: %s", w.Fork.At, changes))
}

// takenBack returns the change Ctrl+Z makes to take back, once w is kept,
// what its changes made by key changed (a file's change stays the file's,
// as one made live does): those kinds' values and tree files as they were
// at its tick, where w changes them. Made later, it is a what-if of its own
// at the tick shown (see undoLast). It is empty when w changes none.
func (w *WhatIf) takenBack() change {
	back := change{source: byUndo}
	trees := w.trees()
	for _, ch := range w.changes {
		if ch.source != byKey && ch.source != byRedo {
			continue
		}
		for _, k := range ch.kinds {
			i := slices.IndexFunc(w.base, func(b entity.Kind) bool { return b.Name == k.Name })
			now, _ := w.kind(k.Name)
			if now != w.base[i] && !slices.ContainsFunc(back.kinds, func(b entity.Kind) bool { return b.Name == k.Name }) {
				back.kinds = append(back.kinds, w.base[i])
			}
		}
		for kind := range ch.trees {
			if was := w.baseTrees[kind]; !bytes.Equal(trees[kind].Text, was.Text) || trees[kind].Path != was.Path {
				if back.trees == nil {
					back.trees = map[string]session.TreeFile{}
				}
				back.trees[kind] = was
			}
		}
	}
	return back
}

// dropWhatIf forgets the what-if.
func (c *Controller) dropWhatIf() { c.What = nil }

// ForkHere makes the what-if -fork asks for at the tick shown, plays
// it through and shows the moment a third of a second after its first
// divergence (or the present), for a screenshot.
func (c *Controller) ForkHere(values []config.KindValue) error {
	for _, v := range values {
		if c.Run.World.Kind(v.Kind) == nil {
			return fmt.Errorf("-fork %s: no such kind", v)
		}
		k := c.KindShown(v.Kind)
		was := v.Field.Get(&k)
		v.Field.Set(&k, v.Value)
		if err := c.joinWhatIf(change{kinds: []entity.Kind{k}, what: changeText(v.Kind, v.Field, was, v.Value)}); err != nil {
			return err
		}
	}
	if c.What == nil {
		return nil
	}
	f := c.What.Fork
	f.Play(int(config.MaxTicks))
	if f.First != nil {
		c.Seek(min(f.First.Tick+TicksPerSecond/3, c.Run.Head()))
	}
	return nil
}
