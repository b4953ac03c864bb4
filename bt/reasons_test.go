package bt

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAReasonLogKeepsTheNewestTicks: a node that gave a reason on every
// other tick keeps at least reasonsKept of them, and none for the ticks
// between or before; a tick given again, after a rewind, replaces its
// reason, and one given where none was is added in its place.
func TestAReasonLogKeepsTheNewestTicks(t *testing.T) {
	l := newReasonLog(1)
	const last = 6*reasonsKept + 13
	for tick := uint32(1); tick <= last; tick += 2 {
		l.give(0, tick, fmt.Sprint(tick))
	}
	for _, c := range []struct {
		tick uint32
		want string
	}{
		{last, fmt.Sprint(last)},
		{last - 2*(reasonsKept-1), fmt.Sprint(last - 2*(reasonsKept-1))},
		{last - 1, ""},
		{1, ""},
		{0, ""},
	} {
		assert.Equal(t, c.want, l.at(0, c.tick), "tick %d", c.tick)
	}
	assert.LessOrEqual(t, len(l.byNode[0]), 2*reasonsKept)

	l.give(0, last-4, "again") // re-simulated, in another future
	l.give(0, last-3, "between")
	assert.Equal(t, []string{"again", "between", fmt.Sprint(last - 2), fmt.Sprint(last)},
		[]string{l.at(0, last-4), l.at(0, last-3), l.at(0, last-2), l.at(0, last)})

	for tick := uint32(2); tick < last; tick += 2 { // every tick between, given after a rewind
		l.give(0, tick, "between")
	}
	assert.LessOrEqual(t, len(l.byNode[0]), 2*reasonsKept, "kept within its bound, whatever the order")
	assert.Equal(t, fmt.Sprint(last), l.at(0, last), "the newest kept")
}
