package bt_test

import (
	"fmt"

	"github.com/enemyai/enemyai/bt"
)

type guard struct {
	dist   float64
	events []string
}

// ExampleShape_Text shows a stateful action being preempted, what the
// recorder saw, and the text tree a debugger would print.
func ExampleShape_Text() {
	patrol := bt.StatefulAction("patrol",
		func(g *guard) bt.Status { g.events = append(g.events, "patrol starts"); return bt.Running },
		func(g *guard) bt.Status { return bt.Running },
		func(g *guard) { g.events = append(g.events, "patrol halted") })
	sees := bt.Condition("sees", func(g *guard) bool { return g.dist < 5 }).
		Why(func(g *guard) string { return fmt.Sprintf("dist %.1f < 5", g.dist) })
	shout := bt.Action("shout", func(g *guard) bt.Status { g.events = append(g.events, "shout"); return bt.Success })
	tree, err := bt.New(bt.ReactiveSelector("guard", bt.ReactiveSequence("alarm", sees, shout), patrol))
	if err != nil {
		fmt.Println(err)
		return
	}
	g := &guard{dist: 9}
	in := tree.NewInstance()
	rec := bt.NewRecorder(8)
	in.Record(rec)
	in.Explain(true)

	tree.Tick(in, g, 1)
	g.dist = 3
	tree.Tick(in, g, 2)

	fmt.Println(g.events)
	fmt.Print(tree.Shape().Text(in))
	for _, t := range rec.OnTick(2, nil) {
		fmt.Printf("tick %d: %s %s -> %s\n", t.Tick, tree.Shape().Path(t.Node), t.From, t.To)
	}
	// Output:
	// [patrol starts shout patrol halted]
	// guard [reactive selector] ✓ success
	// ├─ alarm [reactive sequence] ✓ success
	// │  ├─ sees [condition] ✓ success — dist 3.0 < 5
	// │  └─ shout [action] ✓ success ◀
	// └─ patrol [stateful action] (halted, was running @1)
	// tick 2: guard/alarm/sees failure -> success
	// tick 2: guard/alarm/shout idle -> success
	// tick 2: guard/alarm failure -> success
	// tick 2: guard/patrol running -> idle
	// tick 2: guard running -> success
}

// ExampleInstance_CountVisits sums up how three guards used their tree on
// one tick: which nodes were ticked, and which of those were running.
func ExampleInstance_CountVisits() {
	sees := bt.Condition("sees", func(g *guard) bool { return g.dist < 5 })
	chase := bt.Action("chase", func(g *guard) bt.Status { return bt.Running })
	rest := bt.Action("rest", func(g *guard) bt.Status { return bt.Success })
	tree, err := bt.New(bt.ReactiveSelector("guard", bt.ReactiveSequence("alarm", sees, chase), rest))
	if err != nil {
		fmt.Println(err)
		return
	}
	shape := tree.Shape()
	visits, running := make([]uint32, shape.Len()), make([]uint32, shape.Len())
	for _, dist := range []float64{3, 9, 4} {
		in := tree.NewInstance()
		tree.Tick(in, &guard{dist: dist}, 1)
		in.CountVisits(visits, running)
	}
	for id := range shape.Len() {
		fmt.Printf("%-6s visited by %d, running in %d\n", shape.Name(id), visits[id], running[id])
	}
	// Output:
	// guard  visited by 3, running in 2
	// alarm  visited by 3, running in 2
	// sees   visited by 3, running in 0
	// chase  visited by 2, running in 2
	// rest   visited by 1, running in 0
}
