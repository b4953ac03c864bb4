package control

import (
	"fmt"
	"path/filepath"

	"github.com/enemyai/enemyai/entity"
)

// aheadBudget is how many enemy-ticks playing a replay ahead plays per
// update, so that a crowd's replay shows its progress instead of freezing
// the game. Where it lands does not depend on it.
const aheadBudget = 600_000

// SeekAhead shows tick t of a replay, whose whole segment is known: a tick
// already played is sought at once; a tick still ahead is played to over
// the next updates (see playAhead), paused, with its progress said. A tick
// outside what the session holds is refused, with what it holds.
func (c *Controller) SeekAhead(t uint32) error {
	start, end := c.Run.Start(), c.Run.End()
	if t < start || t > end {
		return fmt.Errorf("tick %d is not in this run: it holds ticks %d to %d", t, start, end)
	}
	c.pauseByUser()
	if t <= c.Run.Head() {
		c.ahead = 0
		c.Seek(t)
		return nil
	}
	c.ahead, c.Stop = t, ""
	return nil
}

// SeekNow shows tick t as SeekAhead does, playing a replay ahead to it at
// once: for a screenshot.
func (c *Controller) SeekNow(t uint32) error {
	if err := c.SeekAhead(t); err != nil {
		return err
	}
	for c.ahead != 0 {
		if err := c.playAhead(); err != nil {
			return err
		}
	}
	return nil
}

// playAhead plays a replay on toward the tick SeekAhead asked for, at most
// aheadBudget enemy-ticks an update, and shows it when it gets there; a
// breakpoint on the way stops it there.
func (c *Controller) playAhead() error {
	if c.ahead == 0 {
		return nil
	}
	if c.Run.Past() {
		c.Seek(c.Run.Head()) // play on from the present: the replay's recorded future stays
	}
	for n := 0; c.Run.Head() < c.ahead && n < aheadBudget && c.Stop == ""; n += len(c.Run.World.Enemies) + 1 {
		if err := c.step(entity.PlayerIntent{}); err != nil { // a replay plays its own inputs
			return err
		}
	}
	if c.Run.Head() < c.ahead && c.Stop == "" {
		c.Say(fmt.Sprintf("playing the replay ahead to t %d: at t %d", c.ahead, c.Run.Head()))
		c.Note.progress = true
		return nil
	}
	if c.Note.progress {
		c.Note = Note{}
	}
	c.ahead = 0
	c.Paused = true
	return nil
}

// Playing says what a replay being played is, for the HUD: its file and
// seed; "" when none plays.
func (c *Controller) Playing() string {
	if c.opts.ReplayPath == "" {
		return ""
	}
	return fmt.Sprintf("replay %s, seed %d, t %d of %d", filepath.Base(c.opts.ReplayPath), c.Run.Origin().Seed, c.Run.World.Tick, c.Run.End())
}
