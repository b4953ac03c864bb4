package ai

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// LeafSpec is one leaf of the vocabulary tree files build from: a name, the
// kind of node it is, its parameters and what it does. Every leaf gives its
// reason to the debugger.
type LeafSpec struct {
	Name   string
	Kind   bt.Kind
	Params []ParamSpec
	Doc    string
	build  func(node string, args []any) *bt.Node[*Agent]
	// reads declares what the leaf reads besides the enemy's own state,
	// given its arguments: what decides whether an enemy that ticked it may
	// be parked, and what wakes it (see Minds.Rests).
	reads func(args []any) leafReads
}

// leafReads is what a vocabulary leaf declares it reads besides the enemy's
// own state, and which leaf it is, attached to its node (bt.Node.With). A
// node without it is taken to read anything, and an enemy that ticked one
// is never parked.
type leafReads struct {
	// call is the vocabulary leaf and the values of its arguments, like
	// "playerWithin[{attack 0}]": two nodes with the same call do the same.
	call string
	// text is the leaf's call as the tree file writes it, like
	// "playerWithin(attack)", which Call returns.
	text string
	// moving is set for a leaf that reads something that changes by itself
	// from tick to tick: the player's position (to move or aim by it) or
	// the clock.
	moving bool
	// within are the ranges the leaf compares the player's distance with.
	within []distance
}

// Call returns the leaf's call as the tree file writes it: a diff of two
// trees marks a leaf whose call changed (treegraph.Caller).
func (r leafReads) Call() string { return r.text }

// ParamSpec is one parameter of a leaf.
type ParamSpec struct {
	Name string
	Doc  string
	// Default is the argument a leaf added by an editor starts with.
	Default string
	read    func(text string) (any, error)
}

// Check reads an argument as a tree file's leaf does, and says what is
// wrong with it, with the message a tree file gets: what keeps an editor's
// field within the parameter's range.
func (p *ParamSpec) Check(text string) error {
	_, err := p.read(text)
	return err
}

// Usage returns how the leaf is written, like "playerWithin(range)".
func (l *LeafSpec) Usage() string {
	if len(l.Params) == 0 {
		return l.Name
	}
	names := make([]string, len(l.Params))
	for i, p := range l.Params {
		names[i] = p.Name
	}
	return l.Name + "(" + strings.Join(names, ", ") + ")"
}

// distance is a range parameter: one of the kind's ranges, read at every
// tick so tuning applies, or a number of world units.
type distance struct {
	field string // "detect", "attack", "min_distance", or "" for a number
	value float64
}

func (d distance) of(k *entity.Kind) float64 {
	switch d.field {
	case "detect":
		return k.Detect
	case "attack":
		return k.Attack
	case "min_distance":
		return k.MinDistance
	case "lose":
		return k.LoseRange()
	}
	return d.value
}

var rangeParam = ParamSpec{Name: "range", Doc: "detect, attack, min_distance (the kind's, as tuned) or a distance in world units", Default: "detect",
	read: func(s string) (any, error) {
		switch s {
		case "detect", "attack", "min_distance":
			return distance{field: s}, nil
		}
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || x < 0 || math.IsInf(x, 0) || math.IsNaN(x) {
			return nil, fmt.Errorf("want detect, attack, min_distance or a distance of 0 or more, got %s", config.Quote(s))
		}
		return distance{value: x}, nil
	}}

var fractionParam = ParamSpec{Name: "fraction", Doc: "a fraction of the kind's hp, above 0 and at most 1, like 0.5", Default: "0.5",
	read: func(s string) (any, error) {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || !(x > 0 && x <= 1) {
			return nil, fmt.Errorf("want a fraction above 0 and at most 1, like 0.5, got %s", config.Quote(s))
		}
		return x, nil
	}}

var durationParam = ParamSpec{Name: "duration", Doc: `seconds or ticks, like "1.5 s" or "90 ticks"`, Default: "1 s",
	read: func(s string) (any, error) {
		f := strings.Fields(s)
		if len(f) == 2 {
			if ticks, ok := Syntax.DurationTicks(f[0], f[1]); ok {
				return uint32(ticks), nil
			}
		}
		return nil, fmt.Errorf(`want seconds or ticks, like "1.5 s" or "90 ticks", got %s`, config.Quote(s))
	}}

// vocabulary is every leaf a tree file can use, by name.
var vocabulary = map[string]*LeafSpec{}

func register(l *LeafSpec) { vocabulary[l.Name] = l }

// What most leaves declare: they read only the enemy's own state, or they
// read what moves by itself, and then their functions are wrapped in moving
// (a test holds the two together).
var (
	readsOwnState = func([]any) leafReads { return leafReads{} }
	readsMoving   = func([]any) leafReads { return leafReads{moving: true} }
)

// Vocabulary returns the leaves tree files can use, sorted by name.
func Vocabulary() []*LeafSpec {
	out := make([]*LeafSpec, 0, len(vocabulary))
	for _, l := range vocabulary {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// VocabularyText lists the leaves with their parameters, as cmd/trees
// -vocabulary prints it and docs/trees.md shows it.
func VocabularyText() string {
	var b strings.Builder
	for _, l := range Vocabulary() {
		fmt.Fprintf(&b, "%-24s [%s] %s\n", l.Usage(), l.Kind, l.Doc)
		for _, p := range l.Params {
			fmt.Fprintf(&b, "%-24s   %s: %s\n", "", p.Name, p.Doc)
		}
	}
	return b.String()
}

func init() {
	register(&LeafSpec{Name: "playerWithin", Kind: bt.KindCondition, Params: []ParamSpec{rangeParam},
		Doc:   "the living player is within range of the enemy",
		reads: func(args []any) leafReads { return leafReads{within: []distance{args[0].(distance)}} },
		build: func(node string, args []any) *bt.Node[*Agent] {
			d := args[0].(distance)
			return bt.Condition(node, func(a *Agent) bool { return playerWithin(a, d.of(a.E.Kind)) }).
				Why(func(a *Agent) string { return whyPlayerWithin(a, d.field, d.of(a.E.Kind)) })
		}})
	register(&LeafSpec{Name: "seesPlayer", Kind: bt.KindCondition,
		Doc:   "the enemy sees the living player: within detect, or within lose while it keeps track of them",
		reads: func([]any) leafReads { return leafReads{within: []distance{{field: "detect"}, {field: "lose"}}} },
		build: func(node string, _ []any) *bt.Node[*Agent] {
			return bt.Condition(node, seesPlayer).Why(whySeesPlayer)
		}})
	register(&LeafSpec{Name: "attackReady", Kind: bt.KindCondition, Doc: "no attack under way and the cooldown is over",
		reads: readsOwnState,
		build: func(node string, _ []any) *bt.Node[*Agent] {
			return bt.Condition(node, attackReady).Why(whyAttackReady)
		}})
	register(&LeafSpec{Name: "hpBelow", Kind: bt.KindCondition, Params: []ParamSpec{fractionParam},
		Doc:   "the enemy's hit points are below fraction of its kind's hp",
		reads: readsOwnState,
		build: func(node string, args []any) *bt.Node[*Agent] {
			f := args[0].(float64)
			return bt.Condition(node, func(a *Agent) bool { return a.E.HP < f*a.E.Kind.HP }).
				Why(func(a *Agent) string { return whyHPBelow(a, f) })
		}})
	register(&LeafSpec{Name: "atHome", Kind: bt.KindCondition, Doc: "the enemy stands at its home",
		reads: readsOwnState,
		build: func(node string, _ []any) *bt.Node[*Agent] {
			return bt.Condition(node, atHome).Why(whyMoveHome)
		}})
	register(&LeafSpec{Name: "attack", Kind: bt.KindStatefulAction,
		Doc:   "strikes in melee, or shoots for a ranged kind: runs through wind-up, strike and recovery; halted, the attack is cancelled",
		reads: readsMoving,
		build: func(node string, _ []any) *bt.Node[*Agent] {
			return bt.StatefulAction(node, moving(beginAttack), moving(attackPlaying), cancelAttack).Why(whyAttack)
		}})
	register(&LeafSpec{Name: "moveToPlayer", Kind: bt.KindAction, Doc: "closes in to melee distance and holds there; always running",
		reads: readsMoving,
		build: func(node string, _ []any) *bt.Node[*Agent] {
			return bt.Action(node, moving(moveToPlayer)).Why(whyMoveToPlayer)
		}})
	register(&LeafSpec{Name: "keepDistance", Kind: bt.KindAction,
		Doc:   "closes to the attack range, holds, and backs away from a player nearer than min_distance; always running",
		reads: readsMoving,
		build: func(node string, _ []any) *bt.Node[*Agent] {
			return bt.Action(node, moving(keepDistance)).Why(whyKeepDistance)
		}})
	register(&LeafSpec{Name: "moveHome", Kind: bt.KindAction, Doc: "walks home; succeeds there",
		reads: readsOwnState,
		build: func(node string, _ []any) *bt.Node[*Agent] {
			return bt.Action(node, moveHome).Why(whyMoveHome)
		}})
	register(&LeafSpec{Name: "moveAway", Kind: bt.KindAction, Doc: "runs straight away from the player; always running",
		reads: readsMoving,
		build: func(node string, _ []any) *bt.Node[*Agent] {
			return bt.Action(node, moving(moveAway)).Why(whyMoveAway)
		}})
	register(&LeafSpec{Name: "wait", Kind: bt.KindStatefulAction, Params: []ParamSpec{durationParam},
		Doc:   "stands still for the duration, then succeeds",
		reads: readsMoving,
		build: func(node string, args []any) *bt.Node[*Agent] {
			ticks := args[0].(uint32)
			return bt.StatefulAction(node,
				moving(func(a *Agent) bt.Status { a.E.WaitUntil = a.W.Tick + ticks; return bt.Running }),
				moving(waitTick), func(a *Agent) { a.E.WaitUntil = 0 }).Why(whyWait)
		}})
}
