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

// smallConfig is a configuration of two kinds and two enemies, written
// tersely, so that a replay of it makes a small seed: the fuzzing engine
// spends its time minimizing what it found, and a seed of 10 KB made it
// run 8 inputs in two minutes.
const smallConfig = `[arena]
width = 12.0
height = 8.0
player_start = [6.0, 4.0]
[player]
speed = 5.0
hp = 100.0
radius = 0.4
attack_range = 1.4
damage = 25.0
cooldown = 0.35
[kinds.near]
tree = "near.tree"
ranged = false
detect = 4.0
attack = 1.0
speed = 3.0
hp = 60.0
damage = 12.0
radius = 0.45
wind_up = 0.35
strike = 0.1
recovery = 0.35
cooldown = 0.6
respawn = 5.0
[kinds.far]
tree = "far.tree"
ranged = true
detect = 7.0
attack = 4.0
min_distance = 2.5
speed = 2.0
hp = 40.0
damage = 8.0
radius = 0.45
wind_up = 0.45
strike = 0.05
recovery = 0.4
cooldown = 1.2
respawn = 6.0
projectile_speed = 7.0
projectile_radius = 0.2
projectile_range = 9.0
[[enemies]]
kind = "near"
home = [2.0, 2.0]
[[enemies]]
kind = "far"
home = [10.0, 6.0]
`

// smallTrees are the two kinds' trees, as short as they go.
var smallTrees = map[string]session.TreeFile{
	"near.tree": {Text: []byte("near [reactive selector]\n  attack [sequence]\n    playerWithin(attack) [condition]\n    attack [stateful action]\n  chase [sequence]\n    seesPlayer [condition]\n    moveToPlayer [action]\n  moveHome [action]\n")},
	"far.tree":  {Text: []byte("far [reactive selector]\n  chase [sequence]\n    seesPlayer [condition]\n    moveToPlayer [action]\n  moveHome [action]\n")},
}

// FuzzParseReplay checks that any replay file either opens and plays
// without a panic, or is refused with a bounded message that names the
// file. Its seeds are replays of a small configuration, of about 3 KB.
func FuzzParseReplay(f *testing.F) {
	s, err := session.New(session.Origin{ConfigName: "small.toml", Config: []byte(smallConfig), Seed: 3, Trees: smallTrees})
	require.NoError(f, err)
	for s.Head() < 120 {
		s.Advance(keyboard(s.Head() + 1))
		if s.Head() == 60 {
			near := *s.World.Kind("near")
			near.Detect = 6
			s.SetKinds(near)
		}
	}
	var good bytes.Buffer
	require.NoError(f, s.WriteReplay(&good))
	require.Less(f, good.Len(), 4000, "a small seed")
	f.Add(good.Bytes())
	f.Add(bytes.Replace(good.Bytes(), []byte(`"speed":`), []byte(`"speed":-`), 1))
	f.Add(bytes.Replace(good.Bytes(), []byte(`"speed":`), []byte(`"Speed":`), 1))
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
