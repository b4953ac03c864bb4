//go:build js

package control

import (
	"syscall/js"

	"github.com/enemyai/enemyai/session"
)

// InBrowser is true in the WebAssembly build: there are no files, so what
// the desktop writes to disk is offered as a download, and tuning is kept in
// the browser's local storage.
const InBrowser = true

// download offers data to the user as a file named name.
func download(name string, data []byte) error {
	array := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(array, data)
	blob := js.Global().Get("Blob").New([]any{array}, map[string]any{"type": "application/octet-stream"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := js.Global().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	js.Global().Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return nil
}

// keep stores a saved configuration in the browser, where the next visit
// finds it (see session.Open).
func keep(data []byte) { session.KeepConfig(data) }
