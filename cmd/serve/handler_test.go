package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHandlerServesTheFolder(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<p>hi</p>"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "enemyai.wasm"), []byte("\x00asm"), 0o644))
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	tests := []struct {
		path, contentType, body string
		status                  int
	}{
		{"/", "text/html; charset=utf-8", "<p>hi</p>", 200},
		{"/enemyai.wasm", "application/wasm", "\x00asm", 200},
		{"/missing", "text/plain; charset=utf-8", "404 page not found\n", 404},
	}
	for _, tc := range tests {
		resp, err := http.Get(srv.URL + tc.path)
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		assert.Equal(t, tc.status, resp.StatusCode, tc.path)
		assert.Equal(t, tc.contentType, resp.Header.Get("Content-Type"), tc.path)
		assert.Equal(t, tc.body, string(body), tc.path)
		if tc.status == 200 {
			assert.Equal(t, "no-cache", resp.Header.Get("Cache-Control"), "a rebuilt game is what the next reload runs")
		}
	}
}

func TestServeWithoutABuildSaysWhatToDo(t *testing.T) {
	var out, errOut strings.Builder
	code := run([]string{"-dir", t.TempDir()}, &out, &errOut)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut.String(), "has no index.html: run make web first")
}

// TestHandlerSendsTheGameCompressed: a browser that accepts gzip gets the
// game compressed, with the size it unpacks to; a rebuilt game is
// compressed again.
func TestHandlerSendsTheGameCompressed(t *testing.T) {
	dir := t.TempDir()
	wasm := filepath.Join(dir, "enemyai.wasm")
	game := bytes.Repeat([]byte("\x00asm game "), 10_000)
	require.NoError(t, os.WriteFile(wasm, game, 0o644))
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func() (*http.Response, []byte) {
		req, err := http.NewRequest("GET", srv.URL+"/enemyai.wasm", nil)
		require.NoError(t, err)
		req.Header.Set("Accept-Encoding", "gzip, deflate, br")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		require.Equal(t, 200, resp.StatusCode)
		assert.Equal(t, "gzip", resp.Header.Get("Content-Encoding"))
		assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"))
		zr, err := gzip.NewReader(resp.Body)
		require.NoError(t, err)
		body, err := io.ReadAll(zr)
		require.NoError(t, err)
		return resp, body
	}
	resp, body := get()
	assert.Equal(t, game, body)
	assert.Equal(t, strconv.Itoa(len(game)), resp.Header.Get("X-Uncompressed-Length"))
	assert.Less(t, resp.ContentLength, int64(len(game)/10), "sent compressed")

	rebuilt := bytes.Repeat([]byte("\x00asm new game "), 10_000)
	require.NoError(t, os.WriteFile(wasm, rebuilt, 0o644))
	require.NoError(t, os.Chtimes(wasm, time.Now(), time.Now().Add(time.Minute)))
	_, body = get()
	assert.Equal(t, rebuilt, body, "a rebuilt game is what the next reload gets")
}
