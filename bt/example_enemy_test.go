package bt_test

import (
	"fmt"
	"math"
	"strings"

	"github.com/enemyai/enemyai/bt"
)

// enemy is the Unity tutorial's Enemy on a line: it detects the player within
// detect, attacks within attack, and otherwise walks home.
type enemy struct {
	x, home               float64
	detect, attack, speed float64
	swing                 int // ticks left of the attack animation
	keepsDistance         bool
	player                *float64
}

const dt = 0.5 // seconds per tick, to keep the output short

func (e *enemy) dist() float64 { return math.Abs(*e.player - e.x) }

func (e *enemy) stepToward(target float64) {
	d := target - e.x
	e.x += math.Copysign(math.Min(math.Abs(d), e.speed*dt), d)
}

// enemyTree builds the tutorial's tree. Its nodes are stateless and re-run
// from the root every frame, so here the root and both sequences are reactive.
func enemyTree() (*bt.Tree[*enemy], error) {
	return bt.New(bt.ReactiveSelector("root",
		bt.ReactiveSequence("attack",
			bt.Action("checkAttacking", func(e *enemy) bt.Status {
				if e.swing > 0 {
					e.swing--
					return bt.Running
				}
				return bt.Success
			}),
			bt.Condition("inAttackRange", func(e *enemy) bool { return e.dist() <= e.attack }),
			bt.Action("doAttack", func(e *enemy) bt.Status { e.swing = 2; return bt.Success })),
		bt.ReactiveSequence("chase",
			bt.Condition("detectPlayer", func(e *enemy) bool { return e.dist() <= e.detect }),
			bt.Action("moveToPlayer", func(e *enemy) bt.Status {
				if !e.keepsDistance || e.dist() > e.attack {
					e.stepToward(*e.player)
				}
				return bt.Running
			})),
		bt.Action("moveToOrigin", func(e *enemy) bt.Status {
			if e.x == e.home {
				return bt.Success
			}
			e.stepToward(e.home)
			return bt.Running
		})))
}

// Example_nearAndFarEnemies runs the Unity tutorial's two enemies, sharing one
// tree definition with an instance each, while the player walks up to them and
// away again. Near: detect 4, attack 1, speed 3. Far: detect 7, attack 4, speed
// 2, and it holds at attack range (the fix the tutorial's FarEnemy asks for).
func Example_nearAndFarEnemies() {
	tree, err := enemyTree()
	if err != nil {
		fmt.Println(err)
		return
	}
	player := 12.0
	near := &enemy{detect: 4, attack: 1, speed: 3, player: &player}
	far := &enemy{detect: 7, attack: 4, speed: 2, keepsDistance: true, player: &player}
	nearIn, farIn := tree.NewInstance(), tree.NewInstance()
	shape := tree.Shape()
	branch := func(in *bt.Instance) string {
		path := strings.Split(shape.Node(shape.Tip(in)).Path, "/")
		if len(path) == 2 {
			return path[1]
		}
		return path[1] + "/" + path[len(path)-1]
	}
	walk := []float64{12, 8, 6, 4, 3, 2, 2, 2, 2, 6, 10, 14, 14, 14}
	for i, p := range walk {
		player = p
		now := uint32(i + 1)
		tree.Tick(nearIn, near, now)
		tree.Tick(farIn, far, now)
		fmt.Printf("player %4.1f | near %4.1f %-21s | far %4.1f %s\n",
			player, near.x, branch(nearIn), far.x, branch(farIn))
	}
	// Output:
	// player 12.0 | near  0.0 moveToOrigin          | far  0.0 moveToOrigin
	// player  8.0 | near  0.0 moveToOrigin          | far  0.0 moveToOrigin
	// player  6.0 | near  0.0 moveToOrigin          | far  1.0 chase/moveToPlayer
	// player  4.0 | near  1.5 chase/moveToPlayer    | far  1.0 attack/doAttack
	// player  3.0 | near  3.0 chase/moveToPlayer    | far  1.0 attack/checkAttacking
	// player  2.0 | near  3.0 attack/doAttack       | far  1.0 attack/checkAttacking
	// player  2.0 | near  3.0 attack/checkAttacking | far  1.0 attack/doAttack
	// player  2.0 | near  3.0 attack/checkAttacking | far  1.0 attack/checkAttacking
	// player  2.0 | near  3.0 attack/doAttack       | far  1.0 attack/checkAttacking
	// player  6.0 | near  3.0 attack/checkAttacking | far  2.0 chase/moveToPlayer
	// player 10.0 | near  3.0 attack/checkAttacking | far  1.0 moveToOrigin
	// player 14.0 | near  1.5 moveToOrigin          | far  0.0 moveToOrigin
	// player 14.0 | near  0.0 moveToOrigin          | far  0.0 moveToOrigin
	// player 14.0 | near  0.0 moveToOrigin          | far  0.0 moveToOrigin
}
