package session

import (
	"maps"
	"slices"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
)

// History settings. A keyframe is a full copy of the world and every enemy's
// tree instance; seeking restores the nearest one before the wanted tick and
// re-simulates the rest, at most KeyframeEvery ticks.
const (
	// KeyframeEvery is how many ticks apart keyframes are.
	KeyframeEvery = 60
	// WindowTicks is how far back a session can always rewind: 60 seconds,
	// or less for a crowd beyond the history's budget (see Window).
	WindowTicks = 60 * 60
	// keyframes is how many keyframes cover the window, with one to spare
	// so the window's first tick is always after a keyframe.
	keyframes = WindowTicks/KeyframeEvery + 2
	// Remembered is how many status changes each enemy's recorder keeps, or
	// fewer in a crowd beyond the history's budget.
	Remembered = 256
	// rememberedEvents is how many world events the history keeps.
	rememberedEvents = 1 << 14
)

// Session is one deterministic run of the demo: a world and its enemies'
// minds, the scripted player if any, and everything needed to go back in
// time or write a replay: the inputs of every tick, the kind changes made
// while it ran, keyframes and the recent history of every enemy and event.
//
// The tick shown (World.Tick) may be in the past, after Seek; Head is the
// newest tick played. Advance plays on from the present; from the past it
// first drops the old future (see Resume).
type Session struct {
	origin Origin
	cfg    *entity.Config
	steps  []entity.Step
	kept   []string // the kinds that started on a tree kept in the browser

	World  *entity.World
	Minds  *ai.Minds
	script *entity.Script // the scripted player; nil once the keyboard plays

	done    []Segment // segments before restarts, for replay files
	seg     Segment   // the current segment
	pending []Segment // segments of a replay still to play
	head    uint32    // the newest tick played in this segment
	// replayed is the last tick of this segment a replay recorded the
	// input of, 0 for one played live: from a tick before it, playing on
	// plays the replay again (see RecordedAhead).
	replayed uint32
	unpark   bool // step every enemy every tick (see Park)
	// countNodes counts every kind's tree nodes each tick, for heat maps,
	// over restarts too (see CountNodes).
	countNodes bool
	trace      *tracer // the decision trace written, or nil (see Trace)
	version    uint64  // counts the changes of the world shown a step cannot explain (see Version)

	history
}

// keyframe is the state at the end of one tick, before the changes made
// after it.
type keyframe struct {
	world entity.Snapshot
	minds ai.Memory
}

// New starts a session at tick 0 of the world its origin describes.
func New(o Origin) (*Session, error) {
	cfg, steps, err := o.build()
	if err != nil {
		return nil, err
	}
	s := &Session{origin: o, cfg: cfg, steps: steps}
	trees, files, err := o.trees(entity.NewWorld(cfg, o.Seed).Kinds)
	if err != nil {
		return nil, err
	}
	s.origin.Trees = files
	if err := s.begin(nil, nil, trees, nil); err != nil {
		return nil, err
	}
	return s, nil
}

// Park switches the parking of idle enemies on, as sessions start, or off,
// for this session's world and the worlds of its restarts: the run is the
// same either way, off it costs what stepping every enemy every tick costs
// (see entity.World.Park).
func (s *Session) Park(on bool) {
	s.unpark = !on
	s.World.Park(on)
}

// begin builds a fresh world for a new segment whose kinds start with the
// given values (nil: the configuration's) and trees, the files they were
// built from by kind name (nil: the origin's); its extra enemies are drawn
// with the values of crowd (nil: kinds), as a variant's are (see
// Segment.crowd).
func (s *Session) begin(kinds, crowd []entity.Kind, trees ai.Trees, files map[string]TreeFile) error {
	w := entity.NewWorld(s.cfg, s.origin.Seed)
	drawn := kinds
	if crowd != nil {
		drawn = crowd
	}
	for _, k := range drawn {
		w.SetKind(k)
	}
	w.AddCrowd(s.origin.Enemies)
	if crowd != nil {
		for _, k := range kinds {
			w.SetKind(k)
		}
	}
	w.Park(!s.unpark)
	minds, err := ai.Attach(w, trees)
	if err != nil {
		return err
	}
	if files == nil {
		files = map[string]TreeFile{}
		for _, k := range w.Kinds {
			files[k.Name] = s.origin.Trees[k.Tree]
		}
	}
	minds.Remember(rememberedFor(len(w.Enemies)))
	s.World, s.Minds, s.head = w, minds, 0
	s.script = nil
	if s.steps != nil {
		s.script = entity.NewScript(s.steps)
	}
	s.seg, s.replayed = Segment{Kinds: kindValues(w), Trees: files}, 0
	s.history = newHistory(len(w.Enemies))
	s.history.sample(w)
	s.saveKeyframe()
	s.version++
	if s.trace != nil {
		s.trace.begin(s)
	}
	return nil
}

// kindValues returns the values of the world's kinds.
func kindValues(w *entity.World) []entity.Kind {
	kinds := make([]entity.Kind, len(w.Kinds))
	for i, k := range w.Kinds {
		kinds[i] = *k
	}
	return kinds
}

// Version counts the changes to the world shown that playing a tick does not
// explain: seeking, changes of kinds or trees, restarts, a replay's next
// segment, a what-if kept. A cache of how the world looks, made at one
// version, is stale at any other.
func (s *Session) Version() uint64 { return s.version }

// Origin returns what the session started from.
func (s *Session) Origin() Origin { return s.origin }

// Scripted reports whether a scenario's script plays the player.
func (s *Session) Scripted() bool { return s.script != nil }

// ScriptDone reports whether there is no script or it has played every step.
func (s *Session) ScriptDone() bool { return s.script == nil || s.script.Done() }

// Segment returns the number of the segment played, from 0: it grows by one
// at every restart, also a replay's. Whoever holds on to World or Minds (a
// trace) picks up the new ones when it changes.
func (s *Session) Segment() int { return len(s.done) }

// Head returns the newest tick played: the present.
func (s *Session) Head() uint32 { return s.head }

// End returns the last tick of the segment played that is known: the
// present, or while a replay plays, the last tick it recorded for this
// segment, which playing on reaches.
func (s *Session) End() uint32 { return max(s.head, s.seg.Inputs.last()) }

// LastEnd returns the last tick of the longest segment known: End, or
// while a replay with restarts plays, the last tick of a later segment
// when it reaches further. Each segment counts its ticks from 0.
func (s *Session) LastEnd() uint32 {
	end := s.End()
	for _, seg := range s.pending {
		end = max(end, seg.Inputs.last())
	}
	return end
}

// Start returns the oldest tick Seek can go back to.
func (s *Session) Start() uint32 { return s.keys.at(s.keys.len() - 1).world.Tick() }

// Past reports whether the world shown is before the present.
func (s *Session) Past() bool { return s.World.Tick < s.head }

// Replaying reports whether a replay's recorded inputs are still ahead.
func (s *Session) Replaying() bool { return s.seg.Inputs.last() > s.head || len(s.pending) > 0 }

// RecordedAhead reports whether a replay recorded what comes after the tick
// shown, which is in the past: playing on from it plays the replay again,
// as it was, where from another past tick it drops the old future (see
// Advance).
func (s *Session) RecordedAhead() bool { return s.Past() && s.World.Tick < s.replayed }

// Advance plays one tick from the present. The player's intent is the
// replay's recorded one while a replay lasts, else the script's while a
// scenario plays, else in (the keyboard). From the past, the old future is
// dropped first and the keyboard takes over from a script; but where a
// replay recorded it (RecordedAhead), only what was played after the tick
// shown is dropped, and played again from the replay's inputs and changes,
// so that a replay watched again from an earlier tick plays on to its end.
func (s *Session) Advance(in entity.PlayerIntent) {
	switch {
	case s.RecordedAhead():
		s.unplay()
	case s.Past():
		s.Resume()
	}
	if s.seg.Inputs.last() == s.head && len(s.pending) > 0 {
		s.nextSegment()
	}
	next := s.head + 1
	switch {
	case s.seg.Inputs.last() >= next:
		in = s.seg.Inputs.at(next)
	case s.script != nil:
		in = s.script.Intent(s.World)
		s.seg.Inputs.add(in)
	default:
		s.seg.Inputs.add(in)
	}
	s.World.Step(in, entity.Dt)
	s.head = next
	s.seg.Ticks = next
	if next%KeyframeEvery == 0 {
		s.saveKeyframe()
	}
	s.applyChanges(next)
	s.played(s.World, s.Minds, s.countNodes)
	if s.trace != nil {
		s.trace.step(s)
	}
}

// saveKeyframe copies the world and minds as they are into a new keyframe.
func (s *Session) saveKeyframe() {
	kf := s.keys.push()
	s.World.Save(&kf.world)
	s.Minds.Save(&kf.minds)
}

// applyChanges applies the recorded kind and tree changes made after tick
// t. Advance calls it for the tick it plays, where only a replay's recorded
// future can have any (a live change is made at the present, when it applies
// at once); Seek calls it for every tick it re-simulates.
func (s *Session) applyChanges(t uint32) {
	for i := range s.seg.Changes {
		if c := &s.seg.Changes[i]; c.Tick == t {
			s.apply(c)
		}
	}
}

// apply gives the change's kinds their values and their new trees.
func (s *Session) apply(c *Change) {
	for _, k := range c.Kinds {
		s.World.SetKind(k)
	}
	for kind, tree := range c.built {
		s.Minds.SetTree(s.World, kind, tree)
	}
}

// change makes c, built, after the tick shown and records it there. It
// leaves the future alone: SetKinds and SetTrees drop it first, a fork and
// Keep replay it.
func (s *Session) change(c Change) {
	c.Tick = s.World.Tick
	s.apply(&c)
	s.seg.Changes = append(s.seg.Changes, c)
	s.version++
}

// SetKinds gives kinds new values, as live tuning or a reloaded configuration
// does, after the current tick; every enemy of a kind follows from the next
// tick on. From the past, the old future is dropped first. The change is part
// of the session: rewinding and replaying apply it at the same tick.
func (s *Session) SetKinds(kinds ...entity.Kind) {
	if s.Past() || s.Replaying() {
		s.Resume()
	}
	s.change(Change{Kinds: kinds})
}

// SetTrees gives the named kinds new trees, from tree files reloaded while
// the game runs, after the current tick: each enemy of those kinds has its
// running nodes halted once and starts the new tree fresh, unless the new
// tree does what the old one does but for its nodes' names, when it goes on
// where it is (see ai.Minds.SetTree). From the past, the
// old future is dropped first. A file that does not build changes nothing and
// returns its errors, with file, line and column. Rewinding and replays apply
// the change at the same tick.
func (s *Session) SetTrees(files map[string]TreeFile) error {
	c := Change{Trees: files}
	if err := c.build(); err != nil {
		return err
	}
	if s.Past() || s.Replaying() {
		s.Resume()
	}
	s.change(c)
	return nil
}

// build builds the change's tree files, once.
func (c *Change) build() error {
	if len(c.Trees) == 0 || c.built != nil {
		return nil
	}
	built := ai.Trees{}
	for kind, f := range c.Trees {
		tree, err := buildTree(kind+".tree", f)
		if err != nil {
			return err
		}
		built[kind] = tree
	}
	c.built = built
	return nil
}

// Resume makes the tick shown the present: the ticks played after it, their
// inputs, changes, keyframes and history are dropped, a replay ends there,
// and a scripted player gives way to the keyboard if anything was dropped.
func (s *Session) Resume() {
	t := s.World.Tick
	if t == s.head && !s.Replaying() {
		return
	}
	s.seg.Inputs.dropAfter(t)
	kept := s.seg.Changes[:0]
	for _, c := range s.seg.Changes {
		if c.Tick <= t {
			kept = append(kept, c)
		}
	}
	s.seg.Changes = kept
	s.pending = nil
	s.replayed = min(s.replayed, t)
	s.script = nil
	s.unplay()
}

// unplay makes the tick shown the present, dropping the history of the
// ticks played after it (keyframes, records, the trace's lines) but not
// their inputs and changes.
func (s *Session) unplay() {
	t := s.World.Tick
	s.dropAfter(t)
	s.Minds.DropAfter(t)
	s.head, s.seg.Ticks = t, t
	if s.trace != nil {
		s.trace.resume(t)
	}
}

// Restart begins a new segment: a fresh world from the configuration, with
// the kinds as they are now (tuned or reloaded). The history starts over;
// replay files keep every segment.
func (s *Session) Restart() error {
	if s.Past() || s.Replaying() {
		s.Resume()
	}
	trees, files := s.currentTrees()
	s.done = append(s.done, s.seg)
	return s.begin(kindValues(s.World), nil, trees, files)
}

// TreeFiles returns the tree file each kind runs at the tick shown, by kind
// name.
func (s *Session) TreeFiles() map[string]TreeFile {
	_, files := s.currentTrees()
	return files
}

// TreeFile returns the tree file kind runs at the tick shown, as TreeFiles
// has it, without making the map: what an editor open on the kind asks
// every frame.
func (s *Session) TreeFile(kind string) TreeFile { return s.treeFileAt(kind, s.World.Tick) }

// HeadTreeFile returns the tree file kind runs at the present (Head),
// whatever tick is shown.
func (s *Session) HeadTreeFile(kind string) TreeFile { return s.treeFileAt(kind, s.head) }

// treeFileAt returns the tree file kind runs at tick t of the segment.
func (s *Session) treeFileAt(kind string, t uint32) TreeFile {
	var file TreeFile
	s.eachTreeFile(t, func(k string, f TreeFile) {
		if k == kind {
			file = f
		}
	})
	return file
}

// eachTreeFile calls f with every kind's tree file at the segment's start,
// then with each tree change made up to tick t, in order: the last call for
// a kind gives the file it runs at t.
func (s *Session) eachTreeFile(t uint32, f func(kind string, file TreeFile)) {
	for kind, file := range s.seg.Trees {
		f(kind, file)
	}
	for _, c := range s.seg.Changes {
		if c.Tick <= t {
			for kind, file := range c.Trees {
				f(kind, file)
			}
		}
	}
}

// currentTrees returns the kinds' trees at the tick shown, and the files they
// were built from, by kind name.
func (s *Session) currentTrees() (ai.Trees, map[string]TreeFile) {
	trees, files := ai.Trees{}, map[string]TreeFile{}
	s.eachTreeFile(s.World.Tick, func(kind string, f TreeFile) { files[kind] = f })
	for _, k := range s.World.Kinds {
		trees[k.Name] = s.Minds.Tree(k)
	}
	return trees, files
}

// nextSegment starts the next segment of a replay.
func (s *Session) nextSegment() {
	s.done = append(s.done, s.seg)
	next := s.pending[0]
	s.pending = s.pending[1:]
	s.enter(next) // its trees were checked when the replay was read or varied
}

// enter starts segment g: a fresh world with its kinds and trees, its inputs
// and changes ahead.
func (s *Session) enter(g Segment) error {
	trees := ai.Trees{}
	for _, kind := range slices.Sorted(maps.Keys(g.Trees)) {
		tree, err := buildTree(kind+".tree", g.Trees[kind])
		if err != nil {
			return err
		}
		trees[kind] = tree
	}
	if err := s.begin(g.Kinds, g.crowd, trees, g.Trees); err != nil {
		return err
	}
	s.seg, s.replayed = g, g.Inputs.last()
	s.applyChanges(0)
	return nil
}

// Seek shows tick t (within Start and Head): it restores the newest keyframe
// before t and re-simulates from there with the recorded inputs and changes.
// The recorded history is not written again, and the selected enemy's
// reasons, if explained, are those of tick t. Seeking to the tick shown
// re-simulates it, to fill in reasons that were off.
func (s *Session) Seek(t uint32) {
	t = min(max(t, s.Start()), s.head)
	s.replay(s.keyframeBefore(t), t, nil)
}

// SeekExplaining shows tick t as Seek does, but re-simulates from the
// oldest keyframe within explainBudget enemy-ticks of it (at least the
// newest before it), so that an enemy just explained gives the reasons of
// the nodes it ticked in that time, not only since the last keyframe: the
// faded nodes of an enemy selected in the middle of a game have reasons.
func (s *Session) SeekExplaining(t uint32) {
	t = min(max(t, s.Start()), s.head)
	s.replay(s.keyframeWithin(t, s.budgetTicks(explainBudget)), t, nil)
}

// explainBudget is how many enemy-ticks SeekExplaining re-simulates at
// most beyond Seek's: 14 s of 300 enemies, 4 s of 1,000, none of 10,000.
const explainBudget = 250_000

// budgetTicks returns how many ticks of the world's enemies a budget of
// enemy-ticks re-simulates.
func (s *Session) budgetTicks(enemyTicks uint32) uint32 {
	return enemyTicks / uint32(max(len(s.World.Enemies), 1))
}

// replay restores keyframe kf and re-simulates from it to tick t with the
// recorded inputs and changes, its recorders paused, calling played (if not
// nil) after each tick it plays.
func (s *Session) replay(kf *keyframe, t uint32, played func()) {
	s.World.Restore(&kf.world)
	s.Minds.Restore(&kf.minds)
	s.version++
	s.Minds.Pause(true)
	defer s.Minds.Pause(false)
	s.applyChanges(s.World.Tick)
	for s.World.Tick < t {
		next := s.World.Tick + 1
		s.World.Step(s.seg.Inputs.at(next), entity.Dt)
		s.applyChanges(next)
		if played != nil {
			played()
		}
	}
}

// keyframeBefore returns the newest keyframe before tick t, or the oldest
// one when t is the window's first tick.
func (s *Session) keyframeBefore(t uint32) *keyframe { return s.keyframeWithin(t, 0) }

// keyframeWithin returns the oldest keyframe before tick t and at most
// ticks before it, or, where there is none, keyframeBefore's.
func (s *Session) keyframeWithin(t, ticks uint32) *keyframe {
	var from *keyframe
	for i := range s.keys.len() { // newest first
		kf := s.keys.at(i)
		switch {
		case kf.world.Tick() >= t:
		case from != nil && t-kf.world.Tick() > ticks:
			return from
		default:
			from = kf
		}
	}
	if from == nil {
		return s.keys.at(s.keys.len() - 1)
	}
	return from
}

// Events appends to dst[:0] the remembered events from tick from to tick to,
// oldest first, and returns it.
func (s *Session) Events(from, to uint32, dst []entity.Event) []entity.Event {
	dst = dst[:0]
	for i := s.events.len() - 1; i >= 0; i-- {
		if ev := s.events.at(i); ev.Tick >= from && ev.Tick <= to {
			dst = append(dst, *ev)
		}
	}
	return dst
}

// PlayerDiedAt returns the tick the player died on, up to the tick shown, or
// 0 while the player lives.
func (s *Session) PlayerDiedAt() uint32 {
	if !s.World.Player.Dead {
		return 0
	}
	for i := range s.events.len() {
		ev := s.events.at(i)
		if ev.Tick <= s.World.Tick && ev.Kind == entity.EventDeath && ev.Target == entity.PlayerID {
			return ev.Tick
		}
	}
	return s.World.Tick
}

// KeptTrees returns the kinds that started on a tree kept in the browser
// (see KeepTree), in order of name.
func (s *Session) KeptTrees() []string { return s.kept }

// Hash appends the state of the world and every tree instance to b: equal
// bytes mean the same tick of the same game.
func (s *Session) Hash(b []byte) []byte { return s.Minds.AppendState(s.World.AppendState(b)) }
