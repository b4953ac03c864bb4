package main

import (
	"bytes"
	"errors"
	"github.com/enemyai/enemyai/config"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/enemyai/enemyai/assets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// buildDemo builds the demo binary into a temporary directory.
func buildDemo(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "enemyai")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "%s", out)
	return bin
}

// TestSmokeScreenshot runs a scenario with a Far enemy for 165 frames
// and checks the picture: the floor, both gizmo colours, the Far enemy, a
// projectile in flight, the player and the HUD.
func TestSmokeScreenshot(t *testing.T) {
	bin := buildDemo(t)
	shot := filepath.Join(t.TempDir(), "shot.png")
	cmd := exec.Command(bin, "-scenario", "assets/scenarios/far_keep_distance.toml", "-screenshot", shot, "-frames", "165") // a shot left at tick 149
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)

	f, err := os.Open(shot)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, 1280, 720), img.Bounds())

	found := map[string]int{}
	colours := map[string]func(r, g, b uint8) bool{
		"detect gizmo": func(r, g, b uint8) bool { return r == 60 && g == 220 && b == 90 },
		"attack gizmo": func(r, g, b uint8) bool { return r == 70 && g == 130 && b == 255 },
		"far enemy":    func(r, g, b uint8) bool { return r > 110 && r < 150 && g > 60 && g < 100 && b > 180 && b < 220 },
		"player":       func(r, g, b uint8) bool { return r < 80 && g > 150 && g < 190 && b > 200 },
		"projectile":   func(r, g, b uint8) bool { return r > 240 && g > 130 && g < 170 && b < 60 },
		"hud text":     func(r, g, b uint8) bool { return r > 220 && g > 220 && b > 220 },
	}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			for name, is := range colours {
				if is(c.R, c.G, c.B) {
					found[name]++
				}
			}
		}
	}
	for name := range colours {
		assert.Positive(t, found[name], "the screenshot shows the %s", name)
	}
}

func TestBadFlagsAndFilesExitTwo(t *testing.T) {
	bin := buildDemo(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.toml")
	require.NoError(t, os.WriteFile(bad, []byte("[arena]\nwidth = 0.0\n"), 0o644))
	copied := filepath.Join(dir, "my.toml") // a copied configuration with a broken tree beside it
	require.NoError(t, os.WriteFile(copied, assets.Config, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "near.tree"), []byte("near [selector]\n  broken [sequence]\n"), 0o644))
	good := filepath.Join(t.TempDir(), "good.toml")
	require.NoError(t, os.WriteFile(good, assets.Config, 0o644))
	shot := filepath.Join(t.TempDir(), "shot.png")
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"unknown flag", []string{"-nope"}, "flag provided but not defined: -nope"},
		{"missing config", []string{"-config", "/nonexistent/c.toml"}, "/nonexistent/c.toml: file not found"},
		{"invalid config", []string{"-config", bad}, "bad.toml:2: arena.width: must be greater than 0, got 0"},
		{"broken tree beside the config", []string{"-config", copied}, `near.tree:2:3: "broken" [sequence] has no children`},
		{"bad -set", []string{"-set", "near.detect=-1"}, "detect -1: must be from 0.25 to 40"},
		{"negative enemies", []string{"-enemies", "-1"}, "-enemies -1: must be from 0 to 100000"},
		{"too many enemies", []string{"-enemies", "999999999"}, "-enemies 999999999: must be from 0 to 100000"},
		{"corrupt replay", []string{"-replay", bad}, "bad.toml:1:2: corrupt: invalid character 'a' looking for beginning of value"},
		{"missing replay", []string{"-replay", "/nonexistent/r.json"}, "/nonexistent/r.json: file not found"},
		{"unwritable screenshot", []string{"-screenshot", "/nonexistent/dir/s.png"}, "-screenshot: cannot write /nonexistent/dir/s.png: the folder does not exist"},
		{"a device as the configuration", []string{"-config", "/dev/zero"}, "enemyai: /dev/zero: a device, not a regular file\n"},
		{"a folder as the replay", []string{"-replay", dir}, "enemyai: " + dir + ": a directory, not a regular file\n"},
		{"the recording over the screenshot", []string{"-record", shot, "-screenshot", shot},
			"enemyai: -screenshot " + shot + " is the same file as -record " + shot + ": an output must not overwrite an input or another output\n"},
		{"the profile over the configuration", []string{"-config", good, "-cpuprofile", good},
			"enemyai: -cpuprofile " + good + " is the same file as -config " + good + ": an output must not overwrite an input or another output\n"},
		{"the trace over the configuration", []string{"-config", good, "-trace", good}, "-trace " + good + " is the same file as -config " + good},
		{"a full device as the screenshot", []string{"-scenario", "arena", "-frames", "3", "-screenshot", "/dev/full"},
			"enemyai: -screenshot: write /dev/full: no space left on device\n"},
		{"a full device as the recording", []string{"-scenario", "arena", "-frames", "3", "-screenshot", shot + ".png", "-record", "/dev/full"},
			"enemyai: -record: write /dev/full: no space left on device\n"},
		{"a full device as the profile", []string{"-scenario", "arena", "-frames", "3", "-screenshot", shot + ".png", "-cpuprofile", "/dev/full"},
			"enemyai: -cpuprofile: write /dev/full: no space left on device\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := exec.Command(bin, tc.args...).CombinedOutput()
			var exit *exec.ExitError
			require.ErrorAs(t, err, &exit, "%s", out)
			assert.Equal(t, 2, exit.ExitCode())
			assert.Contains(t, string(out), tc.msg)
			assert.Equal(t, 1, strings.Count(string(out), tc.msg), "printed once")
			assert.NotContains(t, string(out), "Usage", "the flag list only for -h")
		})
	}
	data, err := os.ReadFile(good)
	require.NoError(t, err)
	assert.Equal(t, string(assets.Config), string(data), "the configuration is as it was")
	_, err = os.Stat(shot)
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing was written")
}

func TestHelpExitsZero(t *testing.T) {
	out, err := exec.Command(buildDemo(t), "-h").CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "-replay file")
}

// TestGameRecordingReplaysInSimWithTheSameTrace plays a scenario in the game
// with -record and -trace, then replays the file with cmd/sim.
func TestGameRecordingReplaysInSimWithTheSameTrace(t *testing.T) {
	dir := t.TempDir()
	rec, live, replayed := filepath.Join(dir, "r.json"), filepath.Join(dir, "live.jsonl"), filepath.Join(dir, "replay.jsonl")
	out, err := exec.Command(buildDemo(t), "-scenario", "assets/scenarios/far_dodge.toml", "-record", rec, "-trace", live,
		"-screenshot", filepath.Join(dir, "s.png"), "-frames", "400").CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "enemyai: recorded the run to "+rec+"; enemyai -replay "+rec+" plays it again\n")
	out, err = exec.Command("go", "run", "./cmd/sim", "-replay", rec, "-trace", replayed).CombinedOutput()
	require.NoError(t, err, "%s", out)
	want, err := os.ReadFile(live)
	require.NoError(t, err)
	got, err := os.ReadFile(replayed)
	require.NoError(t, err)
	assert.Greater(t, bytes.Count(want, []byte("\n")), 400)
	assert.Equal(t, string(want), string(got), "the trace of the replay is the live trace, byte for byte")
}

// withoutDisplay returns the environment without DISPLAY.
func withoutDisplay() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") {
			env = append(env, kv)
		}
	}
	return env
}

// TestWithoutADisplay runs the built binary without a display: flags and
// files are checked as on a desktop, and the game itself says in one line
// that it needs a display, instead of Ebitengine's error.
func TestWithoutADisplay(t *testing.T) {
	bin := buildDemo(t)
	tests := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"help", []string{"-h"}, 0, "Usage: enemyai [flags]"},
		{"bad flag", []string{"-bogus"}, 2, "enemyai: flag provided but not defined: -bogus (enemyai -h lists the flags)\n"},
		{"bad file", []string{"-config", "/nonexistent/c.toml"}, 2, "enemyai: /nonexistent/c.toml: file not found\n"},
		{"the game", nil, 1, "enemyai: no display: run under xvfb-run or on a desktop\n"},
		{"a shipped scenario by name", []string{"-scenario", "arena"}, 1, "enemyai: no display: run under xvfb-run or on a desktop\n"},
		{"an enemy selected", []string{"-scenario", "arena", "-select", "near-2"}, 1, "enemyai: no display: run under xvfb-run or on a desktop\n"},
		{"no such enemy", []string{"-scenario", "arena", "-select", "nobody"}, 2,
			"enemyai: -select nobody: no such enemy (there are near-1, near-2, near-3, far-1, far-2, far-3)\n"},
		{"no enemy at all", []string{"-scenario", "empty", "-select", "nobody"}, 2, "enemyai: -select nobody: no such enemy (there are none)\n"},
		{"a crowd", []string{"-scenario", "empty", "-enemies", "20", "-select", "nobody"}, 2,
			"enemyai: -select nobody: no such enemy (there are coward-1, far-1, near-1, coward-2, far-2, near-2, coward-3, far-3 and 12 more)\n"},
		{"no such scenario", []string{"-scenario", "nosuch"}, 2,
			"enemyai: nosuch: file not found; the shipped scenarios are arena, coward, death_respawn, empty, far_dodge, far_keep_distance, horde, near_chase\n"},
		{"an output over another", []string{"-record", "x.json", "-trace", "./x.json"}, 2,
			"enemyai: -record x.json is the same file as -trace ./x.json: an output must not overwrite an input or another output\n"},
		{"a breakpoint that could never fire", []string{"-scenario", "arena", "-break", "near.* node nosuch running"}, 2,
			"enemyai: -break \"near.* node nosuch running\": column 13: no node \"nosuch\" in the tree of near: the breakpoint could never fire\n"},
		{"a long -select", []string{"-scenario", "arena", "-select", strings.Repeat("n", 100_000)}, 2,
			"enemyai: -select " + strings.Repeat("n", config.QuotedChars) + "…: no such enemy (there are near-1, near-2, near-3, far-1, far-2, far-3)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(bin, tc.args...)
			cmd.Env = withoutDisplay()
			out, err := cmd.CombinedOutput()
			code := 0
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				code = exit.ExitCode()
			}
			assert.Equal(t, tc.code, code, "%s", out)
			assert.NotContains(t, string(out), "panic")
			if tc.code == 0 {
				assert.Contains(t, string(out), tc.out)
			} else {
				assert.Equal(t, tc.out, string(out))
			}
		})
	}
}

// TestASeekTheRunDidNotReachExits2: -seek past the ticks a run played (300
// more enemies in the arena kill its scripted player at tick 665, and the
// clock stops) is a bad flag value, found once the run has played its
// -frames: one line that says what the run holds, and exit status 2.
func TestASeekTheRunDidNotReachExits2(t *testing.T) {
	bin := buildDemo(t)
	shot := filepath.Join(t.TempDir(), "shot.png")
	out, err := exec.Command(bin, "-scenario", "arena", "-enemies", "300", "-frames", "700", "-seek", "690", "-screenshot", shot).CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "%s", out)
	if strings.Contains(string(out), "no display") {
		t.Skip("needs a display: make test runs it under Xvfb")
	}
	assert.Equal(t, 2, exit.ExitCode(), "%s", out)
	assert.Equal(t, "enemyai: -seek 690: tick 690 is not in this run: it holds ticks 0 to 665\n", string(out))
	assert.NoFileExists(t, shot)
}

// TestAGameStoppedBySignalLeavesItsTraceAsItWas: the game stopped by a
// signal (Ctrl+C, a kill) exits with the shell's status for it, and the
// file -trace names is as it was, with no half-written trace beside it.
func TestAGameStoppedBySignalLeavesItsTraceAsItWas(t *testing.T) {
	bin := buildDemo(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "t.jsonl")
	require.NoError(t, os.WriteFile(path, []byte("old\n"), 0o644))
	for _, tc := range []struct {
		signal syscall.Signal
		code   int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		cmd := exec.Command(bin, "-scenario", "arena", "-enemies", "300", "-trace", path)
		require.NoError(t, cmd.Start())
		time.Sleep(3 * time.Second) // playing, and tracing into its temporary file
		require.NoError(t, cmd.Process.Signal(tc.signal))
		err := cmd.Wait()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit)
		assert.Equal(t, tc.code, exit.ExitCode(), "%v", tc.signal)
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, "old\n", string(data), "%v: the trace's file as it was", tc.signal)
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		assert.Len(t, entries, 1, "%v: nothing left beside it", tc.signal)
	}
}
