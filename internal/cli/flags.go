package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/config"
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

// maxFlagProblem bounds, in characters, what an error message says after
// quoting a flag's value, and the flag package's own messages, which end
// with a flag's name or an argument.
const maxFlagProblem = 300

// ParseFlags parses a command's arguments. For -h it prints usage and the
// flags to stderr and returns flag.ErrHelp; an argument left over is an
// error unless positional is true. Every error quotes a bounded excerpt of
// the value or argument at fault, whatever its size: the flag package
// quotes values whole.
func ParseFlags(fs *flag.FlagSet, args []string, usage string, stderr io.Writer, positional bool) error {
	var bad badValue
	fs.VisitAll(func(f *flag.Flag) { f.Value = &watchedValue{f.Value, f.Name, &bad} })
	err := fs.Parse(args)
	fs.VisitAll(func(f *flag.Flag) { f.Value = f.Value.(*watchedValue).Value })
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(stderr)
		fmt.Fprintln(stderr, "Usage: "+usage)
		fs.PrintDefaults()
		return err
	case err != nil && errors.As(bad.err, new(outOfRange)):
		return fmt.Errorf("-%s %s: %s", bad.flag, config.Plain(bad.value, config.QuotedChars), bad.err)
	case err != nil && bad.err != nil:
		why := bad.err.Error()
		if want := wanted(fs.Lookup(bad.flag).Value); why == "parse error" && want != "" {
			why = want // the flag package's words say nothing of what it takes
		}
		return fmt.Errorf("invalid value %s for flag -%s: %s", config.Quote(bad.value), bad.flag, config.Excerpt(why, maxFlagProblem))
	case err != nil: // the flag package's own: an unknown flag, a missing value; the name at the end
		quoted := strconv.Quote(config.Excerpt(err.Error()+takes(fs, err), maxFlagProblem))
		return errors.New(quoted[1 : len(quoted)-1])
	case !positional && fs.NArg() > 0:
		return fmt.Errorf("unexpected argument %s", config.Quote(fs.Arg(0)))
	}
	return nil
}

// takes says, for the flag package's error err that a flag was given no
// value, what the flag takes, as -h says it: " file (write the decision
// trace as JSON Lines to file, or - for standard output)" after -trace; ""
// for any other error.
func takes(fs *flag.FlagSet, err error) string {
	name, missing := strings.CutPrefix(err.Error(), "flag needs an argument: -")
	f := fs.Lookup(name)
	if !missing || f == nil {
		return ""
	}
	placeholder, usage := flag.UnquoteUsage(f)
	return fmt.Sprintf(" %s (%s)", placeholder, usage)
}

// wanted says what a flag of value v takes, for a value it could not
// parse: "want a whole number from 0 to 100000", "want true or false"; ""
// for a value of another kind, which says so itself.
func wanted(v flag.Value) string {
	if in, ok := v.(*intIn); ok {
		return fmt.Sprintf("want a whole number from %d to %d", in.low, in.high)
	}
	g, ok := v.(flag.Getter)
	if !ok {
		return ""
	}
	switch g.Get().(type) {
	case bool:
		return "want true or false"
	case int:
		return "want a whole number"
	case uint64:
		return "want a whole number from 0"
	}
	return ""
}

// badValue is the value a flag refused, and why.
type badValue struct {
	flag, value string
	err         error
}

// watchedValue is a flag's value that notes what it refuses, for
// ParseFlags to say it with a bounded excerpt of the value.
type watchedValue struct {
	flag.Value
	name string
	bad  *badValue
}

func (v *watchedValue) Set(s string) error {
	err := v.Value.Set(s)
	if err != nil {
		*v.bad = badValue{v.name, s, err}
	}
	return err
}

// IsBoolFlag keeps a boolean flag one that needs no value.
func (v *watchedValue) IsBoolFlag() bool {
	b, ok := v.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// IntVarIn defines an integer flag that must lie from low to high. A value
// outside, however many digits it has, is refused with the range, like
// "-enemies 99999999999999999999: must be from 0 to 100000", where the flag
// package would say only that it is out of range.
func IntVarIn(fs *flag.FlagSet, p *int, name string, value, low, high int, usage string) {
	*p = value
	fs.Var(&intIn{p, low, high}, name, usage)
}

// intIn is an integer flag's value that must lie from low to high.
type intIn struct {
	p         *int
	low, high int
}

func (v *intIn) Set(s string) error {
	n, err := strconv.ParseInt(s, 0, strconv.IntSize)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return errors.New("parse error") // the flag package's words, as for its own integers
	}
	if err != nil || n < int64(v.low) || n > int64(v.high) {
		return outOfRange{v.low, v.high}
	}
	*v.p = int(n)
	return nil
}

func (v *intIn) String() string {
	if v.p == nil { // the zero value the flag package makes to print a default
		return "0"
	}
	return strconv.Itoa(*v.p)
}

// outOfRange is an integer flag's value outside its range.
type outOfRange struct{ low, high int }

func (e outOfRange) Error() string { return fmt.Sprintf("must be from %d to %d", e.low, e.high) }
