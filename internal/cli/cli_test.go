package cli

import (
	"errors"
	"flag"
	"github.com/enemyai/enemyai/session"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseReadsTheFlags(t *testing.T) {
	o, err := Parse([]string{"-scenario", "arena", "-select", "near-2", "-enemies", "5", "-gizmos=false",
		"-record", "r.json", "-screenshot", "s.png", "-frames", "60", "-seek", "30",
		"-set", "far.attack=5", "-tree", "near=n.tree", "-fork", "near.detect=6", "-fork", "near.attack=2", "-window", "600x1000"}, &strings.Builder{})
	require.NoError(t, err)
	assert.Equal(t, Options{Source: session.Source{ScenarioPath: "arena", Enemies: 5, Seed: 1,
		Set: []config.KindValue{{Kind: "far", Field: config.FieldAttack, Value: 5}}, Trees: map[string]string{"near": "n.tree"}},
		Select: "near-2", HideGizmos: true, RecordPath: "r.json", Screenshot: "s.png", Frames: 60, Seeking: true, Seek: 30, PauseUnfocused: true,
		Fork:   []config.KindValue{{Kind: "near", Field: config.FieldDetect, Value: 6}, {Kind: "near", Field: config.FieldAttack, Value: 2}},
		Window: [2]int{600, 1000}}, o)
}

// TestTheStartScreenOpensUnlessTheRunSaysWhatItPlays: a run that names a
// scenario or a replay, or takes a screenshot or a measurement, skips the
// start screen unless -start asks for it; sound is for runs a person plays.
func TestTheStartScreenOpensUnlessTheRunSaysWhatItPlays(t *testing.T) {
	tests := []struct {
		args         []string
		start, sound bool
	}{
		{nil, true, true},
		{[]string{"-enemies", "100", "-select", "near-1"}, true, true},
		{[]string{"-scenario", "arena"}, false, true},
		{[]string{"-replay", "r.json"}, false, true},
		{[]string{"-screenshot", "s.png"}, false, false},
		{[]string{"-measure", "60"}, false, false},
		{[]string{"-screenshot", "s.png", "-start"}, true, false},
		{[]string{"-start=false"}, false, true},
	}
	for _, tc := range tests {
		o, err := Parse(tc.args, &strings.Builder{})
		require.NoError(t, err)
		assert.Equal(t, tc.start, o.Start, "%v: start", tc.args)
		assert.Equal(t, tc.sound, o.Sound, "%v: sound", tc.args)
		assert.Equal(t, tc.sound, o.SettingsPath != "", "%v: settings kept", tc.args)
	}
}

// TestSeekZeroIsASeek: -seek 0 goes back to the first tick, as any other
// tick; without -seek the game does not seek.
func TestSeekZeroIsASeek(t *testing.T) {
	tests := []struct {
		args    []string
		seeking bool
		seek    int
	}{
		{nil, false, 0},
		{[]string{"-seek", "0"}, true, 0},
		{[]string{"-seek", "0", "-fork", "near.detect=6"}, true, 0},
		{[]string{"-frames", "20", "-seek", "12"}, true, 12},
	}
	for _, tc := range tests {
		o, err := Parse(tc.args, &strings.Builder{})
		require.NoError(t, err, "%v", tc.args)
		assert.Equal(t, tc.seeking, o.Seeking, "%v", tc.args)
		assert.Equal(t, tc.seek, o.Seek, "%v", tc.args)
	}
}

func TestParseRefusesWhatCannotWork(t *testing.T) {
	long, digits := strings.Repeat("x", 100_000), strings.Repeat("9", 100_000)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-nope"}, "flag provided but not defined: -nope"},
		{[]string{"-trace"}, "flag needs an argument: -trace file (record the decision trace (JSON Lines) to file)"},
		{[]string{"stray"}, `unexpected argument "stray"`},
		{[]string{"-enemies", "-1"}, "-enemies -1: must be from 0 to 100000"},
		{[]string{"-enemies", "100001"}, "-enemies 100001: must be from 0 to 100000"},
		{[]string{"-enemies", "99999999999999999999"}, "-enemies 99999999999999999999: must be from 0 to 100000"},
		{[]string{"-enemies", "-99999999999999999999"}, "-enemies -99999999999999999999: must be from 0 to 100000"},
		{[]string{"-enemies", digits}, "-enemies " + digits[:config.QuotedChars] + "…: must be from 0 to 100000"},
		{[]string{"-replay", "r.json", "-scenario", "arena"}, "-replay plays the configuration and scenario the file recorded: drop -config, -scenario and -enemies"},
		{[]string{"-frames", "0"}, "-frames 0: must be at least 1"},
		{[]string{"-seek", "-2"}, "-seek -2: must be from 0 to 10000000"},
		{[]string{"-seek", "18446744073709551616"}, "-seek 18446744073709551616: must be from 0 to 10000000"},
		{[]string{"-fork", "near.detect=6"}, "-fork makes a what-if in the past: give -seek TICK too"},
		{[]string{"-fork", "near.detect=99"}, `invalid value "near.detect=99" for flag -fork: detect 99: must be from 0.25 to 40`},
		{[]string{"-break", "near.* hp < NaN"}, `invalid value "near.* hp < NaN" for flag -break: column 13: hp is compared with "NaN": the breakpoint could never fire; give a finite number`},
		{[]string{"-break", "near.* " + long}, `invalid value "near.* ` + long[:config.QuotedChars-7] + `…" for flag -break: column 8: unknown "` + long[:config.QuotedChars] + `…": a condition starts with dist, hp, branch, leaf, node or (`},
		{[]string{"-set", long + "=5"}, `invalid value "` + long[:config.QuotedChars] + `…" for flag -set: "` + long[:60] + `…": want KIND.FIELD, like near.detect`},
		{[]string{"-seed", long}, `invalid value "` + long[:config.QuotedChars] + `…" for flag -seed: want a whole number from 0`},
		{[]string{"-enemies", long}, `invalid value "` + long[:config.QuotedChars] + `…" for flag -enemies: want a whole number from 0 to 100000`},
		{[]string{"-gizmos=" + long}, `invalid value "` + long[:config.QuotedChars] + `…" for flag -gizmos: want true or false`},
		{[]string{"-measure", "ten"}, `invalid value "ten" for flag -measure: want a whole number from 0 to 10000000`},
		{[]string{"-measure", "-3"}, `-measure -3: must be from 0 to 10000000`},
		{[]string{"-frames", "99999999999"}, `-frames 99999999999: must be from 0 to 10000000`},
		{[]string{"-heat", long}, `-heat "` + long[:config.QuotedChars] + `…": want 1s, 10s or all`},
		{[]string{"-" + long}, "flag provided but not defined: -" + long[:maxFlagProblem-len("flag provided but not defined: -")] + "…"},
		{[]string{long}, `unexpected argument "` + long[:config.QuotedChars] + `…"`},
		{[]string{"-window", "600"}, `invalid value "600" for flag -window: want WIDTHxHEIGHT in pixels, like 600x1000`},
		{[]string{"-window", "0600x1000"}, `invalid value "0600x1000" for flag -window: want WIDTHxHEIGHT in pixels, like 600x1000`},
		{[]string{"-window", "600x-1000"}, `invalid value "600x-1000" for flag -window: each side from 240 to 8192 pixels`},
		{[]string{"-window", "100x1000"}, `invalid value "100x1000" for flag -window: each side from 240 to 8192 pixels`},
		{[]string{"-window", "600x" + digits}, `invalid value "600x` + digits[:config.QuotedChars-4] + `…" for flag -window: want WIDTHxHEIGHT in pixels, like 600x1000`},
	}
	for _, tc := range tests {
		var stderr strings.Builder
		_, err := Parse(tc.args, &stderr)
		assert.EqualError(t, err, tc.want, "%v", tc.args)
		assert.Empty(t, stderr.String(), "%v: errors are the caller's to print, once", tc.args)
	}
}

func TestHelp(t *testing.T) {
	var stderr strings.Builder
	_, err := Parse([]string{"-h"}, &stderr)
	assert.True(t, errors.Is(err, flag.ErrHelp))
	assert.Contains(t, stderr.String(), "-replay file")
}

// TestPrepareNamesWhatTheFlagsGetWrong: opening a run checks its files, the
// -set and -fork values against its kinds, before the first tick. (-select
// and -break are checked by the game against the world: see main_test.go.)
func TestPrepareNamesWhatTheFlagsGetWrong(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-scenario", "arena"}, ""},
		{[]string{"-scenario", "nosuch"},
			"nosuch: file not found; the shipped scenarios are arena, coward, death_respawn, empty, far_dodge, far_keep_distance, horde, near_chase"},
		{[]string{"-scenario", "arena", "-seek", "10", "-fork", "far.attack=6"}, ""},
		{[]string{"-scenario", "arena", "-seek", "10", "-fork", "far.attack=2"},
			"-fork far.attack=2: a ranged kind's attack 2 must be above its min_distance 2.5"},
		{[]string{"-scenario", "arena", "-seek", "10", "-fork", "near.projectile_speed=5"},
			"-fork near.projectile_speed: near is not ranged, and only ranged kinds use projectile_speed"},
		{[]string{"-scenario", "arena", "-seek", "10", "-fork", "ghost.detect=6"},
			"-fork ghost.detect=6: no kind \"ghost\" (kinds: coward, far, near)"},
		{[]string{"-scenario", "arena", "-set", strings.Repeat("n", 100_000) + ".detect=5"},
			strings.Repeat("n", 60) + "…: no kind \"" + strings.Repeat("n", config.QuotedChars) + "…\" (kinds: coward, far, near)"},
	}
	for _, tc := range tests {
		o, err := Parse(tc.args, &strings.Builder{})
		require.NoError(t, err)
		_, _, err = Prepare(o)
		if tc.want == "" {
			assert.NoError(t, err, "%v", tc.args)
			continue
		}
		assert.EqualError(t, err, tc.want, "%v", tc.args)
	}
}

// TestEditNeedsAnEnemy: -edit opens the tree of the selected enemy's kind,
// so it says so without -select.
func TestEditNeedsAnEnemy(t *testing.T) {
	_, err := Parse([]string{"-edit"}, &strings.Builder{})
	assert.EqualError(t, err, "-edit: name the enemy whose kind's tree to edit with -select")
	o, err := Parse([]string{"-edit", "-select", "near-1"}, &strings.Builder{})
	require.NoError(t, err)
	assert.True(t, o.Edit)
}

// TestFlagsABrowserCannotHonourSaySoInOneLine: in a browser, a flag that
// needs files is refused in one line, and the flags' list marks it.
func TestFlagsABrowserCannotHonourSaySoInOneLine(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-scenario", "arena"}, ""},
		{[]string{"-cpuprofile", "p.out"}, "-cpuprofile: not in a browser, which has no files to write a profile to"},
		{[]string{"-screenshot", "s.png", "-replay", "r.json"}, "-replay: not in a browser, which has no files to play a replay from"},
	}
	for _, tc := range tests {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		var o Options
		SourceFlags(fs, &o.Source)
		fs.StringVar(&o.Screenshot, "screenshot", "", "save the screen")
		fs.StringVar(&o.CPUProfile, "cpuprofile", "", "write a profile")
		markForBrowser(fs, true)
		require.NoError(t, fs.Parse(tc.args))
		err := refuseInBrowser(fs, true)
		if tc.want == "" {
			assert.NoError(t, err, "%v", tc.args)
			continue
		}
		require.Error(t, err)
		assert.Equal(t, tc.want, err.Error(), "main adds where the flags are listed, once")
		assert.NotContains(t, err.Error(), "\n")
		assert.Contains(t, fs.Lookup("config").Usage, "(not in a browser)")
		assert.NoError(t, refuseInBrowser(fs, false), "on the desktop they work")
	}
}
