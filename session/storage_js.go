//go:build js

package session

import (
	"syscall/js"

	"github.com/enemyai/enemyai/config"
)

// storageKey is where the browser build keeps the tuned configuration, which
// Open starts from.
const storageKey = "enemyai/config"

// StoredConfigName names the configuration kept in the browser.
const StoredConfigName = "enemies.toml (kept in this browser)"

// KeepConfig stores a saved configuration in the browser's local storage.
func KeepConfig(data []byte) {
	if s := js.Global().Get("localStorage"); s.Truthy() {
		s.Call("setItem", storageKey, string(data))
	}
}

// storedConfig returns the configuration kept in the browser, if there is
// one that still loads.
func storedConfig() ([]byte, bool) {
	s := js.Global().Get("localStorage")
	if !s.Truthy() {
		return nil, false
	}
	v := s.Call("getItem", storageKey)
	if v.Type() != js.TypeString {
		return nil, false
	}
	data := []byte(v.String())
	if _, err := config.ParseConfig(StoredConfigName, data); err != nil {
		return nil, false
	}
	return data, true
}
