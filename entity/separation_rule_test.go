package entity

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// ruleWorld is a world of n living bodies at random places, for checking
// the separation rule: kinds of a few radii, crowds of every density down
// to packed (the arena's side over the root of n), some
// bodies stacked on one spot, some against the arena's walls, and a player
// standing among them.
func ruleWorld(r *rand.Rand, n int, packed float64) *World {
	side := (packed + r.Float64()*3) * math.Sqrt(float64(n)) // from packed to sparse
	w := &World{Arena: Arena{Width: side, Height: side * (0.5 + r.Float64())}}
	for k := range 1 + r.IntN(3) {
		w.Kinds = append(w.Kinds, &Kind{Name: fmt.Sprint("k", k), Radius: 0.1 + r.Float64()*0.5})
	}
	w.Player = Player{Stats: PlayerStats{Radius: 0.4}, Pos: Vec{X: r.Float64() * w.Arena.Width, Y: r.Float64() * w.Arena.Height},
		Facing: Vec{X: 0, Y: 1}, Dead: r.IntN(4) == 0}
	spot := Vec{X: r.Float64() * w.Arena.Width, Y: r.Float64() * w.Arena.Height}
	for i := range n {
		p := Vec{X: r.Float64() * w.Arena.Width, Y: r.Float64() * w.Arena.Height}
		switch r.IntN(10) {
		case 0:
			p = spot
		case 1:
			p.X = 0
		case 2:
			p = w.Player.Pos
		}
		w.Enemies = append(w.Enemies, Enemy{Index: int32(i), Kind: w.Kinds[r.IntN(len(w.Kinds))], Pos: p})
	}
	return w
}

// separatedBy separates w's enemies, all of them bodies, plainly or sorted,
// and returns where each came to rest.
func separatedBy(w *World, plain bool) []Vec {
	w.plain = plain
	w.crowd.begin(w)
	for i := range w.Enemies {
		e := &w.Enemies[i]
		w.crowd.bodies = append(w.crowd.bodies, bodyWord(w.crowd.cells.cellOf(e.Pos), i, true, false))
		w.crowd.spots[i] = spot{e.Pos.X, e.Pos.Y, e.Kind.Radius}
	}
	start := make([]Vec, len(w.Enemies))
	for i := range w.Enemies {
		start[i] = w.Enemies[i].Pos
	}
	w.separate()
	out := make([]Vec, len(w.Enemies))
	for i := range w.Enemies {
		out[i], w.Enemies[i].Pos = w.Enemies[i].Pos, start[i]
	}
	return out
}

// bruteForce is the rule at its plainest: every body sums its push from
// every other body, then moves.
func bruteForce(w *World) []Vec {
	out := make([]Vec, len(w.Enemies))
	for i := range w.Enemies {
		a := &w.Enemies[i]
		var px, py int64
		for j := range w.Enemies {
			if b := &w.Enemies[j]; j != i {
				dx, dy := push(a.Pos.X, a.Pos.Y, a.Kind.Radius, i, b.Pos.X, b.Pos.Y, b.Kind.Radius, j)
				px, py = px+dx, py+dy
			}
		}
		out[i], _ = w.settleBody(a.Pos.X, a.Pos.Y, a.Kind.Radius, px, py)
	}
	return out
}

// TestSeparationFollowsItsRule separates 1,000 random crowds three ways, on
// one goroutine and on four: every body against every other (the rule
// itself), plainly through a grid of lists, and sorted by cell in parts on
// every core. All agree to the last bit.
func TestSeparationFollowsItsRule(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 1))
	for _, procs := range []int{1, 4} {
		t.Run(fmt.Sprint("GOMAXPROCS=", procs), func(t *testing.T) {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			for world := range 500 {
				n, packed := 1+r.IntN(300), 0.3
				if world%100 == 0 {
					n, packed = 5_000+r.IntN(20_000), 1 // enough for the sort's and the separation's parts
				}
				w := ruleWorld(r, n, packed)
				plain, sorted := separatedBy(w, true), separatedBy(w, false)
				require.True(t, sameBits(plain, sorted), "world %d of %d bodies: plain and sorted differ", world, n)
				if n < 1000 {
					require.True(t, sameBits(bruteForce(w), plain), "world %d of %d bodies: the rule and plain differ", world, n)
				}
			}
		})
	}
}

// sameBits reports whether a and b hold the same points, bit for bit.
func sameBits(a, b []Vec) bool {
	for i := range a {
		if math.Float64bits(a[i].X) != math.Float64bits(b[i].X) || math.Float64bits(a[i].Y) != math.Float64bits(b[i].Y) {
			return false
		}
	}
	return len(a) == len(b)
}

// TestSortingByCellSortsAnyCrowd sorts random words of every size and cell
// range, in one to five lists (some empty), by cell, and checks the result
// is sorted, stable and the same words.
func TestSortingByCellSortsAnyCrowd(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 2))
	var c crowd
	var order, spare []uint64
	for range 200 {
		n, cells := r.IntN(40_000), 1+r.IntN(1<<r.IntN(31))
		words := make([]uint64, n)
		for k := range words {
			words[k] = bodyWord(uint32(r.IntN(cells)), k, r.IntN(2) == 0, r.IntN(2) == 0)
		}
		want := slices.Clone(words)
		cuts := []int{0, n}
		for range r.IntN(5) {
			cuts = append(cuts, r.IntN(n+1))
		}
		slices.Sort(cuts)
		var lists [][]uint64
		for k := 1; k < len(cuts); k++ {
			lists = append(lists, words[cuts[k-1]:cuts[k]])
		}
		sorted, other := c.sortByCell(lists, order, spare, cells, true)
		order, spare = sorted, other
		for k := 1; k < len(sorted); k++ {
			require.LessOrEqual(t, bodyCell(sorted[k-1]), bodyCell(sorted[k]), "%d words, %d cells", n, cells)
			if bodyCell(sorted[k-1]) == bodyCell(sorted[k]) {
				require.Less(t, bodyIndex(sorted[k-1]), bodyIndex(sorted[k]), "stable: %d words, %d cells", n, cells)
			}
		}
		slices.Sort(want)
		got := slices.Clone(sorted)
		slices.Sort(got)
		require.Equal(t, want, got, "the same words")
	}
}
