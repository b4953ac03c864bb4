package entity

import "math"

// RoomPerEnemy is the area, in square units, an arena keeps for each enemy
// when a crowd is added to it (AddCrowd): room for bodies to stand apart
// at their homes and come to rest there.
const RoomPerEnemy = 10.0

// Holding returns the arena grown to the right and down, keeping its
// proportions, so that n enemies have RoomPerEnemy square units each, in
// whole units; the arena as it is if they have that already. Nothing in it
// moves: a scenario's homes, the player's start and the script's targets
// keep their places.
func (a Arena) Holding(n int) Arena {
	need := float64(n) * RoomPerEnemy
	if have := a.Width * a.Height; have < need {
		f := math.Sqrt(need / have)
		a.Width, a.Height = math.Ceil(a.Width*f), math.Ceil(a.Height*f)
	}
	return a
}

// AddCrowd adds n enemies at random homes (see SpawnRandom), first growing
// the arena to hold every enemy the world will have (see Holding).
func (w *World) AddCrowd(n int) {
	if n > 0 {
		w.Arena = w.Arena.Holding(len(w.Enemies) + n)
	}
	w.SpawnRandom(n)
}

// homeGrid finds where homes are, to keep new ones apart from them: a
// uniform grid of cells as wide as the spacing, each holding the homes in
// it.
type homeGrid struct {
	spacing float64
	cells   map[[2]int][]Vec
}

// newHomeGrid returns a grid of the homes of w's enemies, for new homes at
// least spacing apart.
func newHomeGrid(w *World, spacing float64) *homeGrid {
	g := &homeGrid{spacing: spacing, cells: map[[2]int][]Vec{}}
	for i := range w.Enemies {
		g.add(w.Enemies[i].Home)
	}
	return g
}

func (g *homeGrid) cell(p Vec) [2]int {
	return [2]int{int(math.Floor(p.X / g.spacing)), int(math.Floor(p.Y / g.spacing))}
}

func (g *homeGrid) add(p Vec) {
	c := g.cell(p)
	g.cells[c] = append(g.cells[c], p)
}

// free reports whether no home is within the spacing of p.
func (g *homeGrid) free(p Vec) bool {
	c := g.cell(p)
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			for _, h := range g.cells[[2]int{c[0] + dx, c[1] + dy}] {
				if h.Dist(p) < g.spacing {
					return false
				}
			}
		}
	}
	return true
}
