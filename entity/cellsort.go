package entity

import (
	"math/bits"
	"runtime"
)

// cellSort sorts body words by cell, on every core: a least-significant-digit
// radix sort over the cell's bits, each pass in two runs over the words cut
// into parts: every part counts its digits, then, the counts summed into
// where each part's words of each digit go, every part moves its words
// there. The first pass reads the words from the lists the step noted them
// in, a list a part (or one list cut into parts), so that they are never
// joined first. Words of one cell
// keep their order, which separating does not need (its sums are the same
// in any order) but a stable sort gives for free.
type cellSort struct {
	lists        [][]uint64 // the first pass's parts
	src, dst     []uint64
	parts        int
	shift, digit uint
	moving       bool
	// counts holds, per part, how many of its words have each digit, then
	// where the next of them goes.
	counts [][]int32
}

// Radix sort settings: digits of at most maxDigitBits bits, parts of at
// least sortPartMin words and at most maxParts parts, nor more than twice
// the cores (the counts of every part are summed on one); up to
// insertionSortMax words are sorted by insertion.
const (
	maxDigitBits     = 12
	sortPartMin      = 4096
	maxParts         = 16
	insertionSortMax = 64
)

// partBounds returns the start and end of part k of n items in parts parts.
func partBounds(n, parts, k int) (int, int) { return k * n / parts, (k + 1) * n / parts }

// sortByCell sorts the words of lists, whose cells are below cells, by
// cell, into the memory of a or b (grown to hold them), and returns them
// sorted and the other buffer; shared, on every core.
func (c *crowd) sortByCell(lists [][]uint64, a, b []uint64, cells int, shared bool) (sorted, other []uint64) {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	a, b = resize(a, n), resize(b, n)
	if n <= insertionSortMax {
		words := a[:0]
		for _, l := range lists {
			words = append(words, l...)
		}
		for k := 1; k < n; k++ {
			for m := k; m > 0 && bodyCell(words[m-1]) > bodyCell(words[m]); m-- {
				words[m-1], words[m] = words[m], words[m-1]
			}
		}
		return words, b
	}
	s := &c.sort
	width := uint(bits.Len(uint(cells - 1)))
	passes := max((width+maxDigitBits-1)/maxDigitBits, 1)
	s.digit = (width + passes - 1) / passes
	parts := min(max(n/sortPartMin, 1), maxParts, 2*runtime.GOMAXPROCS(0))
	for len(s.counts) < max(parts, len(lists)) {
		s.counts = append(s.counts, make([]int32, 1<<maxDigitBits))
	}
	s.lists, s.src, s.dst = lists, nil, a
	if len(lists) == 1 {
		s.src = lists[0] // one list: cut into parts as the later passes are
	}
	for pass := range passes {
		s.shift, s.parts = pass*s.digit, parts
		if s.src == nil {
			s.parts = len(lists)
		}
		s.moving = false
		c.run.run(s, s.parts, shared)
		at := int32(0)
		for d := range 1 << s.digit {
			for k := range s.parts {
				n := s.counts[k][d]
				s.counts[k][d] = at
				at += n
			}
		}
		s.moving = true
		c.run.run(s, s.parts, shared)
		if pass == 0 {
			s.src, s.dst = a, b
		} else {
			s.src, s.dst = s.dst, s.src
		}
	}
	sorted, other = s.src, s.dst
	s.lists, s.src, s.dst = nil, nil, nil
	return sorted, other
}

// do counts the digits of part k, or moves its words.
func (s *cellSort) do(k int) {
	var words []uint64
	if s.src == nil {
		words = s.lists[k]
	} else {
		lo, hi := partBounds(len(s.src), s.parts, k)
		words = s.src[lo:hi]
	}
	counts := s.counts[k][:1<<s.digit]
	shift, mask := 32+s.shift, uint64(1)<<s.digit-1
	if !s.moving {
		clear(counts)
		for _, w := range words {
			counts[(w>>shift)&mask]++
		}
		return
	}
	dst := s.dst
	for _, w := range words {
		d := (w >> shift) & mask
		dst[counts[d]] = w
		counts[d]++
	}
}
