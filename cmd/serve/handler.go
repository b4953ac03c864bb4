package main

import (
	"bytes"
	"compress/gzip"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Handler serves the files of dir, with the WebAssembly type browsers need to
// compile a module while it downloads, and without caching, so a rebuilt
// game is what the next reload runs. A browser that accepts gzip gets the
// game, its page and its loader compressed, each compressed once per
// version of the file; X-Uncompressed-Length gives the size it unpacks to,
// for the page's progress bar.
func Handler(dir string) http.Handler {
	mime.AddExtensionType(".wasm", "application/wasm")
	files := http.FileServer(http.Dir(dir))
	packed := &packedFiles{dir: dir}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || !compressible(r.URL.Path) {
			files.ServeHTTP(w, r)
			return
		}
		p, ok := packed.get(r.URL.Path)
		if !ok {
			files.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("Vary", "Accept-Encoding")
		w.Header().Set("Content-Type", mime.TypeByExtension(path.Ext(r.URL.Path)))
		w.Header().Set("X-Uncompressed-Length", strconv.FormatInt(p.size, 10))
		http.ServeContent(w, r, "", p.modTime, bytes.NewReader(p.data))
	})
}

// compressible reports whether the file at the URL path is worth sending
// compressed: the game, its loader, the page.
func compressible(urlPath string) bool {
	switch path.Ext(urlPath) {
	case ".wasm", ".js", ".html":
		return true
	}
	return false
}

// packedFiles keeps each served file compressed, as of its last change.
type packedFiles struct {
	dir   string
	mu    sync.Mutex
	files map[string]packedFile
}

// packedFile is one file's compressed bytes, and the size and time of the
// version they were made from.
type packedFile struct {
	data    []byte
	size    int64
	modTime time.Time
}

// get returns the compressed form of the regular file at the URL path,
// compressing it if it is new or changed; false if there is no such file.
func (p *packedFiles) get(urlPath string) (packedFile, bool) {
	name := filepath.Join(p.dir, filepath.FromSlash(path.Clean("/"+urlPath)))
	info, err := os.Stat(name)
	if err != nil || !info.Mode().IsRegular() {
		return packedFile{}, false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if f, ok := p.files[name]; ok && f.size == info.Size() && f.modTime.Equal(info.ModTime()) {
		return f, true
	}
	raw, err := os.ReadFile(name)
	if err != nil {
		return packedFile{}, false
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(raw)
	zw.Close()
	f := packedFile{data: buf.Bytes(), size: int64(len(raw)), modTime: info.ModTime()}
	if p.files == nil {
		p.files = map[string]packedFile{}
	}
	p.files[name] = f
	return f, true
}
