//go:build unix

package pipedrain

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDrainReadsWhatAWriterWrites: what a writer writes into the pipe, and
// closes, comes out of the channel whole; a path that is not there gives nil.
func TestDrainReadsWhatAWriterWrites(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "p")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	got := Drain(fifo)
	f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString("through the pipe")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	assert.Equal(t, "through the pipe", string(<-got))
	assert.Nil(t, <-Drain(filepath.Join(t.TempDir(), "missing")))
}
