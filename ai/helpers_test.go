package ai_test

import (
	"io/fs"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/require"
)

// sim is a world with minds, stepped by a scripted or fixed player intent.
type sim struct {
	t     testing.TB
	w     *entity.World
	minds *ai.Minds
}

// newSim builds a world of the default kinds with the given enemies and player
// start, in a 40x20 arena.
func newSim(t testing.TB, player entity.Vec, enemies ...entity.Spawn) *sim {
	t.Helper()
	cfg, err := config.DefaultConfig()
	require.NoError(t, err)
	cfg.Arena = entity.Arena{Width: 40, Height: 20, PlayerStart: player}
	cfg.Enemies = enemies
	w := entity.NewWorld(cfg, 1)
	minds := attachShipped(t, w)
	return &sim{t: t, w: w, minds: minds}
}

// shippedScenario returns the default configuration with the shipped
// scenario's arena and enemies, and its player's steps.
func shippedScenario(t testing.TB, name string) (*entity.Config, []entity.Step) {
	t.Helper()
	cfg, err := config.DefaultConfig()
	require.NoError(t, err)
	data, err := fs.ReadFile(assets.Scenarios, name)
	require.NoError(t, err)
	sc, err := config.ParseScenario(name, data, cfg)
	require.NoError(t, err)
	return sc.Apply(cfg), sc.Steps
}

// buildTree builds a tree file's text with the vocabulary's leaves.
func buildTree(t testing.TB, src string) *bt.Tree[*ai.Agent] {
	t.Helper()
	tree, err := ai.BuildFile("t.tree", []byte(src))
	require.NoError(t, err)
	return tree
}

func spawn(kind string, x, y float64) entity.Spawn {
	return entity.Spawn{Kind: kind, Home: entity.Vec{X: x, Y: y}}
}

// run steps n ticks with intent and returns enemy 0's decisions, one per tick.
func (s *sim) run(n int, intent entity.PlayerIntent) []ai.Decision {
	var out []ai.Decision
	for range n {
		s.w.Step(intent, entity.Dt)
		out = append(out, s.minds.Decision(&s.w.Enemies[0]))
	}
	return out
}

// walkTo moves the player in a straight line to p at full speed, then returns
// the decisions made on the way.
func (s *sim) walkTo(p entity.Vec, invulnerable bool) []ai.Decision {
	script := entity.NewScript([]entity.Step{{Move: &p, Invulnerable: invulnerable}})
	var out []ai.Decision
	for !script.Done() {
		in := script.Intent(s.w)
		if script.Done() {
			break
		}
		s.w.Step(in, entity.Dt)
		out = append(out, s.minds.Decision(&s.w.Enemies[0]))
	}
	return out
}

// branches returns the distinct branches in order, dropping repeats.
func branches(ds []ai.Decision) []string {
	var out []string
	for _, d := range ds {
		if len(out) == 0 || out[len(out)-1] != d.Branch {
			out = append(out, d.Branch)
		}
	}
	return out
}

// events counts the events of kind whose source is source over the next n
// ticks, with the given player intent.
func (s *sim) events(n int, intent entity.PlayerIntent, kind entity.EventKind, source string) int {
	count := 0
	for range n {
		s.w.Step(intent, entity.Dt)
		for _, e := range s.w.Events {
			if e.Kind == kind && e.Source == source {
				count++
			}
		}
	}
	return count
}

var (
	stand     = entity.PlayerIntent{}
	standSafe = entity.PlayerIntent{Invulnerable: true}
)

// attachShipped gives w's enemies the shipped trees and returns their minds.
func attachShipped(t testing.TB, w *entity.World) *ai.Minds {
	t.Helper()
	trees, err := ai.ShippedTrees(w.Kinds)
	require.NoError(t, err)
	minds, err := ai.Attach(w, trees)
	require.NoError(t, err)
	return minds
}
