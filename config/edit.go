package config

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// valueLine splits a "key = value  # comment" line around its value.
var valueLine = regexp.MustCompile(`^(\s*[^=#]+?\s*=\s*)([^\s#]+)(.*)$`)

// KindValue is one tuned value: the field of the named kind and what to set
// it to.
type KindValue struct {
	Kind  string
	Field KindField
	Value float64
}

// SetKindValues returns the configuration text src with the given values set,
// touching nothing else: other keys, the layout and comments stay as they are.
// A field missing from its kind's table is added after the table's header.
// The result is parsed to make sure it is a valid configuration.
func SetKindValues(file string, src []byte, values []KindValue) ([]byte, error) {
	lines := strings.Split(string(src), "\n")
	for _, v := range values {
		if _, ok := fieldByKey[v.Field]; !ok {
			return nil, &FileError{File: file, Field: "kinds." + v.Kind + "." + string(v.Field), Msg: "not a tunable field (tunable: " + TunableNames() + ")"}
		}
		// Line numbers are recomputed for every value, as an addition shifts them.
		at := indexKeyLines(strings.Join(lines, "\n"))
		value := formatValue(v.Value)
		table := "kinds." + v.Kind
		key := table + "." + string(v.Field)
		if n, ok := at[key]; ok {
			m := valueLine.FindStringSubmatch(lines[n-1])
			if m == nil {
				return nil, &FileError{File: file, Line: n, Field: key, Msg: "cannot find the value to replace"}
			}
			lines[n-1] = m[1] + value + m[3]
			continue
		}
		header, ok := at[table]
		if !ok {
			return nil, &FileError{File: file, Field: table, Msg: "no such table to save into"}
		}
		lines = append(lines[:header], append([]string{string(v.Field) + " = " + value}, lines[header:]...)...)
	}
	out := []byte(strings.Join(lines, "\n"))
	if _, err := ParseConfig(file, out); err != nil {
		return nil, fmt.Errorf("the saved configuration would not load: %w", err)
	}
	return out, nil
}

// formatValue writes v as a TOML float with at most three decimals.
func formatValue(v float64) string {
	s := strconv.FormatFloat(v, 'f', 3, 64)
	s = strings.TrimRight(s, "0")
	if strings.HasSuffix(s, ".") {
		s += "0"
	}
	return s
}
