package cli

import (
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/session"
)

// WhatIf is a change to play a run with: values pinned with -set
// KIND.FIELD=VALUE and tree files swapped with -tree KIND=FILE, both
// repeatable (see session.Variant).
type WhatIf struct {
	Set   []config.KindValue
	Trees map[string]string // tree file paths by kind name
}

// Flags registers -set and -tree on fs.
func (w *WhatIf) Flags(fs *flag.FlagSet) {
	fs.Var((*kindValues)(&w.Set), "set", "play with `KIND.FIELD=VALUE` pinned, like near.detect=5 (repeatable; fields: "+config.TunableNames()+")")
	fs.Func("tree", "play with kind KIND running tree `KIND=FILE` (repeatable)", func(s string) error {
		kind, path, ok := strings.Cut(s, "=")
		if !ok || kind == "" || path == "" {
			return fmt.Errorf("want KIND=FILE, like near=my.tree")
		}
		if w.Trees == nil {
			w.Trees = map[string]string{}
		}
		w.Trees[kind] = path
		return nil
	})
}

// kindValues is a repeatable flag of KIND.FIELD=VALUE values.
type kindValues []config.KindValue

func (v *kindValues) Set(s string) error {
	kv, err := config.ParseKindValue(s)
	if err == nil {
		*v = append(*v, kv)
	}
	return err
}

func (v *kindValues) String() string {
	var parts []string
	for _, kv := range *v {
		parts = append(parts, kv.String())
	}
	return strings.Join(parts, " ")
}

// Empty reports whether there is no change.
func (w WhatIf) Empty() bool { return len(w.Set) == 0 && len(w.Trees) == 0 }

// variant reads the swapped tree files.
func (w WhatIf) variant() (session.Variant, error) {
	v := session.Variant{Values: w.Set}
	for _, kind := range slices.Sorted(maps.Keys(w.Trees)) {
		data, err := config.ReadFile(w.Trees[kind])
		if err != nil {
			return v, err
		}
		if v.Trees == nil {
			v.Trees = map[string]session.TreeFile{}
		}
		v.Trees[kind] = session.TreeFile{Path: w.Trees[kind], Text: data}
	}
	return v, nil
}
