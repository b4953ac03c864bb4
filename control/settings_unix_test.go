//go:build unix

package control

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestASettingsFileThatIsAPipeIsRefusedNotWaitedOn: the game starts on the
// default settings and says why, instead of waiting for a writer.
func TestASettingsFileThatIsAPipeIsRefusedNotWaitedOn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.toml")
	require.NoError(t, syscall.Mkfifo(path, 0o644))
	s, err := LoadSettings(path)
	assert.EqualError(t, err, path+": a named pipe, not a regular file")
	assert.Equal(t, DefaultSettings, s)
}
