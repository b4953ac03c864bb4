package cli

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The window sizes -window takes, in pixels on either side.
const (
	minWindowSide = 240
	maxWindowSide = 8192
)

// parseWindow reads -window's WxH, like 600x1000, into size.
func parseWindow(v string, size *[2]int) error {
	w, h, ok := strings.Cut(v, "x")
	width, werr := strconv.Atoi(w)
	height, herr := strconv.Atoi(h)
	switch {
	case !ok || werr != nil || herr != nil || strconv.Itoa(width) != w || strconv.Itoa(height) != h:
		return errors.New("want WIDTHxHEIGHT in pixels, like 600x1000")
	case min(width, height) < minWindowSide || max(width, height) > maxWindowSide:
		return fmt.Errorf("each side from %d to %d pixels", minWindowSide, maxWindowSide)
	}
	*size = [2]int{width, height}
	return nil
}
