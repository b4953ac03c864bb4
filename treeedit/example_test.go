package treeedit_test

import (
	"bytes"
	"fmt"
	"io/fs"

	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/treeedit"
)

// Example adds the walkthrough's retreat branch to the shipped Near tree,
// as a designer would in the game: a sequence (which comes in off, having
// no child yet), its two leaves, then the sequence switched on. An edit that
// does not build is refused with the message a tree file would get, and
// undo gives back the shipped text byte for byte.
func Example() {
	src, _ := fs.ReadFile(assets.Trees, "near.tree")
	e, err := treeedit.New("near.tree", src)
	if err != nil {
		panic(err)
	}
	near, _ := e.Find("near")
	a, _ := e.Add(treeedit.Place{Parent: near, Index: 0}, treeedit.Insert{Kind: bt.KindSequence, Name: "retreat"})
	retreat := a.Node
	a, _ = e.Add(e.Inside(retreat), treeedit.Insert{Kind: bt.KindCondition, Leaf: "hpBelow", Name: "hurt"})
	hurt := a.Node
	e.Add(e.After(hurt), treeedit.Insert{Kind: bt.KindAction, Leaf: "moveHome", Name: "goHome"})
	a, _ = e.SetOff(retreat, false)
	fmt.Print(string(a.Text))

	_, err = e.SetArgs(hurt, []string{"2"})
	fmt.Println(err)

	for e.Undos() > 0 {
		e.Undo()
	}
	fmt.Println("back to the shipped text:", bytes.Equal(e.Text(), src))
	// Output:
	// # The Near enemy, as in the tutorials: attack when the player is in reach and
	// # the attack is ready, else chase a player it sees, else walk home. The root
	// # re-checks every branch on every tick, so a higher branch takes over at once.
	// near [reactive selector]
	//   retreat [sequence]
	//     hurt [condition] hpBelow(0.5)
	//     goHome [action] moveHome
	//   attack [sequence]
	//     inAttackRange [condition] playerWithin(attack)
	//     attackReady [condition]
	//     strike [stateful action] attack
	//   chase [reactive sequence]
	//     seesPlayer [condition]
	//     moveToPlayer [action]
	//   return [sequence]
	//     moveHome [action]
	// near.tree:6:5: hpBelow(fraction): fraction: want a fraction above 0 and at most 1, like 0.5, got "2"
	// back to the shipped text: true
}
