package control

import (
	"bytes"
	"os"
	"path/filepath"

	"github.com/enemyai/enemyai/ai"
)

// openTrace starts the decision trace -trace asks for: a file on the
// desktop; in a browser, a download when the game ends.
func (c *Controller) openTrace() error {
	path := c.opts.TracePath
	switch {
	case path == "":
		return nil
	case InBrowser:
		var buf bytes.Buffer
		c.trace = ai.NewTrace(&buf, c.Run.Minds)
		c.trace.OnClose(func() error { return download(filepath.Base(path), buf.Bytes()) })
		return nil
	}
	trace, err := ai.CreateTrace(path, os.Stdout, c.Run.Minds)
	if err != nil {
		return err
	}
	c.trace = trace
	return nil
}
