package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runSim(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestSimPrintsASummary(t *testing.T) {
	code, out, errOut := runSim("-scenario", "../../assets/scenarios/near_chase.toml")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "near-1")
	assert.Contains(t, out, "player: hp 88.0 of 100.0, alive after 1153 ticks")
}

// TestSimSaysWhenThePlayerDied: a run that goes on past the player's death
// says on which tick they died, as the trace's death event does.
func TestSimSaysWhenThePlayerDied(t *testing.T) {
	trace := filepath.Join(t.TempDir(), "trace.jsonl")
	code, out, errOut := runSim("-scenario", "horde", "-enemies", "200", "-ticks", "900", "-trace", trace)
	require.Equal(t, 0, code, errOut)
	data, err := os.ReadFile(trace)
	require.NoError(t, err)
	var died int
	for _, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, `"event":"death"`) && strings.Contains(line, `"target":"player"`) {
			_, err := fmt.Sscanf(line, `{"tick":%d`, &died)
			require.NoError(t, err, line)
		}
	}
	require.Positive(t, died, "the player dies in this run")
	assert.Contains(t, out, fmt.Sprintf("player: hp 0.0 of 100.0, dead after 900 ticks (15.0 s), since tick %d (%.1f s)\n", died, entity.Seconds(died)))
}

// TestSimParkOffChangesNothing: -park=false steps every enemy every tick,
// and the trace and the summary come out the same, byte for byte.
func TestSimParkOffChangesNothing(t *testing.T) {
	args := []string{"-scenario", "arena", "-enemies", "300", "-ticks", "900", "-trace", "-"}
	code, parked, errOut := runSim(args...)
	require.Equal(t, 0, code, errOut)
	code, unparked, errOut := runSim(append(args, "-park=false")...)
	require.Equal(t, 0, code, errOut)
	assert.Greater(t, strings.Count(parked, "\n"), 900*300)
	assert.True(t, parked == unparked, "the traces differ")
}

func TestSimTraceToStdoutAndFile(t *testing.T) {
	code, out, _ := runSim("-scenario", "../../assets/scenarios/near_chase.toml", "-ticks", "2", "-trace", "-")
	assert.Equal(t, 0, code)
	assert.Equal(t, 4, strings.Count(out, "\n"), "two ticks, one enemy and the player")
	path := filepath.Join(t.TempDir(), "trace.jsonl")
	code, _, _ = runSim("-scenario", "../../assets/scenarios/near_chase.toml", "-ticks", "2", "-trace", path)
	assert.Equal(t, 0, code)
	data, err := os.ReadFile(path)
	assert.NoError(t, err)
	assert.Equal(t, out, string(data))
}

func TestSimBadInputExitsTwoWithAClearMessage(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.toml")
	assert.NoError(t, os.WriteFile(bad, []byte("[arena]\nwidth = -1.0\nheight = 5.0\nplayer_start = [1.0, 1.0]\n"), 0o644))
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"no scenario", nil, "sim: -scenario FILE or -replay FILE is required"},
		{"too many ticks", []string{"-scenario", bad, "-ticks", "99999999999"}, "-ticks 99999999999: must be from 0 to 10000000"},
		{"too many enemies", []string{"-scenario", bad, "-enemies", "999999999"}, "-enemies 999999999: must be from 0 to 100000"},
		{"more enemies than an int holds", []string{"-scenario", bad, "-enemies", "99999999999999999999"}, "-enemies 99999999999999999999: must be from 0 to 100000"},
		{"more ticks than an int holds", []string{"-scenario", bad, "-ticks", "99999999999999999999"}, "-ticks 99999999999999999999: must be from 0 to 10000000"},
		{"corrupt replay", []string{"-replay", bad}, "bad.toml:1:2: corrupt: invalid character 'a' looking for beginning of value"},
		{"replay and scenario", []string{"-replay", bad, "-scenario", bad}, "-replay plays the configuration and scenario the file recorded"},
		{"unknown flag", []string{"-bogus"}, "flag provided but not defined: -bogus"},
		{"a flag without its value", []string{"-trace"}, "flag needs an argument: -trace file (write the decision trace as JSON Lines to file, or - for standard output)"},
		{"missing file", []string{"-scenario", filepath.Join(dir, "none.toml")}, "none.toml: file not found"},
		{"unknown scenario name", []string{"-scenario", "nosuch"},
			"nosuch: file not found; the shipped scenarios are arena, coward, death_respawn, empty, far_dodge, far_keep_distance, horde, near_chase"},
		{"invalid scenario", []string{"-scenario", bad}, "bad.toml:2: arena.width: must be greater than 0, got -1"},
		{"invalid config", []string{"-scenario", "../../assets/scenarios/near_chase.toml", "-config", bad}, "bad.toml:2: arena.width"},
		{"negative ticks", []string{"-scenario", bad, "-ticks", "-3"}, "-ticks -3: must be from 0 to 10000000"},
		{"stats of no kind", []string{"-scenario", "near_chase", "-stats", "boss"}, `-stats boss: no kind "boss" (kinds: coward, far, near)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runSim(tc.args...)
			assert.Equal(t, 2, code)
			assert.Contains(t, errOut, tc.msg)
			assert.Equal(t, 1, strings.Count(errOut, tc.msg), "printed once: %q", errOut)
			assert.NotContains(t, errOut, "Usage", "the flag list only for -h")
		})
	}
}

func TestSimHelpExitsZero(t *testing.T) {
	code, _, errOut := runSim("-h")
	assert.Equal(t, 0, code)
	assert.Contains(t, errOut, "-replay file")
}

// TestSimReplaysARecordedSessionWithTheSameTrace records a session with
// keyboard input, tuning and a restart, and checks that sim -replay writes
// the trace the live session wrote, byte for byte.
func TestSimReplaysARecordedSessionWithTheSameTrace(t *testing.T) {
	s, err := session.New(session.Origin{ConfigName: "c.toml", Config: assets.Config, Seed: 3, Enemies: 4})
	require.NoError(t, err)
	var live bytes.Buffer
	trace := ai.NewTrace(&live, s.Minds)
	play := func(ticks int) {
		for i := range ticks {
			s.Advance(entity.PlayerIntent{Move: entity.Vec{X: float64(i%3 - 1), Y: 0.5}, Attack: i%11 == 0})
			require.NoError(t, trace.Step(s.World))
		}
	}
	play(300)
	far := *s.World.Kind("far")
	far.Attack = 5
	s.SetKinds(far)
	play(200)
	require.NoError(t, s.Restart())
	trace.Reset(s.Minds)
	play(100)

	path := filepath.Join(t.TempDir(), "bug.json")
	var file bytes.Buffer
	require.NoError(t, s.WriteReplay(&file))
	require.NoError(t, os.WriteFile(path, file.Bytes(), 0o644))
	code, out, errOut := runSim("-replay", path, "-trace", "-")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, live.String(), out)
	assert.NotContains(t, errOut, "the replay ends")

	code, _, errOut = runSim("-replay", path, "-ticks", "650")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "sim: the replay ends after 600 ticks; the 50 more -ticks asks for play with no input", "past its end a replay plays on, and says so")
	code, _, errOut = runSim("-replay", path, "-ticks", "599")
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, errOut, "the replay ends")
}

func TestSimExplainPrintsTheTreeWhenTheDecisionChanges(t *testing.T) {
	code, out, errOut := runSim("-scenario", "../../assets/scenarios/near_chase.toml", "-explain", "near-1")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "tick 1: near-1 decides idle (moveHome, success)")
	assert.Contains(t, out, "tick 109: near-1 decides chase (moveToPlayer, running)")
	assert.Contains(t, out, "│  ├─ seesPlayer [condition] ✓ success — dist 3.9 <= detect 4.0\n")
	assert.Contains(t, out, "│  ├─ inAttackRange [condition] ✗ failure — dist 3.9 > attack 1.0\n")
	code, _, errOut = runSim("-scenario", "../../assets/scenarios/near_chase.toml", "-explain", "boss-1")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "-explain boss-1: no such enemy (there are near-1)")
}

func TestSimSaysTheArenaGrewForTheCrowd(t *testing.T) {
	code, _, errOut := runSim("-scenario", "empty", "-enemies", "1000", "-ticks", "1")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "sim: the arena grew from 32 x 18 to 134 x 75 to give 1000 enemies 10 square units each\n", errOut)
}

func TestSimExplainSaysWhenTheEnemyDies(t *testing.T) {
	code, out, errOut := runSim("-scenario", "death_respawn", "-explain", "near-1")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "tick 97: near-1 is dead and respawns in 5.0 s; player (6.50, 5.00), near-1 at (7.35, 5.00)\n")
	assert.NotContains(t, out, "decides dead")
}

// TestSimReportsABrokenTreeBesideTheConfiguration opens the run as every
// command does: the tree files beside -config replace the shipped ones.
func TestSimReportsABrokenTreeBesideTheConfiguration(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "my.toml"), assets.Config, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "near.tree"), []byte("near [selector]\n  broken [sequence]\n"), 0o644))
	code, _, errOut := runSim("-config", filepath.Join(dir, "my.toml"), "-scenario", "arena")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `near.tree:2:3: "broken" [sequence] has no children`)
}

// TestTimelineDrawsEveryEnemysBranchesAsSpans draws a scenario's timeline
// and reads it back: a row per enemy, one rectangle per stretch in a branch,
// as many as the trace's decision changes make.
func TestTimelineDrawsEveryEnemysBranchesAsSpans(t *testing.T) {
	path := filepath.Join(t.TempDir(), "timeline.svg")
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"-scenario", "arena", "-ticks", "1800", "-timeline", path}, &out, &errOut), errOut.String())
	svg, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, id := range []string{"near-1", "far-3", "attack", "return"} {
		assert.Contains(t, string(svg), ">"+id+"<")
	}
	spans := strings.Count(string(svg), `<rect x=`) - strings.Count(string(svg), `width="10" height="10"`)
	assert.Contains(t, errOut.String(), fmt.Sprintf("wrote %s (%d spans)", path, spans))
	assert.Greater(t, spans, 6, "more than one span an enemy")
}

// TestATraceOnStandardOutputStaysJSON: with the trace on standard output,
// the explanations and a breakpoint's stop go to standard error, so that
// every line of the stream parses.
func TestATraceOnStandardOutputStaysJSON(t *testing.T) {
	for _, args := range [][]string{
		{"-scenario", "../../assets/scenarios/near_chase.toml", "-trace", "-", "-explain", "near-1"},
		{"-scenario", "death_respawn", "-trace", "-", "-break", "near.* branch == attack && hp < 0.5"},
	} {
		code, out, errOut := runSim(args...)
		require.Equal(t, 0, code, errOut)
		lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
		require.Greater(t, len(lines), 100)
		for i, l := range lines {
			require.True(t, json.Valid([]byte(l)), "%v: line %d is not JSON: %.80q", args, i+1, l)
		}
		assert.NotEmpty(t, errOut, "what is said for a person goes to standard error")
	}
}
