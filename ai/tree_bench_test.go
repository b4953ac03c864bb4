package ai

import (
	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// nearLeaves are the Near tree's real leaves as function values, so the tree
// and the hand-written version below both call them indirectly.
type nearLeaves struct {
	inRange, ready, sees       func(*Agent) bool
	begin, playing, move, home func(*Agent) bt.Status
}

//go:noinline
func newNearLeaves() *nearLeaves {
	return &nearLeaves{inAttackRange, attackReady, seesPlayer, beginAttack, attackPlaying, moveToPlayer, moveHome}
}

// handNear is the Near tree written as ifs over the same leaves, with the one
// bit of memory its stateful strike needs.
func handNear(l *nearLeaves, a *Agent, attacking *bool) bt.Status {
	if *attacking {
		s := l.playing(a)
		*attacking = s == bt.Running
		return s
	}
	if l.inRange(a) && l.ready(a) {
		s := l.begin(a)
		*attacking = s == bt.Running
		return s
	}
	if l.sees(a) {
		return l.move(a)
	}
	return l.home(a)
}

// BenchmarkNearTree ticks the demo's Near tree with its real leaves (distances
// with square roots, movement intents), built in Go, read from its file and
// ticked lean, beside the hand-written version, in three situations. Nothing is stepped, so each situation stays as it is.
func BenchmarkNearTree(b *testing.B) {
	cfg, err := config.DefaultConfig()
	if err != nil {
		b.Fatal(err)
	}
	cfg.Enemies = []entity.Spawn{{Kind: "near", Home: entity.Vec{X: 10, Y: 9}}}
	for _, sit := range []struct {
		name   string
		player entity.Vec
	}{
		{"idle", entity.Vec{X: 20, Y: 9}},
		{"chasing", entity.Vec{X: 13, Y: 9}},
		{"attacking", entity.Vec{X: 10.5, Y: 9}}, // the first tick starts an attack that never ends
	} {
		setup := func() *Agent {
			w := entity.NewWorld(cfg, 1)
			w.Player.Pos = sit.player
			return &Agent{W: w, E: &w.Enemies[0]}
		}
		endless := func(a *Agent) { a.E.PhaseTicks = 1 << 30 }
		for _, from := range []struct {
			name string
			tree func(k *entity.Kind) (*bt.Tree[*Agent], error)
		}{
			{"bt", goTree},
			{"bt-file", func(k *entity.Kind) (*bt.Tree[*Agent], error) {
				def, err := ShippedTree(k.Tree)
				if err != nil {
					return nil, err
				}
				return Build(def)
			}},
		} {
			b.Run(sit.name+"/"+from.name, func(b *testing.B) {
				a := setup()
				tree, err := from.tree(a.E.Kind)
				if err != nil {
					b.Fatal(err)
				}
				in := tree.NewInstance()
				tree.Tick(in, a, 1)
				endless(a)
				b.ReportAllocs()
				now := uint32(1)
				for b.Loop() {
					now++
					tree.Tick(in, a, now)
				}
			})
		}
		b.Run(sit.name+"/bt-lean", func(b *testing.B) {
			a := setup()
			tree, err := goTree(a.E.Kind)
			if err != nil {
				b.Fatal(err)
			}
			lean := tree.Lean()
			in := lean.NewInstance()
			lean.Tick(in, a, 1)
			endless(a)
			b.ReportAllocs()
			now := uint32(1)
			for b.Loop() {
				now++
				lean.Tick(in, a, now)
			}
		})
		b.Run(sit.name+"/handwritten", func(b *testing.B) {
			a, l, attacking := setup(), newNearLeaves(), false
			handNear(l, a, &attacking)
			endless(a)
			b.ReportAllocs()
			for b.Loop() {
				handNear(l, a, &attacking)
			}
		})
	}
}

// BenchmarkLoadShippedTree reads, validates and builds each shipped tree file:
// what starting the game or reloading a tree costs.
func BenchmarkLoadShippedTree(b *testing.B) {
	for _, name := range []string{"near.tree", "far.tree", "coward.tree"} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				def, err := ShippedTree(name)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Build(def); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
