//go:build !js

package control

import "errors"

// InBrowser is false on the desktop, where files are written to disk.
const InBrowser = false

// download is only for the browser build.
func download(string, []byte) error { return errors.New("downloads need a browser") }

// keep is only for the browser build.
func keep([]byte) {}
