package config_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetKindValuesChangesOnlyThoseNumbers(t *testing.T) {
	out, err := config.SetKindValues("c.toml", assets.Config, []config.KindValue{{Kind: "far", Field: config.FieldAttack, Value: 3.25}})
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
	again, err := config.ParseConfig("c.toml", out)
	require.NoError(t, err)
	assert.Equal(t, 3.25, again.Kinds["far"].Attack)
}

func TestSetKindValuesSetsSeveralValuesInOnePass(t *testing.T) {
	out, err := config.SetKindValues("c.toml", assets.Config, []config.KindValue{
		{Kind: "far", Field: config.FieldAttack, Value: 3.5},
		{Kind: "near", Field: config.FieldDetect, Value: 5},
		{Kind: "near", Field: config.FieldSpeed, Value: 2.75},
	})
	require.NoError(t, err)
	cfg, err := config.ParseConfig("c.toml", out)
	require.NoError(t, err)
	assert.Equal(t, []float64{3.5, 5, 2.75}, []float64{cfg.Kinds["far"].Attack, cfg.Kinds["near"].Detect, cfg.Kinds["near"].Speed})
}

func TestSetKindValuesKeepsTrailingCommentsAndAddsMissingKeys(t *testing.T) {
	src := strings.Replace(string(assets.Config), "speed = 3.0\n", "speed = 3.0   # my note: slower?\n", 1)
	out, err := config.SetKindValues("c.toml", []byte(src), []config.KindValue{{Kind: "near", Field: config.FieldSpeed, Value: 2.5}})
	require.NoError(t, err)
	assert.Contains(t, string(out), "speed = 2.5   # my note: slower?\n")
	assert.Contains(t, string(out), "# Near: the tutorial's melee enemy.")

	without := strings.Replace(string(assets.Config), "detect = 4.0\n", "", 1)
	_, err = config.ParseConfig("c.toml", []byte(without))
	require.Error(t, err, "the key is required")
	out, err = config.SetKindValues("c.toml", []byte(without), []config.KindValue{{Kind: "near", Field: config.FieldDetect, Value: 4.75}})
	require.NoError(t, err)
	assert.Contains(t, string(out), "[kinds.near]\ndetect = 4.75\n")
}

func TestSetKindValuesRefusesToWriteAnInvalidFile(t *testing.T) {
	_, err := config.SetKindValues("c.toml", assets.Config, []config.KindValue{{Kind: "near", Field: config.FieldDetect, Value: -1}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "kinds.near.detect: must be greater than 0")
}

// TestWriteFileAtomicNeverShowsAPartialFile saves again and again while a
// reader reads: every read is exactly the old or the new content.
func TestWarningsFlagAttackAboveDetect(t *testing.T) {
	src := strings.Replace(string(assets.Config), "attack = 1.0", "attack = 5.0", 1)
	cfg, err := config.ParseConfig("c.toml", []byte(src))
	require.NoError(t, err, "allowed")
	require.Len(t, cfg.Warnings, 1)
	assert.Equal(t, fmt.Sprintf("c.toml:%d: kinds.near.attack: 5 is above detect 4: it can attack the player only once it sees them",
		lineWith(t, src, "attack = 5.0")), cfg.Warnings[0].Error())
}

func TestMergeKindChangesTakesOnlyWhatTheFileChanged(t *testing.T) {
	before := defaultConfig(t)
	w := entity.NewWorld(before, 1)
	w.Enemies[0].HP = 30       // half of near's 60
	w.Kind("near").Speed = 3.5 // tuned in the game, not saved
	after := before.Clone()
	after.Kinds["near"].Detect = 6
	after.Kinds["near"].HP = 10
	merged, diffs := config.MergeKindChanges(*w.Kind("near"), before.Kinds["near"], after.Kinds["near"])
	assert.Equal(t, []string{"detect 4.00 -> 6.00", "hp 60.00 -> 10.00"}, diffs)
	assert.Equal(t, 6.0, merged.Detect, "the file's change")
	assert.Equal(t, 3.5, merged.Speed, "a value the file did not change keeps its tuning")
	require.True(t, w.SetKind(merged))
	assert.Equal(t, 6.0, w.Enemies[0].Kind.Detect, "every near enemy follows")
	assert.Equal(t, 5.0, w.Enemies[0].HP, "an enemy keeps its fraction of hit points")
	assert.Equal(t, 10.0, w.Enemies[1].HP)
	assert.Equal(t, 4.0, before.Kinds["near"].Detect, "the world's kinds are its own")
	_, none := config.MergeKindChanges(merged, after.Kinds["near"], after.Kinds["near"])
	assert.Empty(t, none, "no change in the file changes nothing")
}
