package cli

// A FlagError is a flag's value found wrong only once the game ran: a
// -seek to a tick the run did not reach, say, as the player died and the
// clock stopped first. The command says it and exits 2, as it does for a
// flag refused before the run.
type FlagError struct{ Err error }

func (e FlagError) Error() string { return e.Err.Error() }

// Unwrap returns the error the flag's value met.
func (e FlagError) Unwrap() error { return e.Err }
