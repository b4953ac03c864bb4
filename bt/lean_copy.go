package bt

import (
	"encoding/binary"
	"slices"
)

// CopyFrom makes in go on exactly as the full instance src would: for an agent
// a debugger stops watching. Both must belong to the same tree; it panics
// otherwise.
func (in *LeanInstance) CopyFrom(src *Instance) {
	layout := in.layout
	if src.shape != layout.shape {
		panic("bt: LeanInstance.CopyFrom between instances of different trees")
	}
	state := src.states()
	for id, w := range layout.slot {
		if w < 0 {
			continue
		}
		st := &state[id]
		above := uint32(layout.shape.childIndex(id, int(st.child)))
		if layout.inRegion(id, id) {
			above = uint32(layout.runningResume(id, state))
		}
		in.words()[w] = uint32(st.status) | above<<8
		if m := layout.shape.memos[id]; m >= 0 {
			in.words()[w+1] = state[m].tick
		}
	}
	in.now, in.changed, in.tip = src.Now(), src.Changed(), int32(layout.shape.Tip(src))
}

// CopyFromLean makes in go on exactly as the lean instance src would: for an
// agent a debugger starts watching. Running nodes are Running and the rest
// Idle, with no visit ticks, until in's next Tick records what the debugger
// shows. The recorder and reasons of in are kept. Both must belong to the
// same tree; it panics otherwise.
func (in *Instance) CopyFromLean(src *LeanInstance) {
	layout := src.layout
	if layout.shape != in.shape {
		panic("bt: Instance.CopyFromLean between instances of different trees")
	}
	state := in.states()
	clear(state)
	for id, w := range layout.slot {
		if w < 0 {
			continue
		}
		word := src.words()[w]
		st := &state[id]
		st.status = Status(word)
		switch {
		case layout.inRegion(id, id):
			if st.status == Running {
				layout.runAction(id, int32(word>>8), state)
			}
		default:
			st.child = uint16(layout.shape.childOffset(id, int(word>>8)))
			if m := layout.shape.memos[id]; m >= 0 {
				state[m].tick = src.words()[w+1]
			}
		}
	}
	for id := range layout.slot {
		state[id].last = state[id].status
	}
	in.changed, in.turned, in.visits = 0, 0, 0
}

// runningResume returns the entry step of the action that runs in the
// region rooted at node root, according to a full instance's state, or 0.
func (l *leanLayout) runningResume(root int, state []nodeState) int32 {
	for id := root; l.inRegion(id, root); id++ {
		if l.resume[id] > 0 && state[id].status == Running {
			return l.resume[id]
		}
	}
	return 0
}

// runAction marks, in a full instance's state, the action of the region
// rooted at node root whose entry step is resume as running, with every
// node above it up to the root, each running the child on the way.
func (l *leanLayout) runAction(root int, resume int32, state []nodeState) {
	for id := l.actionAt(root, resume); id != root; id = l.shape.nodes[id].Parent {
		parent := l.shape.nodes[id].Parent
		state[id].status = Running
		state[parent].child = uint16(id - parent)
	}
}

// actionAt returns the action of the region rooted at node root whose entry
// step is resume, or root when it has none: what a running region runs.
func (l *leanLayout) actionAt(root int, resume int32) int {
	for id := root; l.inRegion(id, root); id++ {
		if l.resume[id] == resume {
			return id
		}
	}
	return root
}

// inRegion reports whether node id is in the region rooted at node root,
// for an id from root on: a region is a subtree, so its nodes follow its
// root without a gap.
func (l *leanLayout) inRegion(id, root int) bool {
	return id < len(l.region) && l.region[id] == int32(root)
}

// childIndex returns which child of node id, counting from 0, lies offset
// IDs after it; 0 when none does.
func (s *Shape) childIndex(id, offset int) int {
	for i, c := range s.nodes[id].Children {
		if c == id+offset {
			return i
		}
	}
	return 0
}

// childOffset returns how many IDs after node id its child number index
// lies; 0 when it has no such child.
func (s *Shape) childOffset(id, index int) int {
	if kids := s.nodes[id].Children; index < len(kids) {
		return kids[index] - id
	}
	return 0
}

// CopyLean makes in what src is: its words, tip and clocks, for saving and
// restoring an agent. Both must belong to the same tree, or to trees whose
// shapes are alike (Shape.Alike) and whose leaves do the same, as after a
// rename (see Instance.CopyFrom); it panics when the shapes are not alike.
func (in *LeanInstance) CopyLean(src *LeanInstance) {
	if in.layout != src.layout && !in.layout.alike(src.layout) {
		panic("bt: LeanInstance.CopyLean between instances of trees that are not alike")
	}
	copy(in.words(), src.words())
	in.now, in.changed, in.tip = src.now, src.changed, src.tip
}

// AppendState appends what the lean instance keeps to dst in a fixed binary
// form and returns the extended slice: two lean instances of one tree that
// append the same bytes tick the same way from here and report the same tip.
// A node that is not running appends its status alone: what it kept above
// its status (the child it ran, an action's step) is read only while it
// runs, so a lean instance copied from a full one (CopyFrom) appends what a
// lean one that ticked the same way does, whatever each left behind.
func (in *LeanInstance) AppendState(dst []byte) []byte {
	start, words := len(dst), in.words()
	for _, w := range words {
		dst = binary.LittleEndian.AppendUint32(dst, w)
	}
	for _, w := range in.layout.slot {
		if w >= 0 && Status(words[w]) != Running {
			binary.LittleEndian.PutUint32(dst[start+4*int(w):], words[w]&0xff)
		}
	}
	return binary.LittleEndian.AppendUint32(dst, uint32(in.tip))
}

// alike reports whether layouts l and o lay out the memory of trees whose
// shapes are alike in the same words.
func (l *leanLayout) alike(o *leanLayout) bool {
	return l.shape.Alike(o.shape) && l.words == o.words && slices.Equal(l.slot, o.slot) &&
		slices.Equal(l.region, o.region) && slices.Equal(l.resume, o.resume)
}
