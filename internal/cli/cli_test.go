package cli

import (
	"errors"
	"flag"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseReadsTheFlags(t *testing.T) {
	o, err := Parse([]string{"-scenario", "arena", "-select", "near-2", "-enemies", "5", "-gizmos=false",
		"-record", "r.json", "-screenshot", "s.png", "-frames", "60", "-seek", "30",
		"-set", "far.attack=5", "-tree", "near=n.tree", "-fork", "near.detect=6", "-fork", "near.attack=2"}, &strings.Builder{})
	require.NoError(t, err)
	assert.Equal(t, Options{Source: Source{ScenarioPath: "arena", Enemies: 5, Seed: 1,
		WhatIf: WhatIf{Set: []config.KindValue{{Kind: "far", Field: config.FieldAttack, Value: 5}}, Trees: map[string]string{"near": "n.tree"}}},
		Select: "near-2", HideGizmos: true, RecordPath: "r.json", Screenshot: "s.png", Frames: 60, Seek: 30, PauseUnfocused: true,
		Fork: []config.KindValue{{Kind: "near", Field: config.FieldDetect, Value: 6}, {Kind: "near", Field: config.FieldAttack, Value: 2}}}, o)
}

func TestParseRefusesWhatCannotWork(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-nope"}, "flag provided but not defined: -nope"},
		{[]string{"stray"}, `unexpected argument "stray"`},
		{[]string{"-enemies", "-1"}, "-enemies -1: must be from 0 to 100000"},
		{[]string{"-enemies", "100001"}, "-enemies 100001: must be from 0 to 100000"},
		{[]string{"-replay", "r.json", "-scenario", "arena"}, "-replay plays the configuration and scenario the file recorded: drop -config, -scenario and -enemies"},
		{[]string{"-frames", "0"}, "-frames 0: must be at least 1"},
		{[]string{"-seek", "-2"}, "-seek -2: must be from 0 to 10000000"},
		{[]string{"-fork", "near.detect=6"}, "-fork makes a what-if in the past: give -seek TICK too"},
		{[]string{"-fork", "near.detect=99"}, `invalid value "near.detect=99" for flag -fork: detect 99: must be from 0.25 to 40`},
	}
	for _, tc := range tests {
		var stderr strings.Builder
		_, err := Parse(tc.args, &stderr)
		assert.EqualError(t, err, tc.want, "%v", tc.args)
		assert.Empty(t, stderr.String(), "%v: errors are the caller's to print, once", tc.args)
	}
}

func TestHelpAndHeadless(t *testing.T) {
	var stderr strings.Builder
	_, err := Parse([]string{"-h"}, &stderr)
	assert.True(t, errors.Is(err, flag.ErrHelp))
	assert.Contains(t, stderr.String(), "-replay file")

	tests := []struct {
		args  []string
		check error
		code  int
		out   string
	}{
		{[]string{"-h"}, nil, 0, "Usage: enemyai [flags]"},
		{[]string{"-bogus"}, nil, 2, "enemyai: flag provided but not defined: -bogus (enemyai -h lists the flags)\n"},
		{nil, errors.New("my.toml:3: kinds: bad"), 2, "enemyai: my.toml:3: kinds: bad\n"},
		{nil, nil, 1, NoDisplay + "\n"},
	}
	for _, tc := range tests {
		var out strings.Builder
		code := Headless(tc.args, &out, func(Options) error { return tc.check })
		assert.Equal(t, tc.code, code, "%v", tc.args)
		assert.Contains(t, out.String(), tc.out)
	}
}

func TestCheckNamesWhatTheFlagsGetWrong(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-scenario", "arena"}, ""},
		{[]string{"-scenario", "arena", "-select", "near-2"}, ""},
		{[]string{"-scenario", "arena", "-select", "nobody"},
			"-select nobody: no such enemy (there are near-1, near-2, near-3, far-1, far-2, far-3)"},
		{[]string{"-scenario", "empty", "-select", "nobody"}, "-select nobody: no such enemy (there are none)"},
		{[]string{"-scenario", "empty", "-enemies", "20", "-select", "nobody"},
			"-select nobody: no such enemy (there are coward-1, far-1, near-1, coward-2, far-2, near-2, coward-3, far-3 and 12 more)"},
		{[]string{"-scenario", "nosuch"},
			"nosuch: file not found; the shipped scenarios are arena, coward, death_respawn, empty, far_dodge, far_keep_distance, horde, near_chase"},
	}
	for _, tc := range tests {
		o, err := Parse(tc.args, &strings.Builder{})
		require.NoError(t, err)
		err = Check(o)
		if tc.want == "" {
			assert.NoError(t, err, "%v", tc.args)
			continue
		}
		assert.EqualError(t, err, tc.want, "%v", tc.args)
	}
}
