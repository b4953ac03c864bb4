package spell

import "strings"

// Closest returns the known name that k differs from only in case, or one
// typing slip away from (at most two letters added, dropped or changed,
// ignoring case), or "".
func Closest(k string, known []string) string {
	for _, c := range known {
		if strings.EqualFold(c, k) {
			return c
		}
	}
	lower := ""
	for _, c := range known {
		if len(k) > len(c)+2 || len(c) > len(k)+2 { // then the distance is more than 2
			continue
		}
		if lower == "" {
			lower = strings.ToLower(k)
		}
		if editDistance(lower, strings.ToLower(c)) <= 2 {
			return c
		}
	}
	return ""
}

// editDistance is the Levenshtein distance between two short names.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}
