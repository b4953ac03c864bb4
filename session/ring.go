package session

// ring keeps the newest values of a kind in a fixed amount of memory; the
// oldest is overwritten when it is full. Slots are reused, so a value that
// holds slices (a keyframe) keeps its memory from one use to the next.
type ring[T any] struct {
	slots []T
	next  int // the slot the next push fills
	held  int
}

func newRing[T any](capacity int) ring[T] { return ring[T]{slots: make([]T, max(capacity, 1))} }

// push returns the slot for a new newest value, overwriting the oldest when
// the ring is full.
func (r *ring[T]) push() *T {
	s := &r.slots[r.next]
	r.next = (r.next + 1) % len(r.slots)
	r.held = min(r.held+1, len(r.slots))
	return s
}

// len returns how many values the ring holds.
func (r *ring[T]) len() int { return r.held }

// at returns a held value: 0 is the newest.
func (r *ring[T]) at(i int) *T { return &r.slots[(r.next-1-i+2*len(r.slots))%len(r.slots)] }

// pop forgets the newest value.
func (r *ring[T]) pop() {
	r.next = (r.next - 1 + len(r.slots)) % len(r.slots)
	r.held--
}
