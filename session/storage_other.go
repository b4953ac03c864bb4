//go:build !js

package session

// StoredConfigName names the configuration kept in the browser.
const StoredConfigName = "enemies.toml (kept in this browser)"

// storedConfig is only for the browser build: the desktop reads files.
func storedConfig() ([]byte, bool) { return nil, false }
