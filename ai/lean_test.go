package ai

import (
	"unsafe"

	"testing"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLeavesThatReadWhatMovesSayWhenTicked holds the vocabulary's two
// records of a leaf that reads what moves by itself together: a leaf
// declared so (leafReads.moving), ticked lean, marks its agent restless, and
// no other leaf does. An enemy ticked lean knows it may not be parked only
// by that mark.
func TestLeavesThatReadWhatMovesSayWhenTicked(t *testing.T) {
	examples := map[string]string{rangeParam.Name: "detect", fractionParam.Name: "0.5", durationParam.Name: "1 s"}
	cfg, err := config.DefaultConfig()
	require.NoError(t, err)
	cfg.Enemies = []entity.Spawn{{Kind: "near", Home: entity.Vec{X: 10, Y: 9}}}
	for _, spec := range Vocabulary() {
		var args []any
		for _, p := range spec.Params {
			v, err := p.read(examples[p.Name])
			require.NoError(t, err, spec.Name)
			args = append(args, v)
		}
		for _, player := range []entity.Vec{{X: 10.5, Y: 9}, {X: 13, Y: 9}, {X: 30, Y: 9}} { // in reach, in sight, away
			w := entity.NewWorld(cfg, 1)
			w.Player.Pos = player
			tree, err := bt.New(spec.build(spec.Name, args))
			require.NoError(t, err)
			a := &Agent{W: w, E: &w.Enemies[0]}
			tree.Lean().Tick(tree.Lean().NewInstance(), a, 1)
			assert.Equal(t, spec.reads(args).moving, a.restless, "%s, the player at %v", spec.Name, player)
		}
	}
}

// TestAMindIsACacheLine: what a tick reads of an enemy's mind lies in one
// 64-byte line.
func TestAMindIsACacheLine(t *testing.T) {
	assert.Equal(t, uintptr(64), unsafe.Sizeof(mind{}))
}
