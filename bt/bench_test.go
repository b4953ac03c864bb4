package bt

import (
	"runtime"
	"strconv"
	"testing"
)

// benchAgent is the seed enemy reduced to what its leaves read and write.
type benchAgent struct {
	x, y, homeX, homeY float64
	px, py             float64
	detect, reach      float64
	swing              int
}

func (a *benchAgent) dist2(x, y float64) float64 {
	dx, dy := x-a.x, y-a.y
	return dx*dx + dy*dy
}

// benchLeaves are the seed tree's leaves as closures, shared by the tree and by
// the hand-written version so both pay the same for the leaves themselves.
type benchLeaves struct {
	attacking func(*benchAgent) Status
	inRange   func(*benchAgent) bool
	attack    func(*benchAgent) Status
	detect    func(*benchAgent) bool
	moveTo    func(*benchAgent) Status
	moveHome  func(*benchAgent) Status
}

// newBenchLeaves is not inlined, so the compiler cannot see which functions
// the fields hold and turn the hand-written version's calls into direct ones:
// both versions then call the leaves indirectly, as real agents' leaves are.
//
//go:noinline
func newBenchLeaves() *benchLeaves {
	return &benchLeaves{
		attacking: func(a *benchAgent) Status {
			if a.swing > 0 {
				return Running
			}
			return Success
		},
		inRange: func(a *benchAgent) bool { return a.dist2(a.px, a.py) <= a.reach*a.reach },
		attack:  func(a *benchAgent) Status { a.swing = 30; return Success },
		detect:  func(a *benchAgent) bool { return a.dist2(a.px, a.py) <= a.detect*a.detect },
		moveTo: func(a *benchAgent) Status {
			if a.dist2(a.px, a.py) > a.detect*a.detect {
				return Failure
			}
			a.x += 1e-9
			return Running
		},
		moveHome: func(a *benchAgent) Status {
			if a.dist2(a.homeX, a.homeY) < 1e-6 {
				return Success
			}
			return Running
		},
	}
}

// seedTree is ReactiveSelector[Sequence[attacking?, inRange?, attack],
// Sequence[detect?, moveTo], moveHome]: ten nodes.
func seedTree(l *benchLeaves) (*Tree[*benchAgent], error) {
	return New(ReactiveSelector("root",
		Sequence("attack", Action("attacking", l.attacking), Condition("inRange", l.inRange), Action("strike", l.attack)),
		Sequence("chase", Condition("detect", l.detect), Action("moveTo", l.moveTo)),
		Action("moveHome", l.moveHome)))
}

// handWritten is the same decision as seedTree, written as nested ifs over the
// same leaves: the floor a behavior tree library is measured against.
func handWritten(l *benchLeaves, a *benchAgent) Status {
	if s := l.attacking(a); s == Running {
		return Running
	} else if s == Success && l.inRange(a) {
		if s := l.attack(a); s != Failure {
			return s
		}
	}
	if l.detect(a) {
		if s := l.moveTo(a); s != Failure {
			return s
		}
	}
	return l.moveHome(a)
}

// textbookNode is the tutorials' stateless INode design, with no per-agent
// state, no halting and no introspection: a second reference point.
type textbookNode interface{ eval(a *benchAgent) Status }

type (
	textbookSelector []textbookNode
	textbookSequence []textbookNode
	textbookCond     func(*benchAgent) bool
	textbookAction   func(*benchAgent) Status
)

func (s textbookSelector) eval(a *benchAgent) Status {
	for _, c := range s {
		if st := c.eval(a); st != Failure {
			return st
		}
	}
	return Failure
}

func (s textbookSequence) eval(a *benchAgent) Status {
	for _, c := range s {
		if st := c.eval(a); st != Success {
			return st
		}
	}
	return Success
}

func (f textbookCond) eval(a *benchAgent) Status {
	if f(a) {
		return Success
	}
	return Failure
}

func (f textbookAction) eval(a *benchAgent) Status { return f(a) }

func textbookTree(l *benchLeaves) textbookNode {
	return textbookSelector{
		textbookSequence{textbookAction(l.attacking), textbookCond(l.inRange), textbookAction(l.attack)},
		textbookSequence{textbookCond(l.detect), textbookAction(l.moveTo)},
		textbookAction(l.moveHome),
	}
}

// situations place the player so the agent is idle at home, chasing, or in
// the middle of an attack.
var situations = []struct {
	name string
	set  func(a *benchAgent)
}{
	{"idle", func(a *benchAgent) { a.px, a.py = 50, 50 }},
	{"chasing", func(a *benchAgent) { a.px, a.py = 3, 0 }},
	{"attacking", func(a *benchAgent) { a.px, a.py, a.swing = 0.5, 0, 1<<30 }},
}

func newBenchAgent() *benchAgent { return &benchAgent{detect: 4, reach: 1} }

// BenchmarkSeedTree ticks the seed enemy tree on one agent in each situation,
// beside the hand-written version of the same tree and a textbook interface
// tree.
func BenchmarkSeedTree(b *testing.B) {
	l := newBenchLeaves()
	tree, err := seedTree(l)
	if err != nil {
		b.Fatal(err)
	}
	for _, sit := range situations {
		b.Run(sit.name+"/bt", func(b *testing.B) {
			a, in := newBenchAgent(), tree.NewInstance()
			sit.set(a)
			b.ReportAllocs()
			now := uint32(0)
			for b.Loop() {
				now++
				tree.Tick(in, a, now)
			}
		})
		b.Run(sit.name+"/lean", func(b *testing.B) {
			a, lean := newBenchAgent(), tree.Lean()
			in := lean.NewInstance()
			sit.set(a)
			b.ReportAllocs()
			now := uint32(0)
			for b.Loop() {
				now++
				lean.Tick(in, a, now)
			}
		})
		b.Run(sit.name+"/handwritten", func(b *testing.B) {
			a := newBenchAgent()
			sit.set(a)
			b.ReportAllocs()
			for b.Loop() {
				handWritten(l, a)
			}
		})
		b.Run(sit.name+"/textbook", func(b *testing.B) {
			a, root := newBenchAgent(), textbookTree(l)
			sit.set(a)
			b.ReportAllocs()
			for b.Loop() {
				root.eval(a)
			}
		})
	}
}

// BenchmarkSeedTreeRecorded ticks the seed tree with a transition recorder on,
// switching between idle and chasing every tick so every tick records.
func BenchmarkSeedTreeRecorded(b *testing.B) {
	tree, err := seedTree(newBenchLeaves())
	if err != nil {
		b.Fatal(err)
	}
	a, in := newBenchAgent(), tree.NewInstance()
	rec := NewRecorder(64)
	in.Record(rec)
	b.ReportAllocs()
	now := uint32(0)
	for b.Loop() {
		now++
		situations[now%2].set(a)
		tree.Tick(in, a, now)
	}
	b.ReportMetric(float64(rec.Total())/float64(b.N), "transitions/op")
}

// BenchmarkTenThousandAgents ticks 10,000 agents, a third in each situation,
// each with its own instance of one shared tree, per op: full instances, and
// lean ones. It reports the bytes one instance takes, measured from the heap
// while making them.
func BenchmarkTenThousandAgents(b *testing.B) {
	const n = 10_000
	tree, err := seedTree(newBenchLeaves())
	if err != nil {
		b.Fatal(err)
	}
	agents := make([]benchAgent, n)
	for i := range agents {
		agents[i] = *newBenchAgent()
		situations[i%3].set(&agents[i])
	}
	b.Run("full", func(b *testing.B) {
		instances := make([]*Instance, n)
		perInstance := heapPerItem(n, func(i int) { instances[i] = tree.NewInstance() })
		tickAgents(b, n, perInstance, func(i int, now uint32) { tree.Tick(instances[i], &agents[i], now) })
	})
	b.Run("lean", func(b *testing.B) {
		lean := tree.Lean()
		instances := make([]*LeanInstance, n)
		perInstance := heapPerItem(n, func(i int) { instances[i] = lean.NewInstance() })
		tickAgents(b, n, perInstance, func(i int, now uint32) { lean.Tick(instances[i], &agents[i], now) })
	})
}

// heapPerItem calls make for 0 to n-1 and returns the bytes of heap each
// call took on average.
func heapPerItem(n int, make func(i int)) float64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range n {
		make(i)
	}
	runtime.ReadMemStats(&after)
	return float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
}

// tickAgents ticks n agents with tick per op and reports the time per agent
// and the bytes per instance.
func tickAgents(b *testing.B, n int, perInstance float64, tick func(i int, now uint32)) {
	b.ReportAllocs()
	now := uint32(0)
	for b.Loop() {
		now++
		for i := range n {
			tick(i, now)
		}
	}
	b.ReportMetric(perInstance, "B/instance")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/agent")
}

// BenchmarkSeedTreeRecorderSteady ticks the seed tree in each situation with
// a recorder attached and nothing changing, to compare with BenchmarkSeedTree:
// a recorder should cost little on ticks that record nothing.
func BenchmarkSeedTreeRecorderSteady(b *testing.B) {
	tree, err := seedTree(newBenchLeaves())
	if err != nil {
		b.Fatal(err)
	}
	for _, sit := range situations {
		b.Run(sit.name, func(b *testing.B) {
			a, in := newBenchAgent(), tree.NewInstance()
			sit.set(a)
			in.Record(NewRecorder(64))
			b.ReportAllocs()
			now := uint32(0)
			for b.Loop() {
				now++
				tree.Tick(in, a, now)
			}
		})
	}
}

// BenchmarkBuildChain builds chains of nested inverters of growing depth, up
// to the node limit: the ns/node and B/node it reports stay flat when building
// is linear in the number of nodes.
func BenchmarkBuildChain(b *testing.B) {
	for _, depth := range []int{1 << 10, 1 << 13, MaxNodes} {
		b.Run(strconv.Itoa(depth), func(b *testing.B) {
			root := chain(depth)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := New(root); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(depth), "ns/node")
		})
	}
}

// chain returns a definition of nodes nodes: inverters nested around one
// condition.
func chain(nodes int) *Node[*benchAgent] {
	n := Condition("leaf", func(*benchAgent) bool { return true })
	for i := 1; i < nodes; i++ {
		n = Inverter("not", n)
	}
	return n
}
