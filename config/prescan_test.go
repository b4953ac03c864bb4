package config_test

import (
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nested returns "x = " and n opening brackets of the pair, closed.
func nested(open, inner, close string, n int) string {
	return "x = " + strings.Repeat(open, n) + inner + strings.Repeat(close, n) + "\n"
}

// TestNestingAndSizeAreRefusedBeforeParsing covers what the TOML library
// takes seconds and gigabytes over (inline tables 10,000 deep: 45 s and
// 4 GB; a dotted key of 30,000 parts: 43 s): each is refused at its line and
// column before the library sees it, in configurations and scenarios alike.
func TestNestingAndSizeAreRefusedBeforeParsing(t *testing.T) {
	many := strings.Repeat("k = 1\n", config.MaxTOMLValues+1) // the same key: counted before the library would refuse it
	tests := []struct {
		name, src, want string
	}{
		{"inline tables 10,000 deep", "# deep\n" + nested("{a = ", "1", "}", 10_000),
			"my.toml:2:55: values nested more than 10 deep: a file may nest arrays and inline tables at most 10 deep"},
		{"arrays 10,000 deep", nested("[", "", "]", 10_000),
			"my.toml:1:15: values nested more than 10 deep: a file may nest arrays and inline tables at most 10 deep"},
		{"inline tables 11 deep", nested("{a = ", "1", "}", 11),
			"my.toml:1:55: values nested more than 10 deep: a file may nest arrays and inline tables at most 10 deep"},
		{"a dotted key of 30,000 parts", strings.Repeat("a.", 30_000) + "a = 1\n",
			"my.toml:1:20: a key of more than 10 parts: a file may nest tables at most 10 deep"},
		{"a dotted key in an inline table", "x = {b = 1, " + strings.Repeat("a.", 30_000) + "a = 1}\n",
			"my.toml:1:32: a key of more than 10 parts: a file may nest tables at most 10 deep"},
		{"a table header of 30,000 parts", "[[" + strings.Repeat("a.", 30_000) + "a]]\n",
			"my.toml:1:22: a table header of more than 10 parts: a file may nest tables at most 10 deep"},
		{"half a million keys and one", many,
			"my.toml:500001:3: more than 500000 keys, array elements and tables: a file may hold at most 500000"},
		{"half a million array elements and one", "x = [" + strings.Repeat("1,", config.MaxTOMLValues) + "1]\n",
			"my.toml:1:1000005: more than 500000 keys, array elements and tables: a file may hold at most 500000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := config.ParseConfig("my.toml", []byte(tc.src))
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
			_, err = config.ParseScenario("my.toml", []byte(tc.src), nil)
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
		})
	}
}

// TestPrescanReadsTOMLAsTheLibraryDoes checks that what only looks deep or
// big, in strings, comments and arrays spread over lines, is not refused.
func TestPrescanReadsTOMLAsTheLibraryDoes(t *testing.T) {
	deep := strings.Repeat("{[", 1000)
	extra := "\n[notes]\n" +
		`basic = "` + deep + `\" . . . ."` + "\n" +
		`literal = '` + deep + `'` + "\n" +
		"multi = \"\"\"\n" + deep + "\n[not.a.header]\n\\\n\"\"\"\"\n" +
		"lit = '''\n" + deep + "\n''''\n" +
		"# " + deep + strings.Repeat(".", 100) + "\n" +
		`"a.b.c.d.e.f.g.h.i.j.k.l" = 1` + "\n" +
		"grid = [\n  [1, 2], # a row\n  [3, 4],\n]\n" +
		"points = [" + strings.Repeat("1.5, ", 1000) + "2.5]\n" +
		"nine = " + strings.Repeat("[", 10) + strings.Repeat("]", 10) + "\n" +
		"[\"quoted.header.with.dots.in.its.only.part.of.many.words.x\"]\n"
	_, err := config.ParseConfig("my.toml", append(assets.Config, extra...))
	require.Error(t, err)
	for _, e := range config.FileErrors(err) {
		assert.Contains(t, e.Msg, "unknown key", "only the keys are unknown: %v", e)
	}
}
