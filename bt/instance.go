package bt

import (
	"encoding/binary"
	"unsafe"
)

// Instance is one agent's memory of a tree: for every node its status, its last
// finished-or-running status and the tick it was last visited. Nodes that count
// or keep a deadline (Repeat, RetryUntilSuccess, Cooldown, Timeout) use one
// more slot. An instance of the 10-node enemy tree is 120 bytes.
//
// An instance belongs to the tree that made it; only that tree may tick or halt
// it, and another tree panics even when it has the same number of nodes.
// Reading it (Status, Shape.Tip, rendering) is safe between ticks.
type Instance struct {
	shape   *Shape     // the tree's shape: which tree made the instance, and how many slots it has
	base    *nodeState // the first of shape.slots node states; see states
	debug   *debugState
	changed uint32 // the caller's tick on which a node's status last changed; see Changed
	turned  uint32 // the caller's tick on which the path last changed; see Turned
	visits  uint32 // how many visits to nodes the last tick made
}

// nodeState is the per-instance memory of one node. In a memo slot, tick holds
// the decorator's counter or deadline instead.
type nodeState struct {
	tick   uint32 // the caller's tick when the node was last visited; 0: never
	status Status // current status: Idle when never ticked or halted
	last   Status // last status other than Idle, kept for debuggers after a halt
	child  uint16 // sequences and selectors: the child that decided the last tick, as an offset from the node's ID
}

// debugState is what an instance records while somebody is looking at it.
type debugState struct {
	recorder *Recorder
	reasons  *reasonLog // nil while nobody explains the instance
}

const (
	nodeStateBytes      = int(unsafe.Sizeof(nodeState{}))
	instanceHeaderBytes = int(unsafe.Sizeof(Instance{}))
)

// newInstance returns a fresh instance with room for shape's slots. The
// instance keeps a pointer to its first node state rather than a slice: the
// length is the shape's, so a slice header would store it twice.
func newInstance(shape *Shape) *Instance {
	state := make([]nodeState, max(shape.slots, 1))
	return &Instance{shape: shape, base: &state[0]}
}

// states returns the instance's node states.
func (in *Instance) states() []nodeState { return unsafe.Slice(in.base, in.shape.slots) }

// Status returns the node's current status: what it returned when last ticked,
// or Idle if it was never ticked or was halted since.
func (in *Instance) Status(id int) Status { return in.states()[id].status }

// LastStatus returns the last status other than Idle the node had. It survives
// halting, so a debugger can show what a halted node was doing.
func (in *Instance) LastStatus(id int) Status { return in.states()[id].last }

// Visited returns the caller's tick on which the node was last ticked, or 0.
func (in *Instance) Visited(id int) uint32 { return in.states()[id].tick }

// Now returns the tick on which the instance's root was last ticked, or 0.
func (in *Instance) Now() uint32 { return in.base.tick }

// VisitedNow reports whether the node was ticked on the instance's last tick.
// A node that was not is stale: its status is from an earlier tick.
func (in *Instance) VisitedNow(id int) bool {
	t := in.states()[id].tick
	return t != 0 && t == in.Now()
}

// Changed returns the caller's tick on which a Tick or Halt last changed the
// status of one of the instance's nodes, or 0 if none ever did. An agent
// whose last tick changed nothing, and whose tree read nothing that moves by
// itself (a clock, a counter), ticks the same way again while what its
// conditions read stays the same: a caller may skip it (see SkipTo).
func (in *Instance) Changed() uint32 { return in.changed }

// Turned returns the caller's tick on which a Tick or Halt last turned the
// instance: changed a node's status, or visited nodes other than those the
// tick before it visited; 0 if none ever did (a first tick always turns).
// What Shape.Tip and the root's Status report stays the same over ticks
// that do not turn it: a caller that worked out an agent's decision from
// them after tick t may keep it while Turned is t or earlier.
func (in *Instance) Turned() uint32 { return in.turned }

// SkipTo makes the instance what ticking it on every tick after its last one
// up to now would have made it, for a caller that skipped an agent whose
// ticks changed nothing (see Changed): the nodes visited on its last tick
// are visited on now. Statuses, counters and deadlines stay as they are, so
// it is exact only for such an agent, and only when none of the nodes
// visited is a Repeat, RetryUntilSuccess, Cooldown or Timeout, which count
// ticks. It does nothing for an instance never ticked, or when now is not
// after its last tick.
func (in *Instance) SkipTo(now uint32) {
	last := in.Now()
	if last == 0 || now <= last {
		return
	}
	for id := range in.shape.Len() {
		if st := &in.states()[id]; st.tick == last {
			st.tick = now
		}
	}
}

// Tree returns the shape of the tree that made the instance: instances of one
// tree return the same Shape.
func (in *Instance) Tree() *Shape { return in.shape }

// CopyFrom makes in's node memory a copy of src's, so that in goes on exactly
// as src would: for keyframes of a deterministic game that rewinds, or to
// fork an agent. Both must be instances of the same tree, or of trees whose
// shapes are alike (Shape.Alike) and whose leaves do the same, as after a
// rename: then in goes on as src would have in its own tree. It panics when
// the shapes are not alike. The recorder and reasons of in are kept, not
// copied: set back to a copy of its own past, in gives the reasons of the
// ticks its nodes last ran (see Reason). But copied from an instance of
// another tree alike, both explaining, in takes the reasons src gave: a tree
// swapped for one alike (a rename, a node added switched off) goes on
// saying why.
func (in *Instance) CopyFrom(src *Instance) {
	if in.shape != src.shape && !in.shape.Alike(src.shape) {
		panic("bt: CopyFrom between instances of trees that are not alike")
	}
	copy(in.states(), src.states())
	in.changed, in.turned, in.visits = src.changed, src.turned, src.visits
	if in.shape != src.shape && in.Explaining() && src.Explaining() {
		in.debug.reasons = src.debug.reasons.clone()
	}
}

// AppendState appends the instance's node memory to dst in a fixed binary
// form and returns the extended slice: two instances of one tree that append
// the same bytes tick the same way from here. Use it to hash or compare
// agents, for example in a determinism test.
func (in *Instance) AppendState(dst []byte) []byte {
	for _, st := range in.states() {
		dst = binary.LittleEndian.AppendUint32(dst, st.tick)
		dst = append(dst, byte(st.status), byte(st.last))
		dst = binary.LittleEndian.AppendUint16(dst, st.child)
	}
	return dst
}

// Record makes the instance write every status change of its nodes into r, or
// stops recording when r is nil. Recording does not allocate.
func (in *Instance) Record(r *Recorder) {
	if r == nil && in.debug == nil {
		return
	}
	in.debugState().recorder = r
}

// Recorder returns the recorder set by Record, or nil.
func (in *Instance) Recorder() *Recorder {
	if in.debug == nil {
		return nil
	}
	return in.debug.recorder
}

// Explain switches reasons on or off for this instance. While on, every leaf or
// guard that has a reason function (see Node.Why) has it called after each of
// its ticks, and Reason returns the text. Switching off forgets the reasons.
func (in *Instance) Explain(on bool) {
	d := in.debugState()
	switch {
	case on && d.reasons == nil:
		d.reasons = newReasonLog(in.shape.slots)
	case !on:
		d.reasons = nil
	}
}

// Explaining reports whether reasons are on for this instance.
func (in *Instance) Explaining() bool { return in.debug != nil && in.debug.reasons != nil }

// Reason returns the reason the node gave on its last tick, or "" when that
// tick was not explained. Set back to an earlier tick of its own past
// (CopyFrom, a rewind), an instance still gives the reasons of the ticks its
// nodes last ran before it, as far back as reasons were on and up to the
// 4,096 newest ticks each node ran; ticked again on a tick it explained
// before, it gives that tick's new reasons, of the same future or another.
func (in *Instance) Reason(id int) string {
	if !in.Explaining() {
		return ""
	}
	return in.debug.reasons.at(id, in.states()[id].tick)
}

func (in *Instance) debugState() *debugState {
	if in.debug == nil {
		in.debug = &debugState{}
	}
	return in.debug
}

// memo returns the word of memory in the given memo slot.
func (in *Instance) memo(slot int32) *uint32 { return &in.states()[slot].tick }

// CountVisits adds one to visits[id] for every node ticked on the
// instance's last tick, and one to running[id] for each of those that was
// running then: summed over many agents, how a crowd used a tree. Both need
// Shape.Len() elements. It allocates nothing and reads only the instance's
// node memory, so a debugger can count a thousand agents every tick.
func (in *Instance) CountVisits(visits, running []uint32) {
	now := in.Now()
	if now == 0 {
		return
	}
	states := in.states()[:len(visits)]
	running = running[:len(states)]
	for id := range states {
		if st := &states[id]; st.tick == now {
			visits[id]++
			if st.status == Running {
				running[id]++
			}
		}
	}
}
