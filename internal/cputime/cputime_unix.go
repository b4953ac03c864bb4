//go:build unix

package cputime

import (
	"syscall"
	"time"
)

// Used returns the CPU time the process has used, user and system, and
// whether the system could say.
func Used() (time.Duration, bool) {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0, false
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), true
}
