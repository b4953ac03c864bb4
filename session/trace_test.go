package session_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rewound plays a session live with its trace on, going back and playing on
// from the past twice, keeping a what-if once and restarting once, and
// returns the session.
func rewound(t *testing.T, trace *ai.Trace) *session.Session {
	t.Helper()
	s, err := session.New(origin(t, "arena.toml", 20))
	require.NoError(t, err)
	s.Trace(trace)
	playTo := func(n uint32) {
		for s.Head() < n {
			s.Advance(keyboard(s.Head() + 1))
		}
	}
	playTo(204)
	s.Seek(85) // back, then play on: ticks 86 to 204 are dropped
	playTo(300)
	s.Seek(250)
	far := *s.World.Kind("far")
	far.Attack = 6
	f, err := s.Fork([]entity.Kind{far}, nil)
	require.NoError(t, err)
	f.Play(1 << 20)
	s.Keep(f) // the fork's future replaces ticks 251 to 300
	playTo(420)
	require.NoError(t, s.Restart())
	playTo(130)
	s.Seek(40)
	playTo(90)
	require.NoError(t, s.TraceErr())
	return s
}

// replayTrace returns the trace of the session's replay.
func replayTrace(t *testing.T, s *session.Session) string {
	t.Helper()
	var file bytes.Buffer
	require.NoError(t, s.WriteReplay(&file))
	r, err := session.ParseReplay("rewound.json", file.Bytes())
	require.NoError(t, err)
	var out bytes.Buffer
	r.Trace(ai.NewTrace(&out, r.Minds))
	for r.Replaying() {
		r.Advance(entity.PlayerIntent{})
	}
	require.NoError(t, r.TraceErr())
	return out.String()
}

// TestATracedFileFollowsTheKeptTimeline: a trace file written while the
// player goes back and plays on, keeps a what-if and restarts is the trace
// of the session's replay, byte for byte: the ticks dropped are cut off.
func TestATracedFileFollowsTheKeptTimeline(t *testing.T) {
	path := filepath.Join(t.TempDir(), "live.jsonl")
	trace, err := ai.CreateTrace(path, nil, nil)
	require.NoError(t, err)
	s := rewound(t, trace)
	require.NoError(t, trace.Close())
	live, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.NotContains(t, string(live), `"rewind"`, "a file is cut, never marked")
	want := replayTrace(t, s)
	require.Equal(t, strings.Count(want, "\n"), strings.Count(string(live), "\n"))
	require.Equal(t, want, string(live))
}

// TestATracedStreamMarksWhatWasDropped: a stream cannot be cut, so it says
// which ticks were dropped; dropping them gives the replay's trace.
func TestATracedStreamMarksWhatWasDropped(t *testing.T) {
	var live bytes.Buffer
	s := rewound(t, ai.NewTrace(&live, nil))
	marks := strings.Count(live.String(), `{"rewind":`)
	assert.Equal(t, 3, marks, "two seeks played on from, and a what-if kept")
	require.Equal(t, replayTrace(t, s), keptLines(t, live.String()))
}

// keptLines reads a trace with rewind lines as its documentation says: a
// {"rewind":T} line drops the lines above it of ticks after T, back to the
// start of the segment (the tick numbers of which start again at 1).
func keptLines(t *testing.T, trace string) string {
	t.Helper()
	var kept []string
	var ticks []uint32
	for _, line := range strings.SplitAfter(trace, "\n") {
		if line == "" {
			continue
		}
		var v struct {
			Tick   uint32
			Rewind *uint32
		}
		require.NoError(t, json.Unmarshal([]byte(line), &v), line)
		if v.Rewind != nil {
			for len(kept) > 0 && ticks[len(ticks)-1] > *v.Rewind {
				kept, ticks = kept[:len(kept)-1], ticks[:len(ticks)-1]
			}
			continue
		}
		kept, ticks = append(kept, line), append(ticks, v.Tick)
	}
	return strings.Join(kept, "")
}
