package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
)

// SourceFlags registers on fs the flags that name what a run starts from:
// -config, -scenario, -replay, -seed, -enemies, -set and -tree (see
// session.Source).
func SourceFlags(fs *flag.FlagSet, s *session.Source) {
	fs.StringVar(&s.ConfigPath, "config", "", "configuration `file` (default: the embedded one); tree files beside it replace the shipped ones")
	fs.StringVar(&s.ScenarioPath, "scenario", "", "scenario `file`, or a shipped one's name like arena: its scripted player plays")
	fs.StringVar(&s.ReplayPath, "replay", "", "play this replay `file` (from enemyai -record) instead of a new game")
	fs.Uint64Var(&s.Seed, "seed", 1, "random seed for extra enemies")
	IntVarIn(fs, &s.Enemies, "enemies", 0, 0, config.MaxEnemies, "spawn `n` extra enemies at random homes; the arena grows to give each enemy 10 square units")
	fs.Var((*kindValues)(&s.Set), "set", "play with `KIND.FIELD=VALUE` pinned, like near.detect=5 (repeatable; fields: "+config.TunableNames()+")")
	fs.Func("tree", "play with kind KIND running the tree in FILE, given as `KIND=FILE` (repeatable)", func(v string) error {
		kind, path, ok := strings.Cut(v, "=")
		if !ok || kind == "" || path == "" {
			return fmt.Errorf("want KIND=FILE, like near=my.tree")
		}
		if s.Trees == nil {
			s.Trees = map[string]string{}
		}
		s.Trees[kind] = path
		return nil
	})
}

// CheckSource reports source flags that cannot go together or are out of
// range.
func CheckSource(s session.Source) error {
	switch {
	case s.Enemies < 0 || s.Enemies > config.MaxEnemies:
		return fmt.Errorf("-enemies %d: must be from 0 to %d", s.Enemies, config.MaxEnemies)
	case s.ReplayPath != "" && (s.ConfigPath != "" || s.ScenarioPath != "" || s.Enemies != 0):
		return errors.New("-replay plays the configuration and scenario the file recorded: drop -config, -scenario and -enemies")
	}
	return nil
}

// kindValues is a repeatable flag of KIND.FIELD=VALUE values.
type kindValues []config.KindValue

func (v *kindValues) Set(s string) error {
	kv, err := config.ParseKindValue(s)
	if err == nil {
		*v = append(*v, kv)
	}
	return err
}

func (v *kindValues) String() string {
	var parts []string
	for _, kv := range *v {
		parts = append(parts, kv.String())
	}
	return strings.Join(parts, " ")
}
