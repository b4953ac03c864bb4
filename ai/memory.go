package ai

import (
	"maps"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
)

// Memory is a copy of every enemy's tree instance at one tick, saved and
// restored together with an entity.Snapshot to rewind the world. Save into
// the same Memory again to reuse its instances.
type Memory struct {
	ins   []*bt.Instance
	home  []bool      // whether a leaf reported each enemy at home on its last tick
	kts   []*kindTree // the tree each enemy ran: a reloaded tree file changes them
	trees map[*entity.Kind]*kindTree
}

// Save copies every enemy's instance into mem.
func (m *Minds) Save(mem *Memory) {
	m.catchUp()
	mem.ins = mem.ins[:min(len(mem.ins), len(m.minds))]
	mem.kts, mem.home = mem.kts[:0], mem.home[:0]
	if mem.trees == nil {
		mem.trees = map[*entity.Kind]*kindTree{}
	}
	clear(mem.trees)
	for k, kt := range m.trees {
		mem.trees[k] = kt
	}
	for i := range m.minds {
		mem.kts, mem.home = append(mem.kts, m.minds[i].kt), append(mem.home, m.minds[i].home)
		mi := &m.minds[i]
		if i == len(mem.ins) {
			mem.ins = append(mem.ins, mi.kt.tree.NewInstance())
		} else if !mi.kt.owns(mem.ins[i]) {
			mem.ins[i] = mi.kt.tree.NewInstance()
		}
		mem.ins[i].CopyFrom(mi.in)
	}
}

// Restore puts every enemy's instance back as saved in mem, which must come
// from these minds. Recorders and reasons stay attached as they are.
func (m *Minds) Restore(mem *Memory) {
	m.minds = m.minds[:min(len(m.minds), len(mem.ins))]
	m.swapped = nil // a keyframe is saved before the changes after its tick
	for k, kt := range mem.trees {
		m.trees[k] = kt
	}
	for i := range m.minds {
		mi := &m.minds[i]
		if kt := mem.kts[i]; mi.kt != kt {
			mi.kt, mi.in = kt, carry(kt.tree.NewInstance(), mi.in)
		}
		mi.in.CopyFrom(mem.ins[i])
		mi.home = mem.home[i]
		mi.kept = keptDecision{} // worked out in a future that is gone
	}
}

// AppendState appends every enemy's instance state to b, for determinism
// tests.
func (m *Minds) AppendState(b []byte) []byte {
	m.catchUp()
	for i := range m.minds {
		b = m.minds[i].in.AppendState(b)
	}
	return b
}

// owns reports whether in is an instance of kt's tree.
func (kt *kindTree) owns(in *bt.Instance) bool { return in.Tree() == kt.tree.Shape() }

// Clone returns minds for w, a clone of the world these minds run (see
// entity.World.Clone), with every enemy's instance as it is now, and makes
// them w's Brain. Recording and reasons carry over; the recorders start
// empty.
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
		in := mi.kt.tree.NewInstance()
		in.CopyFrom(mi.in)
		in.Explain(mi.in.Explaining())
		if c.remember > 0 {
			in.Record(bt.NewRecorder(c.remember))
		}
		c.minds = append(c.minds, mind{kt: mi.kt, in: in, eras: append([]era(nil), mi.eras...), home: mi.home})
	}
	w.Brain = c
	return c
}
