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

// TestNoBuiltProgramIsTracked: the repository holds sources, assets and
// pictures, never a program built from them (an ELF or WebAssembly file),
// which .gitignore keeps out.
func TestNoBuiltProgramIsTracked(t *testing.T) {
	out, err := exec.Command("git", "ls-files").Output()
	if err != nil {
		t.Skip("not a git checkout: ", err)
	}
	files := strings.Fields(string(out))
	require.NotEmpty(t, files)
	for _, f := range files {
		head := make([]byte, 4)
		fh, err := os.Open(f)
		if err != nil {
			continue // deleted in the work tree
		}
		n, _ := fh.Read(head)
		fh.Close()
		head = head[:n]
		assert.False(t, bytes.Equal(head, []byte("\x7fELF")) || bytes.Equal(head, []byte("\x00asm")), "%s is a built program", f)
	}
}

// TestNoTrackedFileIsIgnored: what .gitignore keeps out (a build, the
// folders the README's walkthroughs and its test write) is never in the
// repository, where a run would change it.
func TestNoTrackedFileIsIgnored(t *testing.T) {
	out, err := exec.Command("git", "ls-files", "--cached", "--ignored", "--exclude-standard").Output()
	if err != nil {
		t.Skip("not a git checkout: ", err)
	}
	assert.Empty(t, strings.Fields(string(out)))
}
