package session

import (
	"fmt"
	"unsafe"

	"github.com/enemyai/enemyai/bt"

	"github.com/enemyai/enemyai/entity"
)

// The memory a session's history takes grows with its crowd, within a
// budget. Up to about 22,000 enemies it keeps the whole window (WindowTicks)
// and up to about 8,000 Remembered status changes per enemy; a larger crowd
// keeps a shorter window and fewer changes, so that its keyframes take at
// most KeyframeBudget bytes and its recorders at most RecorderBudget: at
// 100,000 enemies, an 11 s window and 20 changes each, which keeps the game
// with a horde of 100,000 under 2 GB (see docs/performance-horde.md).
const (
	// KeyframeBudget bounds the memory of a window's keyframes, in bytes.
	KeyframeBudget = 512 << 20
	// RecorderBudget bounds the memory of the enemies' recorders, in bytes.
	RecorderBudget = 48 << 20
	// keyframeBytesPerEnemy is what one enemy adds to a keyframe: its
	// entity state and its tree instance (measured by
	// BenchmarkHistoryMemory in this package, keyframe-B/enemy).
	keyframeBytesPerEnemy = 384
	// transitionBytes is the size of one recorded status change.
	transitionBytes = int(unsafe.Sizeof(bt.Transition{}))
	// minKeyframes keeps a window of ten seconds whatever the crowd.
	minKeyframes = 10*60/KeyframeEvery + 2
	// minRemembered keeps the last few decisions of any enemy.
	minRemembered = 16
)

// keyframesFor returns how many keyframes the history of a world of n
// enemies keeps: the window's, within KeyframeBudget.
func keyframesFor(n int) int {
	fit := KeyframeBudget / max(n*keyframeBytesPerEnemy, 1)
	return min(max(fit, minKeyframes), keyframes)
}

// rememberedFor returns how many status changes each of n enemies' recorders
// keeps: Remembered, within RecorderBudget.
func rememberedFor(n int) int {
	fit := RecorderBudget / max(n*transitionBytes, 1)
	return min(max(fit, minRemembered), Remembered)
}

// Window returns how far back the session can always rewind, in ticks:
// WindowTicks, or less for a crowd beyond the history's budget.
func (s *Session) Window() uint32 { return uint32((len(s.keys.slots) - 2) * KeyframeEvery) }

// Grown says how the arena grew to hold the extra enemies (see
// entity.World.AddCrowd), or "" if it holds them as configured.
func (s *Session) Grown() string {
	a, c := s.World.Arena, s.cfg.Arena
	if a.Width == c.Width && a.Height == c.Height {
		return ""
	}
	return fmt.Sprintf("the arena grew from %g x %g to %g x %g to give %d enemies %g square units each",
		c.Width, c.Height, a.Width, a.Height, len(s.World.Enemies), entity.RoomPerEnemy)
}
