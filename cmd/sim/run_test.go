package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
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
		{"no scenario", nil, "sim: -scenario FILE is required"},
		{"unknown flag", []string{"-bogus"}, "flag provided but not defined: -bogus"},
		{"missing file", []string{"-scenario", filepath.Join(dir, "none.toml")}, "none.toml: file not found"},
		{"invalid scenario", []string{"-scenario", bad}, "bad.toml:2: arena.width: must be greater than 0, got -1"},
		{"invalid config", []string{"-scenario", "../../assets/scenarios/near_chase.toml", "-config", bad}, "bad.toml:2: arena.width"},
		{"negative ticks", []string{"-scenario", bad, "-ticks", "-3"}, "-ticks -3: must not be negative"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runSim(tc.args...)
			assert.Equal(t, 2, code)
			assert.Contains(t, errOut, tc.msg)
		})
	}
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
	assert.Contains(t, errOut, "-explain boss-1: no such enemy (the scenario has [near-1])")
}
