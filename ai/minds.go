package ai

import (
	"fmt"
	"math"
	"slices"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// Minds is the world's Brain: one tree per kind, one instance per enemy. Set
// it up with Attach; it follows enemies added later by itself.
//
// An enemy nobody watches ticks lean (bt.Lean): a word or two of memory and
// a tick that costs little more than its leaves. One that somebody watches,
// its transitions recorded (Remember) or its reasons explained (Explain),
// ticks a full instance, which keeps what a debugger shows. It switches
// from one to the other between ticks without changing what it does.
type Minds struct {
	world    *entity.World // the world these minds run
	trees    map[*entity.Kind]*kindTree
	minds    []mind
	agent    Agent // the context handed to leaves, reused every tick
	remember int   // transitions each enemy's recorder keeps; 0: none
	// swapped holds, by enemy index, what enemies held on the tick after
	// which SetTree replaced their trees, until each thinks again: the
	// fresh instance has decided nothing yet.
	swapped map[int]*swap
	// thinkers think for several enemies at once (see Thinkers), reused.
	thinkers []entity.Brain
	// sums are what Count summed up last, and counted each enemy's
	// decision as they hold it.
	sums    sums
	counted []countedDecision
}

// swap is what a living enemy held on the tick after which SetTree gave it
// a new tree: its decision, and its full instance of the old tree (halted,
// unless the new tree only renames it; nil when it ticked lean), which is
// what that tick shows (see Minds.Ran).
type swap struct {
	decision Decision
	ran      *bt.Instance
}

// kindTree is a kind's tree and, per node, the top-level branch it belongs
// to and the keys a Digest folds in when the node is an enemy's tip.
type kindTree struct {
	tree *bt.Tree[*Agent]
	keys []decisionKeys
	// slot is the kind's index among the world's kinds, where Count puts
	// its numbers. branches names the top-level branches, then idle and
	// dead (see Branches); branchOf gives each node's, and idle and dead
	// index the last two.
	slot       int
	branches   []string
	branchOf   []uint16
	idle, dead uint16
	// restless lists the nodes that keep an enemy awake when ticked (see
	// Minds.Rests), and within every range the tree's leaves compare the
	// player's distance with.
	restless []int32
	within   []distance
	// lean is the tree compiled for enemies nobody watches, and leanRests
	// whether such an enemy can tell it ticked a restless node: when every
	// one is a leaf that says so (see Agent.restless).
	lean      *bt.Lean[*Agent]
	leanRests bool
}

// mind is one enemy's: its kind's tree and its own instance, full or lean.
type mind struct {
	kt *kindTree
	// in is the enemy's full instance while somebody watches it, else nil
	// and it ticks lean.
	in *bt.Instance
	// home is whether a leaf reported the enemy at its home on its last
	// tick (see Agent): a tree that succeeded then has nothing to do.
	// homeChanged is whether that tick changed it. restless is whether its
	// last lean tick ticked a leaf that reads what moves by itself.
	home, homeChanged, restless bool
	// lean is its memory while nobody watches it; from the switch to a
	// full instance until that one ticks, it still holds the decision.
	lean bt.LeanInstance
	// rec is what it keeps about its recorded past, if anything. A mind is
	// 64 bytes, a cache line, of which a tick reads what it needs.
	rec *recorded
}

// recorded is what a mind keeps about its recorded past: its recorder while
// Pause holds it off, and the eras of its trees.
type recorded struct {
	paused *bt.Recorder
	// eras says which tree's node IDs the recorder's transitions use once the
	// enemy's tree was replaced (see SetTree); empty: the current tree's.
	eras []era
}

// era is a stretch of an enemy's recorded history, from a tick on, made by
// one tree.
type era struct {
	from  uint32
	shape *bt.Shape
}

// shapeAt returns the shape whose node IDs the enemy's transitions of the
// given tick use.
func (mi *mind) shapeAt(tick uint32) *bt.Shape {
	for i := len(mi.eras()) - 1; i >= 0; i-- {
		if mi.rec.eras[i].from <= tick {
			return mi.rec.eras[i].shape
		}
	}
	return mi.kt.tree.Shape()
}

// eras returns the eras of the mind's recorded past.
func (mi *mind) eras() []era {
	if mi.rec == nil {
		return nil
	}
	return mi.rec.eras
}

// record returns what the mind keeps about its recorded past, making room
// for it.
func (mi *mind) record() *recorded {
	if mi.rec == nil {
		mi.rec = &recorded{}
	}
	return mi.rec
}

// Trees are the tree definitions of a world's kinds, by kind name.
type Trees map[string]*bt.Tree[*Agent]

// Attach gives every enemy of w an instance of its kind's tree, and makes the
// result w's Brain. Every kind needs a tree.
func Attach(w *entity.World, trees Trees) (*Minds, error) {
	m := &Minds{world: w, trees: map[*entity.Kind]*kindTree{}}
	for _, k := range w.Kinds {
		tree, ok := trees[k.Name]
		if !ok {
			return nil, fmt.Errorf("ai: kind %s has no tree", k.Name)
		}
		m.trees[k] = newKindTree(tree, len(m.trees))
	}
	m.follow(w)
	w.Brain = m
	return m, nil
}

// newKindTree prepares the tree of the kind in the given slot, with each
// node's top-level branch.
func newKindTree(tree *bt.Tree[*Agent], slot int) *kindTree {
	shape := tree.Shape()
	kt := &kindTree{tree: tree, keys: make([]decisionKeys, shape.Len()), slot: slot, branchOf: make([]uint16, shape.Len()),
		branches: BranchesOf(shape)}
	kt.idle, kt.dead = uint16(len(kt.branches)-2), uint16(len(kt.branches)-1)
	for id := range kt.branchOf {
		branch := topBranch(shape, id)
		kt.keys[id] = decisionKeys{branch: nameKey(branch, shape.Name(id)), idle: nameKey(BranchIdle, shape.Name(id))}
		kt.branchOf[id] = noBranch
		if branch != "" { // the root, as the tip, is in none
			kt.branchOf[id] = uint16(slices.Index(kt.branches[:kt.idle], branch))
		}
	}
	kt.declare(shape)
	kt.lean = tree.Lean()
	return kt
}

// declare finds what the tree's nodes read: the nodes that keep an enemy
// awake when ticked (leaves that read what moves by itself or declare
// nothing, decorators that count ticks) and every range its leaves compare
// the player's distance with.
func (kt *kindTree) declare(shape *bt.Shape) {
	kt.leanRests = true
	for id := range shape.Len() {
		switch kind := shape.Kind(id); {
		case kind.IsLeaf() || kind == bt.KindGuard:
			r, declared := shape.Meta(id).(leafReads)
			if !declared || r.moving {
				kt.restless = append(kt.restless, int32(id))
				kt.leanRests = kt.leanRests && declared && kind.IsLeaf()
			}
			kt.within = append(kt.within, r.within...)
		case kind >= bt.KindRepeat: // Repeat, RetryUntilSuccess, Cooldown, Timeout
			kt.restless = append(kt.restless, int32(id))
			kt.leanRests = false
		}
	}
}

// noBranch is the branch index of the root, which is in no branch; a tree
// has fewer nodes than that (treefile.MaxNodes).
const noBranch = math.MaxUint16

// BranchesOf returns the branches the enemies of a kind running shape are
// counted in (KindCrowd.Branches): the tree's top-level branches by name, in
// the order they first come, then idle and dead, which are what an enemy
// does, not branches of its tree: slots of their own, even when the tree
// names a branch so.
func BranchesOf(shape *bt.Shape) []string {
	var branches []string
	for id := range shape.Len() {
		if b := topBranch(shape, id); b != "" && !slices.Contains(branches, b) {
			branches = append(branches, b)
		}
	}
	return append(branches, BranchIdle, BranchDead)
}

// branchName returns the name of node id's top-level branch, or "" for the
// root.
func (kt *kindTree) branchName(id int) string {
	if b := kt.branchOf[id]; b != noBranch {
		return kt.branches[b]
	}
	return ""
}

// SetTree gives every enemy of the kind named kind an instance of tree, from
// the next tick on: a fresh one, the running nodes of each living enemy
// halted first, exactly once, deepest first, so an attack under way is
// cancelled by its halt hook; or, when tree does what the one an enemy runs
// does but for its nodes' names (renamesOnly), one that goes on where the
// enemy is, nothing halted. Either way the decision of this tick stays the
// old tree's until the enemy thinks again. Recording and reasons carry over
// to the new instances.
func (m *Minds) SetTree(w *entity.World, kind string, tree *bt.Tree[*Agent]) {
	k := w.Kind(kind)
	if k == nil {
		return
	}
	w.WakeKind(k)
	m.sums.tick = 0 // the kind's branches are the new tree's
	kt := newKindTree(tree, m.trees[k].slot)
	m.trees[k] = kt
	var was *kindTree // the tree the last enemy ran, and whether the new one renames it
	renames := false
	for i := range m.minds {
		e := &w.Enemies[i]
		if e.Kind != k {
			continue
		}
		old := &m.minds[i]
		if old.kt != was {
			was, renames = old.kt, renamesOnly(old.kt.tree.Shape(), tree.Shape())
		}
		if !e.Dead { // what it decided on this tick stays its decision until it thinks again
			if _, ok := m.swapped[i]; !ok {
				if m.swapped == nil {
					m.swapped = map[int]*swap{}
				}
				m.swapped[i] = &swap{decision: m.Decision(e), ran: old.in}
			}
		}
		if !e.Dead && !renames {
			m.agent = old.agent(w, e)
			old.halt(&m.agent, w.Tick)
		}
		rec := old.record()
		if len(rec.eras) == 0 {
			rec.eras = append(rec.eras, era{from: 0, shape: old.kt.tree.Shape()})
		}
		// The halts above are the old tree's last transitions; the new tree's
		// start on the next tick. A re-simulated reload is already there.
		if last := rec.eras[len(rec.eras)-1]; last.from != w.Tick+1 || last.shape != tree.Shape() {
			rec.eras = append(rec.eras, era{from: w.Tick + 1, shape: tree.Shape()})
		}
		if old.kt = kt; old.in != nil {
			in := carry(kt.tree.NewInstance(), old.in)
			if renames {
				in.CopyFrom(old.in)
			}
			old.in = in
		}
		lean := kt.lean.NewInstances(1)[0]
		if renames {
			lean.CopyLean(&old.lean)
		}
		old.lean = lean
	}
}

// renamesOnly reports whether a tree of shape to is one of shape from with
// nodes renamed, and nothing else: alike (bt.Shape.Alike), every leaf the
// same vocabulary leaf with the same arguments. Its enemies go on where
// they are in it, with nothing halted.
func renamesOnly(from, to *bt.Shape) bool {
	if !from.Alike(to) {
		return false
	}
	for id := range from.Len() {
		a, aDeclared := from.Meta(id).(leafReads)
		b, bDeclared := to.Meta(id).(leafReads)
		if kind := from.Kind(id); (kind.IsLeaf() || kind == bt.KindGuard) && (!aDeclared || !bDeclared || a.call != b.call) {
			return false
		}
	}
	return true
}

// Tree returns the tree enemies of kind k run now.
func (m *Minds) Tree(k *entity.Kind) *bt.Tree[*Agent] { return m.trees[k].tree }

// carry moves an instance's recorder and reasons to its replacement.
func carry(to, from *bt.Instance) *bt.Instance {
	to.Record(from.Recorder())
	to.Explain(from.Explaining())
	return to
}

// topBranch returns the name of the root's child that node id is under, or ""
// for the root.
func topBranch(s *bt.Shape, id int) string {
	for id >= 0 && s.Node(id).Depth > 1 {
		id = s.Node(id).Parent
	}
	if id <= 0 {
		return ""
	}
	return s.Node(id).Name
}

// follow gives minds to enemies added since the last call: lean instances,
// the words of each kind's in one block, and full ones too while every
// enemy's transitions are remembered.
func (m *Minds) follow(w *entity.World) {
	from := len(m.minds)
	count := map[*kindTree]int{}
	for i := from; i < len(w.Enemies); i++ {
		kt := m.trees[w.Enemies[i].Kind]
		count[kt]++
		m.minds = append(m.minds, mind{kt: kt})
	}
	leans := map[*kindTree][]bt.LeanInstance{}
	for kt, n := range count {
		leans[kt] = kt.lean.NewInstances(n)
	}
	for i := from; i < len(m.minds); i++ {
		mi := &m.minds[i]
		mi.lean, leans[mi.kt] = leans[mi.kt][0], leans[mi.kt][1:]
		if m.remember > 0 {
			mi.watch()
			mi.in.Record(bt.NewRecorder(m.remember))
		}
	}
}

// Think ticks e's tree once: the leaves set its intent.
func (m *Minds) Think(w *entity.World, e *entity.Enemy) {
	mi := m.prepare(w, e)
	if m.swapped != nil {
		m.forgetSwap(int(e.Index))
	}
	mi.think(&m.agent, w, e)
}

// think ticks the mind's tree once for enemy e, agent set as the leaves'
// context: its full instance while watched, else lean.
func (mi *mind) think(agent *Agent, w *entity.World, e *entity.Enemy) {
	*agent = mi.agent(w, e)
	if mi.in != nil {
		mi.kt.tree.Tick(mi.in, agent, w.Tick)
	} else {
		mi.kt.lean.Tick(&mi.lean, agent, w.Tick)
		mi.restless = agent.restless
	}
	mi.home, mi.homeChanged = agent.home, mi.home != agent.home
}

// halt halts the mind's running nodes, agent set as the leaves' context.
func (mi *mind) halt(agent *Agent, now uint32) {
	if mi.in != nil {
		mi.kt.tree.Halt(mi.in, agent, now)
	} else {
		mi.kt.lean.Halt(&mi.lean, agent, now)
	}
}

// Rests reports whether enemy e may be parked after its last Think (see
// entity.Parker): its tree changed no status (lean: nothing it keeps) and
// its home flag, nobody explains it, and no node it ticked keeps it awake
// (a leaf that reads the player's position or the clock, or declares
// nothing; a decorator that counts ticks: lean, an enemy whose tree has
// those never rests). Its reach is the largest range its tree's leaves compare
// the player's distance with, as the kind is tuned now.
func (m *Minds) Rests(w *entity.World, e *entity.Enemy) (reach float64, ok bool) {
	if int(e.Index) >= len(m.minds) {
		return 0, false
	}
	mi := &m.minds[int(e.Index)]
	if _, swapped := m.swapped[int(e.Index)]; swapped || mi.homeChanged {
		return 0, false
	}
	if in := mi.in; in != nil {
		if in.Now() != w.Tick || in.Changed() == w.Tick || in.Explaining() {
			return 0, false
		}
		for _, id := range mi.kt.restless {
			if in.VisitedNow(int(id)) {
				return 0, false
			}
		}
	} else if l := &mi.lean; l.Now() != w.Tick || l.Changed() == w.Tick || mi.restless || !mi.kt.leanRests {
		return 0, false
	}
	for _, d := range mi.kt.within {
		reach = max(reach, d.of(e.Kind))
	}
	return reach, true
}

// CatchUp makes the instance of enemy e, parked since its last Think, what
// thinking on every tick through the given one would have made it (see
// entity.Parker).
func (m *Minds) CatchUp(e *entity.Enemy, through uint32) {
	if int(e.Index) < len(m.minds) {
		m.minds[int(e.Index)].skipTo(through)
	}
}

// skipTo brings a parked enemy's full instance up to the given tick: a
// lean one keeps no ticks.
func (mi *mind) skipTo(through uint32) {
	if mi.in != nil {
		mi.in.SkipTo(through)
	}
}

// catchUp brings the instances of every parked enemy up to the world's last
// tick, for callers that copy or hash them.
func (m *Minds) catchUp() {
	if m.world == nil || m.world.ParkedCount() == 0 {
		return
	}
	for i := range m.minds {
		if m.world.Parked(i) {
			m.minds[i].skipTo(m.world.Tick)
		}
	}
}

// forgetSwap drops the decision enemy i kept over a tree swap, as it thinks
// again.
func (m *Minds) forgetSwap(i int) {
	delete(m.swapped, i)
	if len(m.swapped) == 0 {
		m.swapped = nil
	}
}

// Halt halts e's tree because it died: a running attack is cancelled by its
// action's halt hook.
func (m *Minds) Halt(w *entity.World, e *entity.Enemy) {
	if m.swapped != nil { // dead, it decides nothing more of the old tree's
		m.forgetSwap(int(e.Index))
	}
	mi := m.prepare(w, e)
	m.agent = mi.agent(w, e)
	mi.halt(&m.agent, w.Tick)
}

// prepare returns e's mind, giving it one if it is new.
func (m *Minds) prepare(w *entity.World, e *entity.Enemy) *mind {
	if int(e.Index) >= len(m.minds) {
		m.follow(w)
	}
	return &m.minds[int(e.Index)]
}

// agent returns the leaves' context for the mind's enemy e.
func (mi *mind) agent(w *entity.World, e *entity.Enemy) Agent {
	return Agent{W: w, E: e, wasHome: mi.home}
}

// Instance returns enemy i's full tree instance, or nil if it has none:
// while nobody watches it, it ticks lean (see Explain and Remember).
func (m *Minds) Instance(i int) *bt.Instance {
	if i >= len(m.minds) {
		return nil
	}
	return m.minds[i].in
}

// Shape returns the shape of enemy i's tree, or nil.
func (m *Minds) Shape(i int) *bt.Shape {
	if i >= len(m.minds) {
		return nil
	}
	return m.minds[i].kt.tree.Shape()
}

// Ran returns the full instance (nil if it has none) and the shape of the
// tree enemy i ran on the world's tick, as a debugger shows that tick:
// Instance and Shape, but on the tick after which SetTree replaced the tree
// of a watched enemy (Replaced), until it thinks again, the old tree's,
// with the statuses and reasons of that tick (its running nodes halted by
// the swap).
func (m *Minds) Ran(i int) (*bt.Instance, *bt.Shape) {
	if s := m.swapped[i]; s != nil && s.ran != nil {
		return s.ran, s.ran.Tree()
	}
	return m.Instance(i), m.Shape(i)
}

// Replaced reports whether Ran shows the old tree of enemy i: a watched
// enemy, living, whose tree SetTree replaced after the world's tick, and
// which has not thought since.
func (m *Minds) Replaced(i int) bool {
	s := m.swapped[i]
	return s != nil && s.ran != nil
}

// Decision is what an enemy's tree decided on its last tick.
type Decision struct {
	// Branch names the top-level branch of the tip, like attack, chase or
	// return; idle for an enemy done at home and dead for a dead one,
	// whatever the tree's branches are called.
	Branch string
	Leaf   string    // the tip: the deepest node ticked
	Status bt.Status // the root's status
	// Activity is what the enemy is doing, from its state and its tree's
	// status: what a reader asks, rather than comparing Branch with a name
	// (a tree may call its chasing branch idle).
	Activity Activity
}

// Decided reports whether d is a decision made: not that of an enemy whose
// tree has not ticked yet (before its first tick, or added since). A tree
// whose root is a leaf decides with no branch (Branch "").
func (d Decision) Decided() bool { return d != noDecision }

// Decision reports enemy e's last decision. Over a tree swap (SetTree) it is
// still the old tree's, until the new one ticks: a trace written after the
// tick, or a replay applying the swap before writing it, say the same.
func (m *Minds) Decision(e *entity.Enemy) Decision {
	d := m.decide(e)
	if d.kt == nil {
		return *d.spelled
	}
	branch := d.kt.branchName(d.tip)
	if d.idle {
		branch = BranchIdle
	}
	return Decision{Branch: branch, Leaf: d.kt.tree.Shape().Name(d.tip), Status: d.status,
		Activity: activity(m.world, e, d.idle)}
}

// decided is an enemy's last decision as its mind holds it: a tip in its
// tree, or a Decision spelled out when there is none to point at.
type decided struct {
	kt      *kindTree // nil: spelled holds the decision
	tip     int
	status  bt.Status
	idle    bool      // done at home: the idle branch, whatever the tip's is called
	spelled *Decision // not to be changed
}

// The decisions of an enemy that is dead, and of one that has decided
// nothing yet.
var (
	deadDecision = Decision{Branch: BranchDead, Status: bt.Idle, Activity: Dead}
	noDecision   = Decision{Status: bt.Idle, Activity: Moving}
	// deadKey is deadDecision's key, which every dead enemy's count holds.
	deadKey = deadDecision.key()
)

// decide finds enemy e's last decision; Decision and Digest read it.
func (m *Minds) decide(e *entity.Enemy) decided {
	if e.Dead {
		return decided{spelled: &deadDecision}
	}
	if int(e.Index) >= len(m.minds) {
		return decided{spelled: &noDecision}
	}
	if m.swapped != nil {
		if s, ok := m.swapped[int(e.Index)]; ok {
			return decided{spelled: &s.decision}
		}
	}
	mi := &m.minds[int(e.Index)]
	tip, status := mi.decision()
	if tip < 0 {
		return decided{spelled: &noDecision}
	}
	// Done, at home: nothing to do, whatever the branch is called.
	idle := status == bt.Success && mi.home && !e.Attacking()
	return decided{kt: mi.kt, tip: tip, status: status, idle: idle}
}

// Activity is what an enemy is doing, read from its state and its tree's
// status rather than from the names in its tree file: what labels are
// coloured by.
type Activity int

// The activities, from resting to fighting.
const (
	Resting   Activity = iota // idle at home: its tree has nothing to do, whatever it sees
	Moving                    // anything else out of sight of the player, like walking home
	Pursuing                  // it sees the player and acts on it
	Attacking                 // an attack is under way
	Dead
)

// Doing says what an enemy doing a is doing, in words a reader of a
// divergence or a label's colour needs no key for, like "sees the player".
func (a Activity) Doing() string {
	if words := [...]string{"resting at home", "does not see the player", "sees the player", "attacking", "dead"}; a >= 0 && int(a) < len(words) {
		return words[a]
	}
	return fmt.Sprintf("activity %d", int(a))
}

// Activity reports what enemy e of world w is doing.
func (m *Minds) Activity(w *entity.World, e *entity.Enemy) Activity {
	d := m.decide(e)
	return activity(w, e, d.idle || d.kt == nil && d.spelled.Activity == Resting)
}

// activity returns what enemy e of world w is doing, idle telling whether
// its tree is done at home.
func activity(w *entity.World, e *entity.Enemy, idle bool) Activity {
	switch {
	case e.Dead:
		return Dead
	case e.Attacking():
		return Attacking
	case idle:
		return Resting
	case w != nil && Sees(w, e):
		return Pursuing
	}
	return Moving
}

// Explain switches reasons on or off for enemy i, for a debugger watching it.
func (m *Minds) Explain(i int, on bool) {
	if on && m.world != nil {
		m.world.Wake(i) // a parked enemy thinks again, and gives reasons
	}
	if i >= len(m.minds) {
		return
	}
	mi := &m.minds[i]
	if on {
		mi.watch()
	}
	if mi.in != nil {
		mi.in.Explain(on)
	}
	if !on && m.remember == 0 {
		mi.unwatch()
	}
}

// Remember gives every enemy, and every enemy added later, a recorder of its
// last capacity status changes (0: none), so a debugger can show the recent
// past of any enemy the moment it is selected: every enemy is watched and
// ticks a full instance while capacity is above 0.
func (m *Minds) Remember(capacity int) {
	m.remember = capacity
	for i := range m.minds {
		mi := &m.minds[i]
		if capacity == 0 {
			if mi.in != nil {
				mi.in.Record(nil)
			}
			mi.unwatch()
			continue
		}
		mi.watch()
		mi.in.Record(bt.NewRecorder(capacity))
	}
}

// Recorder returns enemy i's recorder, or nil.
func (m *Minds) Recorder(i int) *bt.Recorder {
	if in := m.Instance(i); in != nil {
		return in.Recorder()
	}
	return nil
}

// Pause stops or restarts recording for every enemy without forgetting what
// was recorded: a rewinding debugger re-simulates ticks it already holds.
func (m *Minds) Pause(paused bool) {
	if m.remember == 0 {
		return
	}
	for i := range m.minds {
		in := m.minds[i].in
		if in == nil {
			continue
		}
		if paused {
			m.minds[i].record().paused = in.Recorder()
			in.Record(nil)
		} else if rec := m.minds[i].rec; rec != nil && rec.paused != nil {
			in.Record(rec.paused)
			rec.paused = nil
		}
	}
}

// DropAfter forgets every enemy's recorded status changes after tick.
func (m *Minds) DropAfter(tick uint32) {
	for i := range m.minds {
		if r := m.Recorder(i); r != nil {
			r.DropAfter(tick)
		}
		if rec := m.minds[i].rec; rec != nil {
			for len(rec.eras) > 0 && rec.eras[len(rec.eras)-1].from > tick+1 {
				rec.eras = rec.eras[:len(rec.eras)-1]
			}
		}
	}
}
