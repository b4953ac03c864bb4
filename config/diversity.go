package config

import (
	"slices"
	"strings"
)

// Bounds of a quality-diversity search's map.
const (
	MinDiversityBins     = 2
	MaxDiversityBins     = 10
	defaultDiversityBins = 4
)

// Diversity asks a search for several distinct settings that reach the
// target instead of one: the settings are told apart by the means of two
// measures (descriptors, like kills and shots), each range cut into Bins
// bins, and the search keeps the best setting of every bin (MAP-Elites).
type Diversity struct {
	Bins int
	X, Y Descriptor
}

// Descriptor is a measure whose mean tells settings apart, and its range.
type Descriptor struct {
	Measure  string
	From, To float64
}

// Bin returns the bin of a mean: 0 to bins-1, the ends taking what lies
// beyond them.
func (d Descriptor) Bin(mean float64, bins int) int {
	return min(max(int((mean-d.From)/(d.To-d.From)*float64(bins)), 0), bins-1)
}

var (
	diversityKeys  = []string{"bins", "x", "y"}
	descriptorKeys = []string{"measure", "from", "to"}
)

// readDiversity reads the optional [diversity] of a search:
//
//	[diversity]
//	bins = 4            # per descriptor, 2 to 10 (default 4)
//	[diversity.x]
//	measure = "kills"
//	from = 0.0
//	to = 6.0
//	[diversity.y]
//	measure = "shots"
//	from = 0.0
//	to = 40.0
func readDiversity(d *doc, root map[string]any, measures []string) *Diversity {
	m := d.table("diversity", root["diversity"], false, diversityKeys...)
	if m == nil {
		return nil
	}
	div := &Diversity{Bins: defaultDiversityBins}
	if _, ok := m["bins"]; ok {
		div.Bins = int(d.integer("diversity", m, "bins", MinDiversityBins, MaxDiversityBins))
	}
	div.X = readDescriptor(d, m, "x", measures)
	div.Y = readDescriptor(d, m, "y", measures)
	if div.X.Measure != "" && div.X.Measure == div.Y.Measure {
		d.fail("diversity.y.measure", "%s tells settings apart already, as x", div.Y.Measure)
	}
	return div
}

// readDescriptor reads [diversity.NAME].
func readDescriptor(d *doc, div map[string]any, name string, measures []string) Descriptor {
	at := join("diversity", name)
	m := d.table(at, div[name], true, descriptorKeys...)
	if m == nil {
		return Descriptor{}
	}
	var desc Descriptor
	desc.Measure = d.text(at, m, "measure")
	if _, isText := m["measure"].(string); isText && !slices.Contains(measures, desc.Measure) {
		d.fail(join(at, "measure"), "%q is not a measure (measures: %s)", truncate(desc.Measure, 40), strings.Join(measures, ", "))
	}
	from, okFrom := d.number(at, m, "from", true)
	to, okTo := d.number(at, m, "to", true)
	if okFrom && okTo && to <= from {
		d.fail(join(at, "to"), "%g is not above from %g: a range runs upwards", to, from)
	}
	desc.From, desc.To = from, to
	return desc
}
