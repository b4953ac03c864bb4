package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// options are the command line's settings.
type options struct {
	scenario, config, trace string
	replay                  string // a replay file to play instead of a scenario
	explain                 string // an enemy's ID
	ticks, enemies          int
	seed                    uint64
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
	if err := simulate(opts, stdout); err != nil {
		fmt.Fprintln(stderr, "sim:", err)
		return 2
	}
	return 0
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	// Errors are printed once, by run; the flag list only for -h.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {} // errors are printed by run; -h prints the flags below
	usage := func() {
		fs.SetOutput(stderr)
		fmt.Fprintln(stderr, "Usage: sim -scenario FILE [flags], or sim -replay FILE [flags]")
		fs.PrintDefaults()
	}
	fs.StringVar(&o.scenario, "scenario", "", "scenario `file` to run (required without -replay)")
	fs.StringVar(&o.replay, "replay", "", "play this replay `file` (from enemyai -record) instead of a scenario")
	fs.StringVar(&o.config, "config", "", "configuration `file` (default: the embedded one)")
	fs.StringVar(&o.trace, "trace", "", "write the decision trace as JSON Lines to `file`, or - for standard output")
	fs.IntVar(&o.ticks, "ticks", 0, "ticks to run (default: until the script ends, then 600 more)")
	fs.IntVar(&o.enemies, "enemies", 0, "add `n` enemies at random homes (seeded by -seed)")
	fs.Uint64Var(&o.seed, "seed", 1, "random seed")
	fs.StringVar(&o.explain, "explain", "", "print enemy `id`'s tree with statuses and reasons at every tick its decision changes")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage()
		}
		return o, err
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case o.scenario == "" && o.replay == "":
		return o, errors.New("-scenario FILE or -replay FILE is required")
	case o.replay != "" && (o.scenario != "" || o.config != "" || o.enemies != 0):
		return o, errors.New("-replay plays the configuration and scenario the file recorded: drop -scenario, -config and -enemies")
	case o.ticks < 0 || o.ticks > config.MaxTicks:
		return o, fmt.Errorf("-ticks %d: must be from 0 to %d", o.ticks, config.MaxTicks)
	case o.enemies < 0 || o.enemies > config.MaxEnemies:
		return o, fmt.Errorf("-enemies %d: must be from 0 to %d", o.enemies, config.MaxEnemies)
	}
	return o, nil
}

// open starts the session the options name: a replay, or the scenario on
// the configuration.
func open(o options) (*session.Session, error) {
	if o.replay != "" {
		return session.LoadReplay(o.replay)
	}
	origin := session.Origin{ConfigName: assets.ConfigName, Config: assets.Config, Seed: o.seed, Enemies: o.enemies}
	if o.config != "" {
		data, err := config.ReadFile(o.config)
		if err != nil {
			return nil, err
		}
		origin.ConfigName, origin.Config = o.config, data
	}
	data, err := config.ReadFile(o.scenario)
	if err != nil {
		return nil, err
	}
	origin.ScenarioName, origin.Scenario = o.scenario, data
	return session.New(origin)
}

// finished reports whether the run is over after played ticks: -ticks
// played, else the replay played, else the script and afterScript ticks more.
func finished(o options, s *session.Session, played, after int) bool {
	switch {
	case o.ticks > 0:
		return played >= o.ticks
	case o.replay != "":
		return !s.Replaying()
	}
	return s.ScriptDone() && after >= afterScript
}

func simulate(o options, stdout io.Writer) (err error) {
	s, err := open(o)
	if err != nil {
		return err
	}
	var trace *ai.Trace
	if o.trace != "" {
		if trace, err = ai.CreateTrace(o.trace, stdout, s.Minds); err != nil {
			return err
		}
		defer func() {
			if cerr := trace.Close(); err == nil {
				err = cerr
			}
		}()
	}
	var explainer *explainer
	if o.explain != "" {
		if explainer, err = newExplainer(s.World, s.Minds, o.explain); err != nil {
			return err
		}
	}
	var tally ai.Tally
	segment := s.Segment()
	for played, after := 0, 0; !finished(o, s, played, after); played++ {
		if s.ScriptDone() {
			after++
		}
		s.Advance(entity.PlayerIntent{})
		if s.Segment() != segment { // a replay restarted
			segment = s.Segment()
			if trace != nil {
				trace.Reset(s.Minds)
			}
			if explainer != nil {
				explainer.follow(s.World, s.Minds)
			}
		}
		tally.Observe(s.World, s.Minds)
		if explainer != nil {
			explainer.step(stdout)
		}
		if trace != nil {
			if err := trace.Step(s.World); err != nil {
				return fmt.Errorf("writing the trace: %w", err)
			}
		}
	}
	if o.trace == "-" {
		return nil
	}
	return tally.Write(stdout, s.World)
}
