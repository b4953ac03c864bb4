package main

import (
	"errors"
	"flag"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
)

// FuzzParseFlags: no flag value or argument makes sim's flag parsing
// panic, and every refusal is one line of at most 2,000 bytes.
func FuzzParseFlags(f *testing.F) {
	for _, seed := range [][2]string{
		{"ticks", "99999999999"}, {"explain", "near-1"}, {"stats", "near"}, {"timeline", "t.svg"}, {"break", "far-1 dist < 2"},
		{"park", "sometimes"}, {"diff", "true"}, {"set", "near.detect=5"}, {"trace", "-"}, {"nope", "x"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, name, value string) {
		for _, args := range [][]string{{"-scenario", "arena", "-" + name, value}, {"-replay", "r.json", "-" + name + "=" + value}, {value}} {
			_, err := parseFlags(args, io.Discard)
			if err == nil || errors.Is(err, flag.ErrHelp) {
				continue
			}
			assert.LessOrEqual(t, len(err.Error()), 2000, "%.200q", err.Error())
			assert.NotContains(t, err.Error(), "\n")
		}
	})
}
