package ai

import (
	"bufio"
	"io"
	"math"
	"os"
	"strconv"

	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/atomicfile"
)

// Trace writes a world's decision trace as JSON Lines, one object per line, for
// every step it is given:
//
//	{"tick":N,"id":"near-1","kind":"near","x":..,"y":..,"hp":..,"branch":"chase","leaf":"moveToPlayer","status":"running"}
//	{"tick":N,"id":"player","x":..,"y":..,"hp":..}
//	{"tick":N,"event":"hit","source":"near-1","target":"player","damage":12}
//
// first every enemy in order, then the player, then the step's events.
// Numbers have at most three decimals, so identical runs give identical bytes.
//
// Lines written can be taken back (see Cut), when the ticks they tell of are
// dropped from the run: a file's end is cut off, and a stream that cannot be
// cut gets a line that says which ticks to drop:
//
//	{"rewind":85}
//
// meaning that the lines above it of the ticks after 85 no longer belong to
// the run.
type Trace struct {
	w       io.Writer
	minds   *Minds
	buf     []byte
	written int64               // bytes written so far
	finish  func() error        // flushes and closes what CreateTrace opened
	cut     func(n int64) error // keeps only the first n bytes written, where the writer can
}

// NewTrace returns a trace of the decisions of minds, written to w as is.
func NewTrace(w io.Writer, minds *Minds) *Trace { return &Trace{w: w, minds: minds} }

// CreateTrace returns a buffered trace of the decisions of minds written to
// the file at path, or to stdout when path is "-". Close it to flush it.
// The file is written whole (atomicfile.Create): a file already at path
// stays as it was until Close puts the trace in its place, so that a run
// stopped half way, or whose trace could not be written whole (a full
// disk), replaces nothing; a named pipe waits for its reader, as a shell's
// redirection does, and a device is written to as it is.
func CreateTrace(path string, stdout io.Writer, minds *Minds) (*Trace, error) {
	out, commit, abort := stdout, func() error { return nil }, func() {}
	var file *os.File
	if path != "-" {
		f, err := atomicfile.Create(path)
		if err != nil {
			return nil, err
		}
		out, commit, abort, file = f, f.Commit, f.Abort, f.File
	}
	bw := bufio.NewWriter(out)
	t := NewTrace(bw, minds)
	if f := file; f != nil {
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
			t.cut = func(n int64) error {
				if err := bw.Flush(); err != nil {
					return err
				}
				if err := f.Truncate(n); err != nil {
					return err
				}
				_, err := f.Seek(n, io.SeekStart)
				return err
			}
		}
	}
	t.finish = func() error {
		if err := bw.Flush(); err != nil { // a write failed (a full disk): the old file stays
			abort()
			return err
		}
		return commit()
	}
	return t, nil
}

// Close flushes a trace made by CreateTrace and closes its file. It does
// nothing for one made by NewTrace, or a second time.
func (t *Trace) Close() error {
	if t.finish == nil {
		return nil
	}
	finish := t.finish
	t.finish = nil
	return finish()
}

// OnClose makes Close call finish, for a trace whose writer needs finishing
// (a buffer to hand over, say).
func (t *Trace) OnClose(finish func() error) { t.finish = finish }

// OnCut makes Cut call keep to keep only the first n bytes written, for a
// trace whose writer can take bytes back (a buffer, say).
func (t *Trace) OnCut(keep func(n int64) error) { t.cut = keep }

// Reset makes the trace follow the decisions of minds from now on, after the
// world was rebuilt.
func (t *Trace) Reset(minds *Minds) { t.minds = minds }

// Written returns how many bytes the trace has written: where the next
// tick's lines start.
func (t *Trace) Written() int64 { return t.written }

// Cut takes back what was written after the first n bytes, which end the
// lines of tick: a file made by CreateTrace, or a writer given OnCut, is cut
// there; another stream gets a rewind line for tick.
func (t *Trace) Cut(n int64, tick uint32) error {
	if n == t.written {
		return nil
	}
	if t.cut != nil {
		if err := t.cut(n); err != nil {
			return err
		}
		t.written = n
		return nil
	}
	b := append(t.buf[:0], `{"rewind":`...)
	b = strconv.AppendUint(b, uint64(tick), 10)
	b = append(b, "}\n"...)
	t.buf = b
	return t.write(b)
}

// write writes b and counts it.
func (t *Trace) write(b []byte) error {
	n, err := t.w.Write(b)
	t.written += int64(n)
	return err
}

// Step writes the lines of world's last step.
func (t *Trace) Step(world *entity.World) error {
	b := t.buf[:0]
	for i := range world.Enemies {
		e := &world.Enemies[i]
		d := t.minds.Decision(e)
		b = t.head(b, world.Tick, e.ID)
		b = appendString(b, "kind", e.Kind.Name)
		b = appendPos(b, e.Pos, e.HP)
		b = appendString(b, "branch", d.Branch)
		b = appendString(b, "leaf", d.Leaf)
		b = appendString(b, "status", d.Status.String())
		b = append(b, "}\n"...)
	}
	b = t.head(b, world.Tick, entity.PlayerID)
	b = appendPos(b, world.Player.Pos, world.Player.HP)
	b = append(b, "}\n"...)
	for _, ev := range world.Events {
		b = append(b, `{"tick":`...)
		b = strconv.AppendUint(b, uint64(ev.Tick), 10)
		b = appendString(b, "event", string(ev.Kind))
		b = appendString(b, "source", ev.Source)
		b = appendString(b, "target", ev.Target)
		b = appendNumber(b, "damage", ev.Damage)
		b = append(b, "}\n"...)
	}
	t.buf = b
	return t.write(b)
}

func (t *Trace) head(b []byte, tick uint32, id string) []byte {
	b = append(b, `{"tick":`...)
	b = strconv.AppendUint(b, uint64(tick), 10)
	return appendString(b, "id", id)
}

func appendPos(b []byte, p entity.Vec, hp float64) []byte {
	b = appendNumber(b, "x", p.X)
	b = appendNumber(b, "y", p.Y)
	return appendNumber(b, "hp", hp)
}

func appendString(b []byte, key, v string) []byte {
	b = append(b, `,"`...)
	b = append(b, key...)
	b = append(b, `":`...)
	return strconv.AppendQuote(b, v)
}

// appendNumber writes v rounded to three decimals, without trailing zeros.
func appendNumber(b []byte, key string, v float64) []byte {
	b = append(b, `,"`...)
	b = append(b, key...)
	b = append(b, `":`...)
	r := math.Round(v*1000) / 1000
	if r == 0 {
		r = 0 // no "-0"
	}
	return strconv.AppendFloat(b, r, 'f', -1, 64)
}
