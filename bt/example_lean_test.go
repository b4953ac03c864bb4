package bt_test

import (
	"fmt"

	"github.com/enemyai/enemyai/bt"
)

// watchman is the agent of the lean example: it chases what it sees, and
// stands otherwise.
type watchman struct {
	name string
	sees bool
}

// A crowd ticks lean, one word of memory per watchman, and the one a debugger
// selects ticks on a full Instance for as long as it is watched. Copying
// between the two keeps each watchman's decisions exactly what they would have
// been.
func ExampleLean() {
	tree, _ := bt.New(bt.ReactiveSelector("guard",
		bt.ReactiveSequence("chase",
			bt.Condition("sees", func(g *watchman) bool { return g.sees }),
			bt.Action("run", func(*watchman) bt.Status { return bt.Running })),
		bt.Action("stand", func(*watchman) bt.Status { return bt.Success })))
	lean := tree.Lean()
	watchmen := []*watchman{{name: "ann"}, {name: "bob", sees: true}, {name: "cy"}}
	crowd := make([]*bt.LeanInstance, len(watchmen))
	for i := range crowd {
		crowd[i] = lean.NewInstance()
	}
	for i, g := range watchmen {
		fmt.Println(g.name, lean.Tick(crowd[i], g, 1))
	}

	// The debugger selects bob: he is watched from tick 2.
	watched := tree.NewInstance()
	watched.CopyFromLean(crowd[1])
	tree.Tick(watched, watchmen[1], 2)
	fmt.Print(tree.Shape().Text(watched))

	// It lets go of him on tick 3, and he goes on lean.
	crowd[1].CopyFrom(watched)
	watchmen[1].sees = false
	fmt.Println(watchmen[1].name, lean.Tick(crowd[1], watchmen[1], 3))
	// Output:
	// ann success
	// bob running
	// cy success
	// guard [reactive selector] ● running
	// ├─ chase [reactive sequence] ● running
	// │  ├─ sees [condition] ✓ success
	// │  └─ run [action] ● running ◀
	// └─ stand [action] · idle
	// bob success
}
