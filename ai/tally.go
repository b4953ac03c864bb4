package ai

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/enemyai/enemyai/entity"
)

// Tally counts what every enemy did over a run: ticks spent in each branch,
// attacks started, hits landed on the player and deaths.
type Tally struct {
	Enemies []EnemyTally
	index   map[string]int
}

// EnemyTally is one enemy's counts.
type EnemyTally struct {
	ID, Kind string
	Ticks    map[string]int // by branch: attack, chase, return, idle, dead
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
		t.Enemies[i].Ticks[m.Decision(e).Branch]++
	}
	for _, ev := range w.Events {
		i, ok := t.index[ev.Source]
		switch {
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

// Write prints the tally as a table, then the player's state.
func (t *Tally) Write(out io.Writer, w *entity.World) error {
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "enemy\tkind\tidle\treturn\tchase\tattack\tdead\tattacks\thits\tdeaths\t")
	for _, e := range t.Enemies {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t\n", e.ID, e.Kind,
			e.Ticks[BranchIdle], e.Ticks[BranchReturn], e.Ticks[BranchChase], e.Ticks[BranchAttack], e.Ticks[BranchDead],
			e.Attacks, e.Hits, e.Deaths)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	state := "alive"
	if w.Player.Dead {
		state = "dead"
	}
	_, err := fmt.Fprintf(out, "player: hp %.1f of %.1f, %s after %d ticks (%.1f s)\n",
		w.Player.HP, w.Player.Stats.HP, state, w.Tick, float64(w.Tick)*entity.Dt)
	return err
}
