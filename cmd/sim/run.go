package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/session"
)

// options are the command line's settings.
type options struct {
	session.Source
	trace    string
	explain  string // an enemy's ID
	ticks    int
	diff     bool // run the original and the changed run side by side
	breaks   cli.Breaks
	stats    string // a kind whose per-node statistics to print
	timeline string // an SVG file to draw every enemy's branches over time in
	park     bool   // park idle enemies (the default)
}

// afterScript is how many ticks a run goes on after the script ends, when
// -ticks is not given: long enough for enemies to walk home.
const afterScript = 600

// run runs the command and returns its exit status.
func run(args []string, stdout, stderr io.Writer) int {
	opts, err := parseFlags(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(stderr, "sim:", err)
		return 2
	}
	if opts.diff {
		err = diff(opts, stdout)
	} else {
		err = simulate(opts, stdout, stderr)
	}
	if err != nil {
		fmt.Fprintln(stderr, "sim:", err)
		return 2
	}
	return 0
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := cli.NewFlagSet("sim")
	cli.SourceFlags(fs, &o.Source)
	fs.StringVar(&o.trace, "trace", "", "write the decision trace as JSON Lines to `file`, or - for standard output")
	cli.IntVarIn(fs, &o.ticks, "ticks", 0, 0, config.MaxTicks, "run `n` ticks (default: a replay's length, or until the script ends and 600 more)")
	fs.StringVar(&o.explain, "explain", "", "print enemy `id`'s tree with statuses and reasons at every tick its decision changes")
	o.breaks.Flag(fs, "prints where and why with the enemy's tree, and stops")
	fs.StringVar(&o.stats, "stats", "", "print per-node figures of `KIND`'s tree over the run: visits, ticks running, status changes, mean running streak")
	fs.StringVar(&o.timeline, "timeline", "", "draw every enemy's branches over the run as coloured spans in this SVG `file`")
	fs.BoolVar(&o.park, "park", true, "park idle enemies (false: step every enemy every tick; the output is the same, only slower)")
	fs.BoolVar(&o.diff, "diff", false, "run the original and the run changed by -set and -tree side by side: print the first divergence and both outcomes")
	if err := cli.ParseFlags(fs, args, "sim -scenario FILE [flags], or sim -replay FILE [flags]", stderr, false); err != nil {
		return o, err
	}
	if err := cli.CheckSource(o.Source); err != nil {
		return o, err
	}
	switch {
	case o.ScenarioPath == "" && o.ReplayPath == "":
		return o, errors.New("-scenario FILE or -replay FILE is required")
	case o.diff && len(o.Set) == 0 && len(o.Trees) == 0:
		return o, errors.New("-diff compares a run with the same run changed: give -set KIND.FIELD=VALUE or -tree KIND=FILE")
	case o.diff && (o.trace != "" || o.explain != "" || o.stats != "" || o.timeline != "" || len(o.breaks) > 0):
		return o, errors.New("-diff prints the divergence and the outcomes: drop -trace, -explain, -stats, -timeline and -break")
	case o.timeline == "-":
		return o, errors.New("-timeline -: the timeline is a picture, not for the terminal: name an SVG file, like -timeline t.svg")
	}
	return o, nil
}

// clock counts a run's ticks to decide when it is over.
type clock struct {
	o             options
	played, after int
}

// tick counts the tick s is about to play.
func (c *clock) tick(s *session.Session) {
	c.played++
	if s.ScriptDone() {
		c.after++
	}
}

// finished reports whether s's run is over: -ticks played, else the replay
// played, else the script and afterScript ticks more.
func (c *clock) finished(s *session.Session) bool {
	switch {
	case c.o.ticks > 0:
		return c.played >= c.o.ticks
	case c.o.ReplayPath != "":
		return !s.Replaying()
	}
	return s.ScriptDone() && c.after >= afterScript
}

func simulate(o options, stdout, stderr io.Writer) (err error) {
	// With the trace on standard output, what is said for a person goes to
	// standard error, so that every line of the stream is a JSON line.
	say := stdout
	if o.trace == "-" {
		say = stderr
	}
	s, err := session.Open(o.Source)
	if err != nil {
		return err
	}
	if grown := s.Grown(); grown != "" {
		fmt.Fprintln(stderr, "sim:", grown)
	}
	if err := cli.CheckFiles(cli.Inputs(o.Source, s), []cli.File{{Name: "-trace", Path: o.trace}, {Name: "-timeline", Path: o.timeline}}); err != nil {
		return err
	}
	s.Park(o.park)
	var trace *ai.Trace
	if o.trace != "" {
		if trace, err = ai.CreateTrace(o.trace, stdout, s.Minds); err != nil {
			return fmt.Errorf("-trace: %w", err)
		}
		defer func() {
			if cerr := trace.Close(); err == nil && cerr != nil {
				err = fmt.Errorf("-trace: %w", cerr)
			}
		}()
		s.Trace(trace)
	}
	var explainer *explainer
	if o.explain != "" {
		if explainer, err = newExplainer(s.World, s.Minds, o.explain); err != nil {
			return err
		}
	}
	breaks, err := o.breaks.Open(s.World)
	if err != nil {
		return err
	}
	explainWatched(breaks, s)
	var stats *ai.NodeStats
	if o.stats != "" {
		if stats, err = ai.NewNodeStats(s.World, s.Minds, o.stats); err != nil {
			return fmt.Errorf("-stats %s: %w", config.Plain(o.stats, config.QuotedChars), err)
		}
	}
	var tally ai.Tally
	var spans *timeline
	if o.timeline != "" {
		spans = &timeline{}
	}
	segment, ended := s.Segment(), false
	for c := (clock{o: o}); !c.finished(s); {
		if o.ReplayPath != "" && !ended && !s.Replaying() { // -ticks asks for more than the replay holds
			ended = true
			fmt.Fprintf(stderr, "sim: the replay ends after %d ticks; the %d more -ticks asks for play with no input\n", c.played, o.ticks-c.played)
		}
		c.tick(s)
		s.Advance(entity.PlayerIntent{})
		if s.Segment() != segment { // a replay restarted
			segment = s.Segment()
			if explainer != nil {
				explainer.follow(s.World, s.Minds)
			}
			explainWatched(breaks, s)
		}
		tally.Observe(s.World, s.Minds)
		if stats != nil {
			stats.Observe(s.World, s.Minds)
		}
		if spans != nil {
			spans.observe(s.World, s.Minds)
		}
		if explainer != nil {
			explainer.step(say)
		}
		if err := s.TraceErr(); err != nil {
			return fmt.Errorf("-trace: %w", err)
		}
		if stopped(breaks, s, say) {
			return nil
		}
	}
	if spans != nil {
		if err := spans.write(o.timeline); err != nil {
			return fmt.Errorf("-timeline: %w", err)
		}
		fmt.Fprintf(stderr, "sim: wrote %s (%d spans)\n", o.timeline, len(spans.spans)+len(spans.open))
	}
	if o.trace == "-" {
		return nil
	}
	if err := tally.Write(stdout, s.World); err != nil || stats == nil {
		return err
	}
	fmt.Fprintln(stdout)
	return stats.Write(stdout)
}

// explainWatched turns reasons on for the enemies the breakpoints watch, so
// that the tree printed when one fires says why.
func explainWatched(breaks []*ai.Break, s *session.Session) {
	for i := range s.World.Enemies {
		for _, b := range breaks {
			if b.Watched(&s.World.Enemies[i]) {
				s.Minds.Explain(i, true)
			}
		}
	}
}

// stopped checks the breakpoints on the tick s just played and, if one
// fired, prints where and why, with the first enemy's tree, and reports
// true.
func stopped(breaks []*ai.Break, s *session.Session, stdout io.Writer) bool {
	first := -1
	for _, b := range breaks {
		for _, hit := range b.Check(s.World, s.Minds) {
			fmt.Fprintf(stdout, "break at tick %d: %s (%s)\n", s.World.Tick, hit.Why, b.Source)
			if first < 0 {
				first = hit.Enemy
			}
		}
	}
	if first < 0 {
		return false
	}
	fmt.Fprintln(stdout, s.Minds.Shape(first).Text(s.Minds.Instance(first)))
	return true
}
