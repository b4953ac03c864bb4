package session_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nearTrees are versions of the Near tree a designer might save one after
// another: the shipped one, one that chases before it attacks, one that
// does not build, and the shipped one with nodes renamed, which halts
// nothing.
func nearTrees(t *testing.T) []session.TreeFile {
	t.Helper()
	shipped, err := assets.Trees.(interface{ ReadFile(string) ([]byte, error) }).ReadFile("near.tree")
	require.NoError(t, err)
	chaseFirst := `near [reactive selector]
  chase [reactive sequence]
    seesPlayer [condition]
    moveToPlayer [action]
  attack [sequence]
    inAttackRange [condition] playerWithin(attack)
    strike [stateful action] attack
  return [sequence]
    moveHome [action]
`
	broken := "near [reactive selector]\n  broken [sequence]\n"
	return []session.TreeFile{
		{Path: "near.tree", Text: shipped},
		{Path: "near.tree", Text: []byte(chaseFirst)},
		{Path: "near.tree", Text: []byte(broken)},
		{Path: "near.tree", Text: []byte(strings.NewReplacer("strike [", "hit [", "  attack [", "  fight [").Replace(string(shipped)))},
	}
}

// TestReplaysOfManyReloadsAreExact plays a game live while the Near tree is
// reloaded (valid and broken versions) and kinds are tuned at many ticks,
// with a restart on the way, writing the decision trace as the game does:
// after each tick, before the changes made after it. The replay of that
// session must write the same trace, byte for byte.
func TestReplaysOfManyReloadsAreExact(t *testing.T) {
	trees := nearTrees(t)
	s, err := session.New(origin(t, "arena.toml", 30))
	require.NoError(t, err)
	var live bytes.Buffer
	trace := ai.NewTrace(&live, s.Minds)
	reloads, refused := 0, 0
	for segment := range 2 {
		for s.Head() < 900 {
			s.Advance(keyboard(s.Head() + 1))
			require.NoError(t, trace.Step(s.World))
			tick := s.Head()
			if tick%23 == 0 || tick%37 == 0 {
				err := s.SetTrees(map[string]session.TreeFile{"near": trees[int(tick/23+tick/37)%len(trees)]})
				if err != nil {
					refused++
				} else {
					reloads++
				}
			}
			if tick%53 == 0 {
				near := *s.World.Kind("near")
				near.Detect = 3 + float64(tick%5)
				s.SetKinds(near)
			}
		}
		if segment == 0 {
			require.NoError(t, s.Restart())
			trace.Reset(s.Minds)
		}
	}
	require.Greater(t, reloads, 30)
	require.Greater(t, refused, 10)

	var file bytes.Buffer
	require.NoError(t, s.WriteReplay(&file))
	r, err := session.ParseReplay("bug.json", file.Bytes())
	require.NoError(t, err)
	var replayed bytes.Buffer
	trace = ai.NewTrace(&replayed, r.Minds)
	segment := r.Segment()
	for r.Replaying() {
		r.Advance(entity.PlayerIntent{})
		if r.Segment() != segment {
			segment = r.Segment()
			trace.Reset(r.Minds)
		}
		require.NoError(t, trace.Step(r.World))
	}
	want, got := strings.Split(live.String(), "\n"), strings.Split(replayed.String(), "\n")
	require.Equal(t, len(want), len(got))
	for i := range want {
		require.Equal(t, want[i], got[i], "line %d of the trace", i+1)
	}
	assert.Equal(t, hash(s), hash(r))
}

// TestTreeFileIsTheTreeFilesKindRuns reloads the Near tree at many ticks,
// then seeks through them: at every tick shown, TreeFile gives each kind
// (and a kind there is not) the file TreeFiles has for it.
func TestTreeFileIsTheTreeFilesKindRuns(t *testing.T) {
	trees := nearTrees(t)
	s, err := session.New(origin(t, "arena.toml", 5))
	require.NoError(t, err)
	for s.Head() < 300 {
		s.Advance(keyboard(s.Head() + 1))
		if tick := s.Head(); tick%23 == 0 {
			_ = s.SetTrees(map[string]session.TreeFile{"near": trees[tick/23%2]})
		}
	}
	for tick := uint32(0); tick <= 300; tick += 17 {
		s.Seek(tick)
		files := s.TreeFiles()
		for _, kind := range []string{"near", "far", "coward", "none"} {
			require.Equal(t, files[kind], s.TreeFile(kind), "%s at tick %d", kind, s.World.Tick)
		}
	}
}
