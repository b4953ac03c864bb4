package treeedit

import (
	"slices"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
)

// kindSpec is a composite or decorator kind as the editor adds it: the
// parameters a new node of the kind has, and what it does, in a line.
type kindSpec struct {
	kind   bt.Kind
	params string
	doc    string
}

// kindSpecs are the kinds a node can be added or wrapped in as, in the
// order the quick-insert list shows them. A leaf's kind is its vocabulary
// leaf's.
var kindSpecs = []kindSpec{
	{bt.KindSequence, "", "ticks its children in order while they succeed: Success when all do, Failure at the first that fails"},
	{bt.KindReactiveSequence, "", "a sequence that starts again at its first child every tick, halting a running later child when an earlier one fails"},
	{bt.KindSelector, "", "ticks its children in order until one does not fail: Failure when all fail"},
	{bt.KindReactiveSelector, "", "a selector that re-checks its higher-priority children every tick, halting a running lower one when one succeeds or runs"},
	{bt.KindParallel, "success 1 failure 1", "ticks every child each tick: Success when S children succeeded, Failure when F failed"},
	{bt.KindGuard, "", "ticks its child while a condition holds; when it fails, halts the child: Failure"},
	{bt.KindInverter, "", "its child's Success and Failure swapped"},
	{bt.KindForceSuccess, "", "its child's Failure becomes Success"},
	{bt.KindForceFailure, "", "its child's Success becomes Failure"},
	{bt.KindRepeat, "2", "runs its child N times in a row while it succeeds: Success after N, Failure at a failure"},
	{bt.KindRetryUntilSuccess, "3", "runs its child until it succeeds, at most N times: Failure after N failures"},
	{bt.KindCooldown, "1 s", "after its child finishes, Failure for the duration without ticking it"},
	{bt.KindTimeout, "2 s", "its child may run for the duration, then is halted: Failure"},
}

// spec returns the kind's spec; ok is false for a leaf's kind.
func spec(k bt.Kind) (kindSpec, bool) {
	i := slices.IndexFunc(kindSpecs, func(s kindSpec) bool { return s.kind == k })
	if i < 0 {
		return kindSpec{}, false
	}
	return kindSpecs[i], true
}

// label returns the kind with its parameters as brackets hold them.
func label(k bt.Kind, params string) string {
	if params == "" {
		return k.String()
	}
	return k.String() + " " + params
}

// Insert is a node to add, or to wrap a node in: a composite or decorator
// kind, with the parameters kinds start with ([parallel success 1 failure
// 1], [repeat 2], [retry until success 3], [cooldown 1 s], [timeout 2 s]),
// or a vocabulary leaf, with its parameters' defaults (ai.ParamSpec.Default).
type Insert struct {
	Kind bt.Kind
	// Leaf is the vocabulary leaf a leaf runs (Kind is then the leaf's
	// kind; "" runs the leaf of the node's name), or the condition of a
	// guard ("" for the vocabulary's first condition).
	Leaf string
	// Name is the new node's name: "" for the leaf's, or the kind's in
	// camel case ("reactiveSelector"), numbered if a sibling has it
	// ("sequence2").
	Name string
}

// Choice is an item of the quick-insert list: what to insert, how the list
// shows it, and what it does in a line.
type Choice struct {
	Insert
	Label string // "[sequence]", "[cooldown 1 s]", "hpBelow(fraction) [condition]"
	Doc   string
}

// Catalog returns the kinds and vocabulary leaves whose names match a typed
// filter (case aside): those starting with it first, then those holding
// it, then those holding its letters in order ("pw" finds playerWithin);
// the kinds before the leaves, as listed. An empty filter lists them all.
func Catalog(filter string) []Choice {
	var all []Choice
	for _, s := range kindSpecs {
		all = append(all, Choice{Insert: Insert{Kind: s.kind}, Label: "[" + label(s.kind, s.params) + "]", Doc: s.doc})
	}
	for _, l := range ai.Vocabulary() {
		all = append(all, Choice{Insert: Insert{Kind: l.Kind, Leaf: l.Name}, Label: l.Usage() + " [" + l.Kind.String() + "]", Doc: l.Doc})
	}
	filter = strings.ToLower(filter)
	var ranked [3][]Choice
	for _, c := range all {
		name := strings.ToLower(c.Kind.String())
		if c.Leaf != "" {
			name = strings.ToLower(c.Leaf)
		}
		switch {
		case strings.HasPrefix(name, filter):
			ranked[0] = append(ranked[0], c)
		case strings.Contains(name, filter):
			ranked[1] = append(ranked[1], c)
		case inOrder(name, filter):
			ranked[2] = append(ranked[2], c)
		}
	}
	return slices.Concat(ranked[:]...)
}

// inOrder reports whether s holds the letters of sub in order.
func inOrder(s, sub string) bool {
	for _, r := range sub {
		i := strings.IndexRune(s, r)
		if i < 0 {
			return false
		}
		s = s[i+len(string(r)):]
	}
	return true
}

// vocabularyLeaf returns the vocabulary leaf called name, or nil.
func vocabularyLeaf(name string) *ai.LeafSpec {
	for _, l := range ai.Vocabulary() {
		if l.Name == name {
			return l
		}
	}
	return nil
}

// defaultArgs returns the arguments a leaf starts with: its parameters'
// defaults, or none for a leaf the vocabulary lacks.
func defaultArgs(leaf string) []string {
	var args []string
	if l := vocabularyLeaf(leaf); l != nil {
		for _, p := range l.Params {
			args = append(args, p.Default)
		}
	}
	return args
}

// firstCondition returns the vocabulary's first condition: what a guard
// checks until it is told otherwise.
func firstCondition() string {
	for _, l := range ai.Vocabulary() {
		if l.Kind == bt.KindCondition {
			return l.Name
		}
	}
	return ""
}

// defaultName returns the name a node inserted as what takes before it is
// numbered: the leaf's, or the kind's in camel case.
func defaultName(what Insert) string {
	if what.Kind.IsLeaf() && what.Leaf != "" {
		return what.Leaf
	}
	words := strings.Fields(what.Kind.String())
	for i := 1; i < len(words); i++ {
		words[i] = strings.ToUpper(words[i][:1]) + words[i][1:]
	}
	return strings.Join(words, "")
}
