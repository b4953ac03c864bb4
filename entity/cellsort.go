package entity

import "math/bits"

// cellSort sorts body words by cell, on every core: a least-significant-digit
// radix sort over the cell's bits, each pass in two runs over the words cut
// into parts: every part counts its digits, then, the counts summed into
// where each part's words of each digit go, every part moves its words
// there. Words of one cell keep their order, which separating does not need
// (its sums are the same in any order) but a stable sort gives for free.
type cellSort struct {
	src, dst     []uint64
	parts        int
	shift, digit uint
	moving       bool
	// counts holds, per part, how many of its words have each digit, then
	// where the next of them goes.
	counts [][]int32
}

// Radix sort settings: digits of at most maxDigitBits bits, parts of at
// least sortPartMin words and at most maxParts parts; up to
// insertionSortMax words are sorted by insertion.
const (
	maxDigitBits     = 12
	sortPartMin      = 4096
	maxParts         = 16
	insertionSortMax = 64
)

// partBounds returns the start and end of part k of n items in parts parts.
func partBounds(n, parts, k int) (int, int) { return k * n / parts, (k + 1) * n / parts }

// sortByCell sorts words, whose cells are below cells, by cell, using the
// crowd's memory, and returns them sorted (in words' memory or in spare's,
// which it returns as the other); shared, on every core.
func (c *crowd) sortByCell(words, spare []uint64, cells int, shared bool) (sorted, other []uint64) {
	spare = resize(spare, len(words))
	if len(words) <= insertionSortMax {
		for k := 1; k < len(words); k++ {
			for m := k; m > 0 && bodyCell(words[m-1]) > bodyCell(words[m]); m-- {
				words[m-1], words[m] = words[m], words[m-1]
			}
		}
		return words, spare
	}
	s := &c.sort
	width := uint(bits.Len(uint(cells - 1)))
	passes := max((width+maxDigitBits-1)/maxDigitBits, 1)
	s.digit = (width + passes - 1) / passes
	s.parts = min(max(len(words)/sortPartMin, 1), maxParts)
	for len(s.counts) < s.parts {
		s.counts = append(s.counts, make([]int32, 1<<maxDigitBits))
	}
	s.src, s.dst = words, spare
	for s.shift = 0; s.shift < width; s.shift += s.digit {
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
		s.src, s.dst = s.dst, s.src
	}
	return s.src, s.dst
}

// do counts the digits of part k, or moves its words.
func (s *cellSort) do(k int) {
	lo, hi := partBounds(len(s.src), s.parts, k)
	counts := s.counts[k][:1<<s.digit]
	shift, mask := 32+s.shift, uint64(1)<<s.digit-1
	if !s.moving {
		clear(counts)
		for _, w := range s.src[lo:hi] {
			counts[(w>>shift)&mask]++
		}
		return
	}
	dst := s.dst
	for _, w := range s.src[lo:hi] {
		d := (w >> shift) & mask
		dst[counts[d]] = w
		counts[d]++
	}
}
