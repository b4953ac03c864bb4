package game

import (
	"image/color"

	"github.com/enemyai/enemyai/ai"
	"github.com/hajimehoshi/ebiten/v2"
)

// strips is the timeline's strip per kind: for every tick of the recorded
// window, the share of the kind's enemies in each branch, stacked in the
// order of the kind's tree and coloured as ai.BranchColour says, so that a
// designer sees when a crowd turned to attack. It is drawn as one image whose
// pixels are written each frame.
type strips struct {
	img *ebiten.Image
	pix []byte
}

// maxStrips is how many kinds get a strip: the first ones of the
// configuration, each at least 3 pixels tall.
const maxStrips = stripsHeight / 3

// draw draws the strips above the bar, for the recorded window.
func (st *strips) draw(dst *ebiten.Image, s *stage) {
	if st.img == nil {
		st.img = ebiten.NewImage(barWidth, stripsHeight)
		st.pix = make([]byte, barWidth*stripsHeight*4)
	}
	clear(st.pix)
	run := s.ctl.Run
	kinds := run.World.Kinds[:min(len(run.World.Kinds), maxStrips)]
	if len(kinds) == 0 {
		return
	}
	each := stripsHeight / len(kinds)
	colours := make([][]color.NRGBA, len(kinds))
	for k, kind := range kinds {
		for _, b := range run.Minds.Branches(kind) {
			colours[k] = append(colours[k], ai.BranchColour(b))
		}
	}
	start, head := run.Start(), run.Head()
	for x := range barWidth {
		t := tickAt(barX+x, s)
		if t < start || t > head {
			continue
		}
		crowd, ok := run.Crowd(t)
		if !ok {
			continue
		}
		for k := range kinds {
			if k < len(crowd.Kinds) && len(crowd.Kinds[k].Branches) == len(colours[k]) {
				st.column(x, k*each, each-1, crowd.Kinds[k].Branches, colours[k])
			}
		}
	}
	st.img.WritePixels(st.pix)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(barX, stripsY)
	dst.DrawImage(st.img, op)
}

// column fills pixel column x of one strip, from row top and height pixels
// tall, with the branches stacked by their counts.
func (st *strips) column(x, top, height int, counts []uint32, colours []color.NRGBA) {
	total := uint32(0)
	for _, c := range counts {
		total += c
	}
	if total == 0 {
		return
	}
	row, sum := 0, uint32(0)
	for b, c := range counts {
		sum += c
		end := int((uint64(sum)*uint64(height) + uint64(total)/2) / uint64(total))
		for ; row < end; row++ {
			i := ((top+row)*barWidth + x) * 4
			st.pix[i], st.pix[i+1], st.pix[i+2], st.pix[i+3] = colours[b].R, colours[b].G, colours[b].B, 255
		}
	}
}
