package session

import (
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// forkable plays a keyboard game of 900 ticks that walks the player towards
// near-1 and back.
func forkable(t testing.TB, enemies int) *Session {
	t.Helper()
	s, err := New(Origin{ConfigName: "c.toml", Config: assets.Config, Seed: 5, Enemies: enemies})
	require.NoError(t, err)
	for i := range 900 {
		dir := entity.Vec{X: -0.6, Y: -0.3}
		if i >= 450 {
			dir = entity.Vec{X: 0.6, Y: 0.3}
		}
		s.Advance(entity.PlayerIntent{Move: dir, Attack: i%30 == 0})
	}
	return s
}

func TestAForkWithoutAChangeIsTheRecordedFuture(t *testing.T) {
	s := forkable(t, 0)
	s.Seek(300)
	f, err := s.Fork(nil, nil)
	require.NoError(t, err)
	assert.False(t, f.Play(100))
	played, total := f.Progress()
	assert.Equal(t, [2]uint32{100, 600}, [2]uint32{played, total})
	assert.True(t, f.Play(1000))
	assert.Nil(t, f.First, "no divergence")
	assert.Equal(t, f.OutA, f.OutB)
	assert.Equal(t, uint32(600), f.OutB.Ticks)
	for _, tick := range []uint32{300, 301, 450, 899, 900} {
		s.Seek(tick)
		f.B.Seek(tick)
		require.Equal(t, s.Hash(nil), f.B.Hash(nil), "tick %d", tick)
	}
}

// TestAForkKeepsThePastItForks: the changed future's session has the
// session's events and every enemy's transitions up to the fork's tick,
// none of the recorded future's, so that a debugger shows the same past
// on both sides.
func TestAForkKeepsThePastItForks(t *testing.T) {
	s := forkable(t, 0)
	s.Seek(450)
	f, err := s.Fork(nil, nil)
	require.NoError(t, err)
	want := s.Events(0, 450, nil)
	require.NotEmpty(t, want)
	assert.Equal(t, want, f.B.Events(0, 900, nil), "the events up to the fork's tick, before the changed future plays")
	transitions := 0
	for i := range s.World.Enemies {
		a, b := s.Minds.Instance(i).Recorder(), f.B.Minds.Instance(i).Recorder()
		var up []bt.Transition
		for _, tr := range a.Transitions(nil) {
			if tr.Tick <= 450 {
				up = append(up, tr)
			}
		}
		assert.Equal(t, up, b.Transitions(nil), "enemy %d", i)
		transitions += len(up)
	}
	assert.Positive(t, transitions)
	f.Play(1000)
	f.B.Seek(900)
	assert.Equal(t, want, f.B.Events(0, 450, nil), "and its past stays")
}

func TestAForkShowsWhereAChangeDiverges(t *testing.T) {
	s := forkable(t, 0)
	s.Seek(60)
	before := s.Hash(nil)
	near := *s.World.Kind("near")
	near.Detect = 7
	f, err := s.Fork([]entity.Kind{near}, nil)
	require.NoError(t, err)
	require.True(t, f.Play(10_000))
	require.NotNil(t, f.First)
	assert.Greater(t, f.First.Tick, uint32(60))
	assert.Equal(t, "idle", f.First.A.Decision.Branch)
	assert.Equal(t, "chase", f.First.B.Decision.Branch)
	assert.Contains(t, f.First.B.String(), "seesPlayer success: dist")
	assert.Contains(t, f.First.B.String(), "<= detect 7.0")
	assert.Contains(t, f.First.A.String(), "> detect 4.0", "the recorded side says why too")
	assert.NotEqual(t, f.OutA, f.OutB)
	assert.Equal(t, before, s.Hash(nil), "the session itself is untouched")
	assert.Equal(t, 4.0, s.World.Kind("near").Detect)

	trail := f.Trail(true, 0, 500, 4, nil)
	assert.Len(t, trail, 4)
	assert.Empty(t, f.Trail(true, 0, 60, 4, nil), "nothing before the fork")

	// Kept, the fork becomes the session's future: tick for tick the same.
	s.Keep(f)
	assert.Equal(t, uint32(60), s.World.Tick)
	assert.Equal(t, uint32(900), s.Head())
	for _, tick := range []uint32{60, 61, f.First.Tick, 700, 900} {
		s.Seek(tick)
		f.B.Seek(tick)
		require.Equal(t, s.Hash(nil), f.B.Hash(nil), "tick %d", tick)
	}
	assert.Equal(t, 7.0, s.World.Kind("near").Detect)
	s.Seek(30)
	assert.Equal(t, 4.0, s.World.Kind("near").Detect, "before the fork, the old value")
}

func TestAForkWithABrokenTreeChangesNothing(t *testing.T) {
	s := forkable(t, 0)
	s.Seek(200)
	_, err := s.Fork(nil, map[string]TreeFile{"near": {Path: "near.tree", Text: []byte("near [sequence]\n")}})
	assert.ErrorContains(t, err, "near.tree:1:1")
	assert.Equal(t, uint32(900), s.Head())
}

// TestAForkReadsTheRecordedFutureAsPlayingItAgainWould compares forks, which
// read the recorded future from the session's history, with the recorded
// future played again beside the changed one: the same first divergence,
// with its reasons, the same outcomes and the same trails.
func TestAForkReadsTheRecordedFutureAsPlayingItAgainWould(t *testing.T) {
	chaseFirst := TreeFile{Path: "near.tree", Text: []byte("near [selector]\n" +
		"  chase [sequence]\n    seesPlayer [condition]\n    moveToPlayer [action]\n" +
		"  return [sequence]\n    atHome [condition]\n")}
	cases := []struct {
		name    string
		enemies int
		at      uint32
		detect  float64 // Near's detect in the fork; 0: unchanged
		trees   map[string]TreeFile
	}{
		{"nothing changed", 0, 300, 0, nil},
		{"near sees further", 0, 60, 7, nil},
		{"a crowd, near sees less", 40, 250, 2, nil},
		{"a crowd, near's tree swapped", 40, 420, 0, map[string]TreeFile{"near": chaseFirst}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := forkable(t, c.enemies)
			s.Seek(c.at)
			var kinds []entity.Kind
			if c.detect > 0 {
				near := *s.World.Kind("near")
				near.Detect = c.detect
				kinds = append(kinds, near)
			}
			f, err := s.Fork(kinds, c.trees)
			require.NoError(t, err)
			require.True(t, f.Play(10_000))

			change := Change{Kinds: kinds, Trees: c.trees}
			require.NoError(t, change.build())
			again := NewDiffer(s.branch(), s.branch())
			again.B.change(change)
			for again.B.Head() < s.Head() {
				again.Step()
			}
			assert.Equal(t, again.First, f.First)
			assert.Equal(t, c.detect == 0 && c.trees == nil, f.First == nil, "a divergence exactly where something changed")
			assert.Equal(t, again.OutA, f.OutA)
			assert.Equal(t, again.OutB, f.OutB)
			for _, tick := range []uint32{c.at + 3, c.at + 40, s.Head()} {
				for i := range len(s.World.Enemies) {
					assert.Equal(t, again.A.trail(s.World.Arena, i, c.at, tick, 8, nil), f.Trail(false, i, tick, 8, nil), "tick %d enemy %d", tick, i)
					assert.Equal(t, again.B.trail(s.World.Arena, i, c.at, tick, 8, nil), f.Trail(true, i, tick, 8, nil), "tick %d enemy %d", tick, i)
				}
			}
		})
	}
}

// BenchmarkFork10sAt1000Enemies makes a what-if ten seconds before the
// present of a game with 1,000 enemies in an arena that holds them (see
// session_test's crowd), with a tuned value or an edited tree: the docs'
// fork figures.
func BenchmarkFork10sAt1000Enemies(b *testing.B) {
	o := Origin{ConfigName: "c.toml", Config: assets.Config, Seed: 5, Enemies: 1000, ScenarioName: "crowd.toml",
		Scenario: []byte("[arena]\nwidth = 100.0\nheight = 100.0\nplayer_start = [50.0, 50.0]\n")}
	s, err := New(o)
	require.NoError(b, err)
	for i := range 900 {
		s.Advance(entity.PlayerIntent{Move: entity.Vec{X: float64(i/60%2*2 - 1)}, Attack: true, Invulnerable: true})
	}
	near := *s.World.Kind("near")
	near.Detect = 6
	shipped := s.TreeFiles()["near"]
	retreat := TreeFile{Text: []byte(strings.Replace(string(shipped.Text), "near [reactive selector]\n",
		"near [reactive selector]\n  retreat [sequence]\n    hpBelow [condition] hpBelow(0.5)\n    moveHome [action]\n", 1))}
	for _, bc := range []struct {
		name  string
		kinds []entity.Kind
		trees map[string]TreeFile
	}{
		{"tuning", []entity.Kind{near}, nil},
		{"tree_edit", nil, map[string]TreeFile{"near": retreat}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				s.Seek(s.Head() - 600) // the user's rewind, before the fork
				b.StartTimer()
				f, err := s.Fork(bc.kinds, bc.trees)
				require.NoError(b, err)
				f.Play(600)
			}
		})
	}
}
