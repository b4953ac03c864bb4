package config_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// watched starts watching a copy of the default configuration in a temporary
// directory.
func watched(t *testing.T) (string, *config.ConfigWatcher) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "enemies.toml")
	require.NoError(t, os.WriteFile(path, assets.Config, 0o644))
	w, err := config.WatchConfig(path)
	require.NoError(t, err)
	t.Cleanup(func() { w.Close() })
	return path, w
}

// next waits for the next update.
func next(t *testing.T, w *config.ConfigWatcher) config.ConfigUpdate {
	t.Helper()
	select {
	case u := <-w.Updates():
		return u
	case <-time.After(5 * time.Second):
		t.Fatal("no update within 5 s")
		return config.ConfigUpdate{}
	}
}

func detectSetTo(v string) []byte {
	return []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = "+v, 1))
}

func TestWatcherReloadsOnWrite(t *testing.T) {
	path, w := watched(t)
	require.NoError(t, os.WriteFile(path, detectSetTo("6.5"), 0o644))
	u := next(t, w)
	require.NoError(t, u.Err)
	assert.Equal(t, 6.5, u.Value.Kinds["near"].Detect)
}

func TestWatcherReloadsWhenAFileIsRenamedOverIt(t *testing.T) {
	path, w := watched(t)
	tmp := filepath.Join(filepath.Dir(path), ".enemies.toml.swp")
	require.NoError(t, os.WriteFile(tmp, detectSetTo("5.0"), 0o644))
	require.NoError(t, os.Rename(tmp, path))
	u := next(t, w)
	require.NoError(t, u.Err)
	assert.Equal(t, 5.0, u.Value.Kinds["near"].Detect)
}

func TestWatcherReportsABrokenFileThenRecovers(t *testing.T) {
	tests := []struct {
		name    string
		breakIt func(path string) error
		wantErr string // the error after the file's path
	}{
		{"deleted then recreated", os.Remove, ": file not found"},
		{"invalid then fixed", func(path string) error { return os.WriteFile(path, detectSetTo("-2.0"), 0o644) },
			fmt.Sprintf(":%d: kinds.near.detect: must be greater than 0, got -2", lineWith(t, string(detectSetTo("-2.0")), "detect = -2.0"))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path, w := watched(t)
			require.NoError(t, tc.breakIt(path))
			u := next(t, w)
			require.Error(t, u.Err)
			assert.Nil(t, u.Value)
			assert.Equal(t, path+tc.wantErr, u.Err.Error())
			require.NoError(t, os.WriteFile(path, detectSetTo("4.5"), 0o644))
			u = next(t, w)
			require.NoError(t, u.Err)
			assert.Equal(t, 4.5, u.Value.Kinds["near"].Detect)
		})
	}
}

func TestWatcherIgnoresOtherFiles(t *testing.T) {
	path, w := watched(t)
	require.NoError(t, os.WriteFile(filepath.Join(filepath.Dir(path), "other.toml"), []byte("x"), 0o644))
	select {
	case u := <-w.Updates():
		t.Fatalf("unexpected update %+v", u)
	case <-time.After(400 * time.Millisecond):
	}
}

// TestWatcherFollowsALink: a configuration that is a symbolic link to a
// file in another folder reloads when that file changes, when it is
// replaced by a rename, and when the link is pointed at another file.
func TestWatcherFollowsALink(t *testing.T) {
	real := filepath.Join(t.TempDir(), "dotfiles", "enemies.toml")
	require.NoError(t, os.MkdirAll(filepath.Dir(real), 0o755))
	require.NoError(t, os.WriteFile(real, assets.Config, 0o644))
	link := filepath.Join(t.TempDir(), "my.toml")
	require.NoError(t, os.Symlink(real, link))
	w, err := config.WatchConfig(link)
	require.NoError(t, err)
	t.Cleanup(func() { w.Close() })

	require.NoError(t, os.WriteFile(real, detectSetTo("6.5"), 0o644))
	u := next(t, w)
	require.NoError(t, u.Err)
	assert.Equal(t, 6.5, u.Value.Kinds["near"].Detect, "the file the link names, written")

	tmp := filepath.Join(filepath.Dir(real), ".enemies.toml.swp")
	require.NoError(t, os.WriteFile(tmp, detectSetTo("5.0"), 0o644))
	require.NoError(t, os.Rename(tmp, real))
	u = next(t, w)
	require.NoError(t, u.Err)
	assert.Equal(t, 5.0, u.Value.Kinds["near"].Detect, "the file the link names, renamed over")

	other := filepath.Join(filepath.Dir(real), "other.toml")
	require.NoError(t, os.WriteFile(other, detectSetTo("7.0"), 0o644))
	require.NoError(t, os.Remove(link))
	require.NoError(t, os.Symlink(other, link))
	u = next(t, w)
	require.NoError(t, u.Err)
	assert.Equal(t, 7.0, u.Value.Kinds["near"].Detect, "the link pointed elsewhere")
	require.NoError(t, os.WriteFile(other, detectSetTo("3.0"), 0o644))
	u = next(t, w)
	require.NoError(t, u.Err)
	assert.Equal(t, 3.0, u.Value.Kinds["near"].Detect, "and followed there")
}
