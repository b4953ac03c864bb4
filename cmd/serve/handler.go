package main

import (
	"mime"
	"net/http"
)

// Handler serves the files of dir, with the WebAssembly type browsers need to
// compile a module while it downloads, and without caching, so a rebuilt
// game is what the next reload runs.
func Handler(dir string) http.Handler {
	mime.AddExtensionType(".wasm", "application/wasm")
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}
