//go:build js

package session

import (
	"strings"
	"syscall/js"

	"github.com/enemyai/enemyai/config"
)

// storageKey is where the browser build keeps the tuned configuration, which
// Open starts from.
const storageKey = "enemyai/config"

// StoredConfigName names the configuration kept in the browser.
const StoredConfigName = "enemies.toml (kept in this browser)"

// Keep stores data under key in the browser's local storage, where the
// next visit finds it.
func Keep(key string, data []byte) {
	if s := js.Global().Get("localStorage"); s.Truthy() {
		s.Call("setItem", key, string(data))
	}
}

// Kept returns what Keep stored under key, if anything.
func Kept(key string) ([]byte, bool) {
	s := js.Global().Get("localStorage")
	if !s.Truthy() {
		return nil, false
	}
	v := s.Call("getItem", key)
	if v.Type() != js.TypeString {
		return nil, false
	}
	return []byte(v.String()), true
}

// KeepConfig stores a saved configuration in the browser's local storage.
func KeepConfig(data []byte) { Keep(storageKey, data) }

// storedConfig returns the configuration kept in the browser, if there is
// one that still loads.
func storedConfig() ([]byte, bool) {
	data, ok := Kept(storageKey)
	if !ok {
		return nil, false
	}
	if _, err := config.ParseConfig(StoredConfigName, data); err != nil {
		return nil, false
	}
	return data, true
}

// treeKeyPrefix is where the browser build keeps each kind's edited tree,
// under the kind's name.
const treeKeyPrefix = "enemyai/tree/"

// KeepTree stores a kind's edited tree in the browser's local storage, which
// the next visit starts from.
func KeepTree(kind string, data []byte) { Keep(treeKeyPrefix+kind, data) }

// storedTrees returns the trees kept in the browser, by kind, those that
// still build.
func storedTrees() map[string][]byte {
	s := js.Global().Get("localStorage")
	if !s.Truthy() {
		return nil
	}
	out := map[string][]byte{}
	for i := range s.Get("length").Int() {
		key := s.Call("key", i)
		if key.Type() != js.TypeString || !strings.HasPrefix(key.String(), treeKeyPrefix) {
			continue
		}
		kind := strings.TrimPrefix(key.String(), treeKeyPrefix)
		if data, ok := Kept(key.String()); ok && buildsAsTree(kind, data) {
			out[kind] = data
		}
	}
	return out
}

// buildsAsTree reports whether data is a tree file that builds.
func buildsAsTree(kind string, data []byte) bool {
	_, err := buildTree(kind+".tree", TreeFile{Text: data})
	return err == nil
}
