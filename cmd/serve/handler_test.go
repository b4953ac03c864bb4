package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
