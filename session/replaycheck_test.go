package session_test

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recorded returns a replay file of two segments, the first with the tuning
// play makes at tick 400, decoded for editing.
func recorded(t *testing.T) map[string]any {
	s, err := session.New(origin(t, "", 0))
	require.NoError(t, err)
	play(t, s, 450)
	require.NoError(t, s.Restart())
	play(t, s, 30)
	var file bytes.Buffer
	require.NoError(t, s.WriteReplay(&file))
	var doc map[string]any
	require.NoError(t, json.Unmarshal(file.Bytes(), &doc))
	return doc
}

// at returns the JSON value at a path of keys and indexes.
func at(v any, path ...any) any {
	for _, p := range path {
		switch p := p.(type) {
		case string:
			v = v.(map[string]any)[p]
		case int:
			v = v.([]any)[p]
		}
	}
	return v
}

// kindNamed returns the kind value called name in a list of kinds.
func kindNamed(kinds any, name string) map[string]any {
	for _, k := range kinds.([]any) {
		if k.(map[string]any)["name"] == name {
			return k.(map[string]any)
		}
	}
	return nil
}

func TestReplayValuesAreCheckedAsConfigurationsAre(t *testing.T) {
	tests := []struct {
		name string
		edit func(doc map[string]any)
		want string
	}{
		{"a negative speed", func(doc map[string]any) {
			kindNamed(at(doc, "segments", 0, "kinds"), "far")["speed"] = -2
		}, "r.json: segments[1].kinds.far.speed: must be greater than 0, got -2"},
		{"an HP of 0 in a change", func(doc map[string]any) {
			kindNamed(at(doc, "segments", 0, "changes", 0, "kinds"), "near")["hp"] = 0
		}, "r.json: segments[1].changes[1].kinds.near.hp: must be greater than 0, got 0"},
		{"a negative detect after a restart", func(doc map[string]any) {
			kindNamed(at(doc, "segments", 1, "kinds"), "near")["detect"] = -1
		}, "r.json: segments[2].kinds.near.detect: must be greater than 0, got -1"},
		{"a body larger than the arena", func(doc map[string]any) {
			kindNamed(at(doc, "segments", 0, "kinds"), "near")["radius"] = 500
		}, "r.json: segments[1].kinds.near.radius: 500 is more than half the 32x18 arena: the body does not fit"},
		{"a segment without trees", func(doc map[string]any) {
			at(doc, "segments", 1).(map[string]any)["trees"] = nil
		}, "r.json: segments[2].trees: kind \"coward\" has no tree: the segment starts with every kind's tree"},
		{"a kind the configuration does not have", func(doc map[string]any) {
			kindNamed(at(doc, "segments", 0, "kinds"), "far")["name"] = "ghost"
		}, `r.json: segments[1].kinds: no kind "ghost" in the recorded configuration (kinds: coward, far, near)` + "\n" +
			`r.json: segments[1].kinds: kind "far" is missing: the segment starts with every kind's values`},
		{"a broken tree carried in the file", func(doc map[string]any) {
			at(doc, "segments", 1, "trees", "far").(map[string]any)["text"] = "far [reactive selector]\n  broken [sequence]\n"
		}, `r.json: segments[2]: the tree of far does not build: r.json: recorded far.tree:2:3: "broken" [sequence] has no children: indent at least one node below it`},
		{"ten thousand trees of kinds the configuration does not have", func(doc map[string]any) {
			trees := map[string]any{}
			for i := range 10_000 {
				trees["k"+strconv.Itoa(i)] = map[string]any{"text": "k [action] moveHome\n"}
			}
			at(doc, "segments", 1).(map[string]any)["trees"] = trees
		}, `r.json: segments[2]: trees: no kind "k`},
		{"a tree change of a kind the configuration does not have", func(doc map[string]any) {
			at(doc, "segments", 0, "changes", 0).(map[string]any)["trees"] = map[string]any{"ghost": map[string]any{"text": "g [action] moveHome\n"}}
		}, `r.json: segments[1]: changes[1].trees: no kind "ghost" in the recorded configuration (kinds: coward, far, near)`},
		{"segments longer than a replay in all", func(doc map[string]any) {
			segs := at(doc, "segments").([]any)
			for i := range segs { // each 6,000,000 ticks: below the bound alone, above it together
				seg := segs[i].(map[string]any)
				inputs := seg["inputs"].([]any)
				last := inputs[len(inputs)-1].([]any)
				more := 6_000_000 - seg["ticks"].(float64)
				last[1] = last[1].(float64) + more
				seg["ticks"] = 6_000_000
			}
		}, "r.json: segments[2]: the segments are 12000000 ticks long in all up to here: a replay is at most 10000000 ticks long"},
		{"a huge configuration name", func(doc map[string]any) {
			doc["config_name"] = strings.Repeat("x", 1_000_000)
			doc["config"] = "nonsense ="
		}, "r.json: the recorded files do not load: …xxxx"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc := recorded(t)
			tc.edit(doc)
			data, err := json.Marshal(doc)
			require.NoError(t, err)
			_, err = session.ParseReplay("r.json", data)
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), tc.want), "got %.300q\nwant %q", err.Error(), tc.want)
			assert.Less(t, len(err.Error()), 2000, "a message quotes a bounded excerpt")
		})
	}
}

// TestAReplayMayStartWithAByteOrderMark: a replay an editor saved with a
// UTF-8 byte-order mark opens, as a tree file or a configuration does.
func TestAReplayMayStartWithAByteOrderMark(t *testing.T) {
	data, err := json.Marshal(recorded(t))
	require.NoError(t, err)
	plain, err := session.ParseReplay("r.json", data)
	require.NoError(t, err)
	marked, err := session.ParseReplay("r.json", append([]byte("\ufeff"), data...))
	require.NoError(t, err)
	assert.Equal(t, plain.LastEnd(), marked.LastEnd())
}
