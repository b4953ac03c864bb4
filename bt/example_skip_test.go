package bt_test

import (
	"fmt"

	"github.com/enemyai/enemyai/bt"
)

// sentry is the agent of the skipping example: one that looks out for an
// intruder and otherwise stands.
type sentry struct {
	intruder bool
}

// An agent whose tick changed no status, and whose leaves read nothing that
// moves by itself, will tick the same way until what its conditions read
// changes: a game with many such agents skips them, and SkipTo brings one up
// to date when it is looked at or woken. With declares on each leaf what it
// reads, for the game to decide which agents it may skip.
func ExampleInstance_SkipTo() {
	const readsIntruder = "reads the intruder flag"
	tree, _ := bt.New(bt.Selector("watch",
		bt.Sequence("alarm",
			bt.Condition("intruder", func(g *sentry) bool { return g.intruder }).With(readsIntruder),
			bt.Action("shout", func(*sentry) bt.Status { return bt.Running }).With(readsIntruder)),
		bt.Action("stand", func(*sentry) bt.Status { return bt.Success }).With("reads nothing")))
	fmt.Println(tree.Shape().Meta(2))

	g, in := &sentry{}, tree.NewInstance()
	tree.Tick(in, g, 1)
	tree.Tick(in, g, 2)
	fmt.Println("last change on tick", in.Changed(), "- tick 2 changed nothing")

	// Ticks 3 to 99 are skipped: nothing the sentry reads changed.
	in.SkipTo(99)
	fmt.Println("stand visited on tick", in.Visited(4), "- now", in.Now())

	g.intruder = true
	tree.Tick(in, g, 100)
	fmt.Println("last change on tick", in.Changed(), "-", tree.Shape().Name(tree.Shape().Tip(in)), in.Status(0))
	// Output:
	// reads the intruder flag
	// last change on tick 1 - tick 2 changed nothing
	// stand visited on tick 99 - now 99
	// last change on tick 100 - shout running
}
