package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recordReplay plays a keyboard game that walks towards a Near enemy's edge
// and back, with a tuning of Far on the way, and writes it as a replay file.
func recordReplay(t *testing.T) string {
	t.Helper()
	path, _ := record(t, assets.Config)
	return path
}

// record plays recordReplay's game on a configuration and returns the
// replay file and the live trace.
func record(t *testing.T, cfg []byte) (path, trace string) {
	t.Helper()
	s, err := session.New(session.Origin{ConfigName: "c.toml", Config: cfg, Seed: 3})
	require.NoError(t, err)
	var live bytes.Buffer
	tr := ai.NewTrace(&live, s.Minds)
	for i := range 900 {
		dir := entity.Vec{X: -0.6, Y: -0.3} // from (16, 9) towards near-1 at (8, 5)
		if i >= 450 {
			dir = entity.Vec{X: 0.6, Y: 0.3}
		}
		s.Advance(entity.PlayerIntent{Move: dir})
		require.NoError(t, tr.Step(s.World))
		if i == 300 {
			far := *s.World.Kind("far")
			far.Cooldown = 1
			s.SetKinds(far)
		}
	}
	var file bytes.Buffer
	require.NoError(t, s.WriteReplay(&file))
	path = filepath.Join(t.TempDir(), "bug.json")
	require.NoError(t, os.WriteFile(path, file.Bytes(), 0o644))
	return path, live.String()
}

func TestSimDiffFindsTheFirstDivergenceAndComparesOutcomes(t *testing.T) {
	replay := recordReplay(t)
	code, out, errOut := runSim("-replay", replay, "-set", "near.detect=7", "-diff")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "changed: near.detect=7\n")
	assert.Regexp(t, `first divergence at tick \d+ \([\d.]+ s\): near-\d+\n`, out)
	assert.Regexp(t, `  original: idle \(moveHome, success\): seesPlayer failure: dist [\d.]+ > detect 4.0`, out)
	assert.Regexp(t, `  changed:  chase \(moveToPlayer, running\): seesPlayer success: dist [\d.]+ <= detect 7.0`, out)
	assert.Regexp(t, `\nticks +900 +900\n`, out, "both runs play the whole replay")
	for _, label := range []string{"hits on the player", "damage taken", "player HP at the end", "player died",
		"kills (enemy deaths)", "shots fired", "shots that hit"} {
		assert.Contains(t, out, "\n"+label+" ")
	}

	code, out, errOut = runSim("-replay", replay, "-set", "near.detect=4", "-diff")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "no divergence: every enemy decides the same on every tick\n", "the value it had changes nothing")
}

// TestSimDiffSaysWhatTheEnemyDoesWhenItAloneDiffers: where an enemy's
// branch, tip and status are the same on both sides and only what it is
// doing differs (here far-1 sees the player in one run, not in the other,
// with 300 more enemies the same in both), each side says what it does.
func TestSimDiffSaysWhatTheEnemyDoesWhenItAloneDiffers(t *testing.T) {
	code, out, errOut := runSim("-scenario", "arena", "-enemies", "300", "-ticks", "500", "-set", "near.damage=8", "-diff")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "first divergence at tick 485 (8.08 s): far-1\n")
	assert.Contains(t, out, "  original: chase (keepDistance, running; does not see the player): ")
	assert.Contains(t, out, "  changed:  chase (keepDistance, running; sees the player): ")
}

func TestSimDiffWithASwappedTree(t *testing.T) {
	replay := recordReplay(t)
	tree := filepath.Join(t.TempDir(), "homebody.tree")
	require.NoError(t, os.WriteFile(tree, []byte("homebody [sequence]\n  stay [action] moveHome\n"), 0o644))
	code, out, errOut := runSim("-replay", replay, "-tree", "near="+tree, "-diff")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "changed: tree near="+tree)
	assert.Contains(t, out, "  changed:  idle (stay, success): stay success: at home\n", "at home with nothing to do, whatever the branch is called")
}

// TestSimVariantPlaysTheChangedReplayExactly checks that a replay played
// with -set gives the trace of a live game that had the value all along.
func TestSimVariantPlaysTheChangedReplayExactly(t *testing.T) {
	cfg, err := config.SetKindValues("c.toml", assets.Config, []config.KindValue{{Kind: "near", Field: config.FieldDetect, Value: 7}})
	require.NoError(t, err)
	_, want := record(t, cfg)
	code, changed, errOut := runSim("-replay", recordReplay(t), "-set", "near.detect=7", "-trace", "-")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, want, changed)
}

func TestSimRefusesABadChange(t *testing.T) {
	replay := recordReplay(t)
	huge := filepath.Join(t.TempDir(), "huge.tree")
	require.NoError(t, os.WriteFile(huge, []byte("near [sequence]\n  hurt [condition] hpBelow("+strings.Repeat("9", 60_000)+")\n"), 0o644))
	const diffAlone = "-diff prints the divergence and the outcomes: drop -trace, -explain, -stats, -timeline and -break"
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"-set", "boss.detect=5"}, `boss.detect=5: no kind "boss" (kinds: coward, far, near)`},
		{[]string{"-set", "near.sight=5"}, `near.sight: "sight" is not a tunable field (tunable: detect, attack`},
		{[]string{"-set", "near.detect=-1"}, "detect -1: must be from 0.25 to 40"},
		{[]string{"-set", "near.detect=NaN"}, "detect NaN: must be from 0.25 to 40"},
		{[]string{"-set", "near.detect=1e400"}, "detect 1e400: must be from 0.25 to 40"},
		{[]string{"-set", "near.detect=-1e400"}, "detect -1e400: must be from 0.25 to 40"},
		{[]string{"-set", "near.detect=far"}, `near.detect: "far" is not a number`},
		{[]string{"-set", "near.detect"}, `"near.detect": want KIND.FIELD=VALUE`},
		{[]string{"-set", "near.min_distance=1"}, "near.min_distance: near is not ranged"},
		{[]string{"-set", "far.attack=1"}, "a ranged kind's attack 1 must be above its min_distance 2.5"},
		{[]string{"-tree", "near"}, "want KIND=FILE"},
		{[]string{"-tree", "near=/nonexistent/n.tree"}, "/nonexistent/n.tree: file not found"},
		{[]string{"-tree", "boss=../../assets/trees/near.tree"}, `-tree boss: no kind "boss"`},
		{[]string{"-tree", "near=" + huge}, `huge.tree:2:3: hpBelow(fraction): fraction: want a fraction above 0 and at most 1, like 0.5, got "` + strings.Repeat("9", 40) + `…"`},
		{[]string{"-diff"}, "-diff compares a run with the same run changed: give -set KIND.FIELD=VALUE or -tree KIND=FILE"},
		{[]string{"-set", "near.detect=6", "-diff", "-trace", "-"}, diffAlone},
		{[]string{"-set", "near.detect=6", "-diff", "-stats", "near"}, diffAlone},
		{[]string{"-set", "near.detect=6", "-diff", "-timeline", "t.svg"}, diffAlone},
		{[]string{"-set", "near.detect=6", "-diff", "-break", "near.* hp < 0.5"}, diffAlone},
		{[]string{"-timeline", "-"}, "-timeline -: the timeline is a picture, not for the terminal: name an SVG file, like -timeline t.svg"},
	}
	for _, tc := range tests {
		t.Run(tc.msg, func(t *testing.T) {
			code, out, errOut := runSim(append([]string{"-replay", replay}, tc.args...)...)
			assert.Equal(t, 2, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tc.msg)
			assert.Equal(t, 1, bytes.Count([]byte(errOut), []byte("\n")), "one line: %q", errOut)
		})
	}
}
