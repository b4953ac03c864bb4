package game

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/session"
	"github.com/hajimehoshi/ebiten/v2"
)

// runner is how this run of the demo goes and ends: its options, the updates
// counted, a -seek and -fork at their frame, the screenshot or the
// measurement taken, and quitting.
type runner struct {
	opts    Options
	updates int        // updates run since start, but while the window was in the background
	done    bool       // quit after this update
	err     error      // what ends the game with a failure, like a screenshot that could not be saved
	stats   frameStats // the time spent updating and drawing
}

// end returns what quitting returns: the failure that ended the run, or
// Ebitengine's termination.
func (r *runner) end() error {
	if r.err != nil {
		return r.err
	}
	return ebiten.Termination
}

// interactive reports whether a person plays run: a game that holds while its
// window is in the background. Scripted, replayed, screenshot and measuring
// runs never hold.
func (r *runner) interactive(run *session.Session) bool {
	return r.opts.PauseUnfocused && !run.Scripted() && !run.Replaying() && r.opts.Screenshot == "" && r.opts.Measure == 0
}

// counted counts an update played and, on the frame -seek names, pauses,
// goes back there and makes the what-if -fork asks for: what goes wrong
// there is those flags' (a cli.FlagError).
func (r *runner) counted(ctl *control.Controller) error {
	r.updates++
	if r.opts.Seeking && r.updates == r.opts.Frames {
		if err := ctl.SeekNow(uint32(r.opts.Seek)); err != nil {
			return cli.FlagError{Err: fmt.Errorf("-seek %d: %w", r.opts.Seek, err)}
		}
		if err := ctl.ForkHere(r.opts.Fork); err != nil {
			return cli.FlagError{Err: err}
		}
	}
	return nil
}

// drew counts a frame drawn from start, and saves the screenshot or prints
// the measurement once enough updates have run, then asks the next update
// to quit.
func (r *runner) drew(screen *ebiten.Image, start time.Time, ctl *control.Controller) {
	r.stats.draw += time.Since(start)
	if r.stats.frames == 0 {
		r.stats.first = start
	}
	r.stats.frames++
	switch {
	case r.done:
	case r.opts.Screenshot != "" && r.updates >= r.opts.Frames:
		r.err = saveScreenshot(screen, r.opts.Screenshot)
		r.done = true
	case r.opts.Measure > 0 && r.stats.frames >= r.opts.Measure:
		r.stats.report(os.Stdout, len(ctl.Run.World.Enemies), ctl.ShowGizmos)
		r.done = true
	}
}

// frameStats adds up the time spent in updates and draws, and the wall-clock
// time from the first frame, which includes the GPU's (or software GL's) work.
type frameStats struct {
	update, draw time.Duration
	frames       int
	first        time.Time
}

func (s frameStats) report(w io.Writer, enemies int, gizmos bool) {
	n := time.Duration(max(s.frames-1, 1))
	fmt.Fprintf(w, "%d frames, %d enemies, gizmos %s: frame %v, update %v, draw %v (mean per frame; vsync off)\n",
		s.frames, enemies, control.OnOff(gizmos), (time.Since(s.first) / n).Round(time.Microsecond),
		(s.update / n).Round(time.Microsecond), (s.draw / n).Round(time.Microsecond))
}
