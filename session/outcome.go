package session

import (
	"fmt"

	"github.com/enemyai/enemyai/entity"
)

// Outcome sums up how a run went for the player, from the world's events:
// what a designer compares between two futures and across a sweep.
type Outcome struct {
	Ticks       uint32  // ticks observed
	PlayerHits  int     // hits the player took, by strike or shot
	DamageTaken float64 // the damage of the hits the player took, a killing blow's in full
	PlayerHP    float64 // the player's hit points at the end
	DiedAt      uint32  // the tick the player died on; 0: alive at the end
	Kills       int     // enemies the player killed (every enemy death is one)
	Shots       int     // projectiles fired at the player
	ShotsHit    int     // projectiles that hit the player
}

// Observe counts the world's last step.
func (o *Outcome) Observe(w *entity.World) {
	o.Ticks++
	o.PlayerHP = w.Player.HP
	for _, ev := range w.Events {
		switch {
		case ev.Kind == entity.EventShoot:
			o.Shots++
		case ev.Kind == entity.EventHit && ev.Target == entity.PlayerID:
			o.PlayerHits++
			o.DamageTaken += ev.Damage
			if k := ev.SourceKind; k != nil && k.Ranged {
				o.ShotsHit++ // a ranged kind only shoots
			}
		case ev.Kind == entity.EventDeath && ev.Target == entity.PlayerID:
			o.DiedAt = ev.Tick
		case ev.Kind == entity.EventDeath:
			o.Kills++
		}
	}
}

// add counts the next ticks of the same run, summed up in later.
func (o *Outcome) add(later Outcome) {
	o.Ticks += later.Ticks
	o.PlayerHits += later.PlayerHits
	o.DamageTaken += later.DamageTaken
	o.PlayerHP = later.PlayerHP
	if later.DiedAt != 0 {
		o.DiedAt = later.DiedAt
	}
	o.Kills += later.Kills
	o.Shots += later.Shots
	o.ShotsHit += later.ShotsHit
}

// OutcomeRows returns the outcome table of two runs as rows of a label and
// each run's value, in the order a designer reads them.
func OutcomeRows(a, b Outcome) [][3]string {
	died := func(o Outcome) string {
		if o.DiedAt == 0 {
			return "no"
		}
		return fmt.Sprintf("at t %d", o.DiedAt)
	}
	row := func(label, format string, va, vb any) [3]string {
		return [3]string{label, fmt.Sprintf(format, va), fmt.Sprintf(format, vb)}
	}
	return [][3]string{
		row("ticks", "%d", a.Ticks, b.Ticks),
		row("hits on the player", "%d", a.PlayerHits, b.PlayerHits),
		row("damage taken", "%.0f", a.DamageTaken, b.DamageTaken),
		row("player HP at the end", "%.0f", a.PlayerHP, b.PlayerHP),
		{"player died", died(a), died(b)},
		row("kills (enemy deaths)", "%d", a.Kills, b.Kills),
		row("shots fired", "%d", a.Shots, b.Shots),
		row("shots that hit", "%d", a.ShotsHit, b.ShotsHit),
	}
}

// MeasureNames are the names of an outcome's measures, as sweeps write them
// in their CSV files and heat maps show them.
var MeasureNames = []string{"damage_taken", "player_hits", "player_hp", "player_died", "died_at", "kills", "shots", "shots_hit"}

// Measures returns the outcome's measures in the order of MeasureNames.
func (o Outcome) Measures() []float64 {
	died := 0.0
	if o.DiedAt > 0 {
		died = 1
	}
	return []float64{o.DamageTaken, float64(o.PlayerHits), o.PlayerHP, died, float64(o.DiedAt), float64(o.Kills),
		float64(o.Shots), float64(o.ShotsHit)}
}
