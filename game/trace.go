package game

import (
	"bytes"
	"os"
	"path/filepath"

	"github.com/enemyai/enemyai/ai"
)

// openTrace starts the decision trace -trace asks for: a file on the
// desktop; in a browser, a download when the game ends.
func (g *Game) openTrace() error {
	path := g.opts.TracePath
	switch {
	case path == "":
		return nil
	case inBrowser:
		var buf bytes.Buffer
		g.trace = ai.NewTrace(&buf, g.run.Minds)
		g.trace.OnClose(func() error { return download(filepath.Base(path), buf.Bytes()) })
		return nil
	}
	trace, err := ai.CreateTrace(path, os.Stdout, g.run.Minds)
	if err != nil {
		return err
	}
	g.trace = trace
	return nil
}
