package ai

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// NodeStats sums up what every node of one kind's tree did over the ticks
// observed, across the kind's living enemies: how often it was ticked, for
// how many of those ticks it was running, how often its status changed (as
// its recorder logs changes, halts included), and how long it ran at a
// stretch, from going running to being halted or done. Enemies whose tree was swapped for another
// shape are left out while they run it.
type NodeStats struct {
	Kind  string
	Ticks int // ticks observed
	shape *bt.Shape
	// Per node: ticks visited and running (as bt.Instance.CountVisits
	// counts them for heat maps), status changes and running streaks.
	visits, running  []uint32
	changes, streaks []int
	last             []bt.Status // per enemy of the kind and node: the status seen on the tick before
	enemies          map[int]int // world index to the enemy's row in last
}

// NewNodeStats returns statistics for the tree the kind's watched enemies
// (see Minds.Remember: a session watches every one) run in w,
// or an error if there is no such kind.
func NewNodeStats(w *entity.World, m *Minds, kind string) (*NodeStats, error) {
	k := w.Kind(kind)
	if k == nil {
		var names []string
		for _, k := range w.Kinds {
			names = append(names, k.Name)
		}
		return nil, fmt.Errorf("no kind %s (kinds: %s)", config.Quote(kind), strings.Join(names, ", "))
	}
	shape := m.trees[k].tree.Shape()
	n := shape.Len()
	return &NodeStats{Kind: kind, shape: shape, visits: make([]uint32, n), running: make([]uint32, n),
		changes: make([]int, n), streaks: make([]int, n), enemies: map[int]int{}}, nil
}

// Observe counts the tick w just played.
func (s *NodeStats) Observe(w *entity.World, m *Minds) {
	s.Ticks++
	n := s.shape.Len()
	for i := range w.Enemies {
		e := &w.Enemies[i]
		if e.Kind.Name != s.Kind || e.Dead || i >= len(m.minds) || m.minds[i].in == nil || m.minds[i].in.Tree() != s.shape {
			continue
		}
		row, ok := s.enemies[i]
		if !ok {
			row = len(s.enemies)
			s.enemies[i] = row
			s.last = append(s.last, make([]bt.Status, n)...)
		}
		in, last := m.minds[i].in, s.last[row*n:(row+1)*n]
		in.CountVisits(s.visits, s.running)
		for id := range n {
			if st := in.Status(id); st != last[id] { // a change the node's recorder would log; a halted node is idle again
				s.changes[id]++
				if st == bt.Running {
					s.streaks[id]++
				}
				last[id] = st
			}
		}
	}
}

// Write prints the statistics as a table, one row per node, indented as the
// tree is.
func (s *NodeStats) Write(out io.Writer) error {
	enemies := "1 enemy"
	if len(s.enemies) != 1 {
		enemies = fmt.Sprintf("%d enemies", len(s.enemies))
	}
	fmt.Fprintf(out, "%s: %s over %d ticks\n", s.Kind, enemies, s.Ticks)
	rows := s.shape.Rows(nil, nil)
	width := len("node")
	for _, r := range rows {
		width = max(width, utf8.RuneCountInString(r.Prefix+r.Name))
	}
	pad := func(s string) string { return s + strings.Repeat(" ", width-utf8.RuneCountInString(s)) }
	tw := tabwriter.NewWriter(out, 2, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\tvisits\tticks running\tstatus changes\tmean running streak\t\n", pad("node"))
	for _, r := range rows {
		id := r.ID
		streak := "-"
		if s.streaks[id] > 0 {
			streak = fmt.Sprintf("%.1f", float64(s.running[id])/float64(s.streaks[id]))
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\t\n", pad(r.Prefix+r.Name), s.visits[id], s.running[id], s.changes[id], streak)
	}
	return tw.Flush()
}
