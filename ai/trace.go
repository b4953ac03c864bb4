package ai

import (
	"io"
	"math"
	"strconv"

	"github.com/enemyai/enemyai/entity"
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
type Trace struct {
	w     io.Writer
	minds *Minds
	buf   []byte
}

// NewTrace returns a trace of the decisions of minds, written to w.
func NewTrace(w io.Writer, minds *Minds) *Trace { return &Trace{w: w, minds: minds} }

// Reset makes the trace follow the decisions of minds from now on, after the
// world was rebuilt.
func (t *Trace) Reset(minds *Minds) { t.minds = minds }

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
	_, err := t.w.Write(b)
	return err
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
