//go:build !unix

package treeedit_test

import "time"

// cpuTime cannot read the CPU time the process has used here.
func cpuTime() (time.Duration, bool) { return 0, false }
