package ai_test

import (
	"fmt"
	"github.com/enemyai/enemyai/bt/treefile"
	"slices"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// build reads and builds a tree file's text.
func build(src string) error {
	_, err := ai.BuildFile("t.tree", []byte(src))
	return err
}

// unknownLeaves returns a tree file with n leaves that are not in the
// vocabulary.
func unknownLeaves(n int) string {
	var b strings.Builder
	b.WriteString("r [sequence]\n")
	for i := range n {
		fmt.Fprintf(&b, "  a%d [condition] nope\n", i)
	}
	return b.String()
}

func TestBuildReportsLeafProblemsWithLineAndColumn(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"an unknown leaf lists the known ones", "r [sequence]\n  a [condition] lookAround\n",
			[]string{`t.tree:2:3: unknown leaf "lookAround" (known: atHome, attack, attackReady, hpBelow(fraction), keepDistance, moveAway, moveHome, moveToPlayer, playerWithin(range), seesPlayer, wait(duration))`}},
		{"a slip gets a did you mean", "r [sequence]\n  a [condition] seesPlayr\n  b [condition] playerwithin(detect)\n",
			[]string{`t.tree:2:3: unknown leaf "seesPlayr" (did you mean seesPlayer?)`,
				`t.tree:3:3: unknown leaf "playerwithin" (did you mean playerWithin(range)?)`}},
		{"layout and leaves in one pass", "r [sequence]\n  a [condition] nope\n  b [sequnce]\n   c [action] moveHome\n  d [action] moveHom\n",
			[]string{`t.tree:2:3: unknown leaf "nope"`, "t.tree:3:6: unknown node kind [sequnce]",
				`t.tree:4:4: "c" is indented by 1 below "b", where the file indents by 2: indent every level alike`,
				`t.tree:5:3: unknown leaf "moveHom" (did you mean moveHome?)`}},
		{"problems are capped", unknownLeaves(50),
			append(slices.Repeat([]string{`t.tree:`}, treefile.MaxProblems), "t.tree: and 30 more problems")},
		{"a leaf of another kind", "r [sequence]\n  a [condition] moveHome\n",
			[]string{"t.tree:2:3: moveHome is an action, not a condition: write [action]"}},
		{"a missing argument", "r [sequence]\n  a [condition] playerWithin\n",
			[]string{"t.tree:2:3: playerWithin takes 1 argument(s), got 0: write playerWithin(range)"}},
		{"a wrong argument", "r [sequence]\n  a [condition] hpBelow(2)\n",
			[]string{`t.tree:2:3: hpBelow(fraction): fraction: want a fraction above 0 and at most 1, like 0.5, got "2"`}},
		{"a range that is no range", "r [sequence]\n  a [condition] playerWithin(far)\n",
			[]string{`t.tree:2:3: playerWithin(range): range: want detect, attack, min_distance or a distance of 0 or more, got "far"`}},
		{"a wait without a unit", "r [sequence]\n  a [stateful action] wait(3)\n",
			[]string{`t.tree:2:3: wait(duration): duration: want seconds or ticks, like "1.5 s" or "90 ticks", got "3"`}},
		{"a huge argument is cut", "r [sequence]\n  a [condition] hpBelow(" + strings.Repeat("9", 60_000) + ")\n",
			[]string{`t.tree:2:3: hpBelow(fraction): fraction: want a fraction above 0 and at most 1, like 0.5, got "` + strings.Repeat("9", 40) + `…"`}},
		{"a guard on an action", "r [guard] moveHome\n  a [action] moveHome\n",
			[]string{"t.tree:1:1: moveHome is an action, not a condition: write [action]"}},
		{"a tab below a leaf hides no problem of it", "r [reactive selector]\n  a [condition] playerWithin(atack)\n\tbad [sequence]\n  b [action] moveHome\n",
			[]string{`t.tree:2:3: playerWithin(range): range: want detect, attack, min_distance or a distance of 0 or more, got "atack"`,
				"t.tree:3:1: a tab in the indentation: indent with spaces"}},
		{"every problem", "r [sequence]\n  a [condition] nope\n  b [action] nope\n",
			[]string{`t.tree:2:3: unknown leaf "nope"`, `t.tree:3:3: unknown leaf "nope"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := build(tc.src)
			require.Error(t, err)
			errs := treefile.Problems(err)
			require.Len(t, errs, len(tc.want), "%v", err)
			for i, want := range tc.want {
				assert.True(t, strings.HasPrefix(errs[i].Error(), want), "got %q\nwant %q", errs[i].Error(), want)
			}
		})
	}
}

func TestVocabularyTextListsEveryLeafWithItsParameters(t *testing.T) {
	text := ai.VocabularyText()
	for _, l := range ai.Vocabulary() {
		assert.Contains(t, text, l.Usage())
		for _, p := range l.Params {
			assert.Contains(t, text, p.Name+": "+p.Doc)
		}
	}
	assert.Contains(t, text, "hpBelow(fraction)")
}

// TestParametersCheckAsTreeFilesReadThem: every parameter's default is an
// argument its leaf accepts, and Check says what a tree file would say of a
// wrong one.
func TestParametersCheckAsTreeFilesReadThem(t *testing.T) {
	for _, l := range ai.Vocabulary() {
		for _, p := range l.Params {
			assert.NoError(t, p.Check(p.Default), "%s's %s: default %q", l.Name, p.Name, p.Default)
			args := slices.Repeat([]string{p.Default}, len(l.Params))
			assert.NoError(t, build(fmt.Sprintf("r [sequence]\n  a [%s] %s(%s)\n", l.Kind, l.Name, strings.Join(args, ", "))))
		}
	}
	tests := []struct{ leaf, arg, want string }{
		{"hpBelow", "2", `want a fraction above 0 and at most 1, like 0.5, got "2"`},
		{"hpBelow", "0", `want a fraction above 0 and at most 1, like 0.5, got "0"`},
		{"playerWithin", "-1", `want detect, attack, min_distance or a distance of 0 or more, got "-1"`},
		{"wait", "3", `want seconds or ticks, like "1.5 s" or "90 ticks", got "3"`},
		{"hpBelow", strings.Repeat("9", 5000), `want a fraction above 0 and at most 1, like 0.5, got "` + strings.Repeat("9", 40) + `…"`},
		{"playerWithin", strings.Repeat("é", 5000), `want detect, attack, min_distance or a distance of 0 or more, got "` + strings.Repeat("é", 40) + `…"`},
		{"wait", strings.Repeat("9", 5000) + " s", `want seconds or ticks, like "1.5 s" or "90 ticks", got "` + strings.Repeat("9", 40) + `…"`},
	}
	vocabulary := map[string]*ai.LeafSpec{}
	for _, l := range ai.Vocabulary() {
		vocabulary[l.Name] = l
	}
	for _, tc := range tests {
		l := vocabulary[tc.leaf]
		err := l.Params[0].Check(tc.arg)
		require.Error(t, err, tc.leaf)
		assert.Equal(t, tc.want, err.Error())
		assert.ErrorContains(t, build(fmt.Sprintf("r [sequence]\n  a [%s] %s(%s)\n", l.Kind, l.Name, tc.arg)), tc.want, "the message a tree file gets")
	}
}

func TestReadAndBuildReturnsTheNodesItBuilt(t *testing.T) {
	f, tree, err := ai.ReadAndBuild("t.tree", []byte("r [sequence]\n  a [condition, off] nope\n  b [action] moveHome\n"))
	require.NoError(t, err)
	assert.True(t, f.Root.Children[0].Off)
	assert.Equal(t, 2, tree.Shape().Len(), "the node that is off is not built")
	f, tree, err = ai.ReadAndBuild("t.tree", []byte("r [sequence]\n  a [condition] nope\n"))
	assert.Error(t, err)
	assert.Nil(t, f)
	assert.Nil(t, tree)
}
