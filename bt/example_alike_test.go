package bt_test

import (
	"fmt"

	"github.com/enemyai/enemyai/bt"
)

// A tree whose nodes were only renamed is alike the old one: an agent's
// instance copied into it goes on where it was, its running action neither
// halted nor started again.
func ExampleShape_Alike() {
	dig := func(name string) *bt.Node[*worker] {
		return bt.StatefulAction(name,
			func(w *worker) bt.Status { w.say("%s starts", name); return bt.Running },
			func(w *worker) bt.Status { w.say("%s goes on", name); return bt.Success },
			func(w *worker) { w.say("%s halted", name) })
	}
	old, _ := bt.New(bt.Sequence("job", dig("dig")))
	renamed, _ := bt.New(bt.Sequence("work", dig("excavate")))
	w := &worker{}
	was := old.NewInstance()
	old.Tick(was, w, 1)

	fmt.Println("alike:", old.Shape().Alike(renamed.Shape()))
	in := renamed.NewInstance()
	in.CopyFrom(was)
	fmt.Println(renamed.Tick(in, w, 2), w.log)
	// Output:
	// alike: true
	// success [dig starts excavate goes on]
}
