package main

import (
	"fmt"
	"io"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/session"
)

// explainer prints one enemy's tree whenever its decision changes.
type explainer struct {
	w     *entity.World
	minds *ai.Minds
	index int
	last  ai.Decision
}

func newExplainer(w *entity.World, minds *ai.Minds, id string) (*explainer, error) {
	i, err := session.FindEnemy(w, "-explain", id)
	if err != nil {
		return nil, err
	}
	minds.Explain(i, true)
	return &explainer{w: w, minds: minds, index: i}, nil
}

// follow watches the same enemy in a new world after a restart.
func (x *explainer) follow(w *entity.World, minds *ai.Minds) {
	x.w, x.minds, x.last = w, minds, ai.Decision{}
	minds.Explain(x.index, true)
}

// step prints the tree if the decision of the world's last step differs from
// the one before.
func (x *explainer) step(out io.Writer) {
	e := &x.w.Enemies[x.index]
	d := x.minds.Decision(e)
	if d == x.last {
		return
	}
	x.last = d
	if e.Dead {
		fmt.Fprintf(out, "tick %d: %s is dead and respawns in %.1f s; player %v, %s at %v\n\n", x.w.Tick, e.ID,
			entity.Seconds(e.RespawnTicks), x.w.Player.Pos, e.ID, e.Pos)
		return
	}
	fmt.Fprintf(out, "tick %d: %s decides %s (%s, %s); player %v, %s at %v\n", x.w.Tick, e.ID, d.Branch, d.Leaf, d.Status,
		x.w.Player.Pos, e.ID, e.Pos)
	fmt.Fprintln(out, x.minds.Shape(x.index).Text(x.minds.Instance(x.index)))
}
