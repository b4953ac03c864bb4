package session

import (
	"fmt"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// Origin is what a session starts from: the configuration and scenario as
// they were read (their text, so a replay file carries them), the seed and
// the extra enemies. Together with the inputs and changes of a session it
// determines every tick.
type Origin struct {
	ConfigName   string // where the configuration came from, for messages
	Config       []byte // its TOML text
	ScenarioName string // where the scenario came from; "" without one
	Scenario     []byte // its TOML text
	Seed         uint64
	Enemies      int // extra enemies at random homes
}

// build parses the origin's files: the configuration with the scenario's
// arena and enemies applied, and the scenario's script steps: nil without a
// scenario or steps, when the keyboard plays.
func (o *Origin) build() (*entity.Config, []entity.Step, error) {
	if o.Enemies < 0 || o.Enemies > config.MaxEnemies {
		return nil, nil, fmt.Errorf("%d extra enemies: must be from 0 to %d", o.Enemies, config.MaxEnemies)
	}
	cfg, err := config.ParseConfig(o.ConfigName, o.Config)
	if err != nil {
		return nil, nil, err
	}
	if o.ScenarioName == "" {
		return cfg, nil, nil
	}
	sc, err := config.ParseScenario(o.ScenarioName, o.Scenario, cfg)
	if err != nil {
		return nil, nil, err
	}
	return sc.Apply(cfg), sc.Steps, nil
}
