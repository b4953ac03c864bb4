//go:build !js

package session

// StoredConfigName names the configuration kept in the browser.
const StoredConfigName = "enemies.toml (kept in this browser)"

// storedConfig is only for the browser build: the desktop reads files.
func storedConfig() ([]byte, bool) { return nil, false }

// KeepTree is only for the browser build: the desktop saves tree files.
func KeepTree(string, []byte) {}

// storedTrees is only for the browser build.
func storedTrees() map[string][]byte { return nil }

// Keep is only for the browser build: the desktop writes files.
func Keep(string, []byte) {}

// Kept is only for the browser build.
func Kept(string) ([]byte, bool) { return nil, false }
