package ai_test

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestInspectShowsRowsColoursFadingTipAndReasons(t *testing.T) {
	s := newSim(t, entity.Vec{X: 7, Y: 10}, spawn("near", 10, 10)) // 3 away: chasing
	s.minds.Remember(32)
	s.minds.Explain(0, true)
	s.run(2, stand)
	ins := s.minds.Inspect(s.w, 0, 20)

	assert.Equal(t, "near-1", ins.ID)
	assert.Equal(t, ai.Decision{Branch: "chase", Leaf: "moveToPlayer", Status: bt.Running, Activity: ai.Pursuing}, ins.Decision)
	type row struct {
		text   string
		status bt.Status
		fresh  bool
		path   bool
		reason string
	}
	var got []row
	for _, r := range ins.Rows {
		got = append(got, row{r.Prefix + r.Name, r.Status, r.Fresh, r.OnPath, r.Reason})
		assert.Equal(t, ai.StatusColour(r.Status, r.Fresh), r.Colour)
	}
	assert.Equal(t, []row{
		{"near", bt.Running, true, true, ""},
		{"├─ attack", bt.Failure, true, false, ""},
		{"│  ├─ inAttackRange", bt.Failure, true, false, "dist 2.9 > attack 1.0"},
		{"│  ├─ attackReady", bt.Idle, false, false, ""},
		{"│  └─ strike", bt.Idle, false, false, ""},
		{"├─ chase", bt.Running, true, true, ""},
		{"│  ├─ seesPlayer", bt.Success, true, false, "dist 2.9 <= detect 4.0"},
		{"│  └─ moveToPlayer", bt.Running, true, true, "closing in: dist 2.9, stops at 0.75"},
		{"└─ return", bt.Idle, false, false, ""},
		{"   └─ moveHome", bt.Idle, false, false, ""},
	}, got)
	assert.True(t, ins.Rows[7].Tip)
	assert.Equal(t, uint8(255), ins.Rows[5].Colour.A, "a node ticked this tick is opaque")
	assert.Less(t, ins.Rows[3].Colour.A, uint8(255), "a node not ticked this tick is faded")
	assert.NotEqual(t, ai.StatusColour(bt.Running, true), ai.StatusColour(bt.Failure, true))

	state := map[string]string{}
	for _, f := range ins.State {
		state[f.Label] = f.Value
	}
	assert.Equal(t, "near (melee)", state["kind"])
	assert.Equal(t, "chase (moveToPlayer, running)", state["branch"])
	assert.Contains(t, state["to player"], "(detect 4.0, attack 1.0)")
	require.NotEmpty(t, ins.Log)
	assert.Equal(t, uint32(1), ins.Log[len(ins.Log)-1].Tick, "the log holds the first tick's transitions")
}

// TestDebuggerReportsTheChaseAttackReturnStory plays the near_chase story and
// checks the decisions the debugger's log reports, oldest first, at the level
// of the top-level branches.
func TestDebuggerReportsTheChaseAttackReturnStory(t *testing.T) {
	s := newSim(t, entity.Vec{X: 2, Y: 10}, spawn("near", 10, 10))
	s.minds.Remember(4096)
	s.minds.Explain(0, true)
	s.run(30, stand)
	s.walkTo(entity.Vec{X: 7, Y: 10}, false)
	s.run(150, stand)
	s.walkTo(entity.Vec{X: 0.5, Y: 19.5}, true) // to the far corner: faster than the enemy, out of its sight
	s.run(300, stand)

	log := s.minds.Inspect(s.w, 0, 4096).Log
	var story []string
	for i := len(log) - 1; i >= 0; i-- {
		l := log[i]
		if l.To != bt.Idle && (l.Path == "attack" || l.Path == "chase" || l.Path == "return") {
			entry := l.Path + " " + l.To.String()
			if len(story) == 0 || story[len(story)-1] != entry {
				story = append(story, entry)
			}
		}
	}
	assert.Equal(t, []string{
		"attack failure", "chase failure", "return success", // at home: idle
		"chase running",                    // the player came within 4
		"attack running", "attack success", // struck
		"attack failure", "chase running", // cooling down, holding close
		"attack running", "attack success",
		"attack failure", "chase running", // the player flees: it follows
		"chase failure", "return running", // outrun: walking home
		"return success", // home again
	}, story)
}

func TestLogInterleavesEventsNewestFirst(t *testing.T) {
	ins := ai.Inspection{ID: "far-1", Log: []ai.LogLine{
		{Tick: 9, Path: "attack", From: bt.Running, To: bt.Success},
		{Tick: 5, Path: "attack", From: bt.Idle, To: bt.Running},
	}}
	ins.AddEvents([]entity.Event{
		{Tick: 3, Kind: entity.EventHit, Source: entity.PlayerID, Target: "far-1", Damage: 25},
		{Tick: 7, Kind: entity.EventShoot, Source: "far-1", Target: entity.PlayerID},
		{Tick: 8, Kind: entity.EventHit, Source: "far-2", Target: entity.PlayerID, Damage: 8},
		{Tick: 9, Kind: entity.EventDeath, Source: entity.PlayerID, Target: "far-1"},
	}, 4)
	var got []string
	for _, l := range ins.Log {
		got = append(got, l.String())
	}
	assert.Equal(t, []string{
		"t 9  0.15s  * death by player",
		"t 9  0.15s  attack  running -> success",
		"t 7  0.12s  * shoot -> player",
		"t 5  0.08s  attack  idle -> running",
	}, got)
}

// TestIdleFollowsFromStructureNotNames renames the Near tree's return
// branch: an enemy at home with nothing to do is idle all the same, and
// rests; walking home it is moving.
func TestIdleFollowsFromStructureNotNames(t *testing.T) {
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	src := strings.Replace(string(shipped), "  return [sequence]", "  home [sequence]", 1)
	require.Contains(t, src, "  home [sequence]")
	def, err := ai.Syntax.Parse("near.tree", []byte(src))
	require.NoError(t, err)
	tree, err := ai.Build(def)
	require.NoError(t, err)
	s := newSim(t, entity.Vec{X: 1, Y: 1}, spawn("near", 20, 10))
	s.minds.SetTree(s.w, "near", tree)
	d := s.run(1, entity.PlayerIntent{})
	assert.Equal(t, ai.Decision{Branch: ai.BranchIdle, Leaf: "moveHome", Status: bt.Success}, d[0])
	assert.Equal(t, ai.Resting, s.minds.Activity(s.w, &s.w.Enemies[0]))
	s.w.Enemies[0].Pos.X += 2 * ai.HomeEpsilon // as separation pushes a body after its tree decided
	assert.Equal(t, ai.BranchIdle, s.minds.Decision(&s.w.Enemies[0]).Branch, "the decision is the tree's, made at home")

	s.w.Enemies[0].Pos = entity.Vec{X: 15, Y: 10} // pushed away: it walks home
	d = s.run(1, entity.PlayerIntent{})
	assert.Equal(t, ai.Decision{Branch: "home", Leaf: "moveHome", Status: bt.Running, Activity: ai.Moving}, d[0])
	assert.Equal(t, ai.Moving, s.minds.Activity(s.w, &s.w.Enemies[0]))
}

// TestAChasingBranchCalledIdleIsNotIdle gives the Near tree a chasing branch
// called idle: while it chases, its decision names that branch, but it is
// pursuing, not resting; the tally and Count put its ticks apart from the
// idle an enemy done at home reports, which comes back once it is home.
func TestAChasingBranchCalledIdleIsNotIdle(t *testing.T) {
	shipped, err := fs.ReadFile(assets.Trees, "near.tree")
	require.NoError(t, err)
	src := strings.Replace(string(shipped), "  chase [reactive sequence]", "  idle [reactive sequence]", 1)
	require.Contains(t, src, "  idle [reactive sequence]")
	tree, err := ai.BuildFile("near.tree", []byte(src))
	require.NoError(t, err)
	s := newSim(t, entity.Vec{X: 17, Y: 10}, spawn("near", 20, 10))
	s.minds.SetTree(s.w, "near", tree)
	var tally ai.Tally
	var c ai.Crowd
	near := s.w.Kind("near")
	slot := slices.Index(s.w.Kinds, near)
	names := s.minds.Branches(near)
	for range 10 {
		s.w.Step(entity.PlayerIntent{Invulnerable: true}, entity.Dt)
		tally.Observe(s.w, s.minds)
		s.minds.Count(s.w, &c, false)
	}
	d := s.minds.Decision(&s.w.Enemies[0])
	assert.Equal(t, ai.Decision{Branch: "idle", Leaf: "moveToPlayer", Status: bt.Running, Activity: ai.Pursuing}, d)
	assert.Equal(t, ai.Pursuing, s.minds.Activity(s.w, &s.w.Enemies[0]))
	assert.Zero(t, tally.Enemies[0].Ticks[ai.BranchIdle], "chasing is not idling")
	assert.Equal(t, 10, tally.Enemies[0].Ticks["idle (tree's branch)"])
	assert.Equal(t, []string{"attack", "idle", "return", ai.BranchIdle, ai.BranchDead}, names)
	assert.Equal(t, []uint32{0, 1, 0, 0, 0}, c.Kinds[slot].Branches, "counted in the tree's branch, not as idle")

	for range 300 { // the player walks away: it goes home and idles there
		s.w.Step(entity.PlayerIntent{Move: entity.Vec{X: -1}, Invulnerable: true}, entity.Dt)
	}
	s.minds.Count(s.w, &c, false)
	d = s.minds.Decision(&s.w.Enemies[0])
	assert.Equal(t, ai.Decision{Branch: ai.BranchIdle, Leaf: "moveHome", Status: bt.Success, Activity: ai.Resting}, d)
	assert.Equal(t, []uint32{0, 0, 0, 1, 0}, c.Kinds[slot].Branches)
}

// TestTheStrikeRowAndTheStateAgreeOnEveryTickOfAnAttack: the strike leaf's
// reason, made while the tree ticks, names the phase and the time left the
// enemy's state shows once the tick is over, the hit tick included.
func TestTheStrikeRowAndTheStateAgreeOnEveryTickOfAnAttack(t *testing.T) {
	s := newSim(t, entity.Vec{X: 9.5, Y: 10}, spawn("near", 10, 10)) // in reach: it attacks at once
	s.minds.Remember(32)
	s.minds.Explain(0, true)
	attacks := 0
	for range 120 {
		s.run(1, stand)
		e := &s.w.Enemies[0]
		ins := s.minds.Inspect(s.w, 0, 20)
		var strike string
		for _, r := range ins.Rows {
			if strings.HasSuffix(r.Name, "strike") && r.Fresh {
				strike = r.Reason
			}
		}
		if strike == "" || !e.Attacking() {
			continue
		}
		attacks++
		state := ""
		for _, f := range ins.State {
			if f.Label == "attack" {
				state = f.Value
			}
		}
		assert.Equal(t, fmt.Sprintf("%s, %.2f s left", e.Phase, entity.Seconds(e.PhaseTicks)), strike, "t %d", s.w.Tick)
		assert.Equal(t, fmt.Sprintf("%s (%.2f s left)", e.Phase, entity.Seconds(e.PhaseTicks)), state, "t %d", s.w.Tick)
	}
	assert.Greater(t, attacks, 20, "ticks of attacks seen")
}

// TestADeadEnemysRowsAreAllStale: once an enemy dies its tree stops
// ticking, and its rows, of its last tick alive, show no node as ticked,
// no tip and no path, faded, whatever they were; its state says where it
// fell and where it respawns, as it is drawn there, and no distance to the
// player.
func TestADeadEnemysRowsAreAllStale(t *testing.T) {
	s := newSim(t, entity.Vec{X: 7, Y: 10}, spawn("near", 10, 10)) // 3 away: chasing
	s.minds.Explain(0, true)
	s.run(2, stand)
	alive := s.minds.Inspect(s.w, 0, 0)
	require.True(t, slices.ContainsFunc(alive.Rows, func(r ai.Row) bool { return r.Tip }), "alive, a tip")
	s.w.Enemies[0].Dead = true
	dead := s.minds.Inspect(s.w, 0, 0)
	for _, r := range dead.Rows {
		assert.False(t, r.Fresh || r.Tip || r.OnPath, "%s", r.Name)
		assert.Equal(t, ai.StatusColour(r.Shown(), false), r.Colour, "%s", r.Name)
	}
	state := map[string]string{}
	for _, f := range dead.State {
		state[f.Label] = f.Value
	}
	e := &s.w.Enemies[0]
	assert.Equal(t, e.Pos.String()+", where it fell", state["position"], "drawn at home, it stands nowhere")
	assert.Equal(t, "(10.00, 10.00), where it respawns", state["home"])
	assert.Equal(t, "none, dead (detect 4.0, attack 1.0)", state["to player"])
}
