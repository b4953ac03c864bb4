package session

import (
	"sort"

	"github.com/enemyai/enemyai/entity"
)

// run is one stretch of ticks with the same player intent: keyboard play
// holds keys for many ticks, so a session's inputs take little memory.
type run struct {
	From   uint32 // the first tick
	Count  uint32
	Intent entity.PlayerIntent
}

// inputLog is the player's intent on every tick from 1, as runs.
type inputLog struct{ runs []run }

// last returns the last tick the log holds, or 0.
func (l *inputLog) last() uint32 {
	if len(l.runs) == 0 {
		return 0
	}
	r := l.runs[len(l.runs)-1]
	return r.From + r.Count - 1
}

// add appends the intent of tick last()+1.
func (l *inputLog) add(in entity.PlayerIntent) {
	if n := len(l.runs); n > 0 && l.runs[n-1].Intent == in {
		l.runs[n-1].Count++
		return
	}
	l.runs = append(l.runs, run{From: l.last() + 1, Count: 1, Intent: in})
}

// at returns the intent of tick t, which the log must hold.
func (l *inputLog) at(t uint32) entity.PlayerIntent {
	i := sort.Search(len(l.runs), func(i int) bool { return l.runs[i].From+l.runs[i].Count > t })
	return l.runs[i].Intent
}

// dropAfter forgets the intents after tick t.
func (l *inputLog) dropAfter(t uint32) {
	for len(l.runs) > 0 {
		r := &l.runs[len(l.runs)-1]
		switch {
		case r.From > t:
			l.runs = l.runs[:len(l.runs)-1]
		case r.From+r.Count-1 > t:
			r.Count = t - r.From + 1
			return
		default:
			return
		}
	}
}
