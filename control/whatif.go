package control

import (
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
	kinds   []entity.Kind               // the changed kinds' values, one per kind
	trees   map[string]session.TreeFile // swapped tree files, by kind name
	Changes []string                    // what was changed, for the box
	Fork    *session.Fork
	// RecordedOnTop draws the recorded future normally and the fork as
	// ghosts (V switches).
	RecordedOnTop bool
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

// stacked returns the what-if made at the tick shown, if any: a change made
// there joins it.
func (c *Controller) stacked() *WhatIf {
	if c.What != nil && c.What.Fork.At == c.Run.World.Tick {
		return c.What
	}
	return nil
}

// stackedKind returns the values a kind has in the what-if at the tick
// shown, or its values at that tick.
func (c *Controller) stackedKind(name string) entity.Kind {
	if w := c.stacked(); w != nil {
		if i := slices.IndexFunc(w.kinds, func(k entity.Kind) bool { return k.Name == name }); i >= 0 {
			return w.kinds[i]
		}
	}
	return *c.Run.World.Kind(name)
}

// whatIfKind makes a change of a kind's values at the past tick shown part
// of the what-if there (starting one if needed) and plays the fork anew.
func (c *Controller) whatIfKind(k entity.Kind, change string) error {
	w := c.nextWhatIf()
	i := slices.IndexFunc(w.kinds, func(old entity.Kind) bool { return old.Name == k.Name })
	if i < 0 {
		w.kinds = append(w.kinds, k)
	} else {
		w.kinds[i] = k
	}
	return c.refork(w, change)
}

// whatIfTrees makes swapped tree files part of the what-if at the past tick
// shown.
func (c *Controller) whatIfTrees(files map[string]session.TreeFile, change string) error {
	w := c.nextWhatIf()
	if w.trees == nil {
		w.trees = map[string]session.TreeFile{}
	}
	maps.Copy(w.trees, files)
	return c.refork(w, change)
}

// nextWhatIf returns a copy of the what-if at the tick shown to add a change
// to, or a new one.
func (c *Controller) nextWhatIf() *WhatIf {
	w := &WhatIf{}
	if s := c.stacked(); s != nil {
		*w = *s
		w.kinds, w.trees, w.Changes = slices.Clone(s.kinds), maps.Clone(s.trees), slices.Clone(s.Changes)
	}
	return w
}

// refork makes w's fork, which plays over the next updates, and shows it; a
// change that cannot be made leaves the what-if shown as it was.
func (c *Controller) refork(w *WhatIf, change string) error {
	f, err := c.Run.Fork(w.kinds, w.trees)
	if err != nil {
		return err
	}
	if sel := c.Selected; sel >= 0 {
		f.B.Minds.Explain(sel, true)
	}
	w.Fork = f
	w.Changes = append(w.Changes, change)
	c.What = w
	c.Say(fmt.Sprintf("what-if at t %d: %s", f.At, change))
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
	case !c.Paused || in.DropFork:
		c.dropWhatIf()
		return
	case in.SwapFutures:
		w.RecordedOnTop = !w.RecordedOnTop
		c.changed()
	case in.KeepFork && w.Fork.Done():
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

// keepWhatIf makes the fork the session's future.
func (c *Controller) keepWhatIf() {
	w := c.What
	c.Run.Keep(w.Fork)
	c.What = nil
	c.changed()
	c.Say(fmt.Sprintf("kept the what-if from t %d: %s", w.Fork.At, strings.Join(w.Changes, ", ")))
}

// dropWhatIf forgets the what-if.
func (c *Controller) dropWhatIf() {
	if c.What != nil {
		c.What = nil
		c.changed()
	}
}

// ForkHere makes the what-if -fork asks for at the tick shown, plays
// it through and shows the moment a third of a second after its first
// divergence (or the present), for a screenshot.
func (c *Controller) ForkHere(values []config.KindValue) error {
	for _, v := range values {
		if c.Run.World.Kind(v.Kind) == nil {
			return fmt.Errorf("-fork %s: no such kind", v)
		}
		k := c.stackedKind(v.Kind)
		was := v.Field.Get(&k)
		v.Field.Set(&k, v.Value)
		if err := c.whatIfKind(k, changeText(v.Kind, v.Field, was, v.Value)); err != nil {
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
