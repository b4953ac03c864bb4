package ai_test

import (
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNearStaysHomeWhileThePlayerIsBeyondDetect(t *testing.T) {
	s := newSim(t, entity.Vec{X: 5.5, Y: 10}, spawn("near", 10, 10)) // 4.5 away
	for _, d := range s.run(300, stand) {
		require.Equal(t, ai.BranchIdle, d.Branch)
	}
	assert.Equal(t, entity.Vec{X: 10, Y: 10}, s.w.Enemies[0].Pos)
}

func TestNearChasesWithinDetectAttacksWithinAttackAndReturnsHome(t *testing.T) {
	s := newSim(t, entity.Vec{X: 6.1, Y: 10}, spawn("near", 10, 10)) // 3.9 away
	first := s.run(1, stand)
	assert.Equal(t, ai.BranchChase, first[0].Branch, "chases as soon as the player is within 4")
	assert.Equal(t, "moveToPlayer", first[0].Leaf)

	ds := s.run(240, stand)
	assert.Equal(t, []string{ai.BranchChase, ai.BranchAttack, ai.BranchChase, ai.BranchAttack}, branches(ds)[:4])
	e := &s.w.Enemies[0]
	assert.LessOrEqual(t, e.Pos.Dist(s.w.Player.Pos), e.Kind.Attack, "it closed to within its attack range")
	assert.Less(t, s.w.Player.HP, s.w.Player.Stats.HP, "its strikes hit a standing player")

	s.walkTo(entity.Vec{X: 0.5, Y: 19.5}, true) // the player is faster: out of sight, beyond its lose range 5
	ds = s.run(400, stand)
	assert.Equal(t, []string{ai.BranchReturn, ai.BranchIdle}, branches(ds)[len(branches(ds))-2:])
	assert.LessOrEqual(t, e.Pos.Dist(e.Home), ai.HomeEpsilon, "ends within epsilon of home")
}

func TestFarStopsAtAttackRangeAndShoots(t *testing.T) {
	s := newSim(t, entity.Vec{X: 14, Y: 10}, spawn("far", 20, 10)) // 6 away, within detect 7
	far := &s.w.Enemies[0]
	var closest = far.Pos.Dist(s.w.Player.Pos)
	shots := 0
	for range 300 {
		s.w.Step(standSafe, entity.Dt)
		closest = min(closest, far.Pos.Dist(s.w.Player.Pos))
		for _, e := range s.w.Events {
			if e.Kind == entity.EventShoot {
				shots++
			}
		}
	}
	assert.InDelta(t, far.Kind.Attack, closest, far.Kind.Speed*entity.Dt, "closes only to its attack range")
	assert.LessOrEqual(t, closest, far.Kind.Attack)
	assert.Equal(t, 2, shots, "one shot per 2.1 s attack cycle after a 1 s approach")
}

func TestFarBacksAwayFromAPlayerTooClose(t *testing.T) {
	s := newSim(t, entity.Vec{X: 14, Y: 10}, spawn("far", 20, 10))
	s.run(120, standSafe)
	far := &s.w.Enemies[0]
	s.walkTo(far.Pos.Add(entity.Vec{X: -1, Y: 0}), true) // walk up to 1 unit from it
	require.Less(t, far.Pos.Dist(s.w.Player.Pos), far.Kind.MinDistance)
	s.run(120, standSafe)
	assert.GreaterOrEqual(t, far.Pos.Dist(s.w.Player.Pos), far.Kind.MinDistance-1e-9, "it backed off to its minimum distance")
	assert.LessOrEqual(t, far.Pos.Dist(s.w.Player.Pos), far.Kind.Attack)
}

func TestFarProjectilesHitAStandingPlayer(t *testing.T) {
	s := newSim(t, entity.Vec{X: 16.5, Y: 10}, spawn("far", 20, 10)) // 3.5 away: in range
	hits := s.events(240, stand, entity.EventHit, "far-1")
	assert.GreaterOrEqual(t, hits, 2)
	assert.Equal(t, s.w.Player.Stats.HP-float64(hits)*s.w.Enemies[0].Kind.Damage, s.w.Player.HP)
}

func TestFarProjectilesMissAPlayerWhoMovesAway(t *testing.T) {
	s := newSim(t, entity.Vec{X: 16.5, Y: 10}, spawn("far", 20, 10))
	s.run(1, stand) // it starts an attack aimed at the player's spot
	require.Equal(t, ai.BranchAttack, s.minds.Decision(&s.w.Enemies[0]).Branch)
	shots, hits := 0, 0
	for range 180 {
		s.w.Step(entity.PlayerIntent{Move: entity.Vec{X: -1}}, entity.Dt)
		for _, e := range s.w.Events {
			switch e.Kind {
			case entity.EventShoot:
				shots++
			case entity.EventHit:
				hits++
			}
		}
	}
	assert.Positive(t, shots)
	assert.Zero(t, hits)
	assert.Equal(t, s.w.Player.Stats.HP, s.w.Player.HP)
}

func TestDeathHaltsTheTreeCancelsTheAttackAndRespawnStartsFresh(t *testing.T) {
	s := newSim(t, entity.Vec{X: 9.3, Y: 10}, spawn("near", 10, 10))
	s.minds.Explain(0, true) // watched: its full instance shows what the debugger shows
	e := &s.w.Enemies[0]
	e.HP = 1
	s.run(1, standSafe)
	require.Equal(t, ai.BranchAttack, s.minds.Decision(e).Branch)
	require.True(t, e.Attacking())
	in, shape := s.minds.Instance(0), s.minds.Shape(0)
	strike, ok := shape.Find("near/attack/strike")
	require.True(t, ok)
	require.Equal(t, bt.Running, in.Status(strike))

	s.w.Step(entity.PlayerIntent{Attack: true, Invulnerable: true}, entity.Dt)
	require.True(t, e.Dead)
	assert.False(t, e.Attacking(), "the attack was cancelled")
	assert.Equal(t, bt.Idle, in.Status(strike), "the strike was halted")
	assert.Equal(t, bt.Running, in.LastStatus(strike), "and the debugger can still see it was running")
	for id := range shape.Len() {
		assert.NotEqual(t, bt.Running, in.Status(id), shape.Node(id).Path)
	}
	assert.Equal(t, ai.BranchDead, s.minds.Decision(e).Branch)

	respawnTicks := int(e.Kind.Respawn/entity.Dt) + 1
	respawned := s.events(respawnTicks, entity.PlayerIntent{Move: entity.Vec{X: -1}, Invulnerable: true}, entity.EventRespawn, "near-1")
	assert.Equal(t, 1, respawned)
	assert.False(t, e.Dead)
	assert.Equal(t, e.Home, e.Pos)
	assert.Equal(t, e.Kind.HP, e.HP)
	s.run(1, standSafe)
	assert.Equal(t, ai.BranchIdle, s.minds.Decision(e).Branch, "the player is out of sight: it stays home")
}

func TestEditingAKindAppliesToEveryEnemyOfThatKindAtOnce(t *testing.T) {
	s := newSim(t, entity.Vec{X: 5, Y: 10}, spawn("near", 10, 10), spawn("near", 10, 15))
	assert.Equal(t, []string{ai.BranchIdle}, branches(s.run(1, stand)))
	s.w.Kind("near").Detect = 6 // both are 5 or more away, within 6 only the first
	s.run(1, stand)
	assert.Equal(t, ai.BranchChase, s.minds.Decision(&s.w.Enemies[0]).Branch)
	assert.Equal(t, ai.BranchIdle, s.minds.Decision(&s.w.Enemies[1]).Branch)
}

func TestReasonsExplainTheDecision(t *testing.T) {
	s := newSim(t, entity.Vec{X: 7, Y: 10}, spawn("near", 10, 10))
	s.minds.Remember(16)
	s.minds.Explain(0, true)
	s.run(1, stand)
	in, shape := s.minds.Instance(0), s.minds.Shape(0)
	reason := func(path string) string {
		id, ok := shape.Find(path)
		require.True(t, ok, path)
		return in.Reason(id)
	}
	assert.Equal(t, "dist 3.0 > attack 1.0", reason("near/attack/inAttackRange"))
	assert.Equal(t, "dist 3.0 <= detect 4.0", reason("near/chase/seesPlayer"))
	assert.Equal(t, "closing in: dist 3.0, stops at 0.75", reason("near/chase/moveToPlayer"))
	assert.Positive(t, in.Recorder().Len())

	tree := buildTree(t, "t [sequence]\n  rest [stateful action] wait(1.5 s)\n")
	s.minds.SetTree(s.w, "near", tree)
	s.run(31, stand)
	in = s.minds.Instance(0)
	assert.Equal(t, "waiting, 1.00 s left", in.Reason(1), "in seconds, as every other countdown")
}

// TestTheRespawnTickReportsTheFreshDecision: an enemy killed while chasing
// reports, on the tick it respawns at home, what it decides there, not the
// chase it died in.
func TestTheRespawnTickReportsTheFreshDecision(t *testing.T) {
	s := newSim(t, entity.Vec{X: 8, Y: 10}, spawn("near", 10, 10))
	s.minds.Explain(0, true) // watched: its full instance keeps its last tick
	s.run(5, stand)
	require.Equal(t, ai.BranchChase, s.minds.Decision(&s.w.Enemies[0]).Branch)
	for !s.w.Enemies[0].Dead {
		s.w.Step(entity.PlayerIntent{Attack: true, Invulnerable: true}, entity.Dt)
	}
	s.w.Player.Pos = entity.Vec{X: 30, Y: 10} // far away when it comes back
	for s.w.Enemies[0].Dead {
		s.w.Step(stand, entity.Dt)
	}
	d := s.minds.Decision(&s.w.Enemies[0])
	assert.Equal(t, ai.BranchIdle, d.Branch, "home, nobody in sight: idle on the respawn tick itself")
	assert.Equal(t, s.w.Tick, s.minds.Instance(0).Now(), "its tree ticked on the respawn tick")
}

// TestDancingAtTheDetectEdgeDoesNotMakeItTwitch: a player stepping in and
// out across a Near enemy's detect range every few ticks, 0.1 on either side,
// does not make it give up and come back at every crossing: once it sees the
// player it keeps track of them out to its lose range.
func TestDancingAtTheDetectEdgeDoesNotMakeItTwitch(t *testing.T) {
	tests := []struct {
		name     string
		lose     float64
		giveUps  func(n int) bool
		describe string
	}{
		{"without a lose range", 4, func(n int) bool { return n >= 10 }, "gives up at most crossings"},
		{"with the default lose range", 5, func(n int) bool { return n <= 1 }, "keeps chasing"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newSim(t, entity.Vec{X: 5.9, Y: 10}, spawn("near", 10, 10))
			s.w.Kind("near").Lose = tc.lose
			s.w.Kind("near").Speed = 0.01 // it barely moves: the player alone crosses the edge
			giveUps, last := 0, ""
			for tick := range 300 {
				x := 5.9 // 4.1 from the enemy: outside
				if tick/5%2 == 1 {
					x = 6.1 // 3.9: inside
				}
				s.w.Player.Pos = entity.Vec{X: x, Y: 10}
				d := s.run(1, stand)[0]
				if last == ai.BranchChase && d.Branch != ai.BranchChase {
					giveUps++
				}
				last = d.Branch
			}
			assert.True(t, tc.giveUps(giveUps), "%s: %d give-ups over 30 crossings", tc.describe, giveUps)
		})
	}
}

// TestACorneredFarEnemyEscapesAlongTheWall: a Far enemy whose home is in a
// corner, approached straight from the open side, slides away along a wall
// instead of pressing into the corner and being killed in its wind-up.
func TestACorneredFarEnemyEscapesAlongTheWall(t *testing.T) {
	s := newSim(t, entity.Vec{X: 4, Y: 4}, spawn("far", 0.5, 0.5))
	far := &s.w.Enemies[0]
	s.walkTo(entity.Vec{X: 1.8, Y: 1.8}, true) // the player comes to stand just outside the corner
	for range 180 {
		s.w.Step(standSafe, entity.Dt)
	}
	assert.Greater(t, far.Pos.Dist(entity.Vec{X: 0.5, Y: 0.5}), 2.0, "it slid out of the corner along a wall")
	assert.GreaterOrEqual(t, far.Pos.Dist(s.w.Player.Pos), far.Kind.MinDistance-0.1, "and holds its minimum distance")
}

// TestLeadingShotsHitAStrafingPlayer: a player strafing across a Far enemy's
// line of fire, turning only out of its reach, is hit far more often by shots
// that lead it than by shots aimed where it stood.
func TestLeadingShotsHitAStrafingPlayer(t *testing.T) {
	hitsBy := map[bool]int{}
	for _, lead := range []bool{false, true} {
		s := newSim(t, entity.Vec{X: 17, Y: 2}, spawn("far", 20, 10))
		s.w.Kind("far").Lead = lead
		hits, dir := 0, 1.0
		for range 1200 {
			if y := s.w.Player.Pos.Y; y >= 18 || y <= 2 {
				dir = 2 - y/5 // up from the bottom, down from the top
				dir /= max(dir, -dir)
			}
			s.w.Step(entity.PlayerIntent{Move: entity.Vec{Y: 0.4 * dir}}, entity.Dt)
			s.w.Player.Pos.X = 17 // keep to the strafing line: 3 units across from its home
			for _, ev := range s.w.Events {
				if ev.Kind == entity.EventHit && ev.Target == entity.PlayerID {
					hits++
				}
			}
		}
		hitsBy[lead] = hits
	}
	t.Logf("hits on a strafing player in 20 s: leading %d, aiming where it stood %d", hitsBy[true], hitsBy[false])
	assert.Greater(t, hitsBy[true], 2*hitsBy[false]+2, "leading: %d hits; aiming where it stood: %d", hitsBy[true], hitsBy[false])
}

// TestTimeLeftReadsTheSameOnTheTreeAndInTheState: while an attack plays, the
// strike node's reason and the state's attack line give the same time left
// on every tick.
func TestTimeLeftReadsTheSameOnTheTreeAndInTheState(t *testing.T) {
	s := newSim(t, entity.Vec{X: 9.5, Y: 10}, spawn("near", 10, 10))
	s.minds.Explain(0, true)
	attacks := 0
	for range 120 {
		s.run(1, stand)
		ins := s.minds.Inspect(s.w, 0, 4)
		var attack, reason string
		for _, f := range ins.State {
			if f.Label == "attack" {
				attack = f.Value
			}
		}
		for _, r := range ins.Rows {
			if r.Name == "strike" && r.Fresh {
				reason = r.Reason
			}
		}
		phase, left, found := strings.Cut(attack, " (")
		if !found || reason == "" || !strings.HasPrefix(reason, phase+", ") {
			continue
		}
		attacks++
		assert.Equal(t, phase+", "+strings.TrimSuffix(left, ")"), reason, "tick %d", s.w.Tick)
	}
	assert.Greater(t, attacks, 10, "the test saw attacks under way")
}

// TestStandingNearHomeIsBeingHome: an enemy at home that a neighbour nudges
// by less than its body's radius stays idle where it is; nudged further, it
// walks back to the spot.
func TestStandingNearHomeIsBeingHome(t *testing.T) {
	tests := []struct {
		nudge  float64
		branch string
	}{
		{0.3, ai.BranchIdle},
		{0.6, "return"},
	}
	for _, tc := range tests {
		s := newSim(t, entity.Vec{X: 1, Y: 1}, spawn("near", 10, 10))
		s.run(2, stand)
		require.Equal(t, ai.BranchIdle, s.minds.Decision(&s.w.Enemies[0]).Branch)
		s.w.Wake(0) // parked at home: woken to be moved by hand
		s.w.Enemies[0].Pos.X += tc.nudge
		s.run(1, stand)
		assert.Equal(t, tc.branch, s.minds.Decision(&s.w.Enemies[0]).Branch, "nudged %.1f", tc.nudge)
	}
}

// TestADecisionIsMadeAtTheFirstTick: before its first tick an enemy has
// decided nothing; after it, it has, also with a tree that is one leaf,
// whose decision names no branch.
func TestADecisionIsMadeAtTheFirstTick(t *testing.T) {
	for _, tc := range []struct {
		tree, branch, leaf string
	}{
		{"", ai.BranchChase, "moveToPlayer"}, // the shipped tree
		{"solo [action] moveToPlayer\n", "", "solo"},
	} {
		s := newSim(t, entity.Vec{X: 8, Y: 10}, spawn("near", 10, 10))
		if tc.tree != "" {
			s.minds.SetTree(s.w, "near", buildTree(t, tc.tree))
		}
		assert.False(t, s.minds.Decision(&s.w.Enemies[0]).Decided(), "%q: before the first tick", tc.tree)
		d := s.run(1, stand)[0]
		assert.True(t, d.Decided(), "%q", tc.tree)
		assert.Equal(t, tc.branch, d.Branch)
		assert.Equal(t, tc.leaf, d.Leaf)
	}
}
