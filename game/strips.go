package game

import (
	"image/color"
	"slices"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/hajimehoshi/ebiten/v2"
)

// strips is the timeline's strip per kind: for every tick of the recorded
// window, the share of the kind's enemies in each branch, stacked in the
// order of the tree the kind ran then and coloured as ai.BranchColour says,
// so that a designer sees when a crowd turned to attack, before and after
// a new tree. It is drawn as one image whose pixels are written each frame.
type strips struct {
	img   *ebiten.Image // as wide as the bar
	pix   []byte
	kinds []int // the world's kinds that have a strip, top to bottom
	rows  []int // a column's rows per branch, reused
	// trees holds, per strip, the colours of the branches of the tree met
	// last along the bar: a kind changes trees seldom.
	trees []treeColours
}

// treeColours are the colours of a tree's branches, in the order a crowd
// counts them (ai.BranchesOf).
type treeColours struct {
	shape   *bt.Shape
	colours []color.NRGBA
}

// of returns the colours of shape's branches, working them out when shape
// is not the one they were worked out for.
func (tc *treeColours) of(shape *bt.Shape) []color.NRGBA {
	if shape != tc.shape {
		tc.shape, tc.colours = shape, tc.colours[:0]
		for _, b := range ai.BranchesOf(shape) {
			tc.colours = append(tc.colours, ai.BranchColour(b))
		}
	}
	return tc.colours
}

// stripHeight is the height of one strip, with its kind's name beside it:
// a few kinds get one each.
const stripHeight = stripsHeight / 3

// draw draws the strips above the bar, for the recorded window: one for
// each of the first kinds that have enemies, named beside it.
func (st *strips) draw(dst *ebiten.Image, s *stage) {
	width := s.screen.barWidth()
	if st.img == nil || st.img.Bounds().Dx() != width { // first drawn, or the screen turned
		if st.img != nil {
			st.img.Deallocate()
		}
		st.img = ebiten.NewImage(width, stripsHeight)
		st.pix = make([]byte, width*stripsHeight*4)
	}
	clear(st.pix)
	run := s.ctl.Run
	start, head := run.Start(), run.Head()
	now, ok := run.Crowd(head)
	if !ok {
		return
	}
	st.kinds = st.kinds[:0]
	for k, kc := range now.Kinds {
		if slices.ContainsFunc(kc.Branches, func(n uint32) bool { return n > 0 }) && len(st.kinds) < stripsHeight/stripHeight {
			st.kinds = append(st.kinds, k)
		}
	}
	top := s.screen.timelineBody() + stripsTop
	for row, k := range st.kinds {
		s.print(dst, fit(run.World.Kinds[k].Name, stripLabels/charWidth-1), 8, top+float64(row*stripHeight-1), 1, colourDim)
	}
	st.trees = slices.Grow(st.trees[:0], len(st.kinds))[:len(st.kinds)]
	for x := range width {
		t := tickAt(barX+x, s)
		if t < start || t > head {
			continue
		}
		crowd, ok := run.Crowd(t)
		if !ok {
			continue
		}
		for row, k := range st.kinds {
			if k >= len(crowd.Kinds) || crowd.Kinds[k].Shape == nil {
				continue
			}
			kc := &crowd.Kinds[k]
			if colours := st.trees[row].of(kc.Shape); len(kc.Branches) == len(colours) {
				st.column(x, row*stripHeight, stripHeight-1, kc.Branches, colours)
			}
		}
	}
	st.img.WritePixels(st.pix)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(barX, top)
	dst.DrawImage(st.img, op)
}

// column fills pixel column x of one strip, from row top and height pixels
// tall, with the branches stacked by their counts (see shareRows).
func (st *strips) column(x, top, height int, counts []uint32, colours []color.NRGBA) {
	st.rows = shareRows(counts, height, st.rows)
	row := 0
	for b, n := range st.rows {
		for end := row + n; row < end; row++ {
			i := ((top+row)*st.img.Bounds().Dx() + x) * 4
			st.pix[i], st.pix[i+1], st.pix[i+2], st.pix[i+3] = colours[b].R, colours[b].G, colours[b].B, 255
		}
	}
}

// shareRows splits height pixel rows among counts in proportion, giving
// every count above 0 at least one row, taken from the largest: one
// attacking enemy in a thousand still shows. It returns the rows of each,
// in dst's memory; none when every count is 0.
func shareRows(counts []uint32, height int, dst []int) []int {
	dst = dst[:0]
	total := uint32(0)
	for _, c := range counts {
		total += c
	}
	used, largest := 0, 0
	for b, c := range counts {
		n := 0
		if total > 0 {
			n = int((uint64(c)*uint64(height) + uint64(total)/2) / uint64(total))
		}
		if c > 0 && n == 0 {
			n = 1
		}
		dst = append(dst, n)
		used += n
		if n > dst[largest] {
			largest = b
		}
	}
	if total > 0 {
		dst[largest] -= used - height // rounding's leftover, or the rows lent to small shares
	}
	return dst
}
