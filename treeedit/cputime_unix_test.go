//go:build unix

package treeedit_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, in user and system
// mode, and whether it could be read: what a benchmark reports besides the
// wall time, which another program on the machine stretches.
func cpuTime() (time.Duration, bool) {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0, false
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), true
}
