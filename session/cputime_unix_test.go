//go:build unix

package session_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, user and system, on
// every thread: what a benchmark's work costs whatever else the machine is
// doing, which a shared machine's wall clock does not tell.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
