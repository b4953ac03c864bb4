package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// executableMagic are the first bytes of the executable formats a build can
// leave behind: ELF, Mach-O (both byte orders, 32 and 64 bit, universal) and
// Windows' PE.
var executableMagic = [][]byte{
	[]byte("\x7fELF"),
	{0xfe, 0xed, 0xfa, 0xce}, {0xfe, 0xed, 0xfa, 0xcf},
	{0xce, 0xfa, 0xed, 0xfe}, {0xcf, 0xfa, 0xed, 0xfe},
	{0xca, 0xfe, 0xba, 0xbe},
	[]byte("MZ"),
}

// isExecutable reports whether data starts like a built program.
func isExecutable(data []byte) bool {
	for _, magic := range executableMagic {
		if bytes.HasPrefix(data, magic) {
			return true
		}
	}
	return false
}

// TestNoBuiltBinaryIsTracked checks that git tracks no built program: a
// binary left by `go build` belongs in .gitignore, not in the repository.
func TestNoBuiltBinaryIsTracked(t *testing.T) {
	out, err := exec.Command("git", "ls-files", "-z").Output()
	if err != nil {
		t.Skip("not a git checkout:", err)
	}
	for _, path := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		f, err := os.Open(path)
		if err != nil {
			continue // deleted in the work tree
		}
		head := make([]byte, 4)
		n, _ := f.Read(head)
		f.Close()
		assert.False(t, isExecutable(head[:n]), "%s is a built program: remove it from git and ignore it", path)
	}
}

// TestIsExecutable checks the recognised formats, and that text, PNG and
// WebAssembly files are not taken for programs.
func TestIsExecutable(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		want bool
	}{
		{"ELF", []byte("\x7fELF\x02\x01"), true},
		{"Mach-O 64", []byte{0xcf, 0xfa, 0xed, 0xfe, 7}, true},
		{"PE", []byte("MZ\x90\x00"), true},
		{"Go source", []byte("package main"), false},
		{"PNG", []byte("\x89PNG\r\n"), false},
		{"empty", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, isExecutable(tc.data))
		})
	}
}
