package config_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// edited returns the default configuration with old replaced by new once.
func edited(t *testing.T, old, new string) string {
	t.Helper()
	src := string(assets.Config)
	require.Contains(t, src, old)
	return strings.Replace(src, old, new, 1)
}

// TestStrictConfigFiles covers what used to be accepted silently or reported
// at the wrong place: each case gives one message naming the file, the line
// of the key it is about and the field.
func TestStrictConfigFiles(t *testing.T) {
	tests := []struct {
		name  string
		src   func(t *testing.T) string
		want  string // the whole message, %d standing for the line of the text at
		at    string
		count int // problems in all; 0 means 1
	}{
		{"a spawn without a home",
			func(t *testing.T) string { return edited(t, "kind = \"near\"\nhome = [8.0, 5.0]", `kind = "near"`) },
			"my.toml:%d: enemies[1].home: is missing (a point [x, y])", "[[enemies]]", 0},
		{"an arena without a player start",
			func(t *testing.T) string { return edited(t, "player_start = [16.0, 9.0]\n", "") },
			"my.toml:%d: arena.player_start: is missing (a point [x, y])", "[arena]", 0},
		{"a kind without ranged",
			func(t *testing.T) string { return edited(t, "ranged = true\n", "") },
			"my.toml:%d: kinds.far.ranged: is missing (true or false)", "[kinds.far]", 0},
		{"a key in upper case",
			func(t *testing.T) string { return edited(t, "ranged = true", "RANGED = true") },
			"", "", 2},
		{"a spawn key in title case",
			func(t *testing.T) string { return edited(t, "home = [8.0, 5.0]", "Home = [8.0, 5.0]") },
			"", "", 2},
		{"a type error in the second element of an array of tables",
			func(t *testing.T) string { return edited(t, "home = [27.0, 4.0]", `home = "east"`) },
			"my.toml:%d: enemies[4].home: must be a point [x, y] of finite numbers", `home = "east"`, 0},
		{"the same unknown key in two elements",
			func(t *testing.T) string {
				src := edited(t, "home = [8.0, 5.0]", "home = [8.0, 5.0]\nlevel = 2")
				return strings.Replace(src, "home = [27.0, 4.0]", "home = [27.0, 4.0]\nlevel = 3", 1)
			},
			"my.toml:%d: enemies[1].level: unknown key (known: kind, home)", "level = 2", 2},
		{"an unclosed table header",
			func(t *testing.T) string { return edited(t, "[kinds.far]", "[kinds.far") },
			"my.toml:%d:1: table header [kinds.far is not closed with ]", "[kinds.far", 0},
		{"an arena too large to play",
			func(t *testing.T) string { return edited(t, "width = 32.0", "width = 1e6") },
			"my.toml:%d: arena.width: must be at most 1000, got 1e+06", "width = 1e6", 0},
		{"waves without their growth",
			func(t *testing.T) string { return edited(t, "grow = 2\n", "") },
			"my.toml:%d: waves.grow: is missing (enemies the first wave adds, more with each)", "[waves]", 0},
		{"a lose range below detect",
			func(t *testing.T) string { return edited(t, "detect = 4.0", "detect = 4.0\nlose = 3.0") },
			"my.toml:%d: kinds.near.lose: 3 is below detect 4: an enemy must keep seeing the player it just saw", "lose = 3.0", 0},
		{"a kind with an empty tree name",
			func(t *testing.T) string { return edited(t, `tree = "far.tree"`, `tree = ""`) },
			`my.toml:%d: kinds.far.tree: "": name a tree file beside the configuration, like "near.tree"`, `tree = ""`, 0},
		{"a melee kind with a projectile",
			func(t *testing.T) string {
				return edited(t, "ranged = false", "ranged = false\nprojectile_speed = 3.0")
			},
			"my.toml:%d: kinds.near.projectile_speed: only a ranged kind uses it; set ranged = true or remove it", "projectile_speed = 3.0", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := tc.src(t)
			_, err := config.ParseConfig("my.toml", []byte(src))
			require.Error(t, err)
			errs := config.FileErrors(err)
			assert.Len(t, errs, max(tc.count, 1), "%v", err)
			if tc.count == 2 {
				assert.NotEqual(t, errs[0].Line, errs[1].Line, "each problem at its own line")
			}
			if tc.want != "" {
				assert.Equal(t, fmt.Sprintf(tc.want, lineWith(t, src, tc.at)), errs[0].Error())
			}
			for _, fe := range errs {
				assert.Positive(t, fe.Line, "%v", fe)
				assert.Equal(t, "my.toml", fe.File)
			}
		})
	}
}

// lineWith returns the number of the first line of src that contains text.
func lineWith(t *testing.T, src, text string) int {
	t.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, text) {
			return i + 1
		}
	}
	t.Fatalf("no line contains %q", text)
	return 0
}

func TestKeysInTheWrongCaseAreUnknownWithAHint(t *testing.T) {
	tests := []struct{ old, new, want string }{
		{"ranged = true", "RANGED = true", `my.toml:%d: kinds.far.RANGED: unknown key (did you mean "ranged"?)`},
		{"home = [8.0, 5.0]", "Home = [8.0, 5.0]", `my.toml:%d: enemies[1].Home: unknown key (did you mean "home"?)`},
	}
	for _, tc := range tests {
		src := edited(t, tc.old, tc.new)
		_, err := config.ParseConfig("my.toml", []byte(src))
		assert.Contains(t, err.Error(), fmt.Sprintf(tc.want, lineWith(t, src, tc.new)))
	}
	_, err := config.ParseScenario("s.toml", []byte(strings.Replace(goodScenario, "wait = 10", "Wait = 10", 1)), defaultConfig(t))
	assert.Contains(t, err.Error(), `s.toml:15: steps[2].Wait: unknown key (did you mean "wait"?)`)
}

func TestErrorOutputStaysProportionalToTheInput(t *testing.T) {
	var b strings.Builder
	b.WriteString(string(assets.Config))
	for i := range 2000 {
		fmt.Fprintf(&b, "junk%d = { a = { b = { c = 1 } } }\n", i)
	}
	_, err := config.ParseConfig("my.toml", []byte(b.String()))
	require.Error(t, err)
	errs := config.FileErrors(err)
	require.Len(t, errs, config.MaxProblems+1)
	assert.Equal(t, "my.toml: and 1980 more problems", errs[config.MaxProblems].Error())
	assert.Less(t, len(err.Error()), 4000)
}

func TestDeeplyNestedInlineTablesGiveShortErrors(t *testing.T) {
	src := "x = " + strings.Repeat("{a = ", 2000) + "1" + strings.Repeat("}", 2000) + "\n"
	_, err := config.ParseConfig("my.toml", []byte(src))
	require.Error(t, err)
	assert.Less(t, len(err.Error()), 4000, "%d bytes of errors", len(err.Error()))
}

func TestMessagesQuoteBoundedExcerpts(t *testing.T) {
	long := strings.Repeat("d/", 500_000) + "config.toml"
	msg := (&config.FileError{File: long, Line: 3, Field: strings.Repeat("f", 1000), Msg: strings.Repeat("m", 1_000_000)}).Error()
	assert.Less(t, len(msg), 1000)
	assert.True(t, strings.HasPrefix(msg, "…d/d/"), msg)
	assert.Contains(t, msg, "config.toml:3: ")
	short := &config.FileError{File: "a.toml", Line: 2, Column: 5, Field: "arena.width", Msg: "must be greater than 0, got -1"}
	assert.Equal(t, "a.toml:2:5: arena.width: must be greater than 0, got -1", short.Error())
}
