package ai_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// traceOf runs a shipped scenario for its script plus 120 ticks, with extra
// random enemies, and returns the trace.
func traceOf(t *testing.T, scenario string, seed uint64, extra int) []byte {
	t.Helper()
	cfg, steps := shippedScenario(t, scenario)
	w := entity.NewWorld(cfg, seed)
	w.SpawnRandom(extra)
	minds := attachShipped(t, w)
	var buf bytes.Buffer
	trace := ai.NewTrace(&buf, minds)
	script := entity.NewScript(steps)
	for after := 0; after < 120; {
		if script.Done() {
			after++
		}
		w.Step(script.Intent(w), entity.Dt)
		require.NoError(t, trace.Step(w))
	}
	return buf.Bytes()
}

func TestIdenticalRunsGiveIdenticalTraces(t *testing.T) {
	a := traceOf(t, "arena.toml", 7, 20)
	b := traceOf(t, "arena.toml", 7, 20)
	require.NotEmpty(t, a)
	assert.True(t, bytes.Equal(a, b), "same seed, configuration, scenario and input")
	c := traceOf(t, "arena.toml", 8, 20)
	assert.False(t, bytes.Equal(a, c), "another seed places the extra enemies elsewhere")
}

func TestTraceLinesAreJSONWithTheDocumentedFields(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(string(traceOf(t, "near_chase.toml", 1, 0))), "\n")
	kinds := map[string]int{}
	for _, l := range lines {
		var o map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &o), l)
		switch {
		case o["event"] != nil:
			kinds["event"]++
			assert.Subset(t, keys(o), []string{"tick", "event", "source", "target", "damage"})
		case o["id"] == "player":
			kinds["player"]++
			assert.ElementsMatch(t, []string{"tick", "id", "x", "y", "hp"}, keys(o))
		default:
			kinds["enemy"]++
			assert.ElementsMatch(t, []string{"tick", "id", "kind", "x", "y", "hp", "branch", "leaf", "status"}, keys(o))
		}
	}
	assert.Equal(t, kinds["enemy"], kinds["player"], "one enemy, one line each per tick")
	assert.Positive(t, kinds["event"])
	assert.Equal(t, `{"tick":1,"id":"near-1","kind":"near","x":10,"y":6,"hp":60,"branch":"idle","leaf":"moveHome","status":"success"}`, lines[0])
	assert.Equal(t, `{"tick":1,"id":"player","x":2,"y":6,"hp":100}`, lines[1])
}

func keys(o map[string]any) []string {
	var out []string
	for k := range o {
		out = append(out, k)
	}
	return out
}

// TestATraceReplacesItsOldFileOnlyWhenWhole: until the trace is closed, a
// file already at its path is as it was (a run stopped half way, by a
// signal or a crash, replaces nothing); Close puts the whole trace in its
// place, with the old file's permissions, and leaves no temporary file.
func TestATraceReplacesItsOldFileOnlyWhenWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "t.jsonl")
	require.NoError(t, os.WriteFile(path, []byte("precious\n"), 0o600))
	cfg, _ := shippedScenario(t, "arena.toml")
	w := entity.NewWorld(cfg, 1)
	trace, err := ai.CreateTrace(path, nil, attachShipped(t, w))
	require.NoError(t, err)
	for range 200 {
		w.Step(entity.PlayerIntent{}, entity.Dt)
		require.NoError(t, trace.Step(w))
	}
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "precious\n", string(data), "the old file, while the trace is written")
	require.NoError(t, trace.Close())
	data, err = os.ReadFile(path)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, bytes.Count(data, []byte("\n")), 200*(len(w.Enemies)+1), "the whole trace, once closed: every enemy and the player, every tick")
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "with the old file's permissions")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
}
