package control

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// onNearTreeFile returns a controller on a configuration whose Near
// enemies run the tree file it also returns, n.tree, a copy of the shipped
// one, with a Near enemy selected.
func onNearTreeFile(t *testing.T) (*Controller, string) {
	t.Helper()
	dir := t.TempDir()
	tree := filepath.Join(dir, "n.tree")
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(tree, shipped, 0o644))
	cfg := filepath.Join(dir, "my.toml")
	require.NoError(t, os.WriteFile(cfg, []byte(strings.Replace(string(assets.Config), `tree = "near.tree"`, `tree = "n.tree"`, 1)), 0o644))
	c := open(t, session.Source{ConfigPath: cfg}, Options{})
	selectKind(t, c, "near")
	return c, tree
}

// onTreeFile is onNearTreeFile with the editor open on the tree and a
// condition added by keys: an edit not saved.
func onTreeFile(t *testing.T) (*Controller, string) {
	t.Helper()
	c, tree := onNearTreeFile(t)
	keys(t, c, Acts(EditTree), Acts(EditAddChild), typeText("hpBelow"), Acts(EditChoose))
	require.Contains(t, string(c.Run.TreeFiles()["near"].Text), "hpBelow(0.5)")
	return c, tree
}

// TestATreeChangedOnDiskNeverLosesEditsNotSaved: another program changing
// the tree file while the game runs edits not saved to it makes the file's
// tree live, as every reload does, and says so; Ctrl+Z gives the edits
// back, and Ctrl+S then writes them over the file. Ctrl+S before the game
// has seen the change writes nothing over it: it reloads it first.
func TestATreeChangedOnDiskNeverLosesEditsNotSaved(t *testing.T) {
	tests := []struct {
		name   string
		reload func(t *testing.T, c *Controller) // until the file's tree runs
	}{
		{"seen by the watcher", func(t *testing.T, c *Controller) {
			until(t, c, func() bool { return strings.Contains(string(c.Run.TreeFiles()["near"].Text), "# theirs") })
			assert.Equal(t, "reloaded n.tree: every near enemy runs it now; it replaced edits you had not saved: Ctrl+Z brings them back", c.Note.Shown())
		}},
		{"met by Ctrl+S first", func(t *testing.T, c *Controller) {
			keys(t, c, Acts(Save))
			assert.Equal(t, "Not saved: n.tree changed on disk since the game read it, and runs now: Ctrl+Z brings your tree back, and Ctrl+S then writes it over the file", c.Trees.Problem)
			assert.Contains(t, string(c.Run.TreeFiles()["near"].Text), "# theirs")
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, tree := onTreeFile(t)
			edited := string(c.Run.TreeFiles()["near"].Text)
			theirs, err := os.ReadFile(tree)
			require.NoError(t, err)
			theirs = append(theirs, "# theirs\n"...)
			require.NoError(t, os.WriteFile(tree, theirs, 0o644))
			tc.reload(t, c)
			assert.Equal(t, string(theirs), string(c.Run.TreeFiles()["near"].Text), "the file's tree runs")
			onDisk, err := os.ReadFile(tree)
			require.NoError(t, err)
			assert.Equal(t, string(theirs), string(onDisk), "their file as they wrote it")
			assert.NotContains(t, c.EditedFile(), "not saved", "the file's own tree runs")

			keys(t, c, Acts(Undo))
			assert.Equal(t, edited, string(c.Run.TreeFiles()["near"].Text), "the edits back")
			assert.Contains(t, c.EditedFile(), "(not saved)")
			assert.Equal(t, "undone: near's tree: + near/hpBelow [condition]", c.Note.Shown())
			keys(t, c, Acts(Redo))
			assert.Equal(t, "redone: near's tree: - near/hpBelow [condition]", c.Note.Shown())
			keys(t, c, Acts(Undo))
			keys(t, c, Acts(Save))
			assert.Empty(t, c.Trees.Problem)
			onDisk, err = os.ReadFile(tree)
			require.NoError(t, err)
			assert.Equal(t, edited, string(onDisk), "Ctrl+S writes them over the file, as asked")
			assert.NotContains(t, c.EditedFile(), "not saved")
			for range 20 {
				keys(t, c, Input{})
			}
			assert.Equal(t, edited, string(c.Run.TreeFiles()["near"].Text), "the save is not reloaded as a change")
		})
	}
}

// TestATreeChangedOnDiskWithoutEditsJustReloads: with nothing edited, a
// change on disk is a plain reload, and Ctrl+Z has nothing of it to take
// back.
func TestATreeChangedOnDiskWithoutEditsJustReloads(t *testing.T) {
	c, tree := onTreeFile(t)
	keys(t, c, Acts(Save))
	require.Empty(t, c.Trees.Problem)
	undos := len(c.undo)
	data, err := os.ReadFile(tree)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(tree, append(data, "# theirs\n"...), 0o644))
	until(t, c, func() bool { return strings.Contains(string(c.Run.TreeFiles()["near"].Text), "# theirs") })
	assert.Equal(t, "reloaded n.tree: every near enemy runs it now", c.Note.Shown())
	assert.Len(t, c.undo, undos)
}

// TestASaveOverABrokenFileOnDiskWritesNothing: Ctrl+S over a tree file
// another program left broken, which the game has not read yet, keeps it,
// and says why; mended to what the game runs, the banner clears.
func TestASaveOverABrokenFileOnDiskWritesNothing(t *testing.T) {
	c, tree := onTreeFile(t)
	edited := c.Run.TreeFiles()["near"].Text
	require.NoError(t, os.WriteFile(tree, []byte("near [sequense]\n"), 0o644))
	keys(t, c, Acts(Save))
	assert.Equal(t, "Not saved: n.tree changed on disk since the game read it, and does not load (the banner says why): mend it, or move it away and save yours", c.Trees.Problem)
	assert.Contains(t, c.Tuner.Problem, "unknown node kind [sequense] (did you mean [sequence]?)")
	onDisk, err := os.ReadFile(tree)
	require.NoError(t, err)
	assert.Equal(t, "near [sequense]\n", string(onDisk), "their file as they left it")
	assert.Equal(t, string(edited), string(c.Run.TreeFiles()["near"].Text), "the edited tree runs on")

	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(tree, shipped, 0o644))
	until(t, c, func() bool { return c.Tuner.Problem == "" })
}

// TestATreeFileNamedByTreeIsWatched: a tree file given with -tree, without
// a configuration file, reloads when it changes on disk, and a change that
// breaks it shows the banner while the last good tree runs, as a tree file
// beside a configuration does.
func TestATreeFileNamedByTreeIsWatched(t *testing.T) {
	tree := filepath.Join(t.TempDir(), "mine.tree")
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(tree, shipped, 0o644))
	c := open(t, session.Source{ScenarioPath: "near_chase", Trees: map[string]string{"near": tree}}, Options{})

	require.NoError(t, os.WriteFile(tree, append(slices.Clone(shipped), "# mine\n"...), 0o644))
	until(t, c, func() bool { return strings.Contains(string(c.Run.TreeFiles()["near"].Text), "# mine") })
	assert.Equal(t, "reloaded mine.tree: every near enemy runs it now", c.Note.Shown())

	require.NoError(t, os.WriteFile(tree, []byte("near [selector]\n  moveHome [action]\n  hpBelow [condition] hpBelow(2)\n"), 0o644))
	until(t, c, func() bool { return c.Tuner.Problem != "" })
	assert.Contains(t, c.Tuner.Problem, "mine.tree:3:")
	assert.Contains(t, c.Tuner.Problem, "still running the last good tree")
	assert.Contains(t, string(c.Run.TreeFiles()["near"].Text), "# mine", "the last good tree runs")
}

// TestASaveFromThePastKeepsALaterSave: a tree saved, then the game rewound
// to before the save and the tree there edited (a what-if), Ctrl+S writes
// nothing over the later tree the file holds, and says how to save this
// one; kept, the what-if's tree is the present's, and Ctrl+S writes it.
func TestASaveFromThePastKeepsALaterSave(t *testing.T) {
	c, tree := onNearTreeFile(t)
	for range 120 {
		keys(t, c, Input{})
	}
	keys(t, c, Acts(EditTree), Acts(EditAddChild), typeText("hpBelow"), Acts(EditChoose), Acts(Save))
	require.Empty(t, c.Trees.Problem)
	later, err := os.ReadFile(tree)
	require.NoError(t, err)
	require.Contains(t, string(later), "hpBelow(0.5)", "saved at the present")
	keys(t, c, Acts(EditTree))
	for range 30 {
		keys(t, c, Input{})
	}

	keys(t, c, Acts(Pause), Input{Pointer: Pointer{Click: true, MouseDown: true, Over: OverTimeline, TimelineTick: 10}}, Input{})
	require.True(t, c.Run.Past())
	require.NotContains(t, string(c.TreeShown("near").Text), "hpBelow", "at t 10, before the condition")
	editNode(t, c, "near/return", Acts(EditOff))
	require.NotNil(t, c.What, "an edit in the past: a what-if")
	keys(t, c, Acts(Save))
	assert.Contains(t, c.Trees.Problem, "Not saved: this is the tree at t 10, and n.tree holds a later one")
	now, err := os.ReadFile(tree)
	require.NoError(t, err)
	assert.Equal(t, string(later), string(now), "the later save stays")

	until(t, c, c.What.Fork.Done)
	keys(t, c, Acts(EditTree), Acts(KeepFork), Acts(EditTree))
	require.True(t, c.What == nil, "kept")
	require.Equal(t, string(c.TreeShown("near").Text), string(c.Run.HeadTreeFile("near").Text), "the present runs it")
	keys(t, c, Acts(Save))
	assert.Empty(t, c.Trees.Problem)
	now, err = os.ReadFile(tree)
	require.NoError(t, err)
	assert.Equal(t, string(c.TreeShown("near").Text), string(now), "kept, it saves")
}
