package entity

import (
	"math"
	"math/rand/v2"
)

// Bot plays the player by a simple policy, for sweeps that need many games
// without a person: "rush" walks at the nearest living enemy and strikes
// whatever is in reach; "kite" keeps the nearest enemy at a distance,
// circling it, and strikes what comes close. Noise, from 0 to 1, makes it
// wobble: its heading turns by up to Noise x 90 degrees, drawn anew every
// half second from its own seeded source, so that games with different seeds
// play out differently. Its intents are ordinary player input: a session
// records them, and the replay plays them back without the bot.
type Bot struct {
	Policy string
	Noise  float64
	rng    *rand.Rand
	wobble float64 // the current turn, in radians
}

// botWobbleTicks is how often a bot draws a new wobble.
const botWobbleTicks = 30

// kiteNear and kiteFar bound the distance a kiting bot keeps.
const kiteNear, kiteFar = 3.0, 5.0

// NewBot returns a bot with the policy, noise and seed.
func NewBot(policy string, noise float64, seed uint64) *Bot {
	return &Bot{Policy: policy, Noise: noise, rng: rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))}
}

// Intent returns what the bot does this tick in world w.
func (b *Bot) Intent(w *World) PlayerIntent {
	p := &w.Player
	if p.Dead {
		return PlayerIntent{}
	}
	if w.Tick%botWobbleTicks == 0 {
		b.wobble = b.Noise * (b.rng.Float64()*2 - 1) * math.Pi / 2
	}
	target, dist := w.nearestEnemy(p.Pos)
	if target == nil {
		return PlayerIntent{}
	}
	to := target.Pos.Sub(p.Pos).Unit()
	in := PlayerIntent{Attack: dist <= p.Stats.AttackRange+target.Kind.Radius}
	switch {
	case b.Policy == "rush":
		in.Move = to
	case dist < kiteNear:
		in.Move = to.Scale(-1)
	case dist > kiteFar:
		in.Move = to
	default:
		in.Move = Vec{X: -to.Y, Y: to.X} // circle it
	}
	in.Move = in.Move.rotate(b.wobble)
	return in
}

// nearestEnemy returns the living enemy nearest to p and its distance, or
// nil.
func (w *World) nearestEnemy(p Vec) (*Enemy, float64) {
	var best *Enemy
	bestD := math.Inf(1)
	for i := range w.Enemies {
		if e := &w.Enemies[i]; !e.Dead {
			if d := e.Pos.Dist(p); d < bestD {
				best, bestD = e, d
			}
		}
	}
	return best, bestD
}

// rotate returns v turned by angle radians.
func (v Vec) rotate(angle float64) Vec {
	s, c := math.Sincos(angle)
	return Vec{X: v.X*c - v.Y*s, Y: v.X*s + v.Y*c}
}
