package ai_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// twins are two copies of one world driven by the same player: the tested
// one parks its idle enemies, or steps them in parallel, and the reference
// one steps every enemy every tick, one after another, separating them
// plainly (entity.World.Reference). What the tested one does is invisible
// when they never differ.
type twins struct {
	t         testing.TB
	tested    *twin
	reference *twin
	parked    int // enemy-ticks parked, over the run
	parallel  int // ticks the tested twin stepped in parallel
	// lean is set when nobody watches the tested twin's enemies, which
	// tick lean: their minds keep other memory than the reference's full
	// instances, so only what they decide is compared.
	lean bool
}

// twin is one of the twins: a world, its minds and its trace.
type twin struct {
	w     *entity.World
	minds *ai.Minds
	trace bytes.Buffer
	write *ai.Trace
	snap  entity.Snapshot
	mem   ai.Memory
	state []byte   // the world's state after the last step
	crowd ai.Crowd // what Count summed up of the last step
	// was holds where the enemies stood before the last step, and stepped
	// the enemies it stepped (entity.World.MarkStepped).
	was     []entity.Vec
	stepped []uint64
}

// newTwins builds the twins from cfg, seed and trees, with extra random
// enemies, the tested one parking its enemies.
func newTwins(t testing.TB, cfg *entity.Config, seed uint64, extra int, trees func(kinds []*entity.Kind) ai.Trees) *twins {
	return newTwinsTesting(t, cfg, seed, extra, trees, func(w *entity.World) { w.Parallel(false) })
}

// newFastTwins builds the twins from cfg, seed and trees, with extra random
// enemies, the tested one as every world and minds start: parking, on every
// core, its enemies ticked lean.
func newFastTwins(t testing.TB, cfg *entity.Config, seed uint64, extra int, trees func(kinds []*entity.Kind) ai.Trees) *twins {
	tt := newTwinsTesting(t, cfg, seed, extra, trees, func(*entity.World) {})
	tt.tested.minds.Remember(0)
	tt.lean = true
	return tt
}

// newTwinsTesting builds the twins from cfg, seed and trees, with extra
// random enemies; set up makes the tested one what is tested. Traced, they
// write the decision trace every tick.
func newTwinsTesting(t testing.TB, cfg *entity.Config, seed uint64, extra int, trees func(kinds []*entity.Kind) ai.Trees, setUp func(w *entity.World)) *twins {
	build := func(tested bool) *twin {
		w := entity.NewWorld(cfg, seed)
		w.SpawnRandom(extra)
		if tested {
			setUp(w)
		} else {
			w.Park(false)
			w.Reference(true)
		}
		minds, err := ai.Attach(w, trees(w.Kinds))
		require.NoError(t, err)
		minds.Remember(1 << 12)
		tw := &twin{w: w, minds: minds}
		tw.write = ai.NewTrace(&tw.trace, minds)
		return tw
	}
	return &twins{t: t, tested: build(true), reference: build(false)}
}

// both does the same to both twins.
func (tt *twins) both(do func(tw *twin)) {
	do(tt.tested)
	do(tt.reference)
}

// step steps both twins with the tested one's player intent and checks
// that they agree on the world's state, events, decisions and trace; every
// hashEvery ticks also on their minds' whole state.
func (tt *twins) step(in entity.PlayerIntent, traced bool, hashEvery uint32) {
	t := tt.t
	t.Helper()
	tt.both(func(tw *twin) {
		tw.trace.Reset()
		tw.was = tw.was[:0]
		for i := range tw.w.Enemies {
			tw.was = append(tw.was, tw.w.Enemies[i].Pos)
		}
		tw.w.Step(in, entity.Dt)
		if traced {
			require.NoError(t, tw.write.Step(tw.w))
		}
	})
	a, b := tt.tested, tt.reference
	tt.parked += a.w.ParkedCount()
	if a.w.SteppedInParallel() {
		tt.parallel++
	}
	require.Zero(t, b.w.ParkedCount())
	require.False(t, b.w.SteppedInParallel())
	tick := a.w.Tick
	a.stepped = make([]uint64, (len(a.w.Enemies)+63)/64)
	a.w.MarkStepped(a.stepped)
	for i, at := range a.was {
		if a.stepped[i/64]&(1<<(i%64)) == 0 && a.w.Enemies[i].Pos != at {
			require.Fail(t, "an enemy the step did not mark as stepped moved", "%s, tick %d", a.w.Enemies[i].ID, tick)
		}
	}
	a.state, b.state = a.w.AppendState(a.state[:0]), b.w.AppendState(b.state[:0])
	if !bytes.Equal(a.state, b.state) {
		for i := range a.w.Enemies {
			require.Equal(t, b.w.Enemies[i], a.w.Enemies[i], "tick %d", tick)
		}
		require.Equal(t, b.w.Player, a.w.Player, "tick %d", tick)
		require.Equal(t, b.w.Events, a.w.Events, "tick %d", tick)
		require.Fail(t, "the world states differ", "tick %d", tick)
	}
	for i := range a.w.Enemies {
		if da, db := a.minds.Decision(&a.w.Enemies[i]), b.minds.Decision(&b.w.Enemies[i]); da != db {
			require.Equal(t, db, da, "%s, tick %d", a.w.Enemies[i].ID, tick)
		}
	}
	digest := a.minds.Count(a.w, &a.crowd, false)
	b.minds.ForgetSums() // the reference's sums are made from scratch
	require.Equal(t, b.minds.Count(b.w, &b.crowd, false), digest, "digest, tick %d", tick)
	require.Equal(t, a.minds.Digest(a.w), digest, "the digest of parked enemies' kept decisions, tick %d", tick)
	for k := range a.crowd.Kinds {
		require.Equal(t, b.crowd.Kinds[k].Branches, a.crowd.Kinds[k].Branches, "branch counts, tick %d", tick)
	}
	if !bytes.Equal(a.trace.Bytes(), b.trace.Bytes()) {
		require.Equal(t, b.trace.String(), a.trace.String(), "trace, tick %d", tick)
	}
	if tick%hashEvery == 0 && !tt.lean {
		require.Equal(t, b.minds.AppendState(nil), a.minds.AppendState(nil), "minds, tick %d", tick)
	}
}

// finish checks that both twins recorded the same status changes.
func (tt *twins) finish() {
	a, b := tt.tested, tt.reference
	if tt.lean {
		return
	}
	require.Equal(tt.t, b.minds.AppendState(nil), a.minds.AppendState(nil), "minds at the end")
	for i := range a.w.Enemies {
		if ra, rb := a.minds.Recorder(i), b.minds.Recorder(i); ra != nil || rb != nil { // none after Remember(0)
			require.Equal(tt.t, rb.Transitions(nil), ra.Transitions(nil), a.w.Enemies[i].ID)
		}
	}
}

// TestParkingIsInvisibleInTheShippedScenarios plays every shipped scenario,
// with twenty random enemies more, parking and not: traces, decisions,
// recorded transitions, events and state hashes agree tick for tick.
func TestParkingIsInvisibleInTheShippedScenarios(t *testing.T) {
	names, err := fs.Glob(assets.Scenarios, "*.toml")
	require.NoError(t, err)
	require.NotEmpty(t, names)
	parked := 0
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			cfg, steps := shippedScenario(t, name)
			tt := newTwins(t, cfg, 3, 20, shippedTrees(t))
			script := entity.NewScript(steps)
			for tick, after := 0, 0; after < 600 && tick < 1800; tick++ { // empty.toml waits for ever
				if script.Done() {
					after++
				}
				tt.step(script.Intent(tt.tested.w), true, 30)
			}
			tt.finish()
			parked += tt.parked
		})
	}
	assert.Greater(t, parked, 10000, "enemies were parked for the comparison to mean something")
}

// shippedTrees returns a function giving the kinds their shipped trees.
func shippedTrees(t testing.TB) func(kinds []*entity.Kind) ai.Trees {
	return func(kinds []*entity.Kind) ai.Trees {
		trees, err := ai.ShippedTrees(kinds)
		require.NoError(t, err)
		return trees
	}
}

// TestParkingIsInvisibleInRandomWorlds plays 1,000 random worlds (kinds'
// values, shipped and random trees, crowds, a scripted player that tunes,
// reloads, rewinds and selects on the way), parking and not, and finds no
// difference.
func TestParkingIsInvisibleInRandomWorlds(t *testing.T) {
	parked, parkedWorlds := 0, 0
	for seed := range uint64(1000) {
		tt := randomTwins(t, seed, 300)
		parked += tt.parked
		if tt.parked > 0 {
			parkedWorlds++
		}
	}
	assert.Greater(t, parkedWorlds, 500, "most worlds parked enemies (%d enemy-ticks in all)", parked)
}

// FuzzParkingIsInvisible looks for a world in which parking shows.
func FuzzParkingIsInvisible(f *testing.F) {
	for seed := range uint64(8) {
		f.Add(seed, uint16(150))
	}
	f.Fuzz(func(t *testing.T, seed uint64, ticks uint16) {
		randomTwins(t, seed, int(ticks%400))
	})
}

// randomTwins builds a random world from seed and plays it for the given
// ticks as twins, checking them every tick.
func randomTwins(t testing.TB, seed uint64, ticks int) *twins {
	return randomTwinsFrom(t, seed, ticks, newTwins)
}

// randomTwinsFrom builds a random world from seed, makes twins of it with
// build, and plays them for the given ticks, checking them every tick.
func randomTwinsFrom(t testing.TB, seed uint64, ticks int,
	build func(testing.TB, *entity.Config, uint64, int, func([]*entity.Kind) ai.Trees) *twins) *twins {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	cfg, err := config.DefaultConfig()
	require.NoError(t, err)
	side := 12 + r.Float64()*30
	cfg.Arena = entity.Arena{Width: side, Height: side * (0.5 + r.Float64()), PlayerStart: entity.Vec{X: 1, Y: 1}}
	for _, name := range cfg.KindNames() { // in order: the same world from the same seed
		k := cfg.Kinds[name]
		k.Detect = 1 + r.Float64()*7
		k.Lose = 0
		if r.IntN(2) == 0 {
			k.Lose = k.Detect + r.Float64()*2
		}
		k.Attack = 0.5 + r.Float64()*min(k.Detect, 4)
		k.MinDistance = r.Float64() * k.Attack
		k.Speed = 1 + r.Float64()*3
	}
	cfg.Enemies = nil
	kinds := cfg.KindNames()
	for range r.IntN(12) {
		home := entity.Vec{X: r.Float64() * cfg.Arena.Width, Y: r.Float64() * cfg.Arena.Height}
		for range 1 + r.IntN(4) { // some homes are shared
			cfg.Enemies = append(cfg.Enemies, entity.Spawn{Kind: kinds[r.IntN(len(kinds))], Home: home})
		}
	}
	files := map[string]string{}
	for _, k := range kinds {
		if r.IntN(2) == 0 {
			files[k] = randomTree(r, k)
		}
	}
	trees := func(ks []*entity.Kind) ai.Trees {
		out, err := ai.ShippedTrees(ks)
		require.NoError(t, err)
		for kind, src := range files {
			tree, err := ai.BuildFile(kind+".tree", []byte(src))
			require.NoError(t, err, src)
			out[kind] = tree
		}
		return out
	}
	tt := build(t, cfg, seed, r.IntN(20), trees)
	player := randomPlayer(r, cfg.Arena)
	events := randomEvents(r, ticks)
	for tick := range ticks {
		for _, do := range events[tick] {
			tt.both(func(tw *twin) { do(t, tw) })
		}
		tt.step(player(tt.tested.w), false, 50)
	}
	tt.finish()
	return tt
}

// randomPlayer returns a player that walks to random places, stands, and
// now and then strikes, taking no damage half the time.
func randomPlayer(r *rand.Rand, a entity.Arena) func(w *entity.World) entity.PlayerIntent {
	var to entity.Vec
	stand, invulnerable := 0, r.IntN(2) == 0
	return func(w *entity.World) entity.PlayerIntent {
		in := entity.PlayerIntent{Invulnerable: invulnerable, Attack: r.IntN(20) == 0}
		if stand > 0 {
			stand--
			return in
		}
		if w.Player.Pos.Dist(to) < 0.2 {
			to, stand = entity.Vec{X: r.Float64() * a.Width, Y: r.Float64() * a.Height}, r.IntN(120)
		}
		in.Move = to.Sub(w.Player.Pos)
		return in
	}
}

// randomEvents returns, by tick, what a user does to both twins besides
// playing: tunes a kind, reloads a tree, saves the world now and then and
// rewinds to the last save, stops remembering, selects an enemy, moves an
// enemy by hand.
func randomEvents(r *rand.Rand, ticks int) map[int][]func(t testing.TB, tw *twin) {
	events := map[int][]func(t testing.TB, tw *twin){}
	if ticks < 4 {
		return events
	}
	on := func(tick int, do func(t testing.TB, tw *twin)) { events[tick] = append(events[tick], do) }
	at := func() int { return r.IntN(ticks) }
	detect := 1 + r.Float64()*8
	on(at(), func(_ testing.TB, tw *twin) {
		k := *tw.w.Kinds[0]
		k.Detect = detect
		tw.w.SetKind(k)
	})
	tree := randomTree(r, "reloaded")
	on(at(), func(t testing.TB, tw *twin) {
		built := buildTree(t, tree)
		tw.minds.SetTree(tw.w, tw.w.Kinds[len(tw.w.Kinds)-1].Name, built)
	})
	// Saved again into the same snapshot and memory, the tested twin copies
	// only what woke since, the reference, which parks nothing, all of it.
	back := ticks/2 + r.IntN(ticks/2)
	for range 1 + r.IntN(4) {
		on(r.IntN(back+1), func(_ testing.TB, tw *twin) {
			tw.w.Save(&tw.snap)
			tw.minds.Save(&tw.mem)
		})
	}
	on(back, func(_ testing.TB, tw *twin) {
		tw.w.Restore(&tw.snap)
		tw.minds.Restore(&tw.mem)
		tw.minds.DropAfter(tw.w.Tick)
	})
	if r.IntN(4) == 0 {
		on(at(), func(_ testing.TB, tw *twin) { tw.minds.Remember(0) }) // parked enemies' full instances go lean
	}
	chosen, from := r.IntN(8), at()
	on(from, func(_ testing.TB, tw *twin) {
		if chosen < len(tw.w.Enemies) {
			tw.minds.Explain(chosen, true)
		}
	})
	nudge := r.Float64()
	on(at(), func(_ testing.TB, tw *twin) {
		if chosen < len(tw.w.Enemies) {
			tw.w.Wake(chosen)
			tw.w.Enemies[chosen].Pos.X += nudge
		}
	})
	return events
}

// randomTree returns a random tree file whose root is named root: composites
// and decorators of every kind over the vocabulary's leaves.
func randomTree(r *rand.Rand, root string) string {
	conditions := []string{"playerWithin(detect)", "playerWithin(attack)", "playerWithin(min_distance)", "playerWithin(2.5)",
		"seesPlayer", "attackReady", "hpBelow(0.5)", "atHome"}
	actions := []string{"moveToPlayer", "keepDistance", "moveHome", "moveHome", "moveAway"}
	stateful := []string{"attack", "wait(0.5 s)", "wait(3 ticks)"}
	composites := []string{"sequence", "reactive sequence", "selector", "reactive selector", "parallel success 1 failure 1"}
	decorators := []string{"inverter", "force success", "force failure", "repeat 3", "retry until success 2", "cooldown 0.5 s", "timeout 1 s"}
	var b strings.Builder
	n := 0
	var node func(depth int, name string)
	node = func(depth int, name string) {
		indent := strings.Repeat("  ", depth)
		n++
		switch pick := r.IntN(10); {
		case depth == 0 || depth < 3 && pick < 4:
			fmt.Fprintf(&b, "%s%s [%s]\n", indent, name, composites[r.IntN(len(composites))])
			for c := range 1 + r.IntN(3) {
				node(depth+1, fmt.Sprintf("n%d_%d", n, c))
			}
		case depth < 3 && pick < 5:
			fmt.Fprintf(&b, "%s%s [%s]\n", indent, name, decorators[r.IntN(len(decorators))])
			node(depth+1, fmt.Sprintf("n%d", n))
		case depth < 3 && pick < 6:
			fmt.Fprintf(&b, "%s%s [guard] %s\n", indent, name, conditions[r.IntN(len(conditions))])
			node(depth+1, fmt.Sprintf("n%d", n))
		case pick < 8:
			fmt.Fprintf(&b, "%s%s [condition] %s\n", indent, name, conditions[r.IntN(len(conditions))])
		case pick < 9:
			fmt.Fprintf(&b, "%s%s [action] %s\n", indent, name, actions[r.IntN(len(actions))])
		default:
			fmt.Fprintf(&b, "%s%s [stateful action] %s\n", indent, name, stateful[r.IntN(len(stateful))])
		}
	}
	node(0, root)
	fmt.Fprintf(&b, "  home [action] moveHome\n") // every tree can settle
	return b.String()
}

// TestTreesDeclareWhatParksThem checks what keeps an enemy awake, read from
// its tree's leaves: a tree that reads the clock or the player's position
// on its settled tick never parks, one that only compares distances parks
// and wakes at the largest range it compares.
func TestTreesDeclareWhatParksThem(t *testing.T) {
	tests := []struct {
		name  string
		tree  string
		parks bool
	}{
		{"home only", "t [selector]\n  home [action] moveHome\n", true},
		{"a far range", "t [selector]\n  look [sequence]\n    near [condition] playerWithin(12)\n    go [action] moveToPlayer\n  home [action] moveHome\n", true},
		{"waiting at home", "t [sequence]\n  home [action] moveHome\n  rest [stateful action] wait(10 s)\n", false},
		{"a cooldown", "t [cooldown 1 s]\n  home [action] moveHome\n", false},
		{"fleeing in place", "t [selector]\n  run [action] moveAway\n", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newSim(t, entity.Vec{X: 1, Y: 1}, spawn("near", 30, 10))
			tree := buildTree(t, tc.tree)
			s.minds.SetTree(s.w, "near", tree)
			s.run(3, stand)
			assert.Equal(t, tc.parks, s.w.Parked(0))
		})
	}
	s := newSim(t, entity.Vec{X: 1, Y: 10}, spawn("near", 30, 10))
	tree := buildTree(t, tests[1].tree)
	s.minds.SetTree(s.w, "near", tree)
	s.run(3, stand)
	require.True(t, s.w.Parked(0))
	s.w.Player.Pos.X = 17.5 // 12.5 away: beyond 12
	s.run(1, stand)
	assert.True(t, s.w.Parked(0), "beyond every range the tree compares")
	s.w.Player.Pos.X = 18.5 // 11.5 away
	s.run(1, stand)
	assert.False(t, s.w.Parked(0), "within playerWithin(12): woken")
	assert.Equal(t, "go", s.minds.Decision(&s.w.Enemies[0]).Leaf)
}

// A leaf built outside the vocabulary declares nothing: an enemy that ticks
// it is never parked.
func TestUndeclaredLeavesKeepEnemiesAwake(t *testing.T) {
	s := newSim(t, entity.Vec{X: 1, Y: 1}, spawn("near", 30, 10))
	tree, err := bt.New(bt.Action("stand", func(*ai.Agent) bt.Status { return bt.Success }))
	require.NoError(t, err)
	s.minds.SetTree(s.w, "near", tree)
	s.run(5, stand)
	assert.False(t, s.w.Parked(0))
}

// TestCountWorksOutAParkedDecisionAgainEachTimeItParks: an enemy whose tree
// rests in one branch at full HP and in another once hurt parks in each in
// turn; Count sums up the decision of each stay, not the first.
func TestCountWorksOutAParkedDecisionAgainEachTimeItParks(t *testing.T) {
	s := newSim(t, entity.Vec{X: 1, Y: 1}, spawn("near", 30, 10))
	tree := buildTree(t, "t [selector]\n  hurt [sequence]\n    low [condition] hpBelow(0.5)\n"+
		"    limp [action] moveHome\n  home [action] moveHome\n")
	s.minds.SetTree(s.w, "near", tree)
	var crowd ai.Crowd
	counted := func() uint64 {
		t.Helper()
		s.run(3, stand)
		require.True(t, s.w.Parked(0))
		digest := s.minds.Count(s.w, &crowd, false)
		require.Equal(t, s.minds.Digest(s.w), digest)
		return digest
	}
	whole := counted()
	assert.Equal(t, "home", s.minds.Decision(&s.w.Enemies[0]).Leaf)
	s.w.Wake(0)
	s.w.Enemies[0].HP = 1
	hurt := counted()
	assert.Equal(t, "limp", s.minds.Decision(&s.w.Enemies[0]).Leaf)
	assert.NotEqual(t, whole, hurt)
}
