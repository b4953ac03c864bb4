package bt_test

import (
	"fmt"

	"github.com/enemyai/enemyai/bt"
)

// hunter is the agent of the orc-hunting loop from the C++ tutorial: it walks
// along a road, fights every orc it meets, and is done when it dies.
type hunter struct {
	cell, hp int
	orcs     map[int]int // cell -> orc HP
	log      string
}

// Example_orcHunt reproduces the C++ tutorial's tree: a root Sequence of a
// Selector (attack an orc here, else move on) and the PlayerIsDead check, ticked
// until the root succeeds. The tutorial's boolean nodes become conditions and
// actions.
func Example_orcHunt() {
	orcHere := bt.Condition("checkIsHereOrc", func(h *hunter) bool { return h.orcs[h.cell] > 0 })
	attackOrc := bt.Action("attackOrc", func(h *hunter) bt.Status {
		h.orcs[h.cell]--
		h.log = fmt.Sprintf("hits the orc at %d (orc hp %d)", h.cell, h.orcs[h.cell])
		if h.orcs[h.cell] > 0 {
			h.hp--
			h.log += fmt.Sprintf(", is hit (hp %d)", h.hp)
		}
		return bt.Success
	})
	playerMove := bt.Action("playerMove", func(h *hunter) bt.Status {
		h.cell++
		h.log = fmt.Sprintf("moves to %d", h.cell)
		return bt.Success
	})
	playerIsDead := bt.Condition("playerIsDead", func(h *hunter) bool { return h.hp <= 0 })

	tree, err := bt.New(bt.Sequence("root",
		bt.Selector("selector",
			bt.Sequence("seqOrcKill", orcHere, attackOrc),
			bt.Sequence("seqMove", playerMove)),
		playerIsDead))
	if err != nil {
		fmt.Println(err)
		return
	}
	h := &hunter{hp: 4, orcs: map[int]int{2: 2, 4: 3, 5: 4}}
	in := tree.NewInstance()
	for now := uint32(1); ; now++ {
		status := tree.Tick(in, h, now)
		fmt.Printf("tick %2d: %s -> %s\n", now, h.log, status)
		if status == bt.Success {
			break
		}
	}
	// Output:
	// tick  1: moves to 1 -> failure
	// tick  2: moves to 2 -> failure
	// tick  3: hits the orc at 2 (orc hp 1), is hit (hp 3) -> failure
	// tick  4: hits the orc at 2 (orc hp 0) -> failure
	// tick  5: moves to 3 -> failure
	// tick  6: moves to 4 -> failure
	// tick  7: hits the orc at 4 (orc hp 2), is hit (hp 2) -> failure
	// tick  8: hits the orc at 4 (orc hp 1), is hit (hp 1) -> failure
	// tick  9: hits the orc at 4 (orc hp 0) -> failure
	// tick 10: moves to 5 -> failure
	// tick 11: hits the orc at 5 (orc hp 3), is hit (hp 0) -> success
}
