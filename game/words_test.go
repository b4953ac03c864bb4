package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWordsFitAndCount(t *testing.T) {
	tests := []struct{ got, want string }{
		{counted(0, "kill"), "0 kills"},
		{counted(1, "kill"), "1 kill"},
		{counted(2, "node breakpoint"), "2 node breakpoints"},
		{fit("abcdef", 6), "abcdef"},
		{fit("abc defg", 6), "abc.."},
		{fit("abc", 2), ""},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, tc.got)
	}
}
