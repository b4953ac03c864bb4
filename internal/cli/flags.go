package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// NewFlagSet returns the flag set of the command called name, which prints
// nothing by itself: a command prints its errors once, as one line, and the
// flag list only for -h (see ParseFlags).
func NewFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// ParseFlags parses a command's arguments. For -h it prints usage and the
// flags to stderr and returns flag.ErrHelp; an argument left over is an
// error unless positional is true.
func ParseFlags(fs *flag.FlagSet, args []string, usage string, stderr io.Writer, positional bool) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stderr)
			fmt.Fprintln(stderr, "Usage: "+usage)
			fs.PrintDefaults()
		}
		return err
	}
	if !positional && fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return nil
}
