package main

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// clock is a test's clock, moved by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

const stream = `{"Action":"start","Package":"github.com/enemyai/enemyai/bt"}
{"Action":"run","Package":"github.com/enemyai/enemyai/bt","Test":"TestA"}
{"Action":"output","Package":"github.com/enemyai/enemyai/bt","Test":"TestA","Output":"=== RUN   TestA\n"}
{"Action":"pass","Package":"github.com/enemyai/enemyai/bt","Test":"TestA","Elapsed":0.1}
{"Action":"start","Package":"github.com/enemyai/enemyai/ai"}
{"Action":"output","Package":"github.com/enemyai/enemyai/ai","Test":"TestC","Output":"=== RUN   TestC\n"}
{"Action":"pass","Package":"github.com/enemyai/enemyai/ai","Test":"TestC","Elapsed":0.1}
{"Action":"output","Package":"github.com/enemyai/enemyai/ai","Test":"TestB","Output":"    b_test.go:9: want 2, got 3\n"}
{"Action":"fail","Package":"github.com/enemyai/enemyai/ai","Test":"TestB","Elapsed":0.2}
{"Action":"fail","Package":"github.com/enemyai/enemyai/ai","Elapsed":0.25}
{"Action":"pass","Package":"github.com/enemyai/enemyai/bt","Elapsed":1.5}
{"Action":"skip","Package":"github.com/enemyai/enemyai/assets","Elapsed":0}
`

// TestEachPackageSaysItsResultAndAFailureItsOutput: packages end with go
// test's lines, a failed one after its output, and the run with a count.
func TestEachPackageSaysItsResultAndAFailureItsOutput(t *testing.T) {
	var out strings.Builder
	c := &clock{time.Unix(0, 0)}
	p := newProgress(&out, c.now)
	require.NoError(t, p.read(strings.NewReader(stream)))
	assert.Equal(t, "    b_test.go:9: want 2, got 3\n"+
		"FAIL\tgithub.com/enemyai/enemyai/ai\t0.250s\n"+
		"ok  \tgithub.com/enemyai/enemyai/bt\t1.500s\n"+
		"?   \tgithub.com/enemyai/enemyai/assets\t[no test files]\n"+
		"2 passed, 1 failed\n", out.String(), "a passing test's lines are not shown")
	assert.True(t, p.failed)
}

// TestALongQuietStretchIsBroken: when nothing was said for quiet, a line
// says how far the run is and what is still building or running; sooner,
// nothing is said.
func TestALongQuietStretchIsBroken(t *testing.T) {
	var out strings.Builder
	c := &clock{time.Unix(0, 0)}
	p := newProgress(&out, c.now)
	lines := strings.SplitAfter(stream, "\n")
	require.NoError(t, p.read(strings.NewReader(strings.Join(lines[:4], ""))))
	out.Reset()
	c.t = c.t.Add(quiet - time.Second)
	p.heartbeat()
	assert.Empty(t, out.String(), "not quiet for long yet")
	c.t = c.t.Add(2 * time.Second)
	p.heartbeat()
	assert.Equal(t, "... 21s in: 0 of 1 packages done; building or running bt (1 tests passed)\n", out.String())
}
