package session_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzParseReplay checks that any replay file either opens and plays
// without a panic, or is refused with a bounded message that names the
// file.
func FuzzParseReplay(f *testing.F) {
	s, err := session.New(origin(f, "arena.toml", 3))
	require.NoError(f, err)
	for s.Head() < 200 {
		s.Advance(keyboard(s.Head() + 1))
		if s.Head() == 100 {
			near := *s.World.Kind("near")
			near.Detect = 6
			s.SetKinds(near)
		}
	}
	var good bytes.Buffer
	require.NoError(f, s.WriteReplay(&good))
	f.Add(good.Bytes())
	f.Add(bytes.Replace(good.Bytes(), []byte(`"speed":`), []byte(`"speed":-`), 1))
	f.Add(bytes.Replace(good.Bytes(), []byte(`"trees":{`), []byte(`"trees":null,"x":{`), 1))
	emptyTree := bytes.Replace(good.Bytes(), []byte(`tree = \"far.tree\"`), []byte(`tree = \"\"`), 1)
	require.NotEqual(f, good.Bytes(), emptyTree, "the recorded configuration names far.tree")
	f.Add(emptyTree)
	f.Add([]byte(`{"format":"enemyai-replay","version":2,"segments":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var size struct{ Enemies int }
		if json.Unmarshal(data, &size) == nil && size.Enemies > 100 {
			t.Skip("crowds take seconds to set up; the fuzzer looks for bad files, not big ones")
		}
		r, err := session.ParseReplay("f.json", data)
		if err != nil {
			assert.True(t, strings.HasPrefix(err.Error(), "f.json"), "%.300s", err)
			assert.Less(t, len(err.Error()), (config.MaxProblems+1)*1000, "a bounded message")
			return
		}
		for n := 0; n < 300 && r.Replaying(); n++ {
			r.Advance(entity.PlayerIntent{})
		}
	})
}
