package control

import (
	"fmt"
	"github.com/enemyai/enemyai/session"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// onConfigFile starts a controller on a copy of the default configuration and
// returns it with the file's path.
func onConfigFile(t *testing.T) (*Controller, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "my.toml")
	require.NoError(t, os.WriteFile(path, assets.Config, 0o644))
	return open(t, session.Source{ConfigPath: path}, Options{}), path
}

// selectKind selects the first enemy of the named kind.
func selectKind(t *testing.T, g *Controller, kind string) {
	t.Helper()
	for i := range g.Run.World.Enemies {
		if g.Run.World.Enemies[i].Kind.Name == kind {
			g.Select(i)
			return
		}
	}
	t.Fatalf("no %s enemy", kind)
}

// until updates the controller until cond holds, for at most a second.
func until(t *testing.T, g *Controller, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for !cond() {
		require.True(t, time.Now().Before(deadline), "not within a second")
		require.NoError(t, g.Update(Input{}))
		time.Sleep(10 * time.Millisecond)
	}
}

func nearDetects(g *Controller) []float64 {
	var out []float64
	for i := range g.Run.World.Enemies {
		if e := &g.Run.World.Enemies[i]; e.Kind.Name == "near" {
			out = append(out, e.Kind.Detect)
		}
	}
	return out
}

func TestTuningKeysChangeEveryEnemyOfTheKindAndUndo(t *testing.T) {
	g := onScenario(t, "[arena]\nwidth = 32.0\nheight = 18.0\nplayer_start = [1.0, 1.0]\n\n"+
		"[[enemies]]\nkind = \"near\"\nhome = [16.0, 9.0]\n\n[[enemies]]\nkind = \"near\"\nhome = [20.0, 4.0]\n")
	g.Select(0)
	require.NoError(t, g.Update(Acts().With(PickField, 1)))
	require.NoError(t, g.Update(Acts().With(Adjust, 1)))
	require.NoError(t, g.Update(Input{Pointer: Pointer{Wheel: 1, Over: OverArena}}))
	require.NoError(t, g.Update(Input{Pointer: Pointer{Wheel: 1, Over: OverPanel}}))
	assert.Equal(t, []float64{4.25, 4.25}, nearDetects(g), "the wheel tunes only over the tuner")
	require.NoError(t, g.Update(Input{Pointer: Pointer{Wheel: 1, Over: OverTuner}}))
	assert.Equal(t, []float64{4.5, 4.5}, nearDetects(g), "both Near enemies follow")
	assert.Equal(t, "near detect 4.25 -> 4.50", g.Note.Shown(), "the message names the field and both values")
	require.NoError(t, g.Update(Acts(Undo)))
	assert.Equal(t, []float64{4.25, 4.25}, nearDetects(g))
	assert.Equal(t, "undone: near detect 4.50 -> 4.25", g.Note.Shown())
	require.NoError(t, g.Update(Acts(Redo)))
	assert.Equal(t, []float64{4.5, 4.5}, nearDetects(g))
	assert.Equal(t, "redone: near detect 4.25 -> 4.50", g.Note.Shown(), "the redo says what it makes again")
	require.NoError(t, g.Update(Acts(Undo)))
	require.NoError(t, g.Update(Acts().With(PickField, 3).With(Adjust, -1)))
	assert.Equal(t, 2.75, g.Run.World.Kind("near").Speed)
	for range 100 {
		require.NoError(t, g.Update(Acts().With(Adjust, -1)))
	}
	assert.Equal(t, 0.25, g.Run.World.Kind("near").Speed, "values stay positive")

	g.ShowPanel = false
	require.NoError(t, g.Update(Input{Pointer: Pointer{Wheel: 1, Over: OverTuner}}))
	assert.Equal(t, 0.25, g.Run.World.Kind("near").Speed, "no tuning with the tuner out of sight")
}

// TestTuningWaitsForTheTreeEditor: while the tree editor is open its keys
// and buttons are the editor's, and the wheel over the tuner waits with
// them; closed, they tune again.
func TestTuningWaitsForTheTreeEditor(t *testing.T) {
	g := oneEnemy(t)
	g.Select(0)
	require.NoError(t, g.Update(Acts().With(PickField, 1)))
	require.NoError(t, g.Update(Acts(EditTree)))
	require.True(t, g.Trees.Open)
	for _, in := range []Input{Acts(NextField), Acts().With(Adjust, 1), {Pointer: Pointer{Wheel: 1, Over: OverTuner}}} {
		require.NoError(t, g.Update(in))
	}
	assert.Equal(t, 4.0, g.Run.World.Kind("near").Detect, "no tuning while the editor is open")
	require.NoError(t, g.Update(Acts(EditTree)))
	require.False(t, g.Trees.Open)
	require.NoError(t, g.Update(Input{Pointer: Pointer{Wheel: 1, Over: OverTuner}}))
	assert.Equal(t, 4.25, g.Run.World.Kind("near").Detect, "closed, the wheel tunes again")
}

// TestThePanelButtonAsksForAnEnemy: the panel's key with no enemy selected
// says what the panel needs, in the words of each device.
func TestThePanelButtonAsksForAnEnemy(t *testing.T) {
	g := oneEnemy(t)
	require.NoError(t, g.Update(Acts(TogglePanel)))
	assert.True(t, g.ShowPanel, "nothing to hide")
	assert.Equal(t, "select an enemy first (click it, or Tab): the panel shows its tree", g.Note.Shown())
	assert.Equal(t, "select an enemy first (tap it, or the next button): the panel shows its tree", g.Note.ShownOn(TouchScreen))
	g.Select(0)
	require.NoError(t, g.Update(Acts(TogglePanel)))
	assert.False(t, g.PanelShown(), "with an enemy selected, the key hides the panel")
}

func TestEveryTunableFieldHasAKey(t *testing.T) {
	g := oneEnemy(t)
	g.Select(0)
	tests := []struct {
		key  int
		get  func(k *entity.Kind) float64
		want float64
		note string
	}{
		{1, func(k *entity.Kind) float64 { return k.Detect }, 4.25, "near detect 4.00 -> 4.25"},
		{4, func(k *entity.Kind) float64 { return k.HP }, 65, "near hp 60 -> 65"},
		{5, func(k *entity.Kind) float64 { return k.Damage }, 13, "near damage 12 -> 13"},
		{6, func(k *entity.Kind) float64 { return k.Cooldown }, 0.65, "near cooldown 0.60 -> 0.65"},
		{7, func(k *entity.Kind) float64 { return k.WindUp }, 0.40, "near wind_up 0.35 -> 0.40"},
		{8, func(k *entity.Kind) float64 { return k.MinDistance }, 0, "near is melee: min_distance only matters to ranged kinds"},
	}
	for _, tc := range tests {
		require.NoError(t, g.Update(Acts().With(PickField, tc.key).With(Adjust, 1)))
		assert.InDelta(t, tc.want, tc.get(g.Run.World.Kind("near")), 1e-9, "key %d", tc.key)
		assert.Equal(t, tc.note, g.Note.Shown(), "key %d", tc.key)
	}
}

func TestUndoAfterRestartUndoesTheLiveValue(t *testing.T) {
	g := oneEnemy(t)
	g.Select(0)
	require.NoError(t, g.Update(Acts().With(PickField, 3).With(Adjust, 1)))
	require.NoError(t, g.Update(Acts(Restart)))
	assert.Equal(t, 3.25, g.Run.World.Kind("near").Speed, "the tuning survives the restart")
	require.NoError(t, g.Update(Acts(Undo)))
	assert.Equal(t, 3.0, g.Run.World.Kind("near").Speed, "undo reaches the new world")
	assert.Equal(t, 3.0, g.Run.World.Enemies[0].Kind.Speed)
}

func TestSaveWritesOnlyTheTunedValueAndDoesNotBounce(t *testing.T) {
	g, path := onConfigFile(t)
	selectKind(t, g, "far")
	require.NoError(t, g.Update(Acts().With(PickField, 2).With(Adjust, -1)))
	assert.Equal(t, 3.75, g.Run.World.Kind("far").Attack)
	require.NoError(t, g.Update(Acts(Save)))
	assert.Empty(t, g.Tuner.Problem)
	assert.Contains(t, g.Note.Shown(), "saved to ")

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(string(assets.Config), "attack = 4.0", "attack = 3.75", 1), string(data),
		"the file holds the new number and nothing else changed")

	require.NoError(t, g.Update(Acts().With(Adjust, -1))) // edited again before the reload arrives
	time.Sleep(300 * time.Millisecond)
	for range 5 {
		require.NoError(t, g.Update(Input{}))
	}
	assert.Equal(t, 3.5, g.Run.World.Kind("far").Attack, "reloading our own save neither bounces back nor applies twice")
	assert.Len(t, g.undo, 2)
}

func TestEditingTheFileAppliesWithinASecond(t *testing.T) {
	g, path := onConfigFile(t)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = 6.0", 1)), 0o644))
	until(t, g, func() bool { return g.Run.World.Kind("near").Detect == 6 })
	assert.Equal(t, []float64{6, 6, 6}, nearDetects(g))
	assert.Equal(t, "reloaded my.toml: near detect 4.00 -> 6.00", g.Note.Shown())
	assert.Equal(t, 7.5, g.Run.World.Kind("near").LoseRange(), "an unset lose range follows detect")
}

func TestABrokenFileShowsABannerAndKeepsTheLastGoodValues(t *testing.T) {
	g, path := onConfigFile(t)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = -1.0", 1)), 0o644))
	until(t, g, func() bool { return g.Tuner.Problem != "" })
	broken := strings.Replace(string(assets.Config), "detect = 4.0", "detect = -1.0", 1)
	line := strings.Count(broken[:strings.Index(broken, "detect = -1.0")], "\n") + 1
	assert.Contains(t, g.Tuner.Problem, fmt.Sprintf("my.toml:%d: kinds.near.detect: must be greater than 0, got -1", line))
	assert.Contains(t, g.Tuner.Problem, "still running on the last good configuration")
	assert.Equal(t, 4.0, g.Run.World.Kind("near").Detect)
	tick := g.Run.World.Tick
	require.NoError(t, g.Update(Input{}))
	assert.Greater(t, g.Run.World.Tick, tick, "the game runs on")

	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 4.0", "detect = 5.0", 1)), 0o644))
	until(t, g, func() bool { return g.Tuner.Problem == "" })
	assert.Equal(t, 5.0, g.Run.World.Kind("near").Detect, "fixed: the banner clears and the values apply")
}

func TestSavingFromTheEmbeddedDefaultWritesANewFile(t *testing.T) {
	t.Chdir(t.TempDir())
	g := oneEnemy(t)
	t.Cleanup(func() { g.Close() })
	g.Select(0)
	require.NoError(t, g.Update(Acts().With(PickField, 1).With(Adjust, 1)))
	require.NoError(t, g.Update(Acts(Save)))
	data, err := os.ReadFile(DefaultSaveName)
	require.NoError(t, err)
	assert.Contains(t, string(data), "detect = 4.25\n")
	assert.Contains(t, string(data), "# Near: the tutorial's melee enemy.", "comments come along")
	wd, _ := os.Getwd()
	assert.Contains(t, g.Note.Shown(), filepath.Join(wd, DefaultSaveName), "it says where")
	assert.Equal(t, DefaultSaveName, g.Tuner.Path, "and edits that file from now on")

	require.NoError(t, g.Update(Acts().With(Adjust, 1)))
	require.NoError(t, g.Update(Acts(Save)))
	assert.Empty(t, g.Tuner.Problem, "the second save works too")
	data, err = os.ReadFile(DefaultSaveName)
	require.NoError(t, err)
	assert.Contains(t, string(data), "detect = 4.5\n")
}

func TestSavingFromTheDefaultNeverOverwritesAnotherFile(t *testing.T) {
	t.Chdir(t.TempDir())
	require.NoError(t, os.WriteFile(DefaultSaveName, []byte("# mine\n"), 0o644))
	g := oneEnemy(t)
	g.Select(0)
	require.NoError(t, g.Update(Acts().With(PickField, 1).With(Adjust, 1)))
	require.NoError(t, g.Update(Acts(Save)))
	data, err := os.ReadFile(DefaultSaveName)
	require.NoError(t, err)
	assert.Equal(t, "# mine\n", string(data), "the user's file is untouched")
	assert.Contains(t, g.Note.Shown(), "enemies-2.toml", "it saves under the next free name and says so")
	assert.FileExists(t, "enemies-2.toml")
}

// TestSavingALinkedConfigurationUpdatesItsTarget: a configuration kept
// as a link (a dotfile, say) stays a link, and the file it names gets the
// saved values.
func TestSavingALinkedConfigurationUpdatesItsTarget(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "dotfiles", "enemies.toml")
	require.NoError(t, os.Mkdir(filepath.Dir(target), 0o755))
	require.NoError(t, os.WriteFile(target, assets.Config, 0o644))
	link := filepath.Join(dir, "my.toml")
	require.NoError(t, os.Symlink(target, link))
	g := open(t, session.Source{ConfigPath: link}, Options{})
	selectKind(t, g, "near")
	require.NoError(t, g.Update(Acts().With(PickField, 1).With(Adjust, 1)))
	require.NoError(t, g.Update(Acts(Save)))
	assert.Empty(t, g.Tuner.Problem)
	info, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&os.ModeSymlink, "the link is still a link")
	data, err := os.ReadFile(target)
	require.NoError(t, err)
	assert.Contains(t, string(data), "detect = 4.25", "its target has the saved value")
}

func TestARefusedSaveShowsWhyAndClearsWhenItWorks(t *testing.T) {
	g, path := onConfigFile(t)
	selectKind(t, g, "near")
	require.NoError(t, os.Chmod(path, 0o444))
	require.NoError(t, g.Update(Acts().With(PickField, 1).With(Adjust, 1)))
	require.NoError(t, g.Update(Acts(Save)))
	assert.Contains(t, g.Tuner.Problem, "read-only")
	require.NoError(t, os.Chmod(path, 0o644))
	require.NoError(t, g.Update(Acts(Save)))
	assert.Empty(t, g.Tuner.Problem, "the banner clears when the situation does")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(data), "detect = 4.25")
}

func TestTunedAndReloadedValuesSurviveRestart(t *testing.T) {
	g, path := onConfigFile(t)
	selectKind(t, g, "near")
	require.NoError(t, g.Update(Acts().With(PickField, 3).With(Adjust, 1)))
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(assets.Config), "detect = 7.0", "detect = 8.0", 1)), 0o644))
	until(t, g, func() bool { return g.Run.World.Kind("far").Detect == 8 })
	require.NoError(t, g.Update(Acts(Restart)))
	assert.Equal(t, 3.25, g.Run.World.Kind("near").Speed, "the in-game edit")
	assert.Equal(t, 8.0, g.Run.World.Kind("far").Detect, "the reloaded file")
}

// TestABannerCountsEveryProblem: a banner lists a file's first four
// problems, then how many more there are, counting those the file's own
// list left out beyond its limit.
func TestABannerCountsEveryProblem(t *testing.T) {
	leaves := func(n int) error {
		var src strings.Builder
		src.WriteString("r [selector]\n")
		for i := range n {
			fmt.Fprintf(&src, "  a%d [action] nope%d\n", i, i)
		}
		_, err := ai.BuildFile("t.tree", []byte(src.String()))
		require.Error(t, err)
		return err
	}
	tests := []struct {
		problems int
		last     string
	}{
		{3, `t.tree:4:3: unknown leaf "nope2"`},
		{4, `t.tree:5:3: unknown leaf "nope3"`},
		{6, "and 2 more: go run ./cmd/trees -check t.tree lists them all"},
		{25, "and 21 more: go run ./cmd/trees -check t.tree lists them all"}, // 20 listed by the file, 5 counted
	}
	for _, tc := range tests {
		text := problemText(leaves(tc.problems), checkCommand("t.tree"))
		lines := strings.Split(text, "\n")
		assert.LessOrEqual(t, len(lines), problemsShown+1, "%d problems", tc.problems)
		assert.True(t, strings.HasPrefix(lines[len(lines)-1], tc.last), "%d problems: %q", tc.problems, lines[len(lines)-1])
	}
	assert.Equal(t, `go run ./cmd/trees -check "my trees/near.tree"`, checkCommand("my trees/near.tree"))
}
