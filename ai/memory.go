package ai

import (
	"maps"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// Memory is a copy of every enemy's tree instance at one tick, saved and
// restored together with an entity.Snapshot to rewind the world. Save into
// the same Memory again to reuse its instances, and, within a run of the
// world (see entity.Moment), to copy only the minds of enemies that woke
// since it was saved.
type Memory struct {
	// at is the world's moment when saved: the instances of enemies parked
	// then (parked) are brought up to its tick when restored
	// (bt.Instance.SkipTo), not when saved, which a session does far more
	// often.
	at     entity.Moment
	parked []bool
	ins    []*bt.Instance    // each enemy's full instance, or nil for one ticked lean
	leans  []bt.LeanInstance // the lean instances of those ticked lean, in order
	home   []bool            // whether a leaf reported each enemy at home on its last tick
	kts    []*kindTree       // the tree each enemy ran: a reloaded tree file changes them
	trees  map[*entity.Kind]*kindTree
}

// Save copies every enemy's instance into mem. An enemy whose state has
// stood since mem was saved (entity.World.Stood) keeps the copy mem holds,
// if it is at the same place among the lean ones: its mind has not thought
// since, nor been given a new tree (which wakes its kind). Watched or not
// since, its copy, full or lean, restores the same mind.
func (m *Minds) Save(mem *Memory) {
	was := mem.at
	mem.at = entity.Moment{}
	if m.world != nil {
		mem.at = m.world.Now()
	}
	n := len(m.minds)
	held := min(len(mem.kts), n) // the enemies mem held, whose copies may stand
	mem.ins = mem.ins[:min(len(mem.ins), n)]
	mem.kts, mem.home, mem.parked = resized(mem.kts, n), resized(mem.home, n), resized(mem.parked, n)
	if mem.trees == nil {
		mem.trees = map[*entity.Kind]*kindTree{}
	}
	clear(mem.trees)
	for k, kt := range m.trees {
		mem.trees[k] = kt
	}
	leans, heldLeans := 0, 0 // the lean copies made so far, and those mem held before enemy i
	for i := range m.minds {
		heldLean := i < held && mem.ins[i] == nil
		if heldLean {
			heldLeans++
		}
		if i < held && m.world != nil && m.world.Stood(i, was) && (!heldLean || heldLeans == leans+1) {
			if heldLean {
				leans++
			}
			continue
		}
		mi := &m.minds[i]
		mem.kts[i], mem.home[i] = mi.kt, mi.home
		mem.parked[i] = m.world != nil && m.world.Parked(i)
		if i == len(mem.ins) {
			mem.ins = append(mem.ins, nil)
		}
		if mi.ticked() == nil { // lean, or watched and not ticked since: the lean one decided
			if leans == len(mem.leans) {
				mem.leans = append(mem.leans, bt.LeanInstance{})
			}
			if l := &mem.leans[leans]; l.Tree() != mi.kt.tree.Shape() {
				*l = mi.kt.lean.NewInstances(1)[0]
			}
			mem.leans[leans].CopyLean(&mi.lean)
			mem.ins[i], leans = nil, leans+1
			continue
		}
		if mem.ins[i] == nil || !mi.kt.owns(mem.ins[i]) {
			mem.ins[i] = mi.kt.tree.NewInstance()
		}
		mem.ins[i].CopyFrom(mi.in)
	}
	mem.leans = mem.leans[:leans]
}

// Restore puts every enemy's instance back as saved in mem, which must come
// from these minds. Recorders and reasons stay attached as they are, and
// with them whether an enemy is watched: one watched now that was not then
// goes on from its saved lean memory, and the other way round.
func (m *Minds) Restore(mem *Memory) {
	m.minds = m.minds[:min(len(m.minds), len(mem.kts))]
	m.swapped = nil // a keyframe is saved before the changes after its tick
	for k, kt := range mem.trees {
		m.trees[k] = kt
	}
	leans := 0
	for i := range m.minds {
		mi := &m.minds[i]
		if kt := mem.kts[i]; mi.kt != kt {
			mi.kt, mi.lean = kt, kt.lean.NewInstances(1)[0]
			if mi.in != nil {
				mi.in = carry(kt.tree.NewInstance(), mi.in)
			}
		}
		switch saved := mem.ins[i]; {
		case saved == nil && mi.in != nil:
			mi.lean.CopyLean(&mem.leans[leans])
			mi.in.CopyFromLean(&mem.leans[leans])
			leans++
		case saved == nil:
			mi.lean.CopyLean(&mem.leans[leans])
			leans++
		case mi.in != nil:
			mi.in.CopyFrom(saved)
			if mem.parked[i] {
				mi.in.SkipTo(mem.at.Tick())
			}
		default:
			mi.lean.CopyFrom(saved)
		}
		mi.home = mem.home[i]
	}
	m.sums.tick = 0 // summed up in a future that is gone
}

// AppendState appends every enemy's instance state to b, for determinism
// tests, in the lean form (bt.LeanInstance.AppendState) whichever instance
// the enemy ticks now: a full one, watched by a debugger, is copied to a
// lean one first, so that watching an enemy never changes its state's bytes.
func (m *Minds) AppendState(b []byte) []byte {
	m.catchUp()
	var scratch bt.LeanInstance // a full instance's lean copy, remade per tree
	for i := range m.minds {
		mi := &m.minds[i]
		in := mi.ticked()
		if in == nil {
			b = mi.lean.AppendState(b)
			continue
		}
		if scratch.Tree() != mi.kt.tree.Shape() {
			scratch = mi.kt.lean.NewInstances(1)[0]
		}
		scratch.CopyFrom(in)
		b = scratch.AppendState(b)
	}
	return b
}

// owns reports whether in is an instance of kt's tree.
func (kt *kindTree) owns(in *bt.Instance) bool { return in.Tree() == kt.tree.Shape() }

// Clone returns minds for w, a clone of the world these minds run (see
// entity.World.Clone), with every enemy's instance as it is now, and makes
// them w's Brain. Recording and reasons carry over, and the recorders hold
// the transitions recorded up to w's tick: the clone's past is the same.
func (m *Minds) Clone(w *entity.World) *Minds {
	m.catchUp()
	c := &Minds{world: w, trees: map[*entity.Kind]*kindTree{}, remember: m.remember, swapped: maps.Clone(m.swapped)}
	byName := map[string]*kindTree{}
	for k, kt := range m.trees {
		byName[k.Name] = kt
	}
	for _, k := range w.Kinds {
		c.trees[k] = byName[k.Name]
	}
	for i := range m.minds {
		mi := &m.minds[i]
		cm := mind{kt: mi.kt, home: mi.home, lean: mi.kt.lean.NewInstances(1)[0]}
		if eras := mi.eras(); len(eras) > 0 {
			cm.record().eras = append([]era(nil), eras...)
		}
		cm.lean.CopyLean(&mi.lean)
		if mi.in != nil {
			cm.in = mi.kt.tree.NewInstance()
			cm.in.CopyFrom(mi.in)
			cm.in.Explain(mi.in.Explaining())
			if c.remember > 0 {
				rec := bt.NewRecorder(c.remember)
				if old := mi.in.Recorder(); old != nil {
					rec.CopyFrom(old) // the copy's past is the enemy's
					rec.DropAfter(w.Tick)
				}
				cm.in.Record(rec)
			}
		}
		c.minds = append(c.minds, cm)
	}
	w.Brain = c
	return c
}
