package ai_test

import (
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCountSumsUpTheCrowd plays a crowd of every kind against a player who
// walks through it and strikes, and checks Count tick by tick against each
// enemy's Decision and node memory: its digest is Digest's, each kind's
// branch counts are its enemies' branches, and its node counts are the nodes
// each living enemy ticked and found running.
func TestCountSumsUpTheCrowd(t *testing.T) {
	s := newSim(t, entity.Vec{X: 2, Y: 10},
		spawn("near", 8, 9), spawn("near", 12, 11), spawn("far", 16, 8), spawn("far", 22, 12),
		spawn("coward", 26, 10), spawn("near", 30, 9))
	s.minds.Remember(16) // watched, as in a session: their nodes are counted
	var c ai.Crowd
	seen := map[string]bool{}
	for tick := range 900 {
		intent := entity.PlayerIntent{Move: entity.Vec{X: 1}, Attack: tick%20 == 0}
		if tick > 450 {
			intent.Move.X = -1
		}
		s.w.Step(intent, entity.Dt)
		digest := s.minds.Count(s.w, &c, tick%2 == 0)
		require.Equal(t, s.minds.Digest(s.w), digest, "tick %d", tick)
		require.Len(t, c.Kinds, len(s.w.Kinds))
		for ki, k := range s.w.Kinds {
			kc := c.Kinds[ki]
			names := s.minds.Branches(k)
			want := make([]uint32, len(names))
			var visits, running []uint32
			if tick%2 == 0 {
				visits, running = make([]uint32, kc.Shape.Len()), make([]uint32, kc.Shape.Len())
			}
			living := uint32(0)
			for i := range s.w.Enemies {
				e := &s.w.Enemies[i]
				if e.Kind != k {
					continue
				}
				b := s.minds.Decision(e).Branch
				seen[b] = true
				for j, name := range names {
					if name == b {
						want[j]++
					}
				}
				if tick%2 == 0 && !e.Dead {
					living++
					in := s.minds.Instance(i)
					for id := range visits {
						if in.VisitedNow(id) {
							visits[id]++
							if in.Status(id) == bt.Running {
								running[id]++
							}
						}
					}
				}
			}
			require.Equal(t, want, kc.Branches, "tick %d, %s: %v", tick, k.Name, names)
			if tick%2 == 0 {
				require.Equal(t, living, kc.Living)
				require.Equal(t, visits, kc.Visits, "tick %d, %s", tick, k.Name)
				require.Equal(t, running, kc.Running, "tick %d, %s", tick, k.Name)
			} else {
				require.Empty(t, kc.Visits)
			}
		}
	}
	for _, b := range []string{ai.BranchIdle, ai.BranchChase, ai.BranchAttack, ai.BranchDead} {
		assert.True(t, seen[b], "the run went through %s", b)
	}
	assert.Equal(t, []string{"attack", "chase", "return", "idle", "dead"}, s.minds.Branches(s.w.Kind("near")))
	assert.Zero(t, testing.AllocsPerRun(100, func() { s.minds.Count(s.w, &c, true) }), "counting allocates nothing once sized")
}

// TestBranchesOf: a crowd counts a kind's enemies in its tree's top-level
// branches, in the order they first come, then idle and dead, which keep
// slots of their own even when the tree names a branch so.
func TestBranchesOf(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"a leaf as the root", "r [action] moveHome\n", []string{"idle", "dead"}},
		{"branches in order", "r [selector]\n  chase [sequence]\n    a [condition] seesPlayer\n  rest [action] moveHome\n",
			[]string{"chase", "rest", "idle", "dead"}},
		{"a branch named idle", "r [selector]\n  idle [action] moveHome\n  attack [condition] seesPlayer\n",
			[]string{"idle", "attack", "idle", "dead"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tree := buildTree(t, tc.src)
			assert.Equal(t, tc.want, ai.BranchesOf(tree.Shape()))
		})
	}
}
