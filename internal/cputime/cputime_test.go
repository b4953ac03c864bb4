package cputime

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWorkUsesCPUTime: spinning for a while shows as CPU time used.
func TestWorkUsesCPUTime(t *testing.T) {
	start, ok := Used()
	if !ok {
		t.Skip("no CPU time on " + runtime.GOOS)
	}
	x := 0
	for i := range 50_000_000 {
		x += i % 7
	}
	end, _ := Used()
	assert.Greater(t, end, start, "after %d", x)
}
