package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWordsFit(t *testing.T) {
	tests := []struct{ got, want string }{
		{fit("abcdef", 6), "abcdef"},
		{fit("abc defg", 6), "abc d…"},
		{fit("abc defg", 5), "abc…"},
		{fit("abc", 2), "a…"},
		{fit("abc", 1), ""},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, tc.got)
	}
}

// TestHangingIndentsWhatFollowsTheHead: a long text after a heading wraps
// under itself, not under the heading; a short one stays on its line.
func TestHangingIndentsWhatFollowsTheHead(t *testing.T) {
	tests := []struct {
		head, s string
		n       int
		want    []string
	}{
		{"  what-if  ", "chase (moveToPlayer, running)", 60, []string{"  what-if  chase (moveToPlayer, running)"}},
		{"  what-if  ", "chase (moveToPlayer, running): seesPlayer success: dist 5.9 <= detect 6.0", 41,
			[]string{"  what-if  chase (moveToPlayer, running):", "           seesPlayer success: dist", "           5.9 <= detect 6.0"}},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, hanging(tc.head, tc.s, tc.n))
	}
}
