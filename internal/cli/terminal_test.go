package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIsTerminalIsACharacterDeviceButTheNullOne(t *testing.T) {
	file, err := os.Create(filepath.Join(t.TempDir(), "out"))
	require.NoError(t, err)
	defer file.Close()
	reader, pipe, err := os.Pipe()
	require.NoError(t, err)
	defer reader.Close()
	defer pipe.Close()
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	require.NoError(t, err)
	defer null.Close()
	for _, c := range []struct {
		name string
		w    io.Writer
		want bool
	}{
		{"a buffer", &bytes.Buffer{}, false},
		{"a file", file, false},
		{"a pipe", pipe, false},
		{"the null device", null, false},
	} {
		assert.Equal(t, c.want, IsTerminal(c.w), c.name)
	}
	if zero, err := os.OpenFile("/dev/zero", os.O_WRONLY, 0); err == nil { // a character device, as a terminal is
		defer zero.Close()
		assert.True(t, IsTerminal(zero), "another character device")
	}
}
