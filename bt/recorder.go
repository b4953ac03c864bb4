package bt

// Transition is one change of one node's status on one instance.
type Transition struct {
	Tick     uint32 // the caller's clock
	Node     int    // node ID, see Shape.Node
	From, To Status
}

// Recorder keeps the most recent transitions of an instance in a fixed-size ring
// buffer. Attach it with Instance.Record. Adding a transition never allocates;
// when the ring is full the oldest transition is overwritten.
type Recorder struct {
	ring  []Transition
	next  int    // where the next transition goes
	held  int    // transitions held, at most len(ring)
	total uint64 // transitions ever recorded and not dropped
}

// NewRecorder returns a recorder that keeps the last capacity transitions
// (at least one).
func NewRecorder(capacity int) *Recorder {
	return &Recorder{ring: make([]Transition, max(capacity, 1))}
}

func (r *Recorder) add(t Transition) {
	r.ring[r.next] = t
	r.next = (r.next + 1) % len(r.ring)
	r.held = min(r.held+1, len(r.ring))
	r.total++
}

// Len returns how many transitions the recorder holds now.
func (r *Recorder) Len() int { return r.held }

// Total returns how many transitions were ever recorded, including those
// overwritten since, less those dropped by DropAfter.
func (r *Recorder) Total() uint64 { return r.total }

// At returns a held transition: 0 is the newest, Len()-1 the oldest.
func (r *Recorder) At(i int) Transition {
	if i < 0 || i >= r.Len() {
		panic("bt: Recorder.At index out of range")
	}
	return r.ring[(r.next-1-i+2*len(r.ring))%len(r.ring)]
}

// Oldest returns a held transition counted from the oldest: 0 is the oldest,
// Len()-1 the newest.
func (r *Recorder) Oldest(i int) Transition { return r.At(r.Len() - 1 - i) }

// Transitions appends the held transitions to dst[:0], oldest first, and
// returns the slice.
func (r *Recorder) Transitions(dst []Transition) []Transition {
	dst = dst[:0]
	for i := range r.Len() {
		dst = append(dst, r.Oldest(i))
	}
	return dst
}

// OnTick appends the held transitions of the given tick to dst[:0], in the
// order they happened, and returns the slice.
func (r *Recorder) OnTick(tick uint32, dst []Transition) []Transition {
	dst = dst[:0]
	for i := range r.Len() {
		if t := r.Oldest(i); t.Tick == tick {
			dst = append(dst, t)
		}
	}
	return dst
}

// DropAfter forgets the transitions recorded after the given tick, newest
// first, for a game that rewinds to that tick and plays a different future.
func (r *Recorder) DropAfter(tick uint32) {
	for r.Len() > 0 && r.At(0).Tick > tick {
		r.next = (r.next - 1 + len(r.ring)) % len(r.ring)
		r.held--
		r.total--
	}
}

// CopyFrom makes r hold the transitions src holds, the newest that fit
// when r keeps fewer, and count as many as src does: for a game that forks
// an agent, whose copy goes on from the same past.
func (r *Recorder) CopyFrom(src *Recorder) {
	r.Reset()
	for i := max(src.Len()-len(r.ring), 0); i < src.Len(); i++ {
		r.add(src.Oldest(i))
	}
	r.total = src.total
}

// Reset forgets every transition.
func (r *Recorder) Reset() {
	r.next, r.held, r.total = 0, 0, 0
}
