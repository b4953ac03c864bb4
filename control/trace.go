package control

import (
	"bytes"
	"os"
	"path/filepath"

	"github.com/enemyai/enemyai/ai"
)

// openTrace starts the decision trace -trace asks for: a file on the
// desktop; in a browser, a download when the game ends. The session writes
// it, following its kept timeline (see session.Session.Trace).
func (c *Controller) openTrace() error {
	path := c.opts.TracePath
	switch {
	case path == "":
		return nil
	case InBrowser:
		var buf bytes.Buffer
		c.trace = ai.NewTrace(&buf, c.Run.Minds)
		c.trace.OnClose(func() error { return download(filepath.Base(path), buf.Bytes()) })
		c.trace.OnCut(func(n int64) error { buf.Truncate(int(n)); return nil })
	default:
		trace, err := ai.CreateTrace(path, os.Stdout, c.Run.Minds)
		if err != nil {
			return err
		}
		c.trace = trace
	}
	c.Run.Trace(c.trace)
	return nil
}
