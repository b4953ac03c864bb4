package bt_test

import (
	"errors"
	"fmt"

	"github.com/enemyai/enemyai/bt"
)

// worker is the agent of the examples below: its per-agent memory lives here,
// on the context every leaf receives, never in the shared tree.
type worker struct {
	log      []string
	progress int // how far the current job has got
	busy     bool
}

func (w *worker) say(format string, args ...any) { w.log = append(w.log, fmt.Sprintf(format, args...)) }

// New reports every problem of a definition at once, each naming its node.
func ExampleNew() {
	ok := func(*worker) bool { return true }
	_, err := bt.New(bt.Sequence("root",
		bt.Selector[*worker]("pick"),
		bt.Repeat("again", 0, bt.Condition("ready", ok)),
		bt.Condition("ready", ok),
		bt.Condition("ready", ok),
	))
	fmt.Println(err)

	var list bt.BuildErrors
	if errors.As(err, &list) {
		fmt.Println(len(list), "problems; the first is at", list[0].Path)
	}
	// Output:
	// bt: root/pick: selector has no children
	// bt: root/again: repeat(0) must count at least 1
	// bt: root: two children are named "ready"
	// 3 problems; the first is at root/pick
}

// A stateful action keeps its per-agent memory on the context: start resets
// it, tick advances it, and halt cleans up when the action is interrupted.
func ExampleStatefulAction() {
	dig := bt.StatefulAction("dig",
		func(w *worker) bt.Status { w.progress = 0; w.busy = true; w.say("start digging"); return bt.Running },
		func(w *worker) bt.Status {
			w.progress++
			if w.progress < 3 {
				return bt.Running
			}
			w.busy = false
			w.say("dug after %d ticks", w.progress)
			return bt.Success
		},
		func(w *worker) { w.busy = false; w.say("stop digging at %d", w.progress) })
	tree, _ := bt.New(dig)

	alice, bob := &worker{}, &worker{}
	ia, ib := tree.NewInstance(), tree.NewInstance()
	for now := uint32(1); now <= 4; now++ {
		tree.Tick(ia, alice, now)
		if now <= 2 {
			tree.Tick(ib, bob, now)
		}
	}
	tree.Halt(ib, bob, 3) // bob's agent died
	fmt.Println("alice:", alice.log)
	fmt.Println("bob:", bob.log, "busy:", bob.busy)
	// Output:
	// alice: [start digging dug after 3 ticks]
	// bob: [start digging stop digging at 1] busy: false
}

// A reactive selector re-checks its higher-priority branches on every tick;
// one that takes over halts the running lower one after its own tick.
func ExampleReactiveSelector() {
	threat := false
	flee := bt.Action("flee", func(w *worker) bt.Status { w.say("flee"); return bt.Running })
	work := bt.StatefulAction("work",
		func(w *worker) bt.Status { w.say("work.start"); return bt.Running },
		func(w *worker) bt.Status { w.say("work.tick"); return bt.Running },
		func(w *worker) { w.say("work.halt") })
	tree, _ := bt.New(bt.ReactiveSelector("root",
		bt.ReactiveSequence("danger", bt.Condition("threat", func(*worker) bool { return threat }), flee),
		work))
	w, in := &worker{}, tree.NewInstance()
	for now := uint32(1); now <= 4; now++ {
		threat = now == 3
		tree.Tick(in, w, now)
		fmt.Printf("tick %d: %v\n", now, w.log)
		w.log = w.log[:0]
	}
	// Output:
	// tick 1: [work.start]
	// tick 2: [work.tick]
	// tick 3: [flee work.halt]
	// tick 4: [work.start]
}

// A parallel ticks all its children each tick and finishes at a threshold,
// halting the children still running.
func ExampleParallel() {
	walk := bt.StatefulAction("walk",
		func(w *worker) bt.Status { w.say("walk.start"); return bt.Running },
		func(w *worker) bt.Status { w.say("walk.tick"); return bt.Running },
		func(w *worker) { w.say("walk.halt") })
	ticks := 0
	sing := bt.Action("sing", func(w *worker) bt.Status {
		ticks++
		w.say("sing %d", ticks)
		if ticks == 2 {
			return bt.Success
		}
		return bt.Running
	})
	tree, _ := bt.New(bt.Parallel("walk and sing", 1, 2, walk, sing))
	w, in := &worker{}, tree.NewInstance()
	fmt.Println(tree.Tick(in, w, 1), tree.Tick(in, w, 2), w.log)
	// Output:
	// running success [walk.start sing 1 walk.tick sing 2 walk.halt]
}

// Repeat runs its child to success a number of times, one run per tick.
func ExampleRepeat() {
	tree, _ := bt.New(bt.Repeat("three swings", 3,
		bt.Action("swing", func(w *worker) bt.Status { w.say("swing"); return bt.Success })))
	w, in := &worker{}, tree.NewInstance()
	for now := uint32(1); now <= 4; now++ {
		fmt.Print(tree.Tick(in, w, now), " ")
	}
	fmt.Println(len(w.log), "swings")
	// Output:
	// running running success running 4 swings
}

// Cooldown fails for exactly n ticks after its child finishes.
func ExampleCooldown() {
	tree, _ := bt.New(bt.Cooldown("shoot every 3rd tick", 2,
		bt.Action("shoot", func(w *worker) bt.Status { w.say("bang"); return bt.Success })))
	w, in := &worker{}, tree.NewInstance()
	for now := uint32(1); now <= 7; now++ {
		fmt.Print(tree.Tick(in, w, now), " ")
	}
	fmt.Println()
	// Output:
	// success failure failure success failure failure success
}

// Node.Labelled gives a node the label displays show after its name: here
// a cooldown counted in ticks of a 60-a-second clock, shown in seconds.
func ExampleNode_Labelled() {
	tree, _ := bt.New(bt.Cooldown("rest", 30,
		bt.Action("look around", func(*worker) bt.Status { return bt.Success })).Labelled("cooldown 0.5 s"))
	fmt.Print(tree.Shape().Text(nil))
	// Output:
	// rest [cooldown 0.5 s]
	// └─ look around [action]
}

// Timeout halts a child that runs too long and fails.
func ExampleTimeout() {
	wait := bt.StatefulAction("wait for help",
		func(w *worker) bt.Status { w.say("call"); return bt.Running },
		func(w *worker) bt.Status { return bt.Running },
		func(w *worker) { w.say("give up") })
	tree, _ := bt.New(bt.Timeout("at most 2 ticks", 2, wait))
	w, in := &worker{}, tree.NewInstance()
	for now := uint32(1); now <= 3; now++ {
		fmt.Print(tree.Tick(in, w, now), " ")
	}
	fmt.Println(w.log)
	// Output:
	// running running failure [call give up]
}

// Tree.ID finds a node's ID from the node that built it, for debuggers and
// tests that would otherwise look it up by its path.
func ExampleTree_ID() {
	attack := bt.Action("attack", func(*worker) bt.Status { return bt.Running })
	tree, _ := bt.New(bt.Selector("root", bt.Condition("tired", func(*worker) bool { return false }), attack))
	in := tree.NewInstance()
	tree.Tick(in, &worker{}, 1)
	id, _ := tree.ID(attack)
	fmt.Println(id, tree.Shape().Path(id), in.Status(id))
	// Output:
	// 2 root/attack running
}
