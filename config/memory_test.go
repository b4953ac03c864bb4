package config_test

import (
	"github.com/enemyai/enemyai/bt/treefile"
	"runtime"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestBigInputsCostLittleMemory checks inputs whose answer used to cost
// hundreds of megabytes or more (the quoted key: gigabytes, and minutes):
// the answer now takes less than 128 MB (57, 0 and 16 MB when measured).
// The inputs are made in memory.
func TestBigInputsCostLittleMemory(t *testing.T) {
	const budget = 128 << 20
	toml := func(src []byte) error { _, err := config.ParseConfig("c.toml", src); return err }
	tree := func(src []byte) error { _, err := treefile.Reader{TicksPerSecond: 60}.Parse("t.tree", src); return err }
	tests := []struct {
		name  string
		src   []byte
		parse func([]byte) error
	}{
		{"a quoted key of 4 MB with dots", append(assets.Config, `"`+strings.Repeat("a.", 2<<20)+`" = 1`+"\n"...), toml},
		{"a configuration of 9 MB of blank lines", []byte(strings.Repeat("\n", 9<<20)), toml},
		{"a tree file of 16 MB of blank lines", []byte(strings.Repeat("\n", 16<<20) + "root [sequence]\n  a [sequnce]\n"), tree},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			bytes := allocated(func() { err = tc.parse(tc.src) })
			require.Error(t, err)
			assert.Less(t, len(err.Error()), 2000)
			assert.Less(t, bytes, uint64(budget), "%d MB allocated", bytes>>20)
		})
	}
}
