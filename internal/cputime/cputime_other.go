//go:build !unix

package cputime

import "time"

// Used returns 0 and false where the process's CPU time is not at hand.
func Used() (time.Duration, bool) { return 0, false }
