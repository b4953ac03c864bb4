package main

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/atomicfile"
)

// timeline records every enemy's branches over a run as spans, one per
// stretch of ticks an enemy stays in a branch, and draws them as an SVG
// picture: a row per enemy, time going right. A span is one rectangle, so
// a crowd that mostly rests makes a small file.
type timeline struct {
	ids      []string
	branches []string // the names spans index
	open     []span   // per enemy: the span it is in
	spans    []span
	from, to uint32 // the first and last tick observed
}

// span is one enemy in one branch from tick from to tick to.
type span struct {
	enemy    int32
	branch   uint16
	from, to uint32
}

// observe records the tick w has just played.
func (t *timeline) observe(w *entity.World, m *ai.Minds) {
	if t.from == 0 {
		t.from = w.Tick
	}
	t.to = w.Tick
	for i := range w.Enemies {
		e := &w.Enemies[i]
		b := t.branch(m.Decision(e).Branch)
		if i == len(t.open) {
			t.ids = append(t.ids, e.ID)
			t.open = append(t.open, span{enemy: int32(i), branch: b, from: w.Tick, to: w.Tick})
			continue
		}
		if o := &t.open[i]; o.branch == b && o.to+1 == w.Tick {
			o.to = w.Tick
			continue
		}
		t.spans = append(t.spans, t.open[i])
		t.open[i] = span{enemy: int32(i), branch: b, from: w.Tick, to: w.Tick}
	}
}

// branch returns the index of the named branch, adding it if it is new.
func (t *timeline) branch(name string) uint16 {
	if i := slices.Index(t.branches, name); i >= 0 {
		return uint16(i)
	}
	t.branches = append(t.branches, name)
	return uint16(len(t.branches) - 1)
}

// The timeline picture's geometry, in SVG user units.
const (
	timelineWidth  = 1200
	timelineLabels = 80 // the column of enemy IDs
	timelineTop    = 28 // the legend's row
)

// write draws the spans as an SVG file at path, written atomically.
func (t *timeline) write(path string) error {
	rowHeight := min(max(2000/max(len(t.ids), 1), 1), 14)
	height := timelineTop + rowHeight*len(t.ids) + 4
	ticks := float64(t.to - t.from + 1)
	scale := float64(timelineWidth-timelineLabels) / ticks
	var buf bytes.Buffer
	out := bufio.NewWriter(&buf)
	fmt.Fprintf(out, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="monospace" font-size="10">`+"\n", timelineWidth, height)
	fmt.Fprintf(out, `<rect width="%d" height="%d" fill="#0c0f16"/>`+"\n", timelineWidth, height)
	fmt.Fprintf(out, `<text x="4" y="16" fill="#aab">t %d-%d</text>`+"\n", t.from, t.to)
	x := timelineLabels
	for _, b := range t.branches {
		fmt.Fprintf(out, `<rect x="%d" y="6" width="10" height="10" fill="%s"/><text x="%d" y="15" fill="#ccd">%s</text>`+"\n",
			x, hexColour(b), x+14, b)
		x += 14 + 7*len(b) + 16
	}
	if rowHeight >= 8 {
		for i, id := range t.ids {
			fmt.Fprintf(out, `<text x="4" y="%d" fill="#ccd">%s</text>`+"\n", timelineTop+i*rowHeight+rowHeight-2, id)
		}
	}
	all := append(t.spans, t.open...)
	for b := range t.branches { // a group per branch: its colour said once
		fmt.Fprintf(out, `<g fill="%s">`+"\n", hexColour(t.branches[b]))
		for _, s := range all {
			if int(s.branch) != b {
				continue
			}
			fmt.Fprintf(out, `<rect x="%.1f" y="%d" width="%.1f" height="%d"/>`+"\n",
				float64(timelineLabels)+float64(s.from-t.from)*scale, timelineTop+int(s.enemy)*rowHeight,
				float64(s.to-s.from+1)*scale, max(rowHeight-1, 1))
		}
		fmt.Fprintln(out, "</g>")
	}
	fmt.Fprintln(out, "</svg>")
	if err := out.Flush(); err != nil {
		return err
	}
	_, err := atomicfile.WriteFile(path, buf.Bytes())
	return err
}

// hexColour is a branch's colour as SVG writes it.
func hexColour(branch string) string {
	c := ai.BranchColour(branch)
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}
