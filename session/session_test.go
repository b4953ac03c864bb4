package session_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
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

// origin returns a session origin on the embedded configuration and the
// named shipped scenario ("" for none).
func origin(t testing.TB, scenario string, enemies int) session.Origin {
	t.Helper()
	o := session.Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: 7, Enemies: enemies}
	if scenario != "" {
		data, err := assets.Scenarios.(interface{ ReadFile(string) ([]byte, error) }).ReadFile(scenario)
		require.NoError(t, err)
		o.ScenarioName, o.Scenario = "assets/scenarios/"+scenario, data
	}
	return o
}

// hash returns the hash of the session's world and minds.
func hash(s *session.Session) [32]byte { return sha256.Sum256(s.Hash(nil)) }

// keyboard is a deterministic player: it walks in a square and strikes.
func keyboard(tick uint32) entity.PlayerIntent {
	dirs := []entity.Vec{{X: 1}, {Y: 1}, {X: -1}, {Y: -1}}
	return entity.PlayerIntent{Move: dirs[tick/90%4], Attack: tick%7 == 0, Invulnerable: true}
}

// play advances s live to tick n, tuning the near kind at tick 400 and
// returning every tick's hash.
func play(t *testing.T, s *session.Session, n uint32) map[uint32][32]byte {
	hashes := map[uint32][32]byte{s.World.Tick: hash(s)}
	for s.Head() < n {
		s.Advance(keyboard(s.Head() + 1))
		if s.Head() == 400 {
			near := *s.World.Kind("near")
			near.Detect, near.Speed, near.HP = 7, 4.5, 90
			s.SetKinds(near)
		}
		hashes[s.World.Tick] = hash(s)
	}
	return hashes
}

func TestRewindReproducesEveryTick(t *testing.T) {
	s, err := session.New(origin(t, "", 40))
	require.NoError(t, err)
	want := play(t, s, 1900) // the first wave of the default configuration comes at tick 1800
	require.Equal(t, 1, s.World.Wave)

	for _, to := range []uint32{1, 59, 60, 61, 399, 400, 401, 777, 900, 1799, 1800, 1801, 1900, 120} {
		s.Seek(to)
		require.Equal(t, to, s.World.Tick)
		require.Equal(t, want[to], hash(s), "seeking to tick %d", to)
	}
	s.Seek(1700)
	for s.World.Tick < 1900 {
		s.Seek(s.World.Tick + 1)
		require.Equal(t, want[s.World.Tick], hash(s), "stepping forward to tick %d", s.World.Tick)
	}
	assert.Equal(t, 7.0, s.World.Kind("near").Detect, "the tuning at tick 400 is replayed")
}

func TestTheWindowIsBoundedAndSeekClampsToIt(t *testing.T) {
	s, err := session.New(origin(t, "", 0))
	require.NoError(t, err)
	for range session.WindowTicks + 5*session.KeyframeEvery {
		s.Advance(entity.PlayerIntent{})
	}
	start := s.Start()
	assert.GreaterOrEqual(t, s.Head()-start, uint32(session.WindowTicks), "at least the window is kept")
	assert.LessOrEqual(t, s.Head()-start, uint32(session.WindowTicks+2*session.KeyframeEvery), "and not much more")
	s.Seek(0)
	assert.Equal(t, start, s.World.Tick, "older ticks are gone: seek stops at the window's start")
}

func TestResumingFromThePastDropsTheOldFuture(t *testing.T) {
	s, err := session.New(origin(t, "near_chase.toml", 0))
	require.NoError(t, err)
	require.True(t, s.Scripted())
	for range 300 {
		s.Advance(entity.PlayerIntent{})
	}
	s.Seek(100)
	require.True(t, s.Past())
	s.Advance(entity.PlayerIntent{Move: entity.Vec{X: -1}}) // the keyboard takes over
	assert.Equal(t, uint32(101), s.Head())
	assert.False(t, s.Scripted(), "the scripted player gives way to the keyboard")
	assert.False(t, s.Past())
	for _, ev := range s.Events(0, 1000, nil) {
		assert.LessOrEqual(t, ev.Tick, uint32(101), "no event of the dropped future is remembered")
	}
	for i := range s.World.Enemies {
		if r := s.Minds.Recorder(i); r != nil && r.Len() > 0 {
			assert.LessOrEqual(t, r.At(0).Tick, uint32(101), "no transition of the dropped future is remembered")
		}
	}
}

func TestReplayFileReproducesTheSession(t *testing.T) {
	s, want, end := twoSegments(t)
	r, size := replayOf(t, s)
	assert.Less(t, size, 40_000, "a bug report is one small file, even with keys changing every few ticks")
	playsAsRecorded(t, r, want, end)
}

// TestAReplayPlaysOnFromAnEarlierTick: playing on from a tick a replay
// recorded what follows of, before the present or after the replay ended,
// plays the replay again as it was, to its end, where a session played
// live drops its old future (TestResumingFromThePastDropsTheOldFuture).
func TestAReplayPlaysOnFromAnEarlierTick(t *testing.T) {
	s, want, end := twoSegments(t)
	s.Seek(100)
	assert.False(t, s.RecordedAhead(), "played live: nothing recorded ahead")

	r, _ := replayOf(t, s)
	for r.Head() < 500 {
		r.Advance(entity.PlayerIntent{})
	}
	r.Seek(200)
	require.True(t, r.RecordedAhead())
	playsAsRecorded(t, r, want, end)
	r.Seek(150)
	require.True(t, r.RecordedAhead(), "after the replay's end too")
	playsAsRecorded(t, r, want, end)
	assert.Equal(t, uint32(200), r.Head())
	r.Advance(entity.PlayerIntent{Move: entity.Vec{X: 1}}) // played on live
	r.Seek(199)
	assert.True(t, r.RecordedAhead(), "the replay recorded tick 200")
	r.Seek(200)
	assert.False(t, r.RecordedAhead(), "tick 201 was played live")
}

// twoSegments plays the arena scenario for 700 ticks, restarts it and plays
// 200 more, keys changing every few ticks, and returns the session, the
// hashes of the first segment's ticks and the hash of the last tick.
func twoSegments(t *testing.T) (s *session.Session, first map[uint32][32]byte, end [32]byte) {
	t.Helper()
	s, err := session.New(origin(t, "arena.toml", 5))
	require.NoError(t, err)
	first = play(t, s, 700)
	require.NoError(t, s.Restart())
	play(t, s, 200)
	return s, first, hash(s)
}

// replayOf writes s's replay file and loads it, as -record and -replay do,
// and returns the replay and the file's size in bytes.
func replayOf(t *testing.T, s *session.Session) (*session.Session, int) {
	t.Helper()
	var file bytes.Buffer
	require.NoError(t, s.WriteReplay(&file))
	path := filepath.Join(t.TempDir(), "bug.json")
	require.NoError(t, os.WriteFile(path, file.Bytes(), 0o644))
	r, err := session.LoadReplay(path)
	require.NoError(t, err)
	return r, file.Len()
}

// playsAsRecorded plays replay r of twoSegments on, from the tick shown
// (in the past too) to its end, the keys given ignored: each tick of the
// first segment as first hashes it, and the last as end.
func playsAsRecorded(t *testing.T, r *session.Session, first map[uint32][32]byte, end [32]byte) {
	t.Helper()
	for played := false; !played || r.Replaying(); played = true {
		r.Advance(entity.PlayerIntent{Move: entity.Vec{X: 1}}) // ignored: the recording plays
		if r.Segment() == 0 {
			require.Equal(t, first[r.World.Tick], hash(r), "tick %d of the first segment", r.World.Tick)
		}
	}
	assert.Equal(t, end, hash(r), "the second segment, after the restart, ends the same")
}

func TestBrokenReplayFilesGiveClearErrors(t *testing.T) {
	s, err := session.New(origin(t, "", 0))
	require.NoError(t, err)
	play(t, s, 50)
	var good bytes.Buffer
	require.NoError(t, s.WriteReplay(&good))
	// where the error is found, counted from the start of "seed"
	column := map[string]int{"a wrong type": len(`"seed":"x"`), "garbage inside": len(`"seed"`), "a number for the trees": len(`"seed":7,"enemies":0,"trees":{"coward.tree":5`)}
	seedAt := bytes.Index(good.Bytes(), []byte(`"seed"`)) + 1
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "r.json: the file is empty or truncated"},
		{"truncated", good.Bytes()[:good.Len()/2], "r.json: the file is empty or truncated"},
		{"not JSON", []byte("hello"), "r.json:1:1: corrupt: invalid character 'h' looking for beginning of value"},
		{"another version", bytes.Replace(good.Bytes(), []byte(`"version":2`), []byte(`"version":3`), 1),
			"r.json: replay format version 3; this program reads versions 1 and 2"},
		{"trailing garbage", append(bytes.Clone(bytes.TrimSpace(good.Bytes())), []byte(" x")...),
			fmt.Sprintf("r.json:1:%d: corrupt: invalid character 'x' after top-level value", len(bytes.TrimSpace(good.Bytes()))+2)},
		{"two replays", append(bytes.Clone(good.Bytes()), good.Bytes()...),
			"r.json:2:1: corrupt: invalid character '{' after top-level value"},
		{"another format", bytes.Replace(good.Bytes(), []byte(`"enemyai-replay"`), []byte(`"other"`), 1),
			`r.json: not a replay file (format "other", want "enemyai-replay")`},
		{"an unknown field", bytes.Replace(good.Bytes(), []byte(`"seed"`), []byte(`"sneed"`), 1),
			fmt.Sprintf(`r.json:1:%d: unknown field "sneed" (did you mean "seed"?)`, seedAt)},
		{"a wrong type", bytes.Replace(good.Bytes(), []byte(`"seed":7`), []byte(`"seed":"x"`), 1),
			"r.json:1:%d: seed: want a whole number from 0, got string"},
		{"a list for the whole file", []byte(`[1, 2]`), "r.json:1:2: want an object, got array"},
		{"a number for the trees", bytes.Replace(good.Bytes(), []byte(`"trees":{"coward.tree":{`), []byte(`"trees":{"coward.tree":5,"other.tree":{`), 1),
			"r.json:1:%d: trees: want an object, got number"},
		{"inputs cut short", bytes.Replace(good.Bytes(), []byte(`"ticks":50`), []byte(`"ticks":60`), 1),
			"r.json: segments[1]: the inputs cover 50 ticks, the segment says 60: the file is truncated"},
		{"a key in another case", bytes.Replace(good.Bytes(), []byte(`"seed":7`), []byte(`"Seed":7`), 1),
			fmt.Sprintf(`r.json:1:%d: unknown field "Seed" (did you mean "seed"?)`, seedAt)},
		{"a kind's key in another case", bytes.Replace(good.Bytes(), []byte(`"speed":3.5`), []byte(`"Speed":3.5`), 1),
			fmt.Sprintf(`r.json:1:%d: unknown field "Speed" (did you mean "speed"?)`, bytes.Index(good.Bytes(), []byte(`"speed":3.5`))+1)},
		{"a key given twice", bytes.Replace(good.Bytes(), []byte(`"seed":7`), []byte(`"seed":7,"seed":8`), 1),
			fmt.Sprintf(`r.json:1:%d: field "seed" given twice in one object`, seedAt+len(`"seed":7,`))},
		{"a kind's key given twice", bytes.Replace(good.Bytes(), []byte(`"speed":3.5`), []byte(`"speed":3.5,"speed":9`), 1),
			fmt.Sprintf(`r.json:1:%d: field "speed" given twice in one object`, bytes.Index(good.Bytes(), []byte(`"speed":3.5`))+1+len(`"speed":3.5,`))},
		{"an input run of four numbers", bytes.Replace(good.Bytes(), []byte(`[50,1,1,0,2]`), []byte(`[50,1,1,0]`), 1),
			fmt.Sprintf("r.json:1:%d: want 5 numbers in this list, got 4", bytes.Index(good.Bytes(), []byte(`[50,1,1,0,2]`))+1)},
		{"an input run of seven numbers", bytes.Replace(good.Bytes(), []byte(`[50,1,1,0,2]`), []byte(`[50,1,1,0,2,7,8]`), 1),
			fmt.Sprintf("r.json:1:%d: want 5 numbers in this list, got 7", bytes.Index(good.Bytes(), []byte(`[50,1,1,0,2]`))+1)},
		{"a move beyond full speed", bytes.Replace(good.Bytes(), []byte(`[50,1,1,0,2]`), []byte(`[50,1,5,0,2]`), 1),
			"r.json: segments[1]: inputs[15] moves by (5, 0): want each from -1 to 1"},
		{"a move of 1e300", bytes.Replace(good.Bytes(), []byte(`[50,1,1,0,2]`), []byte(`[50,1,1e300,0,2]`), 1),
			"r.json: segments[1]: inputs[15] moves by (1e+300, 0): want each from -1 to 1"},
		{"a seed of 100,000 digits", bytes.Replace(good.Bytes(), []byte(`"seed":7`), []byte(`"seed":`+strings.Repeat("9", 100_000)), 1),
			fmt.Sprintf("r.json:1:%d: seed: want a whole number from 0, got number %s…", seedAt+len(`"seed":`)+100_000, strings.Repeat("9", config.QuotedChars-len("number ")))},
		{"a long unknown key", bytes.Replace(good.Bytes(), []byte(`"seed":7`), []byte(`"`+strings.Repeat("é", 100_000)+`":7`), 1),
			fmt.Sprintf(`r.json:1:%d: unknown field "%s…"`, seedAt, strings.Repeat("é", config.QuotedChars))},
		{"a long format", bytes.Replace(good.Bytes(), []byte(`"enemyai-replay"`), []byte(`"`+strings.Repeat("é", 100)+`"`), 1),
			`r.json: not a replay file (format "` + strings.Repeat("é", 40) + `…", want "enemyai-replay")`},
		{"a run of millions of ticks", bytes.Replace(good.Bytes(), []byte(`[50,1,1,0,2]`), []byte(`[50,12000000,1,0,2]`), 1),
			"r.json: segments[1]: inputs[15] has 12000000 ticks: want a whole number from 1, the replay at most 10000000 ticks long"},
		{"a run of 10^15 ticks", bytes.Replace(good.Bytes(), []byte(`[50,1,1,0,2]`), []byte(`[50,1e15,1,0,2]`), 1),
			"r.json: segments[1]: inputs[15] has 1e+15 ticks: want a whole number from 1, the replay at most 10000000 ticks long"},
		{"a run of half a tick", bytes.Replace(good.Bytes(), []byte(`[50,1,1,0,2]`), []byte(`[50,0.5,1,0,2]`), 1),
			"r.json: segments[1]: inputs[15] has 0.5 ticks: want a whole number from 1, the replay at most 10000000 ticks long"},
		{"a run that starts millions of ticks later", bytes.Replace(good.Bytes(), []byte(`[50,1,1,0,2]`), []byte(`[2399998,1,1,0,2]`), 1),
			"r.json: segments[1]: inputs[15] starts at tick 2399998, want 50"},
		{"a broken configuration", bytes.Replace(good.Bytes(), []byte(`detect = 4.0`), []byte(`detect = -4.0`), 1),
			fmt.Sprintf("r.json: the recorded files do not load: assets/config.toml (embedded default):%d: kinds.near.detect: must be greater than 0, got -4",
				strings.Count(string(assets.Config[:bytes.Index(assets.Config, []byte("detect = 4.0"))]), "\n")+1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := session.ParseReplay("r.json", tc.data)
			require.Error(t, err)
			want := tc.want
			if strings.Contains(want, "%d") {
				want = fmt.Sprintf(want, bytes.Index(tc.data, []byte(`"seed"`))+1+column[tc.name])
			}
			assert.Equal(t, want, err.Error())
		})
	}
	_, err = session.LoadReplay(filepath.Join(t.TempDir(), "missing.json"))
	assert.ErrorContains(t, err, "missing.json: file not found")
}

// TestReplayFilesNameKindsAsConfigurationsDo checks that a replay names kind
// values with the configuration's keys, and that a version 1 file, which
// named them as Go fields, still opens and plays the same game.
func TestReplayFilesNameKindsAsConfigurationsDo(t *testing.T) {
	s, err := session.New(origin(t, "arena.toml", 2))
	require.NoError(t, err)
	play(t, s, 120)
	far := *s.World.Kind("far")
	far.MinDistance = 3
	s.SetKinds(far)
	play(t, s, 120)
	end := hash(s)
	var file bytes.Buffer
	require.NoError(t, s.WriteReplay(&file))
	text := file.String()
	assert.Contains(t, text, `"version":2`)
	assert.Contains(t, text, `"name":"far"`)
	assert.Contains(t, text, `"min_distance":3`)
	assert.NotContains(t, text, `"MinDistance"`)

	v1 := strings.Replace(text, `"version":2`, `"version":1`, 1)
	for _, key := range []string{"name", "tree", "sprite", "tint", "ranged", "lead", "detect", "lose", "attack", "speed", "damage",
		"radius", "strike", "recovery", "cooldown", "respawn"} {
		v1 = strings.ReplaceAll(v1, `"`+key+`":`, `"`+strings.ToUpper(key[:1])+key[1:]+`":`)
	}
	for snake, goName := range map[string]string{"min_distance": "MinDistance", "hp": "HP", "wind_up": "WindUp",
		"projectile_speed": "ProjectileSpeed", "projectile_radius": "ProjectileRadius", "projectile_range": "ProjectileRange"} {
		v1 = strings.ReplaceAll(v1, `"`+snake+`":`, `"`+goName+`":`)
	}
	require.Contains(t, v1, `"MinDistance":3`)
	for _, data := range []string{text, v1} {
		r, err := session.ParseReplay("r.json", []byte(data))
		require.NoError(t, err)
		for r.Replaying() {
			r.Advance(entity.PlayerIntent{})
		}
		assert.Equal(t, end, hash(r))
	}
}

// TestCrowdsComeToRest: crowds that fit settle at home and stop switching
// branches (at most three switches a second for any enemy, idle at the
// end): 1,000 enemies added to the empty arena, which grows to hold them;
// 200 Near enemies given one home; seven Far enemies given homes closer
// than their bodies.
func TestCrowdsComeToRest(t *testing.T) {
	sharing := func(kind string, n int, step float64) string {
		s := "[arena]\nwidth = 40.0\nheight = 30.0\nplayer_start = [1.0, 1.0]\n\n"
		for i := range n {
			s += fmt.Sprintf("[[enemies]]\nkind = %q\nhome = [%g, 15.0]\n\n", kind, 20+step*float64(i))
		}
		return s + "[[steps]]\nwait = 100000\n"
	}
	tests := []struct {
		name     string
		scenario string // "" for empty.toml
		extra    int
	}{
		{"1,000 extra enemies", "", 1_000},
		{"200 Near enemies at one home", sharing("near", 200, 0), 0},
		{"seven Far enemies 0.3 apart", sharing("far", 7, 0.3), 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := origin(t, "empty.toml", tc.extra)
			if tc.scenario != "" {
				o.ScenarioName, o.Scenario = "crowd.toml", []byte(tc.scenario)
			}
			s, err := session.New(o)
			require.NoError(t, err)
			last := make([]string, len(s.World.Enemies))
			switches := make([][]uint32, len(s.World.Enemies))
			const ticks = 1200
			for range ticks {
				s.Advance(entity.PlayerIntent{})
				for i := range s.World.Enemies {
					if b := s.Minds.Decision(&s.World.Enemies[i]).Branch; b != last[i] {
						last[i] = b
						switches[i] = append(switches[i], s.World.Tick)
					}
				}
			}
			for i, e := range s.World.Enemies {
				assert.Equal(t, ai.BranchIdle, last[i], e.ID)
				for j := range switches[i] {
					in := 0
					for _, tick := range switches[i][j:] {
						if tick < switches[i][j]+60 {
							in++
						}
					}
					assert.LessOrEqual(t, in, 3, "%s switched %d times in the second from tick %d", e.ID, in, switches[i][j])
				}
			}
		})
	}
}

// TestTheCowardRestsOnceHome: hurt and out of sight, the shipped Coward
// hides, sneaks home and then rests there, instead of cowering again every
// two seconds.
func TestTheCowardRestsOnceHome(t *testing.T) {
	s, err := session.New(origin(t, "coward.toml", 0))
	require.NoError(t, err)
	var decisions []string
	for s.Head() < 1200 {
		s.Advance(entity.PlayerIntent{})
		if d := s.Minds.Decision(&s.World.Enemies[0]); len(decisions) == 0 || decisions[len(decisions)-1] != d.Branch {
			decisions = append(decisions, d.Branch)
		}
	}
	require.Contains(t, decisions, "cower")
	last := slices.Index(decisions, "cower")
	for last+1 < len(decisions) && decisions[last+1] == "cower" {
		last++
	}
	assert.NotContains(t, decisions[last+1:], "cower", "home, it rests: %v", decisions)
}

// TestLastEndReachesTheLongestSegment: a replay with a restart holds the
// ticks of its longest segment, each counted from 0, which -seek may name
// before the segment plays.
func TestLastEndReachesTheLongestSegment(t *testing.T) {
	tests := []struct{ first, second, end, lastEnd uint32 }{
		{300, 450, 300, 450},
		{700, 200, 700, 700},
	}
	for _, tc := range tests {
		s, err := session.New(origin(t, "arena.toml", 5))
		require.NoError(t, err)
		play(t, s, tc.first)
		require.NoError(t, s.Restart())
		play(t, s, tc.second)
		var file bytes.Buffer
		require.NoError(t, s.WriteReplay(&file))
		r, err := session.ParseReplay("r.json", file.Bytes())
		require.NoError(t, err)
		assert.Equal(t, tc.end, r.End(), "%d then %d ticks", tc.first, tc.second)
		assert.Equal(t, tc.lastEnd, r.LastEnd(), "%d then %d ticks", tc.first, tc.second)
	}
}

// TestARecordingTooBigToReadIsNotWritten: a run that loaded more tree text
// than a replay may hold is refused when written, saying why, instead of
// written as a file LoadReplay then refuses.
func TestARecordingTooBigToReadIsNotWritten(t *testing.T) {
	s, err := session.New(origin(t, "", 0))
	require.NoError(t, err)
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	padding := strings.Repeat("# a long comment line to make the tree file large\n", 1000<<10/51)
	for i := range config.MaxFileBytes/len(padding) + 1 {
		text := fmt.Sprintf("%s# version %d\n%s", shipped, i, padding)
		require.NoError(t, s.SetTrees(map[string]session.TreeFile{"near": {Path: "near.tree", Text: []byte(text)}}))
		s.Advance(entity.PlayerIntent{})
	}
	var file bytes.Buffer
	err = s.WriteReplay(&file)
	require.Error(t, err)
	assert.Regexp(t, `^the recording would be 6\d\.\d MB, and a replay may hold at most 64 MiB: it keeps every configuration and tree file the run loaded$`, err.Error())
	assert.Zero(t, file.Len(), "nothing written")
}
