package ai

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/enemyai/enemyai/entity"
)

// Tally counts what every enemy did over a run: ticks spent in each branch,
// attacks started, hits landed on the player and deaths; and the tick the
// player died on.
type Tally struct {
	Enemies      []EnemyTally
	PlayerDiedAt uint32 // the tick of the player's last death, or 0
	index        map[string]int
}

// EnemyTally is one enemy's counts.
type EnemyTally struct {
	ID, Kind string
	Ticks    map[string]int // by branch: attack, chase, return, idle, dead, and a tree file's own
	Attacks  int            // strikes and shots
	Hits     int            // hits on the player
	Deaths   int
}

// Observe counts the world's last step.
func (t *Tally) Observe(w *entity.World, m *Minds) {
	if t.index == nil {
		t.index = map[string]int{}
	}
	for i := range w.Enemies {
		e := &w.Enemies[i]
		if i >= len(t.Enemies) {
			t.Enemies = append(t.Enemies, EnemyTally{ID: e.ID, Kind: e.Kind.Name, Ticks: map[string]int{}})
			t.index[e.ID] = i
		}
		t.Enemies[i].Ticks[tallyBranch(m.Decision(e))]++
	}
	for _, ev := range w.Events {
		i, ok := t.index[ev.Source]
		switch {
		case ev.Kind == entity.EventDeath && ev.Target == entity.PlayerID:
			t.PlayerDiedAt = ev.Tick
		case ev.Kind == entity.EventDeath:
			if j, ok := t.index[ev.Target]; ok {
				t.Enemies[j].Deaths++
			}
		case !ok:
		case ev.Kind == entity.EventAttack || ev.Kind == entity.EventShoot:
			t.Enemies[i].Attacks++
		case ev.Kind == entity.EventHit:
			t.Enemies[i].Hits++
		}
	}
}

// tallyBranch returns the branch a tally counts decision d in: idle and
// dead for an enemy done at home or dead, else its tree's branch, which
// goes among the other branches when the tree calls it idle or dead.
func tallyBranch(d Decision) string {
	switch {
	case d.Activity == Resting:
		return BranchIdle
	case d.Activity == Dead:
		return BranchDead
	case d.Branch == BranchIdle || d.Branch == BranchDead:
		return d.Branch + " (tree's branch)"
	}
	return d.Branch
}

// standardBranches are the branches the tally has columns for.
var standardBranches = map[string]bool{BranchIdle: true, BranchReturn: true, BranchChase: true, BranchAttack: true, BranchDead: true}

// others lists the ticks in branches without a column, like "cower 1016,
// flee 104", or "".
func (e *EnemyTally) others() string {
	var names []string
	for b := range e.Ticks {
		if !standardBranches[b] {
			names = append(names, b)
		}
	}
	sort.Strings(names)
	for i, b := range names {
		names[i] = fmt.Sprintf("%s %d", b, e.Ticks[b])
	}
	return strings.Join(names, ", ")
}

// Write prints the tally as a table, then the player's state. Trees with
// branches of their own get a column listing them.
func (t *Tally) Write(out io.Writer, w *entity.World) error {
	extra := false
	for i := range t.Enemies {
		extra = extra || t.Enemies[i].others() != ""
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	header := "enemy\tkind\tidle\treturn\tchase\tattack\tdead\tattacks\thits\tdeaths\t"
	if extra {
		header += "other branches\t"
	}
	fmt.Fprintln(tw, header)
	for i := range t.Enemies {
		e := &t.Enemies[i]
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t", e.ID, e.Kind,
			e.Ticks[BranchIdle], e.Ticks[BranchReturn], e.Ticks[BranchChase], e.Ticks[BranchAttack], e.Ticks[BranchDead],
			e.Attacks, e.Hits, e.Deaths)
		if extra {
			fmt.Fprintf(tw, "%s\t", e.others())
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	state, since := "alive", ""
	if w.Player.Dead {
		state = "dead"
		if t.PlayerDiedAt > 0 {
			since = fmt.Sprintf(", since tick %d (%.1f s)", t.PlayerDiedAt, entity.Seconds(t.PlayerDiedAt))
		}
	}
	_, err := fmt.Fprintf(out, "player: hp %.1f of %.1f, %s after %d ticks (%.1f s)%s\n",
		w.Player.HP, w.Player.Stats.HP, state, w.Tick, entity.Seconds(w.Tick), since)
	return err
}
