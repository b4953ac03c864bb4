package cli

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// maxMessageBytes bounds a flag error's message, whatever was typed: a
// 100,000-character -break once gave a 200,151-byte line.
const maxMessageBytes = 2000

// FuzzParse: no flag value or argument makes Parse panic, and every refusal
// is one line of at most maxMessageBytes.
func FuzzParse(f *testing.F) {
	for _, seed := range [][2]string{
		{"break", "near.* branch == attack && hp < 0.5"}, {"break", "near.* ((((dist < 2"}, {"set", "far.attack=5"},
		{"set", "near.detect=NaN"}, {"fork", "ghost.detect=6"}, {"tree", "near=n.tree"}, {"heat", "10s"}, {"seed", "-1"},
		{"enemies", "1e9"}, {"frames", "0"}, {"seek", "99999999999"}, {"gizmos", "maybe"}, {"select", "near-1"},
		{"bogus", "x"}, {"", "stray"}, {"scenario", "arena"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, name, value string) {
		for _, args := range [][]string{{"-" + name, value}, {"-" + name + "=" + value}, {value}, {"-seek", "5", "-fork", value}} {
			_, err := Parse(args, io.Discard)
			if err == nil || errors.Is(err, flag.ErrHelp) {
				continue
			}
			msg := err.Error()
			assert.LessOrEqual(t, len(msg), maxMessageBytes, "%.200q", msg)
			assert.NotContains(t, msg, "\n")
		}
	})
}

func TestFlagErrorsStayShortWhateverTheValue(t *testing.T) {
	huge := strings.Repeat("(é\n", 20_000)
	for _, name := range []string{"break", "set", "fork", "tree", "heat", "seed", "enemies", "frames", "seek", "gizmos", huge} {
		for _, args := range [][]string{{"-" + name, huge}, {"-" + name + "=" + huge}, {huge}} {
			_, err := Parse(args, io.Discard)
			if err == nil {
				continue
			}
			assert.LessOrEqual(t, len(err.Error()), maxMessageBytes, "-%.20s", name)
			assert.NotContains(t, err.Error(), "\n", "-%.20s", name)
		}
	}
}
