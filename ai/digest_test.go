package ai_test

import (
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDigestsAgreeExactlyWhenDecisionsDo plays a world against copies of
// itself, each with its own trees built from the same files, some changed
// along the way (a range tuned, a tree swapped): on every tick two digests
// are equal exactly when every enemy decides the same in both worlds, deaths,
// idling at home and decisions kept over a tree swap included.
func TestDigestsAgreeExactlyWhenDecisionsDo(t *testing.T) {
	cases := []struct {
		name   string
		change func(w *entity.World, m *ai.Minds)
	}{
		{"unchanged", func(*entity.World, *ai.Minds) {}},
		{"near detect 7", func(w *entity.World, _ *ai.Minds) {
			near := *w.Kind("near")
			near.Detect = 7
			w.SetKind(near)
		}},
		{"near runs far's tree", func(w *entity.World, m *ai.Minds) {
			trees, err := ai.ShippedTrees(w.Kinds)
			require.NoError(t, err)
			m.SetTree(w, "near", trees["far"])
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, minds := digestWorld(t)
			b, other := digestWorld(t)
			agreed, differed := 0, 0
			for tick := range 1200 {
				if tick == 200 {
					c.change(b, other)
				}
				in := entity.PlayerIntent{Move: entity.Vec{X: float64(tick/150%2*2 - 1), Y: 0.3}, Attack: tick%20 == 0}
				a.Step(in, entity.Dt)
				b.Step(in, entity.Dt)
				same := true
				for i := range a.Enemies {
					same = same && minds.Decision(&a.Enemies[i]) == other.Decision(&b.Enemies[i])
				}
				require.Equal(t, same, minds.Digest(a) == other.Digest(b), "tick %d", a.Tick)
				if same {
					agreed++
				} else {
					differed++
				}
			}
			assert.Positive(t, deadCount(a), "dead enemies decide too")
			if c.name != "unchanged" {
				assert.Positive(t, differed, "the change shows")
			}
			assert.Positive(t, agreed)
		})
	}
}

// digestWorld returns a world of the default configuration with 40 more
// enemies, and its minds.
func digestWorld(t *testing.T) (*entity.World, *ai.Minds) {
	t.Helper()
	cfg, err := config.DefaultConfig()
	require.NoError(t, err)
	w := entity.NewWorld(cfg, 3)
	w.SpawnRandom(40)
	minds := attachShipped(t, w)
	return w, minds
}

// deadCount returns how many of w's enemies are dead.
func deadCount(w *entity.World) (n int) {
	for i := range w.Enemies {
		if w.Enemies[i].Dead {
			n++
		}
	}
	return n
}
