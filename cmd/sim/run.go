package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// options are the command line's settings.
type options struct {
	scenario, config, trace string
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
	fs.SetOutput(stderr)
	fs.StringVar(&o.scenario, "scenario", "", "scenario `file` to run (required)")
	fs.StringVar(&o.config, "config", "", "configuration `file` (default: the embedded one)")
	fs.StringVar(&o.trace, "trace", "", "write the decision trace as JSON Lines to `file`, or - for standard output")
	fs.IntVar(&o.ticks, "ticks", 0, "ticks to run (default: until the script ends, then 600 more)")
	fs.IntVar(&o.enemies, "enemies", 0, "add `n` enemies at random homes (seeded by -seed)")
	fs.Uint64Var(&o.seed, "seed", 1, "random seed")
	fs.StringVar(&o.explain, "explain", "", "print enemy `id`'s tree with statuses and reasons at every tick its decision changes")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case o.scenario == "":
		return o, errors.New("-scenario FILE is required")
	case o.ticks < 0:
		return o, fmt.Errorf("-ticks %d: must not be negative", o.ticks)
	case o.enemies < 0:
		return o, fmt.Errorf("-enemies %d: must not be negative", o.enemies)
	}
	return o, nil
}

func simulate(o options, stdout io.Writer) (err error) {
	cfg, err := config.LoadConfigOrDefault(o.config)
	if err != nil {
		return err
	}
	sc, err := config.LoadScenario(o.scenario, cfg)
	if err != nil {
		return err
	}
	w := entity.NewWorld(sc.Apply(cfg), o.seed)
	w.SpawnRandom(o.enemies)
	minds, err := ai.Attach(w)
	if err != nil {
		return err
	}
	var trace *ai.Trace
	if o.trace != "" {
		if trace, err = ai.CreateTrace(o.trace, stdout, minds); err != nil {
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
		if explainer, err = newExplainer(w, minds, o.explain); err != nil {
			return err
		}
	}
	script := entity.NewScript(sc.Steps)
	var tally ai.Tally
	for after := 0; ; {
		if o.ticks > 0 && int(w.Tick) >= o.ticks {
			break
		}
		if o.ticks == 0 && script.Done() {
			if after == afterScript {
				break
			}
			after++
		}
		w.Step(script.Intent(w), entity.Dt)
		tally.Observe(w, minds)
		if explainer != nil {
			explainer.step(stdout)
		}
		if trace != nil {
			if err := trace.Step(w); err != nil {
				return fmt.Errorf("writing the trace: %w", err)
			}
		}
	}
	if o.trace == "-" {
		return nil
	}
	return tally.Write(stdout, w)
}
