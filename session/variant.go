package session

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// Variant is a what-if for a whole run: values pinned for some kinds' fields
// and tree files swapped, so that the same inputs play again with a change
// (cmd/sim -set and -tree, and sweeps). Since the world is a pure function of
// its configuration, trees, seed and inputs, the changed run differs from
// the original by the change alone: the extra enemies (Origin.Enemies) are
// placed where the original places them, though their homes keep out of
// sight of the player by the kind's detect range as configured.
type Variant struct {
	// Values pin fields: the run gives each its value from the start, and
	// every tuning or reload of the kind that a replay recorded keeps it.
	Values []config.KindValue
	// Trees swaps kinds' tree files, by kind name: the kind runs the file
	// from the start, and a replay's recorded reloads of its tree are
	// dropped.
	Trees map[string]TreeFile
}

// Empty reports whether the variant changes nothing.
func (v Variant) Empty() bool { return len(v.Values) == 0 && len(v.Trees) == 0 }

// Vary plays the whole session with the what-if, every segment of a replay
// included. Call it before the first Advance. An unknown kind, a field the
// kind does not use, a value that breaks a rule of the configuration or a
// tree file that does not build is an error naming it, and changes nothing.
func (s *Session) Vary(v Variant) error {
	if s.head != 0 || len(s.done) > 0 {
		return errors.New("a variant applies to a whole run: vary a session before it plays")
	}
	for _, kind := range slices.Sorted(maps.Keys(v.Trees)) {
		if _, err := buildTree(kind+".tree", v.Trees[kind]); err != nil {
			return err
		}
	}
	segs := append([]Segment{s.seg}, s.pending...)
	for i := range segs {
		if err := v.apply(&segs[i]); err != nil {
			return err
		}
	}
	s.pending = segs[1:]
	return s.enter(segs[0])
}

// apply changes a segment's starting values, trees and recorded changes;
// its extra enemies are drawn with the values it had.
func (v Variant) apply(g *Segment) error {
	if g.crowd == nil {
		g.crowd = g.Kinds
	}
	g.Kinds = append([]entity.Kind(nil), g.Kinds...)
	for _, kv := range v.Values {
		if err := kv.Apply(g.Kinds); err != nil {
			return err
		}
	}
	g.Trees = maps.Clone(g.Trees)
	for kind, f := range v.Trees {
		if _, ok := g.Trees[kind]; !ok {
			return fmt.Errorf("-tree %s: no kind %s (kinds: %s)", config.Plain(kind, config.QuotedChars), config.Quote(kind), strings.Join(slices.Sorted(maps.Keys(g.Trees)), ", "))
		}
		g.Trees[kind] = f
	}
	changes := make([]Change, len(g.Changes))
	for i, c := range g.Changes {
		c.Kinds = append([]entity.Kind(nil), c.Kinds...)
		for j := range c.Kinds {
			for _, kv := range v.Values {
				if c.Kinds[j].Name == kv.Kind {
					kv.Field.Set(&c.Kinds[j], kv.Value)
				}
			}
		}
		if len(c.Trees) > 0 && len(v.Trees) > 0 {
			c.Trees = maps.Clone(c.Trees)
			for kind := range v.Trees {
				delete(c.Trees, kind)
			}
			c.built = nil
			if err := c.build(); err != nil {
				return err
			}
		}
		changes[i] = c
	}
	g.Changes = changes
	return nil
}
