package cli

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/enemyai/enemyai/internal/atomicfile"
)

// StopCleanlyOnSignal makes an interrupt (Ctrl+C) or a request to
// terminate remove what the program was writing whole, a trace or a
// profile half written (atomicfile.RemoveUnfinished), so that the files
// it would have replaced stand as they were and nothing is left beside
// them, and exit with the status a shell gives for the signal (130, 143).
func StopCleanlyOnSignal() {
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	go func() {
		s := <-signals
		atomicfile.RemoveUnfinished()
		if s == syscall.SIGTERM {
			os.Exit(128 + int(syscall.SIGTERM))
		}
		os.Exit(128 + int(syscall.SIGINT))
	}()
}
