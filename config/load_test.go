package config_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func defaultConfig(t testing.TB) *entity.Config {
	t.Helper()
	cfg, err := config.DefaultConfig()
	require.NoError(t, err)
	return cfg
}

func TestDefaultConfigHasTheTutorialsNumbers(t *testing.T) {
	cfg := defaultConfig(t)
	near, far := cfg.Kinds["near"], cfg.Kinds["far"]
	require.NotNil(t, near)
	require.NotNil(t, far)
	assert.Equal(t, []float64{4, 1, 3}, []float64{near.Detect, near.Attack, near.Speed})
	assert.False(t, near.Ranged)
	assert.Equal(t, []float64{7, 4, 2}, []float64{far.Detect, far.Attack, far.Speed})
	assert.True(t, far.Ranged)
	assert.Equal(t, []string{"coward", "far", "near"}, cfg.KindNames())
	assert.Len(t, cfg.Enemies, 6)
}

// withLine returns the default configuration with the first line starting
// with prefix replaced by repl.
func withLine(t *testing.T, prefix, repl string) string {
	t.Helper()
	lines := strings.Split(string(assets.Config), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, prefix) {
			lines[i] = repl
			return strings.Join(lines, "\n")
		}
	}
	t.Fatalf("no line starts with %q", prefix)
	return ""
}

func TestParseConfigErrorsNameFileLineAndField(t *testing.T) {
	tests := []struct {
		name  string
		src   func(t *testing.T) string
		at    string // prefix of the line the error must name
		field string
		msg   string
	}{
		{"syntax error", func(t *testing.T) string { return withLine(t, "detect = 4.0", "detect = = 4") },
			"detect = = 4", "kinds.near.detect", "expected value"},
		{"negative range", func(t *testing.T) string { return withLine(t, "detect = 4.0", "detect = -4.0") },
			"detect = -4.0", "kinds.near.detect", "must be greater than 0, got -4"},
		{"NaN range", func(t *testing.T) string { return withLine(t, "attack = 4.0", "attack = nan") },
			"attack = nan", "kinds.far.attack", "must be a finite number, got NaN"},
		{"zero speed", func(t *testing.T) string { return withLine(t, "speed = 3.0", "speed = 0.0") },
			"speed = 0.0", "kinds.near.speed", "must be greater than 0, got 0"},
		{"unknown key", func(t *testing.T) string { return withLine(t, "detect = 7.0", "detcet = 7.0") },
			"detcet = 7.0", "kinds.far.detcet", "unknown key"},
		{"unknown kind", func(t *testing.T) string { return withLine(t, `kind = "far"`, `kind = "medium"`) },
			`kind = "medium"`, "enemies[4].kind", `unknown kind "medium" (known: [coward far near])`},
		{"enemy outside the arena", func(t *testing.T) string { return withLine(t, "home = [8.0, 5.0]", "home = [80.0, 5.0]") },
			"home = [80.0, 5.0]", "enemies[1].home", "(80.00, 5.00) is outside the 32x18 arena"},
		{"point of the wrong shape", func(t *testing.T) string { return withLine(t, "home = [8.0, 5.0]", "home = [8.0]") },
			"home = [8.0]", "enemies[1].home", "must be a point [x, y] of finite numbers"},
		{"wrong type", func(t *testing.T) string { return withLine(t, "hp = 60.0", `hp = "lots"`) },
			`hp = "lots"`, "kinds.near.hp", `must be a number, got string "lots"`},
		{"missing key", func(t *testing.T) string { return withLine(t, "radius = 0.4", "") },
			"[player]", "player.radius", "is missing"},
		{"min distance beyond attack", func(t *testing.T) string { return withLine(t, "min_distance = 2.5", "min_distance = 5.0") },
			"min_distance = 5.0", "kinds.far.min_distance", "5 must be less than attack 4, or the enemy can never shoot"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := tc.src(t)
			cfg, err := config.ParseConfig("my.toml", []byte(src))
			require.Error(t, err)
			assert.Nil(t, cfg)
			fe := problemAt(t, err, tc.field)
			assert.Equal(t, "my.toml", fe.File)
			assert.Equal(t, lineWith(t, src, tc.at), fe.Line, "%v", fe)
			assert.Equal(t, tc.field, fe.Field, "%v", fe)
			assert.Contains(t, fe.Msg, tc.msg)
			assert.True(t, strings.HasPrefix(err.Error(), "my.toml:"), err.Error())
		})
	}
}

// problemAt returns the problem err reports for field.
func problemAt(t *testing.T, err error, field string) *config.FileError {
	t.Helper()
	for _, fe := range config.FileErrors(err) {
		if fe.Field == field {
			return fe
		}
	}
	require.Failf(t, "no problem reported for the field", "%s in:\n%v", field, err)
	return nil
}

func TestParseConfigReportsEveryProblem(t *testing.T) {
	src := strings.Replace(string(assets.Config), "detect = 4.0", "detect = -1.0", 1)
	src = strings.Replace(src, "speed = 2.0", "speed = 0.0", 1)
	_, err := config.ParseConfig("my.toml", []byte(src))
	var fields []string
	for _, fe := range config.FileErrors(err) {
		fields = append(fields, fe.Field)
	}
	assert.ElementsMatch(t, []string{"kinds.near.detect", "kinds.far.speed"}, fields)
}

func TestReadingAMissingFileSaysSo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nope.toml")
	_, err := config.ReadFile(path)
	require.Error(t, err)
	assert.Equal(t, path+": file not found", err.Error())
}

const goodScenario = `
[arena]
width = 20.0
height = 10.0
player_start = [1.0, 1.0]

[[enemies]]
kind = "near"
home = [10.0, 5.0]

[[steps]]
move = [5.0, 5.0]

[[steps]]
wait = 10
attack = true
`

func TestParseScenario(t *testing.T) {
	cfg := defaultConfig(t)
	sc, err := config.ParseScenario("s.toml", []byte(goodScenario), cfg)
	require.NoError(t, err)
	require.Len(t, sc.Steps, 2)
	assert.Equal(t, entity.Vec{X: 5, Y: 5}, *sc.Steps[0].Move)
	assert.Equal(t, 10, sc.Steps[1].Wait)
	assert.True(t, sc.Steps[1].Attack)
	applied := sc.Apply(cfg)
	assert.Equal(t, 20.0, applied.Arena.Width)
	assert.Len(t, applied.Enemies, 1)
	assert.Len(t, cfg.Enemies, 6, "the configuration itself is unchanged")
}

func TestParseScenarioErrors(t *testing.T) {
	cfg := defaultConfig(t)
	tests := []struct {
		name, old, new, field, msg string
	}{
		{"step both moves and waits", "wait = 10", "wait = 10\nmove = [2.0, 2.0]", "steps[2]", "either moves or waits"},
		{"empty step", "move = [5.0, 5.0]", "attack = false", "steps[1]", "needs move = [x, y] or wait = ticks"},
		{"move outside", "move = [5.0, 5.0]", "move = [50.0, 5.0]", "steps[1].move", "outside the 20x10 arena"},
		{"unknown kind", `kind = "near"`, `kind = "boss"`, "enemies[1].kind", `unknown kind "boss"`},
		{"negative width", "width = 20.0", "width = -20.0", "arena.width", "must be greater than 0"},
		{"player outside", "player_start = [1.0, 1.0]", "player_start = [-1.0, 1.0]", "arena.player_start", "outside"},
		{"unknown key", "attack = true", "atack = true", "steps[2].atack", `unknown key (did you mean "attack"?)`},
		{"negative wait", "wait = 10", "wait = -60", "steps[2].wait", "must be from 1 to 10000000, got -60"},
		{"no wait", "wait = 10", "wait = 0", "steps[2].wait", "must be from 1 to 10000000, got 0"},
		{"fractional wait", "wait = 10", "wait = 1.5", "steps[2].wait", "must be a whole number, got a number"},
		{"waits longer than a run in all", "wait = 10", "wait = 6000000\n\n[[steps]]\nwait = 6000000\n\n[[steps]]\nwait = 6000000",
			"steps[3].wait", "the steps wait 12000000 ticks in all up to here: a scenario's steps wait at most 10000000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(goodScenario, tc.old, tc.new, 1)
			_, err := config.ParseScenario("s.toml", []byte(src), cfg)
			require.Error(t, err)
			errs := config.FileErrors(err)
			require.Len(t, errs, 1, "one problem, one error: %v", err)
			assert.Equal(t, tc.field, errs[0].Field, "%v", err)
			assert.Contains(t, errs[0].Msg, tc.msg)
			assert.Positive(t, errs[0].Line, "%v", err)
		})
	}
}

// crowdScenario is a scenario with a kind of its own, the only one its
// extra enemies are drawn from.
const crowdScenario = `crowd = ["swarm"]

[arena]
width = 20.0
height = 10.0
player_start = [1.0, 1.0]

[kinds.swarm]
tree = "near.tree"
ranged = false
detect = 30.0
attack = 1.0
speed = 4.0
hp = 20.0
damage = 2.0
radius = 0.3
wind_up = 0.3
strike = 0.1
recovery = 0.3
cooldown = 0.5
respawn = 5.0

[[enemies]]
kind = "swarm"
home = [10.0, 5.0]
`

// TestAScenarioBringsKindsAndItsCrowd: a scenario's own kinds join the
// configuration's, its enemies may be of them, and its crowd says which
// kinds random enemies are drawn from.
func TestAScenarioBringsKindsAndItsCrowd(t *testing.T) {
	cfg := defaultConfig(t)
	sc, err := config.ParseScenario("s.toml", []byte(crowdScenario), cfg)
	require.NoError(t, err)
	applied := sc.Apply(cfg)
	require.Contains(t, applied.Kinds, "swarm")
	assert.Equal(t, 4.0, applied.Kinds["swarm"].Speed)
	assert.Equal(t, []string{"swarm"}, applied.Crowd)
	assert.NotContains(t, cfg.Kinds, "swarm", "the configuration itself is unchanged")
	w := entity.NewWorld(applied, 1)
	w.SpawnRandom(5)
	for i := range w.Enemies {
		assert.Equal(t, "swarm", w.Enemies[i].Kind.Name, w.Enemies[i].ID)
	}
}

func TestAScenariosKindsAndCrowdAreChecked(t *testing.T) {
	cfg := defaultConfig(t)
	tests := []struct {
		name, old, new, field, msg string
	}{
		{"a kind of the configuration's name", "[kinds.swarm]", "[kinds.near]", "kinds.near", "has a kind \"near\" already"},
		{"a crowd of an unknown kind", `crowd = ["swarm"]`, `crowd = ["swarm", "boss"]`, "crowd", "boss is not a kind"},
		{"a crowd that is no list", `crowd = ["swarm"]`, `crowd = "swarm"`, "crowd", "must be a list of kind names"},
		{"a kind's bad value", "speed = 4.0", "speed = -4.0", "kinds.swarm.speed", "must be greater than 0"},
		{"a kind's unknown key", "speed = 4.0", "sped = 4.0", "kinds.swarm.sped", "unknown key"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(crowdScenario, tc.old, tc.new, 1)
			require.NotEqual(t, crowdScenario, src)
			_, err := config.ParseScenario("s.toml", []byte(src), cfg)
			require.Error(t, err)
			i := slices.IndexFunc(config.FileErrors(err), func(e *config.FileError) bool { return e.Field == tc.field })
			require.GreaterOrEqual(t, i, 0, "%v", err)
			e := config.FileErrors(err)[i]
			assert.Contains(t, e.Msg, tc.msg)
			assert.Positive(t, e.Line, "%v", err)
		})
	}
}

func TestShippedScenariosParse(t *testing.T) {
	cfg := defaultConfig(t)
	entries, err := os.ReadDir("../assets/scenarios")
	require.NoError(t, err)
	require.NotEmpty(t, entries)
	for _, e := range entries {
		path := filepath.Join("../assets/scenarios", e.Name())
		data, err := config.ReadFile(path)
		require.NoError(t, err)
		_, err = config.ParseScenario(path, data, cfg)
		assert.NoError(t, err, e.Name())
	}
}

func TestAnInlineArrayOfStepsReadsAsStepTables(t *testing.T) {
	cfg := defaultConfig(t)
	// Top-level keys come before the first table.
	inline := "steps = [ { move = [5.0, 5.0] }, { wait = 10, attack = true } ]\n" +
		goodScenario[:strings.Index(goodScenario, "[[steps]]")]
	want, err := config.ParseScenario("s.toml", []byte(goodScenario), cfg)
	require.NoError(t, err)
	got, err := config.ParseScenario("s.toml", []byte(inline), cfg)
	require.NoError(t, err)
	assert.Equal(t, want.Steps, got.Steps)
	_, err = config.ParseScenario("s.toml", []byte(strings.Replace(inline, "{ wait = 10, attack = true }", "3", 1)), cfg)
	assert.ErrorContains(t, err, "steps: must be an array of tables, like [[steps]]")
}

func TestADeepTableHeaderIsReportedAtItsLine(t *testing.T) {
	src := "# a comment\n[" + strings.Repeat("a.", 2999) + "a]\nx = 1\n"
	_, err := config.ParseConfig("my.toml", []byte(src))
	require.Error(t, err)
	assert.Equal(t, "my.toml:2:21: a table header of more than 10 parts: a file may nest tables at most 10 deep", err.Error())
}

// TestProblemsComeInTheOrderOfTheFile: problems with lines come by line,
// and those of what is missing (no line) after them.
func TestProblemsComeInTheOrderOfTheFile(t *testing.T) {
	_, err := config.ParseConfig("c.toml", []byte("bogus = 1\n[arena]\nwidth = -5.0\nheight = 10.0\n"))
	require.Error(t, err)
	var got []string
	for _, fe := range config.FileErrors(err) {
		got = append(got, fmt.Sprintf("%d %s", fe.Line, fe.Field))
	}
	assert.Equal(t, []string{"1 bogus", "2 arena.player_start", "3 arena.width", "0 kinds", "0 player"}, got)
}
