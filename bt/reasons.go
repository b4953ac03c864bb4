package bt

import (
	"slices"
	"sort"
)

// reasonLog is what an explained instance remembers of its reasons: for each
// node, the reason it gave on each tick it ran, in tick order. An instance
// set back to an earlier tick of its own past (CopyFrom, a rewind) then
// still says why each node did what it did on the tick it last ran, and a
// re-simulation of those ticks, of the same future or another, gives them
// again.
type reasonLog struct {
	byNode [][]givenReason // by node ID
}

// givenReason is a reason and the tick it was given on.
type givenReason struct {
	tick uint32
	text string
}

// reasonsKept is how many of its newest ticks' reasons a node keeps at
// least: more than a minute of ticks at 60 a second. Older ones are
// forgotten, a half at a time.
const reasonsKept = 4096

func newReasonLog(slots int) *reasonLog {
	return &reasonLog{byNode: make([][]givenReason, slots)}
}

// give notes the reason node id gave on tick now, in place of any it gave
// on that tick before a rewind.
func (l *reasonLog) give(id int32, now uint32, text string) {
	given := l.byNode[id]
	if len(given) >= 2*reasonsKept {
		given = given[:copy(given, given[len(given)-reasonsKept:])]
		l.byNode[id] = given
	}
	if n := len(given); n == 0 || given[n-1].tick < now {
		l.byNode[id] = append(given, givenReason{now, text})
		return
	}
	i := l.find(id, now)
	if given[i].tick == now {
		given[i].text = text
		return
	}
	given = append(given, givenReason{})
	copy(given[i+1:], given[i:])
	given[i] = givenReason{now, text}
	l.byNode[id] = given
}

// at returns the reason node id gave on tick t, or "" if the log does not
// hold one.
func (l *reasonLog) at(id int, t uint32) string {
	given := l.byNode[id]
	if i := l.find(int32(id), t); i < len(given) && given[i].tick == t {
		return given[i].text
	}
	return ""
}

// clone returns a copy of the log that shares nothing with it.
func (l *reasonLog) clone() *reasonLog {
	c := newReasonLog(len(l.byNode))
	for id, given := range l.byNode {
		c.byNode[id] = slices.Clone(given)
	}
	return c
}

// find returns the index of node id's first reason given on tick t or
// later.
func (l *reasonLog) find(id int32, t uint32) int {
	given := l.byNode[id]
	return sort.Search(len(given), func(i int) bool { return given[i].tick >= t })
}
