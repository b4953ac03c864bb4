package entity_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetKindValuesChangesOnlyThoseNumbers(t *testing.T) {
	out, err := entity.SetKindValues("c.toml", assets.Config, []entity.KindValue{{Kind: "far", Field: entity.FieldAttack, Value: 3.25}})
	require.NoError(t, err)
	before, after := strings.Split(string(assets.Config), "\n"), strings.Split(string(out), "\n")
	require.Len(t, after, len(before))
	var diff []string
	for i := range before {
		if before[i] != after[i] {
			diff = append(diff, before[i]+" => "+after[i])
		}
	}
	assert.Equal(t, []string{"attack = 4.0 => attack = 3.25"}, diff, "one line changes; comments and layout stay")
	again, err := entity.ParseConfig("c.toml", out)
	require.NoError(t, err)
	assert.Equal(t, 3.25, again.Kinds["far"].Attack)
}

func TestSetKindValuesSetsSeveralValuesInOnePass(t *testing.T) {
	out, err := entity.SetKindValues("c.toml", assets.Config, []entity.KindValue{
		{Kind: "far", Field: entity.FieldAttack, Value: 3.5},
		{Kind: "near", Field: entity.FieldDetect, Value: 5},
		{Kind: "near", Field: entity.FieldSpeed, Value: 2.75},
	})
	require.NoError(t, err)
	cfg, err := entity.ParseConfig("c.toml", out)
	require.NoError(t, err)
	assert.Equal(t, []float64{3.5, 5, 2.75}, []float64{cfg.Kinds["far"].Attack, cfg.Kinds["near"].Detect, cfg.Kinds["near"].Speed})
}

func TestSetKindValuesKeepsTrailingCommentsAndAddsMissingKeys(t *testing.T) {
	src := strings.Replace(string(assets.Config), "speed = 3.0\n", "speed = 3.0   # my note: slower?\n", 1)
	out, err := entity.SetKindValues("c.toml", []byte(src), []entity.KindValue{{Kind: "near", Field: entity.FieldSpeed, Value: 2.5}})
	require.NoError(t, err)
	assert.Contains(t, string(out), "speed = 2.5   # my note: slower?\n")
	assert.Contains(t, string(out), "# Near: the tutorial's melee enemy.")

	without := strings.Replace(string(assets.Config), "detect = 4.0\n", "", 1)
	_, err = entity.ParseConfig("c.toml", []byte(without))
	require.Error(t, err, "the key is required")
	out, err = entity.SetKindValues("c.toml", []byte(without), []entity.KindValue{{Kind: "near", Field: entity.FieldDetect, Value: 4.75}})
	require.NoError(t, err)
	assert.Contains(t, string(out), "[kinds.near]\ndetect = 4.75\n")
}

func TestSetKindValuesRefusesToWriteAnInvalidFile(t *testing.T) {
	_, err := entity.SetKindValues("c.toml", assets.Config, []entity.KindValue{{Kind: "near", Field: entity.FieldDetect, Value: -1}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "kinds.near.detect: must be greater than 0")
}

// TestWriteFileAtomicNeverShowsAPartialFile saves again and again while a
// reader reads: every read is exactly the old or the new content.
func TestWriteFileAtomicNeverShowsAPartialFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.toml")
	old := assets.Config
	updated := bytes.Repeat([]byte("# a long new file\n"), 4000)
	require.NoError(t, os.WriteFile(path, old, 0o600))
	var stop atomic.Bool
	var wg sync.WaitGroup
	var reads, bad atomic.Int64
	wg.Add(1)
	go func() {
		defer wg.Done()
		for !stop.Load() {
			data, err := os.ReadFile(path)
			reads.Add(1)
			if err != nil || !(bytes.Equal(data, old) || bytes.Equal(data, updated)) {
				bad.Add(1)
			}
		}
	}()
	for i := range 200 {
		content := old
		if i%2 == 0 {
			content = updated
		}
		_, err := entity.WriteFileAtomic(path, content)
		require.NoError(t, err)
	}
	stop.Store(true)
	wg.Wait()
	assert.Positive(t, reads.Load())
	assert.Zero(t, bad.Load(), "a reader saw something else than the old or the new file")
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the file keeps its permissions")
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}

func TestWarningsFlagAttackAboveDetect(t *testing.T) {
	src := strings.Replace(string(assets.Config), "attack = 1.0", "attack = 5.0", 1)
	cfg, err := entity.ParseConfig("c.toml", []byte(src))
	require.NoError(t, err, "allowed")
	require.Len(t, cfg.Warnings, 1)
	assert.Equal(t, "c.toml:24: kinds.near.attack: 5 is above detect 4: it can attack the player only once it sees them", cfg.Warnings[0].Error())
}

func TestApplyKindChangesAppliesOnlyWhatTheFileChanged(t *testing.T) {
	before := defaultConfig(t)
	w := entity.NewWorld(before, 1)
	w.Kind("near").Speed = 3.5 // tuned in the game, not saved
	after := before.Clone()
	after.Kinds["near"].Detect = 6
	after.Kinds["near"].HP = 10
	assert.Equal(t, []string{"near"}, w.ApplyKindChanges(before, after))
	near := w.Enemies[0].Kind
	assert.Equal(t, 6.0, near.Detect, "every near enemy follows the file's change")
	assert.Equal(t, 3.5, near.Speed, "a value the file did not change keeps its tuning")
	assert.Equal(t, 10.0, w.Enemies[0].HP, "HP is capped at the new maximum")
	assert.Equal(t, 4.0, before.Kinds["near"].Detect, "the world's kinds are its own")
	assert.Empty(t, w.ApplyKindChanges(after, after), "no change in the file changes nothing")
}
