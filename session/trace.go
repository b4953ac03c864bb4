package session

import "github.com/enemyai/enemyai/ai"

// traceSpan is how many ticks back the trace remembers where each tick's
// lines end: as far back as a session can go (see Start), and more.
const traceSpan = (keyframes + 1) * KeyframeEvery

// tracer writes the decision trace of a session's kept timeline: every tick
// played, its lines after the tick, following the session through restarts
// and a replay's segments. When the session resumes from a past tick, the
// lines of the ticks it drops are taken back (see ai.Trace.Cut), so that the
// trace of a session is the trace of its replay, byte for byte.
type tracer struct {
	out  *ai.Trace
	ends [traceSpan]int64 // where the lines of tick t end, at t % traceSpan
	err  error            // the first write that failed
}

// Trace makes the session write its decision trace to t from now on, or stop
// with nil. The tick shown is taken as written.
func (s *Session) Trace(t *ai.Trace) {
	if t == nil {
		s.trace = nil
		return
	}
	t.Reset(s.Minds)
	s.trace = &tracer{out: t}
	s.trace.mark(s.World.Tick)
}

// TraceErr returns the first error writing the trace, if any.
func (s *Session) TraceErr() error {
	if s.trace == nil {
		return nil
	}
	return s.trace.err
}

// mark notes that the trace's lines of tick t end here.
func (tr *tracer) mark(t uint32) { tr.ends[t%traceSpan] = tr.out.Written() }

// step writes the lines of the tick the world just played.
func (tr *tracer) step(s *Session) {
	if tr.err == nil {
		tr.err = tr.out.Step(s.World)
	}
	tr.mark(s.World.Tick)
}

// begin follows a new world, which starts at its tick 0.
func (tr *tracer) begin(s *Session) {
	tr.out.Reset(s.Minds)
	tr.mark(s.World.Tick)
}

// resume takes back the lines of the ticks after t.
func (tr *tracer) resume(t uint32) {
	if tr.err == nil {
		tr.err = tr.out.Cut(tr.ends[t%traceSpan], t)
	}
	tr.mark(t)
}
