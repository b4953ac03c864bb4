package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// Breaks are conditional breakpoints given with -break EXPR (repeatable),
// like "near.* branch == attack && hp < 0.5" (see ai.Break for the
// grammar), checked as they are given.
type Breaks []string

// Flag registers -break on fs.
func (b *Breaks) Flag(fs *flag.FlagSet, does string) {
	fs.Func("break", "break when `EXPR` becomes true for an enemy, like 'near.* branch == attack && hp < 0.5' (repeatable; "+does+")", func(s string) error {
		if _, err := ai.ParseBreak(s); err != nil {
			return err
		}
		*b = append(*b, s)
		return nil
	})
}

// Open returns the breakpoints, each ready to check from the start of a run
// of w, or an error naming one that watches nobody in w.
func (b Breaks) Open(w *entity.World) ([]*ai.Break, error) {
	var out []*ai.Break
	for _, src := range b {
		br, err := ai.ParseBreakIn(w, src)
		var be *ai.BreakError
		switch {
		case errors.As(err, &be): // a column of src
			return nil, fmt.Errorf("-break %s: %w", config.Quote(src), err)
		case err != nil: // names src
			return nil, fmt.Errorf("-break %w", err)
		}
		out = append(out, br)
	}
	return out, nil
}

// String lists the breakpoints, for messages.
func (b Breaks) String() string { return strings.Join(b, "; ") }
