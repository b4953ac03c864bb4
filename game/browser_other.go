//go:build !js

package game

import "errors"

// inBrowser is false on the desktop, where files are written to disk.
const inBrowser = false

// download is only for the browser build.
func download(string, []byte) error { return errors.New("downloads need a browser") }

// keep is only for the browser build.
func keep([]byte) {}

// publish is only for the browser build.
func (g *Game) publish() {}
