package treeedit_test

import (
	"bytes"
	"crypto/sha256"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treeedit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// walker is a deterministic player: it walks in a square and strikes.
func walker(tick uint32) entity.PlayerIntent {
	dirs := []entity.Vec{{X: 1}, {Y: 1}, {X: -1}, {Y: -1}}
	return entity.PlayerIntent{Move: dirs[tick/90%4], Attack: tick%7 == 0, Invulnerable: true}
}

// designerEdits are the edits of one round of a designer's session, by
// kind: the walkthrough's retreat branch for Near, built, tuned, moved and
// deleted again, and a cooldown around Far's chase, tuned and undone.
func designerEdits(editors map[string]*treeedit.Editor) []func() (string, []byte, error) {
	on := func(kind string, edit func(e *treeedit.Editor) (treeedit.Applied, error)) func() (string, []byte, error) {
		return func() (string, []byte, error) {
			a, err := edit(editors[kind])
			return kind, a.Text, err
		}
	}
	undo := func(kind string) func() (string, []byte, error) {
		return func() (string, []byte, error) {
			src, _ := editors[kind].Undo()
			return kind, src, nil
		}
	}
	find := func(e *treeedit.Editor, path string) int {
		id, _ := e.Find(path)
		return id
	}
	return []func() (string, []byte, error){
		on("near", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(treeedit.Place{Parent: 0}, treeedit.Insert{Kind: bt.KindSequence, Name: "retreat"})
		}),
		on("near", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(e.Inside(find(e, "near/retreat")), treeedit.Insert{Kind: bt.KindCondition, Leaf: "hpBelow", Name: "hurt"})
		}),
		on("near", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Add(e.Inside(find(e, "near/retreat")), treeedit.Insert{Kind: bt.KindAction, Leaf: "moveHome", Name: "goHome"})
		}),
		on("near", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetOff(find(e, "near/retreat"), false) }),
		on("far", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.Wrap(find(e, "far/chase"), treeedit.Insert{Kind: bt.KindCooldown, Name: "rest"})
		}),
		on("far", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.SetParams(find(e, "far/rest"), "0.5 s") }),
		on("near", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.MoveDown(find(e, "near/retreat")) }),
		on("near", func(e *treeedit.Editor) (treeedit.Applied, error) {
			return e.SetArgs(find(e, "near/retreat/hurt"), []string{"0.8"})
		}),
		undo("far"),
		undo("far"),
		on("near", func(e *treeedit.Editor) (treeedit.Applied, error) { return e.Delete(find(e, "near/retreat")) }),
	}
}

// TestASessionOfFiftyEditsReplaysByteForByte plays a game while a designer
// edits the Near and Far trees: most edits live (session.SetTrees), some in
// the past as the controller makes a what-if and keeps it (session.Fork,
// Fork.Play, Session.Keep), some in the past made live (dropping the
// future). The replay file of the session plays the same decision trace,
// byte for byte, and the same state on every tick.
func TestASessionOfFiftyEditsReplaysByteForByte(t *testing.T) {
	s, err := session.Open(session.Source{Seed: 7, Enemies: 40})
	require.NoError(t, err)
	files := s.TreeFiles()
	editors := map[string]*treeedit.Editor{}
	for _, kind := range []string{"near", "far"} {
		editors[kind], err = treeedit.New(kind+".tree", files[kind].Text)
		require.NoError(t, err)
	}
	var live bytes.Buffer
	trace := ai.NewTrace(&live, s.Minds)
	trace.OnCut(func(n int64) error { live.Truncate(int(n)); return nil }) // the ticks dropped are taken back, as from a file
	s.Trace(trace)
	hashes := map[uint32][32]byte{}
	hash := func(s *session.Session) [32]byte { return sha256.Sum256(s.Hash(nil)) }
	play := func(ticks uint32) {
		for end := s.Head() + ticks; s.Head() < end; {
			s.Advance(walker(s.Head() + 1))
			hashes[s.Head()] = hash(s)
		}
	}
	edits := designerEdits(editors)
	forks, pastLive := 0, 0
	for i := range 55 {
		play(60)
		kind, text, err := edits[i%len(edits)]()
		require.NoError(t, err, "edit %d", i)
		trees := map[string]session.TreeFile{kind: {Path: kind + ".tree", Text: text}}
		switch {
		case i%5 == 2: // a what-if from 40 ticks ago, kept
			s.Seek(s.Head() - 40)
			f, err := s.Fork(nil, trees)
			require.NoError(t, err)
			for !f.Play(100) {
			}
			s.Keep(f)
			for tick := f.At; tick <= s.Head(); tick++ {
				s.Seek(tick)
				hashes[tick] = hash(s)
			}
			s.Seek(s.Head())
			forks++
		case i%11 == 7: // made live 30 ticks ago: the future after it is dropped
			s.Seek(s.Head() - 30)
			require.NoError(t, s.SetTrees(trees))
			for tick := s.Head() + 1; tick <= s.Head()+30; tick++ {
				delete(hashes, tick)
			}
			pastLive++
		default:
			require.NoError(t, s.SetTrees(trees))
		}
		hashes[s.Head()] = hash(s) // the tick's state includes the changes made after it
	}
	play(60)
	require.NoError(t, s.TraceErr())
	require.Equal(t, 11, forks)
	require.Equal(t, 4, pastLive)
	for kind, e := range editors {
		assert.Equal(t, string(files[kind].Text), string(e.Text()), "%s: every round ends on the shipped text", kind)
	}

	var file bytes.Buffer
	require.NoError(t, s.WriteReplay(&file))
	r, err := session.ParseReplay("edits.json", file.Bytes())
	require.NoError(t, err)
	var replayed bytes.Buffer
	r.Trace(ai.NewTrace(&replayed, r.Minds))
	for r.Replaying() {
		r.Advance(entity.PlayerIntent{})
		want, ok := hashes[r.Head()]
		require.True(t, ok, "tick %d was played", r.Head())
		require.Equal(t, want, hash(r), "the state at tick %d", r.Head())
	}
	require.Equal(t, s.Head(), r.Head())
	require.Len(t, hashes, int(s.Head()))
	want, got := strings.Split(live.String(), "\n"), strings.Split(replayed.String(), "\n")
	require.Greater(t, len(want), 1000)
	require.Equal(t, len(want), len(got))
	for i := range want {
		require.Equal(t, want[i], got[i], "line %d of the trace", i+1)
	}
}
