package config

import (
	"strconv"
	"strings"
)

// keyLines maps the keys of a TOML document to the lines they are written on,
// so that problems found after decoding can name their line. Keys are dotted
// paths with array-of-tables elements indexed from 1: "kinds.near.detect",
// "enemies[2].home". It reads the usual layout of headers and key = value
// lines; a key it cannot find falls back to its table's line.
type keyLines map[string]int

func indexKeyLines(src string) keyLines {
	lines := keyLines{}
	counts := map[string]int{}
	table := ""
	n := 0
	for raw := range strings.Lines(src) {
		line := strings.TrimSpace(raw)
		n++
		switch {
		case line == "" || line[0] == '#':
		case strings.HasPrefix(line, "[["):
			name := cleanKey(strings.TrimSuffix(strings.SplitN(line[2:], "]]", 2)[0], "]]"))
			counts[name]++
			table = name + "[" + strconv.Itoa(counts[name]) + "]"
			lines.addHeader(table, n)
		case line[0] == '[':
			table = cleanKey(strings.SplitN(line[1:], "]", 2)[0])
			lines.addHeader(table, n)
		default:
			eq := strings.IndexByte(line, '=')
			if eq <= 0 {
				continue
			}
			key := cleanKey(line[:eq])
			if table != "" {
				key = table + "." + key
			}
			lines.add(key, n)
		}
	}
	return lines
}

// cleanKey removes spaces and quotes around a dotted key's parts. A key
// longer than any a file needs is left as it is: it is unknown anyway.
func cleanKey(k string) string {
	if len(k) > maxIndexedKey {
		return k
	}
	parts := strings.Split(k, ".")
	for i, p := range parts {
		parts[i] = strings.Trim(strings.TrimSpace(p), `"'`)
	}
	return strings.Join(parts, ".")
}

// maxIndexedKey is the longest key, in bytes, whose parts are cleaned.
const maxIndexedKey = 1000

// headerParts is how many of a table header's leading parts are indexed as
// tables of their own: [a.b.c] defines a and a.b too, and a problem may be
// about them. A bound keeps a header thousands of parts deep cheap.
const headerParts = 4

// addHeader indexes a table header's key, and the tables it defines on the
// way.
func (l keyLines) addHeader(key string, line int) {
	parts := strings.SplitN(key, ".", headerParts+1)
	for i := 1; i < len(parts); i++ {
		l.add(strings.Join(parts[:i], "."), line)
	}
	l.add(key, line)
}

func (l keyLines) add(key string, line int) {
	if _, ok := l[key]; !ok {
		l[key] = line
	}
	// Also index the key without array indices, for keys reported that way.
	if plain := stripIndices(key); plain != key {
		if _, ok := l[plain]; !ok {
			l[plain] = line
		}
	}
}

// line returns the line of key, or of the nearest enclosing table, or 0.
// Only a key's first lookupParts parts are looked up: no indexed key has
// more, and each part looked up costs a pass over the key.
func (l keyLines) line(key string) int {
	key = firstParts(key, lookupParts)
	for key != "" {
		if n, ok := l[key]; ok {
			return n
		}
		cut := strings.LastIndexAny(key, ".[")
		if cut < 0 {
			break
		}
		key = key[:cut]
	}
	return 0
}

// lookupParts bounds the parts of the keys keyLines holds: a table header
// and a dotted key of MaxNesting parts each, and array indices.
const lookupParts = 3 * MaxNesting

// firstParts returns key up to its n-th separator ('.' or '['), or whole.
func firstParts(key string, n int) string {
	for i := range len(key) {
		if key[i] == '.' || key[i] == '[' {
			if n--; n == 0 {
				return key[:i]
			}
		}
	}
	return key
}

func stripIndices(key string) string {
	var b strings.Builder
	skip := false
	for _, r := range key {
		switch {
		case r == '[':
			skip = true
		case r == ']':
			skip = false
		case !skip:
			b.WriteRune(r)
		}
	}
	return b.String()
}
