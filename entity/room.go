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
// uniform grid over the arena of cells at least as wide as the spacing, each
// holding a list of the homes in it. It is the world's memory, rebuilt from
// the enemies' homes at every SpawnRandom and reused, so that placing a
// wave allocates nothing once the grid has grown to the arena.
type homeGrid struct {
	spacing    float64
	cell       float64
	cols, rows int
	head       []int32 // per cell: the first home in it, or -1
	next       []int32 // per home: the next home in its cell, or -1
	homes      []Vec
}

// reset empties the grid for w's arena and adds the homes of w's enemies,
// for new homes at least spacing apart.
func (g *homeGrid) reset(w *World, spacing float64) {
	g.spacing, g.cell = spacing, max(spacing, math.Sqrt(RoomPerEnemy))
	g.cols, g.rows = int(w.Arena.Width/g.cell)+1, int(w.Arena.Height/g.cell)+1
	g.head = emptyCells(g.head, g.cols*g.rows)
	g.next, g.homes = g.next[:0], g.homes[:0]
	for i := range w.Enemies {
		g.add(w.Enemies[i].Home)
	}
}

// cellOf returns the cell of p, clamped to the grid.
func (g *homeGrid) cellOf(p Vec) (int, int) {
	cx := min(max(int(p.X/g.cell), 0), g.cols-1)
	cy := min(max(int(p.Y/g.cell), 0), g.rows-1)
	return cx, cy
}

func (g *homeGrid) add(p Vec) {
	cx, cy := g.cellOf(p)
	c := cy*g.cols + cx
	g.next = append(g.next, g.head[c])
	g.head[c] = int32(len(g.homes))
	g.homes = append(g.homes, p)
}

// free reports whether no home is within the spacing of p.
func (g *homeGrid) free(p Vec) bool {
	cx, cy := g.cellOf(p)
	for y := max(cy-1, 0); y <= min(cy+1, g.rows-1); y++ {
		for x := max(cx-1, 0); x <= min(cx+1, g.cols-1); x++ {
			for h := g.head[y*g.cols+x]; h >= 0; h = g.next[h] {
				if g.homes[h].Dist(p) < g.spacing {
					return false
				}
			}
		}
	}
	return true
}
